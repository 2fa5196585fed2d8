// Signals between tabs of the console through local storage (the `storage` event fires in
// every other tab of the origin). Each write carries a fresh nonce so repeats still fire.
import { TAB_SIGNAL_STORAGE_KEY } from '@contract/constants';
import type { SessionData } from '../state/common';

export type TabSignal =
  /** `explicit`: the sign-out button (not an expiry): the next sign-in may be someone else's. */
  | { type: 'logout'; explicit?: boolean }
  | { type: 'request-login-info'; from: string }
  | { type: 'login-info'; to: string; session: SessionData };

/** This tab's name, so answers reach the tab that asked. */
export const tabId = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

export function sendSignal(signal: TabSignal): void {
  try {
    localStorage.setItem(TAB_SIGNAL_STORAGE_KEY, JSON.stringify({ ...signal, nonce: `${Date.now()}-${Math.random()}` }));
    // A session answer carries the token: do not leave it lying in local storage.
    if (signal.type === 'login-info') localStorage.removeItem(TAB_SIGNAL_STORAGE_KEY);
  } catch {
    // Storage unavailable (private mode, quota): tabs simply do not talk.
  }
}

const listeners = new Set<(signal: TabSignal) => void>();
let listening = false;

function parse(raw: string): TabSignal | null {
  try {
    const value = JSON.parse(raw) as { type?: unknown };
    return typeof value?.type === 'string' ? (value as TabSignal) : null;
  } catch {
    return null;
  }
}

/** Listen to other tabs; returns the unsubscribe function. */
export function onSignal(listener: (signal: TabSignal) => void): () => void {
  if (!listening) {
    listening = true;
    window.addEventListener('storage', (event) => {
      if (event.key !== TAB_SIGNAL_STORAGE_KEY || !event.newValue) return;
      const signal = parse(event.newValue);
      if (signal) [...listeners].forEach((fn) => fn(signal));
    });
  }
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
