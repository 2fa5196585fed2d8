// Employee cards (UIDs) of divisions with their welfare points, and the point log. The only way a
// card's points change is applyPoints, which writes the log entry and the new balance together, so a
// card's point is always the running sum of its log. Deleted cards keep their row (deletedDate), so
// payments and point logs keep the employee's name.
import type { z } from 'zod';
import type { employeePointLog, employeeUid } from '../../../../contract/index';
import type { Db } from '../open';
import { Where, divisionScope, insertRow, listPage, updateRow, type ScopeFilter } from '../sql';
import { asBoolean, type DeviceFilter } from './device-scope';

export type EmployeeUid = z.infer<typeof employeeUid>;
export type EmployeePointLog = z.infer<typeof employeePointLog>;
export type PointReason = EmployeePointLog['reason'];

/** What a caller writes. */
export type EmployeeUidFields = Pick<EmployeeUid, 'divisionIdx' | 'uid' | 'employeeName' | 'employeeNo' | 'enabled'>;

/** An employee_uids row as stored. */
export interface EmployeeUidRow extends Omit<EmployeeUid, 'divisionName' | 'enabled'> {
  enabled: 0 | 1;
  deletedDate: string | null;
}

/** An employee_point_logs row as stored. */
export type EmployeePointLogRow = Omit<EmployeePointLog, 'employeeName'>;

export interface PointChange {
  employeeUidIdx: number;
  /** Signed change of the balance. */
  point: number;
  reason: PointReason;
  memo: string;
  at: string;
  referenceIdx?: number | null;
}

export interface PointLogQuery extends DeviceFilter {
  employeeUidIdx?: number;
  reason?: PointReason;
}

/** A card the fleet knows: its balance, the division's UID time slots and reset policy. */
export interface CardRow {
  employeeUidIdx: number;
  divisionIdx: number;
  uid: string;
  point: number;
  /** JSON [['HH:mm', 'HH:mm'], …] of the division's slots. */
  slots: string;
  resetCycle: 'DAILY' | 'WEEKLY' | 'MONTHLY' | null;
  resetDay: number | null;
  resetPoint: number | null;
  createdDate: string;
}

const SELECT = `SELECT e.employeeUidIdx, e.companyIdx, e.divisionIdx, d.divisionName, e.uid, e.employeeName, e.employeeNo, e.point, e.enabled,
  e.lastUsedAt, e.createdDate, e.updatedDate FROM employee_uids e JOIN divisions d ON d.divisionIdx = e.divisionIdx`;
const LOGS = `SELECT g.employeePointLogIdx, g.employeeUidIdx, e.employeeName, g.referenceIdx, g.point, g.balance, g.reason, g.memo, g.createdDate
  FROM employee_point_logs g JOIN employee_uids e ON e.employeeUidIdx = g.employeeUidIdx JOIN divisions d ON d.divisionIdx = e.divisionIdx`;

/** What an employee bought, for the point log: '참치마요 삼각김밥 ×2, 바나나우유'. */
export function purchaseMemo(lines: readonly { productName: string; count: number }[]): string {
  return lines.map((l) => (l.count > 1 ? `${l.productName} ×${l.count}` : l.productName)).join(', ').slice(0, 200);
}

type ReadRow = Omit<EmployeeUid, 'enabled'> & { enabled: number };
const toCard = (row: ReadRow): EmployeeUid => ({ ...row, enabled: asBoolean(row.enabled) });

/** Cards and logs in scope by the card's division, with the organisation filters (deviceIdx: the device's division). */
function cardWhere(q: DeviceFilter, scope: ScopeFilter, keywordColumns: readonly string[]): Where {
  const where = divisionScope(scope).keyword(keywordColumns, q.keyword);
  if (q.companyIdx !== undefined) where.add('e.companyIdx = ?', q.companyIdx);
  if (q.divisionIdx !== undefined) where.add('e.divisionIdx = ?', q.divisionIdx);
  if (q.deviceIdx !== undefined) where.add('e.divisionIdx = (SELECT divisionIdx FROM devices WHERE deviceIdx = ?)', q.deviceIdx);
  return where;
}

export function employeeUidRepository(db: Db) {
  const pointOf = db.prepare('SELECT point FROM employee_uids WHERE employeeUidIdx = ?').pluck();
  const apply = db.transaction((c: PointChange): number => {
    const current = pointOf.get(c.employeeUidIdx) as number | undefined;
    if (current === undefined) throw new Error(`no employee card ${c.employeeUidIdx}`);
    const balance = current + c.point;
    db.prepare('UPDATE employee_uids SET point = ? WHERE employeeUidIdx = ?').run(balance, c.employeeUidIdx);
    insertRow(db, 'employee_point_logs', {
      employeeUidIdx: c.employeeUidIdx, referenceIdx: c.referenceIdx ?? null, point: c.point, balance, reason: c.reason, memo: c.memo, createdDate: c.at,
    });
    return balance;
  });
  return {
    /** Cards in use in scope, newest first; the keyword matches name, employee number and UID. */
    list(q: DeviceFilter, scope: ScopeFilter) {
      const where = cardWhere(q, scope, ['e.employeeName', 'e.employeeNo', 'e.uid']).add('e.deletedDate IS NULL');
      where.dateRange('e.createdDate', q.startDate, q.endDate);
      const page = listPage<ReadRow>(db, SELECT, where, 'e.createdDate DESC, e.employeeUidIdx DESC', q);
      return { list: page.list.map(toCard), totalCount: page.totalCount };
    },
    /** A card in use. */
    get(employeeUidIdx: number): EmployeeUid | undefined {
      const row = db.prepare(`${SELECT} WHERE e.employeeUidIdx = ? AND e.deletedDate IS NULL`).get(employeeUidIdx) as ReadRow | undefined;
      return row && toCard(row);
    },
    /** The card in use with this UID in a company (regardless of case), other than `except`. */
    uidHolder(companyIdx: number, uid: string, except?: number): EmployeeUid | undefined {
      const row = db
        .prepare(`${SELECT} WHERE e.companyIdx = ? AND e.uid = ? COLLATE NOCASE AND e.deletedDate IS NULL AND e.employeeUidIdx <> ?`)
        .get(companyIdx, uid, except ?? 0) as ReadRow | undefined;
      return row && toCard(row);
    },
    insert(fields: EmployeeUidFields & { companyIdx: number }, now: string): number {
      return insertRow(db, 'employee_uids', { ...fields, enabled: fields.enabled ? 1 : 0, point: 0, lastUsedAt: null, deletedDate: null, createdDate: now, updatedDate: now });
    },
    update(employeeUidIdx: number, fields: EmployeeUidFields, now: string): void {
      updateRow(db, 'employee_uids', 'employeeUidIdx', employeeUidIdx, { ...fields, enabled: fields.enabled ? 1 : 0, updatedDate: now });
    },
    softDelete(employeeUidIdx: number, now: string): void {
      db.prepare('UPDATE employee_uids SET deletedDate = ?, updatedDate = ? WHERE employeeUidIdx = ?').run(now, now, employeeUidIdx);
    },
    /** Every card in use of a division that closes (is archived), deleted the same way. */
    softDeleteOfDivision(divisionIdx: number, now: string): void {
      db.prepare('UPDATE employee_uids SET deletedDate = ?, updatedDate = ? WHERE divisionIdx = ? AND deletedDate IS NULL').run(now, now, divisionIdx);
    },
    /** Changes a card's points with a log entry, in one step; answers the balance after. */
    applyPoints(change: PointChange): number {
      return apply(change);
    },
    /**
     * Sets a card's balance with a RESET entry (a new card, a policy's reset or its start); a reset
     * that changes nothing writes no entry, so the log never shows "0 P" resets. Answers the balance.
     */
    resetTo(employeeUidIdx: number, point: number, memo: string, at: string): number | undefined {
      const current = pointOf.get(employeeUidIdx) as number | undefined;
      if (current === undefined || current === point) return current;
      return apply({ employeeUidIdx, point: point - current, reason: 'RESET', memo, at });
    },
    /** The cards in use of a division, enabled or not. */
    idxsOfDivision(divisionIdx: number): number[] {
      return db.prepare('SELECT employeeUidIdx FROM employee_uids WHERE divisionIdx = ? AND deletedDate IS NULL ORDER BY employeeUidIdx').pluck().all(divisionIdx) as number[];
    },
    /** The balance of a card (deleted ones too), if it exists. */
    pointOf(employeeUidIdx: number): number | undefined {
      return pointOf.get(employeeUidIdx) as number | undefined;
    },
    markUsed(employeeUidIdx: number, at: string): void {
      db.prepare('UPDATE employee_uids SET lastUsedAt = ? WHERE employeeUidIdx = ?').run(at, employeeUidIdx);
    },
    /** Cards in use and enabled, with their division's slots and reset policy: what the fleet knows. */
    cards(): CardRow[] {
      return db
        .prepare(`SELECT e.employeeUidIdx, e.divisionIdx, e.uid, e.point,
            (SELECT json_group_array(json_array(t.startTime, t.endTime)) FROM employee_uid_times t WHERE t.divisionIdx = e.divisionIdx) AS slots,
            r.resetCycle, r.resetDay, r.resetPoint, e.createdDate
          FROM employee_uids e LEFT JOIN employee_reset_policies r ON r.divisionIdx = e.divisionIdx
          WHERE e.deletedDate IS NULL AND e.enabled = 1 ORDER BY e.employeeUidIdx`)
        .all() as CardRow[];
    },
    /** Point movements in scope, newest first; the keyword matches the name, UID and memo. */
    logs(q: PointLogQuery, scope: ScopeFilter) {
      const where = cardWhere(q, scope, ['e.employeeName', 'e.uid', 'g.memo']);
      if (q.employeeUidIdx !== undefined) where.add('g.employeeUidIdx = ?', q.employeeUidIdx);
      if (q.reason) where.add('g.reason = ?', q.reason);
      where.dateRange('g.createdDate', q.startDate, q.endDate);
      return listPage<EmployeePointLog>(db, LOGS, where, 'g.createdDate DESC, g.employeePointLogIdx DESC', q);
    },
    /** A card's log, oldest first. */
    logsOf(employeeUidIdx: number): EmployeePointLog[] {
      return db.prepare(`${LOGS} WHERE g.employeeUidIdx = ? ORDER BY g.createdDate, g.employeePointLogIdx`).all(employeeUidIdx) as EmployeePointLog[];
    },
  };
}
export type EmployeeUidRepository = ReturnType<typeof employeeUidRepository>;
