// The operator's choice of alerts (off unless switched on), remembered per user in this browser's
// local storage, and shared by My info's switch and the shell's watcher in the same tab.
import { create } from 'zustand';

export const ALERTS_STORAGE_PREFIX = 'kiosk-console.alerts.';

export function alertsStorageKey(userId: string): string {
  return `${ALERTS_STORAGE_PREFIX}${userId}`;
}

function stored(userId: string): boolean {
  try {
    return localStorage.getItem(alertsStorageKey(userId)) === 'on';
  } catch {
    return false;
  }
}

interface AlertSwitches {
  /** Choices made in this tab, by userId (the rest are read from storage). */
  byUser: Record<string, boolean>;
  setOn(userId: string, on: boolean): void;
}

export const useAlertSwitches = create<AlertSwitches>((set) => ({
  byUser: {},
  setOn: (userId, on) => {
    try {
      if (on) localStorage.setItem(alertsStorageKey(userId), 'on');
      else localStorage.removeItem(alertsStorageKey(userId));
    } catch {
      // Private mode: the choice lasts for this page only.
    }
    set((s) => ({ byUser: { ...s.byUser, [userId]: on } }));
  },
}));

/** Whether this user asked for alerts (false with no user). */
export function useAlertsOn(userId: string | undefined): boolean {
  return useAlertSwitches((s) => (userId === undefined ? false : (s.byUser[userId] ?? stored(userId))));
}
