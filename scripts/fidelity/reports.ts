// The reports' contradictions (issue 28), measured through the API as the console reads it: the
// display report's suggestions of another temperature class than their tray's, its rows whose
// units are not their own tray's, products both a best and a worst seller of one scope, and
// payment lines tagged with a promotion that did not make them cheaper. Each should be 0.
// Wired into scripts/world-fidelity.ts as `await reportFidelity(sim)` beside stockFidelity.
//   npx tsx scripts/fidelity/reports.ts [demo|training] [weeks, default 0]
import request from 'supertest';
import { API_BASE } from '../../contract/index';
import type { SimApp } from '../../sim-server/src/app';
import { demoAccount } from '../../sim-server/src/auth/demo-accounts';
import { missingBestSellers, planDisplay, trayClass } from '../../web/src/features/statistics/aireport/displayPlan';
import type { DisplaySlot, ProductRank } from '../../web/src/features/statistics/store';

/** The console's defaults: the last 30 days, ten a ranking, a hundred candidates. */
const [DAYS, SIZE, CANDIDATES] = [30, 10, 100] as const;

export interface ReportFidelity {
  /** Devices whose display report was read, and its suggestions. */
  devices: number;
  suggestions: number;
  /** Suggestions of a product of another temperature class than the tray's (chilled for ambient or the other way). */
  wrongClass: number;
  /** Display rows whose units are not those taken from their own tray. */
  notOwnTray: number;
  /** Products in both the best and the worst sellers of a device or the company (the popular report). */
  inBothLists: number;
  /** Payment lines naming a promotion yet charged in full. */
  tagWithoutEffect: number;
}

/** Every company's popular report and the display report of every device showing products. */
export async function reportFidelity(sim: SimApp): Promise<ReportFidelity> {
  const db = sim.db!;
  const login = await request(sim.app).post(`${API_BASE}/auth/login`).send({ userId: 'admin', password: demoAccount('admin').password });
  const list = async <T>(path: string, body: object): Promise<T[]> => {
    const res = await request(sim.app).post(`${API_BASE}${path}`).set('Authorization', `Bearer ${login.body.accessToken}`).send(body);
    return res.body.data.list as T[];
  };
  const today = sim.fleet!.clockState().nowText.slice(0, 10);
  const period = { startDate: new Date(Date.parse(`${today}T12:00:00Z`) - (DAYS - 1) * 86_400_000).toISOString().slice(0, 10), endDate: today };
  const sold = db.prepare(`SELECT COALESCE(SUM(l.count - l.refundCount), 0) FROM payment_lines l JOIN payments p USING (paymentIdx)
    WHERE l.productMappingIdx = ? AND p.approveResult = CASE WHEN lower(p.provider) = 'tc' THEN 1 ELSE 0 END AND substr(p.approveAt, 1, 10) BETWEEN ? AND ?`).pluck();
  const shared = (top: ProductRank[], worst: ProductRank[]) => worst.filter((w) => top.some((t) => t.productIdx === w.productIdx)).length;

  const f: ReportFidelity = { devices: 0, suggestions: 0, wrongClass: 0, notOwnTray: 0, inBothLists: 0, tagWithoutEffect: 0 };
  const device = async (deviceIdx: number, candidates: ProductRank[]) => {
    const [displayed, top, worst] = await Promise.all([
      list<DisplaySlot>('/statistics/ai-report/display', { deviceIdx, ...period, size: 1000 }),
      list<ProductRank>('/statistics/ai-report/top-products', { deviceIdx, ...period, size: SIZE }),
      list<ProductRank>('/statistics/ai-report/worst-products', { deviceIdx, ...period, size: SIZE }),
    ]);
    const plan = planDisplay({ displayed, top, slowCount: SIZE, missing: missingBestSellers(candidates, displayed) });
    const suggested = plan.filter((row) => row.replaceWith !== null);
    f.devices += 1;
    f.suggestions += suggested.length;
    f.wrongClass += suggested.filter((row) => row.replaceWith!.temperatureClass !== trayClass(row)).length;
    f.notOwnTray += displayed.filter((row) => row.count !== sold.get(row.productMappingIdx, period.startDate, period.endDate)).length;
    f.inBothLists += shared(top, worst);
  };
  const onDisplay = db.prepare(`SELECT DISTINCT m.deviceIdx FROM product_mappings m JOIN divisions d USING (divisionIdx)
    WHERE d.companyIdx = ? AND m.deviceIdx IS NOT NULL AND m.trayIdx IS NOT NULL AND m.removedDate IS NULL ORDER BY m.deviceIdx`).pluck();
  for (const companyIdx of db.prepare('SELECT companyIdx FROM companies ORDER BY companyIdx').pluck().all() as number[]) {
    const candidates = await list<ProductRank>('/statistics/ai-report/top-products', { companyIdx, ...period, size: CANDIDATES });
    const [top, worst] = await Promise.all([
      list<ProductRank>('/statistics/ai-report/top-products', { companyIdx, ...period, size: SIZE }),
      list<ProductRank>('/statistics/ai-report/worst-products', { companyIdx, ...period, size: SIZE }),
    ]);
    f.inBothLists += shared(top, worst);
    for (const deviceIdx of onDisplay.all(companyIdx) as number[]) await device(deviceIdx, candidates);
  }
  f.tagWithoutEffect = db.prepare('SELECT COUNT(*) FROM payment_lines WHERE (promotionIdx IS NOT NULL OR promotionType IS NOT NULL) AND amount >= count * listPrice').pluck().get() as number;
  return f;
}

export function describeReports(f: ReportFidelity): string {
  return [
    `  display report over ${f.devices} devices: ${f.suggestions} suggestions, of another temperature class than their tray ${f.wrongClass}; rows not counting their own tray ${f.notOwnTray}`,
    `  products both best and worst sellers of one scope ${f.inBothLists}; payment lines tagged with a promotion yet charged in full ${f.tagWithoutEffect}`,
  ].join('\n');
}

async function main(): Promise<void> {
  const { createSimApp } = await import('../../sim-server/src/app');
  const preset = process.argv[2] === 'training' ? 'training' : 'demo';
  const weeks = Number(process.argv[3] ?? 0);
  const sim = createSimApp({ db: ':memory:', preset, logError: () => {}, fleet: { autoRun: false } });
  try {
    console.log(`${preset}, default seed\n${describeReports(await reportFidelity(sim))}`);
    for (let week = 1; week <= weeks; week++) {
      sim.fleet!.changeClock({ stepMs: 7 * 24 * 3_600_000 });
      console.log(`after ${week} simulated week(s)\n${describeReports(await reportFidelity(sim))}`);
    }
  } finally {
    sim.close();
  }
}

if (process.argv[1]?.endsWith('reports.ts')) void main();
