// Sales periods and figures (pure): the month or day view and its default period, salesIdx (YYYYMM
// for a month, YYYYMMDD for a day) and the period it names, totals, and the chart's data — net
// amount as bars, payment count as a line, one point per period (or per device).
import dayjs, { type Dayjs } from 'dayjs';
import { WIRE_DATE_FORMAT } from '@contract/constants';
import { backendToday } from '../../core/backendClock';
import type { RevenueRow } from './store';
import { writeOrgSelection, type OrgSelection } from '../../ui/orgSelection';
import { paths } from '../../core/paths';

export const SALES_PATH = paths.sales();
export const SALES_VIEWS = ['month', 'day'] as const;
export type SalesView = (typeof SALES_VIEWS)[number];

/** Months shown by default in the month view (this one included), days in the day view. */
export const DEFAULT_MONTHS = 6;
export const DEFAULT_DAYS = 30;

export interface Period {
  startDate: string;
  endDate: string;
}

/**
 * The period picked, else the last DEFAULT_MONTHS months (from the 1st) or DEFAULT_DAYS days, up to
 * today (the back end's KST day).
 */
export function salesPeriod(view: SalesView, picked: Partial<Period>, today: Dayjs = backendToday()): Period {
  if (picked.startDate && picked.endDate) return { startDate: picked.startDate, endDate: picked.endDate };
  const start = view === 'month' ? today.subtract(DEFAULT_MONTHS - 1, 'month').startOf('month') : today.subtract(DEFAULT_DAYS - 1, 'day');
  return { startDate: start.format(WIRE_DATE_FORMAT), endDate: today.format(WIRE_DATE_FORMAT) };
}

/** Whole months from the first one's 1st to the last one's last day. */
export function monthSpan(first: Date, last: Date): Period {
  return { startDate: dayjs(first).startOf('month').format(WIRE_DATE_FORMAT), endDate: dayjs(last).endOf('month').format(WIRE_DATE_FORMAT) };
}

export type SalesPeriod = Period & { kind: SalesView; label: string };

/** The period a salesIdx names: 202611 ⇒ November 2026, 20261120 ⇒ that day; null for anything else. */
export function periodOfSalesIdx(salesIdx: string | number): SalesPeriod | null {
  const text = String(salesIdx);
  if (/^\d{6}$/.test(text)) {
    const month = dayjs(`${text.slice(0, 4)}-${text.slice(4)}-01`);
    if (!month.isValid() || month.format('YYYYMM') !== text) return null;
    return { kind: 'month', label: month.format('YYYY-MM'), startDate: month.format(WIRE_DATE_FORMAT), endDate: month.endOf('month').format(WIRE_DATE_FORMAT) };
  }
  if (/^\d{8}$/.test(text)) {
    const day = dayjs(`${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6)}`);
    if (!day.isValid() || day.format('YYYYMMDD') !== text) return null;
    const date = day.format(WIRE_DATE_FORMAT);
    return { kind: 'day', label: date, startDate: date, endDate: date };
  }
  return null;
}

/** A period's screen keeps the scope: the org selection, and the device of a per-device row. */
export function salesDetailPath(row: Pick<RevenueRow, 'salesIdx' | 'deviceIdx'>, org: OrgSelection): string {
  const search = writeOrgSelection(new URLSearchParams(), row.deviceIdx !== null ? { ...org, deviceIdx: row.deviceIdx } : org).toString();
  return `${paths.salesDetail(row.salesIdx)}${search ? `?${search}` : ''}`;
}

export interface RevenueTotals {
  paymentCount: number;
  totalAmount: number;
  refundAmount: number;
  netAmount: number;
}

export function revenueTotals(rows: readonly RevenueRow[]): RevenueTotals {
  return rows.reduce(
    (sum, row) => ({
      paymentCount: sum.paymentCount + row.paymentCount,
      totalAmount: sum.totalAmount + row.totalAmount,
      refundAmount: sum.refundAmount + row.refundAmount,
      netAmount: sum.netAmount + row.netAmount,
    }),
    { paymentCount: 0, totalAmount: 0, refundAmount: 0, netAmount: 0 },
  );
}

export interface RevenueChartData {
  labels: string[];
  datasets: Array<{
    type: 'bar' | 'line';
    label: string;
    data: number[];
    yAxisID: 'amount' | 'count';
    backgroundColor: string;
    borderColor: string;
    borderWidth?: number;
    tension?: number;
    order: number;
  }>;
}

/**
 * One point per key (a period, or a device), summed over the rows that share it (a period's
 * devices), in key order.
 */
export function revenueChartData(
  rows: readonly RevenueRow[],
  keyOf: (row: RevenueRow) => string,
  words: { amount: string; count: string },
): RevenueChartData {
  const sums = new Map<string, { net: number; count: number }>();
  for (const row of rows) {
    const key = keyOf(row);
    const sum = sums.get(key) ?? { net: 0, count: 0 };
    sums.set(key, { net: sum.net + row.netAmount, count: sum.count + row.paymentCount });
  }
  const keys = [...sums.keys()].sort();
  return {
    labels: keys,
    datasets: [
      { type: 'bar', label: words.amount, data: keys.map((k) => sums.get(k)!.net), yAxisID: 'amount', backgroundColor: 'rgba(37, 99, 235, 0.7)', borderColor: '#2563eb', order: 2 },
      { type: 'line', label: words.count, data: keys.map((k) => sums.get(k)!.count), yAxisID: 'count', backgroundColor: '#ea580c', borderColor: '#ea580c', borderWidth: 2, tension: 0.3, order: 1 },
    ],
  };
}
