// Statistics and AI reports, read from the same approved payment lines as the sales screens (net of
// refunds, by approval date in KST, in the caller's scope): report strings per day or month split
// by product, category or device; sales by hour; best and worst sellers; days of stock left.
import { REPORT_CELLS, api, figure } from '../../../contract/index';
import { toWireDate, toWireDateTime } from '../clock';
import type { GroupBy, Measure, ReportCell, SplitBy } from '../db/repositories/statistics';
import { pageOf } from '../db/sql';
import { DAY_MS, addDays } from '../fleet/kst';
import { inexactNumber, withRowsLeftOut } from '../http/answer-check';
import { fail } from '../failure';
import { defineHandlers, reply, withAsyncStep, type Handler, type RequestContext } from '../http/handler';
import { checkWindow } from './payment';
import { visibleCompany, visibleDevice, visibleDivision } from './visible';

/** Longest report string: a year and a day by day, ten years by month. */
const MAX_PERIODS: Record<GroupBy, number> = { DAY: 366, MONTH: 120 };
const PERIOD_UNITS = { DAY: { ko: '일', en: 'days' }, MONTH: { ko: '개월', en: 'months' } } as const satisfies Record<GroupBy, unknown>;
/** Default span ending today: a week of days, or half a year of months. */
const DEFAULT_SPAN: Record<GroupBy, number> = { DAY: 7, MONTH: 6 };
/** Ranks answer this many unless `size` says otherwise. */
const RANK_SIZE = 10;
/** inventory-days: the sales rate is that of the last 7 simulated days. */
const RATE_DAYS = 7;

interface Filters {
  companyIdx?: number;
  divisionIdx?: number;
  deviceIdx?: number;
  startDate?: string;
  endDate?: string;
  page?: number;
  size?: number;
}
interface Window {
  startDate: string;
  endDate: string;
}

/** A filter that names a record must name one the caller may see (else NOT_FOUND or NOT_AUTHORIZED). */
function checkFilters(ctx: RequestContext, body: Filters): void {
  checkWindow(body);
  // Reports read history: a deleted (archived) company, division or device is still theirs to show.
  if (body.companyIdx !== undefined) visibleCompany(ctx, body.companyIdx, true);
  if (body.divisionIdx !== undefined) visibleDivision(ctx, body.divisionIdx, true);
  if (body.deviceIdx !== undefined) visibleDevice(ctx, body.deviceIdx, true);
}

const monthIndex = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;
const monthStart = (index: number) => `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;

/**
 * The dates asked for, or the default span (DEFAULT_SPAN days or months) ending on the end date,
 * which is today (simulated, KST) unless given — or the start date, when that lies after today.
 */
function windowOf(ctx: RequestContext, body: Filters, groupBy: GroupBy): Window {
  const today = toWireDate(ctx.nowMs);
  const endDate = body.endDate ?? (body.startDate !== undefined && body.startDate > today ? body.startDate : today);
  const span = DEFAULT_SPAN[groupBy];
  const startDate = body.startDate ?? (groupBy === 'MONTH' ? monthStart(monthIndex(endDate) - span + 1) : addDays(endDate, 1 - span));
  return { startDate, endDate };
}

/** Every period of the window as a number, oldest first: YYYYMMDD per day, YYYYMM per month. */
function periodsOf(window: Window, groupBy: GroupBy): number[] {
  const count =
    groupBy === 'MONTH'
      ? monthIndex(window.endDate) - monthIndex(window.startDate) + 1
      : Math.round((Date.parse(`${window.endDate}T12:00:00Z`) - Date.parse(`${window.startDate}T12:00:00Z`)) / DAY_MS) + 1;
  if (count > MAX_PERIODS[groupBy]) fail.badInput('startDate', 'periodCap', { max: figure(MAX_PERIODS[groupBy]), count: figure(count), unit: PERIOD_UNITS[groupBy] });
  return Array.from({ length: count }, (_, i) =>
    Number((groupBy === 'MONTH' ? monthStart(monthIndex(window.startDate) + i).slice(0, 7) : addDays(window.startDate, i)).replaceAll('-', '')),
  );
}

/** Biggest first; equal ones by name, then key, so the same data always gives the same columns. */
function byValueDesc(a: { value: number; name: string; key: number | string }, b: { value: number; name: string; key: number | string }): number {
  if (a.value !== b.value) return b.value - a.value;
  if (a.name !== b.name) return a.name < b.name ? -1 : 1;
  return String(a.key) < String(b.key) ? -1 : String(a.key) > String(b.key) ? 1 : 0;
}

/**
 * The report table: a header (period, then total or the `top` biggest columns over the whole window
 * and others when any are left), and one row of numbers per period, zeros included.
 */
export function reportTable(cells: readonly ReportCell[], periods: readonly number[], splitBy: SplitBy, top: number): (string | number)[][] {
  const totals = new Map<number, number>();
  for (const c of cells) totals.set(c.period, (totals.get(c.period) ?? 0) + c.value);
  if (splitBy === 'TOTAL') return [[REPORT_CELLS.period, REPORT_CELLS.total], ...periods.map((p) => [p, totals.get(p) ?? 0])];
  const columns = new Map<number | string, { key: number | string; name: string; value: number }>();
  for (const c of cells) {
    const column = columns.get(c.key) ?? { key: c.key, name: c.name, value: 0 };
    column.value += c.value;
    columns.set(c.key, column);
  }
  const ranked = [...columns.values()].sort(byValueDesc);
  const shown = ranked.slice(0, top);
  const others = ranked.length > top;
  // Only the shown columns' cells are looked up; others are what is left of each period's total
  // (whole numbers, so exactly their sum) — a fleet split by device has 10,000 columns.
  const shownKeys = new Set(shown.map((c) => c.key));
  const at = new Map(cells.filter((c) => shownKeys.has(c.key)).map((c) => [`${c.period}|${c.key}`, c.value]));
  const header = [REPORT_CELLS.period, ...shown.map((c) => c.name), ...(others ? [REPORT_CELLS.others] : [])];
  const rows = periods.map((p) => {
    const values = shown.map((c) => at.get(`${p}|${c.key}`) ?? 0);
    const row: (string | number)[] = [p, ...values];
    if (others) row.push((totals.get(p) ?? 0) - values.reduce((sum, v) => sum + v, 0));
    return row;
  });
  return [header, ...rows];
}

// Each asks the report thread (db/report-thread.ts) in its asynchronous step, so a sum over a
// fleet's history never holds the server; the handler then lays out what it found.
const reportString = (measure: Measure): Handler<typeof api.statistics.saleCount> =>
  withAsyncStep(
    ({ body }, ctx) => {
      checkFilters(ctx, body);
      return ctx.reports.reportCells({ ...body, ...windowOf(ctx, body, body.groupBy) }, ctx.scope.filter, measure, body.groupBy, body.splitBy);
    },
    ({ body }, ctx, cells) => {
      const periods = periodsOf(windowOf(ctx, body, body.groupBy), body.groupBy);
      const [header, ...rows] = reportTable(cells, periods, body.splitBy, body.top);
      // A period whose sums are no longer exact (sales written before the catalog's bounds) is left out and noted.
      const leftOut = rows.flatMap((row) => {
        const problem = inexactNumber(row);
        return problem === null ? [] : [{ row, problem }];
      });
      const exact = leftOut.length === 0 ? rows : rows.filter((row) => inexactNumber(row) === null);
      const answer = reply.info(ctx, JSON.stringify([header!, ...exact]));
      return leftOut.length === 0 ? answer : withRowsLeftOut({ endpoint: ctx.endpoint, lang: ctx.lang, logError: ctx.options.logError }, answer, leftOut);
    },
  );

const byName = (a: { productName: string }, b: { productName: string }) => (a.productName < b.productName ? -1 : a.productName > b.productName ? 1 : 0);

/**
 * What the product rankings rank: the products on display, and the best sellers — the upper half
 * (rounded up) of the products that sold in the window, most units first. The worst sellers are the
 * products on display outside that half, so the two lists never share a product: over a device of
 * eight products they are its best four and its worst four, not the same eight in two orders.
 */
const productsOf = async ({ body }: { body: Filters }, ctx: RequestContext) => {
  checkFilters(ctx, body);
  const scope = ctx.scope.filter;
  const [displayed, totals] = await Promise.all([ctx.reports.displayed(body, scope), ctx.reports.productTotals({ ...body, ...windowOf(ctx, body, 'DAY') }, scope)]);
  const devices = new Map(displayed.map((d) => [d.productIdx, d.deviceCount]));
  const sold = totals
    .filter((p) => p.count > 0)
    .map((p) => ({ ...p, deviceCount: devices.get(p.productIdx) ?? 0 }))
    .sort((a, b) => b.count - a.count || b.amount - a.amount || byName(a, b) || a.productIdx - b.productIdx);
  return { displayed, totals, best: sold.slice(0, Math.ceil(sold.length / 2)) };
};

export const statisticsHandlers = defineHandlers(api.statistics, {
  saleCount: reportString('count'),
  saleAmount: reportString('amount'),
  saleProfit: reportString('profit'),

  aiHour: withAsyncStep(
    ({ body }, ctx) => {
      checkFilters(ctx, body);
      return ctx.reports.byHour({ ...body, ...windowOf(ctx, body, 'DAY') }, ctx.scope.filter);
    },
    (_input, ctx, hours) => reply.list(ctx, hours),
  ),

  /** The best sellers (productsOf): the upper half of the products that sold, most units first. */
  aiTop: withAsyncStep(productsOf, ({ body }, ctx, { best }) => reply.list(ctx, pageOf(best, { page: body.page, size: body.size ?? RANK_SIZE }), best.length)),

  /** Products on display but not among the best sellers, those that sold fewest units first (none sold included). */
  aiWorst: withAsyncStep(productsOf, ({ body }, ctx, { displayed, totals, best }) => {
    const sold = new Map(totals.map((p) => [p.productIdx, p]));
    const top = new Set(best.map((p) => p.productIdx));
    const ranked = displayed
      .filter((d) => !top.has(d.productIdx))
      .map((d) => ({ ...d, count: sold.get(d.productIdx)?.count ?? 0, amount: sold.get(d.productIdx)?.amount ?? 0 }))
      .sort((a, b) => a.count - b.count || a.amount - b.amount || byName(a, b) || a.productIdx - b.productIdx);
    return reply.list(ctx, pageOf(ranked, { page: body.page, size: body.size ?? RANK_SIZE }), ranked.length);
  }),

  /** One device's placements on its trays with the units each sold over the period (default the last week). */
  aiDisplay: withAsyncStep(
    ({ body }, ctx) => {
      checkFilters(ctx, body);
      return ctx.reports.displaySlots({ ...body, ...windowOf(ctx, body, 'DAY') }, ctx.scope.filter);
    },
    ({ body }, ctx, slots) => reply.list(ctx, pageOf(slots, body), slots.length),
  ),

  /** Stock on display per device and product at the last 7 days' rate; fewest days first, unsold last. */
  aiInventoryDays: withAsyncStep(
    ({ body }, ctx) => {
      checkFilters(ctx, body);
      const since = toWireDateTime(ctx.nowMs - RATE_DAYS * DAY_MS);
      return ctx.reports.inventoryDays(body, ctx.scope.filter, since, ctx.now, RATE_DAYS, body);
    },
    (_input, ctx, { list, totalCount }) => reply.list(ctx, list, totalCount),
  ),
});
