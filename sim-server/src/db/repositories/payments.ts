// Payments of kiosk sessions and their product lines, refunds of single lines, and the sales views
// read from them (revenue per period, product lines sold). Spec §9: provider 'tc' approves with
// approveResult 1, every other provider with 0. Lists are paged in SQL (page, size) and ordered by
// indexed columns, so a fleet's 100,000s of payments stay quick to browse.
import type { z } from 'zod';
import { MAX_PAYMENT_WON, approvedResultOf, type PAYMENT_STATES, type hourSales, type payment, type paymentLine, type productSale, type revenueReport } from '../../../../contract/index';
import type { Db } from '../open';
import { SALES_DAYS_DEVICES, approvedOver } from '../sales-days';
import { Where, divisionScope, insertRow, keyedPage, listPage, pageClause, type ScopeFilter } from '../sql';
import { deviceWhere, type DeviceFilter } from './device-scope';

export type PaymentState = (typeof PAYMENT_STATES)[number];
export type Payment = z.infer<typeof payment>;
export type PaymentLine = z.infer<typeof paymentLine>;
export type RevenueReport = z.infer<typeof revenueReport>;
export type ProductSale = z.infer<typeof productSale>;

/** A payments row as stored. */
export interface PaymentRow {
  paymentIdx: number;
  deviceIdx: number;
  /** 'tc' or another provider code. */
  provider: string;
  approveResult: number;
  state: PaymentState;
  /** 1 app, 2 credit card, 99 points. */
  paymentMode: number;
  amount: number;
  approveNo: string | null;
  approveAt: string;
  /** The employee card whose points paid, if any. */
  employeeUidIdx: number | null;
  /** Money returned so far, and when last. */
  refundAmount: number;
  refundedAt: string | null;
  /** The fleet's plan: a refund of the line of this product mapping at this moment. */
  refundDueAt: string | null;
  refundMappingIdx: number | null;
}

/** A payment_lines row as stored. */
export type PaymentLineRow = PaymentLine & {
  paymentLineIdx: number;
  paymentIdx: number;
  productMappingIdx: number | null;
  /** Units of the line refunded and the money they returned. */
  refundCount: number;
  refundAmount: number;
};

type RefundColumns = 'refundAmount' | 'refundedAt' | 'refundDueAt' | 'refundMappingIdx';
export type NewPayment = Omit<PaymentRow, 'paymentIdx' | 'employeeUidIdx' | RefundColumns> & Partial<Pick<PaymentRow, 'employeeUidIdx' | RefundColumns>>;
/** A line to write; without a promotion its list price is its price and its amount count × price. */
export type NewPaymentLine = Omit<PaymentLineRow, 'paymentLineIdx' | 'paymentIdx' | 'listPrice' | 'amount' | 'promotionIdx' | 'refundCount' | 'refundAmount'> &
  Partial<Pick<PaymentLineRow, 'listPrice' | 'amount' | 'promotionIdx'>>;
export type HourSales = z.infer<typeof hourSales>;

/** The contract's approval rule (approvedResultOf, spec §9) in SQL, over `payments p`. */
export const APPROVED = approvedOver('p');

/** Approved payments in scope with the sales filters (window on the approval date; keyword on the device and `columns`). */
export const salesWhere = (q: DeviceFilter, scope: ScopeFilter, columns: readonly string[] = []) => deviceWhere(q, scope, 'p.approveAt', columns).add(APPROVED);
/** Payment lines with their payment, device, division and product (`l`, `p`, `v`, `d`, `pr`): what sold, where. */
export const SOLD_LINES = `FROM payment_lines l JOIN payments p ON p.paymentIdx = l.paymentIdx JOIN devices v ON v.deviceIdx = p.deviceIdx
  JOIN divisions d ON d.divisionIdx = v.divisionIdx LEFT JOIN products pr ON pr.productIdx = l.productIdx`;
const DEVICE_JOIN = 'JOIN devices v ON v.deviceIdx = p.deviceIdx JOIN divisions d ON d.divisionIdx = v.divisionIdx';
/**
 * `payments p` joined to its device `v` and division `d` only when `sql` names them: a sum over a
 * million payments or lines costs a third more with two look-ups per row it does not need.
 */
export const devicesIfNamed = (...sql: (string | Where)[]) => (sql.some((part) => /\b[vd]\./.test(String(part))) ? DEVICE_JOIN : '');

/** The sales filters (scope, organisation, device keyword, window) over sales per device and day, `sales_days s`. */
export const salesDaysWhere = (q: DeviceFilter, scope: ScopeFilter) => deviceWhere(q, scope, 's.day');
/** `FROM sales_days s`, joined to its device and division only when `where` names them. */
export const salesDaysFrom = (where: Where) => (/\b[vd]\./.test(String(where)) ? SALES_DAYS_DEVICES : 'FROM sales_days s');

/**
 * A sales keyword over `payment_lines l`: the line's device's name or serial number, or its product
 * name. The matching lines' keys are found first (the distinct names by the name index, then their
 * lines; the devices, then their payments' lines), so the window's lines are not read to test text.
 */
export function lineKeyword(keyword: string | undefined): { sql: string; params: string[] } | null {
  const k = keyword?.trim();
  if (!k) return null;
  // (Aliases other than `v`: the lines are joined to their device only when the conditions name `v`.)
  return {
    sql: `l.paymentLineIdx IN (SELECT n.paymentLineIdx FROM payment_lines n WHERE n.productName IN (${NAMES_MATCHING})
      UNION ALL SELECT m.paymentLineIdx FROM payments y JOIN payment_lines m ON m.paymentIdx = y.paymentIdx
        WHERE y.deviceIdx IN (SELECT x.deviceIdx FROM devices x WHERE instr(lower(x.deviceName), lower(?)) > 0 OR instr(lower(x.serialNumber), lower(?)) > 0))`,
    params: [k, k, k],
  };
}

/**
 * The book-keeping of one door session's payment, the one rule every writer of sales follows (the
 * demo world's and the large world's generators, the fleet's batch writer): amount = Σ line
 * amounts; approveResult by the provider (approvedResultOf); PAID or DECLINED; and only when
 * approved one SALE stock movement per line taking its units, so amount = Σ lines = −Σ SALE counts.
 */
export function saleBook<L extends { count: number; amount: number }>(provider: string, approved: boolean, lines: readonly L[]) {
  return {
    amount: lines.reduce((sum, l) => sum + l.amount, 0),
    approveResult: approved ? approvedResultOf(provider) : 1 - approvedResultOf(provider),
    state: (approved ? 'PAID' : 'DECLINED') as PaymentState,
    /** The SALE movements: per line, its (negative) count. */
    sales: approved ? lines.map((line) => ({ line, count: -line.count })) : [],
  };
}

/** The state of an approved payment once `refundAmount` of its `amount` went back. */
export function refundState(amount: number, refundAmount: number): PaymentState {
  if (refundAmount <= 0) return 'PAID';
  return refundAmount >= amount ? 'REFUNDED' : 'PARTIAL_REFUND';
}

const FROM = 'FROM payments p JOIN devices v ON v.deviceIdx = p.deviceIdx JOIN divisions d ON d.divisionIdx = v.divisionIdx';
const HEAD = `SELECT p.paymentIdx, p.deviceIdx, v.deviceName, d.companyIdx, d.divisionIdx, d.divisionName, p.provider, p.approveResult, p.state,
  p.paymentMode, p.amount, p.refundAmount, p.refundedAt, p.approveNo, p.approveAt, p.employeeUidIdx, e.employeeName, d.address, v.addressDetail
  ${FROM} LEFT JOIN employee_uids e ON e.employeeUidIdx = p.employeeUidIdx`;
const LINE = 'l.productIdx, l.productName, l.count, l.price, l.listPrice, l.amount, l.promotionType, l.promotionIdx';
/**
 * The distinct product names of all payment lines that contain a keyword (one `?`): a skip scan of
 * the name index, one seek per distinct name, however many lines there are.
 */
const NAMES_MATCHING = `WITH RECURSIVE names(name) AS (
    SELECT MIN(productName) FROM payment_lines
    UNION ALL SELECT (SELECT MIN(productName) FROM payment_lines WHERE productName > name) FROM names WHERE name IS NOT NULL)
  SELECT name FROM names WHERE name IS NOT NULL AND instr(lower(name), lower(?)) > 0`;
/** The product names of a payment's lines, as one text the keyword can match. */
const LINE_NAMES = `(SELECT group_concat(l.productName, ' ') FROM payment_lines l WHERE l.paymentIdx = p.paymentIdx)`;

export interface PaymentQuery extends DeviceFilter {
  provider?: string;
  approved?: boolean;
  state?: PaymentState;
  paymentMode?: number;
  employeeUidIdx?: number;
  sortField?: 'approveAt' | 'amount' | 'deviceName';
  sortOrder?: 'asc' | 'desc';
}

export interface ProductSaleQuery extends DeviceFilter {
  promotionType?: PaymentLine['promotionType'];
  productIdx?: number;
}

export type Period = 'month' | 'day';

/** What a fleet refund did: the line's units and money back, and who paid. */
export interface LineRefund {
  paymentIdx: number;
  productMappingIdx: number;
  count: number;
  amount: number;
  paymentMode: number;
  employeeUidIdx: number | null;
}

/** A refund the fleet planned and has not made yet, with what is left of its line. */
export interface PlannedRefund {
  deviceIdx: number;
  paymentIdx: number;
  approveAt: string;
  refundDueAt: string;
  productMappingIdx: number;
  count: number;
  amount: number;
  employeeUidIdx: number | null;
}

/** Newest first unless told; ties by key, so pages never overlap. */
function orderOf(q: PaymentQuery): string {
  const dir = (fallback: 'ASC' | 'DESC') => (q.sortOrder ? q.sortOrder.toUpperCase() : fallback);
  switch (q.sortField) {
    case 'amount':
      return `p.amount ${dir('DESC')}, p.approveAt DESC, p.paymentIdx DESC`;
    case 'deviceName':
      return `v.deviceName ${dir('ASC')}, p.approveAt DESC, p.paymentIdx DESC`;
    default:
      return `p.approveAt ${dir('DESC')}, p.paymentIdx ${dir('DESC')}`;
  }
}

/**
 * The payment list's filters as conditions on `payments p` alone: the scope, company and division
 * become the set of their device keys, the keyword matches the device's name or serial number (its
 * key set again) or the payment's product names.
 */
function paymentWhere(q: PaymentQuery, scope: ScopeFilter): Where {
  const where = paymentFilters(q, scope);
  const keyword = keywordMatch(q);
  if (keyword) where.add(keyword.sql, ...keyword.params);
  return where;
}

/**
 * The keyword as a condition on `payments p`: the device's name or serial number, the payment's
 * product names joined by spaces, or a receipt's numbers (receiptMatch).
 */
function keywordMatch(q: PaymentQuery): { sql: string; params: (string | number)[] } | null {
  const keyword = q.keyword?.trim();
  if (!keyword) return null;
  const receipt = receiptMatch(keyword);
  // Without a space a keyword cannot span two names of the joined text, so it matches one line's
  // name: found among the distinct names first, then the lines by the name index. With one, each of
  // its words still lies within one name: the payments with a line naming the longest word are the
  // only ones whose joined names are tested.
  const byName = `p.paymentIdx IN (SELECT l.paymentIdx FROM payment_lines l WHERE l.productName IN (${NAMES_MATCHING}))`;
  const word = keyword.split(/\s+/).reduce((a, b) => (b.length > a.length ? b : a));
  const names = word === keyword ? byName : `(${byName} AND instr(lower(${LINE_NAMES}), lower(?)) > 0)`;
  return {
    sql: `(p.deviceIdx IN (SELECT v.deviceIdx FROM devices v WHERE instr(lower(v.deviceName), lower(?)) > 0 OR instr(lower(v.serialNumber), lower(?)) > 0) OR ${names}${receipt.sql})`,
    params: [...(word === keyword ? [keyword, keyword, keyword] : [keyword, keyword, word, keyword]), ...receipt.params],
  };
}

/**
 * What a customer reads off a receipt: the approval number, matched whole as text (leading zeros
 * kept), and the payment number ('9551' or '#9551'), matched whole. Each term is an index seek
 * (payments_approve_no, the key), so the keyword's OR stays a union of seeks.
 */
function receiptMatch(keyword: string): { sql: string; params: (string | number)[] } {
  const number = /^#?(\d{1,15})$/.exec(keyword)?.[1];
  const terms = [' OR p.approveNo = ?', ...(number ? [' OR p.paymentIdx = ?'] : [])];
  return { sql: terms.join(''), params: [keyword, ...(number ? [Number(number)] : [])] };
}

/** Every filter of the payment list but the keyword, on `payments p` alone. */
function paymentFilters(q: PaymentQuery, scope: ScopeFilter): Where {
  const devices = divisionScope(scope);
  if (q.companyIdx !== undefined) devices.add('d.companyIdx = ?', q.companyIdx);
  if (q.divisionIdx !== undefined) devices.add('d.divisionIdx = ?', q.divisionIdx);
  const where = new Where();
  if (!devices.empty) where.add(`p.deviceIdx IN (SELECT v.deviceIdx FROM devices v JOIN divisions d ON d.divisionIdx = v.divisionIdx ${devices})`, ...devices.params);
  if (q.deviceIdx !== undefined) where.add('p.deviceIdx = ?', q.deviceIdx);
  where.dateRange('p.approveAt', q.startDate, q.endDate);
  if (q.provider) where.add('lower(p.provider) = lower(?)', q.provider);
  if (q.approved !== undefined) where.add(q.approved ? APPROVED : `NOT (${APPROVED})`);
  // With a keyword the state is checked on its matches (`+`: not through the state's index, which
  // made the planner read every PAID payment: 2.4 s to 0.13 s in the large world).
  if (q.state) where.add(`${q.keyword?.trim() ? '+' : ''}p.state = ?`, q.state);
  // As labelled (spec §9): a payment of another provider than 'tc' is a credit-card one, whatever an old row stored.
  if (q.paymentMode !== undefined) where.add(`(CASE WHEN lower(p.provider) = 'tc' THEN p.paymentMode ELSE 2 END) = ?`, q.paymentMode);
  if (q.employeeUidIdx !== undefined) where.add('p.employeeUidIdx = ?', q.employeeUidIdx);
  return where;
}

/**
 * A payment the dashboard's sums count: no door session can pay more than MAX_PAYMENT_WON, so one
 * that did was written before the bounds (a price of 2^53 − 1) and would make every sum inexact.
 */
// `+p.amount`: the day's range on approveAt must pick the index (the amount's index read every payment: 2.3 s in the large world).
const COUNTABLE = `+p.amount BETWEEN 0 AND ${MAX_PAYMENT_WON}`;

export function paymentRepository(db: Db) {
  /** Approved payments in scope on one KST day (YYYY-MM-DD) that sums count. */
  const approvedOn = (scope: ScopeFilter, day: string) => divisionScope(scope).add(APPROVED).add(COUNTABLE).dateRange('p.approveAt', day, day);
  const linesOf = (paymentIdxs: readonly number[]): Map<number, PaymentLine[]> => {
    const where = new Where().in('l.paymentIdx', paymentIdxs);
    const rows = db.prepare(`SELECT l.paymentIdx, ${LINE} FROM payment_lines l ${where} ORDER BY l.paymentLineIdx`).all(...where.params) as (PaymentLine & { paymentIdx: number })[];
    const byPayment = new Map<number, PaymentLine[]>();
    for (const { paymentIdx, ...line } of rows) byPayment.set(paymentIdx, [...(byPayment.get(paymentIdx) ?? []), line]);
    return byPayment;
  };
  const withLines = (heads: Omit<Payment, 'productList'>[]): Payment[] => {
    const lines = linesOf(heads.map((h) => h.paymentIdx));
    return heads.map((h) => ({ ...h, productList: lines.get(h.paymentIdx) ?? [] }));
  };

  return {
    /** A payment with its lines; answers its key. */
    insert(row: NewPayment, lines: readonly NewPaymentLine[]): number {
      const paymentIdx = insertRow(db, 'payments', { employeeUidIdx: null, ...row });
      for (const line of lines) {
        insertRow(db, 'payment_lines', { listPrice: line.price, amount: line.count * line.price, promotionIdx: null, ...line, paymentIdx });
      }
      return paymentIdx;
    },

    /**
     * Payments in scope with their lines, one page of them, and how many match. Every condition is
     * on `payments p` itself (device filters become a set of device keys), so the count and the
     * page's keys come from the payment indexes alone; only the page's rows are joined to their
     * device, division and card.
     */
    list(q: PaymentQuery, scope: ScopeFilter): { list: Payment[]; totalCount: number } {
      const where = paymentWhere(q, scope);
      const byName = q.sortField === 'deviceName' ? 'FROM payments p JOIN devices v ON v.deviceIdx = p.deviceIdx' : undefined;
      const page = keyedPage<Omit<Payment, 'productList'>>(
        db,
        { from: 'FROM payments p', key: 'p.paymentIdx', select: HEAD, where, orderBy: orderOf(q), ...(byName ? { keysFrom: byName } : {}) },
        q,
        (r) => r.paymentIdx,
      );
      return { list: withLines(page.list), totalCount: page.totalCount };
    },

    get(paymentIdx: number): Payment | undefined {
      const head = db.prepare(`${HEAD} WHERE p.paymentIdx = ?`).get(paymentIdx) as Omit<Payment, 'productList'> | undefined;
      return head && withLines([head])[0];
    },

    /** Count and amount (net of their refunds, like revenue) of the approved payments in scope on a day (those sums count). */
    approvedTotals(scope: ScopeFilter, day: string): { count: number; amount: number } {
      const where = approvedOn(scope, day);
      return db.prepare(`SELECT COUNT(*) AS count, COALESCE(SUM(p.amount - p.refundAmount), 0) AS amount ${FROM} ${where}`).get(...where.params) as { count: number; amount: number };
    },

    /** Approved payments in scope on a day that no sum counts (beyond MAX_PAYMENT_WON), by key: almost always none. */
    uncountableOn(scope: ScopeFilter, day: string): number[] {
      const where = divisionScope(scope).add(APPROVED).add(`NOT (${COUNTABLE})`).dateRange('p.approveAt', day, day);
      return db.prepare(`SELECT p.paymentIdx ${FROM} ${where} ORDER BY p.paymentIdx`).pluck().all(...where.params) as number[];
    },

    /** The approved payments of a day (those sums count) by hour, all 24 hours (amounts net of refunds). */
    approvedByHour(scope: ScopeFilter, day: string): HourSales[] {
      const where = approvedOn(scope, day);
      const rows = db
        .prepare(`SELECT CAST(substr(p.approveAt, 12, 2) AS INTEGER) AS hour, COUNT(*) AS count, SUM(p.amount - p.refundAmount) AS amount ${FROM} ${where} GROUP BY hour`)
        .all(...where.params) as HourSales[];
      const byHour = new Map(rows.map((r) => [r.hour, r]));
      return Array.from({ length: 24 }, (_, hour) => byHour.get(hour) ?? { hour, count: 0, amount: 0 });
    },

    /**
     * Revenue of approved payments per month or day (by approval date, KST), and per device when
     * asked; refunds count in the period of the payment they return. Newest period first; within
     * one, devices by name, then key. Summed from sales per device and day (db/sales-days.ts); the
     * window function counts the groups.
     */
    revenue(q: DeviceFilter & { groupByDevice?: boolean }, scope: ScopeFilter, period: Period): { list: RevenueReport[]; totalCount: number } {
      const where = salesDaysWhere(q, scope).add('s.payments > 0');
      const length = period === 'month' ? 7 : 10;
      // Grouped by the sums alone; the devices' names are joined to the groups.
      const grouped = `SELECT substr(s.day, 1, ${length}) AS period, ${q.groupByDevice ? 's.deviceIdx' : 'NULL'} AS deviceIdx, SUM(s.payments) AS paymentCount,
          SUM(s.amount) AS totalAmount, SUM(s.refundAmount) AS refundAmount
        ${salesDaysFrom(where)} ${where} GROUP BY ${q.groupByDevice ? 's.deviceIdx, ' : ''}period`;
      const named = `SELECT g.period, g.deviceIdx, v.deviceName, d.divisionName, g.paymentCount, g.totalAmount, g.refundAmount
        FROM (${grouped}) g LEFT JOIN devices v ON v.deviceIdx = g.deviceIdx LEFT JOIN divisions d ON d.divisionIdx = v.divisionIdx`;
      const page = pageClause(q);
      const rows = db
        .prepare(`SELECT *, COUNT(*) OVER () AS groups FROM (${named}) ORDER BY period DESC${q.groupByDevice ? ', deviceName, deviceIdx' : ''} ${page.sql}`)
        .all(...where.params, ...page.params) as (Omit<RevenueReport, 'salesIdx' | 'netAmount'> & { groups: number })[];
      const list = rows.map(({ groups: _groups, ...r }) => ({ salesIdx: Number(r.period.replaceAll('-', '')), ...r, netAmount: r.totalAmount - r.refundAmount }));
      // A page past the last has no row to carry the count.
      const totalCount = rows[0]?.groups ?? (db.prepare(`SELECT COUNT(*) FROM (${grouped})`).pluck().get(...where.params) as number);
      return { list, totalCount };
    },

    /** Product lines of approved payments, newest first, net of their refunds. */
    productSales(q: ProductSaleQuery, scope: ScopeFilter): { list: ProductSale[]; totalCount: number } {
      const where = salesWhere({ ...q, keyword: undefined }, scope);
      const keyword = lineKeyword(q.keyword);
      if (keyword) where.add(keyword.sql, ...keyword.params);
      if (q.promotionType) where.add('l.promotionType = ?', q.promotionType);
      if (q.productIdx !== undefined) where.add('l.productIdx = ?', q.productIdx);
      // Without a filter on the lines themselves, their number is the sum of the days' line counts.
      const byDays = keyword === null && !q.promotionType && q.productIdx === undefined ? salesDaysWhere(q, scope) : null;
      const page = keyedPage<ProductSale & { paymentLineIdx: number }>(
        db,
        {
          from: `FROM payment_lines l JOIN payments p ON p.paymentIdx = l.paymentIdx ${devicesIfNamed(where)}`,
          key: 'l.paymentLineIdx',
          select: `SELECT l.paymentLineIdx, l.paymentIdx, l.productIdx, l.productName, COALESCE(pr.category, '') AS category, p.deviceIdx, v.deviceName, d.divisionName, l.promotionType,
            l.count - l.refundCount AS productCount, l.amount - l.refundAmount AS amount, p.approveAt ${SOLD_LINES}`,
          where,
          orderBy: 'p.approveAt DESC, p.paymentIdx DESC, l.paymentLineIdx',
          keysReversed: 'p.approveAt, p.paymentIdx, l.paymentLineIdx DESC',
          ...(byDays ? { countRows: () => db.prepare(`SELECT COALESCE(SUM(s.lines), 0) ${salesDaysFrom(byDays)} ${byDays}`).pluck().get(...byDays.params) as number } : {}),
        },
        q,
        (r) => r.paymentLineIdx,
      );
      return { list: page.list.map(({ paymentLineIdx: _key, ...sale }) => sale), totalCount: page.totalCount };
    },

    /** The lines of one payment, in order. */
    lines(paymentIdx: number): PaymentLine[] {
      return linesOf([paymentIdx]).get(paymentIdx) ?? [];
    },

    /** The first page of a payment's lines, in order, and how many it has (a list call's answer). */
    linePage(paymentIdx: number): { list: PaymentLine[]; totalCount: number } {
      return listPage<PaymentLine>(db, `SELECT ${LINE} FROM payment_lines l`, new Where().add('l.paymentIdx = ?', paymentIdx), 'l.paymentLineIdx', {});
    },

    /** The payment a device approved at a moment (one door session at a time, so at most one). */
    atMoment(deviceIdx: number, approveAt: string): number | undefined {
      return db.prepare('SELECT paymentIdx FROM payments WHERE deviceIdx = ? AND approveAt = ? ORDER BY paymentIdx DESC LIMIT 1').pluck().get(deviceIdx, approveAt) as
        | number
        | undefined;
    },

    /** Remembers the fleet's plan to refund a line later (so a restart keeps it). */
    planRefund(paymentIdx: number, dueAt: string, productMappingIdx: number): void {
      db.prepare('UPDATE payments SET refundDueAt = ?, refundMappingIdx = ? WHERE paymentIdx = ?').run(dueAt, productMappingIdx, paymentIdx);
    },

    /** Refunds still planned for a device (or every device), with the line they return. */
    plannedRefunds(deviceIdxs?: readonly number[]): PlannedRefund[] {
      const where = new Where().add('p.refundDueAt IS NOT NULL').add('p.refundedAt IS NULL').in('p.deviceIdx', deviceIdxs ?? null);
      return db
        .prepare(`SELECT p.deviceIdx, p.paymentIdx, p.approveAt, p.refundDueAt, l.productMappingIdx, l.count - l.refundCount AS count,
            l.amount - l.refundAmount AS amount, p.employeeUidIdx
          FROM payments p JOIN payment_lines l ON l.paymentIdx = p.paymentIdx AND l.productMappingIdx = p.refundMappingIdx ${where}
          ORDER BY p.refundDueAt, p.paymentIdx`)
        .all(...where.params) as PlannedRefund[];
    },

    /**
     * Returns what is left of the line of a product mapping: its units and money, the payment's
     * refund total, state and time. Undefined (nothing changes) when no such line is left to refund
     * or the payment was not approved.
     */
    refundLine(paymentIdx: number, productMappingIdx: number, at: string): LineRefund | undefined {
      const pay = db.prepare(`SELECT p.* FROM payments p WHERE p.paymentIdx = ? AND ${APPROVED}`).get(paymentIdx) as PaymentRow | undefined;
      const line = db
        .prepare('SELECT * FROM payment_lines WHERE paymentIdx = ? AND productMappingIdx = ? AND refundCount < count ORDER BY paymentLineIdx LIMIT 1')
        .get(paymentIdx, productMappingIdx) as PaymentLineRow | undefined;
      if (!pay || !line) return undefined;
      const count = line.count - line.refundCount;
      const amount = line.amount - line.refundAmount;
      db.prepare('UPDATE payment_lines SET refundCount = count, refundAmount = amount WHERE paymentLineIdx = ?').run(line.paymentLineIdx);
      const refundAmount = pay.refundAmount + amount;
      db.prepare('UPDATE payments SET refundAmount = ?, refundedAt = ?, state = ? WHERE paymentIdx = ?').run(refundAmount, at, refundState(pay.amount, refundAmount), paymentIdx);
      return { paymentIdx, productMappingIdx, count, amount, paymentMode: pay.paymentMode, employeeUidIdx: pay.employeeUidIdx };
    },
  };
}
export type PaymentRepository = ReturnType<typeof paymentRepository>;
