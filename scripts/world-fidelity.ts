// The world's fidelity (docs/world.md): how stocked the shelves look, and whether payments, the point
// log, training, addresses and the AI reports read like a real fleet's, on a fresh world and after simulated weeks,
// measured at the clock's moment as an operator would see it.
//   npx tsx scripts/world-fidelity.ts [demo|training] [weeks, default 1]
//   npx tsx scripts/world-fidelity.ts [demo|training] [days] contradictions   (issue 28: the seeded week, then days stepped 6 h at a time)
// The API tests check the same figures (tests/api/world-stock.test.ts, tests/api/world-story.test.ts).
import request from 'supertest';
import { API_BASE } from '../contract/index';
import { createSimApp, type SimApp } from '../sim-server/src/app';
import { fromWireDateTime } from '../sim-server/src/clock';
import { trainingMsOf } from '../sim-server/src/fleet/training';
import { demoAccount } from '../sim-server/src/auth/demo-accounts';
import { contradictions, contradictionsOver, describeContradictions } from './fidelity/contradictions';
import { describeReports, reportFidelity } from './fidelity/reports';

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

export interface TrainingPair {
  deviceIdx: number;
  productIdx: number;
  placed: string;
  learntAt: string | null;
  hasRow: number;
}

/** Every (AI fridge, product on a tray): first placed, learnt at, and whether a training row exists. */
export function trainingPairs(sim: SimApp): TrainingPair[] {
  return sim.db!.prepare(`SELECT x.deviceIdx, x.productIdx,
      (SELECT MIN(a.createdDate) FROM product_mappings a WHERE a.deviceIdx = x.deviceIdx AND a.productIdx = x.productIdx) AS placed, k.learntAt,
      EXISTS (SELECT 1 FROM product_trainings t WHERE t.deviceIdx = x.deviceIdx AND t.productIdx = x.productIdx) AS hasRow
    FROM (SELECT DISTINCT m.deviceIdx, m.productIdx FROM product_mappings m JOIN devices v USING (deviceIdx)
      WHERE v.deviceType = 'AI_FRIDGE' AND m.trayIdx IS NOT NULL AND m.removedDate IS NULL) x
    LEFT JOIN device_model_products k ON k.deviceIdx = x.deviceIdx AND k.productIdx = x.productIdx`).all() as TrainingPair[];
}

/** A pair the training rule does not explain: no training row, and not learnt at or after placement + its training time. */
export function unexplainedTraining(pair: TrainingPair): boolean {
  return !pair.hasRow && !(pair.learntAt !== null && fromWireDateTime(pair.learntAt) >= fromWireDateTime(pair.placed) + trainingMsOf(pair.deviceIdx, pair.productIdx));
}

export interface StoryFidelity {
  /** App or points modes among the latest 1,000 payments of non-tc kiosks (their labels say credit card). */
  nonTcAppOrPoints: number;
  nonTcLatest: number;
  /** Point log: RESET rows, those of 0 P, and purchases. */
  resets: number;
  zeroResets: number;
  purchases: number;
  /** Devices whose full address names a floor twice (division detail and the device's spot). */
  doubledAddresses: number;
  devices: number;
  /** (AI fridge, product on a tray) pairs, and those the training rule does not explain. */
  trainingPairs: number;
  untrained: number;
}

const FLOOR_WORD = /^(B\d|\d+층)$/;

/** A full address that repeats the division detail's last word or names two floors ("광교빌딩 B1 B1 엘리베이터 앞"). */
export function namesFloorTwice(divisionDetail: string, spot: string): boolean {
  const [a, b] = [divisionDetail.split(' '), spot.split(' ')];
  return a.at(-1) === b[0] || [...a, ...b].filter((w) => FLOOR_WORD.test(w)).length > 1;
}

export function storyFidelity(sim: SimApp): StoryFidelity {
  const one = (sql: string) => sim.db!.prepare(sql).get() as Record<string, number>;
  const latest = one(`SELECT COUNT(*) n, COALESCE(SUM(paymentMode <> 2), 0) other
    FROM (SELECT paymentMode FROM payments WHERE provider <> 'tc' ORDER BY approveAt DESC, paymentIdx DESC LIMIT 1000)`);
  const log = one(`SELECT COALESCE(SUM(reason = 'RESET'), 0) resets, COALESCE(SUM(reason = 'RESET' AND point = 0), 0) zero,
    COALESCE(SUM(reason = 'PURCHASE'), 0) purchases FROM employee_point_logs`);
  const addresses = sim.db!.prepare('SELECT d.addressDetail AS division, v.addressDetail AS spot FROM devices v JOIN divisions d USING (divisionIdx)').all() as {
    division: string;
    spot: string;
  }[];
  const pairs = trainingPairs(sim);
  return {
    nonTcAppOrPoints: latest.other!, nonTcLatest: latest.n!,
    resets: log.resets!, zeroResets: log.zero!, purchases: log.purchases!,
    doubledAddresses: addresses.filter((a) => namesFloorTwice(a.division, a.spot)).length,
    devices: addresses.length,
    trainingPairs: pairs.length, untrained: pairs.filter(unexplainedTraining).length,
  };
}

export function describeFidelity(f: StockFidelity): string {
  const pct = (n: number, of: number) => `${n}/${of} = ${((100 * n) / Math.max(1, of)).toFixed(1)} %`;
  return [
    `${f.clock}: empty on-tray slots ${pct(f.emptySlots, f.slots)}; expired units on shelf in ${f.expiredOnShelf} slots`,
    `  report rows sold out or under 1 day ${pct(f.underOneDay, f.reportRows)}; warehouse units ${f.warehouseUnits}`,
    `  demo company: empty slots ${f.demo.emptySlots}, expiring today/tomorrow ${f.demo.expiringSoon}, in stock below 30 % of par ${f.demo.lowStock}`,
  ].join('\n');
}

export function describeStory(f: StoryFidelity): string {
  return [
    `  latest non-tc payments in app or points mode ${f.nonTcAppOrPoints}/${f.nonTcLatest}; point log: 0 P resets ${f.zeroResets}/${f.resets}, purchases ${f.purchases}`,
    `  addresses naming a floor twice ${f.doubledAddresses}/${f.devices}; AI-fridge products neither learnt nor in training ${f.untrained}/${f.trainingPairs}`,
  ].join('\n');
}

async function main(): Promise<void> {
  const preset = process.argv[2] === 'training' ? 'training' : 'demo';
  const weeks = Number(process.argv[3] ?? 1);
  const sim = createSimApp({ db: ':memory:', preset, logError: () => {}, fleet: { autoRun: false } });
  try {
    if (process.argv[4] === 'contradictions') {
      const now = sim.fleet!.now();
      console.log(`${preset}, default seed; seeded week: ${describeContradictions(contradictions(sim, now - WEEK_MS, now))}`);
      console.log(`next ${weeks} days: ${describeContradictions(await contradictionsOver(sim, weeks))}`);
      return;
    }
    console.log(`${preset}, default seed`);
    const measure = async () => console.log(`${describeFidelity(await stockFidelity(sim))}\n${describeStory(storyFidelity(sim))}\n${describeReports(await reportFidelity(sim))}`);
    await measure();
    for (let week = 1; week <= weeks; week++) {
      sim.fleet!.changeClock({ stepMs: WEEK_MS });
      await measure();
    }
  } finally {
    sim.close();
  }
}

if (process.argv[1]?.endsWith('world-fidelity.ts')) void main();
