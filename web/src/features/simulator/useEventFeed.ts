// The event feed: GET /sim/events?since=<lastSeq> every 2 s, merged newest first (200 lines at most).
// A world reset starts the numbering again, so a lastSeq below ours starts the feed again.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FeedEvent } from '@contract/sim-control';
import { simControl } from '../../api/simControl';
import { useInterval } from '../../ui/useInterval';
import { mergeEvents } from './eventFeed';

export const EVENTS_POLL_MS = 2000;

export function useEventFeed(): { events: FeedEvent[]; poll: () => Promise<void> } {
  const [events, setEvents] = useState<FeedEvent[]>([]);
  const since = useRef(0);
  const poll = useCallback(async () => {
    const outcome = await simControl.events(since.current);
    if (!outcome.ok) return;
    const { list, lastSeq } = outcome.data;
    if (lastSeq < since.current) {
      since.current = 0;
      setEvents([]);
      return;
    }
    since.current = lastSeq;
    if (list.length) setEvents((current) => mergeEvents(current, list));
  }, []);
  useEffect(() => {
    void poll();
  }, [poll]);
  useInterval(poll, EVENTS_POLL_MS);
  return { events, poll };
}
