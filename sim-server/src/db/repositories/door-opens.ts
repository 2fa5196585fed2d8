// Door-open sessions of devices: who opened (customer by app, card or points, or staff), when it
// opened and closed, and the payment it led to.
import type { z } from 'zod';
import type { doorOpen } from '../../../../contract/index';
import type { Db } from '../open';
import { Where, insertRow, listPage, type ScopeFilter } from '../sql';
import { deviceJoin, deviceWhere, type DeviceFilter } from './device-scope';

export type DoorOpen = z.infer<typeof doorOpen>;
export type OpenType = DoorOpen['openType'];

/** A door_opens row as stored. */
export interface DoorOpenRow {
  doorOpenIdx: number;
  deviceIdx: number;
  openType: OpenType;
  openAt: string;
  /** null while the door stands open. */
  closeAt: string | null;
  paymentIdx: number | null;
  /** Staff who opened it, or the employee paying by points. */
  employeeUidIdx: number | null;
  /** When the device reported the session (its close, or its opening while still open). */
  reportAt: string;
  createdDate: string;
  updatedDate: string;
}

export type NewDoorOpen = Pick<DoorOpenRow, 'deviceIdx' | 'openType' | 'openAt' | 'closeAt'> & Partial<Pick<DoorOpenRow, 'paymentIdx' | 'employeeUidIdx'>>;

export interface DoorOpenQuery extends DeviceFilter {
  openType?: OpenType;
}

// The row's own columns, then the device's (employeeUidIdx is kept, not shown).
const SELECT = `SELECT o.doorOpenIdx, o.deviceIdx, o.openType, o.openAt, o.closeAt, o.paymentIdx, o.reportAt, o.createdDate, o.updatedDate,
  v.deviceName, d.divisionName, d.address, v.addressDetail FROM door_opens o ${deviceJoin('o')}`;
const ORDER = 'o.openAt DESC, o.doorOpenIdx DESC';

export function doorOpenRepository(db: Db) {
  const list = (q: DoorOpenQuery, scope: ScopeFilter) => {
    const where = deviceWhere(q, scope, 'o.openAt');
    if (q.openType) where.add('o.openType = ?', q.openType);
    return listPage<DoorOpen>(db, SELECT, where, ORDER, q);
  };
  return {
    /** Newest first. */
    list,
    /** The first page of one device's sessions, newest first, and how many it has. */
    ofDevice(deviceIdx: number): { list: DoorOpen[]; totalCount: number } {
      return listPage<DoorOpen>(db, SELECT, new Where().add('o.deviceIdx = ?', deviceIdx), ORDER, {});
    },
    /** The `count` newest sessions in scope (the dashboard's): no count of them all (a million in the large world). */
    newest(scope: ScopeFilter, count: number): DoorOpen[] {
      const where = deviceWhere({}, scope, 'o.openAt');
      return db.prepare(`${SELECT} ${where} ORDER BY ${ORDER} LIMIT ?`).all(...where.params, count) as DoorOpen[];
    },
    /** Customer (not staff) sessions per device that opened in [from, to) (wire date-times). */
    customerSessionsBetween(from: string, to: string, deviceIdxs?: readonly number[]): Map<number, number> {
      const where = new Where().add(`openType <> 'EMPLOYEE'`).add('openAt >= ?', from).add('openAt < ?', to).in('deviceIdx', deviceIdxs ?? null);
      const rows = db.prepare(`SELECT deviceIdx, COUNT(*) AS n FROM door_opens ${where} GROUP BY deviceIdx`).all(...where.params) as { deviceIdx: number; n: number }[];
      return new Map(rows.map((r) => [r.deviceIdx, r.n]));
    },
    insert(door: NewDoorOpen): number {
      const reportAt = door.closeAt ?? door.openAt;
      return insertRow(db, 'door_opens', {
        paymentIdx: null, employeeUidIdx: null, ...door, reportAt, createdDate: reportAt, updatedDate: reportAt,
      });
    },
    /** The payment a session led to (written after the session, which closes first). */
    linkPayment(doorOpenIdx: number, paymentIdx: number): void {
      db.prepare('UPDATE door_opens SET paymentIdx = ? WHERE doorOpenIdx = ?').run(paymentIdx, doorOpenIdx);
    },
  };
}
export type DoorOpenRepository = ReturnType<typeof doorOpenRepository>;
