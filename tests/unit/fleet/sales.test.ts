// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createFleetEngine, type FleetEvent, type KioskSpec } from '../../../sim-server/src/fleet/index';
import { kstMinuteOfDay } from '../../../sim-server/src/fleet/kst';
import { DAY, MONDAY, ambientKioskSpec, fridgeSpec, ofType } from './support';

// Kiosk 1 stands in a division whose employees carry cards with welfare points (POINT sessions).
const staff = [{ employeeUidIdx: 71, uid: '04A1B2C3' }, { employeeUidIdx: 72, uid: '04A1B2C4' }];
const specs: KioskSpec[] = [fridgeSpec(1, { employees: staff }), fridgeSpec(2, { sessionsPerDay: 60 }), fridgeSpec(3, { provider: 'ZELOTEK', deviceType: 'VENDING' }), ambientKioskSpec(4)];
const cards = staff.map((s) => ({ employeeUidIdx: s.employeeUidIdx, point: 50_000, slots: [], reset: { cycle: 'DAILY' as const, day: 0, point: 50_000 } }));
// One simulated week of a small fleet with everything switched on, shared by the checks below.
const engine = createFleetEngine({ seed: 2026, kiosks: specs, cards, startAt: MONDAY });
const week = engine.advanceTo(MONDAY + 7 * DAY);
const bySession = new Map<string, FleetEvent[]>();
for (const e of week) if ('sessionId' in e) bySession.set(e.sessionId, [...(bySession.get(e.sessionId) ?? []), e]);
const price = new Map(specs.flatMap((s) => s.trays.flatMap((t) => t.products.map((p) => [p.productMappingIdx, p.price] as const))));
const customerDoors = ofType(week, 'DOOR_SESSION').filter((d) => d.openType !== 'EMPLOYEE');

describe('door sessions and sales over a week', () => {
  it('sees a believable number of customers', () => {
    const perDay = (idx: number) => customerDoors.filter((d) => d.deviceIdx === idx).length / 7;
    expect(perDay(1)).toBeGreaterThan(60);
    expect(perDay(1)).toBeLessThan(120);
    expect(perDay(2)).toBeLessThan(perDay(1));
    expect(new Set(customerDoors.map((d) => d.openType))).toEqual(new Set(['APP', 'CARD', 'POINT']));
    for (const d of customerDoors) {
      expect(d.closeAt - d.openAt).toBeGreaterThanOrEqual(20_000);
      expect(d.closeAt - d.openAt).toBeLessThanOrEqual(15 * 60_000);
    }
  });

  it('makes payment amount = Σ SALE lines = stock decrease for every session', () => {
    const payments = ofType(week, 'PAYMENT');
    expect(payments.length).toBeGreaterThan(500);
    for (const payment of payments) {
      const bundle = bySession.get(payment.sessionId)!;
      const door = ofType(bundle, 'DOOR_SESSION')[0]!;
      expect(door).toMatchObject({ hasPayment: true, at: payment.at, deviceIdx: payment.deviceIdx });
      expect(payment.amount).toBe(payment.productList.reduce((sum, l) => sum + l.price * l.count, 0));
      expect(payment.productList.length).toBeGreaterThan(0);
      const sales = ofType(bundle, 'STOCK_TRANSACTION');
      if (!payment.approved) {
        expect(sales).toEqual([]);
        continue;
      }
      expect(sales.every((s) => s.transactionCode === 'SALE' && s.count < 0 && s.at === payment.at)).toBe(true);
      expect(sales.reduce((sum, s) => sum - s.count * price.get(s.productMappingIdx)!, 0)).toBe(payment.amount);
      expect(sales.map((s) => [s.productMappingIdx, -s.count])).toEqual(payment.productList.map((l) => [l.productMappingIdx, l.count]));
    }
  });

  it('gives every door session exactly one bundle, and none without taking anything', () => {
    for (const door of ofType(week, 'DOOR_SESSION')) {
      const bundle = bySession.get(door.sessionId)!;
      expect(ofType(bundle, 'DOOR_SESSION')).toHaveLength(1);
      expect(ofType(bundle, 'PAYMENT')).toHaveLength(door.hasPayment ? 1 : 0);
      if (door.openType !== 'EMPLOYEE' && !door.hasPayment) expect(ofType(bundle, 'STOCK_TRANSACTION')).toEqual([]);
      if (door.openType === 'EMPLOYEE') expect(ofType(bundle, 'STOCK_TRANSACTION').every((s) => s.transactionCode === 'ADD' || s.transactionCode === 'DISCARD')).toBe(true);
    }
    expect(customerDoors.some((d) => !d.hasPayment)).toBe(true);
  });

  it('uses the provider codes of the spec: tc approves with 1, zelotek with 0', () => {
    for (const p of ofType(week, 'PAYMENT')) {
      const tc = specs.find((s) => s.deviceIdx === p.deviceIdx)!.provider === 'TC';
      expect(p.provider).toBe(tc ? 'tc' : 'zelotek');
      expect(p.approveResult === (tc ? 1 : 0)).toBe(p.approved);
      expect([1, 2, 99]).toContain(p.paymentMode);
      expect(p.state).toBe(p.approved ? 'PAID' : 'DECLINED');
      expect(p.approveNo === null).toBe(!p.approved);
    }
  });

  it('declines about 2–3 % of payments and changes no stock for them', () => {
    const payments = ofType(week, 'PAYMENT');
    const declined = payments.filter((p) => !p.approved);
    expect(declined.length / payments.length).toBeGreaterThan(0.01);
    expect(declined.length / payments.length).toBeLessThan(0.05);
    for (const p of declined) expect(ofType(bySession.get(p.sessionId)!, 'STOCK_TRANSACTION')).toEqual([]);
  });

  it('keeps stock consistent and never negative, restocking every morning', () => {
    const stock = new Map(specs.flatMap((s) => s.trays.flatMap((t) => t.products.map((p) => [p.productMappingIdx, p.stock] as const))));
    const transactions = ofType(week, 'STOCK_TRANSACTION');
    // Stock moves by transactions and by refunds (units put back on the shelf), in time order.
    for (const change of week.filter((e) => e.type === 'STOCK_TRANSACTION' || e.type === 'REFUND')) {
      if (change.type === 'REFUND' && change.stockAfter === null) continue;
      const next = stock.get(change.productMappingIdx)! + change.count;
      expect(change.stockAfter).toBe(next);
      expect(next).toBeGreaterThanOrEqual(0);
      stock.set(change.productMappingIdx, next);
    }
    expect(ofType(week, 'REFUND').length).toBeGreaterThan(0);
    for (const kiosk of engine.snapshot().kiosks) for (const p of kiosk.stock) expect(p.stock).toBe(stock.get(p.productMappingIdx));
    const restocks = ofType(week, 'DOOR_SESSION').filter((d) => d.openType === 'EMPLOYEE');
    expect(restocks.length).toBeGreaterThanOrEqual(4 * 6);
    expect(transactions.some((t) => t.transactionCode === 'ADD')).toBe(true);
  });

  it('sells far more at lunch (11:30–13:30 KST) than at night (02:00–05:00 KST)', () => {
    const inWindow = (from: number, to: number) => customerDoors.filter((d) => kstMinuteOfDay(d.openAt) >= from && kstMinuteOfDay(d.openAt) < to).length;
    const lunch = inWindow(11.5 * 60, 13.5 * 60);
    const night = inWindow(2 * 60, 5 * 60);
    expect(lunch).toBeGreaterThan(200);
    expect(lunch).toBeGreaterThan(10 * Math.max(1, night));
    // A peak, not just daytime: a lunch hour is far busier than the week's average hour.
    expect(lunch / (2 * 7)).toBeGreaterThan((1.5 * customerDoors.length) / (7 * 24));
  });
});
