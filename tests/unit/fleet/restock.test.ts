// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createFleetEngine, runScenario } from '../../../sim-server/src/fleet/index';
import { recordText } from '../../../sim-server/src/record-text';
import { DAY, HOUR, MINUTE, MONDAY, advanceBy, fridgeSpec, ofType } from './support';

// Monday 12:00 KST; the spec's products expire 2026-11-30 unless changed below.
const NOON = MONDAY + 12 * HOUR;
const spec = fridgeSpec(1, {
  employees: [{ employeeUidIdx: 77, uid: 'UID-0077' }],
  trays: fridgeSpec(1).trays.map((t, i) =>
    i === 0 ? { ...t, products: t.products.map((p, j) => (j === 0 ? { ...p, expiredDate: '2026-11-15', stock: 5, parLevel: 12 } : { ...p, parLevel: 12 })) } : t,
  ),
});
const quiet = { traffic: false, faultsPerKioskDay: 0, autoRestock: false } as const;

describe('staff visits', () => {
  it('discards expired units and fills every product up to its par level', () => {
    const engine = createFleetEngine({ seed: 1, kiosks: [spec], startAt: NOON, options: quiet });
    const started = engine.staffRestock(1, { durationMs: 4 * MINUTE });
    expect(started.ok).toBe(true);
    expect(engine.snapshot().kiosks[0]!.door).toMatchObject({ openType: 'EMPLOYEE' });
    const events = advanceBy(engine, 5 * MINUTE);
    const door = ofType(events, 'DOOR_SESSION')[0]!;
    expect(door).toMatchObject({ openType: 'EMPLOYEE', employeeUidIdx: 77, hasPayment: false, closeAt: NOON + 4 * MINUTE });
    expect(ofType(events, 'PAYMENT')).toEqual([]);
    const txs = ofType(events, 'STOCK_TRANSACTION');
    expect(txs.filter((t) => t.productMappingIdx === 100).map((t) => [t.transactionCode, t.count, t.stockAfter, t.expiredDate])).toEqual([
      ['DISCARD', -5, 0, undefined],
      ['ADD', 12, 12, '2026-11-19'], // a fresh batch: today + 3 days of shelf life
    ]);
    // The batch merges as the stock repository merges it (batchExpiry): the earlier date shows.
    expect(txs.filter((t) => t.productMappingIdx === 101).map((t) => [t.transactionCode, t.count, t.stockAfter, t.expiredDate])).toEqual([['ADD', 4, 12, '2026-11-19']]);
    // Products without a par level are filled by the replenishment rule on this kiosk's pace.
    const others = txs.filter((t) => t.productMappingIdx >= 102);
    expect(others.map((t) => t.productMappingIdx)).toEqual([102, 103, 104, 105]);
    expect(new Set(others.map((t) => t.stockAfter)).size).toBe(1);
    expect(others[0]!.stockAfter).toBeGreaterThan(20);
    expect(ofType(events, 'FAULT_RAISED')).toEqual([]); // staff work in service mode: no door alarm
  });

  it('adds exactly the stock it is told to', () => {
    const engine = createFleetEngine({ seed: 1, kiosks: [spec], startAt: NOON, options: quiet });
    engine.staffRestock(1, { items: [{ productMappingIdx: 103, count: 5 }], durationMs: 2 * MINUTE });
    const txs = ofType(advanceBy(engine, 3 * MINUTE), 'STOCK_TRANSACTION');
    expect(txs.map((t) => [t.productMappingIdx, t.transactionCode, t.count, t.stockAfter])).toEqual([
      [100, 'DISCARD', -5, 0],
      [103, 'ADD', 5, 13],
    ]);
  });

  it('clears jams while the cabinet is open', () => {
    const engine = createFleetEngine({ seed: 1, kiosks: [fridgeSpec(1, { deviceType: 'VENDING' })], startAt: NOON, options: quiet });
    expect(engine.raiseFault(1, 'PAYMENT_BILL_JAM').ok).toBe(true);
    engine.staffRestock(1);
    const resolved = ofType(advanceBy(engine, 10 * MINUTE), 'FAULT_RESOLVED');
    expect(resolved.map((f) => [f.code, f.by])).toEqual([['PAYMENT_BILL_JAM', 'auto']]);
  });

  it('shut a door left open on their visit, ending its alarm, then restock (issue 28)', () => {
    const engine = createFleetEngine({ seed: 1, kiosks: [spec], startAt: NOON, options: { ...quiet, autoRestock: true } });
    expect(engine.openDoorSession(1, { items: [], leaveOpen: true }).ok).toBe(true);
    const events = advanceBy(engine, DAY, 10 * MINUTE);
    const alarm = ofType(events, 'FAULT_RAISED').find((f) => f.code === 'CABINET_DOOR_OPEN')!;
    const visit = ofType(events, 'DOOR_SESSION').find((d) => d.openType === 'EMPLOYEE')!;
    const shut = ofType(events, 'DOOR_SESSION').find((d) => d.openType !== 'EMPLOYEE')!;
    expect(alarm.at).toBe(NOON + 2 * MINUTE);
    expect(shut.closeAt).toBe(visit.openAt);
    expect(ofType(events, 'FAULT_RESOLVED').find((f) => f.faultId === alarm.faultId)!.at).toBe(visit.openAt);
  });

  it('expiry-day sets products to expire today; the next morning visit discards them, not today', () => {
    const engine = createFleetEngine({ seed: 9, kiosks: [fridgeSpec(1), fridgeSpec(2)], startAt: NOON, options: { traffic: false, faultsPerKioskDay: 0 } });
    const result = runScenario(engine, 'expiry-day', { count: 2 });
    expect(result.expiring).toHaveLength(2);
    expect(result.expiring!.every((e) => e.expiredDate === '2026-11-16')).toBe(true);
    const chosen = result.expiring!.map((e) => e.productMappingIdx);
    for (const kiosk of engine.snapshot().kiosks) {
      for (const p of kiosk.stock) expect(p.expiredDate === '2026-11-16').toBe(chosen.includes(p.productMappingIdx));
    }
    expect(result.deviceIdxs.length).toBeGreaterThan(0);
    // Still good today: a visit this afternoon keeps them.
    const owner = result.deviceIdxs[0]!;
    expect(engine.staffRestock(owner, { durationMs: 2 * MINUTE }).ok).toBe(true);
    const sameDay = ofType(advanceBy(engine, 5 * MINUTE), 'STOCK_TRANSACTION');
    expect(sameDay.filter((t) => t.transactionCode === 'DISCARD')).toEqual([]);
    const rest = engine.advanceTo(MONDAY + DAY + 12 * HOUR);
    const discards = ofType(rest, 'STOCK_TRANSACTION').filter((t) => t.transactionCode === 'DISCARD');
    expect(discards.map((d) => d.productMappingIdx).sort()).toEqual([...chosen].sort());
    for (const d of discards) {
      expect(d.at).toBeGreaterThanOrEqual(MONDAY + DAY); // Tuesday, not Monday
      expect(d.stockAfter).toBe(0);
      expect(d.memo).toBe(recordText('expired', { date: '2026-11-16' }));
    }
  });
});

describe('route visits', () => {
  it('come at the route’s times only, on weekdays where asked, and say which warehouse the units come from', () => {
    const friday = MONDAY + 4 * DAY;
    const routed = { ...spec, restock: { minutes: [7 * 60 + 30, 15 * 60], weekdaysOnly: true, sourceDivisionIdx: 9 } };
    const engine = createFleetEngine({ seed: 1, kiosks: [routed], startAt: friday + 12 * HOUR, options: { ...quiet, autoRestock: true } });
    const events = advanceBy(engine, 3 * DAY);
    const visits = ofType(events, 'DOOR_SESSION').filter((d) => d.openType === 'EMPLOYEE').map((d) => d.openAt);
    // Friday afternoon, then nothing over the weekend until Monday morning (a missed visit would only remove one).
    expect(visits.every((at) => [friday + 15 * HOUR, MONDAY + 7 * DAY + 7 * HOUR + 30 * MINUTE].includes(at))).toBe(true);
    expect(visits.length).toBeGreaterThan(0);
    const adds = ofType(events, 'STOCK_TRANSACTION').filter((t) => t.transactionCode === 'ADD');
    expect(adds.length).toBeGreaterThan(0);
    expect(adds.every((t) => t.sourceDivisionIdx === 9)).toBe(true);
  });
});
