// The world's fidelity (docs/world.md): how stocked the shelves look on a fresh world and after
// simulated weeks, measured at the clock's moment as an operator would see it.
//   npx tsx scripts/world-fidelity.ts [demo|training] [weeks, default 1]
// The API tests check the same figures (tests/api/world-stock.test.ts).
import request from 'supertest';
import { API_BASE } from '../contract/index';
import { createSimApp, type SimApp } from '../sim-server/src/app';
import { demoAccount } from '../sim-server/src/world/demo-accounts';

/** The demo partner's company, whose screens a demo shows first. */
const DEMO_COMPANY = 1;
const WEEK_MS = 7 * 24 * 3_600_000;

export interface StockFidelity {
  /** The simulated moment measured ('YYYY-MM-DD HH:mm:ss', KST). */
  clock: string;
  /** Products on the trays of devices in use, and those with no stock. */
  slots: number;
  emptySlots: number;
  /** On-tray products still holding units past their expiry date. */
  expiredOnShelf: number;
  /** Replenishment report rows (device × product) and those sold out or lasting under a day at the week's pace. */
  reportRows: number;
  underOneDay: number;
  /** Units held by warehouses. */
  warehouseUnits: number;
  /** In the demo company: empty slots, products expiring today or tomorrow, rows in stock below 30 % of par. */
  demo: { emptySlots: number; expiringSoon: number; lowStock: number };
}

export async function stockFidelity(sim: SimApp): Promise<StockFidelity> {
  const db = sim.db!;
  const clock = sim.fleet!.clockState().nowText;
  const today = clock.slice(0, 10);
  const tomorrow = new Date(Date.parse(`${today}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const onTrays = `FROM product_mappings m JOIN devices v ON v.deviceIdx = m.deviceIdx JOIN divisions d ON d.divisionIdx = m.divisionIdx
    WHERE m.trayIdx IS NOT NULL AND m.removedDate IS NULL AND v.archivedDate IS NULL`;
  const one = (sql: string, ...params: unknown[]) => db.prepare(sql).get(...params) as Record<string, number>;
  const slots = one(`SELECT COUNT(*) n, COALESCE(SUM(m.stock = 0), 0) empty, COALESCE(SUM(m.stock > 0 AND m.expiredDate < ?), 0) expired ${onTrays}`, today);
  const demo = one(`SELECT COALESCE(SUM(m.stock = 0), 0) empty,
      COALESCE(SUM(m.stock > 0 AND m.expiredDate BETWEEN ? AND ?), 0) soon,
      COALESCE(SUM(m.stock > 0 AND m.stock < 0.3 * m.parLevel), 0) low
    ${onTrays} AND d.companyIdx = ?`, today, tomorrow, DEMO_COMPANY);
  const warehouse = one(`SELECT COALESCE(SUM(m.stock), 0) units FROM product_mappings m JOIN divisions d USING (divisionIdx)
    WHERE d.divisionType = 'WAREHOUSE' AND m.deviceIdx IS NULL AND m.removedDate IS NULL`);
  const rows = await reportRows(sim);
  return {
    clock,
    slots: slots.n!, emptySlots: slots.empty!, expiredOnShelf: slots.expired!,
    reportRows: rows.length,
    underOneDay: rows.filter((r) => r.stock <= 0 || (r.days !== null && r.days < 1)).length,
    warehouseUnits: warehouse.units!,
    demo: { emptySlots: demo.empty!, expiringSoon: demo.soon!, lowStock: demo.low! },
  };
}

/** Every row of the replenishment report (inventory days), as the admin sees it. */
async function reportRows(sim: SimApp): Promise<{ stock: number; days: number | null }[]> {
  const login = await request(sim.app).post(`${API_BASE}/auth/login`).send({ userId: 'admin', password: demoAccount('admin').password });
  const rows: { stock: number; days: number | null }[] = [];
  for (let page = 1; ; page++) {
    const res = await request(sim.app).post(`${API_BASE}/statistics/ai-report/inventory-days`).set('Authorization', `Bearer ${login.body.accessToken}`).send({ page, size: 1000 });
    rows.push(...res.body.data.list);
    if (res.body.data.list.length < 1000) return rows;
  }
}

export function describeFidelity(f: StockFidelity): string {
  const pct = (n: number, of: number) => `${n}/${of} = ${((100 * n) / Math.max(1, of)).toFixed(1)} %`;
  return [
    `${f.clock}: empty on-tray slots ${pct(f.emptySlots, f.slots)}; expired units on shelf in ${f.expiredOnShelf} slots`,
    `  report rows sold out or under 1 day ${pct(f.underOneDay, f.reportRows)}; warehouse units ${f.warehouseUnits}`,
    `  demo company: empty slots ${f.demo.emptySlots}, expiring today/tomorrow ${f.demo.expiringSoon}, in stock below 30 % of par ${f.demo.lowStock}`,
  ].join('\n');
}

async function main(): Promise<void> {
  const preset = process.argv[2] === 'training' ? 'training' : 'demo';
  const weeks = Number(process.argv[3] ?? 1);
  const sim = createSimApp({ db: ':memory:', preset, logError: () => {}, fleet: { autoRun: false } });
  try {
    console.log(`${preset}, default seed`);
    console.log(describeFidelity(await stockFidelity(sim)));
    for (let week = 1; week <= weeks; week++) {
      sim.fleet!.changeClock({ stepMs: WEEK_MS });
      console.log(describeFidelity(await stockFidelity(sim)));
    }
  } finally {
    sim.close();
  }
}

if (process.argv[1]?.endsWith('world-fidelity.ts')) void main();
