// Auto-refresh of the live screens (device, fault, self-check and door-open lists, the dashboard):
// every 10 s while the switch is on (on by default, remembered in local storage, shared by every
// screen), skipped while the tab is hidden or `paused` (an edit in progress). The refresh is meant
// to be silent (see areaStore `silent`); a failed one only sets `failed` for a small inline notice.
import { useState } from 'react';
import { create } from 'zustand';
import { useInterval } from './useInterval';

export const AUTO_REFRESH_MS = 10_000;
export const AUTO_REFRESH_STORAGE_KEY = 'kiosk-console.auto-refresh';

function storedEnabled(): boolean {
  try {
    return localStorage.getItem(AUTO_REFRESH_STORAGE_KEY) !== 'off';
  } catch {
    return true;
  }
}

interface AutoRefreshSwitch {
  enabled: boolean;
  setEnabled(on: boolean): void;
}

export const useAutoRefreshSwitch = create<AutoRefreshSwitch>((set) => ({
  enabled: storedEnabled(),
  setEnabled: (on) => {
    try {
      localStorage.setItem(AUTO_REFRESH_STORAGE_KEY, on ? 'on' : 'off');
    } catch {
      // Private mode: the choice lasts for this page only.
    }
    set({ enabled: on });
  },
}));

/** Read the stored choice again (a test, or another tab having changed it). */
export function reloadAutoRefreshSwitch(): void {
  useAutoRefreshSwitch.setState({ enabled: storedEnabled() });
}

export interface AutoRefreshState {
  /** The last background refresh failed (the data shown is older than it looks). */
  failed: boolean;
}

export function useAutoRefresh(
  refresh: () => Promise<{ ok: boolean } | unknown> | unknown,
  { intervalMs = AUTO_REFRESH_MS, paused = false }: { intervalMs?: number; paused?: boolean } = {},
): AutoRefreshState {
  const enabled = useAutoRefreshSwitch((s) => s.enabled);
  const [failed, setFailed] = useState(false);
  useInterval(
    async () => {
      const result = await refresh();
      setFailed(typeof result === 'object' && result !== null && 'ok' in result && result.ok === false);
    },
    intervalMs,
    enabled && !paused,
  );
  return { failed: enabled && failed };
}
