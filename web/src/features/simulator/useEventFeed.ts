// The event feed: GET /sim/events?since=<lastSeq> every 2 s, merged newest first (200 lines at most);
// a world reset or a restarted simulator starts it over (eventFeed.ts).
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FeedEvent } from '@contract/sim-control';
import { simControl } from '../../api/simControl';
import { useInterval } from '../../ui/useInterval';
import { nextFeed } from './eventFeed';

export const EVENTS_POLL_MS = 2000;

export function useEventFeed(): { events: FeedEvent[]; poll: () => Promise<void> } {
  const [events, setEvents] = useState<FeedEvent[]>([]);
  const since = useRef(0);
  const poll = useCallback(async () => {
    const asked = since.current;
    const outcome = await simControl.events(asked);
    if (!outcome.ok) return;
    const page = outcome.response.data;
    since.current = page.lastSeq;
    setEvents((current) => nextFeed(current, asked, page));
  }, []);
  useEffect(() => {
    void poll();
  }, [poll]);
  useInterval(poll, EVENTS_POLL_MS);
  return { events, poll };
}
