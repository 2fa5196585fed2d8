// How long a door stood open (pure): whole hours, minutes and seconds, or null while it is open.
import dayjs from 'dayjs';

export interface DurationParts {
  h: number;
  m: number;
  s: number;
}

export function doorDuration(openAt: string, closeAt: string | null): DurationParts | null {
  if (!closeAt) return null;
  const seconds = Math.max(0, dayjs(closeAt).diff(dayjs(openAt), 'second'));
  return { h: Math.floor(seconds / 3600), m: Math.floor((seconds % 3600) / 60), s: seconds % 60 };
}

/** The i18n key and values that say a duration: '42 s', '3 min 5 s', '1 h 20 min'. */
export function durationText(parts: DurationParts): { key: string; values: Record<string, number> } {
  if (parts.h > 0) return { key: 'doorOpen.hoursMinutes', values: { h: parts.h, m: parts.m } };
  if (parts.m > 0) return { key: 'doorOpen.minutesSeconds', values: { m: parts.m, s: parts.s } };
  return { key: 'doorOpen.seconds', values: { s: parts.s } };
}
