// Divisions (stores, sites, warehouses), with their company's name and device count on read.
// Deleting one archives it: the register holds the divisions in use; its history stays, in the
// scope of its company's partner and its managers.
import type { Division } from '../../../../contract/index';
import type { Db } from '../open';
import { IN_USE, Where, divisionScope, insertRow, listPage, updateRow, withoutArchiveStamp, type Paging, type ScopeFilter } from '../sql';

/** The stored fields of a division (names, counts and stamps are not written by callers). */
export type DivisionFields = Omit<Division, 'divisionIdx' | 'companyName' | 'deviceCount' | 'createdDate' | 'updatedDate'>;

/** A divisions row as stored (keys and stamps included; the names and counts are read by joins). */
export type DivisionRow = Omit<Division, 'companyName' | 'deviceCount'>;

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
  const where = divisionScope(scope).add(IN_USE.division).keyword(['d.divisionName', 'c.companyName', 'd.managerName', 'd.address', 'd.addressDetail'], q.keyword);
  if (q.companyIdx !== undefined) where.add('d.companyIdx = ?', q.companyIdx);
  if (q.divisionIdx !== undefined) where.add('d.divisionIdx = ?', q.divisionIdx);
  if (q.divisionType) where.add('d.divisionType = ?', q.divisionType);
  where.dateRange('d.createdDate', q.startDate, q.endDate);
  return where;
}

const SELECT = `SELECT d.*, c.companyName,
  (SELECT COUNT(*) FROM devices v WHERE v.divisionIdx = d.divisionIdx AND ${IN_USE.device}) AS deviceCount
  FROM divisions d JOIN companies c ON c.companyIdx = d.companyIdx`;

export function divisionRepository(db: Db) {
  return {
    list(q: DivisionQuery, scope: ScopeFilter) {
      const page = listPage<Division>(db, SELECT, divisionWhere(q, scope), DIVISION_ORDER, q);
      return { list: page.list.map(withoutArchiveStamp), totalCount: page.totalCount };
    },
    /** Every division in use in scope, oldest first (tree order). */
    all(scope: ScopeFilter): Division[] {
      const where = divisionScope(scope).add(IN_USE.division);
      return (db.prepare(`${SELECT} ${where} ORDER BY d.divisionIdx`).all(...where.params) as Division[]).map(withoutArchiveStamp);
    },
    /** A division in use; `archived` also finds an archived one (for the history that names it). */
    get(divisionIdx: number, archived = false): Division | undefined {
      const row = db.prepare(`${SELECT} WHERE d.divisionIdx = ?${archived ? '' : ` AND ${IN_USE.division}`}`).get(divisionIdx) as Division | undefined;
      return row && withoutArchiveStamp(row);
    },
    count(scope: ScopeFilter): number {
      const where = divisionScope(scope).add(IN_USE.division);
      return db.prepare(`SELECT COUNT(*) FROM divisions d ${where}`).pluck().get(...where.params) as number;
    },
    insert(fields: DivisionFields, now: string): number {
      return insertRow(db, 'divisions', { ...fields, createdDate: now, updatedDate: now });
    },
    update(divisionIdx: number, fields: DivisionFields, now: string): void {
      updateRow(db, 'divisions', 'divisionIdx', divisionIdx, { ...fields, updatedDate: now });
    },
    /**
     * Deleting a division archives it: it leaves the register, the tree and the counts, and its Open
     * API key stops working. Its orders, placements and their movements, employee cards (deleted the
     * cards' own way, employeeUids.softDeleteOfDivision) and point logs stay, and its managers keep
     * it in their scope, so their reports of past periods do not change.
     */
    archive(divisionIdx: number, now: string): void {
      updateRow(db, 'divisions', 'divisionIdx', divisionIdx, { archivedDate: now, updatedDate: now });
      db.prepare('DELETE FROM division_open_api WHERE divisionIdx = ?').run(divisionIdx);
    },
    /** Every division of a company, archived ones too: a partner's scope holds their history. */
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
