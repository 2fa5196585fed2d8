// The seeded fleet: stock, sales, door sessions, faults, self-checks and temperatures that agree
// with each other, so every screen has a believable week behind it before the engine runs.
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../sim-server/src/db/open';
import { StockError } from '../../sim-server/src/db/repositories/stock';
import { WORLD_REF_DATE_MS } from '../../sim-server/src/world/random';
import { resetWorld } from '../../sim-server/src/world/seed';
import { toWireDate, toWireDateTime } from '../../sim-server/src/clock';
import { NO_VIOLATIONS, cardViolations, paymentViolations } from './commerce-support';
import { column, makeSim, rows, sharedSim, signedIn, value } from './support';
import { recordText, resetMemo } from '../../sim-server/src/record-text';

const sim = sharedSim();
const all = <T>(sql: string, ...params: unknown[]) => sim().db!.prepare(sql).all(...params) as T[];
const REF = toWireDateTime(WORLD_REF_DATE_MS);
const DAY = 24 * 60 * 60 * 1000;

describe('seeded stock', () => {
  it('keeps every product’s stock equal to the sum of its transactions, each running total ≥ 0, starting with NEW', () => {
    expect(value(sim(), 'SELECT COUNT(*) FROM product_transactions')).toBeGreaterThan(5000);
    const unequal = all(`SELECT m.productMappingIdx, m.stock, t.total FROM product_mappings m
      LEFT JOIN (SELECT productMappingIdx, SUM(count) AS total FROM product_transactions GROUP BY productMappingIdx) t USING (productMappingIdx)
      WHERE t.total IS NULL OR m.stock <> t.total`);
    expect(unequal).toEqual([]);
    const badRuns = all(`SELECT transactionIdx FROM (SELECT transactionIdx, stockAfter,
      SUM(count) OVER (PARTITION BY productMappingIdx ORDER BY transactionIdx) AS running FROM product_transactions)
      WHERE running <> stockAfter OR stockAfter < 0`);
    expect(badRuns).toEqual([]);
    const notNewFirst = all(`SELECT productMappingIdx FROM (SELECT productMappingIdx, transactionCode,
      ROW_NUMBER() OVER (PARTITION BY productMappingIdx ORDER BY transactionIdx) AS n FROM product_transactions) WHERE n = 1 AND transactionCode <> 'NEW'`);
    expect(notNewFirst).toEqual([]);
    expect(value(sim(), `SELECT COUNT(*) FROM product_transactions WHERE transactionCode = 'NEW'`)).toBe(value(sim(), 'SELECT COUNT(*) FROM product_mappings'));
    // Transactions of a product follow each other in time.
    expect(value(sim(), `SELECT COUNT(*) FROM product_transactions a JOIN product_transactions b
      ON a.productMappingIdx = b.productMappingIdx AND b.transactionIdx > a.transactionIdx AND b.createdDate < a.createdDate`)).toBe(0);
  });

  it('puts 2–4 different products at list price on every tray, expiring from 2 days before the reference date to a fresh batch’s date', () => {
    const perTray = all<{ trayIdx: number; n: number; products: number }>(`SELECT t.trayIdx, COUNT(m.productMappingIdx) AS n, COUNT(DISTINCT m.productIdx) AS products
      FROM trays t LEFT JOIN product_mappings m ON m.trayIdx = t.trayIdx GROUP BY t.trayIdx`);
    expect(perTray.length).toBe(value(sim(), 'SELECT COUNT(*) FROM trays'));
    for (const tray of perTray) {
      expect({ tray: tray.trayIdx, ok: tray.n >= 2 && tray.n <= 4 && tray.products === tray.n }).toEqual({ tray: tray.trayIdx, ok: true });
    }
    expect(value(sim(), `SELECT COUNT(*) FROM product_mappings m JOIN products p USING (productIdx) WHERE m.price <> p.price`)).toBe(0);
    // Placed expiring within 10 days of the reference date; restocked batches keep their shelf life from the visit.
    const latest = toWireDate(WORLD_REF_DATE_MS + 10 * DAY);
    expect(value(sim(), `SELECT COUNT(*) FROM product_mappings m JOIN products p USING (productIdx) WHERE m.trayIdx IS NOT NULL
      AND (m.expiredDate < ? OR m.expiredDate > MAX(?, date(?, '+' || p.shelfLifeDays || ' days')))`, toWireDate(WORLD_REF_DATE_MS - 2 * DAY), latest, toWireDate(WORLD_REF_DATE_MS))).toBe(0);
    expect(value(sim(), `SELECT COUNT(*) FROM product_mappings WHERE trayIdx IS NOT NULL AND expiredDate < ?`, toWireDate(WORLD_REF_DATE_MS))).toBeGreaterThan(0);
    // A tray and its product belong to the same device and division.
    expect(value(sim(), `SELECT COUNT(*) FROM product_mappings m JOIN trays t USING (trayIdx) JOIN devices v ON v.deviceIdx = t.deviceIdx
      WHERE m.deviceIdx <> t.deviceIdx OR m.divisionIdx <> v.divisionIdx`)).toBe(0);
    // Ambient kiosk shelves hold only long-life goods.
    expect(value(sim(), `SELECT COUNT(*) FROM product_mappings m JOIN trays t USING (trayIdx) JOIN products p USING (productIdx)
      WHERE t.setTemperature IS NULL AND p.shelfLifeDays < 180`)).toBe(0);
  });

  it('stocks every warehouse, and only warehouses hold stock off devices', () => {
    const warehouses = column(sim(), `SELECT divisionIdx FROM divisions WHERE divisionType = 'WAREHOUSE' ORDER BY divisionIdx`);
    expect(warehouses.length).toBeGreaterThan(0);
    expect(column(sim(), `SELECT DISTINCT divisionIdx FROM product_mappings WHERE deviceIdx IS NULL ORDER BY divisionIdx`)).toEqual(warehouses);
    expect(value(sim(), `SELECT COUNT(*) FROM product_mappings WHERE deviceIdx IS NULL AND trayIdx IS NOT NULL`)).toBe(0);
    // A row may be sent out empty between deliveries (the vans draw on it), never a whole warehouse.
    expect(value(sim(), `SELECT COUNT(*) FROM (SELECT divisionIdx FROM product_mappings WHERE deviceIdx IS NULL GROUP BY divisionIdx HAVING SUM(stock) = 0)`)).toBe(0);
  });
});

describe('seeded sales', () => {
  it('makes every payment’s amount the sum of its lines, and every approved one take its units by SALE and return its refunds by REFUND', () => {
    const states = Object.fromEntries(all<{ state: string; n: number }>('SELECT state, COUNT(*) AS n FROM payments GROUP BY state').map((r) => [r.state, r.n]));
    expect(states.PAID).toBeGreaterThan(1000);
    expect(states.DECLINED).toBeGreaterThan(0);
    // About 1 % of approved payments see a line refunded some hours later.
    expect((states.REFUNDED ?? 0) + (states.PARTIAL_REFUND ?? 0)).toBeGreaterThan(states.PAID! * 0.004);
    expect(states.REFUNDED).toBeGreaterThan(0);
    expect(states.PARTIAL_REFUND).toBeGreaterThan(0);
    const violations = paymentViolations(sim());
    expect(violations).toEqual(NO_VIOLATIONS(violations));
  });

  it('prices sales during a seeded promotion by it, and by the list price outside it', () => {
    const promoted = all<{ type: string; n: number }>('SELECT promotionType AS type, COUNT(*) AS n FROM payment_lines WHERE promotionIdx IS NOT NULL GROUP BY promotionType');
    expect(promoted.map((r) => r.type).sort()).toEqual(['AMOUNT', 'COUNT', 'RATE']);
    // A line is promoted exactly when its sale fell in a promotion of its product for its kiosk's company and division
    // and the promotion made it cheaper (a 2+1 line of one or two units is sold, and tagged, as without one).
    const wrong = all(`SELECT l.paymentLineIdx FROM payment_lines l JOIN payments p USING (paymentIdx) JOIN devices v ON v.deviceIdx = p.deviceIdx
      JOIN divisions d ON d.divisionIdx = v.divisionIdx
      WHERE COALESCE(l.promotionIdx, 0) <> CASE WHEN l.amount = l.count * l.listPrice THEN 0 ELSE COALESCE((SELECT o.promotionIdx FROM promotions o WHERE o.productIdx = l.productIdx AND o.companyIdx = d.companyIdx
        AND (o.divisionIdx IS NULL OR o.divisionIdx = d.divisionIdx) AND o.startDateTime <= p.approveAt AND p.approveAt < o.endDateTime), 0) END`);
    expect(wrong).toEqual([]);
    // Of the lines sold under a 2+1 (or similar), those too short for a free unit are charged in full and tagged nothing.
    expect(value(sim(), `SELECT COUNT(*) FROM payment_lines WHERE promotionType = 'COUNT' AND amount = count * listPrice`)).toBe(0);
    expect(value(sim(), 'SELECT COUNT(*) FROM payment_lines l JOIN product_mappings m USING (productMappingIdx) WHERE l.listPrice <> m.price')).toBe(0);
  });

  it('ties every payment to one door session of the same device, closed at the moment of payment and of its SALE transactions', () => {
    expect(value(sim(), 'SELECT COUNT(*) FROM payments')).toBe(value(sim(), 'SELECT COUNT(*) FROM door_opens WHERE paymentIdx IS NOT NULL'));
    expect(value(sim(), `SELECT COUNT(*) FROM payments p JOIN door_opens o USING (paymentIdx) WHERE o.deviceIdx = p.deviceIdx AND o.closeAt = p.approveAt AND o.openAt < o.closeAt`))
      .toBe(value(sim(), 'SELECT COUNT(*) FROM payments'));
    expect(value(sim(), `SELECT COUNT(*) FROM product_transactions t JOIN payments p USING (paymentIdx) WHERE t.transactionCode = 'SALE' AND t.createdDate <> p.approveAt`)).toBe(0);
    // A refund comes hours after its payment, before the reference date.
    expect(value(sim(), `SELECT COUNT(*) FROM product_transactions t JOIN payments p USING (paymentIdx) WHERE t.transactionCode = 'REFUND'
      AND (t.createdDate <> p.refundedAt OR t.createdDate < datetime(p.approveAt, '+1 hour') OR t.createdDate > ?)`, REF)).toBe(0);
    expect(value(sim(), `SELECT COUNT(*) FROM product_transactions t JOIN payments p USING (paymentIdx) JOIN product_mappings m USING (productMappingIdx) WHERE m.deviceIdx <> p.deviceIdx`)).toBe(0);
    // Staff sessions restock and never pay; customer sessions never restock.
    expect(value(sim(), `SELECT COUNT(*) FROM door_opens WHERE openType = 'EMPLOYEE' AND paymentIdx IS NOT NULL`)).toBe(0);
    expect(value(sim(), `SELECT COUNT(*) FROM door_opens WHERE openType = 'EMPLOYEE'`)).toBeGreaterThan(0);
    // On devices (warehouses receive orders, order.test.ts).
    expect(value(sim(), `SELECT COUNT(*) FROM product_transactions t JOIN product_mappings m USING (productMappingIdx)
      WHERE m.deviceIdx IS NOT NULL AND t.transactionCode = 'ADD' AND t.createdDate NOT IN (SELECT closeAt FROM door_opens WHERE openType = 'EMPLOYEE')`)).toBe(0);
  });

  it('keeps one door open at a time per device, within the week before the reference date', () => {
    expect(value(sim(), `SELECT COUNT(*) FROM door_opens a JOIN door_opens b ON a.deviceIdx = b.deviceIdx AND b.doorOpenIdx <> a.doorOpenIdx
      AND b.openAt >= a.openAt AND b.openAt < a.closeAt`)).toBe(0);
    expect(value<string>(sim(), 'SELECT MAX(closeAt) FROM door_opens') <= REF).toBe(true);
    expect(value<string>(sim(), 'SELECT MIN(openAt) FROM door_opens') >= toWireDateTime(WORLD_REF_DATE_MS - 8 * DAY)).toBe(true);
    // Every day of the week has sales.
    expect(value(sim(), `SELECT COUNT(DISTINCT substr(approveAt, 1, 10)) FROM payments`)).toBe(8);
    // A device that has gone quiet sold nothing after its last heartbeat.
    expect(value(sim(), `SELECT COUNT(*) FROM door_opens o JOIN devices v USING (deviceIdx) WHERE v.status IN ('OFFLINE', 'MAINTENANCE') AND o.closeAt > v.reportAt`)).toBe(0);
  });
});

describe('seeded employee cards and points', () => {
  it('gives cards only to divisions with a reset policy and time slots, with UIDs unique in their company', () => {
    const cards = all<{ divisionIdx: number; companyIdx: number; uid: string; enabled: number }>('SELECT e.*, d.companyIdx AS divisionCompany FROM employee_uids e JOIN divisions d USING (divisionIdx)');
    expect(cards.length).toBeGreaterThan(5);
    expect(value(sim(), `SELECT COUNT(*) FROM employee_uids e JOIN divisions d USING (divisionIdx) WHERE d.companyIdx <> e.companyIdx
      OR e.divisionIdx NOT IN (SELECT divisionIdx FROM employee_reset_policies) OR e.divisionIdx NOT IN (SELECT divisionIdx FROM employee_uid_times)`)).toBe(0);
    expect(value(sim(), 'SELECT COUNT(*) FROM (SELECT companyIdx, upper(uid) FROM employee_uids GROUP BY 1, 2 HAVING COUNT(*) > 1)')).toBe(0);
    for (const c of cards) expect(c.uid).toMatch(/^[0-9A-F]{8}([0-9A-F]{6})?$/);
  });

  it('keeps every card’s points the running sum of its log, from a RESET at registration through resets at the policy’s times', () => {
    const violations = cardViolations(sim());
    expect(violations).toEqual(NO_VIOLATIONS(violations));
    expect(value(sim(), `SELECT COUNT(*) FROM employee_uids e WHERE (SELECT reason || memo || createdDate FROM employee_point_logs g WHERE g.employeeUidIdx = e.employeeUidIdx
      ORDER BY createdDate, employeePointLogIdx LIMIT 1) <> 'RESET${recordText('newCard')}' || e.createdDate`)).toBe(0);
    // Resets at 00:00 KST on the policy's day, to the policy's point.
    const resets = all(`SELECT g.employeePointLogIdx FROM employee_point_logs g JOIN employee_uids e USING (employeeUidIdx) JOIN employee_reset_policies r ON r.divisionIdx = e.divisionIdx
      WHERE g.reason = 'RESET' AND g.memo <> '${recordText('newCard')}' AND (substr(g.createdDate, 12) <> '00:00:00' OR g.balance <> r.resetPoint OR g.memo <> CASE r.resetCycle WHEN 'DAILY' THEN '${resetMemo('DAILY')}' WHEN 'WEEKLY' THEN '${resetMemo('WEEKLY')}' ELSE '${resetMemo('MONTHLY')}' END
        OR (r.resetCycle = 'WEEKLY' AND (CAST(strftime('%w', g.createdDate) AS INTEGER) + 6) % 7 + 1 <> r.resetDay)
        OR (r.resetCycle = 'MONTHLY' AND CAST(strftime('%d', g.createdDate) AS INTEGER) <> r.resetDay))`);
    expect(resets).toEqual([]);
    expect(value(sim(), `SELECT COUNT(*) FROM employee_point_logs WHERE reason = 'RESET' AND memo = '${resetMemo('DAILY')}'`)).toBeGreaterThan(0);
    expect(value(sim(), `SELECT COUNT(*) FROM employee_point_logs WHERE reason = 'PURCHASE'`)).toBeGreaterThan(10);
  });

  it('lets only an enabled card of the division pay by points, inside the division’s time slots', () => {
    expect(value(sim(), 'SELECT COUNT(*) FROM payments WHERE paymentMode = 99')).toBeGreaterThan(10);
    const outside = all(`SELECT p.paymentIdx FROM payments p JOIN door_opens o USING (paymentIdx) JOIN devices v ON v.deviceIdx = p.deviceIdx
      LEFT JOIN employee_uids e ON e.employeeUidIdx = p.employeeUidIdx
      WHERE p.paymentMode = 99 AND (e.employeeUidIdx IS NULL OR e.enabled = 0 OR e.divisionIdx <> v.divisionIdx OR o.openType <> 'POINT' OR o.employeeUidIdx IS NOT p.employeeUidIdx
        OR NOT EXISTS (SELECT 1 FROM employee_uid_times t WHERE t.divisionIdx = v.divisionIdx AND t.startTime <= substr(o.openAt, 12, 5) AND substr(o.openAt, 12, 5) < t.endTime))`);
    expect(outside).toEqual([]);
    expect(value(sim(), `SELECT COUNT(*) FROM payments WHERE paymentMode <> 99 AND employeeUidIdx IS NOT NULL`)).toBe(0);
    expect(value(sim(), `SELECT COUNT(*) FROM employee_uids e WHERE lastUsedAt IS NOT (SELECT MAX(createdDate) FROM employee_point_logs g WHERE g.employeeUidIdx = e.employeeUidIdx AND g.reason = 'PURCHASE')`)).toBe(0);
  });
});

describe('seeded faults, self-checks, temperatures and heartbeats', () => {
  it('has faults in every state, an unresolved one on every FAULT device and a lost connection on every OFFLINE one', () => {
    expect(column<string>(sim(), 'SELECT DISTINCT state FROM fault_notices ORDER BY state')).toEqual(['ACKNOWLEDGED', 'OPEN', 'RESOLVED']);
    const faultDevices = column(sim(), `SELECT deviceIdx FROM devices WHERE status = 'FAULT' ORDER BY deviceIdx`);
    expect(faultDevices.length).toBeGreaterThan(0);
    expect(column(sim(), `SELECT DISTINCT deviceIdx FROM fault_notices WHERE state <> 'RESOLVED' AND deviceIdx IN (${faultDevices.join(',')}) ORDER BY deviceIdx`)).toEqual(faultDevices);
    const offline = column(sim(), `SELECT deviceIdx FROM devices WHERE status = 'OFFLINE' ORDER BY deviceIdx`);
    expect(offline.length).toBeGreaterThan(0);
    expect(column(sim(), `SELECT f.deviceIdx FROM fault_notices f JOIN devices v USING (deviceIdx) WHERE v.status = 'OFFLINE'
      AND f.faultCode = 'NETWORK_OFFLINE' AND f.state <> 'RESOLVED' AND f.reportAt > v.reportAt ORDER BY f.deviceIdx`)).toEqual(offline);
    expect(value(sim(), `SELECT COUNT(*) FROM fault_notices WHERE state = 'RESOLVED' AND resolvedAt <= reportAt`)).toBe(0);
    expect(value(sim(), `SELECT COUNT(*) FROM fault_notices WHERE reportAt > ? OR updatedDate > ? OR resolvedAt > ?`, REF, REF, REF)).toBe(0);
  });

  it('runs one self-check per device per night that fails exactly where a fault was open', () => {
    const checks = all<{ selfCheckIdx: number; deviceIdx: number; passed: number; results: string; reportAt: string }>('SELECT * FROM self_checks');
    expect(checks.length).toBeGreaterThan(value(sim(), 'SELECT COUNT(*) FROM devices') * 5);
    expect(value(sim(), `SELECT COUNT(*) FROM (SELECT deviceIdx, substr(reportAt, 1, 10) FROM self_checks GROUP BY 1, 2 HAVING COUNT(*) > 1)`)).toBe(0);
    const openAt = sim().db!.prepare(`SELECT faultCode FROM fault_notices WHERE deviceIdx = ? AND reportAt <= ? AND (resolvedAt IS NULL OR resolvedAt > ?)`).pluck();
    let failed = 0;
    for (const check of checks) {
      const results = JSON.parse(check.results) as { component: string; passed: boolean; detail: string }[];
      expect(check.passed === 1).toBe(results.every((r) => r.passed));
      const open = new Set(openAt.all(check.deviceIdx, check.reportAt, check.reportAt) as string[]);
      for (const r of results.filter((x) => !x.passed)) {
        failed++;
        for (const code of r.detail.split(', ')) expect({ check: check.selfCheckIdx, code, open: open.has(code) }).toEqual({ check: check.selfCheckIdx, code, open: true });
      }
    }
    expect(failed).toBeGreaterThan(0);
  });

  it('samples refrigerated devices every 15 minutes for the 24 hours before their last report', () => {
    const fridges = column(sim(), `SELECT DISTINCT deviceIdx FROM trays WHERE setTemperature IS NOT NULL ORDER BY deviceIdx`);
    expect(column(sim(), 'SELECT DISTINCT deviceIdx FROM temperature_samples ORDER BY deviceIdx')).toEqual(fridges);
    const spans = all<{ deviceIdx: number; n: number; first: string; last: string; reportAt: string; status: string }>(`SELECT s.deviceIdx, COUNT(*) AS n, MIN(at) AS first, MAX(at) AS last, v.reportAt, v.status
      FROM temperature_samples s JOIN devices v USING (deviceIdx) GROUP BY s.deviceIdx`);
    for (const s of spans) {
      expect({ device: s.deviceIdx, fresh: s.last <= s.reportAt || s.status !== 'OFFLINE', full: s.n <= 97 && s.n >= 80 }).toEqual({ device: s.deviceIdx, fresh: true, full: true });
      expect(Date.parse(`${s.last.replace(' ', 'T')}+09:00`) - Date.parse(`${s.first.replace(' ', 'T')}+09:00`)).toBeLessThanOrEqual(DAY);
    }
    expect(value(sim(), `SELECT COUNT(*) FROM temperature_samples WHERE CAST(substr(at, 15, 2) AS INTEGER) % 15 <> 0 OR substr(at, 18, 2) <> '00'`)).toBe(0);
    expect(value(sim(), 'SELECT MAX(at) FROM temperature_samples')).toBe(REF);
  });

  it('gives connected devices a heartbeat signal and marks silent ones offline', () => {
    expect(value(sim(), `SELECT COUNT(*) FROM devices WHERE status IN ('OFFLINE', 'MAINTENANCE') AND online = 1`)).toBe(0);
    expect(value(sim(), `SELECT COUNT(*) FROM devices WHERE online = 1`)).toBeGreaterThan(value(sim(), 'SELECT COUNT(*) FROM devices') / 2);
    expect(value(sim(), `SELECT COUNT(*) FROM devices WHERE signalDbm IS NULL OR signalDbm NOT BETWEEN -85 AND -60`)).toBe(0);
  });
});

describe('seeding', () => {
  // Seeding time is measured by the benchmarks, not asserted here.
  it('writes the demo world with its history for any seed', () => {
    const db = openDatabase(':memory:');
    try {
      resetWorld(db, 4242, 'demo');
      expect(db.prepare('SELECT COUNT(*) FROM payments').pluck().get()).toBeGreaterThan(1000);
    } finally {
      db.close();
    }
  });
});

describe('what the fleet engine reads and writes', () => {
  const NOW = '2026-11-21 09:05:00';

  it('reads every tray, every product on a tray (with its name) and the product master at start', () => {
    const { trays, stock, products } = sim().repos!;
    expect(trays.all().map((t) => t.trayIdx)).toEqual(column(sim(), 'SELECT trayIdx FROM trays ORDER BY deviceIdx, trayNo'));
    const shelves = stock.onTrays();
    expect(shelves.map((m) => m.productMappingIdx)).toEqual(column(sim(), 'SELECT productMappingIdx FROM product_mappings WHERE trayIdx IS NOT NULL ORDER BY productMappingIdx'));
    expect(shelves[0]!.productName).toBe(value<string>(sim(), 'SELECT productName FROM products WHERE productIdx = ?', shelves[0]!.productIdx));
    expect(products.all().map((p) => p.productIdx)).toEqual(column(sim(), 'SELECT productIdx FROM products ORDER BY productIdx'));
  });

  it('changes stock only with a transaction, never below zero, keeping stock = Σ transactions', () => {
    const sim = makeSim();
    const { stock } = sim.repos!;
    const m = sim.db!.prepare('SELECT productMappingIdx, stock FROM product_mappings WHERE trayIdx IS NOT NULL AND stock >= 2 LIMIT 1').get() as { productMappingIdx: number; stock: number };
    const sum = (idx: number) => value(sim, 'SELECT SUM(count) FROM product_transactions WHERE productMappingIdx = ?', idx);
    const sold = stock.applyTransaction({ productMappingIdx: m.productMappingIdx, transactionCode: 'SALE', count: -2, at: NOW, memo: 'sale S1-1' });
    expect(sold.stockAfter).toBe(m.stock - 2);
    expect(stock.get(m.productMappingIdx)).toMatchObject({ stock: m.stock - 2, updatedDate: NOW });
    expect(sum(m.productMappingIdx)).toBe(m.stock - 2);
    expect(stock.transactionsOf(m.productMappingIdx).at(-1)).toMatchObject({ transactionIdx: sold.transactionIdx, transactionCode: 'SALE', count: -2, stockAfter: m.stock - 2, memo: 'sale S1-1' });

    const before = ['product_mappings', 'product_transactions'].map((t) => rows(sim, t));
    for (const change of [
      { productMappingIdx: m.productMappingIdx, count: -(m.stock - 1) }, // one more than is left
      { productMappingIdx: 999_999, count: 1 },
      { productMappingIdx: m.productMappingIdx, count: 1.5 },
    ]) {
      expect(() => stock.applyTransaction({ ...change, transactionCode: 'SALE', at: NOW })).toThrow(StockError);
    }
    expect(['product_mappings', 'product_transactions'].map((t) => rows(sim, t))).toEqual(before);

    stock.applyTransaction({ productMappingIdx: m.productMappingIdx, transactionCode: 'ADD', count: 5, at: NOW, expiredDate: '2026-11-30' });
    expect(stock.get(m.productMappingIdx)).toMatchObject({ stock: m.stock + 3, expiredDate: '2026-11-30' });
    const placed = stock.place({ productIdx: 1, divisionIdx: 1, deviceIdx: 1, trayIdx: 1, price: 1500, expiredDate: null }, 7, NOW);
    expect(stock.transactionsOf(placed).map((t) => [t.transactionCode, t.count, t.stockAfter])).toEqual([['NEW', 7, 7]]);
    expect(stock.get(placed)!.stock).toBe(sum(placed));
  });

  it('records heartbeats, connection, status, faults, self-checks, temperatures and door sessions as the screens read them', async () => {
    const sim = makeSim();
    const repos = sim.repos!;
    const admin = await signedIn(sim);
    const device = () => repos.devices.get(2)!;

    repos.devices.recordHeartbeat(2, { at: NOW, signalDbm: -71, firmwareVersion: '9.9.9' });
    expect(device()).toMatchObject({ reportAt: NOW, signalDbm: -71, online: true, firmwareVersion: '9.9.9' });
    repos.devices.setOnline(2, false);
    repos.devices.setStatus(2, 'FAULT', NOW);
    expect((await admin.get('/device/info/2')).body.data).toMatchObject({ online: false, status: 'FAULT', updatedDate: NOW });

    const faults = device().openFaultCount;
    const noticeIdx = repos.faults.insert({ deviceIdx: 2, component: 'CABINET', faultCode: 'CABINET_LOCK_ACTUATOR', severity: 'CRITICAL', description: { ko: '도어 잠금장치 작동 불량', en: 'Door lock actuator failure' }, reportAt: NOW, sourceId: 'F2-1' });
    expect(repos.faults.unresolvedBySource(2, 'F2-1')).toBe(noticeIdx);
    expect(device().openFaultCount).toBe(faults + 1);
    expect(repos.faults.resolve(noticeIdx, '2026-11-21 09:30:00')).toBe(true);
    expect(repos.faults.unresolvedBySource(2, 'F2-1')).toBeUndefined();
    expect((await admin.post('/device/fault-check', { noticeIdx })).body.data.list[0]).toMatchObject({ state: 'RESOLVED', resolvedAt: '2026-11-21 09:30:00', description: 'Door lock actuator failure' });

    const results = [{ component: 'PAYMENT', passed: true, detail: 'OK' }, { component: 'NETWORK', passed: false, detail: 'NETWORK_OFFLINE' }];
    const selfCheckIdx = repos.selfChecks.insert({ deviceIdx: 2, passed: false, results, reportAt: NOW });
    expect((await admin.post('/device/self-check', { deviceIdx: 2, size: 1 })).body.data.list[0]).toMatchObject({ selfCheckIdx, passed: false, results, reportAt: NOW });

    repos.temperatures.insert(2, NOW, [{ zoneNo: 1, celsius: 4.2 }, { zoneNo: 2, celsius: 6.1 }]);
    expect(device().temperature).toBe(6.1); // the warmest zone of the newest sample
    repos.temperatures.insert(2, '2026-11-21 09:10:00', [{ zoneNo: 1, celsius: null }]);
    expect(device().temperature).toBeNull(); // a broken probe reads nothing
    const old = value(sim, `SELECT COUNT(*) FROM temperature_samples WHERE at < '2026-11-21 09:10:00'`);
    expect(old).toBeGreaterThan(0);
    expect(repos.temperatures.prune('2026-11-21 09:10:00')).toBe(old);
    expect(value(sim, 'SELECT COUNT(*) FROM temperature_samples')).toBe(1);

    const doorOpenIdx = repos.doorOpens.insert({ deviceIdx: 2, openType: 'APP', openAt: '2026-11-21 09:04:00', closeAt: NOW });
    const paymentIdx = repos.payments.insert({ deviceIdx: 2, provider: 'zelotek', approveResult: 0, state: 'PAID', paymentMode: 1, amount: 0, approveNo: '1', approveAt: NOW }, []);
    repos.doorOpens.linkPayment(doorOpenIdx, paymentIdx);
    expect((await admin.get('/device/open-door/2')).body.data.list[0]).toMatchObject({ doorOpenIdx, paymentIdx, openType: 'APP', reportAt: NOW, closeAt: NOW });
  });
});
