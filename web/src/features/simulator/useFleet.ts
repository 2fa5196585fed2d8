// The simulated fleet as the cockpit sees it: GET /sim/fleet every 3 s (and after every action),
// with the time it was read so the clock can tick on between answers.
import { useCallback, useEffect, useState } from 'react';
import { simControl, type Fleet } from '../../api/simControl';
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
    const outcome = await simControl.fleet();
    setState((prev) => (outcome.ok ? { fleet: outcome.data, readAt: Date.now(), error: null } : { ...prev, error: outcome.message }));
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);
  useInterval(reload, FLEET_POLL_MS);
  return { ...state, reload };
}
