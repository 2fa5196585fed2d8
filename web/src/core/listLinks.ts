// Links into a list with its filters set, as an address to share: the dashboard's figures open the
// lists behind them, and each list reads the same URL parameter and value (useListController), so
// the two never drift apart. The list counts what the figure counts (tests/api/dashboard-drilldown).
import { DEVICE_STATUSES } from '@contract/entities';
import { paths } from './paths';

/** device list `temperature=alert`: devices too warm (the dashboard's temperature alerts). */
export const TEMPERATURE_FILTER = ['alert'] as const;
/** fault list `state=UNRESOLVED`: beside the states, the notices not resolved (the dashboard's open faults). */
export const UNRESOLVED = 'UNRESOLVED';
/** inventory `expiring=soon` expired or expiring soon; `expiring=upcoming` from today to the dashboard's line. */
export const EXPIRING_FILTER = ['soon', 'upcoming'] as const;
/** inventory `stock=low`: on a tray with at most DASHBOARD_LIMITS.lowStock units (the dashboard's low stock). */
export const STOCK_FILTER = ['low'] as const;

const withQuery = (path: string, query: Record<string, string>) => {
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
};

export const listLinks = {
  devices: () => paths.device(),
  devicesWithStatus: (status: (typeof DEVICE_STATUSES)[number]) => withQuery(paths.device(), { status }),
  temperatureAlerts: () => withQuery(paths.device(), { temperature: TEMPERATURE_FILTER[0] }),
  openFaults: () => withQuery(paths.failNotice(), { state: UNRESOLVED }),
  expiringSoon: () => withQuery(paths.inventoryStatus(), { expiring: EXPIRING_FILTER[1] }),
  lowStock: () => withQuery(paths.inventoryStatus(), { stock: STOCK_FILTER[0] }),
};
