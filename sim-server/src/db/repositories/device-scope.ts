// What every device-owned list shares (faults, self-checks, door sessions, devices themselves):
// the join to the device and its division, the device's fields spec §3 asks of those lists, and
// the common filters, scoped like every division-owned record.
import { Where, divisionScope, type Paging, type ScopeFilter } from '../sql';

/** Joins `devices v` and `divisions d` to a table aliased `alias` with a deviceIdx column. */
export const deviceJoin = (alias: string) =>
  `JOIN devices v ON v.deviceIdx = ${alias}.deviceIdx JOIN divisions d ON d.divisionIdx = v.divisionIdx`;

/** The device fields of a device-owned row: name, serial number, its store and where it stands. */
export const DEVICE_FIELDS = 'v.deviceName, v.serialNumber, d.divisionName, d.address, v.addressDetail';

/** Filters of every device-owned list (contract listQuery). */
export interface DeviceFilter extends Paging {
  keyword?: string;
  companyIdx?: number;
  divisionIdx?: number;
  deviceIdx?: number;
  startDate?: string;
  endDate?: string;
}

/**
 * Scope plus the common filters; the keyword matches the device's name and serial number (and any
 * extra columns), the dates apply to `dateColumn`.
 */
export function deviceWhere(q: DeviceFilter, scope: ScopeFilter, dateColumn: string, keywordColumns: readonly string[] = []): Where {
  const where = divisionScope(scope).keyword(['v.deviceName', 'v.serialNumber', ...keywordColumns], q.keyword);
  if (q.companyIdx !== undefined) where.add('d.companyIdx = ?', q.companyIdx);
  if (q.divisionIdx !== undefined) where.add('d.divisionIdx = ?', q.divisionIdx);
  if (q.deviceIdx !== undefined) where.add('v.deviceIdx = ?', q.deviceIdx);
  return where.dateRange(dateColumn, q.startDate, q.endDate);
}

/** `0`/`1` columns back to booleans. */
export const asBoolean = (value: number): boolean => value === 1;
