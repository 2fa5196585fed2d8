// Companies, with their division and device counts computed on read.
import type { Company } from '../../../../contract/index';
import type { Db } from '../open';
import { Where, insertRow, listPage, updateRow, type Paging, type ScopeFilter } from '../sql';

/** The stored fields of a company (counts and stamps are not written by callers). */
export type CompanyFields = Omit<Company, 'companyIdx' | 'divisionCount' | 'deviceCount' | 'createdDate' | 'updatedDate'>;

export interface CompanyQuery extends Paging {
  keyword?: string;
  companyIdx?: number;
  startDate?: string;
  endDate?: string;
}

const SELECT = `SELECT c.*,
  (SELECT COUNT(*) FROM divisions d WHERE d.companyIdx = c.companyIdx) AS divisionCount,
  (SELECT COUNT(*) FROM devices v JOIN divisions d ON d.divisionIdx = v.divisionIdx WHERE d.companyIdx = c.companyIdx) AS deviceCount
  FROM companies c`;

export function companyRepository(db: Db) {
  return {
    /** Newest first; `totalCount` counts every match, not just the page. */
    list(q: CompanyQuery, scope: ScopeFilter) {
      const where = new Where()
        .in('c.companyIdx', scope.companyIdxs)
        .keyword(['c.companyName', 'c.businessNumber', 'c.ceoName'], q.keyword);
      if (q.companyIdx !== undefined) where.add('c.companyIdx = ?', q.companyIdx);
      where.dateRange('c.createdDate', q.startDate, q.endDate);
      return listPage<Company>(db, SELECT, where, 'c.createdDate DESC, c.companyIdx DESC', q);
    },
    /** Key and name of every company in scope, in key order (tree order). */
    names(scope: ScopeFilter): { companyIdx: number; companyName: string }[] {
      const where = new Where().in('companyIdx', scope.companyIdxs);
      return db.prepare(`SELECT companyIdx, companyName FROM companies ${where} ORDER BY companyIdx`).all(...where.params) as {
        companyIdx: number;
        companyName: string;
      }[];
    },
    get(companyIdx: number): Company | undefined {
      return db.prepare(`${SELECT} WHERE c.companyIdx = ?`).get(companyIdx) as Company | undefined;
    },
    /** The company holding a business number, if any. */
    findByBusinessNumber(businessNumber: string): number | undefined {
      return db.prepare('SELECT companyIdx FROM companies WHERE businessNumber = ?').pluck().get(businessNumber) as number | undefined;
    },
    count(scope: ScopeFilter): number {
      const where = new Where().in('companyIdx', scope.companyIdxs);
      return db.prepare(`SELECT COUNT(*) FROM companies ${where}`).pluck().get(...where.params) as number;
    },
    insert(fields: CompanyFields, now: string): number {
      return insertRow(db, 'companies', { ...fields, createdDate: now, updatedDate: now });
    },
    update(companyIdx: number, fields: CompanyFields, now: string): void {
      updateRow(db, 'companies', 'companyIdx', companyIdx, { ...fields, updatedDate: now });
    },
    delete(companyIdx: number): void {
      db.prepare('DELETE FROM companies WHERE companyIdx = ?').run(companyIdx);
    },
    /** What still refers to the company (a company in use is not deleted). */
    usage(companyIdx: number): { divisions: number; users: number } {
      return db
        .prepare(
          `SELECT (SELECT COUNT(*) FROM divisions WHERE companyIdx = ?) AS divisions, (SELECT COUNT(*) FROM users WHERE companyIdx = ?) AS users`,
        )
        .get(companyIdx, companyIdx) as { divisions: number; users: number };
    },
  };
}
export type CompanyRepository = ReturnType<typeof companyRepository>;
