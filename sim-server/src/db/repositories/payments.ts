// Payments of kiosk sessions and their product lines. Spec §9: provider 'tc' approves with
// approveResult 1, every other provider with 0.
import type { z } from 'zod';
import type { hourSales, paymentLine } from '../../../../contract/index';
import type { Db } from '../open';
import { divisionScope, insertRow, type ScopeFilter } from '../sql';

/** A payments row as stored. */
export interface PaymentRow {
  paymentIdx: number;
  deviceIdx: number;
  /** 'tc' or another provider code. */
  provider: string;
  approveResult: number;
  /** PAID, DECLINED, REFUNDED … */
  state: string;
  /** 1 app, 2 credit card, 99 points. */
  paymentMode: number;
  amount: number;
  approveNo: string | null;
  approveAt: string;
  /** The employee whose points paid, if any. */
  employeeUidIdx: number | null;
}

/** A payment_lines row as stored. */
export type PaymentLineRow = z.infer<typeof paymentLine> & {
  paymentLineIdx: number;
  paymentIdx: number;
  productMappingIdx: number | null;
};

export type NewPayment = Omit<PaymentRow, 'paymentIdx' | 'employeeUidIdx'> & { employeeUidIdx?: number | null };
export type NewPaymentLine = Omit<PaymentLineRow, 'paymentLineIdx' | 'paymentIdx'>;
export type HourSales = z.infer<typeof hourSales>;

/** The approveResult that means approved for a provider (spec §9). */
export function approvedResult(provider: string): number {
  return provider.toLowerCase() === 'tc' ? 1 : 0;
}
/** The same rule in SQL, over `payments p`. */
export const APPROVED = `p.approveResult = CASE WHEN lower(p.provider) = 'tc' THEN 1 ELSE 0 END`;

const FROM = 'FROM payments p JOIN devices v ON v.deviceIdx = p.deviceIdx JOIN divisions d ON d.divisionIdx = v.divisionIdx';

export function paymentRepository(db: Db) {
  /** Approved payments in scope on one KST day (YYYY-MM-DD). */
  const approvedOn = (scope: ScopeFilter, day: string) => divisionScope(scope).add(APPROVED).dateRange('p.approveAt', day, day);
  return {
    /** A payment with its lines; answers its key. */
    insert(payment: NewPayment, lines: readonly NewPaymentLine[]): number {
      const paymentIdx = insertRow(db, 'payments', { employeeUidIdx: null, ...payment });
      for (const line of lines) insertRow(db, 'payment_lines', { ...line, paymentIdx });
      return paymentIdx;
    },
    /** Count and amount of the approved payments in scope on a day. */
    approvedTotals(scope: ScopeFilter, day: string): { count: number; amount: number } {
      const where = approvedOn(scope, day);
      return db.prepare(`SELECT COUNT(*) AS count, COALESCE(SUM(p.amount), 0) AS amount ${FROM} ${where}`).get(...where.params) as { count: number; amount: number };
    },
    /** The approved payments of a day by hour, all 24 hours. */
    approvedByHour(scope: ScopeFilter, day: string): HourSales[] {
      const where = approvedOn(scope, day);
      const rows = db
        .prepare(`SELECT CAST(substr(p.approveAt, 12, 2) AS INTEGER) AS hour, COUNT(*) AS count, SUM(p.amount) AS amount ${FROM} ${where} GROUP BY hour`)
        .all(...where.params) as HourSales[];
      const byHour = new Map(rows.map((r) => [r.hour, r]));
      return Array.from({ length: 24 }, (_, hour) => byHour.get(hour) ?? { hour, count: 0, amount: 0 });
    },
  };
}
export type PaymentRepository = ReturnType<typeof paymentRepository>;
