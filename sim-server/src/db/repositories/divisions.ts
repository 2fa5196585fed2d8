// Divisions (stores, sites, warehouses), with their company's name and device count on read.
import type { Division } from '../../../../contract/index';
import type { Db } from '../open';
import { Where, divisionScope, insertRow, listPage, updateRow, type Paging, type ScopeFilter } from '../sql';

/** The stored fields of a division (names, counts and stamps are not written by callers). */
export type DivisionFields = Omit<Division, 'divisionIdx' | 'companyName' | 'deviceCount' | 'createdDate' | 'updatedDate'>;

export interface DivisionQuery extends Paging {
  keyword?: string;
  companyIdx?: number;
  divisionIdx?: number;
  divisionType?: Division['divisionType'];
  startDate?: string;
  endDate?: string;
}

/** Newest first, as every list. */
export const DIVISION_ORDER = 'd.createdDate DESC, d.divisionIdx DESC';

/** Scope and filters over `divisions d JOIN companies c`, shared by the division and Open API lists. */
export function divisionWhere(q: DivisionQuery, scope: ScopeFilter): Where {
  const where = divisionScope(scope).keyword(['d.divisionName', 'c.companyName', 'd.managerName', 'd.address', 'd.addressDetail'], q.keyword);
  if (q.companyIdx !== undefined) where.add('d.companyIdx = ?', q.companyIdx);
  if (q.divisionIdx !== undefined) where.add('d.divisionIdx = ?', q.divisionIdx);
  if (q.divisionType) where.add('d.divisionType = ?', q.divisionType);
  where.dateRange('d.createdDate', q.startDate, q.endDate);
  return where;
}

const SELECT = `SELECT d.*, c.companyName,
  (SELECT COUNT(*) FROM devices v WHERE v.divisionIdx = d.divisionIdx) AS deviceCount
  FROM divisions d JOIN companies c ON c.companyIdx = d.companyIdx`;

export function divisionRepository(db: Db) {
  return {
    list(q: DivisionQuery, scope: ScopeFilter) {
      return listPage<Division>(db, SELECT, divisionWhere(q, scope), DIVISION_ORDER, q);
    },
    /** Every division in scope, oldest first (tree order). */
    all(scope: ScopeFilter): Division[] {
      const where = divisionScope(scope);
      return db.prepare(`${SELECT} ${where} ORDER BY d.divisionIdx`).all(...where.params) as Division[];
    },
    get(divisionIdx: number): Division | undefined {
      return db.prepare(`${SELECT} WHERE d.divisionIdx = ?`).get(divisionIdx) as Division | undefined;
    },
    count(scope: ScopeFilter): number {
      const where = divisionScope(scope);
      return db.prepare(`SELECT COUNT(*) FROM divisions d ${where}`).pluck().get(...where.params) as number;
    },
    insert(fields: DivisionFields, now: string): number {
      return insertRow(db, 'divisions', { ...fields, createdDate: now, updatedDate: now });
    },
    update(divisionIdx: number, fields: DivisionFields, now: string): void {
      updateRow(db, 'divisions', 'divisionIdx', divisionIdx, { ...fields, updatedDate: now });
    },
    /** Managers' links, reset policy, time slots, employee cards and Open API access go with it (ON DELETE CASCADE). */
    delete(divisionIdx: number): void {
      db.prepare('DELETE FROM divisions WHERE divisionIdx = ?').run(divisionIdx);
    },
    idxsOfCompany(companyIdx: number): number[] {
      return db.prepare('SELECT divisionIdx FROM divisions WHERE companyIdx = ? ORDER BY divisionIdx').pluck().all(companyIdx) as number[];
    },
    companyIdxsOf(divisionIdxs: readonly number[]): number[] {
      const where = new Where().in('divisionIdx', divisionIdxs);
      return db.prepare(`SELECT DISTINCT companyIdx FROM divisions ${where} ORDER BY companyIdx`).pluck().all(...where.params) as number[];
    },
  };
}
export type DivisionRepository = ReturnType<typeof divisionRepository>;
