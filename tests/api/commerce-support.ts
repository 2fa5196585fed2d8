// The books of commerce, checked from the tables: every payment against its lines, its stock
// transactions, its refunds and its points, and every employee card against its point log. Each
// check answers the rows that break a rule, so a test expects empty lists.
import type { SimApp } from '../../sim-server/src/app';

const APPROVED = `p.approveResult = CASE WHEN lower(p.provider) = 'tc' THEN 1 ELSE 0 END`;

function rowsOf(sim: SimApp, sql: string, ...params: unknown[]): unknown[] {
  return sim.db!.prepare(sql).all(...params);
}

/**
 * Payments (from `sinceIdx` on) that break a rule, per rule:
 * amount = Σ line amounts; a line's amount = (count − free units of a COUNT promotion) × price, its
 * price the list price without a promotion; approved ⟺ not DECLINED; an approved payment's SALEs take
 * each line's units at the approval moment and its REFUNDs return the refunded units at refundedAt;
 * a declined one moves no stock; refundAmount = Σ line refunds, state PAID / PARTIAL_REFUND / REFUNDED
 * by it; a points payment has a card, a PURCHASE of −amount and a REFUND per refund.
 */
export function paymentViolations(sim: SimApp, sinceIdx = 0): Record<string, unknown[]> {
  const lineSum = `(SELECT COALESCE(SUM(l.amount), 0) FROM payment_lines l WHERE l.paymentIdx = p.paymentIdx)`;
  const refundSum = `(SELECT COALESCE(SUM(l.refundAmount), 0) FROM payment_lines l WHERE l.paymentIdx = p.paymentIdx)`;
  const moved = (code: string) =>
    `(SELECT COALESCE(SUM(t.count), 0) FROM product_transactions t WHERE t.paymentIdx = l.paymentIdx AND t.productMappingIdx = l.productMappingIdx AND t.transactionCode = '${code}')`;
  const free = `CASE WHEN o.type = 'COUNT' THEN (l.count / (o.promotionSaleCount + o.promotionFreeCount)) * o.promotionFreeCount ELSE 0 END`;
  return {
    amount: rowsOf(sim, `SELECT p.paymentIdx, p.amount, ${lineSum} AS lines FROM payments p WHERE p.paymentIdx > ? AND p.amount <> ${lineSum}`, sinceIdx),
    lineAmount: rowsOf(sim, `SELECT l.* FROM payment_lines l LEFT JOIN promotions o ON o.promotionIdx = l.promotionIdx WHERE l.paymentIdx > ? AND (
        l.amount <> (l.count - COALESCE(${free}, 0)) * l.price OR l.price > l.listPrice
        OR (l.promotionType IS NULL AND (l.price <> l.listPrice OR l.promotionIdx IS NOT NULL))
        OR (l.promotionIdx IS NOT NULL AND l.promotionType <> o.type))`, sinceIdx),
    // A line names a promotion only where it applied: a 2+1 line of one unit is charged its price and tagged nothing.
    promotionTag: rowsOf(sim, `SELECT l.* FROM payment_lines l WHERE l.paymentIdx > ? AND (l.promotionIdx IS NOT NULL OR l.promotionType IS NOT NULL)
        AND l.amount >= l.count * l.listPrice`, sinceIdx),
    state: rowsOf(sim, `SELECT p.paymentIdx, p.state FROM payments p WHERE p.paymentIdx > ? AND (${APPROVED}) = (p.state = 'DECLINED')`, sinceIdx),
    approvedStock: rowsOf(sim, `SELECT l.paymentLineIdx, l.count, l.refundCount, ${moved('SALE')} AS sold, ${moved('REFUND')} AS returned
        FROM payment_lines l JOIN payments p USING (paymentIdx) WHERE p.paymentIdx > ? AND ${APPROVED} AND (-${moved('SALE')} <> l.count OR ${moved('REFUND')} <> l.refundCount)`, sinceIdx),
    declinedStock: rowsOf(sim, `SELECT t.transactionIdx FROM product_transactions t JOIN payments p USING (paymentIdx) WHERE p.paymentIdx > ? AND NOT ${APPROVED}`, sinceIdx),
    moments: rowsOf(sim, `SELECT t.transactionIdx, t.transactionCode, t.createdDate, p.approveAt, p.refundedAt FROM product_transactions t JOIN payments p USING (paymentIdx)
        WHERE p.paymentIdx > ? AND ((t.transactionCode = 'SALE' AND t.createdDate <> p.approveAt) OR (t.transactionCode = 'REFUND' AND (p.refundedAt IS NULL OR t.createdDate > p.refundedAt OR t.createdDate <= p.approveAt)))`, sinceIdx),
    refunds: rowsOf(sim, `SELECT p.paymentIdx, p.state, p.amount, p.refundAmount, p.refundedAt FROM payments p WHERE p.paymentIdx > ? AND (
        p.refundAmount <> ${refundSum} OR (p.refundAmount > 0) <> (p.refundedAt IS NOT NULL)
        OR (${APPROVED} AND p.state <> CASE WHEN p.refundAmount = 0 THEN 'PAID' WHEN p.refundAmount >= p.amount THEN 'REFUNDED' ELSE 'PARTIAL_REFUND' END))`, sinceIdx),
    points: rowsOf(sim, `SELECT p.paymentIdx, p.employeeUidIdx, p.amount, p.refundAmount,
        (SELECT SUM(g.point) FROM employee_point_logs g WHERE g.referenceIdx = p.paymentIdx AND g.reason = 'PURCHASE') AS spent,
        (SELECT SUM(g.point) FROM employee_point_logs g WHERE g.referenceIdx = p.paymentIdx AND g.reason = 'REFUND') AS returned
        FROM payments p WHERE p.paymentIdx > ? AND p.paymentMode = 99 AND ${APPROVED} AND (p.employeeUidIdx IS NULL
          OR COALESCE(spent, 0) <> -p.amount OR COALESCE(returned, 0) <> p.refundAmount)`, sinceIdx),
    pointsElsewhere: rowsOf(sim, `SELECT g.employeePointLogIdx FROM employee_point_logs g JOIN payments p ON p.paymentIdx = g.referenceIdx
        WHERE p.paymentIdx > ? AND (p.paymentMode <> 99 OR NOT ${APPROVED} OR p.employeeUidIdx <> g.employeeUidIdx)`, sinceIdx),
  };
}

/** Cards whose point is not the running sum of their log, or whose log entries do not add up in order. */
export function cardViolations(sim: SimApp): Record<string, unknown[]> {
  return {
    balance: rowsOf(sim, `SELECT e.employeeUidIdx, e.point, (SELECT SUM(g.point) FROM employee_point_logs g WHERE g.employeeUidIdx = e.employeeUidIdx) AS logged
        FROM employee_uids e WHERE e.point <> COALESCE(logged, 0)`),
    running: rowsOf(sim, `SELECT employeePointLogIdx FROM (SELECT employeePointLogIdx, balance,
        SUM(point) OVER (PARTITION BY employeeUidIdx ORDER BY createdDate, employeePointLogIdx) AS running FROM employee_point_logs) WHERE running <> balance`),
    negative: rowsOf(sim, 'SELECT employeePointLogIdx FROM employee_point_logs WHERE balance < 0'),
  };
}

export const NO_VIOLATIONS = (keys: Record<string, unknown[]>) => Object.fromEntries(Object.keys(keys).map((k) => [k, []]));
