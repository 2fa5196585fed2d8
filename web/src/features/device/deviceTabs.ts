// The tabs of /management/device/:deviceIdx/:tabId: the URL's tabId is the active tab (pure).
import { paths } from '../../core/paths';
export const DEVICE_TABS = ['info', 'trays', 'temperature', 'doors', 'faults', 'selfchecks'] as const;
export type DeviceTab = (typeof DEVICE_TABS)[number];

export const DEVICE_LIST_PATH = paths.device();

export function isDeviceTab(tabId: string | undefined): tabId is DeviceTab {
  return (DEVICE_TABS as readonly string[]).includes(tabId ?? '');
}

/** The tab a URL shows: its tabId when known, else info. */
export function tabOf(tabId: string | undefined): DeviceTab {
  return isDeviceTab(tabId) ? tabId : 'info';
}

export function tabIndexOf(tabId: string | undefined): number {
  return DEVICE_TABS.indexOf(tabOf(tabId));
}

/** The tab at a TabView index (info for anything out of range). */
export function tabAt(index: number): DeviceTab {
  return DEVICE_TABS[index] ?? 'info';
}

export function devicePath(deviceIdx: number | string, tab: DeviceTab = 'info'): string {
  return paths.deviceDetail(deviceIdx, tab);
}
