// The replenishment rule staff follow, shared by the seeded history (world/) and the running fleet
// (fleet/restock.ts), so a shelf is kept the same way before and after the reference date: each
// product has a par level worth the days until the next visit plus a day of safety, and a visit
// takes out what has expired, then fills up to par with a fresh batch.
import { addDays, DAY_MS, kstDate, kstDayStart, kstWeekday, MINUTE_MS } from './kst';

/** Items a paying customer takes on average (the seed's and the engine's basket: 0–3, mostly 1). */
export const ITEMS_PER_SESSION = 1.32;
/** A shelf holds at least this many of a product, sales or not. */
export const MIN_PAR = 3;
/** Cover beyond the next visit, for a busy day or a missed visit. */
export const SAFETY_DAYS = 1;
/** Share of scheduled visits that do not happen (staff absent, van late): the odd empty slot. */
export const MISSED_VISIT_RATE = 0.03;

/** When staff come: KST minutes of the day, and whether weekends are left out (an office site). */
export interface VisitSchedule {
  minutes: readonly number[];
  weekdaysOnly: boolean;
}

/**
 * The expiry date a shelf shows once a batch came in: the batch's when the shelf was empty, else
 * the earlier of the two, so the first units to expire are never hidden behind fresh ones. Every
 * stock-in follows it: a visit here, a stock save (db/repositories/stock.ts), the seeded stock book.
 */
export function batchExpiry(stock: number, current: string | null, batch: string | null): string | null {
  if (stock <= 0 || current === null) return batch;
  if (batch === null) return current;
  return batch < current ? batch : current;
}

/** Units a product sells a day on a device: its customers' items shared over the products it holds. */
export function dailyUnitsOf(sessionsPerDay: number, productCount: number): number {
  return (sessionsPerDay * ITEMS_PER_SESSION) / Math.max(1, productCount);
}

/** Days a full shelf must last: to the next visit (over a weekend when weekends are skipped) plus safety. */
export function coverDaysOf(schedule: Pick<VisitSchedule, 'weekdaysOnly'>): number {
  return (schedule.weekdaysOnly ? 3 : 1) + SAFETY_DAYS;
}

/**
 * Stock a visit fills a product up to: its sales over the cover (never longer than it keeps),
 * at least MIN_PAR, at most its share of the tray.
 */
export function parLevelOf(p: { dailyUnits: number; coverDays: number; shelfLifeDays: number; capacity: number }): number {
  const wanted = Math.ceil(p.dailyUnits * Math.min(p.coverDays, Math.max(1, p.shelfLifeDays)));
  return Math.max(1, Math.min(p.capacity, Math.max(MIN_PAR, wanted)));
}

/** A product on a shelf as a visit finds it. */
export interface ShelfState {
  stock: number;
  /** 'YYYY-MM-DD' or null. */
  expiredDate: string | null;
  parLevel: number;
  shelfLifeDays: number;
}

/** What one visit does to one product: units out (expired), units in, and the expiry it shows after. */
export interface RestockStep {
  discard: number;
  add: number;
  /** The fresh batch's expiry date (today + shelf life) when units go in. */
  batchExpiredDate: string | null;
  /** The mapping's expiry after the visit (batchExpiry: the earliest units' date). */
  expiredDate: string | null;
}

/**
 * Discard the units expired by `discardBefore` (default: today), then fill up to par (or add
 * `told` units when staff were told how many).
 */
export function restockPlan(p: ShelfState, today: string, told?: number, discardBefore = today): RestockStep {
  const discard = p.stock > 0 && p.expiredDate !== null && p.expiredDate < discardBefore ? p.stock : 0;
  const left = p.stock - discard;
  const add = told ?? Math.max(0, p.parLevel - left);
  const batchExpiredDate = add > 0 ? addDays(today, p.shelfLifeDays) : null;
  return { discard, add, batchExpiredDate, expiredDate: add > 0 ? batchExpiry(left, p.expiredDate, batchExpiredDate) : p.expiredDate };
}

/** Whether held stock (a warehouse's) may go on a shelf today: it keeps beyond today. */
export function usableAt(held: { stock: number; expiredDate: string | null }, today: string): boolean {
  return held.stock > 0 && (held.expiredDate === null || held.expiredDate > today);
}

/**
 * A supplier delivery to a warehouse row at `at`: units that would expire before the next delivery
 * are taken out (nobody could ship them), then the row is filled up to its par.
 */
export function deliveryPlan(row: ShelfState, at: number, schedule: VisitSchedule): RestockStep {
  return restockPlan(row, kstDate(at), undefined, addDays(kstDate(nextVisitAt(at, schedule)), 1));
}

/**
 * Whether a warehouse row is the product's only channel: the warehouse keeps it in stock (it has a
 * par its supplier's deliveries fill), so a van takes what the warehouse holds and no more. Units of
 * a row without a par (a one-off order) are used while they last, the supplier adding the rest.
 */
export function stocksOnly(held: { parLevel?: number | null } | undefined): boolean {
  return held?.parLevel != null;
}

/**
 * Units a van may take from a warehouse row for one shelf: what it holds, at most a fair share of
 * the row's par among the shelves it feeds, so a short product is shared out rather than going to
 * the first stops of the route only.
 */
export function vanShare(held: { stock: number; parLevel?: number | null }, shelvesFed: number): number {
  return held.parLevel == null ? held.stock : Math.min(held.stock, Math.ceil(held.parLevel / Math.max(1, shelvesFed)));
}

/** The latest scheduled visit after `lastMs` and at or before `untilMs`, or null when none is due. */
export function lastDueVisit(lastMs: number, untilMs: number, schedule: VisitSchedule): number | null {
  let due: number | null = null;
  for (let t = nextVisitAt(lastMs, schedule); t <= untilMs; t = nextVisitAt(t, schedule)) due = t;
  return due;
}

/** The first scheduled visit strictly after `afterMs`. */
export function nextVisitAt(afterMs: number, schedule: VisitSchedule): number {
  if (schedule.minutes.length === 0) throw new Error('a visit schedule needs at least one time of day');
  const minutes = [...schedule.minutes].sort((a, b) => a - b);
  for (let day = kstDayStart(afterMs); ; day += DAY_MS) {
    const weekday = kstWeekday(day);
    if (schedule.weekdaysOnly && (weekday === 0 || weekday === 6)) continue;
    const at = minutes.map((m) => day + Math.round(m * MINUTE_MS)).find((t) => t > afterMs);
    if (at !== undefined) return at;
  }
}
