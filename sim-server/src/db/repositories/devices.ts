// Devices (kiosks, fridges, vending machines). Only what the current areas need; later areas add more.
import type { Device } from '../../../../contract/index';
import type { Db } from '../open';
import { Where, type ScopeFilter } from '../sql';

export type DeviceStatus = Device['status'];

const SELECT = `SELECT v.*, d.divisionName, d.companyIdx, c.companyName, d.address,
  (SELECT COUNT(*) FROM trays t WHERE t.deviceIdx = v.deviceIdx) AS trayCount
  FROM devices v JOIN divisions d ON d.divisionIdx = v.divisionIdx JOIN companies c ON c.companyIdx = d.companyIdx`;

function scoped(scope: ScopeFilter): Where {
  return new Where().in('d.companyIdx', scope.companyIdxs).in('d.divisionIdx', scope.divisionIdxs);
}

export function deviceRepository(db: Db) {
  return {
    /** Every device in scope, in key order (tree order). */
    all(scope: ScopeFilter): Device[] {
      const where = scoped(scope);
      return db.prepare(`${SELECT} ${where} ORDER BY v.deviceIdx`).all(...where.params) as Device[];
    },
    get(deviceIdx: number): Device | undefined {
      return db.prepare(`${SELECT} WHERE v.deviceIdx = ?`).get(deviceIdx) as Device | undefined;
    },
    countByStatus(scope: ScopeFilter): Record<DeviceStatus, number> {
      const where = scoped(scope);
      const rows = db
        .prepare(`SELECT v.status, COUNT(*) AS n FROM devices v JOIN divisions d ON d.divisionIdx = v.divisionIdx ${where} GROUP BY v.status`)
        .all(...where.params) as { status: DeviceStatus; n: number }[];
      const counts: Record<DeviceStatus, number> = { ONLINE: 0, OFFLINE: 0, FAULT: 0, MAINTENANCE: 0 };
      for (const r of rows) counts[r.status] = r.n;
      return counts;
    },
  };
}
export type DeviceRepository = ReturnType<typeof deviceRepository>;
