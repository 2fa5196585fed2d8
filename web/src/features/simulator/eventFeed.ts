// The cockpit's event feed (pure): newest on top, each event once, at most 200 lines, and only the
// world the simulator runs now.
import type { FeedEvent } from '@contract/sim-control';
import type { EventPage } from '../../api/simControl';

export const FEED_CAP = 200;

export function mergeEvents(current: readonly FeedEvent[], incoming: readonly FeedEvent[], cap = FEED_CAP): FeedEvent[] {
  const bySeq = new Map<number, FeedEvent>();
  for (const event of [...current, ...incoming]) bySeq.set(event.seq, event);
  return [...bySeq.values()].sort((a, b) => b.seq - a.seq).slice(0, cap);
}

/**
 * The feed after one answer to GET /sim/events?since=`since`: a world reset drops every line of the
 * old world (numbered at or below `from`); a restarted simulator (numbers below ours) starts afresh.
 */
export function nextFeed(current: readonly FeedEvent[], since: number, page: EventPage): FeedEvent[] {
  const kept = page.lastSeq < since ? [] : current.filter((event) => event.seq > page.from);
  return mergeEvents(kept, page.list);
}
