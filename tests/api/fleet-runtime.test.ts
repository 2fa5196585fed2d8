// The fleet engine wired to the database: a stepped simulated day lands in the tables as
// consistent rows, records carry simulated time while sessions keep real time, API writes reach the
// engine, a restart resumes the clock and the faults, and the same seed and steps give the same rows.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { toWireDate, toWireDateTime } from '../../sim-server/src/clock';
import { planStart } from '../../sim-server/src/fleet-runtime/index';
import { WORLD_REF_DATE_MS } from '../../sim-server/src/world/random';
import { NO_VIOLATIONS, cardViolations, paymentViolations } from './commerce-support';
import { QUIET_FLEET, client, column, control, deviceScopes, discardStock, loginAs, makeSim, manualClock, rows, sharedSim, signedIn, step, value } from './support';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const REF = WORLD_REF_DATE_MS;
const HOOK_MS = 120_000;

type Sim = ReturnType<typeof makeSim>;
const all = <T>(sim: Sim, sql: string, ...params: unknown[]) => sim.db!.prepare(sql).all(...params) as T[];

/** A refrigerated device that reports (not seeded as offline or under maintenance). */
const liveFridge = (sim: Sim, skip = 0) =>
  value(sim, `SELECT deviceIdx FROM devices WHERE deviceType = 'AI_FRIDGE' AND status = 'ONLINE' AND online = 1 ORDER BY deviceIdx LIMIT 1 OFFSET ?`, skip);

describe('a stepped simulated day', () => {
  const sim = sharedSim();
  const before = { payment: 0, door: 0, transaction: 0, notice: 0, samplesAfterRef: 0 };
  let token = '';
  let oldSampleDevice = 0;

  beforeAll(async () => {
    token = await loginAs(sim(), 'admin');
    before.payment = value(sim(), 'SELECT MAX(paymentIdx) FROM payments');
    before.door = value(sim(), 'SELECT MAX(doorOpenIdx) FROM door_opens');
    before.transaction = value(sim(), 'SELECT MAX(transactionIdx) FROM product_transactions');
    before.notice = value(sim(), 'SELECT MAX(noticeIdx) FROM fault_notices');
    before.samplesAfterRef = value(sim(), 'SELECT COUNT(*) FROM temperature_samples WHERE at > ?', toWireDateTime(REF));
    // A sample older than the 8 days kept: the day's pruning removes it.
    oldSampleDevice = liveFridge(sim());
    sim().repos!.temperatures.insert(oldSampleDevice, toWireDateTime(REF - 9 * DAY), [{ zoneNo: 1, celsius: 4.2 }]);
    await step(sim(), DAY);
  }, HOOK_MS);

  it('writes door sessions, payments, sales, restocks, self-checks and temperature samples, and moves the clock', async () => {
    expect(sim().fleet!.now()).toBe(REF + DAY);
    expect((await control(sim()).get('/clock')).body.data).toEqual({ now: REF + DAY, nowText: '2026-11-22 09:00:00', speed: 1, paused: false });
    expect(value(sim(), 'SELECT simNow FROM sim_state')).toBe(REF + DAY);
    const newer = (table: string, key: string, since: number) => value(sim(), `SELECT COUNT(*) FROM ${table} WHERE ${key} > ?`, since);
    expect(newer('payments', 'paymentIdx', before.payment)).toBeGreaterThan(200);
    expect(newer('door_opens', 'doorOpenIdx', before.door)).toBeGreaterThan(200);
    expect(value(sim(), `SELECT COUNT(*) FROM product_transactions WHERE transactionIdx > ? AND transactionCode = 'SALE'`, before.transaction)).toBeGreaterThan(200);
    expect(value(sim(), `SELECT COUNT(*) FROM product_transactions WHERE transactionIdx > ? AND transactionCode = 'ADD'`, before.transaction)).toBeGreaterThan(20);
    expect(value(sim(), `SELECT COUNT(*) FROM door_opens WHERE doorOpenIdx > ? AND openType = 'EMPLOYEE'`, before.door)).toBeGreaterThan(20);
    // Every refrigerated device that reports sampled every 5 minutes; new rows carry simulated time. An
    // offline kiosk sends nothing (issue 28): the fridges seeded as OFFLINE stay silent.
    const samples = value(sim(), 'SELECT COUNT(*) FROM temperature_samples WHERE at > ?', toWireDateTime(REF)) - before.samplesAfterRef;
    const fridges = value(sim(), `SELECT COUNT(DISTINCT deviceIdx) FROM temperature_samples WHERE at > ?`, toWireDateTime(REF));
    expect(value(sim(), `SELECT COUNT(*) FROM temperature_samples s JOIN devices v USING (deviceIdx) WHERE s.at > ? AND v.online = 0 AND v.reportAt <= ?`, toWireDateTime(REF), toWireDateTime(REF))).toBe(0);
    expect(fridges).toBeGreaterThan(20);
    expect(samples).toBeGreaterThan(fridges * 280); // one zone each, every 5 minutes (less only while a fridge has no power or link)
    expect(samples).toBeLessThanOrEqual(fridges * 288);
    expect(value<string>(sim(), 'SELECT MAX(approveAt) FROM payments')).toMatch(/^2026-11-22 0[0-8]:/);
    expect(value(sim(), 'SELECT COUNT(*) FROM self_checks WHERE reportAt > ?', toWireDateTime(REF))).toBeGreaterThan(40);
  });

  it('keeps every new payment equal to its lines, its SALE and REFUND transactions and its points, and every stock equal to its transactions', () => {
    const states = column<string>(sim(), 'SELECT state FROM payments WHERE paymentIdx > ?', before.payment);
    expect(states.filter((state) => state === 'PAID').length).toBeGreaterThan(200);
    const violations = paymentViolations(sim(), before.payment);
    expect(violations).toEqual(NO_VIOLATIONS(violations));
    expect(value(sim(), 'SELECT COUNT(*) FROM payments p WHERE paymentIdx > ? AND (SELECT COUNT(*) FROM door_opens o WHERE o.paymentIdx = p.paymentIdx) <> 1', before.payment)).toBe(0);
    const cards = cardViolations(sim());
    expect(cards).toEqual(NO_VIOLATIONS(cards));
    const unequal = all(sim(), `SELECT m.productMappingIdx FROM product_mappings m
      LEFT JOIN (SELECT productMappingIdx, SUM(count) AS total FROM product_transactions GROUP BY productMappingIdx) t USING (productMappingIdx)
      WHERE t.total IS NULL OR m.stock <> t.total`);
    expect(unequal).toEqual([]);
    const badRuns = all(sim(), `SELECT transactionIdx FROM (SELECT transactionIdx, stockAfter,
      SUM(count) OVER (PARTITION BY productMappingIdx ORDER BY transactionIdx) AS running FROM product_transactions)
      WHERE running <> stockAfter OR stockAfter < 0`);
    expect(badRuns).toEqual([]);
    // Sales and refunds name their payment; restocks name none.
    expect(value(sim(), `SELECT COUNT(*) FROM product_transactions WHERE transactionIdx > ? AND transactionCode IN ('SALE', 'REFUND') AND paymentIdx IS NULL`, before.transaction)).toBe(0);
    expect(value(sim(), `SELECT COUNT(*) FROM product_transactions WHERE transactionIdx > ? AND transactionCode NOT IN ('SALE', 'REFUND') AND paymentIdx IS NOT NULL`, before.transaction)).toBe(0);
  });

  it('stamps records and "today" with simulated time, and keeps sign-in sessions on real time', async () => {
    const admin = client(sim(), token); // signed in a simulated day ago, longer than a session lives
    const created = await admin.post('/company/store', { companyName: '시뮬레이션 시각 회사' });
    expect(created.body).toMatchObject({ result: 0, data: { createdDate: '2026-11-22 09:00:00' } });
    const dashboard = (await admin.get('/dashboard/info')).body.data;
    expect(dashboard.generatedAt).toBe('2026-11-22 09:00:00');
    const today = sim().db!.prepare(`SELECT COUNT(*) AS count, SUM(amount - refundAmount) AS amount FROM payments p WHERE approveAt LIKE '2026-11-22 %'
      AND p.approveResult = CASE WHEN p.provider = 'tc' THEN 1 ELSE 0 END`).get() as { count: number; amount: number };
    expect(today.count).toBeGreaterThan(20);
    expect({ count: dashboard.todayPaymentCount, amount: dashboard.todaySalesAmount }).toEqual(today);
  });

  it('answers device.info with the last 24 simulated hours of temperatures, warmest zone first-to-last in time', async () => {
    const admin = await signedIn(sim());
    const fridge = liveFridge(sim());
    const info = (await admin.get(`/device/info/${fridge}`)).body.data;
    const history = info.temperatureHistory as { at: string; temperature: number | null; defrost: boolean }[];
    const expected = all<{ defrost: number }>(sim(), 'SELECT at, MAX(celsius) AS temperature, MAX(defrost) AS defrost FROM temperature_samples WHERE deviceIdx = ? AND at > ? AND at <= ? GROUP BY at ORDER BY at',
      fridge, toWireDateTime(REF), toWireDateTime(REF + DAY));
    expect(history).toEqual(expected.map((r) => ({ ...r, defrost: r.defrost === 1 })));
    // A day holds 3–4 defrosts, each flagged with its pull-down.
    expect(history.filter((p, i) => p.defrost && !history[i - 1]?.defrost).length).toBeGreaterThanOrEqual(3);
    expect(history.length).toBeGreaterThanOrEqual(287);
    expect(history.length).toBeLessThanOrEqual(289);
    expect(history.every((p, i) => i === 0 || p.at > history[i - 1]!.at)).toBe(true);
    expect(history[0]!.at > toWireDateTime(REF)).toBe(true);
    expect(history.filter((p) => typeof p.temperature === 'number').length).toBeGreaterThan(250);
    const ambient = value(sim(), `SELECT deviceIdx FROM devices WHERE deviceType = 'KIOSK' ORDER BY deviceIdx`);
    expect((await admin.get(`/device/info/${ambient}`)).body.data.temperatureHistory).toEqual([]);
  });

  it('prunes temperature samples older than 8 days once a simulated day, keeping the rest', () => {
    expect(value(sim(), 'SELECT COUNT(*) FROM temperature_samples WHERE deviceIdx = ? AND at < ?', oldSampleDevice, toWireDateTime(REF - 8 * DAY))).toBe(0);
    expect(value(sim(), 'SELECT COUNT(*) FROM temperature_samples WHERE at < ?', toWireDateTime(REF))).toBeGreaterThan(1000); // the seeded days are younger
  });

  it('records heartbeats of reporting devices, and leaves the devices seeded as offline silent', () => {
    const reporting = all<{ reportAt: string; online: number }>(sim(), `SELECT reportAt, online FROM devices WHERE status IN ('ONLINE', 'FAULT')`);
    expect(reporting.length).toBeGreaterThan(30);
    for (const d of reporting) expect({ recent: d.reportAt >= toWireDateTime(REF + DAY - 5 * MINUTE), online: d.online }).toEqual({ recent: true, online: 1 });
    const cutOff = JSON.parse(value<string>(sim(), 'SELECT cutOff FROM sim_state')) as number[];
    expect(cutOff.length).toBeGreaterThan(0);
    expect(column(sim(), `SELECT deviceIdx FROM devices WHERE online = 0 ORDER BY deviceIdx`)).toEqual(cutOff);
    expect(value(sim(), `SELECT COUNT(*) FROM devices WHERE deviceIdx IN (${cutOff.join(',')}) AND reportAt > ?`, toWireDateTime(REF))).toBe(0);
  });
});

describe('API writes and the fleet', () => {
  it('adds a registered device, follows its trays, keeps an operator’s MAINTENANCE, and drops a deleted device', async () => {
    const sim = makeSim({ fleet: { engine: QUIET_FLEET } });
    const admin = await signedIn(sim);
    const s = deviceScopes(sim);
    const registered = await admin.post('/device/store', {
      divisionIdx: s.own, deviceName: '신규 냉장고', serialNumber: 'TC-AIF-2026-TEST01', deviceType: 'AI_FRIDGE', provider: 'TC',
    });
    const deviceIdx = registered.body.data.deviceIdx as number;
    const kiosks = async () => (await control(sim).get('/fleet')).body.data.kiosks as { deviceIdx: number; deviceName: string; online: boolean }[];
    expect((await kiosks()).find((k) => k.deviceIdx === deviceIdx)).toMatchObject({ deviceName: expect.stringContaining('신규 냉장고') });
    await admin.post('/tray/storeAll', { deviceIdx, trayList: [{ trayNo: 1, trayName: '1단', setTemperature: 4, maxCapacity: 10 }] });
    await step(sim, 10 * MINUTE);
    // Its first heartbeat brings it online; its one refrigerated tray makes it sample temperatures.
    expect((await admin.get(`/device/info/${deviceIdx}`)).body.data).toMatchObject({ status: 'ONLINE', online: true, reportAt: expect.stringMatching(/^2026-11-21 09:/) });
    expect(value(sim, 'SELECT COUNT(*) FROM temperature_samples WHERE deviceIdx = ?', deviceIdx)).toBeGreaterThan(0);

    const device = (await admin.get(`/device/info/${s.devices.own}`)).body.data;
    const { divisionIdx, deviceName, serialNumber, deviceType, provider, model, addressDetail } = device;
    await admin.post('/device/store', { deviceIdx: s.devices.own, divisionIdx, deviceName, serialNumber, deviceType, provider, model, addressDetail, status: 'MAINTENANCE' });
    await step(sim, 10 * MINUTE);
    expect(value<string>(sim, 'SELECT status FROM devices WHERE deviceIdx = ?', s.devices.own)).toBe('MAINTENANCE');

    // A tray emptied and removed: its products leave the engine's shelves.
    const [first, ...others] = (await admin.post('/tray/list', { deviceIdx: s.devices.own })).body.data.list as { trayIdx: number; trayNo: number; trayName: string; setTemperature: number | null; maxCapacity: number }[];
    const onFirst = column(sim, 'SELECT productMappingIdx FROM product_mappings WHERE trayIdx = ? ORDER BY productMappingIdx', first!.trayIdx);
    expect(onFirst.every((m) => sim.fleet!.productsOf(s.devices.own).includes(m))).toBe(true);
    discardStock(sim, 'trayIdx', first!.trayIdx, '2026-11-21 09:20:00');
    const kept = others.map(({ trayIdx, trayNo, trayName, setTemperature, maxCapacity }) => ({ trayIdx, trayNo, trayName, setTemperature, maxCapacity }));
    expect((await admin.post('/tray/storeAll', { deviceIdx: s.devices.own, trayList: kept })).body.result).toBe(0);
    expect(onFirst.some((m) => sim.fleet!.productsOf(s.devices.own).includes(m))).toBe(false);
    expect(sim.fleet!.productsOf(s.devices.own).length).toBeGreaterThan(0);

    expect((await admin.get(`/device/delete/${deviceIdx}`)).body.result).toBe(0);
    expect((await kiosks()).some((k) => k.deviceIdx === deviceIdx)).toBe(false);
    const samples = value(sim, 'SELECT COUNT(*) FROM temperature_samples WHERE deviceIdx = ?', deviceIdx);
    await step(sim, HOUR); // nothing more is written for the deleted (archived) device, and nothing fails
    expect(value(sim, 'SELECT COUNT(*) FROM temperature_samples WHERE deviceIdx = ?', deviceIdx)).toBe(samples);
    expect(sim.fleet!.now()).toBe(REF + 20 * MINUTE + HOUR);
  });

  it('hears of stock a write changed (as inventory calls will tell it) and sells only what the database holds', async () => {
    const sim = makeSim();
    const fridge = liveFridge(sim);
    const emptied = column(sim, 'SELECT productMappingIdx FROM product_mappings WHERE deviceIdx = ? AND stock > 0', fridge);
    const lastPayment = value(sim, 'SELECT MAX(paymentIdx) FROM payments');
    discardStock(sim, 'deviceIdx', fridge, '2026-11-21 09:00:00');
    sim.fleet!.notify({ productMappingIdxs: emptied });
    await step(sim, 6 * HOUR);
    // Nobody buys from the emptied fridge until staff fill it again (its route's next visit).
    const refilled = value(sim, `SELECT COALESCE(MIN(openAt), '9999') FROM door_opens WHERE deviceIdx = ? AND openType = 'EMPLOYEE' AND openAt > '2026-11-21 09:00:00'`, fridge);
    expect(value(sim, `SELECT COUNT(*) FROM payment_lines l JOIN payments p USING (paymentIdx) WHERE p.deviceIdx = ? AND p.paymentIdx > ? AND p.approveAt < ?`, fridge, lastPayment, refilled)).toBe(0);
    expect(value(sim, `SELECT COUNT(*) FROM product_transactions WHERE productMappingIdx IN (${emptied.join(',')}) AND createdDate > '2026-11-21 09:00:00' AND createdDate < ?`, refilled)).toBe(0);
    // Elsewhere sales went on.
    expect(value(sim, 'SELECT COUNT(*) FROM payments WHERE paymentIdx > ? AND deviceIdx <> ?', lastPayment, fridge)).toBeGreaterThan(20);
  });
});

describe('the database as the truth for stock', () => {
  it('trims a sale to what the database holds when a write was not told to the fleet, keeping payments and stock consistent', async () => {
    const errors: string[] = [];
    const sim = makeSim({ logError: (message) => errors.push(message) });
    const fridge = liveFridge(sim);
    const lastPayment = value(sim, 'SELECT MAX(paymentIdx) FROM payments');
    discardStock(sim, 'deviceIdx', fridge, '2026-11-21 09:00:00'); // straight into the stock book: the engine still counts the units
    await step(sim, 6 * HOUR);
    // Until the next staff visit fills the trays again.
    const refilled = value<string | null>(sim, `SELECT MIN(t.createdDate) FROM product_transactions t JOIN product_mappings m USING (productMappingIdx)
      WHERE m.deviceIdx = ? AND t.transactionCode = 'ADD' AND t.createdDate > '2026-11-21 09:00:00'`, fridge) ?? '9999';
    const payments = all<{ paymentIdx: number; state: string; amount: number; lines: number | null; sold: number | null }>(sim,
      `SELECT p.paymentIdx, p.state, p.amount, (SELECT SUM(l.count * l.price) FROM payment_lines l WHERE l.paymentIdx = p.paymentIdx) AS lines,
        (SELECT -SUM(t.count * m.price) FROM product_transactions t JOIN product_mappings m USING (productMappingIdx) WHERE t.paymentIdx = p.paymentIdx) AS sold
       FROM payments p WHERE p.paymentIdx > ? AND p.deviceIdx = ? AND p.approveAt < ?`, lastPayment, fridge, refilled);
    expect(payments.filter((p) => p.state === 'PAID')).toEqual([]); // nothing was there to pay for
    expect(payments.every((p) => p.lines === p.amount && p.sold === null)).toBe(true);
    expect(value(sim, `SELECT COUNT(*) FROM product_transactions t JOIN product_mappings m USING (productMappingIdx) WHERE m.deviceIdx = ? AND t.transactionCode = 'SALE' AND t.createdDate > '2026-11-21 09:00:00' AND t.createdDate < ?`, fridge, refilled)).toBe(0);
    expect(value(sim, `SELECT COUNT(*) FROM door_opens WHERE deviceIdx = ? AND openType <> 'EMPLOYEE' AND openAt >= '2026-11-21 09:00:00' AND openAt < ?`, fridge, refilled)).toBeGreaterThan(0);
    expect(value(sim, `SELECT COUNT(*) FROM product_mappings m LEFT JOIN (SELECT productMappingIdx, SUM(count) AS total FROM product_transactions GROUP BY productMappingIdx) t
      USING (productMappingIdx) WHERE m.stock <> t.total OR m.stock < 0`)).toBe(0);
    expect(errors.some((m) => m.includes('differed from the database'))).toBe(true);
  });
});

describe('start-up and restart', () => {
  const dirs: string[] = [];
  afterEach(() => {
    while (dirs.length) rmSync(dirs.pop()!, { recursive: true, force: true });
  });

  it('plans the start: resume, catch up with real time at most the limit, skip an older gap, never go back', () => {
    const max = 7 * DAY;
    expect(planStart({ saved: undefined, fresh: REF, wall: REF + 3 * HOUR, catchUp: true, maxCatchUpMs: max })).toEqual({ startAt: REF, catchUpTo: REF + 3 * HOUR, skippedMs: 0 });
    expect(planStart({ saved: REF + HOUR, fresh: REF, wall: REF + 3 * HOUR, catchUp: true, maxCatchUpMs: max })).toEqual({ startAt: REF + HOUR, catchUpTo: REF + 3 * HOUR, skippedMs: 0 });
    expect(planStart({ saved: REF, fresh: REF, wall: REF + 30 * DAY, catchUp: true, maxCatchUpMs: max })).toEqual({ startAt: REF + 23 * DAY, catchUpTo: REF + 30 * DAY, skippedMs: 23 * DAY });
    expect(planStart({ saved: REF + 2 * DAY, fresh: REF, wall: REF + DAY, catchUp: true, maxCatchUpMs: max })).toEqual({ startAt: REF + 2 * DAY, catchUpTo: REF + 2 * DAY, skippedMs: 0 });
    expect(planStart({ saved: undefined, fresh: REF, wall: REF + 30 * DAY, catchUp: false, maxCatchUpMs: max })).toEqual({ startAt: REF, catchUpTo: REF, skippedMs: 0 });
  });

  it('catches a running product up with real time at start, and skips what lies beyond the limit', () => {
    const running = makeSim({ clock: manualClock(REF + 3 * HOUR), fleet: { autoRun: true } });
    expect(running.fleet!.startup).toMatchObject({ runId: 1, newWorld: true, caughtUpMs: 3 * HOUR, skippedMs: 0, simNow: REF + 3 * HOUR });
    expect(running.fleet!.now()).toBe(REF + 3 * HOUR);
    expect(value(running, 'SELECT COUNT(*) FROM payments WHERE approveAt > ?', toWireDateTime(REF))).toBeGreaterThan(10);
    running.close();

    const late = makeSim({ clock: manualClock(REF + 30 * DAY), fleet: { autoRun: true, maxCatchUpDays: 0.25 } });
    expect(late.fleet!.startup).toMatchObject({ caughtUpMs: 6 * HOUR, skippedMs: 30 * DAY - 6 * HOUR });
    expect(late.fleet!.now()).toBe(REF + 30 * DAY);
    const after = (from: number) => value(late, 'SELECT COUNT(*) FROM door_opens WHERE openAt > ?', toWireDateTime(from));
    expect(after(REF + 30 * DAY - 6 * HOUR)).toBeGreaterThan(10);
    expect(after(REF)).toBe(after(REF + 30 * DAY - 6 * HOUR)); // nothing was made up for the skipped days
  });

  it('resumes the simulated clock from a file database and keeps resolving faults raised before the restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kiosk-fleet-'));
    dirs.push(dir);
    const file = join(dir, 'sim.db');
    // No spontaneous faults: a broken part of its own (kept across the restart) would answer the door first.
    const calm = { fleet: { engine: { faultsPerKioskDay: 0 } } };
    const first = makeSim({ db: file, ...calm });
    const lockDevice = liveFridge(first);
    const warmDevice = liveFridge(first, 1);
    await step(first, HOUR);
    const lock = await control(first).post(`/devices/${lockDevice}/faults`, { code: 'CABINET_LOCK_ACTUATOR' });
    expect(lock.body.result).toBe(0);
    expect((await control(first).post('/scenarios/fridge-failure', { deviceIdxs: [warmDevice] })).body.result).toBe(0);
    await step(first, 3 * HOUR);
    const alarm = value<number | undefined>(first, `SELECT noticeIdx FROM fault_notices WHERE deviceIdx = ? AND faultCode = 'REFRIGERATION_HIGH_TEMP' AND state = 'OPEN'`, warmDevice);
    const compressor = value<number>(first, `SELECT noticeIdx FROM fault_notices WHERE deviceIdx = ? AND faultCode = 'REFRIGERATION_COMPRESSOR' AND state = 'OPEN'`, warmDevice);
    expect(alarm).toBeGreaterThan(0);
    const stoppedAt = first.fleet!.now();
    expect(stoppedAt).toBe(REF + 4 * HOUR);
    first.close();

    const second = makeSim({ db: file, ...calm });
    expect((await control(second).get('/clock')).body.data).toMatchObject({ now: stoppedAt, nowText: toWireDateTime(stoppedAt) });
    expect(second.fleet!.startup).toMatchObject({ runId: 2, newWorld: false, caughtUpMs: 0 });
    // The kiosk goes on from its last reading, still warm: its temperature alarm stays open under the new run
    // until its own telemetry is back in the band (issue 28); the hand-raised faults live on too.
    const alarmRow = () => second.db!.prepare('SELECT state, sourceId FROM fault_notices WHERE noticeIdx = ?').get(alarm) as { state: string; sourceId: string };
    expect(alarmRow()).toMatchObject({ state: 'OPEN', sourceId: expect.stringMatching(/^R2G0:F\d+-\d+:auto$/) });
    const lockRow = () => second.db!.prepare('SELECT state, sourceId FROM fault_notices WHERE noticeIdx = ?').get(lock.body.data.noticeIdx) as { state: string; sourceId: string };
    expect(lockRow()).toMatchObject({ state: 'OPEN', sourceId: expect.stringMatching(/^R2G0:F\d+-\d+:command$/) });
    const refusal = await control(second).post(`/devices/${lockDevice}/door`, {});
    expect(refusal.body).toMatchObject({ result: 1, message: expect.stringContaining('lock is broken') });
    expect((await control(second).get('/fleet')).body.data.kiosks.find((k: { deviceIdx: number }) => k.deviceIdx === lockDevice).openFaults).toContain('CABINET_LOCK_ACTUATOR');

    await step(second, 30 * MINUTE);
    const cleared = await control(second).post(`/devices/${lockDevice}/faults/clear`, { code: 'CABINET_LOCK_ACTUATOR' });
    expect(cleared.body).toMatchObject({ result: 0, data: { resolved: 1 } });
    expect(lockRow().state).toBe('RESOLVED');
    expect((await control(second).post(`/devices/${warmDevice}/faults/clear`, { code: 'REFRIGERATION_COMPRESSOR' })).body.result).toBe(0);
    expect(value(second, 'SELECT state FROM fault_notices WHERE noticeIdx = ?', compressor)).toBe('RESOLVED');
    expect(value(second, `SELECT COUNT(*) FROM fault_notices WHERE deviceIdx IN (?, ?) AND faultCode IN ('CABINET_LOCK_ACTUATOR', 'REFRIGERATION_COMPRESSOR') AND state <> 'RESOLVED'`, lockDevice, warmDevice)).toBe(0);
    await step(second, 3 * HOUR);
    expect(alarmRow().state).toBe('RESOLVED');
    second.close();

    const third = makeSim({ db: file, clock: manualClock(REF + 9 * HOUR), fleet: { autoRun: true } });
    expect(third.fleet!.startup).toMatchObject({ runId: 3, caughtUpMs: REF + 9 * HOUR - (stoppedAt + 30 * MINUTE + 3 * HOUR) });
    expect(third.fleet!.now()).toBe(REF + 9 * HOUR);
  });

  it('keeps a part that broke on its own broken across a restart, until it would have been fixed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kiosk-fleet-'));
    dirs.push(dir);
    const file = join(dir, 'sim.db');
    const first = makeSim({ db: file, fleet: { engine: { traffic: false, faultsPerKioskDay: 24 } } });
    await step(first, 2 * HOUR);
    type Notice = { noticeIdx: number; faultCode: string; state: string; sourceId: string };
    const openParts = (sim: Sim) =>
      all<Notice>(sim, `SELECT noticeIdx, faultCode, state, sourceId FROM fault_notices WHERE state <> 'RESOLVED' AND sourceId LIKE '%:random' AND faultCode NOT LIKE 'REFRIGERATION_%_TEMP' ORDER BY noticeIdx`);
    const broken = openParts(first);
    expect(broken.length).toBeGreaterThan(3);
    first.close();

    const second = makeSim({ db: file, fleet: { engine: { traffic: false, faultsPerKioskDay: 0 } } });
    // Still broken in the new run, each notice now tracked by the new kiosk's fault.
    expect(openParts(second).map((n) => n.noticeIdx)).toEqual(broken.map((n) => n.noticeIdx));
    for (const n of openParts(second)) expect(n.sourceId).toMatch(/^R2G0:F\d+-\d+:random$/);
    // Two days later every one has ended on its own or at a staff visit.
    await step(second, 2 * DAY);
    const ends = all<{ state: string }>(second, `SELECT state FROM fault_notices WHERE noticeIdx IN (${broken.map((n) => n.noticeIdx).join(', ')})`);
    expect(ends.map((r) => r.state)).toEqual(broken.map(() => 'RESOLVED'));
  });
});

describe('determinism', () => {
  it('gives the same rows for the same seed, steps and commands', async () => {
    const run = async () => {
      const sim = makeSim();
      const fridge = liveFridge(sim);
      const product = value(sim, 'SELECT productMappingIdx FROM product_mappings WHERE deviceIdx = ? AND trayIdx IS NOT NULL AND stock > 1 ORDER BY productMappingIdx', fridge);
      const answers: unknown[] = [];
      await step(sim, 3 * HOUR);
      answers.push((await control(sim).post(`/devices/${fridge}/door`, { mode: 'CARD', items: [{ productMappingIdx: product, count: 2 }] })).body);
      answers.push((await control(sim).post(`/devices/${liveFridge(sim, 2)}/faults`, { code: 'PAYMENT_CARD_READER' })).body);
      answers.push((await control(sim).post('/scenarios/lunch-rush', {})).body);
      await step(sim, 4 * HOUR);
      answers.push((await control(sim).get('/fleet')).body);
      return { sim, answers, tables: ['payments', 'payment_lines', 'door_opens', 'product_transactions', 'fault_notices', 'self_checks', 'devices', 'employee_point_logs', 'product_trainings', 'device_models', 'device_model_products'].map((t) => rows(sim, t)) };
    };
    const a = await run();
    const b = await run();
    expect(value(a.sim, 'SELECT COUNT(*) FROM payments WHERE approveAt > ?', toWireDateTime(REF))).toBeGreaterThan(50);
    expect(value(a.sim, 'SELECT COUNT(*) FROM fault_notices WHERE sourceId IS NOT NULL')).toBeGreaterThan(0);
    expect(a.answers.slice(1, 3)).toEqual([expect.objectContaining({ result: 0 }), expect.objectContaining({ result: 0 })]);
    expect(b.answers).toEqual(a.answers);
    expect(b.tables).toEqual(a.tables);
    expect(toWireDate(b.sim.fleet!.now())).toBe('2026-11-21');
  });
});
