// The dashboard's figures open the lists behind them: each list, read with the filter the console
// sends, counts what the figure counts, in each scope (issue 29), and as the tables change.
import { describe, expect, it } from 'vitest';
import { DASHBOARD_LIMITS, type DashboardInfo } from '../../contract/index';
import { toWireDate } from '../../sim-server/src/clock';
import { WORLD_REF_DATE_MS } from '../../sim-server/src/world/random';
import { QUIET_FLEET, makeSim, sharedSim, signedIn, type Client } from './support';

const DAY = 24 * 60 * 60 * 1000;
const TODAY = toWireDate(WORLD_REF_DATE_MS);
const SOON = toWireDate(WORLD_REF_DATE_MS + DASHBOARD_LIMITS.expiringWithinDays * DAY);

/** Each figure, the list call behind it and the body its filter sends. */
const DRILL_DOWNS = [
  { figure: 'deviceCount', path: '/device/list', body: {} },
  { figure: 'temperatureAlertCount', path: '/device/list', body: { temperatureAlert: true } },
  { figure: 'openFaultCount', path: '/device/fault-check', body: { unresolved: true } },
  { figure: 'expiringSoonCount', path: '/product/inventory/list', body: { expiresFrom: TODAY, expiresBy: SOON } },
  { figure: 'lowStockCount', path: '/product/inventory/list', body: { placement: 'TRAY', stockAtMost: DASHBOARD_LIMITS.lowStock } },
] as const;

async function figuresAndLists(who: Client) {
  const info = (await who.get('/dashboard/info')).body.data as DashboardInfo;
  const figures: Record<string, number> = {};
  const lists: Record<string, number> = {};
  for (const d of DRILL_DOWNS) {
    const res = await who.post(d.path, { ...d.body, size: 1 });
    expect(String(res.body.result)).toBe('0');
    figures[d.figure] = info[d.figure];
    lists[d.figure] = res.body.data.totalCount as number;
  }
  return { figures, lists };
}

describe('dashboard drill-down', () => {
  const sim = sharedSim();

  it.each(['admin', 'partner', 'manager'] as const)('each list counts what its figure counts (%s)', async (userId) => {
    const { figures, lists } = await figuresAndLists(await signedIn(sim(), userId));
    expect(lists).toEqual(figures);
    if (userId === 'admin') for (const key of ['deviceCount', 'openFaultCount', 'expiringSoonCount', 'lowStockCount']) expect({ key, positive: figures[key]! > 0 }).toEqual({ key, positive: true });
  });

  it('lists exactly the rows the figures describe', async () => {
    const admin = await signedIn(sim());
    const faults = (await admin.post('/device/fault-check', { unresolved: true })).body.data.list as { state: string }[];
    expect(new Set(faults.map((f) => f.state))).toEqual(new Set(['OPEN', 'ACKNOWLEDGED']));
    const low = (await admin.post('/product/inventory/list', DRILL_DOWNS[4].body)).body.data.list as { stock: number; placement: string }[];
    expect(low.every((r) => r.stock <= DASHBOARD_LIMITS.lowStock && r.placement === 'TRAY')).toBe(true);
    const expiring = (await admin.post('/product/inventory/list', DRILL_DOWNS[3].body)).body.data.list as { stock: number; expiredDate: string }[];
    expect(expiring.every((r) => r.stock > 0 && r.expiredDate >= TODAY && r.expiredDate <= SOON)).toBe(true);
  });
});

describe('dashboard drill-down as the tables change', () => {
  it('counts a fridge that warms up, a new fault and a fault on a deleted device alike', async () => {
    const sim = makeSim({ fleet: { engine: QUIET_FLEET } });
    const admin = await signedIn(sim);
    const before = await figuresAndLists(admin);
    const repos = sim.repos!;
    const now = '2026-11-21 09:00:00';
    // A reading above the line counts; one taken in a defrost does not.
    repos.temperatures.insert(1, now, [{ zoneNo: 1, celsius: 9.5 }]);
    repos.temperatures.insert(2, now, [{ zoneNo: 1, celsius: 9.5, defrost: true }]);
    repos.faults.insert({ deviceIdx: 1, component: 'POWER', faultCode: 'POWER_LOSS', severity: 'CRITICAL', description: { ko: '전원 차단', en: 'Power loss' }, reportAt: now });
    const after = await figuresAndLists(admin);
    expect(after.lists).toEqual(after.figures);
    expect(after.figures.temperatureAlertCount).toBe(before.figures.temperatureAlertCount! + 1);
    expect(after.figures.openFaultCount).toBe(before.figures.openFaultCount! + 1);
    const warm = (await admin.post('/device/list', { temperatureAlert: true })).body.data.list as { deviceIdx: number; temperature: number }[];
    expect(warm.map((d) => d.deviceIdx)).toContain(1);
    expect(warm.map((d) => d.deviceIdx)).not.toContain(2);
    expect(warm.every((d) => d.temperature > DASHBOARD_LIMITS.temperatureAlertC)).toBe(true);
    // A deleted device's open notices stay in its history but are no one's to act on.
    const archived = sim.db!.prepare(`SELECT f.deviceIdx FROM fault_notices f WHERE f.state <> 'RESOLVED' AND f.deviceIdx <> 1 LIMIT 1`).pluck().get() as number;
    sim.db!.prepare('UPDATE devices SET archivedDate = ? WHERE deviceIdx = ?').run(now, archived);
    const archivedAfter = await figuresAndLists(admin);
    expect(archivedAfter.lists).toEqual(archivedAfter.figures);
    expect(archivedAfter.figures.openFaultCount).toBeLessThan(after.figures.openFaultCount!);
  });
});
