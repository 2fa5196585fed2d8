// Divisions (stores, sites, warehouses). Only what the current areas need; later areas add more.
import type { Division } from '../../../../contract/index';
import type { Db } from '../open';
import { Where, type ScopeFilter } from '../sql';

const SELECT = `SELECT d.*, c.companyName,
  (SELECT COUNT(*) FROM devices v WHERE v.divisionIdx = d.divisionIdx) AS deviceCount
  FROM divisions d JOIN companies c ON c.companyIdx = d.companyIdx`;

function scoped(scope: ScopeFilter): Where {
  return new Where().in('d.companyIdx', scope.companyIdxs).in('d.divisionIdx', scope.divisionIdxs);
}

export function divisionRepository(db: Db) {
  return {
    /** Every division in scope, oldest first (tree order). */
    all(scope: ScopeFilter): Division[] {
      const where = scoped(scope);
      return db.prepare(`${SELECT} ${where} ORDER BY d.divisionIdx`).all(...where.params) as Division[];
    },
    get(divisionIdx: number): Division | undefined {
      return db.prepare(`${SELECT} WHERE d.divisionIdx = ?`).get(divisionIdx) as Division | undefined;
    },
    count(scope: ScopeFilter): number {
      const where = scoped(scope);
      return db.prepare(`SELECT COUNT(*) FROM divisions d ${where}`).pluck().get(...where.params) as number;
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
