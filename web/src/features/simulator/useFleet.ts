// The simulated fleet as the cockpit sees it: GET /sim/fleet every 3 s (and after every action),
// with the time it was read so the clock can tick on between answers. Every clock read also feeds
// core/backendClock, so a step or a new speed moves the other screens' default dates at once.
import { useCallback, useEffect, useState } from 'react';
import { simControl, type Fleet } from '../../api/simControl';
import { useBackendClock } from '../../core/backendClock';
import { useInterval } from '../../ui/useInterval';

export const FLEET_POLL_MS = 3000;

export interface FleetView {
  fleet: Fleet | null;
  /** Real time (Date.now()) the fleet was read. */
  readAt: number;
  /** Why the last read failed, or null. */
  error: string | null;
  reload: () => Promise<void>;
}

export function useFleet(): FleetView {
  const [state, setState] = useState<{ fleet: Fleet | null; readAt: number; error: string | null }>({ fleet: null, readAt: 0, error: null });
  const reload = useCallback(async () => {
    const askedAt = Date.now();
    const outcome = await simControl.fleet();
    // The console's other screens take their "today" from the same clock.
    if (outcome.ok) useBackendClock.getState().heard(outcome.response.data.clock, askedAt);
    setState((prev) => (outcome.ok ? { fleet: outcome.response.data, readAt: Date.now(), error: null } : { ...prev, error: outcome.message }));
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);
  useInterval(reload, FLEET_POLL_MS);
  return { ...state, reload };
}
