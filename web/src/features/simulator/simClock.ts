// The cockpit's clock between two answers of the simulator (pure): simulated time runs on at the
// clock's speed from the moment it was read (simulatedNow, shared with core/backendClock), and is
// shown in KST like the wire.
export { simulatedNow } from '../../core/backendClock';

export const SPEEDS = [1, 10, 60] as const;
export const STEPS = [
  { key: 'step15m', ms: 15 * 60 * 1000 },
  { key: 'step1h', ms: 60 * 60 * 1000 },
  { key: 'step1d', ms: 24 * 60 * 60 * 1000 },
] as const;

const kst = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** 'YYYY.MM.DD HH:mm:ss' in KST. */
export function formatKst(epochMs: number): string {
  return kst.format(new Date(epochMs)).replace(/-/g, '.');
}
