// Keeps the back end's clock (backendClock.ts) current while the signed-in shell is up: in
// Simulator mode it reads GET /sim/clock every minute, and at once unless a clock was heard in the
// last minute (the runtime config brings one with the page, so a first screen waits for no /sim
// call and no /sim client); in Live mode the minute's tick only moves "today" on past midnight. A
// failed read keeps the last clock, running on. The /sim client (and its schemas) is loaded only in
// Simulator mode.
import { useCallback, useEffect } from 'react';
import { useInterval } from '../ui/useInterval';
import { BACKEND_CLOCK_REFRESH_MS, useBackendClock } from '../core/backendClock';
import { useRuntimeConfig } from '../api/runtimeConfig';

export function useBackendClockSync(): void {
  const simulator = useRuntimeConfig((s) => s.config.backend === 'simulator');
  const refresh = useCallback(async () => {
    const { heard, tick } = useBackendClock.getState();
    if (!simulator) return tick();
    const { simControl } = await import('../api/simControl');
    const askedAt = Date.now();
    const outcome = await simControl.clock();
    if (outcome.ok) heard(outcome.response.data, askedAt);
    else tick();
  }, [simulator]);
  useEffect(() => {
    const { clock, readAt } = useBackendClock.getState();
    if (simulator && clock && Date.now() - readAt < BACKEND_CLOCK_REFRESH_MS) return;
    void refresh();
  }, [refresh, simulator]);
  useInterval(refresh, BACKEND_CLOCK_REFRESH_MS);
}
