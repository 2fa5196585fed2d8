// The dashboard: every figure equals what SQL counts directly from the tables, in each scope.
import { describe, expect, it } from 'vitest';
import type { DashboardInfo } from '../../contract/index';
import { toWireDate } from '../../sim-server/src/clock';
import { WORLD_REF_DATE_MS } from '../../sim-server/src/world/random';
import { QUIET_FLEET, deviceScopes, makeSim, signedIn, step, type Client } from './support';

type Sim = ReturnType<typeof makeSim>;
const TODAY = '2026-11-21'; // the reference date's KST day
const DAY = 24 * 60 * 60 * 1000;

/** Every figure, counted here with plain SQL over the divisions `where` selects (alias d). */
function expected(sim: Sim, where: string, today = TODAY): Omit<DashboardInfo, 'generatedAt'> {
  const db = sim.db!;
  const count = (sql: string, ...params: unknown[]) => db.prepare(sql).pluck().get(...params) as number;
  const devices = `FROM devices v JOIN divisions d ON d.divisionIdx = v.divisionIdx WHERE ${where}`;
  const byStatus = (status: string) => count(`SELECT COUNT(*) ${devices} AND v.status = ?`, status);
  const faults = `FROM fault_notices f JOIN devices v USING (deviceIdx) JOIN divisions d ON d.divisionIdx = v.divisionIdx WHERE ${where}`;
  const unresolved = (severity: string) => count(`SELECT COUNT(*) ${faults} AND f.state IN ('OPEN', 'ACKNOWLEDGED') AND f.severity = ?`, severity);
  const approved = `FROM payments p JOIN devices v USING (deviceIdx) JOIN divisions d ON d.divisionIdx = v.divisionIdx
    WHERE ${where} AND ((p.provider = 'tc' AND p.approveResult = 1) OR (p.provider <> 'tc' AND p.approveResult = 0)) AND p.approveAt LIKE ? || '%'`;
  const hours = db.prepare(`SELECT substr(p.approveAt, 12, 2) AS h, COUNT(*) AS n, SUM(p.amount - p.refundAmount) AS a ${approved} GROUP BY h`).all(today) as { h: string; n: number; a: number }[];
  const latest = db.prepare(`SELECT s.deviceIdx, s.celsius, s.defrost FROM temperature_samples s JOIN devices v USING (deviceIdx) JOIN divisions d ON d.divisionIdx = v.divisionIdx
    WHERE ${where} ORDER BY s.deviceIdx, s.at`).all() as { deviceIdx: number; celsius: number | null; defrost: number }[];
  // One zone per device: the last row is the latest. A defrost is no excursion (issue 28).
  const lastOf = new Map<number, number | null>();
  for (const s of latest) lastOf.set(s.deviceIdx, s.defrost ? null : s.celsius);
  const mappings = `FROM product_mappings m JOIN divisions d ON d.divisionIdx = m.divisionIdx WHERE ${where}`;
  const soon = toWireDate(Date.parse(`${today}T00:00:00+09:00`) + 2 * DAY);
  return {
    companyCount: count(`SELECT COUNT(DISTINCT d.companyIdx) FROM divisions d WHERE ${where}`),
    divisionCount: count(`SELECT COUNT(*) FROM divisions d WHERE ${where}`),
    deviceCount: count(`SELECT COUNT(*) ${devices}`),
    onlineDeviceCount: byStatus('ONLINE'),
    offlineDeviceCount: byStatus('OFFLINE'),
    faultDeviceCount: byStatus('FAULT'),
    maintenanceDeviceCount: byStatus('MAINTENANCE'),
    connectedDeviceCount: count(`SELECT COUNT(*) ${devices} AND v.online = 1`),
    openFaultCount: unresolved('INFO') + unresolved('WARNING') + unresolved('CRITICAL'),
    openFaultsBySeverity: { INFO: unresolved('INFO'), WARNING: unresolved('WARNING'), CRITICAL: unresolved('CRITICAL') },
    todayPaymentCount: count(`SELECT COUNT(*) ${approved}`, today),
    todaySalesAmount: count(`SELECT COALESCE(SUM(p.amount - p.refundAmount), 0) ${approved}`, today), // net of refunds, like revenue
    lowStockCount: count(`SELECT COUNT(*) ${mappings} AND m.trayIdx IS NOT NULL AND m.stock <= 2`),
    temperatureAlertCount: [...lastOf.values()].filter((c) => c !== null && c > 5).length,
    expiringSoonCount: count(`SELECT COUNT(*) ${mappings} AND m.deviceIdx IS NOT NULL AND m.stock > 0 AND m.expiredDate >= ? AND m.expiredDate <= ?`, today, soon),
    salesByHour: Array.from({ length: 24 }, (_, hour) => {
      const h = hours.find((x) => Number(x.h) === hour);
      return { hour, count: h?.n ?? 0, amount: h?.a ?? 0 };
    }),
    // Those that still need someone first (what openFaultCount counts), then the newest others.
    recentFaults: db.prepare(`SELECT f.noticeIdx, v.deviceName, d.divisionName, f.component, f.severity, f.state, f.reportAt ${faults}
      ORDER BY (f.state IN ('OPEN', 'ACKNOWLEDGED') AND v.archivedDate IS NULL) DESC, f.reportAt DESC, f.noticeIdx DESC LIMIT 5`).all() as DashboardInfo['recentFaults'],
    recentDoorOpens: db.prepare(`SELECT o.doorOpenIdx, o.deviceIdx, v.deviceName, d.divisionName, o.openType, o.openAt, o.closeAt, o.paymentIdx
      FROM door_opens o JOIN devices v USING (deviceIdx) JOIN divisions d ON d.divisionIdx = v.divisionIdx WHERE ${where} ORDER BY o.openAt DESC, o.doorOpenIdx DESC LIMIT 5`).all() as DashboardInfo['recentDoorOpens'],
  };
}

const dashboard = async (who: Client) => {
  const res = await who.get('/dashboard/info');
  expect(res.body.result).toBe(0);
  return res.body.data as DashboardInfo;
};

describe('dashboard.info', () => {
  it('counts every figure from the tables for ADMIN, on the reference date', async () => {
    const sim = makeSim();
    const info = await dashboard(await signedIn(sim));
    const { generatedAt, ...figures } = info;
    expect(figures).toEqual(expected(sim, '1'));
    expect(generatedAt).toBe('2026-11-21 09:00:00');
    // The seeded world gives each figure something to count.
    for (const key of ['todayPaymentCount', 'todaySalesAmount', 'lowStockCount', 'expiringSoonCount', 'openFaultCount', 'connectedDeviceCount'] as const) {
      expect({ key, positive: info[key] > 0 }).toEqual({ key, positive: true });
    }
    expect(info.salesByHour.reduce((sum, h) => sum + h.count, 0)).toBe(info.todayPaymentCount);
    expect(info.salesByHour.reduce((sum, h) => sum + h.amount, 0)).toBe(info.todaySalesAmount);
    expect(info.salesByHour.slice(10).every((h) => h.count === 0)).toBe(true); // 09:00: the day has not got there yet
    expect(info.recentFaults).toHaveLength(5);
    expect(info.recentDoorOpens).toHaveLength(5);
  });

  it('lists the open faults first in recent faults, newest first, though resolved ones are newer', async () => {
    const sim = makeSim();
    const info = await dashboard(await signedIn(sim));
    // The seeded world has resolved notices newer than some open ones.
    const newest = sim.db!.prepare(`SELECT state FROM fault_notices ORDER BY reportAt DESC, noticeIdx DESC LIMIT 5`).pluck().all() as string[];
    expect(newest).toContain('RESOLVED');
    expect(info.openFaultCount).toBeGreaterThanOrEqual(5);
    expect(info.recentFaults.map((f) => f.state).filter((state) => state === 'RESOLVED')).toEqual([]);
    const times = info.recentFaults.map((f) => f.reportAt);
    expect(times).toEqual([...times].sort().reverse());
    // Each names its store: device names repeat from store to store.
    for (const f of info.recentFaults) expect(f.divisionName).toBe(sim.db!.prepare('SELECT d.divisionName FROM fault_notices f JOIN devices v USING (deviceIdx) JOIN divisions d ON d.divisionIdx = v.divisionIdx WHERE f.noticeIdx = ?').pluck().get(f.noticeIdx));
  });

  it('counts only the PARTNER’s company and the MANAGER’s divisions', async () => {
    const sim = makeSim();
    const s = deviceScopes(sim);
    const admin = await dashboard(await signedIn(sim));
    const partner = await dashboard(await signedIn(sim, 'partner'));
    const manager = await dashboard(await signedIn(sim, 'manager'));
    const { generatedAt: _p, ...partnerFigures } = partner;
    const { generatedAt: _m, ...managerFigures } = manager;
    expect(partnerFigures).toEqual(expected(sim, 'd.companyIdx = 1'));
    expect(managerFigures).toEqual(expected(sim, `d.divisionIdx IN (${s.managed.join(',')})`));
    expect(manager.companyCount).toBe(1);
    expect(manager.divisionCount).toBe(s.managed.length);
    expect(partner.deviceCount).toBeLessThan(admin.deviceCount);
    expect(manager.deviceCount).toBeLessThan(partner.deviceCount);
    expect(manager.todayPaymentCount).toBeLessThan(partner.todayPaymentCount);
  });

  it('follows the tables as they change and the simulated clock as it moves on', async () => {
    // A fleet that sells nothing by itself, so the next day starts with no sales.
    const sim = makeSim({ fleet: { engine: QUIET_FLEET } });
    expect(sim.fleet!.now()).toBe(WORLD_REF_DATE_MS);
    const admin = await signedIn(sim);
    const before = await dashboard(admin);
    const now = '2026-11-21 09:00:00';
    const repos = sim.repos!;
    const mapping = sim.db!.prepare('SELECT productMappingIdx, productIdx, price FROM product_mappings WHERE deviceIdx = 1 AND stock > 0 LIMIT 1').get() as { productMappingIdx: number; productIdx: number; price: number };
    const paymentIdx = repos.payments.insert(
      { deviceIdx: 1, provider: 'tc', approveResult: 1, state: 'PAID', paymentMode: 2, amount: mapping.price, approveNo: '12345678', approveAt: now },
      [{ productMappingIdx: mapping.productMappingIdx, productIdx: mapping.productIdx, productName: '테스트', count: 1, price: mapping.price, promotionType: null }],
    );
    repos.payments.insert({ deviceIdx: 1, provider: 'tc', approveResult: 0, state: 'DECLINED', paymentMode: 2, amount: 999, approveNo: null, approveAt: now }, []);
    const doorOpenIdx = repos.doorOpens.insert({ deviceIdx: 1, openType: 'CARD', openAt: '2026-11-21 08:59:30', closeAt: now, paymentIdx });
    expect(repos.temperatures.latest(1)).toBeLessThanOrEqual(5);
    const noticeIdx = repos.faults.insert({ deviceIdx: 1, component: 'POWER', faultCode: 'POWER_LOSS', severity: 'CRITICAL', description: { ko: '전원 차단', en: 'Power loss' }, reportAt: now });
    repos.temperatures.insert(1, now, [{ zoneNo: 1, celsius: 9.5 }]);
    const after = await dashboard(admin);
    const { generatedAt: _g, ...figures } = after;
    expect(figures).toEqual(expected(sim, '1'));
    expect(after.todayPaymentCount).toBe(before.todayPaymentCount + 1); // the declined one does not count
    expect(after.todaySalesAmount).toBe(before.todaySalesAmount + mapping.price);
    expect(after.salesByHour[9]).toEqual({ hour: 9, count: before.salesByHour[9]!.count + 1, amount: before.salesByHour[9]!.amount + mapping.price });
    expect(after.openFaultsBySeverity.CRITICAL).toBe(before.openFaultsBySeverity.CRITICAL + 1);
    expect(after.recentFaults[0]).toMatchObject({ noticeIdx, severity: 'CRITICAL', state: 'OPEN', reportAt: now });
    expect(after.recentDoorOpens[0]).toMatchObject({ doorOpenIdx, paymentIdx, openType: 'CARD' });
    expect(after.temperatureAlertCount).toBe(before.temperatureAlertCount + 1);
    expect(repos.faults.resolve(noticeIdx, '2026-11-21 09:00:30')).toBe(true);
    expect(repos.faults.resolve(noticeIdx, '2026-11-21 09:00:40')).toBe(false);
    expect((await dashboard(admin)).openFaultsBySeverity.CRITICAL).toBe(before.openFaultsBySeverity.CRITICAL);
    // A refund takes the money out of today's sales; the payment still counts.
    expect(repos.payments.refundLine(paymentIdx, mapping.productMappingIdx, '2026-11-21 09:00:50')).toMatchObject({ amount: mapping.price });
    const refunded = await dashboard(admin);
    expect({ count: refunded.todayPaymentCount, amount: refunded.todaySalesAmount, hour9: refunded.salesByHour[9] }).toEqual({
      count: before.todayPaymentCount + 1, amount: before.todaySalesAmount, hour9: { hour: 9, count: before.salesByHour[9]!.count + 1, amount: before.salesByHour[9]!.amount },
    });

    await step(sim, DAY); // the next day: nothing sold yet; the session lives on real time
    const tomorrow = await dashboard(admin);
    expect(tomorrow.todayPaymentCount).toBe(0);
    expect(tomorrow.salesByHour.every((h) => h.count === 0 && h.amount === 0)).toBe(true);
    const { generatedAt: _t, ...tomorrowFigures } = tomorrow;
    expect(tomorrowFigures).toEqual(expected(sim, '1', '2026-11-22'));
  });
});

