// The bulk world of the 'large' preset, built here at a hundredth of its size by the same
// generator: exact counts, the books that must agree (stock = Σ transactions, amount = Σ lines,
// approved payments ↔ SALE transactions, refunds), consistent devices, determinism, and a fleet
// engine that drives only the bounded live set. The full world is measured by `npm run bench`.
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSimApp, type SimApp } from '../../sim-server/src/app';
import { openDatabase } from '../../sim-server/src/db/open';
import { PRESETS } from '../../sim-server/src/world/presets';
import { WORLD_REF_DATE_MS } from '../../sim-server/src/world/random';
import { liveKiosks, resetBulkWorld, worldInfo } from '../../sim-server/src/world/seed';
import { FAILURE } from '../../contract/index';
import { toWireDateTime } from '../../sim-server/src/clock';
import { NO_VIOLATIONS, paymentViolations } from './commerce-support';
import { column, control, signedIn, value } from './support';

const SIZE = { companies: 6, devices: 120, payments: 6_000, productMappings: 1_200, historyDays: 14, liveKiosks: 10 } as const;
const SEED = 777;
const REF = toWireDateTime(WORLD_REF_DATE_MS);

const dir = mkdtempSync(join(tmpdir(), 'kiosk-large-'));
let sim: SimApp;
beforeAll(() => {
  const db = openDatabase(join(dir, 'large.db'));
  try {
    resetBulkWorld(db, SEED, 'large', SIZE);
  } finally {
    db.close();
  }
  sim = createSimApp({ db: join(dir, 'large.db'), logError: () => {}, fleet: { autoRun: false } });
});
afterAll(() => {
  sim?.close();
  rmSync(dir, { recursive: true, force: true });
});
const all = <T>(sql: string, ...params: unknown[]) => sim.db!.prepare(sql).all(...params) as T[];
const count = (sql: string, ...params: unknown[]) => value<number>(sim, sql, ...params);

/** Every table of a bulk world, hashed (sessions and password hashes aside: salted or made at sign-in). */
function fingerprint(path: string): string {
  const db = openDatabase(path);
  try {
    const tables = (db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT IN ('sessions', 'schema_migrations') ORDER BY name`).pluck().all() as string[]);
    const hash = createHash('sha256');
    for (const table of tables) {
      const key = (db.prepare('SELECT name FROM pragma_table_info(?) WHERE pk > 0 ORDER BY pk').pluck().all(table) as string[]).map((c) => `"${c}"`).join(', ') || 'rowid';
      for (const row of db.prepare(`SELECT * FROM "${table}" ORDER BY ${key}`).all() as Record<string, unknown>[]) hash.update(JSON.stringify({ ...row, passwordHash: undefined }));
    }
    return hash.digest('hex');
  } finally {
    db.close();
  }
}

describe('the large preset', () => {
  it('asks for 10,000 devices, 1,000,000 payments and 100,000 inventory rows, 500 of them live', () => {
    expect(PRESETS.large).toMatchObject({ kind: 'bulk', devices: 10_000, payments: 1_000_000, productMappings: 100_000, liveKiosks: 500 });
  });
});

describe('a bulk world at a hundredth of the size', () => {
  it('has exactly the devices, payments and product mappings asked for, and says what it is', () => {
    expect(count('SELECT COUNT(*) FROM devices')).toBe(SIZE.devices);
    expect(count('SELECT COUNT(*) FROM payments')).toBe(SIZE.payments);
    expect(count('SELECT COUNT(*) FROM product_mappings')).toBe(SIZE.productMappings);
    expect(count('SELECT COUNT(*) FROM companies')).toBe(SIZE.companies);
    expect(worldInfo(sim.db!)).toEqual({ seed: SEED, preset: 'large' });
    expect(liveKiosks(sim.db!)).toEqual({ liveKiosks: SIZE.liveKiosks, seededDevices: SIZE.devices });
    expect(sim.db!.pragma('foreign_key_check')).toEqual([]);
    // Every store and site has 1–4 devices, warehouses none; every device 2–6 trays of 2–4 different products.
    expect(count(`SELECT COUNT(*) FROM divisions d WHERE (d.divisionType = 'WAREHOUSE') <> NOT EXISTS (SELECT 1 FROM devices v WHERE v.divisionIdx = d.divisionIdx)`)).toBe(0);
    expect(count(`SELECT COUNT(*) FROM (SELECT divisionIdx, COUNT(*) AS n FROM devices GROUP BY divisionIdx) WHERE n > 4`)).toBe(0);
    expect(count(`SELECT COUNT(*) FROM (SELECT deviceIdx, COUNT(*) AS n FROM trays GROUP BY deviceIdx) WHERE n < 2 OR n > 6`)).toBe(0);
    expect(count(`SELECT COUNT(*) FROM (SELECT trayIdx, COUNT(*) AS n, COUNT(DISTINCT productIdx) AS p FROM product_mappings WHERE trayIdx IS NOT NULL GROUP BY trayIdx) WHERE n < 2 OR n > 4 OR p <> n`)).toBe(0);
    expect(count(`SELECT COUNT(*) FROM trays t WHERE NOT EXISTS (SELECT 1 FROM product_mappings m WHERE m.trayIdx = t.trayIdx)`)).toBe(0);
    expect(new Set(column<string>(sim, 'SELECT serialNumber FROM devices')).size).toBe(SIZE.devices);
  });

  it('keeps every product’s stock equal to the sum of its transactions, running totals ≥ 0, in time order, starting with NEW', () => {
    expect(all(`SELECT m.productMappingIdx FROM product_mappings m LEFT JOIN (SELECT productMappingIdx, SUM(count) AS total FROM product_transactions GROUP BY productMappingIdx) t
      USING (productMappingIdx) WHERE t.total IS NULL OR m.stock <> t.total`)).toEqual([]);
    expect(all(`SELECT transactionIdx FROM (SELECT transactionIdx, stockAfter, SUM(count) OVER (PARTITION BY productMappingIdx ORDER BY transactionIdx) AS running
      FROM product_transactions) WHERE running <> stockAfter OR stockAfter < 0`)).toEqual([]);
    expect(all(`SELECT productMappingIdx FROM (SELECT productMappingIdx, transactionCode, ROW_NUMBER() OVER (PARTITION BY productMappingIdx ORDER BY transactionIdx) AS n
      FROM product_transactions) WHERE n = 1 AND transactionCode <> 'NEW'`)).toEqual([]);
    expect(count(`SELECT COUNT(*) FROM (SELECT createdDate, LAG(createdDate) OVER (PARTITION BY productMappingIdx ORDER BY transactionIdx) AS before
      FROM product_transactions) WHERE createdDate < before`)).toBe(0);
    expect(count(`SELECT COUNT(*) FROM product_transactions WHERE transactionCode = 'ADD'`)).toBeGreaterThan(0); // staff refilled the shelves
  });

  it('makes every payment’s amount the sum of its lines, every approved one take its units by SALE and return its refunds by REFUND', () => {
    const violations = paymentViolations(sim);
    expect(violations).toEqual(NO_VIOLATIONS(violations));
    const states = Object.fromEntries(all<{ state: string; n: number }>('SELECT state, COUNT(*) AS n FROM payments GROUP BY state').map((r) => [r.state, r.n]));
    expect(states.DECLINED! / SIZE.payments).toBeGreaterThan(0.01);
    expect(states.DECLINED! / SIZE.payments).toBeLessThan(0.05);
    expect((states.REFUNDED ?? 0) + (states.PARTIAL_REFUND ?? 0)).toBeGreaterThan(0);
    // Refunds not made by the reference date are planned for the fleet, on a line of the payment.
    expect(count(`SELECT COUNT(*) FROM payments p WHERE p.refundDueAt IS NOT NULL AND (p.refundedAt IS NOT NULL OR p.refundDueAt <= p.approveAt
      OR NOT EXISTS (SELECT 1 FROM payment_lines l WHERE l.paymentIdx = p.paymentIdx AND l.productMappingIdx = p.refundMappingIdx))`)).toBe(0);
    // Priced by the company's promotion running at the close, and by the list price outside one; tagged only where it made the line cheaper.
    expect(all(`SELECT l.paymentLineIdx FROM payment_lines l JOIN payments p USING (paymentIdx) JOIN devices v ON v.deviceIdx = p.deviceIdx
      JOIN divisions d ON d.divisionIdx = v.divisionIdx
      WHERE COALESCE(l.promotionIdx, 0) <> CASE WHEN l.amount = l.count * l.listPrice THEN 0 ELSE COALESCE((SELECT o.promotionIdx FROM promotions o WHERE o.productIdx = l.productIdx AND o.companyIdx = d.companyIdx
        AND (o.divisionIdx IS NULL OR o.divisionIdx = d.divisionIdx) AND o.startDateTime <= p.approveAt AND p.approveAt < o.endDateTime), 0) END`)).toEqual([]);
    expect(count('SELECT COUNT(*) FROM payment_lines WHERE promotionIdx IS NOT NULL')).toBeGreaterThan(0);
    expect(count('SELECT COUNT(*) FROM payment_lines l JOIN product_mappings m USING (productMappingIdx) WHERE l.listPrice <> m.price OR l.productIdx <> m.productIdx')).toBe(0);
  });

  it('ties every payment to one door session of its device closed at that moment, one door open at a time, nothing after a device fell silent', () => {
    expect(count('SELECT COUNT(*) FROM door_opens WHERE paymentIdx IS NOT NULL')).toBe(SIZE.payments);
    expect(count(`SELECT COUNT(*) FROM payments p JOIN door_opens o USING (paymentIdx) WHERE o.deviceIdx = p.deviceIdx AND o.closeAt = p.approveAt AND o.openAt < o.closeAt`)).toBe(SIZE.payments);
    expect(count(`SELECT COUNT(*) FROM (SELECT openAt, LAG(closeAt) OVER (PARTITION BY deviceIdx ORDER BY openAt, doorOpenIdx) AS before FROM door_opens) WHERE openAt < before`)).toBe(0);
    expect(count(`SELECT COUNT(*) FROM door_opens o JOIN devices v USING (deviceIdx) WHERE v.status IN ('OFFLINE', 'MAINTENANCE') AND o.closeAt > v.reportAt`)).toBe(0);
    expect(value<string>(sim, 'SELECT MAX(closeAt) FROM door_opens') <= REF).toBe(true);
    expect(count(`SELECT COUNT(*) FROM door_opens WHERE openType = 'EMPLOYEE' AND paymentIdx IS NOT NULL`)).toBe(0);
    // Staff ADDs happen at the close of a staff visit of the same device.
    expect(count(`SELECT COUNT(*) FROM product_transactions t JOIN product_mappings m USING (productMappingIdx) WHERE t.transactionCode = 'ADD' AND m.deviceIdx IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM door_opens o WHERE o.deviceIdx = m.deviceIdx AND o.openType = 'EMPLOYEE' AND o.closeAt = t.createdDate)`)).toBe(0);
  });

  it('gives FAULT devices an open fault and OFFLINE ones a lost connection, fridges samples and self-checks that fail only on open faults', () => {
    const faulty = column(sim, `SELECT deviceIdx FROM devices WHERE status = 'FAULT' ORDER BY deviceIdx`);
    expect(column(sim, `SELECT DISTINCT deviceIdx FROM fault_notices WHERE state <> 'RESOLVED' AND severity <> 'INFO' AND deviceIdx IN (${faulty.join(',')}) ORDER BY deviceIdx`)).toEqual(faulty);
    const offline = column(sim, `SELECT deviceIdx FROM devices WHERE status = 'OFFLINE' ORDER BY deviceIdx`);
    expect(column(sim, `SELECT f.deviceIdx FROM fault_notices f JOIN devices v USING (deviceIdx) WHERE v.status = 'OFFLINE' AND f.faultCode = 'NETWORK_OFFLINE'
      AND f.state <> 'RESOLVED' AND f.reportAt > v.reportAt ORDER BY f.deviceIdx`)).toEqual(offline);
    // Anything else open is on a device whose status says so.
    expect(count(`SELECT COUNT(*) FROM fault_notices f JOIN devices v USING (deviceIdx) WHERE f.state <> 'RESOLVED' AND v.status NOT IN ('FAULT', 'OFFLINE')`)).toBe(0);
    expect(count(`SELECT COUNT(*) FROM devices WHERE (status IN ('OFFLINE', 'MAINTENANCE')) = (online = 1)`)).toBe(0);
    expect(column(sim, 'SELECT DISTINCT deviceIdx FROM temperature_samples ORDER BY deviceIdx')).toEqual(column(sim, 'SELECT DISTINCT deviceIdx FROM trays WHERE setTemperature IS NOT NULL ORDER BY deviceIdx'));
    expect(count('SELECT COUNT(*) FROM self_checks')).toBeGreaterThan(SIZE.devices * 4);
    const openAt = sim.db!.prepare(`SELECT faultCode FROM fault_notices WHERE deviceIdx = ? AND reportAt <= ? AND (resolvedAt IS NULL OR resolvedAt > ?)`).pluck();
    for (const check of all<{ deviceIdx: number; passed: number; results: string; reportAt: string }>('SELECT * FROM self_checks WHERE passed = 0')) {
      const open = new Set(openAt.all(check.deviceIdx, check.reportAt, check.reportAt) as string[]);
      for (const r of (JSON.parse(check.results) as { passed: boolean; detail: string }[]).filter((x) => !x.passed)) {
        for (const code of r.detail.split(', ')) expect(open.has(code)).toBe(true);
      }
    }
  });

  it('gives AI fridges a vision model that knows their products, but for the ones waiting or being learnt', () => {
    const fridges = count(`SELECT COUNT(*) FROM devices WHERE deviceType = 'AI_FRIDGE'`);
    expect(count('SELECT COUNT(*) FROM device_models')).toBe(fridges);
    expect(count(`SELECT COUNT(*) FROM (SELECT DISTINCT m.deviceIdx, m.productIdx FROM product_mappings m JOIN devices v USING (deviceIdx) WHERE v.deviceType = 'AI_FRIDGE'
      EXCEPT SELECT deviceIdx, productIdx FROM device_model_products EXCEPT SELECT deviceIdx, productIdx FROM product_trainings)`)).toBe(0);
    expect(count('SELECT COUNT(*) FROM product_trainings t JOIN device_model_products k USING (deviceIdx, productIdx)')).toBe(0);
  });

  it('is the same world for the same seed and another for another seed', () => {
    const build = (seed: number, name: string) => {
      const path = join(dir, name);
      const db = openDatabase(path);
      try {
        resetBulkWorld(db, seed, 'large', { ...SIZE, devices: 30, payments: 900, productMappings: 300 });
      } finally {
        db.close();
      }
      return fingerprint(path);
    };
    expect(build(1, 'a.db')).toBe(build(1, 'b.db'));
    expect(build(1, 'a.db')).not.toBe(build(2, 'c.db'));
  });

  it('answers the hot lists paged, with the whole count', async () => {
    const admin = await signedIn(sim);
    const devices = await admin.post('/device/list', { page: 2, size: 20 });
    expect(devices.body).toMatchObject({ result: 0, data: { totalCount: SIZE.devices } });
    expect(devices.body.data.list).toHaveLength(20);
    const payments = await admin.post('/payment/list', { page: 1, size: 20 });
    expect(payments.body).toMatchObject({ result: 0, data: { totalCount: SIZE.payments } });
    const inventory = await admin.post('/product/inventory/list', { page: 1, size: 20 });
    expect(inventory.body.data.totalCount).toBe(count('SELECT COUNT(*) FROM product_mappings WHERE deviceIdx IS NOT NULL'));
  });
});

describe('the live fleet of a bulk world', () => {
  it('drives only the first kiosks; the others keep their history, answer the API and are no kiosk of the cockpit', async () => {
    expect(sim.fleet!.fleet().kiosks.map((k) => k.deviceIdx)).toEqual(Array.from({ length: SIZE.liveKiosks }, (_, i) => i + 1));
    const admin = await signedIn(sim);
    const still = SIZE.liveKiosks + 5;
    expect((await admin.get(`/device/info/${still}`)).body.result).toBe(0);
    expect((await control(sim).post(`/devices/${still}/door`, {})).body.result).toBe(FAILURE.NOT_FOUND);
    // A change to a kiosk the engine does not drive is written, and it stays out of the fleet.
    const device = (await admin.get(`/device/info/${still}`)).body.data;
    const { deviceIdx, divisionIdx, serialNumber, deviceType, provider, model, addressDetail } = device;
    const saved = await admin.post('/device/store', { deviceIdx, divisionIdx, deviceName: '이름 바꾼 냉장고', serialNumber, deviceType, provider, model, addressDetail });
    expect(saved.body).toMatchObject({ result: 0, data: { deviceName: '이름 바꾼 냉장고' } });
    expect(sim.fleet!.hasDevice(still)).toBe(false);
    // Time moves: live kiosks report, still ones do not.
    const before = value<string>(sim, 'SELECT reportAt FROM devices WHERE deviceIdx = ?', still);
    expect((await control(sim).post('/clock', { stepMs: 10 * 60_000 })).body.result).toBe(0);
    expect(value<string>(sim, 'SELECT reportAt FROM devices WHERE deviceIdx = ?', still)).toBe(before);
    expect(value<string>(sim, 'SELECT MAX(reportAt) FROM devices WHERE deviceIdx <= ?', SIZE.liveKiosks) > REF).toBe(true);
  });

  it('drives a device registered after seeding', async () => {
    const admin = await signedIn(sim);
    const divisionIdx = value<number>(sim, `SELECT divisionIdx FROM divisions WHERE divisionType = 'STORE' ORDER BY divisionIdx DESC LIMIT 1`);
    const created = await admin.post('/device/store', {
      divisionIdx, deviceName: '새 키오스크', serialNumber: 'ZT-KSK-2026-999999', deviceType: 'KIOSK', provider: 'ZELOTEK', model: 'ZK-K210', addressDetail: '1층',
    });
    expect(created.body.result).toBe(0);
    const deviceIdx = created.body.data.deviceIdx as number;
    expect(deviceIdx).toBeGreaterThan(SIZE.devices);
    expect(sim.fleet!.hasDevice(deviceIdx)).toBe(true);
  });
});
