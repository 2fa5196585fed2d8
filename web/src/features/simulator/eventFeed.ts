// The cockpit's event feed (pure): newest on top, each event once, at most 200 lines.
import type { FeedEvent } from '@contract/sim-control';

export const FEED_CAP = 200;

export function mergeEvents(current: readonly FeedEvent[], incoming: readonly FeedEvent[], cap = FEED_CAP): FeedEvent[] {
  const bySeq = new Map<number, FeedEvent>();
  for (const event of [...current, ...incoming]) bySeq.set(event.seq, event);
  return [...bySeq.values()].sort((a, b) => b.seq - a.seq).slice(0, cap);
}
