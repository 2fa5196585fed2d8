// The sales reports (revenue, product sales, the payment list's keyword search, report cells, hours,
// product totals, days of stock left, displayed products) are SQL over the tables. These tests hold
// them to a naive recomputation in plain TypeScript over every row of a small world, after the fleet
// sold and refunded, for every split, measure, filter, scope and page: what a report should say,
// worked out another way than the code that says it.
import { beforeAll, describe, expect, it } from 'vitest';
import type { SimApp } from '../../sim-server/src/app';
import type { DeviceFilter } from '../../sim-server/src/db/repositories/device-scope';
import type { PaymentQuery, PaymentRow, ProductSaleQuery } from '../../sim-server/src/db/repositories/payments';
import type { GroupBy, Measure, SplitBy } from '../../sim-server/src/db/repositories/statistics';
import { SALES_DAYS_FILL } from '../../sim-server/src/db/sales-days';
import { UNSCOPED, type ScopeFilter } from '../../sim-server/src/db/sql';
import { scopes, sharedSim, step } from './support';

const DAY = 24 * 60 * 60_000;
/** Lower case as SQLite's lower() makes it: ASCII letters only. */
const lower = (text: string) => text.replace(/[A-Z]/g, (c) => c.toLowerCase());
const holds = (text: string | null, keyword: string) => text !== null && lower(text).includes(lower(keyword));
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + DAY).toISOString().slice(0, 10);

interface Device { deviceIdx: number; deviceName: string; serialNumber: string; divisionIdx: number; companyIdx: number; divisionName: string }
interface Line { paymentLineIdx: number; paymentIdx: number; productMappingIdx: number | null; productIdx: number; productName: string; count: number; refundCount: number; amount: number; refundAmount: number; promotionType: string | null }
interface Product { productIdx: number; productName: string; category: string | null; cost: number; shelfLifeDays: number }
interface Placement { productMappingIdx: number; deviceIdx: number | null; productIdx: number; trayIdx: number | null; removedDate: string | null; stock: number }

/** A product keeps outside a fridge when its shelf life is at least 180 days; one no longer on record counts as ambient. */
const classOf = (p: Product | undefined) => (p !== undefined && p.shelfLifeDays < 180 ? 'CHILLED' : 'AMBIENT');

/** Every row the reports read, and the rules they follow, in plain TypeScript. */
function worldOf(sim: SimApp) {
  const db = sim.db!;
  const all = <T>(sql: string) => db.prepare(sql).all() as T[];
  const devices = new Map(all<Device>('SELECT v.deviceIdx, v.deviceName, v.serialNumber, v.divisionIdx, d.companyIdx, d.divisionName FROM devices v JOIN divisions d USING (divisionIdx)').map((d) => [d.deviceIdx, d]));
  const products = new Map(all<Product>('SELECT productIdx, productName, category, cost, shelfLifeDays FROM products').map((p) => [p.productIdx, p]));
  const payments = new Map(all<PaymentRow>('SELECT * FROM payments').map((p) => [p.paymentIdx, p]));
  const lines = all<Line>('SELECT * FROM payment_lines ORDER BY paymentLineIdx');
  const placements = all<Placement>('SELECT * FROM product_mappings');
  const approved = (p: PaymentRow) => p.approveResult === (p.provider.toLowerCase() === 'tc' ? 1 : 0);
  const inScope = (d: Device, scope: ScopeFilter) => (!scope.companyIdxs || scope.companyIdxs.includes(d.companyIdx)) && (!scope.divisionIdxs || scope.divisionIdxs.includes(d.divisionIdx));
  /** The common filters of a device-owned row: scope, organisation, window, keyword (on the device and `also`). */
  const passes = (q: DeviceFilter, scope: ScopeFilter, d: Device | undefined, at: string | null, also: (string | null)[] = []) => {
    if (!d || !inScope(d, scope)) return false;
    if (q.companyIdx !== undefined && d.companyIdx !== q.companyIdx) return false;
    if (q.divisionIdx !== undefined && d.divisionIdx !== q.divisionIdx) return false;
    if (q.deviceIdx !== undefined && d.deviceIdx !== q.deviceIdx) return false;
    if (q.startDate && (at === null || at < q.startDate)) return false;
    if (q.endDate && (at === null || at >= nextDay(q.endDate))) return false;
    const k = q.keyword?.trim();
    return !k || [d.deviceName, d.serialNumber, ...also].some((text) => holds(text, k));
  };
  /** Lines of approved payments passing the filters (the keyword also on the line's name), with their payment and device. */
  const sold = (q: DeviceFilter, scope: ScopeFilter) =>
    lines.flatMap((l) => {
      const p = payments.get(l.paymentIdx);
      if (!p || !approved(p)) return [];
      const d = devices.get(p.deviceIdx);
      return passes(q, scope, d, p.approveAt, [l.productName]) ? [{ l, p, d: d! }] : [];
    });
  return { devices, products, payments, lines, placements, approved, passes, sold };
}
type World = ReturnType<typeof worldOf>;

/** Sums into groups by key, keeping the first row's fields. */
function groupSum<T extends Record<string, unknown>>(rows: T[], key: (row: T) => string, sums: (keyof T)[]): T[] {
  const groups = new Map<string, T>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k);
    if (!group) groups.set(k, { ...row });
    else for (const s of sums) (group[s] as number) += row[s] as number;
  }
  return [...groups.values()];
}

describe('the sales reports', () => {
  const sim = sharedSim({ fleet: { engine: { refundRate: 0.2 } } });
  let w: World;
  let filters: DeviceFilter[];
  let scopeList: ScopeFilter[];

  beforeAll(async () => {
    for (let i = 0; i < 3; i++) await step(sim(), DAY / 2); // the fleet sells, and refunds its own sales hours later
    w = worldOf(sim());
    const s = scopes(sim());
    const first = [...w.devices.values()][0]!;
    const product = w.lines.at(-1)!.productName;
    filters = [
      {},
      { startDate: '2026-11-20', endDate: '2026-11-23' },
      { keyword: product.slice(0, 2) },
      { keyword: ` ${first.deviceName.slice(-3)} ` },
      { keyword: first.serialNumber.slice(-4).toLowerCase() },
      { companyIdx: 1, startDate: '2026-11-22' },
      { divisionIdx: s.own },
      { deviceIdx: first.deviceIdx, endDate: '2026-11-22' },
    ];
    scopeList = [UNSCOPED, { companyIdxs: [1], divisionIdxs: null }, { companyIdxs: null, divisionIdxs: s.managed }];
  }, 120_000);

  it('saw the fleet refund some of its sales', () => {
    expect([...w.payments.values()].some((p) => p.refundAmount > 0 && p.approveAt > '2026-11-22')).toBe(true);
  });

  it('keeps the sales per device and day by its triggers as summing them afresh makes them', () => {
    const db = sim().db!;
    const rows = () => db.prepare('SELECT * FROM sales_days ORDER BY deviceIdx, day').all();
    const kept = rows();
    let summed: unknown[] = [];
    const refill = db.transaction(() => {
      db.exec(SALES_DAYS_FILL);
      summed = rows();
      throw new Error('roll back');
    });
    expect(() => refill()).toThrow('roll back');
    expect(kept.length).toBeGreaterThan(0);
    expect(kept).toEqual(summed);
  });

  it('sums revenue per month and day, with and without devices, newest first, for every filter, scope and page', () => {
    for (const scope of scopeList) {
      for (const q of filters) {
        for (const period of ['month', 'day'] as const) {
          for (const groupByDevice of [false, true]) {
            const paid = [...w.payments.values()].filter((p) => w.approved(p) && w.passes(q, scope, w.devices.get(p.deviceIdx), p.approveAt));
            const rows = paid.map((p) => {
              const d = w.devices.get(p.deviceIdx)!;
              const text = p.approveAt.slice(0, period === 'month' ? 7 : 10);
              return {
                salesIdx: Number(text.replaceAll('-', '')), period: text,
                deviceIdx: groupByDevice ? d.deviceIdx : null, deviceName: groupByDevice ? d.deviceName : null, divisionName: groupByDevice ? d.divisionName : null,
                paymentCount: 1, totalAmount: p.amount, refundAmount: p.refundAmount,
              };
            });
            const expected = groupSum(rows, (r) => `${r.period}|${r.deviceIdx}`, ['paymentCount', 'totalAmount', 'refundAmount'])
              .map((r) => ({ ...r, netAmount: r.totalAmount - r.refundAmount }))
              .sort((a, b) => byText(b.period, a.period) || byText(a.deviceName ?? '', b.deviceName ?? '') || (a.deviceIdx ?? 0) - (b.deviceIdx ?? 0));
            expect(sim().repos!.payments.revenue({ ...q, groupByDevice }, scope, period)).toEqual({ list: expected, totalCount: expected.length });
            for (const page of [2, Math.ceil(expected.length / 3) + 1]) {
              expect(sim().repos!.payments.revenue({ ...q, groupByDevice, page, size: 3 }, scope, period)).toEqual({ list: expected.slice((page - 1) * 3, page * 3), totalCount: expected.length });
            }
          }
        }
      }
    }
  });

  it('lists the product lines sold, net of refunds, newest first, first, middle and last pages, with every filter', () => {
    const promotion = w.lines.find((l) => l.promotionType)!.promotionType as ProductSaleQuery['promotionType'];
    const queries: ProductSaleQuery[] = [...filters, { promotionType: promotion }, { productIdx: w.lines[0]!.productIdx, startDate: '2026-11-21' }];
    for (const scope of scopeList) {
      for (const q of queries) {
        const expected = w
          .sold(q, scope)
          .filter(({ l }) => (!q.promotionType || l.promotionType === q.promotionType) && (q.productIdx === undefined || l.productIdx === q.productIdx))
          .sort((a, b) => byText(b.p.approveAt, a.p.approveAt) || b.p.paymentIdx - a.p.paymentIdx || a.l.paymentLineIdx - b.l.paymentLineIdx)
          .map(({ l, p }) => ({ paymentIdx: p.paymentIdx, productIdx: l.productIdx, productCount: l.count - l.refundCount, amount: l.amount - l.refundAmount, approveAt: p.approveAt }));
        const size = 7;
        const last = Math.max(1, Math.ceil(expected.length / size));
        for (const page of new Set([1, Math.ceil(last / 2), last, last + 1])) {
          const got = sim().repos!.payments.productSales({ ...q, page, size }, scope);
          expect(got.totalCount).toBe(expected.length);
          expect(got.list.map(({ paymentIdx, productIdx, productCount, amount, approveAt }) => ({ paymentIdx, productIdx, productCount, amount, approveAt }))).toEqual(
            expected.slice((page - 1) * size, page * size),
          );
        }
      }
    }
  });

  it('finds the payment list’s keyword in a device, in a payment’s product names joined by spaces or on its receipt (approval or payment number), with every filter and sort', () => {
    const twoLines = [...w.payments.keys()].find((key) => w.lines.filter((l) => l.paymentIdx === key).length === 2)!;
    const [first, second] = w.lines.filter((l) => l.paymentIdx === twoLines);
    const spanning = `${first!.productName.slice(-2)} ${second!.productName.slice(0, 2)}`;
    // A receipt's numbers too: an approval number (whole, as text) and a payment number ('#9551').
    const withApproval = [...w.payments.values()].find((p) => p.approveNo)!;
    const keywords = [...filters.filter((f) => f.keyword).map((f) => f.keyword!), spanning, withApproval.approveNo!, `#${twoLines}`];
    const onReceipt = (p: PaymentRow, k: string) => p.approveNo === k || (/^#?\d{1,15}$/.test(k) && p.paymentIdx === Number(k.replace('#', '')));
    const namesOf = new Map<number, string[]>();
    for (const l of w.lines) namesOf.set(l.paymentIdx, [...(namesOf.get(l.paymentIdx) ?? []), l.productName]);
    for (const scope of scopeList) {
      for (const keyword of keywords) {
        const variants: PaymentQuery[] = [{}, { startDate: '2026-11-21', endDate: '2026-11-22' }, { state: 'PAID' }, { approved: false }, { sortField: 'amount' }, { sortField: 'deviceName', sortOrder: 'desc' }];
        for (const variant of variants) {
          const q: PaymentQuery = { keyword, ...variant };
          const dir = q.sortOrder === 'desc' ? -1 : 1;
          const expected = [...w.payments.values()]
            .filter(
              (p) =>
                w.passes(q, scope, w.devices.get(p.deviceIdx), p.approveAt, [(namesOf.get(p.paymentIdx) ?? []).join(' ')]) ||
                (w.passes({ ...q, keyword: undefined }, scope, w.devices.get(p.deviceIdx), p.approveAt) && onReceipt(p, keyword)),
            )
            .filter((p) => (!q.state || p.state === q.state) && (q.approved === undefined || w.approved(p) === q.approved))
            .sort((a, b) =>
              (q.sortField === 'amount' ? b.amount - a.amount : q.sortField === 'deviceName' ? dir * byText(w.devices.get(a.deviceIdx)!.deviceName, w.devices.get(b.deviceIdx)!.deviceName) : 0) ||
              byText(b.approveAt, a.approveAt) || b.paymentIdx - a.paymentIdx)
            .map((p) => p.paymentIdx);
          const size = 9;
          const last = Math.max(1, Math.ceil(expected.length / size));
          for (const page of new Set([1, 2, last])) {
            const got = sim().repos!.payments.list({ ...q, page, size }, scope);
            expect({ q, page, total: got.totalCount, keys: got.list.map((p) => p.paymentIdx) }).toEqual({ q, page, total: expected.length, keys: expected.slice((page - 1) * size, page * size) });
          }
        }
      }
    }
  });

  it('sums the report cells per period and split, the hours and the product totals', () => {
    const window = { startDate: '2026-11-01', endDate: '2026-11-23' };
    for (const scope of scopeList) {
      for (const filter of filters) {
        const q = { ...window, ...filter };
        const lines = w.sold(q, scope);
        const units = ({ l }: (typeof lines)[number]) => l.count - l.refundCount;
        const net = ({ l }: (typeof lines)[number]) => l.amount - l.refundAmount;
        const measures: Record<Measure, (x: (typeof lines)[number]) => number> = {
          count: units, amount: net, profit: (x) => net(x) - units(x) * (w.products.get(x.l.productIdx)?.cost ?? 0),
        };
        const category = (productIdx: number) => w.products.get(productIdx)?.category || '-';
        const splits: Record<SplitBy, (x: (typeof lines)[number]) => { key: number | string; name: string }> = {
          TOTAL: () => ({ key: '', name: '' }),
          PRODUCT: ({ l }) => ({ key: l.productIdx, name: w.products.get(l.productIdx)?.productName ?? l.productName }),
          CATEGORY: ({ l }) => ({ key: category(l.productIdx), name: category(l.productIdx) }),
          DEVICE: ({ d }) => ({ key: d.deviceIdx, name: `${d.divisionName} ${d.deviceName}` }),
        };
        for (const measure of ['count', 'amount', 'profit'] as Measure[]) {
          for (const groupBy of ['DAY', 'MONTH'] as GroupBy[]) {
            for (const splitBy of ['TOTAL', 'PRODUCT', 'CATEGORY', 'DEVICE'] as SplitBy[]) {
              const cells = lines.map((x) => ({ period: Number(x.p.approveAt.slice(0, groupBy === 'MONTH' ? 7 : 10).replaceAll('-', '')), ...splits[splitBy](x), value: measures[measure](x) }));
              const expected = groupSum(cells, (c) => `${c.period}|${c.key}`, ['value']).sort((a, b) => a.period - b.period || byText(String(a.key), String(b.key)));
              const got = sim().repos!.statistics.reportCells(q, scope, measure, groupBy, splitBy).sort((a, b) => a.period - b.period || byText(String(a.key), String(b.key)));
              expect(got).toEqual(expected);
            }
          }
        }
        const hours = Array.from({ length: 24 }, (_, hour) => ({ hour, count: 0, amount: 0 }));
        for (const x of lines) {
          const hour = hours[Number(x.p.approveAt.slice(11, 13))]!;
          hour.count += units(x);
          hour.amount += net(x);
        }
        expect(sim().repos!.statistics.byHour(q, scope)).toEqual(hours);
        const totals = groupSum(
          lines.map((x) => ({
            productIdx: x.l.productIdx, productName: w.products.get(x.l.productIdx)?.productName ?? x.l.productName, category: w.products.get(x.l.productIdx)?.category ?? '',
            temperatureClass: classOf(w.products.get(x.l.productIdx)), count: units(x), amount: net(x),
          })),
          (t) => String(t.productIdx),
          ['count', 'amount'],
        ).sort((a, b) => a.productIdx - b.productIdx);
        expect(sim().repos!.statistics.productTotals(q, scope)).toEqual(totals);
      }
    }
  });

  it('ranks the days of stock left on display and counts the devices showing each product', () => {
    const since = '2026-11-16 12:00:00';
    const until = '2026-11-23 12:00:00';
    for (const scope of scopeList) {
      for (const filter of filters) {
        const q = { ...filter, startDate: undefined, endDate: undefined };
        const shown = w.placements.filter((m) => m.trayIdx !== null && m.removedDate === null && w.products.has(m.productIdx) &&
          w.passes(q, scope, m.deviceIdx === null ? undefined : w.devices.get(m.deviceIdx), null, [w.products.get(m.productIdx)!.productName]));
        // Sales count the scope and organisation filters only, over (since, until].
        const units = new Map<string, number>();
        for (const { l, p } of w.sold({}, scope)) {
          if (p.approveAt > since && p.approveAt <= until) units.set(`${p.deviceIdx}|${l.productIdx}`, (units.get(`${p.deviceIdx}|${l.productIdx}`) ?? 0) + l.count - l.refundCount);
        }
        const rows = groupSum(shown.map((m) => ({ deviceIdx: m.deviceIdx!, productIdx: m.productIdx, stock: m.stock })), (r) => `${r.deviceIdx}|${r.productIdx}`, ['stock']);
        const expected = rows
          .map((r) => {
            const d = w.devices.get(r.deviceIdx)!;
            const sold = units.get(`${r.deviceIdx}|${r.productIdx}`) ?? 0;
            return {
              deviceIdx: r.deviceIdx, deviceName: d.deviceName, divisionName: d.divisionName, productIdx: r.productIdx, productName: w.products.get(r.productIdx)!.productName, stock: r.stock,
              dailySales: Math.round((sold * 100) / 7) / 100, days: sold > 0 ? Math.round((r.stock * 7 * 10) / sold) / 10 : null,
            };
          })
          .sort((a, b) => (a.days ?? Infinity) - (b.days ?? Infinity) || b.dailySales - a.dailySales || byText(a.deviceName, b.deviceName) ||
            byText(a.productName, b.productName) || a.deviceIdx - b.deviceIdx || a.productIdx - b.productIdx);
        const size = 6;
        const last = Math.max(1, Math.ceil(expected.length / size));
        for (const page of new Set([1, Math.ceil(last / 2), last])) {
          expect(sim().repos!.statistics.inventoryDays(q, scope, since, until, 7, { page, size })).toEqual({ list: expected.slice((page - 1) * size, page * size), totalCount: expected.length });
        }
        const devicesShowing = new Map<number, Set<number>>();
        for (const m of shown) devicesShowing.set(m.productIdx, (devicesShowing.get(m.productIdx) ?? new Set()).add(m.deviceIdx!));
        const displayed = [...devicesShowing].sort(([a], [b]) => a - b).map(([productIdx, set]) => ({
          productIdx, productName: w.products.get(productIdx)!.productName, category: w.products.get(productIdx)!.category, temperatureClass: classOf(w.products.get(productIdx)), deviceCount: set.size,
        }));
        expect(sim().repos!.statistics.displayed(q, scope)).toEqual(displayed);
      }
    }
  });

  it('shows each placement on a device’s trays with the units taken from that tray, in tray order, for every device, scope and window', () => {
    const trays = new Map((sim().db!.prepare('SELECT trayIdx, trayNo, trayName, setTemperature FROM trays').all() as { trayIdx: number; trayNo: number; trayName: string; setTemperature: number | null }[]).map((t) => [t.trayIdx, t]));
    let units = 0;
    for (const scope of scopeList) {
      for (const device of w.devices.values()) {
        for (const window of [{}, { startDate: '2026-11-20', endDate: '2026-11-23' }]) {
          const q = { deviceIdx: device.deviceIdx, ...window };
          const byMapping = new Map<number, { count: number; amount: number }>();
          for (const { l } of w.sold(q, scope)) {
            if (l.productMappingIdx === null) continue;
            const sum = byMapping.get(l.productMappingIdx) ?? { count: 0, amount: 0 };
            byMapping.set(l.productMappingIdx, { count: sum.count + l.count - l.refundCount, amount: sum.amount + l.amount - l.refundAmount });
          }
          const expected = w.placements
            .filter((m) => m.deviceIdx === device.deviceIdx && m.trayIdx !== null && m.removedDate === null && w.products.has(m.productIdx) && w.passes({ deviceIdx: device.deviceIdx }, scope, device, null))
            .map((m) => {
              const tray = trays.get(m.trayIdx!)!;
              const product = w.products.get(m.productIdx)!;
              return {
                productMappingIdx: m.productMappingIdx, productIdx: m.productIdx, productName: product.productName, category: product.category, temperatureClass: classOf(product),
                trayIdx: m.trayIdx, trayNo: tray.trayNo, trayName: tray.trayName, setTemperature: tray.setTemperature, stock: m.stock, ...(byMapping.get(m.productMappingIdx) ?? { count: 0, amount: 0 }),
              };
            })
            .sort((a, b) => a.trayNo - b.trayNo || a.productMappingIdx - b.productMappingIdx);
          expect(sim().repos!.statistics.displaySlots(q, scope)).toEqual(expected);
          units += expected.reduce((sum, r) => sum + r.count, 0);
        }
      }
    }
    expect(units).toBeGreaterThan(0);
  });
});
