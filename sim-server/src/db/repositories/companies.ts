// Companies, with their division and device counts computed on read. Deleting one archives it:
// the register holds the companies in use; its products, promotions and history stay.
import type { Company } from '../../../../contract/index';
import type { Db } from '../open';
import { IN_USE, Where, insertRow, listPage, updateRow, withoutArchiveStamp, type Paging, type ScopeFilter } from '../sql';

/** The stored fields of a company (counts and stamps are not written by callers). */
export type CompanyFields = Omit<Company, 'companyIdx' | 'divisionCount' | 'deviceCount' | 'createdDate' | 'updatedDate'>;

/** A companies row as stored (keys and stamps included; the counts are computed on read). */
export type CompanyRow = Omit<Company, 'divisionCount' | 'deviceCount'>;

export interface CompanyQuery extends Paging {
  keyword?: string;
  companyIdx?: number;
  startDate?: string;
  endDate?: string;
}

const SELECT = `SELECT c.*,
  (SELECT COUNT(*) FROM divisions d WHERE d.companyIdx = c.companyIdx AND ${IN_USE.division}) AS divisionCount,
  (SELECT COUNT(*) FROM devices v JOIN divisions d ON d.divisionIdx = v.divisionIdx WHERE d.companyIdx = c.companyIdx AND ${IN_USE.device}) AS deviceCount
  FROM companies c`;

export function companyRepository(db: Db) {
  return {
    /** Newest first; `totalCount` counts every match, not just the page. */
    list(q: CompanyQuery, scope: ScopeFilter) {
      const where = new Where()
        .add(IN_USE.company)
        .in('c.companyIdx', scope.companyIdxs)
        .keyword(['c.companyName', 'c.businessNumber', 'c.ceoName'], q.keyword);
      if (q.companyIdx !== undefined) where.add('c.companyIdx = ?', q.companyIdx);
      where.dateRange('c.createdDate', q.startDate, q.endDate);
      const page = listPage<Company>(db, SELECT, where, 'c.createdDate DESC, c.companyIdx DESC', q);
      return { list: page.list.map(withoutArchiveStamp), totalCount: page.totalCount };
    },
    /** Key and name of every company in scope, in key order (tree order). */
    names(scope: ScopeFilter): { companyIdx: number; companyName: string }[] {
      const where = new Where().add('archivedDate IS NULL').in('companyIdx', scope.companyIdxs);
      return db.prepare(`SELECT companyIdx, companyName FROM companies ${where} ORDER BY companyIdx`).all(...where.params) as {
        companyIdx: number;
        companyName: string;
      }[];
    },
    /** A company in use; `archived` also finds an archived one (for the history that names it). */
    get(companyIdx: number, archived = false): Company | undefined {
      const row = db.prepare(`${SELECT} WHERE c.companyIdx = ?${archived ? '' : ` AND ${IN_USE.company}`}`).get(companyIdx) as Company | undefined;
      return row && withoutArchiveStamp(row);
    },
    /** The company in use holding a business number, if any (an archived one has freed it). */
    findByBusinessNumber(businessNumber: string): number | undefined {
      return db.prepare('SELECT companyIdx FROM companies WHERE businessNumber = ? AND archivedDate IS NULL').pluck().get(businessNumber) as number | undefined;
    },
    count(scope: ScopeFilter): number {
      const where = new Where().add('archivedDate IS NULL').in('companyIdx', scope.companyIdxs);
      return db.prepare(`SELECT COUNT(*) FROM companies ${where}`).pluck().get(...where.params) as number;
    },
    insert(fields: CompanyFields, now: string): number {
      return insertRow(db, 'companies', { ...fields, createdDate: now, updatedDate: now });
    },
    update(companyIdx: number, fields: CompanyFields, now: string): void {
      updateRow(db, 'companies', 'companyIdx', companyIdx, { ...fields, updatedDate: now });
    },
    /**
     * Deleting a company archives it: it leaves the register, the tree and the counts, its business
     * number is free again; its product records, promotions and the history of its divisions stay.
     */
    archive(companyIdx: number, now: string): void {
      updateRow(db, 'companies', 'companyIdx', companyIdx, { archivedDate: now, updatedDate: now });
    },
    /** What still refers to the company: divisions in use and users (a company in use is not deleted). */
    usage(companyIdx: number): { divisions: number; users: number } {
      return db
        .prepare(
          `SELECT (SELECT COUNT(*) FROM divisions WHERE companyIdx = ? AND archivedDate IS NULL) AS divisions, (SELECT COUNT(*) FROM users WHERE companyIdx = ?) AS users`,
        )
        .get(companyIdx, companyIdx) as { divisions: number; users: number };
    },
  };
}
export type CompanyRepository = ReturnType<typeof companyRepository>;
