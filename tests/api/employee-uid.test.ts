// Employee cards and their welfare points: registering, changing and deleting cards in scope, the
// point log and a purchase's products, bad input changing nothing; and cards in the fleet: a card
// opens its division's kiosks only inside the time slots and with points enough, pays with points
// (PURCHASE), gets them back on a refund (REFUND) and is reset by the division's policy (RESET).
import { describe, expect, it } from 'vitest';
import { FAILURE } from '../../contract/index';
import type { EmployeePointLog, EmployeeUid } from '../../sim-server/src/db/repositories/employee-uids';
import type { Payment } from '../../sim-server/src/db/repositories/payments';
import { nextResetAt } from '../../sim-server/src/fleet/cards';
import { NO_VIOLATIONS, cardViolations, paymentViolations } from './commerce-support';
import { QUIET_FLEET, column, control, makeSim, rows, scopes, sharedSim, signedIn, step, value, type Client } from './support';
import { recordText, resetMemo } from '../../sim-server/src/record-text';

type Sim = ReturnType<typeof makeSim>;
type Page<T> = { list: T[]; totalCount: number };
const NOW = '2026-11-21 09:00:00';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const NO_RECORD = 'You have no access to this record';
const CARD_TABLES = ['employee_uids', 'employee_point_logs'];
const cardRows = (sim: Sim) => CARD_TABLES.map((t) => rows(sim, t));

const cards = async (who: Client, body: object = {}) => (await who.post('/employee-uid/list', body)).body.data as Page<EmployeeUid>;
const logs = async (who: Client, body: object = {}) => (await who.post('/employee-point-log/list', body)).body.data as Page<EmployeePointLog>;
const card = (divisionIdx: number, extra: object = {}) => ({ divisionIdx, uid: '04a1b2c3d4e5f6', employeeName: '김사원', employeeNo: 'E10001', ...extra });

describe('employee-uid.list and info', () => {
  const sim = sharedSim();

  it('lists the cards in use newest first with their division and points; filters by keyword and division', async () => {
    const admin = await signedIn(sim());
    const page = await cards(admin);
    expect(page.totalCount).toBe(value(sim(), 'SELECT COUNT(*) FROM employee_uids WHERE deletedDate IS NULL'));
    expect(page.list.map((c) => c.employeeUidIdx)).toEqual(column(sim(), 'SELECT employeeUidIdx FROM employee_uids ORDER BY createdDate DESC, employeeUidIdx DESC'));
    const one = page.list[0]!;
    expect(one).toMatchObject({ divisionName: value<string>(sim(), 'SELECT divisionName FROM divisions WHERE divisionIdx = ?', one.divisionIdx), enabled: expect.any(Boolean) });
    for (const keyword of [one.employeeName, one.employeeNo, one.uid.toLowerCase()]) {
      expect((await cards(admin, { keyword })).list.map((c) => c.employeeUidIdx)).toContain(one.employeeUidIdx);
    }
    expect((await cards(admin, { divisionIdx: one.divisionIdx })).list.every((c) => c.divisionIdx === one.divisionIdx)).toBe(true);
    expect(await cards(admin, { page: 2, size: 3 })).toEqual({ list: page.list.slice(3, 6), totalCount: page.totalCount });
    expect((await admin.get(`/employee-uid/info/${one.employeeUidIdx}`)).body).toEqual({ result: 0, message: 'Normally processed', data: one });
    expect((await admin.get('/employee-uid/info/99999')).body).toEqual({ result: FAILURE.NOT_FOUND, message: 'Employee card not found' });
  });

  it('keeps a PARTNER to its company and a MANAGER to its stores', async () => {
    const s = scopes(sim());
    const partner = await signedIn(sim(), 'partner');
    const manager = await signedIn(sim(), 'manager');
    expect((await cards(partner)).totalCount).toBe(value(sim(), 'SELECT COUNT(*) FROM employee_uids WHERE companyIdx = 1'));
    expect((await cards(manager)).list.every((c) => s.managed.includes(c.divisionIdx))).toBe(true);
    const foreign = value(sim(), 'SELECT MIN(employeeUidIdx) FROM employee_uids WHERE companyIdx <> 1');
    expect((await partner.get(`/employee-uid/info/${foreign}`)).body).toEqual({ result: FAILURE.NOT_AUTHORIZED, message: NO_RECORD });
  });

  it('lists point movements newest first by card and reason, and a purchase’s products as its payment has them', async () => {
    const admin = await signedIn(sim());
    const all = await logs(admin);
    expect(all.totalCount).toBe(value(sim(), 'SELECT COUNT(*) FROM employee_point_logs'));
    expect(all.list.map((l) => l.employeePointLogIdx)).toEqual(column(sim(), 'SELECT employeePointLogIdx FROM employee_point_logs ORDER BY createdDate DESC, employeePointLogIdx DESC'));
    const purchase = all.list.find((l) => l.reason === 'PURCHASE')!;
    expect(purchase).toMatchObject({ referenceIdx: expect.any(Number), employeeName: expect.any(String) });
    expect(purchase.point).toBeLessThan(0);
    const ofCard = await logs(admin, { employeeUidIdx: purchase.employeeUidIdx });
    expect(ofCard.list.every((l) => l.employeeUidIdx === purchase.employeeUidIdx)).toBe(true);
    expect(ofCard.list.at(-1)).toMatchObject({ reason: 'RESET', memo: recordText('newCard') });
    expect((await logs(admin, { reason: 'RESET' })).list.every((l) => l.reason === 'RESET')).toBe(true);

    const products = await admin.get(`/employee-point-log/payment/product/list/${purchase.referenceIdx}`);
    const payment = (await admin.post('/payment/list', { employeeUidIdx: purchase.employeeUidIdx })).body.data.list.find((p: Payment) => p.paymentIdx === purchase.referenceIdx) as Payment;
    expect(products.body).toEqual({ result: 0, message: 'Normally processed', data: { list: payment.productList, totalCount: payment.productList.length } });
    expect(-purchase.point).toBe(payment.amount);
    expect((await admin.get('/employee-point-log/payment/product/list/9999999')).body).toEqual({ result: FAILURE.NOT_FOUND, message: 'Payment not found' });

    const partner = await signedIn(sim(), 'partner');
    expect((await logs(partner)).list.every((l) => value(sim(), 'SELECT companyIdx FROM employee_uids WHERE employeeUidIdx = ?', l.employeeUidIdx) === 1)).toBe(true);
    const foreignPayment = value(sim(), 'SELECT MIN(p.paymentIdx) FROM payments p JOIN devices v USING (deviceIdx) JOIN divisions d ON d.divisionIdx = v.divisionIdx WHERE d.companyIdx <> 1');
    expect((await partner.get(`/employee-point-log/payment/product/list/${foreignPayment}`)).body).toEqual({ result: FAILURE.NOT_AUTHORIZED, message: NO_RECORD });
  });
});

describe('employee-uid.store, update and delete', () => {
  it('registers a card with the division’s resetPoint and a RESET entry (none without a policy), modifies it and deletes it', async () => {
    const sim = makeSim();
    const admin = await signedIn(sim);
    const withPolicy = value(sim, 'SELECT MIN(divisionIdx) FROM employee_reset_policies');
    const resetPoint = value(sim, 'SELECT resetPoint FROM employee_reset_policies WHERE divisionIdx = ?', withPolicy);
    const stored = await admin.post('/employee-uid/store', card(withPolicy));
    expect(stored.body).toMatchObject({
      result: 0, message: 'registered',
      data: { divisionIdx: withPolicy, uid: '04A1B2C3D4E5F6', employeeName: '김사원', employeeNo: 'E10001', point: resetPoint, enabled: true, lastUsedAt: null, createdDate: NOW },
    });
    const idx = stored.body.data.employeeUidIdx as number;
    expect((await logs(admin, { employeeUidIdx: idx })).list).toEqual([
      expect.objectContaining({ employeeUidIdx: idx, employeeName: '김사원', reason: 'RESET', point: resetPoint, balance: resetPoint, memo: recordText('newCard'), referenceIdx: null, createdDate: NOW }),
    ]);
    const without = value(sim, 'SELECT MIN(divisionIdx) FROM divisions WHERE divisionIdx NOT IN (SELECT divisionIdx FROM employee_reset_policies)');
    const bare = await admin.post('/employee-uid/store', card(without, { uid: 'AABBCCDD' }));
    // Without a policy there are no points: 0 P and nothing in the log (no "0 P new card" entry).
    expect(bare.body.data).toMatchObject({ point: 0 });
    expect(value(sim, 'SELECT COUNT(*) FROM employee_point_logs WHERE employeeUidIdx = ?', bare.body.data.employeeUidIdx)).toBe(0);

    // Another division of the same company; points stay.
    const sibling = value(sim, 'SELECT MIN(divisionIdx) FROM divisions WHERE companyIdx = (SELECT companyIdx FROM divisions WHERE divisionIdx = ?) AND divisionIdx <> ?', withPolicy, withPolicy);
    const updated = await admin.post('/employee-uid/update', { employeeUidIdx: idx, ...card(sibling, { employeeName: '김대리', enabled: false }) });
    expect(updated.body).toMatchObject({ result: 0, message: 'modified', data: { divisionIdx: sibling, employeeName: '김대리', enabled: false, point: resetPoint } });
    const ko = await signedIn(sim, 'admin', 'ko');
    expect((await ko.post('/employee-uid/update', { employeeUidIdx: idx, ...card(sibling) })).body.message).toBe('수정되었습니다.');

    expect((await admin.get(`/employee-uid/delete/${idx}`)).body).toEqual({ result: 0, message: 'deleted' });
    expect((await admin.get(`/employee-uid/info/${idx}`)).body.result).toBe(FAILURE.NOT_FOUND);
    expect((await cards(admin)).list.map((c) => c.employeeUidIdx)).not.toContain(idx);
    expect((await admin.get(`/employee-uid/delete/${idx}`)).body.result).toBe(FAILURE.NOT_FOUND);
    // The history stays with the name; the UID is free again.
    expect((await logs(admin, { employeeUidIdx: idx })).totalCount).toBe(1);
    expect((await admin.post('/employee-uid/store', card(withPolicy))).body.result).toBe(0);
  });

  it('keeps a UID unique in a company regardless of case, and a card in its company', async () => {
    const sim = makeSim();
    const admin = await signedIn(sim);
    const s = scopes(sim);
    const taken = sim.db!.prepare('SELECT * FROM employee_uids WHERE companyIdx = 1 ORDER BY employeeUidIdx LIMIT 1').get() as EmployeeUid;
    const before = cardRows(sim);
    const clash = await admin.post('/employee-uid/store', card(s.own, { uid: taken.uid.toLowerCase() }));
    expect(clash.body).toEqual({ result: FAILURE.REJECTED, message: `Card UID ${taken.uid} is already registered to employee "${taken.employeeName}" of this company` });
    const mine = (await admin.post('/employee-uid/store', card(s.own))).body.data as EmployeeUid;
    const after = cardRows(sim);
    expect((await admin.post('/employee-uid/update', { employeeUidIdx: mine.employeeUidIdx, ...card(s.own, { uid: taken.uid }) })).body.result).toBe(FAILURE.REJECTED);
    expect((await admin.post('/employee-uid/update', { employeeUidIdx: mine.employeeUidIdx, ...card(s.foreign) })).body).toEqual({
      result: FAILURE.REJECTED, message: 'An employee card cannot move to a division of another company',
    });
    expect(cardRows(sim)).toEqual(after);
    expect(after[0]).not.toEqual(before[0]);
    // The same UID in another company is another card.
    expect((await admin.post('/employee-uid/store', card(s.foreign, { uid: taken.uid }))).body.result).toBe(0);
  });

  it('answers bad input with result 2 naming the field, an unknown division with 3, and changes nothing', async () => {
    const sim = makeSim();
    const admin = await signedIn(sim);
    const s = scopes(sim);
    const before = cardRows(sim);
    const cases: [string, object, string][] = [
      ['/employee-uid/store', card(s.own, { uid: 'XYZ12345' }), 'Card UID: must be 8–20 hex digits (card UID)'],
      ['/employee-uid/store', card(s.own, { uid: '1234' }), 'Card UID: must be 8–20 hex digits'],
      ['/employee-uid/store', card(s.own, { employeeName: '' }), 'Employee: is required'],
      ['/employee-uid/store', card(s.own, { enabled: 'yes' }), 'Enabled: must be true or false'],
      ['/employee-uid/store', card(s.own, { point: 100000 }), 'point: is not a known field'],
      ['/employee-uid/store', { uid: '04A1B2C3', employeeName: '김' }, 'Division: is required'],
      ['/employee-uid/update', card(s.own), 'Employee card: is required'],
      ['/employee-point-log/list', { reason: 'BONUS' }, 'Reason: must be one of'],
    ];
    for (const [path, body, message] of cases) {
      const res = await admin.post(path, body);
      expect({ path, body, result: res.body.result, message: res.body.message }).toEqual({ path, body, result: FAILURE.BAD_INPUT, message: expect.stringContaining(message) });
    }
    expect((await admin.get('/employee-uid/info/abc')).body.result).toBe(FAILURE.BAD_INPUT);
    expect((await admin.get('/employee-point-log/payment/product/list/0')).body.result).toBe(FAILURE.BAD_INPUT);
    expect((await admin.post('/employee-uid/store', card(99999))).body).toEqual({ result: FAILURE.NOT_FOUND, message: 'Division not found' });
    expect((await admin.post('/employee-uid/update', { employeeUidIdx: 99999, ...card(s.own) })).body).toEqual({ result: FAILURE.NOT_FOUND, message: 'Employee card not found' });
    expect(cardRows(sim)).toEqual(before);
  });

  it('keeps a PARTNER to its company and a MANAGER to its stores, changing nothing outside', async () => {
    const sim = makeSim();
    const s = scopes(sim);
    const partner = await signedIn(sim, 'partner');
    const manager = await signedIn(sim, 'manager');
    const foreignCard = value(sim, 'SELECT MIN(employeeUidIdx) FROM employee_uids WHERE companyIdx <> 1');
    const otherStoreCard = (await (await signedIn(sim)).post('/employee-uid/store', card(s.companyOnly))).body.data.employeeUidIdx as number;
    const before = cardRows(sim);
    const refused: [Client, string, object | null][] = [
      [partner, '/employee-uid/store', card(s.foreign)],
      [partner, '/employee-uid/update', { employeeUidIdx: foreignCard, ...card(s.own) }],
      [partner, `/employee-uid/delete/${foreignCard}`, null],
      [manager, '/employee-uid/store', card(s.companyOnly)],
      [manager, '/employee-uid/update', { employeeUidIdx: otherStoreCard, ...card(s.own) }],
      [manager, `/employee-uid/info/${otherStoreCard}`, null],
      [manager, `/employee-uid/delete/${otherStoreCard}`, null],
    ];
    for (const [who, path, body] of refused) {
      const res = body === null ? await who.get(path) : await who.post(path, body);
      expect({ path, body: res.body }).toEqual({ path, body: { result: FAILURE.NOT_AUTHORIZED, message: NO_RECORD } });
    }
    expect(cardRows(sim)).toEqual(before);
    // A store owner registers cards for its own stores.
    expect((await manager.post('/employee-uid/store', card(s.own, { uid: '0A0B0C0D' }))).body).toMatchObject({ result: 0, message: 'registered' });
  });
});

describe('employee cards in the fleet', () => {
  /**
   * A quiet fleet (no other customers, every payment approved) and a reporting device of the demo
   * company whose division gives 5,000 points a day (or `resetPoint`) and opens to cards 09:00–10:00,
   * with a new card.
   */
  const setup = async (engine: object = {}, resetPoint = 5000) => {
    const sim = makeSim({ fleet: { engine: { ...QUIET_FLEET, declineRate: 0, refundRate: 0, ...engine } } });
    const admin = await signedIn(sim);
    const device = value(sim, `SELECT v.deviceIdx FROM devices v JOIN divisions d USING (divisionIdx) WHERE d.companyIdx = 1 AND v.status = 'ONLINE' AND v.online = 1
      AND (SELECT COUNT(*) FROM product_mappings m WHERE m.deviceIdx = v.deviceIdx AND m.trayIdx IS NOT NULL AND m.stock >= 2) >= 2 ORDER BY v.deviceIdx LIMIT 1`);
    const divisionIdx = value(sim, 'SELECT divisionIdx FROM devices WHERE deviceIdx = ?', device);
    const policy = { divisionIdx, resetCycle: 'DAILY', resetDay: 0, resetPoint };
    const existing = value<number | undefined>(sim, 'SELECT employeeResetPolicyIdx FROM employee_reset_policies WHERE divisionIdx = ?', divisionIdx);
    const saved = existing ? await admin.post('/employee-reset-policy/update', { ...policy, employeeResetPolicyIdx: existing }) : await admin.post('/employee-reset-policy/store', policy);
    expect(saved.body.result).toBe(0);
    for (const slot of column(sim, 'SELECT employeeUidTimeIdx FROM employee_uid_times WHERE divisionIdx = ?', divisionIdx)) await admin.get(`/employee-uid-time/delete/${slot}`);
    expect((await admin.post('/employee-uid-time/store', { divisionIdx, startTime: '09:00', endTime: '10:00' })).body.result).toBe(0);
    const employee = (await admin.post('/employee-uid/store', card(divisionIdx, { uid: 'C0FFEE01' }))).body.data as EmployeeUid;
    expect(employee.point).toBe(resetPoint);
    const shelf = sim.db!.prepare('SELECT productMappingIdx, price FROM product_mappings WHERE deviceIdx = ? AND trayIdx IS NOT NULL AND stock >= 2 ORDER BY price, productMappingIdx LIMIT 2').all(device) as {
      productMappingIdx: number;
      price: number;
    }[];
    return { sim, admin, device, divisionIdx, employee, shelf };
  };
  const door = (sim: Sim, device: number, body: object) => control(sim).post(`/devices/${device}/door`, body);

  it('pays with points inside the time slots: a POINT payment, a PURCHASE entry naming it, the balance down', async () => {
    const { sim, admin, device, employee, shelf } = await setup();
    const last = value(sim, 'SELECT MAX(paymentIdx) FROM payments');
    const opened = await door(sim, device, { employeeUidIdx: employee.employeeUidIdx, items: [{ productMappingIdx: shelf[0]!.productMappingIdx, count: 1 }] });
    expect(opened.body.result).toBe(0);
    await step(sim, 3 * MINUTE);
    const payment = (await admin.post('/payment/list', { employeeUidIdx: employee.employeeUidIdx })).body.data.list[0] as Payment;
    expect(payment).toMatchObject({ paymentIdx: last + 1, paymentMode: 99, provider: expect.any(String), state: 'PAID', employeeUidIdx: employee.employeeUidIdx, employeeName: '김사원' });
    expect(sim.db!.prepare('SELECT openType, employeeUidIdx FROM door_opens WHERE paymentIdx = ?').get(payment.paymentIdx)).toEqual({ openType: 'POINT', employeeUidIdx: employee.employeeUidIdx });
    const entry = (await logs(admin, { employeeUidIdx: employee.employeeUidIdx, reason: 'PURCHASE' })).list;
    expect(entry).toEqual([expect.objectContaining({ referenceIdx: payment.paymentIdx, point: -payment.amount, balance: 5000 - payment.amount, createdDate: payment.approveAt })]);
    expect((await admin.get(`/employee-point-log/payment/product/list/${payment.paymentIdx}`)).body.data.list).toEqual(payment.productList);
    expect((await admin.get(`/employee-uid/info/${employee.employeeUidIdx}`)).body.data).toMatchObject({ point: 5000 - payment.amount, lastUsedAt: payment.approveAt });
    const violations = { ...paymentViolations(sim, last), ...cardViolations(sim) };
    expect(violations).toEqual(NO_VIOLATIONS(violations));
  });

  it('keeps the door shut without points enough, outside the time slots, and for a card of another division or disabled', async () => {
    const { sim, admin, device, divisionIdx, employee, shelf } = await setup({}, 100); // 100 points buy nothing
    const before = [...cardRows(sim), rows(sim, 'payments'), rows(sim, 'door_opens')];
    const items = [{ productMappingIdx: shelf[0]!.productMappingIdx, count: 1 }];
    expect((await door(sim, device, { employeeUidIdx: employee.employeeUidIdx, items })).body).toEqual({ result: FAILURE.REJECTED, message: 'The door does not open: the employee card has not enough points' });
    const other = value(sim, 'SELECT MIN(employeeUidIdx) FROM employee_uids WHERE divisionIdx <> ? AND deletedDate IS NULL', divisionIdx);
    expect((await door(sim, device, { employeeUidIdx: other })).body).toEqual({ result: FAILURE.REJECTED, message: 'This employee card cannot open this device (unknown, disabled or of another division)' });
    expect((await door(sim, device, { employeeUidIdx: 99999 })).body.result).toBe(FAILURE.REJECTED);
    expect((await door(sim, device, { employeeUidIdx: employee.employeeUidIdx, mode: 'CARD' })).body).toMatchObject({ result: FAILURE.BAD_INPUT, message: expect.stringContaining('Payment mode: must be POINT (or left out) with an employee card') });
    expect(before).toEqual([...cardRows(sim), rows(sim, 'payments'), rows(sim, 'door_opens')]);

    await step(sim, 90 * MINUTE); // 10:30, after the division's card hours
    const late = await door(sim, device, { employeeUidIdx: employee.employeeUidIdx, items: [] });
    expect(late.body).toEqual({ result: FAILURE.REJECTED, message: 'The door does not open: it is outside the division’s employee card hours' });
    const ko = await control(sim, 'ko').post(`/devices/${device}/door`, { employeeUidIdx: employee.employeeUidIdx, items: [] });
    expect(ko.body.message).toBe('사원 카드 사용 시간대가 아니라 문이 열리지 않습니다.');
    // Points without a named card: none can open it now.
    expect((await door(sim, device, { mode: 'POINT' })).body).toEqual({ result: FAILURE.REJECTED, message: 'No employee card can open this device now (check the card hours and points)' });

    // A slot that covers now lets it in; a disabled card does not.
    expect((await admin.post('/employee-uid-time/store', { divisionIdx, startTime: '10:00', endTime: '11:00' })).body.result).toBe(0);
    await admin.post('/employee-uid/update', { employeeUidIdx: employee.employeeUidIdx, ...card(divisionIdx, { uid: 'C0FFEE01', enabled: false }) });
    expect((await door(sim, device, { employeeUidIdx: employee.employeeUidIdx, items: [] })).body.message).toMatch(/cannot open this device/);
    await admin.post('/employee-uid/update', { employeeUidIdx: employee.employeeUidIdx, ...card(divisionIdx, { uid: 'C0FFEE01', enabled: true }) });
    expect((await door(sim, device, { employeeUidIdx: employee.employeeUidIdx, items: [] })).body.result).toBe(0);
  });

  it('resets the balance at the policy’s time with a RESET entry, to the policy’s point of that moment', async () => {
    const { sim, admin, device, divisionIdx, employee, shelf } = await setup();
    expect((await door(sim, device, { employeeUidIdx: employee.employeeUidIdx, items: [{ productMappingIdx: shelf[0]!.productMappingIdx, count: 1 }] })).body.result).toBe(0);
    await step(sim, 3 * MINUTE);
    const spent = 5000 - ((await admin.get(`/employee-uid/info/${employee.employeeUidIdx}`)).body.data as EmployeeUid).point;
    expect(spent).toBeGreaterThan(0);
    const policyIdx = value(sim, 'SELECT employeeResetPolicyIdx FROM employee_reset_policies WHERE divisionIdx = ?', divisionIdx);
    expect((await admin.post('/employee-reset-policy/update', { employeeResetPolicyIdx: policyIdx, divisionIdx, resetCycle: 'DAILY', resetDay: 0, resetPoint: 8000 })).body.result).toBe(0);
    await step(sim, 16 * HOUR); // past midnight KST
    const resets = (await logs(admin, { employeeUidIdx: employee.employeeUidIdx, reason: 'RESET' })).list;
    expect(resets[0]).toMatchObject({ createdDate: '2026-11-22 00:00:00', point: 8000 - (5000 - spent), balance: 8000, memo: resetMemo('DAILY') });
    expect((await admin.get(`/employee-uid/info/${employee.employeeUidIdx}`)).body.data.point).toBe(8000);
    const violations = cardViolations(sim);
    expect(violations).toEqual(NO_VIOLATIONS(violations));
  });

  it('gives the points back when the fleet refunds a points payment', async () => {
    const { sim, admin, device, employee, shelf } = await setup({ refundRate: 1 });
    expect((await door(sim, device, { employeeUidIdx: employee.employeeUidIdx, items: shelf.map((p) => ({ productMappingIdx: p.productMappingIdx, count: 1 })) })).body.result).toBe(0);
    await step(sim, 9 * HOUR);
    const payment = (await admin.post('/payment/list', { employeeUidIdx: employee.employeeUidIdx })).body.data.list[0] as Payment;
    expect(payment.refundAmount).toBeGreaterThan(0);
    const refund = (await logs(admin, { employeeUidIdx: employee.employeeUidIdx, reason: 'REFUND' })).list;
    expect(refund).toEqual([expect.objectContaining({ referenceIdx: payment.paymentIdx, point: payment.refundAmount, balance: 5000 - payment.amount + payment.refundAmount, createdDate: payment.refundedAt })]);
    const violations = { ...paymentViolations(sim), ...cardViolations(sim) };
    expect(violations).toEqual(NO_VIOLATIONS(violations));
  });

  it('lets the fleet’s own customers pay by card only as employees of the division inside its slots, with points enough', async () => {
    const sim = makeSim();
    const last = value(sim, 'SELECT MAX(paymentIdx) FROM payments');
    await step(sim, 2 * 24 * HOUR);
    const points = column(sim, 'SELECT paymentIdx FROM payments WHERE paymentIdx > ? AND paymentMode = 99', last);
    expect(points.length).toBeGreaterThan(0);
    const outside = column(sim, `SELECT p.paymentIdx FROM payments p JOIN door_opens o USING (paymentIdx) JOIN devices v ON v.deviceIdx = p.deviceIdx
      LEFT JOIN employee_uids e ON e.employeeUidIdx = p.employeeUidIdx
      WHERE p.paymentIdx > ? AND p.paymentMode = 99 AND (e.employeeUidIdx IS NULL OR e.enabled = 0 OR e.divisionIdx <> v.divisionIdx OR o.employeeUidIdx IS NOT p.employeeUidIdx
        OR (EXISTS (SELECT 1 FROM employee_uid_times t WHERE t.divisionIdx = v.divisionIdx)
          AND NOT EXISTS (SELECT 1 FROM employee_uid_times t WHERE t.divisionIdx = v.divisionIdx AND t.startTime <= substr(o.openAt, 12, 5) AND substr(o.openAt, 12, 5) < t.endTime)))`, last);
    expect(outside).toEqual([]);
    // Every card with a policy was reset at midnight; balances add up.
    expect(value(sim, `SELECT COUNT(*) FROM employee_point_logs WHERE reason = 'RESET' AND createdDate = '2026-11-22 00:00:00'`)).toBeGreaterThan(0);
    const violations = { ...paymentViolations(sim, last), ...cardViolations(sim) };
    expect(violations).toEqual(NO_VIOLATIONS(violations));
  });

  it('finds the next reset of every cycle at 00:00 KST', () => {
    const at = (text: string) => Date.parse(`${text}+09:00`);
    const friday = at('2026-11-20T15:00:00'); // a Friday
    expect(nextResetAt(friday, { cycle: 'DAILY', day: 0 })).toBe(at('2026-11-21T00:00:00'));
    expect(nextResetAt(friday, { cycle: 'WEEKLY', day: 1 })).toBe(at('2026-11-23T00:00:00')); // Monday
    expect(nextResetAt(friday, { cycle: 'WEEKLY', day: 7 })).toBe(at('2026-11-22T00:00:00')); // Sunday
    expect(nextResetAt(friday, { cycle: 'WEEKLY', day: 5 })).toBe(at('2026-11-27T00:00:00')); // the next Friday
    expect(nextResetAt(friday, { cycle: 'MONTHLY', day: 25 })).toBe(at('2026-11-25T00:00:00'));
    expect(nextResetAt(friday, { cycle: 'MONTHLY', day: 1 })).toBe(at('2026-12-01T00:00:00'));
    expect(nextResetAt(at('2026-12-01T00:00:00'), { cycle: 'MONTHLY', day: 1 })).toBe(at('2027-01-01T00:00:00'));
  });
});
