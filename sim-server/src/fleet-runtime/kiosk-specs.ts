// The kiosks as the database has them: devices, their trays and the products on those trays,
// turned into the engine's KioskSpecs. A device starts cut off only when it is in the cut-off set
// (hand-cut links, and on a world's first run the devices seeded as OFFLINE). Each kiosk keeps the
// busyness its recent history shows, so live sales continue the seeded week at the same pace.
import { toWireDateTime } from '../clock';
import { UNSCOPED } from '../db/sql';
import type { Repositories } from '../db/repositories/index';
import { DAY_MS, kioskSpecsFromRows, minutesOf, trafficWeight, type CardSpec, type EmployeeSpec, type KioskSpec, type PendingRefund, type PromotionSpec } from '../fleet/index';
import { promotionSpec } from '../world/promotions';
import { wireToMs } from '../world/random';
import { scheduleOf } from '../db/repositories/restock-routes';

/** How far back a kiosk's customer sessions are counted. */
export const BUSYNESS_WINDOW_MS = 7 * DAY_MS;
const SLOT_MS = 15 * 60_000;

/** Every kiosk, or those of these devices (the ones that no longer exist are left out), as of simulated time `at`. */
export function loadKioskSpecs(repos: Repositories, cutOff: ReadonlySet<number>, at: number, only?: readonly number[]): KioskSpec[] {
  const inDefrost = repos.temperatures.inDefrost();
  const devices = (only === undefined ? repos.devices.all(UNSCOPED) : repos.devices.many(only)).map((d) => ({
    ...d,
    status: cutOff.has(d.deviceIdx) ? 'OFFLINE' : 'ONLINE',
    inDefrost: inDefrost.has(d.deviceIdx),
  }));
  const specs = kioskSpecsFromRows({
    devices,
    trays: repos.trays.all(only),
    mappings: repos.stock.onTrays(only),
    products: repos.products.all(),
    employees: repos.employeeUids.cards().map((c) => ({ ...c, enabled: true })),
    routes: repos.restockRoutes.all().map((r) => ({ divisionIdx: r.divisionIdx, sourceDivisionIdx: r.sourceDivisionIdx, ...scheduleOf(r) })),
  });
  const sessions = repos.doorOpens.customerSessionsBetween(toWireDateTime(at - BUSYNESS_WINDOW_MS), toWireDateTime(at), only);
  const created = new Map(devices.map((d) => [d.deviceIdx, wireToMs(d.createdDate)]));
  const refunds = plannedRefunds(repos, at, only);
  return specs.map((spec) => {
    const perDay = sessionsPerDay(sessions.get(spec.deviceIdx) ?? 0, Math.max(at - BUSYNESS_WINDOW_MS, created.get(spec.deviceIdx) ?? at), at);
    const pendingRefunds = refunds.get(spec.deviceIdx) ?? [];
    return { ...spec, ...(perDay === undefined ? {} : { sessionsPerDay: perDay }), ...(pendingRefunds.length > 0 ? { pendingRefunds } : {}) };
  });
}

/** Refunds the fleet planned and has not made, per device; one overdue (a long pause) is made now. */
function plannedRefunds(repos: Repositories, at: number, only?: readonly number[]): Map<number, PendingRefund[]> {
  const byDevice = new Map<number, PendingRefund[]>();
  for (const r of repos.payments.plannedRefunds(only)) {
    if (r.count <= 0) continue;
    const refund: PendingRefund = {
      at: Math.max(at, wireToMs(r.refundDueAt)), paymentAt: wireToMs(r.approveAt), productMappingIdx: r.productMappingIdx,
      count: r.count, amount: r.amount, employeeUidIdx: r.employeeUidIdx,
    };
    byDevice.set(r.deviceIdx, [...(byDevice.get(r.deviceIdx) ?? []), refund]);
  }
  return byDevice;
}

/** Every enabled card in use, with its division's time slots and reset policy. */
export function loadCardSpecs(repos: Repositories): CardSpec[] {
  return repos.employeeUids.cards().map((c) => ({
    employeeUidIdx: c.employeeUidIdx,
    point: c.point,
    slots: (JSON.parse(c.slots) as [string, string][]).map(([from, to]) => ({ from: minutesOf(from), to: minutesOf(to) })),
    reset: c.resetCycle === null ? null : { cycle: c.resetCycle, day: c.resetDay!, point: c.resetPoint! },
    since: wireToMs(c.createdDate),
  }));
}

/** The cards of each device's division, as the kiosks know them (every device, or these). */
export function loadEmployees(repos: Repositories, only?: readonly number[]): Map<number, EmployeeSpec[]> {
  const byDivision = new Map<number, EmployeeSpec[]>();
  for (const c of repos.employeeUids.cards()) byDivision.set(c.divisionIdx, [...(byDivision.get(c.divisionIdx) ?? []), { employeeUidIdx: c.employeeUidIdx, uid: c.uid }]);
  const devices = only === undefined ? repos.devices.all(UNSCOPED) : repos.devices.many(only);
  return new Map(devices.map((d) => [d.deviceIdx, byDivision.get(d.divisionIdx) ?? []]));
}

/** Every promotion, with its moments as epoch ms. */
export function loadPromotionSpecs(repos: Repositories): PromotionSpec[] {
  return repos.promotions.all().map(promotionSpec);
}

/**
 * Customer sessions on an average weekday that would have given `count` sessions in [from, to)
 * under the engine's traffic profile; undefined (the engine's own draw) without a day of history.
 */
export function sessionsPerDay(count: number, from: number, to: number): number | undefined {
  if (count === 0 || to - from < DAY_MS) return undefined;
  let weight = 0;
  for (let t = from; t < to; t += SLOT_MS) weight += trafficWeight(t + Math.min(SLOT_MS, to - t) / 2) * (Math.min(SLOT_MS, to - t) / DAY_MS);
  return weight > 0 ? Math.round((count / weight) * 10) / 10 : undefined;
}

/**
 * What makes a kiosk different to the engine, leaving out what changes as it runs (stock, expiry,
 * pace, planned refunds) and the cards that open it (told to the running kiosk instead).
 */
export function specKey(spec: KioskSpec): string {
  const { startOffline: _startOffline, sessionsPerDay: _pace, pendingRefunds: _refunds, employees: _employees, ...rest } = spec;
  return JSON.stringify({
    ...rest,
    trays: spec.trays.map((t) => ({ ...t, products: t.products.map(({ stock: _s, expiredDate: _e, ...p }) => p) })),
  });
}
