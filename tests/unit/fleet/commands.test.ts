// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { FAULTS, FAULT_CODES, createFleetEngine, runScenario } from '../../../sim-server/src/fleet/index';
import { kstMinuteOfDay } from '../../../sim-server/src/fleet/kst';
import { DAY, HOUR, MINUTE, MONDAY, advanceBy, ambientKioskSpec, fridgeSpec, ofType } from './support';

const NOON = MONDAY + 12 * HOUR;
const fleet = () =>
  createFleetEngine({ seed: 3, kiosks: [fridgeSpec(1), ambientKioskSpec(2)], startAt: NOON, options: { traffic: false, faultsPerKioskDay: 0, autoRestock: false } });

describe('fault table', () => {
  it('describes every code in both languages with a component and severity', () => {
    expect([...FAULT_CODES].sort()).toEqual([
      'CABINET_CAMERA_OFFLINE', 'CABINET_DOOR_OPEN', 'CABINET_LOCK_ACTUATOR', 'CABINET_WEIGHT_DRIFT', 'NETWORK_OFFLINE',
      'PAYMENT_BILL_JAM', 'PAYMENT_CARD_READER', 'PAYMENT_COIN_JAM', 'POWER_LOSS', 'REFRIGERATION_COMPRESSOR',
      'REFRIGERATION_FAN', 'REFRIGERATION_HIGH_TEMP', 'REFRIGERATION_LOW_TEMP', 'REFRIGERATION_PROBE',
    ]);
    for (const code of FAULT_CODES) {
      const def = FAULTS[code];
      expect(def.description.ko.length).toBeGreaterThan(0);
      expect(def.description.en.length).toBeGreaterThan(0);
      expect(['PAYMENT', 'REFRIGERATION', 'CABINET', 'POWER', 'NETWORK']).toContain(def.component);
      expect(['INFO', 'WARNING', 'CRITICAL']).toContain(def.severity);
      expect(code.startsWith(def.component)).toBe(true);
    }
  });
});

describe('commands', () => {
  it('opens a customer session that ends in one bundle after the door closes', () => {
    const engine = fleet();
    const opened = engine.openDoorSession(1, { items: [{ productMappingIdx: 102, count: 2 }], mode: 'CARD', durationMs: 45_000 });
    expect(opened).toMatchObject({ ok: true, events: [], closeAt: NOON + 45_000 });
    expect(engine.openDoorSession(1)).toEqual({ ok: false, reason: 'DOOR_BUSY' });
    const events = advanceBy(engine, MINUTE);
    const door = ofType(events, 'DOOR_SESSION')[0]!;
    expect(door).toMatchObject({ openType: 'CARD', openAt: NOON, closeAt: NOON + 45_000 });
    const payment = ofType(events, 'PAYMENT')[0]!;
    expect(payment).toMatchObject({ paymentMode: 2, provider: 'tc', sessionId: door.sessionId });
    expect(payment.productList).toEqual([
      { productMappingIdx: 102, productIdx: 3, productName: '바나나우유', count: 2, price: 2600, listPrice: 2600, amount: 5200, promotionType: null, promotionIdx: null, terms: null },
    ]);
    expect(payment.amount).toBe(5200);
  });

  it('takes no more than the shelf holds', () => {
    const engine = fleet();
    engine.updateStock(101, 1);
    engine.openDoorSession(1, { items: [{ productMappingIdx: 101, count: 3 }], durationMs: 30_000 });
    const events = advanceBy(engine, MINUTE);
    expect(ofType(events, 'PAYMENT')[0]!.productList.map((l) => l.count)).toEqual([1]);
    engine.openDoorSession(1, { items: [{ productMappingIdx: 101, count: 1 }], durationMs: 30_000 });
    const empty = advanceBy(engine, MINUTE);
    expect(ofType(empty, 'DOOR_SESSION')[0]!.hasPayment).toBe(false);
    expect(ofType(empty, 'PAYMENT')).toEqual([]);
  });

  it('refuses what the kiosk cannot do, saying why', () => {
    const engine = fleet();
    expect(engine.openDoorSession(9)).toEqual({ ok: false, reason: 'UNKNOWN_DEVICE' });
    expect(engine.raiseFault(1, 'NOT_A_CODE')).toEqual({ ok: false, reason: 'BAD_INPUT' });
    expect(engine.raiseFault(2, 'REFRIGERATION_COMPRESSOR')).toEqual({ ok: false, reason: 'NOT_APPLICABLE' });
    expect(engine.raiseFault(1, 'PAYMENT_COIN_JAM')).toEqual({ ok: false, reason: 'NOT_APPLICABLE' }); // AI fridges take no cash
    expect(engine.openDoorSession(1, { items: [{ productMappingIdx: 999, count: 1 }] })).toEqual({ ok: false, reason: 'BAD_INPUT' });
    expect(engine.updateStock(999, 1)).toEqual({ ok: false, reason: 'UNKNOWN_PRODUCT' });
    expect(engine.updateStock(100, -1)).toEqual({ ok: false, reason: 'BAD_INPUT' });
    engine.raiseFault(1, 'PAYMENT_CARD_READER');
    expect(engine.openDoorSession(1, { mode: 'CARD' })).toEqual({ ok: false, reason: 'CARD_READER_FAULT' });
    expect(engine.openDoorSession(1, { mode: 'APP', durationMs: 30_000 }).ok).toBe(true);
    engine.raiseFault(2, 'CABINET_LOCK_ACTUATOR');
    expect(engine.openDoorSession(2)).toEqual({ ok: false, reason: 'LOCK_FAULT' });
  });

  it('alarms when a customer leaves the door open past two minutes and resolves when it closes', () => {
    const engine = fleet();
    engine.openDoorSession(1, { items: [], durationMs: 5 * MINUTE });
    const events = advanceBy(engine, 6 * MINUTE);
    const raised = ofType(events, 'FAULT_RAISED');
    expect(raised.map((f) => [f.code, f.at])).toEqual([['CABINET_DOOR_OPEN', NOON + 2 * MINUTE]]);
    expect(ofType(events, 'FAULT_RESOLVED').map((f) => [f.faultId, f.at, f.by])).toEqual([[raised[0]!.faultId, NOON + 5 * MINUTE, 'auto']]);
  });

  it('raises nothing for a slow customer who closes within two minutes', () => {
    const engine = fleet();
    engine.openDoorSession(1, { items: [], durationMs: 115_000 });
    const events = advanceBy(engine, 5 * MINUTE);
    expect(ofType(events, 'DOOR_SESSION')).toHaveLength(1);
    expect(ofType(events, 'FAULT_RAISED')).toEqual([]);
  });

  it('props the door open by hand and closes it when the fault is cleared', () => {
    const engine = fleet();
    const raised = engine.raiseFault(1, 'CABINET_DOOR_OPEN');
    expect(raised.ok && raised.events.map((e) => e.type)).toEqual(['FAULT_RAISED']);
    advanceBy(engine, 20 * MINUTE);
    expect(engine.snapshot().kiosks[0]!.door).toMatchObject({ openAt: NOON, closeAt: null });
    const cleared = engine.clearFault(1, 'CABINET_DOOR_OPEN');
    expect(cleared.ok && cleared.events.map((e) => e.type)).toEqual(['DOOR_SESSION', 'FAULT_RESOLVED']);
    expect(engine.snapshot().kiosks[0]!.door).toBeNull();
  });

  it('self-checks every night between 03:00 and 04:00 KST, consistent with open faults', () => {
    const engine = fleet();
    engine.raiseFault(1, 'CABINET_CAMERA_OFFLINE');
    engine.raiseFault(2, 'PAYMENT_BILL_JAM');
    const checks = ofType(engine.advanceTo(NOON + DAY), 'SELF_CHECK');
    expect(checks.map((c) => c.deviceIdx).sort()).toEqual([1, 2]);
    for (const c of checks) {
      expect(kstMinuteOfDay(c.at)).toBeGreaterThanOrEqual(180);
      expect(kstMinuteOfDay(c.at)).toBeLessThan(240);
    }
    const fridge = checks.find((c) => c.deviceIdx === 1)!;
    expect(fridge.passed).toBe(false);
    expect(fridge.results.map((r) => r.component)).toEqual(['PAYMENT', 'REFRIGERATION', 'CABINET_LOCK', 'WEIGHT_SENSOR', 'CAMERA', 'NETWORK']);
    expect(fridge.results.filter((r) => !r.passed)).toEqual([{ component: 'CAMERA', passed: false, detail: 'CABINET_CAMERA_OFFLINE' }]);
    const kiosk = checks.find((c) => c.deviceIdx === 2)!;
    expect(kiosk.results.map((r) => r.component)).toEqual(['PAYMENT', 'CABINET_LOCK', 'NETWORK']);
    expect(kiosk.results.filter((r) => !r.passed).map((r) => r.component)).toEqual(['PAYMENT']);

    engine.clearFault(1, 'CABINET_CAMERA_OFFLINE');
    const now = engine.runSelfCheck(1);
    expect(now.ok && ofType(now.events, 'SELF_CHECK')[0]).toMatchObject({ passed: true, at: engine.now() });
  });

  it('lunch-rush brings many more customers in the next hour, even off-peak', () => {
    const run = (rush: boolean) => {
      const engine = createFleetEngine({ seed: 12, kiosks: [1, 2, 3, 4].map((i) => fridgeSpec(i, { sessionsPerDay: 60 })), startAt: MONDAY + 15 * HOUR });
      if (rush) expect(runScenario(engine, 'lunch-rush').deviceIdxs).toEqual([1, 2, 3, 4]);
      return ofType(advanceBy(engine, HOUR), 'DOOR_SESSION').filter((d) => d.openType !== 'EMPLOYEE').length;
    };
    const calm = run(false);
    const rush = run(true);
    expect(rush).toBeGreaterThan(3 * calm);
    expect(rush).toBeGreaterThan(40);
  });

  it('adds and removes kiosks while running', () => {
    const engine = fleet();
    expect(engine.addKiosk(fridgeSpec(1))).toEqual({ ok: false, reason: 'DUPLICATE_DEVICE' });
    advanceBy(engine, HOUR);
    expect(engine.addKiosk(fridgeSpec(5)).ok).toBe(true);
    expect(engine.deviceIdxs()).toEqual([1, 2, 5]);
    const events = advanceBy(engine, 10 * MINUTE);
    expect(ofType(events, 'TEMPERATURE_SAMPLE').some((s) => s.deviceIdx === 5)).toBe(true);
    expect(engine.removeKiosk(2).ok).toBe(true);
    expect(engine.removeKiosk(2)).toEqual({ ok: false, reason: 'UNKNOWN_DEVICE' });
    expect(advanceBy(engine, 10 * MINUTE).some((e) => e.deviceIdx === 2)).toBe(false);
  });
});
