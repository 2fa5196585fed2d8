// Price promotions of companies: one product, in all the company's kiosks or one division's, for a
// time. The status (SCHEDULED, ACTIVE, ENDED) is read against the simulated now of the request.
// A promotion is in scope with its company, and for store owners only where it runs for them.
import type { z } from 'zod';
import type { PROMOTION_STATUSES, promotion } from '../../../../contract/index';
import type { Db } from '../open';
import { Where, inKeys, insertRow, listPage, updateRow, type ScopeFilter } from '../sql';
import type { DeviceFilter } from './device-scope';

export type Promotion = z.infer<typeof promotion>;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];
/** What a caller writes (status and names are read). */
export type PromotionFields = Omit<Promotion, 'promotionIdx' | 'status' | 'companyName' | 'productName' | 'listPrice' | 'divisionName' | 'createdDate' | 'updatedDate'>;
/** A promotions row as stored. */
export type PromotionRow = PromotionFields & Pick<Promotion, 'promotionIdx' | 'createdDate' | 'updatedDate'>;

export interface PromotionQuery extends DeviceFilter {
  type?: Promotion['type'];
  status?: PromotionStatus;
  productIdx?: number;
}

const SELECT = `SELECT o.promotionIdx, o.promotionName, o.type, o.companyIdx, c.companyName, o.productIdx, p.productName,
  p.price AS listPrice, o.divisionIdx, d.divisionName, o.promotionRate, o.promotionSaleCount, o.promotionFreeCount, o.promotionAmount,
  o.startDateTime, o.endDateTime, o.createdDate, o.updatedDate
  FROM promotions o JOIN companies c ON c.companyIdx = o.companyIdx JOIN products p ON p.productIdx = o.productIdx
  LEFT JOIN divisions d ON d.divisionIdx = o.divisionIdx`;
type ReadRow = Omit<Promotion, 'status'>;

/** Where a promotion stands at `now` (wire date-times compare as text): start inclusive, end exclusive. */
export function statusAt(p: Pick<Promotion, 'startDateTime' | 'endDateTime'>, now: string): PromotionStatus {
  if (now < p.startDateTime) return 'SCHEDULED';
  return now < p.endDateTime ? 'ACTIVE' : 'ENDED';
}

/** The same rule as conditions on `promotions o`. */
function whereStatus(where: Where, status: PromotionStatus, now: string): Where {
  if (status === 'SCHEDULED') return where.add('? < o.startDateTime', now);
  if (status === 'ACTIVE') return where.add('o.startDateTime <= ?', now).add('? < o.endDateTime', now);
  return where.add('o.endDateTime <= ?', now);
}

/**
 * Scope: the promotion's company, and when the caller sees only some divisions (a store owner),
 * company-wide promotions or those of its divisions.
 */
function promotionScope(scope: ScopeFilter, managerDivisions: readonly number[] | null): Where {
  const where = new Where().in('o.companyIdx', scope.companyIdxs);
  if (managerDivisions !== null) {
    if (managerDivisions.length === 0) where.add('o.divisionIdx IS NULL');
    else {
      const [sql, keys] = inKeys('o.divisionIdx', managerDivisions);
      where.add(`(o.divisionIdx IS NULL OR ${sql})`, keys);
    }
  }
  return where;
}

export function promotionRepository(db: Db) {
  const withStatus = (now: string) => (row: ReadRow): Promotion => ({ ...row, status: statusAt(row, now) });
  return {
    /**
     * Newest start first; the keyword matches the promotion's and product's names. `managerDivisions`
     * narrows a store owner to what runs in its stores (null: the company scope is enough).
     */
    list(q: PromotionQuery, scope: ScopeFilter, managerDivisions: readonly number[] | null, now: string) {
      const where = promotionScope(scope, managerDivisions).keyword(['o.promotionName', 'p.productName'], q.keyword);
      if (q.companyIdx !== undefined) where.add('o.companyIdx = ?', q.companyIdx);
      // A division's or device's promotions: its own and its company's company-wide ones.
      const runsIn = (division: string, key: number) =>
        where.add(`(o.divisionIdx = ${division} OR (o.divisionIdx IS NULL AND o.companyIdx = (SELECT companyIdx FROM divisions WHERE divisionIdx = ${division})))`, key, key);
      if (q.divisionIdx !== undefined) runsIn('?', q.divisionIdx);
      if (q.deviceIdx !== undefined) runsIn('(SELECT divisionIdx FROM devices WHERE deviceIdx = ?)', q.deviceIdx);
      if (q.type) where.add('o.type = ?', q.type);
      if (q.productIdx !== undefined) where.add('o.productIdx = ?', q.productIdx);
      if (q.status) whereStatus(where, q.status, now);
      // A promotion is in a date window when it runs on any of its days.
      if (q.startDate) where.add('o.endDateTime > ?', `${q.startDate} 00:00:00`);
      if (q.endDate) where.add(`o.startDateTime < datetime(?, '+1 day')`, q.endDate);
      const page = listPage<ReadRow>(db, SELECT, where, 'o.startDateTime DESC, o.promotionIdx DESC', q);
      return { list: page.list.map(withStatus(now)), totalCount: page.totalCount };
    },
    get(promotionIdx: number, now: string): Promotion | undefined {
      const row = db.prepare(`${SELECT} WHERE o.promotionIdx = ?`).get(promotionIdx) as ReadRow | undefined;
      return row && withStatus(now)(row);
    },
    insert(fields: PromotionFields, now: string): number {
      return insertRow(db, 'promotions', { ...fields, createdDate: now, updatedDate: now });
    },
    update(promotionIdx: number, fields: PromotionFields, now: string): void {
      updateRow(db, 'promotions', 'promotionIdx', promotionIdx, { ...fields, updatedDate: now });
    },
    delete(promotionIdx: number): void {
      db.prepare('DELETE FROM promotions WHERE promotionIdx = ?').run(promotionIdx);
    },
    /**
     * Another promotion of the product in the company whose place and time overlap [start, end):
     * company-wide overlaps every division; a division overlaps itself and company-wide ones.
     */
    overlapping(f: Pick<PromotionFields, 'companyIdx' | 'productIdx' | 'divisionIdx' | 'startDateTime' | 'endDateTime'>, except: number | undefined, now: string): Promotion | undefined {
      const where = new Where()
        .add('o.companyIdx = ?', f.companyIdx)
        .add('o.productIdx = ?', f.productIdx)
        .add('o.promotionIdx <> ?', except ?? 0)
        .add('o.startDateTime < ?', f.endDateTime)
        .add('? < o.endDateTime', f.startDateTime);
      if (f.divisionIdx !== null) where.add('(o.divisionIdx IS NULL OR o.divisionIdx = ?)', f.divisionIdx);
      const row = db.prepare(`${SELECT} ${where} ORDER BY o.startDateTime LIMIT 1`).get(...where.params) as ReadRow | undefined;
      return row && withStatus(now)(row);
    },
    /** Payment lines priced by the promotion. */
    salesCount(promotionIdx: number): number {
      return db.prepare('SELECT COUNT(*) FROM payment_lines WHERE promotionIdx = ?').pluck().get(promotionIdx) as number;
    },
    /** Every promotion as stored, for the fleet. */
    all(): PromotionRow[] {
      return db.prepare('SELECT * FROM promotions ORDER BY promotionIdx').all() as PromotionRow[];
    },
  };
}
export type PromotionRepository = ReturnType<typeof promotionRepository>;
