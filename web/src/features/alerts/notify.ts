// How an alert reaches an operator who is not looking at the console: the browser's notification
// (when the browser has the permission) and a short beep drawn with WebAudio (no sound file).

export type Permission = NotificationPermission | 'unsupported';

export function notificationPermission(): Permission {
  return typeof window !== 'undefined' && 'Notification' in window ? window.Notification.permission : 'unsupported';
}

/** Asks the browser once (it answers at once when the operator already decided). */
export async function askPermission(): Promise<Permission> {
  if (notificationPermission() === 'unsupported') return 'unsupported';
  try {
    return await window.Notification.requestPermission();
  } catch {
    return notificationPermission();
  }
}

export interface Shown {
  title: string;
  body: string;
  /** One notification per tag: a repeat replaces the earlier one. */
  tag: string;
  onClick: () => void;
}

export function showNotification({ title, body, tag, onClick }: Shown): void {
  if (notificationPermission() !== 'granted') return;
  try {
    const notification = new window.Notification(title, { body, tag });
    notification.onclick = () => {
      window.focus();
      notification.close();
      onClick();
    };
  } catch {
    // Some phones allow notifications only from a service worker: the beep still sounds.
  }
}

let audio: AudioContext | null = null;

/**
 * Gets the sound ready while the operator is pressing something (browsers start audio only after
 * a gesture): the alerts switch calls it, and the beep resumes the same context later.
 */
export function unlockSound(): void {
  try {
    audio ??= new AudioContext();
    void audio.resume();
  } catch {
    audio = null;
  }
}

/** Two short tones, about half a second in all. */
export function beep(): void {
  try {
    audio ??= new AudioContext();
    void audio.resume();
    const start = audio.currentTime;
    for (const [at, frequency] of [[0, 880], [0.25, 660]] as const) {
      const tone = audio.createOscillator();
      const gain = audio.createGain();
      tone.frequency.value = frequency;
      gain.gain.setValueAtTime(0.2, start + at);
      gain.gain.exponentialRampToValueAtTime(0.001, start + at + 0.2);
      tone.connect(gain).connect(audio.destination);
      tone.start(start + at);
      tone.stop(start + at + 0.2);
    }
  } catch {
    // No audio here (a test browser, a locked-down kiosk): the notification is enough.
  }
}
