// The /sim control API the cockpit drives (contract/sim-control.ts): the clock, the fleet, the
// event feed, commands to one device and scenarios, each with its effect on the console's data;
// bad input answers a clear failure and changes nothing; Live mode has none of it.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { API_BASE, FAILURE, clockState, controlResponse, eventsResponse, fleetResponse } from '../../contract/index';
import { toWireDate, toWireDateTime } from '../../sim-server/src/clock';
import { WORLD_REF_DATE_MS } from '../../sim-server/src/world/random';
import { QUIET_FLEET, column, control, deviceRows, loginAs, makeSim, signedIn, step, value, namesField, type Client } from './support';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const REF = WORLD_REF_DATE_MS;

type Sim = ReturnType<typeof makeSim>;
type Feed = { seq: number; at: number; atText: string; type: string; deviceIdx: number | null; deviceName: string | null; text: { ko: string; en: string } };

const liveDevice = (sim: Sim, type: string, skip = 0) =>
  value(sim, `SELECT deviceIdx FROM devices WHERE deviceType = ? AND status = 'ONLINE' AND online = 1 ORDER BY deviceIdx LIMIT 1 OFFSET ?`, type, skip);
const events = async (sim: Sim, since = 0) => {
  const res = await control(sim).get(`/events?since=${since}`);
  expect(eventsResponse.safeParse(res.body).success).toBe(true);
  return res.body.data as { list: Feed[]; lastSeq: number };
};
const dashboard = async (who: Client) => (await who.get('/dashboard/info')).body.data;
/** A control call with any body: JSON, or raw text sent as JSON (a broken body). */
const call = (sim: Sim, method: 'get' | 'post', path: string, body?: object | string) => {
  if (method === 'get') return control(sim).get(path);
  return control(sim).post(path, body);
};
const notice = (sim: Sim, noticeIdx: number) => sim.db!.prepare('SELECT faultCode, severity, state FROM fault_notices WHERE noticeIdx = ?').get(noticeIdx);

describe('/sim/clock', () => {
  it('reports simulated time, sets speed, pauses and resumes, and steps ahead writing what happened', async () => {
    const sim = makeSim();
    const state = async () => {
      const res = await control(sim).get('/clock');
      expect(controlResponse(clockState).safeParse(res.body).success).toBe(true);
      return res.body.data;
    };
    expect(await state()).toEqual({ now: REF, nowText: '2026-11-21 09:00:00', speed: 1, paused: false });
    expect((await control(sim).post('/clock', { speed: 60 })).body).toMatchObject({ result: 0, data: { speed: 60, paused: false, now: REF } });
    expect((await control(sim).post('/clock', { paused: true })).body.data).toMatchObject({ speed: 0, paused: true });
    expect(await state()).toMatchObject({ speed: 0, paused: true });
    expect((await control(sim).post('/clock', { paused: false })).body.data).toMatchObject({ speed: 60, paused: false });
    expect((await control(sim).post('/clock', { speed: 0 })).body.data).toMatchObject({ speed: 0, paused: true });
    expect((await control(sim).post('/clock', { speed: 5, paused: false })).body.data).toMatchObject({ speed: 5, paused: false });
    const before = value(sim, 'SELECT COUNT(*) FROM door_opens');
    const stepped = await control(sim).post('/clock', { stepMs: 2 * HOUR });
    expect(stepped.body.data).toEqual({ now: REF + 2 * HOUR, nowText: '2026-11-21 11:00:00', speed: 5, paused: false });
    expect(value(sim, 'SELECT COUNT(*) FROM door_opens')).toBeGreaterThan(before); // written before the answer
    const feed = await events(sim);
    expect(feed.list.filter((e) => e.type === 'CLOCK').map((e) => e.text.en)).toEqual([
      'clock running at ×60', 'clock paused', 'clock running at ×60', 'clock paused', 'clock running at ×5', 'clock stepped 2 h ahead',
    ]);
    expect(feed.list.find((e) => e.type === 'CLOCK')!.text.ko).toBe('시계 ×60 배속');
  });
});

describe('/sim/fleet and /sim/events', () => {
  it('shows every kiosk with its clock, temperature, door and open faults', async () => {
    const sim = makeSim();
    const res = await control(sim).get('/fleet');
    expect(fleetResponse.safeParse(res.body).success).toBe(true);
    const { clock, kiosks } = res.body.data as { clock: { now: number }; kiosks: { deviceIdx: number; deviceName: string; status: string; online: boolean; temperature: number | null; openFaults: string[] }[] };
    expect(clock.now).toBe(REF);
    expect(kiosks.map((k) => k.deviceIdx)).toEqual(column(sim, 'SELECT deviceIdx FROM devices ORDER BY deviceIdx'));
    const fridge = kiosks.find((k) => k.deviceIdx === liveDevice(sim, 'AI_FRIDGE'))!;
    expect(fridge.temperature).toBeGreaterThan(-5);
    expect(fridge.temperature).toBeLessThan(12);
    expect(kiosks.find((k) => k.deviceIdx === liveDevice(sim, 'KIOSK'))!.temperature).toBeNull();
    const division = value<string>(sim, 'SELECT d.divisionName FROM devices v JOIN divisions d USING (divisionIdx) WHERE v.deviceIdx = ?', fridge.deviceIdx);
    expect(fridge.deviceName).toBe(`${division} · ${value<string>(sim, 'SELECT deviceName FROM devices WHERE deviceIdx = ?', fridge.deviceIdx)}`);
    for (const k of kiosks) {
      const codes = column<string>(sim, `SELECT DISTINCT faultCode FROM fault_notices WHERE deviceIdx = ? AND state <> 'RESOLVED' ORDER BY faultCode`, k.deviceIdx);
      expect({ deviceIdx: k.deviceIdx, status: k.status, openFaults: k.openFaults }).toEqual({
        deviceIdx: k.deviceIdx, status: value<string>(sim, 'SELECT status FROM devices WHERE deviceIdx = ?', k.deviceIdx), openFaults: codes,
      });
    }
    expect(kiosks.some((k) => k.openFaults.length > 0)).toBe(true);
  });

  it('tells door sessions, payments, faults and self-checks in Korean and English, after a given number', async () => {
    const sim = makeSim();
    await step(sim, 2 * HOUR);
    const first = await events(sim);
    expect(first.list.length).toBeGreaterThan(20);
    expect(first.lastSeq).toBe(first.list.at(-1)!.seq);
    expect(first.list.every((e, i) => i === 0 || e.seq === first.list[i - 1]!.seq + 1)).toBe(true);
    const payment = first.list.find((e) => e.type === 'PAYMENT' && e.text.en.includes('paid'))!;
    expect(payment.text.ko).toMatch(/^.+ .+: 문 열림 — 결제 [\d,]+원 \((앱|카드|포인트)\)$/);
    expect(payment.text.en).toMatch(/^.+ .+: door session — paid ₩[\d,]+ \((app|card|points)\)$/);
    expect(payment.text.ko.startsWith(`${payment.deviceName}: `)).toBe(true);
    expect(payment.atText).toBe(toWireDateTime(payment.at));
    // The line names the payment the tables hold.
    const amount = Number(/₩([\d,]+)/.exec(payment.text.en)![1]!.replace(/,/g, ''));
    expect(value(sim, 'SELECT COUNT(*) FROM payments WHERE deviceIdx = ? AND approveAt = ? AND amount = ?', payment.deviceIdx, payment.atText, amount)).toBe(1);
    expect(first.list.some((e) => ['HEARTBEAT', 'TEMPERATURE_SAMPLE', 'STOCK_TRANSACTION'].includes(e.type))).toBe(false);

    const fridge = liveDevice(sim, 'AI_FRIDGE');
    await control(sim).post(`/devices/${fridge}/faults`, { code: 'PAYMENT_CARD_READER' });
    await control(sim).post(`/devices/${fridge}/self-check`);
    const later = await events(sim, first.lastSeq);
    expect(later.list.map((e) => e.seq)).toEqual(later.list.map((_, i) => first.lastSeq + 1 + i));
    expect(later.list.map((e) => [e.type, e.deviceIdx])).toEqual([['FAULT_RAISED', fridge], ['SELF_CHECK', fridge]]);
    expect(later.list[0]!.text).toMatchObject({ ko: expect.stringContaining('고장 발생 — 카드 리더기 통신 오류 (경고)'), en: expect.stringContaining('fault raised — Card reader not responding (warning)') });
    expect(later.list[1]!.text).toMatchObject({ ko: expect.stringContaining('자가 진단 실패 — 결제 (PAYMENT_CARD_READER)'), en: expect.stringContaining('self-check failed — payment (PAYMENT_CARD_READER)') });
    expect((await events(sim, later.lastSeq)).list).toEqual([]);
  });
});

describe('device commands', () => {
  it('refuses the app and points at a kiosk of another provider than TC, naming why, and takes a card there', async () => {
    const sim = makeSim({ fleet: { engine: QUIET_FLEET } });
    const kiosk = value(sim, `SELECT deviceIdx FROM devices WHERE provider = 'ZELOTEK' AND status = 'ONLINE' AND online = 1 ORDER BY deviceIdx LIMIT 1`);
    const card = value(sim, 'SELECT employeeUidIdx FROM employee_uids WHERE enabled = 1 AND divisionIdx = (SELECT divisionIdx FROM devices WHERE deviceIdx = ?)', kiosk);
    const fleetKiosk = async () => (await control(sim).get('/fleet')).body.data.kiosks.find((k: { deviceIdx: number }) => k.deviceIdx === kiosk);
    expect(await fleetKiosk()).toMatchObject({ provider: 'ZELOTEK', doorOpen: false });
    const before = deviceRows(sim);
    const refusal = { result: FAILURE.REJECTED, message: 'This kiosk takes credit cards only (app and points payments are for TC devices)' };
    for (const body of [{ mode: 'APP' }, { mode: 'POINT' }, ...(card ? [{ employeeUidIdx: card }] : [])]) {
      expect((await control(sim).post(`/devices/${kiosk}/door`, body)).body).toEqual(refusal);
    }
    expect((await control(sim, 'ko').post(`/devices/${kiosk}/door`, { mode: 'APP' })).body.message).toBe('이 장비는 신용카드 결제만 받습니다 (앱·포인트 결제는 AI장비(TC)에서만 됩니다).');
    expect(deviceRows(sim)).toEqual(before);
    expect((await fleetKiosk()).doorOpen).toBe(false);
    expect((await control(sim).post(`/devices/${kiosk}/door`, { mode: 'CARD' })).body.result).toBe(0);
    expect(await fleetKiosk()).toMatchObject({ door: { openType: 'CARD' } });
  }, 120_000);

  it("takes at a staff restock only a card of the kiosk's own division, as the door does (issue 26)", async () => {
    const sim = makeSim({ fleet: { engine: QUIET_FLEET } });
    const fridge = liveDevice(sim, 'AI_FRIDGE');
    const division = value(sim, 'SELECT divisionIdx FROM devices WHERE deviceIdx = ?', fridge);
    const own = value(sim, 'SELECT MIN(employeeUidIdx) FROM employee_uids WHERE enabled = 1 AND deletedDate IS NULL AND divisionIdx = ?', division);
    const foreign = value(sim, 'SELECT MIN(employeeUidIdx) FROM employee_uids WHERE companyIdx <> (SELECT companyIdx FROM divisions WHERE divisionIdx = ?)', division);
    const doorHistory = () => column(sim, 'SELECT doorOpenIdx FROM door_opens WHERE deviceIdx = ?', fridge);
    const before = doorHistory();
    for (const card of [foreign, 99_999_999]) {
      expect((await control(sim).post(`/devices/${fridge}/restock`, { employeeUidIdx: card })).body).toEqual({
        result: FAILURE.REJECTED,
        message: 'This employee card cannot open this device (unknown, disabled or of another division)',
      });
    }
    expect((await control(sim, 'ko').post(`/devices/${fridge}/restock`, { employeeUidIdx: foreign })).body.message).toBe(
      '이 사원 카드로는 이 장비를 열 수 없습니다 (없는 카드, 사용 중지 또는 다른 사업장의 카드).',
    );
    await step(sim, 10 * 60_000);
    expect(doorHistory()).toEqual(before);
    expect((await control(sim).post(`/devices/${fridge}/restock`, { employeeUidIdx: own })).body.result).toBe(0);
    await step(sim, 10 * 60_000);
    expect(column(sim, "SELECT employeeUidIdx FROM door_opens WHERE deviceIdx = ? AND openType = 'EMPLOYEE' ORDER BY doorOpenIdx DESC LIMIT 1", fridge)).toEqual([own]);
  });

  it('opens a door for given items and writes exactly that payment when it closes; a busy door refuses', async () => {
    const sim = makeSim({ fleet: { engine: QUIET_FLEET } });
    const fridge = liveDevice(sim, 'AI_FRIDGE');
    // Products without a promotion sell at their list price (promotion.test.ts prices the others).
    const products = sim.db!.prepare('SELECT productMappingIdx, productIdx, price, stock FROM product_mappings WHERE deviceIdx = ? AND trayIdx IS NOT NULL AND stock >= 2 AND productIdx NOT IN (SELECT productIdx FROM promotions) ORDER BY productMappingIdx LIMIT 2')
      .all(fridge) as { productMappingIdx: number; productIdx: number; price: number; stock: number }[];
    expect(products).toHaveLength(2);
    const items = [{ productMappingIdx: products[0]!.productMappingIdx, count: 2 }, { productMappingIdx: products[1]!.productMappingIdx, count: 1 }];
    const lastPayment = value(sim, 'SELECT MAX(paymentIdx) FROM payments');
    const opened = await control(sim).post(`/devices/${fridge}/door`, { mode: 'CARD', items });
    expect(opened.body).toMatchObject({ result: 0, data: { sessionId: expect.any(String), closeAt: expect.any(Number) } });
    expect(opened.body.data.closeAtText).toBe(toWireDateTime(opened.body.data.closeAt));
    const busy = await control(sim).post(`/devices/${fridge}/door`, {});
    expect(busy.body).toEqual({ result: FAILURE.REJECTED, message: 'The door is already open; try again once it has closed' });
    const busyKo = await control(sim, 'ko').post(`/devices/${fridge}/door`, {});
    expect(busyKo.body.message).toBe('문이 이미 열려 있습니다. 닫힌 뒤 다시 시도하세요.');
    expect((await control(sim).get('/fleet')).body.data.kiosks.find((k: { deviceIdx: number }) => k.deviceIdx === fridge).doorOpen).toBe(true);

    await step(sim, 5 * MINUTE);
    expect((await control(sim).get('/fleet')).body.data.kiosks.find((k: { deviceIdx: number }) => k.deviceIdx === fridge).door).toBeNull();
    const payments = sim.db!.prepare('SELECT * FROM payments WHERE paymentIdx > ?').all(lastPayment) as { paymentIdx: number; deviceIdx: number; amount: number; state: string; paymentMode: number; approveAt: string }[];
    expect(payments).toHaveLength(1);
    const payment = payments[0]!;
    const amount = 2 * products[0]!.price + products[1]!.price;
    expect(payment).toMatchObject({ deviceIdx: fridge, amount, paymentMode: 2, approveAt: toWireDateTime(opened.body.data.closeAt) });
    const lines = sim.db!.prepare('SELECT productMappingIdx, productIdx, count, price FROM payment_lines WHERE paymentIdx = ? ORDER BY paymentLineIdx').all(payment.paymentIdx);
    expect(lines).toEqual(products.map((p, i) => ({ productMappingIdx: p.productMappingIdx, productIdx: p.productIdx, count: items[i]!.count, price: p.price })));
    expect(value(sim, 'SELECT paymentIdx FROM door_opens WHERE deviceIdx = ? ORDER BY doorOpenIdx DESC LIMIT 1', fridge)).toBe(payment.paymentIdx);
    const sales = sim.db!.prepare(`SELECT productMappingIdx, count FROM product_transactions WHERE paymentIdx = ? AND transactionCode = 'SALE' ORDER BY transactionIdx`).all(payment.paymentIdx);
    const stock = column(sim, `SELECT stock FROM product_mappings WHERE productMappingIdx IN (?, ?) ORDER BY productMappingIdx`, products[0]!.productMappingIdx, products[1]!.productMappingIdx);
    if (payment.state === 'PAID') {
      expect(sales).toEqual(items.map((i) => ({ productMappingIdx: i.productMappingIdx, count: -i.count })));
      expect(stock).toEqual([products[0]!.stock - 2, products[1]!.stock - 1]);
    } else {
      expect({ state: payment.state, sales, stock }).toEqual({ state: 'DECLINED', sales: [], stock: [products[0]!.stock, products[1]!.stock] });
    }
  });

  it('shows a door session under way from its opening until it closes and its sale is written', async () => {
    const sim = makeSim({ fleet: { engine: QUIET_FLEET } });
    const fridge = liveDevice(sim, 'AI_FRIDGE');
    const kiosk = async () => {
      const res = await control(sim).get('/fleet');
      expect(fleetResponse.safeParse(res.body).success).toBe(true);
      return (res.body.data.kiosks as { deviceIdx: number; door: unknown }[]).find((k) => k.deviceIdx === fridge)!;
    };
    expect((await kiosk()).door).toBeNull();
    const since = (await events(sim)).lastSeq;
    const lastPayment = value(sim, 'SELECT MAX(paymentIdx) FROM payments');
    const opened = await control(sim).post(`/devices/${fridge}/door`, { mode: 'APP' });
    expect(opened.body.result).toBe(0);
    // At once: the fleet has the session, the feed says so; nothing is written yet.
    expect((await kiosk()).door).toEqual({ openType: 'APP', openAt: toWireDateTime(sim.fleet!.now()), closeAt: opened.body.data.closeAtText });
    const feed = await events(sim, since);
    expect(feed.list.map((e) => [e.type, e.deviceIdx])).toEqual([['DOOR_OPENED', fridge]]);
    expect(feed.list[0]!.text.en).toContain('door opened — under way');
    expect(value(sim, 'SELECT COUNT(*) FROM payments WHERE paymentIdx > ?', lastPayment)).toBe(0);
    // Once it closes, the sale lands and the session is over.
    await step(sim, 5 * MINUTE);
    expect((await kiosk()).door).toBeNull();
    expect(value(sim, 'SELECT COUNT(*) FROM payments WHERE paymentIdx > ? AND deviceIdx = ?', lastPayment, fridge)).toBe(1);
  });

  it('raises and clears a fault, seen in the fault list, the device status and the dashboard; refuses what cannot be', async () => {
    const sim = makeSim({ fleet: { engine: QUIET_FLEET } });
    const admin = await signedIn(sim);
    const fridge = liveDevice(sim, 'AI_FRIDGE');
    const before = await dashboard(admin);
    const raised = await control(sim).post(`/devices/${fridge}/faults`, { code: 'PAYMENT_CARD_READER' });
    expect(raised.body).toMatchObject({ result: 0, data: { noticeIdx: expect.any(Number) } });
    const noticeIdx = raised.body.data.noticeIdx as number;
    const listed = (await admin.post('/device/fault-check', { noticeIdx })).body.data.list;
    expect(listed).toEqual([expect.objectContaining({ noticeIdx, deviceIdx: fridge, faultCode: 'PAYMENT_CARD_READER', severity: 'WARNING', state: 'OPEN', description: 'Card reader not responding', reportAt: '2026-11-21 09:00:00' })]);
    const during = await dashboard(admin);
    expect(during.openFaultCount).toBe(before.openFaultCount + 1);
    expect(during.openFaultsBySeverity.WARNING).toBe(before.openFaultsBySeverity.WARNING + 1);
    expect((await admin.get(`/device/info/${fridge}`)).body.data).toMatchObject({ status: 'FAULT', openFaultCount: 1 });
    // A card payment is refused while the reader is down; a repeated raise too.
    expect((await control(sim).post(`/devices/${fridge}/door`, { mode: 'CARD' })).body).toMatchObject({ result: 1, message: expect.stringContaining('card reader is broken') });
    expect((await control(sim).post(`/devices/${fridge}/faults`, { code: 'PAYMENT_CARD_READER' })).body).toMatchObject({ result: 1, message: 'That fault is already open on this device' });
    const ambient = liveDevice(sim, 'KIOSK');
    expect((await control(sim).post(`/devices/${ambient}/faults`, { code: 'REFRIGERATION_FAN' })).body).toMatchObject({ result: 1, message: 'This device has no such part' });

    const cleared = await control(sim).post(`/devices/${fridge}/faults/clear`, { code: 'PAYMENT_CARD_READER' });
    expect(cleared.body).toMatchObject({ result: 0, data: { resolved: 1 } });
    expect(notice(sim, noticeIdx)).toEqual({ faultCode: 'PAYMENT_CARD_READER', severity: 'WARNING', state: 'RESOLVED' });
    expect((await dashboard(admin)).openFaultCount).toBe(before.openFaultCount);
    expect((await admin.get(`/device/info/${fridge}`)).body.data).toMatchObject({ status: 'ONLINE', openFaultCount: 0 });
    const again = await control(sim, 'ko').post(`/devices/${fridge}/faults/clear`, { code: 'PAYMENT_CARD_READER' });
    expect(again.body).toEqual({ result: 1, message: '이 장비에 해당 고장이 없습니다.' });

    // A notice from the seeded history (the engine carries it since its start, issue 28) is cleared by hand too.
    const seeded = sim.db!.prepare(`SELECT noticeIdx, deviceIdx, faultCode FROM fault_notices WHERE reportAt < '2026-11-21 09:00:00' AND state <> 'RESOLVED' AND faultCode <> 'NETWORK_OFFLINE' ORDER BY noticeIdx LIMIT 1`).get() as { noticeIdx: number; deviceIdx: number; faultCode: string };
    expect((await control(sim).post(`/devices/${seeded.deviceIdx}/faults/clear`, { code: seeded.faultCode })).body).toMatchObject({ result: 0, data: { resolved: expect.any(Number) } });
    expect(value(sim, 'SELECT state FROM fault_notices WHERE noticeIdx = ?', seeded.noticeIdx)).toBe('RESOLVED');
  });

  it('runs a self-check now and writes it', async () => {
    const sim = makeSim({ fleet: { engine: QUIET_FLEET } });
    const fridge = liveDevice(sim, 'AI_FRIDGE');
    const before = value(sim, 'SELECT COUNT(*) FROM self_checks WHERE deviceIdx = ?', fridge);
    const res = await control(sim).post(`/devices/${fridge}/self-check`);
    expect(res.body).toMatchObject({ result: 0, data: { passed: true, results: expect.arrayContaining([{ component: 'REFRIGERATION', passed: true, detail: 'OK' }]) } });
    expect(value(sim, 'SELECT COUNT(*) FROM self_checks WHERE deviceIdx = ?', fridge)).toBe(before + 1);
    expect(value(sim, 'SELECT reportAt FROM self_checks WHERE deviceIdx = ? ORDER BY selfCheckIdx DESC LIMIT 1', fridge)).toBe('2026-11-21 09:00:00');
  });

  it('cuts a device’s link until restored: offline after missed heartbeats, doors refused, back with the next heartbeat', async () => {
    const sim = makeSim({ fleet: { engine: QUIET_FLEET } });
    const admin = await signedIn(sim);
    const fridge = liveDevice(sim, 'AI_FRIDGE');
    expect((await control(sim).post(`/devices/${fridge}/offline`, { offline: true })).body).toMatchObject({ result: 0, data: { offline: true } });
    expect(JSON.parse(value<string>(sim, 'SELECT cutOff FROM sim_state'))).toContain(fridge);
    await step(sim, 10 * MINUTE);
    expect((await admin.get(`/device/info/${fridge}`)).body.data).toMatchObject({ online: false, status: 'OFFLINE' });
    expect((await control(sim).post(`/devices/${fridge}/door`, {})).body).toMatchObject({ result: 1, message: expect.stringContaining('offline') });
    expect(value(sim, `SELECT COUNT(*) FROM fault_notices WHERE deviceIdx = ? AND faultCode = 'NETWORK_OFFLINE' AND state = 'OPEN'`, fridge)).toBe(1);
    await control(sim).post(`/devices/${fridge}/offline`, { offline: false });
    await step(sim, 5 * MINUTE);
    expect((await admin.get(`/device/info/${fridge}`)).body.data).toMatchObject({ online: true, status: 'ONLINE' });
    expect(value(sim, `SELECT COUNT(*) FROM fault_notices WHERE deviceIdx = ? AND faultCode = 'NETWORK_OFFLINE' AND state = 'OPEN'`, fridge)).toBe(0);
    expect(JSON.parse(value<string>(sim, 'SELECT cutOff FROM sim_state'))).not.toContain(fridge);
  });
});

describe('scenarios', () => {
  it('fridge-failure: the chosen fridge warms up and raises a high-temperature notice within the hour', async () => {
    const sim = makeSim({ fleet: { engine: QUIET_FLEET } });
    const admin = await signedIn(sim);
    const fridge = liveDevice(sim, 'AI_FRIDGE', 1);
    const res = await control(sim).post('/scenarios/fridge-failure', { deviceIdxs: [fridge] });
    expect(res.body).toMatchObject({ result: 0, data: { name: 'fridge-failure', deviceIdxs: [fridge], description: { ko: expect.stringContaining('냉장 고장'), en: expect.stringContaining('Fridge failure') } } });
    await step(sim, HOUR);
    const notices = (await admin.post('/device/fault-check', { deviceIdx: fridge, state: 'OPEN' })).body.data.list as { faultCode: string; severity: string }[];
    expect(notices.map((n) => n.faultCode)).toContain('REFRIGERATION_COMPRESSOR');
    expect(notices.filter((n) => n.faultCode === 'REFRIGERATION_HIGH_TEMP').map((n) => ['WARNING', 'CRITICAL'].includes(n.severity))).toContain(true);
    expect((await admin.get(`/device/info/${fridge}`)).body.data.temperature).toBeGreaterThan(5);
    const feed = await events(sim);
    expect(feed.list.find((e) => e.type === 'SCENARIO')).toMatchObject({ deviceIdx: fridge, text: { en: expect.stringContaining('Fridge failure') } });
  });

  it('network-outage: the chosen devices go offline in device.list, and come back when it ends', async () => {
    const sim = makeSim({ fleet: { engine: QUIET_FLEET } });
    const admin = await signedIn(sim);
    const chosen = [liveDevice(sim, 'AI_FRIDGE'), liveDevice(sim, 'KIOSK')];
    const res = await control(sim).post('/scenarios/network-outage', { deviceIdxs: chosen });
    expect(res.body).toMatchObject({ result: 0, data: { deviceIdxs: chosen } });
    await step(sim, 10 * MINUTE);
    const listed = async () => {
      const list = (await admin.post('/device/list', {})).body.data.list as { deviceIdx: number; online: boolean; status: string }[];
      return chosen.map((idx) => list.find((d) => d.deviceIdx === idx)).map((d) => ({ deviceIdx: d?.deviceIdx, online: d?.online, status: d?.status }));
    };
    expect(await listed()).toEqual(chosen.map((deviceIdx) => ({ deviceIdx, online: false, status: 'OFFLINE' })));
    expect((await control(sim).get('/fleet')).body.data.kiosks.filter((k: { online: boolean }) => !k.online).map((k: { deviceIdx: number }) => k.deviceIdx)).toEqual(expect.arrayContaining(chosen));
    expect((await events(sim)).list.filter((e) => e.type === 'DEVICE_OFFLINE').map((e) => e.deviceIdx).sort()).toEqual([...chosen].sort());
    await step(sim, 30 * MINUTE);
    expect(await listed()).toEqual(chosen.map((deviceIdx) => ({ deviceIdx, online: true, status: 'ONLINE' })));
  });

  it('expiry-day: products now expire today, counted by the dashboard', async () => {
    const sim = makeSim({ fleet: { engine: QUIET_FLEET } });
    const admin = await signedIn(sim);
    const today = toWireDate(REF);
    const soon = toWireDate(REF + 2 * 24 * HOUR);
    const expiring = () => value(sim, `SELECT COUNT(*) FROM product_mappings WHERE deviceIdx IS NOT NULL AND stock > 0 AND expiredDate BETWEEN ? AND ?`, today, soon);
    const before = await dashboard(admin);
    expect(before.expiringSoonCount).toBe(expiring());
    const datesBefore = new Map(sim.db!.prepare('SELECT productMappingIdx, expiredDate FROM product_mappings').all().map((r) => {
      const row = r as { productMappingIdx: number; expiredDate: string | null };
      return [row.productMappingIdx, row.expiredDate] as const;
    }));
    const res = await control(sim).post('/scenarios/expiry-day', {});
    expect(res.body.result).toBe(0);
    const chosen = res.body.data.expiring as { productMappingIdx: number; expiredDate: string }[];
    expect(chosen.length).toBe(3);
    expect(chosen.every((c) => c.expiredDate === today)).toBe(true);
    const keys = chosen.map((c) => c.productMappingIdx);
    expect(column<string>(sim, `SELECT expiredDate FROM product_mappings WHERE productMappingIdx IN (${keys.join(',')})`)).toEqual([today, today, today]);
    expect(value(sim, `SELECT COUNT(*) FROM product_mappings WHERE productMappingIdx IN (${keys.join(',')}) AND stock > 0`)).toBe(3);
    // The dashboard counts them now; those that expired later before are new to its count.
    const newlyExpiring = keys.filter((k) => { const d = datesBefore.get(k); return d === null || d === undefined || d < today || d > soon; }).length;
    const after = await dashboard(admin);
    expect(after.expiringSoonCount).toBe(expiring());
    expect(after.expiringSoonCount).toBe(before.expiringSoonCount + newlyExpiring);
    expect(value(sim, `SELECT COUNT(*) FROM product_mappings WHERE stock > 0 AND expiredDate = ?`, today)).toBeGreaterThanOrEqual(3);
  });

  it('lunch-rush: more customers than the same hour without it', async () => {
    const hourOfSales = async (rush: boolean) => {
      const sim = makeSim();
      if (rush) expect((await control(sim).post('/scenarios/lunch-rush')).body.result).toBe(0);
      await step(sim, HOUR);
      return value(sim, `SELECT COUNT(*) FROM door_opens WHERE openType <> 'EMPLOYEE' AND openAt >= ?`, toWireDateTime(REF));
    };
    const calm = await hourOfSales(false);
    const rush = await hourOfSales(true);
    expect(rush).toBeGreaterThan(calm * 1.5);
  });
});

describe('bad input and refusals', () => {
  it('names a bad field in the caller’s language, as /api/v1 does, for every kind of call input', async () => {
    const sim = makeSim();
    const cases: [lang: string, method: 'get' | 'post', path: string, body: object | undefined, says: RegExp][] = [
      ['ko', 'post', '/clock', { speed: -1 }, /^배속: 0 이상이어야 합니다$/],
      ['en', 'post', '/clock', { speed: -1 }, /^Speed: must be at least 0$/],
      ['en', 'post', '/reset', { preset: 'huge' }, /^preset: must be one of demo, training, large$/],
      ['en', 'post', '/tours/overview/go', { step: 0 }, /^step: must be at least 1$/],
      ['en', 'get', '/events?since=x', undefined, /^since: /],
    ];
    for (const [lang, method, path, body, says] of cases) {
      const client = control(sim, lang);
      const res = method === 'get' ? await client.get(path) : await client.post(path, body);
      expect({ path, lang, result: res.body.result, says: says.test(res.body.fieldErrors?.[0]?.message) }).toEqual({ path, lang, result: FAILURE.BAD_INPUT, says: true });
    }
  });

  it('refuses a malformed or too large body as /api/v1 does: the same status and shape, in the caller’s language, the limit its own', async () => {
    const sim = makeSim();
    for (const lang of ['ko', 'en']) {
      const token = await loginAs(sim, 'admin');
      const toApi = request(sim.app).post(`${API_BASE}/company/store`).set({ Authorization: `Bearer ${token}`, 'Accept-Language': lang, 'Content-Type': 'application/json' });
      const malformed = [await toApi.send('{nope'), await control(sim, lang).post('/clock', '{nope')];
      expect(malformed.map((r) => ({ status: r.status, body: r.body }))).toEqual(Array(2).fill({ status: 400, body: { result: FAILURE.BAD_INPUT, message: lang === 'ko' ? '요청 본문이 올바른 JSON이 아닙니다 (Request body is not valid JSON)' : 'Request body is not valid JSON' } }));
      const tooLarge = await control(sim, lang).post('/clock', { memo: 'x'.repeat(110_000) });
      expect({ status: tooLarge.status, body: tooLarge.body }).toEqual({
        status: 413,
        body: { result: FAILURE.BAD_INPUT, message: lang === 'ko' ? '요청 본문이 너무 큽니다 (최대 100 KB)' : 'Request body is too large (at most 100 KB)' },
      });
    }
    // A body a little over the control API's limit is still within the API's.
    expect((await (await signedIn(sim)).post('/company/list', { memo: 'x'.repeat(110_000) })).status).toBe(200);
  });

  it('answers every malformed control call with a clear failure and changes nothing', async () => {
    const sim = makeSim();
    const fridge = liveDevice(sim, 'AI_FRIDGE');
    const other = value(sim, 'SELECT productMappingIdx FROM product_mappings WHERE deviceIdx <> ? AND trayIdx IS NOT NULL ORDER BY productMappingIdx', fridge);
    const tables = deviceRows(sim);
    const clock = (await control(sim).get('/clock')).body.data;
    const lastSeq = (await events(sim)).lastSeq;
    const cases: [method: 'get' | 'post', path: string, body: object | string | undefined, result: number, mentions: string][] = [
      ['post', '/clock', { speed: -1 }, FAILURE.BAD_INPUT, 'speed'],
      ['post', '/clock', { speed: 'fast' }, FAILURE.BAD_INPUT, 'speed'],
      ['post', '/clock', { speed: 5000 }, FAILURE.BAD_INPUT, 'speed'],
      ['post', '/clock', { stepMs: 1.5 }, FAILURE.BAD_INPUT, 'stepMs'],
      ['post', '/clock', { stepMs: 8 * 24 * HOUR }, FAILURE.BAD_INPUT, 'stepMs'],
      ['post', '/clock', { paused: 'yes' }, FAILURE.BAD_INPUT, 'paused'],
      ['post', '/clock', { rewind: true }, FAILURE.BAD_INPUT, 'rewind'],
      ['post', '/clock', '{"stepMs":', FAILURE.BAD_INPUT, 'JSON'],
      ['get', '/events?since=abc', undefined, FAILURE.BAD_INPUT, 'since'],
      ['get', '/events?since=-1', undefined, FAILURE.BAD_INPUT, 'since'],
      ['post', '/devices/abc/door', {}, FAILURE.BAD_INPUT, 'deviceIdx'],
      ['post', '/devices/99999/door', {}, FAILURE.NOT_FOUND, 'Device'],
      ['post', `/devices/${fridge}/door`, { mode: 'CASH' }, FAILURE.BAD_INPUT, 'mode'],
      ['post', `/devices/${fridge}/door`, { items: [{ productMappingIdx: other, count: 1 }] }, FAILURE.BAD_INPUT, 'items.0.productMappingIdx'],
      ['post', `/devices/${fridge}/door`, { items: [{ productMappingIdx: other, count: 0 }] }, FAILURE.BAD_INPUT, 'items.0.count'],
      ['post', `/devices/${fridge}/door`, '{oops', FAILURE.BAD_INPUT, 'JSON'],
      ['post', `/devices/${fridge}/faults`, {}, FAILURE.BAD_INPUT, 'code'],
      ['post', `/devices/${fridge}/faults`, { code: 'NOPE' }, FAILURE.BAD_INPUT, 'code'],
      ['post', `/devices/${fridge}/faults`, { code: 'POWER_LOSS', severity: 'HIGH' }, FAILURE.BAD_INPUT, 'severity'],
      ['post', '/devices/0/faults', { code: 'POWER_LOSS' }, FAILURE.BAD_INPUT, 'deviceIdx'],
      ['post', `/devices/${fridge}/faults/clear`, { code: 42 }, FAILURE.BAD_INPUT, 'code'],
      ['post', `/devices/${fridge}/self-check`, { now: true }, FAILURE.BAD_INPUT, 'now'],
      ['post', '/devices/99999/self-check', undefined, FAILURE.NOT_FOUND, 'Device'],
      ['post', `/devices/${fridge}/offline`, { offline: 'yes' }, FAILURE.BAD_INPUT, 'offline'],
      ['post', `/devices/${fridge}/offline`, {}, FAILURE.BAD_INPUT, 'offline'],
      ['post', '/scenarios/alien-invasion', {}, FAILURE.BAD_INPUT, 'name'],
      ['post', '/scenarios/network-outage', { deviceIdxs: [99999] }, FAILURE.BAD_INPUT, 'deviceIdxs.0'],
      ['post', '/scenarios/network-outage', { deviceIdxs: 'all' }, FAILURE.BAD_INPUT, 'deviceIdxs'],
    ];
    for (const [method, path, body, result, mentions] of cases) {
      const res = await call(sim, method, path, body);
      expect({ path, body, status: res.status < 500, json: res.type, result: res.body.result, mentions: namesField(res.body, mentions) })
        .toEqual({ path, body, status: true, json: 'application/json', result, mentions: true });
    }
    expect(deviceRows(sim)).toEqual(tables);
    expect((await control(sim).get('/clock')).body.data).toEqual(clock);
    expect((await events(sim)).lastSeq).toBe(lastSeq);
  });

  it('refuses a scenario with nothing to act on, changing nothing', async () => {
    const sim = makeSim();
    const ambient = liveDevice(sim, 'KIOSK');
    const tables = deviceRows(sim);
    const res = await control(sim).post('/scenarios/fridge-failure', { deviceIdxs: [ambient] });
    expect(res.body).toEqual({ result: FAILURE.REJECTED, message: 'Fridge failure: no refrigerated device to break.' });
    expect(deviceRows(sim)).toEqual(tables);
  });
});

describe('reset and modes', () => {
  it('reseeds the world and rebuilds the engine and the clock', async () => {
    const sim = makeSim();
    const payments = value(sim, 'SELECT COUNT(*) FROM payments');
    await step(sim, 3 * HOUR);
    const fridge = liveDevice(sim, 'AI_FRIDGE');
    await control(sim).post(`/devices/${fridge}/faults`, { code: 'POWER_LOSS' });
    expect(value(sim, 'SELECT COUNT(*) FROM payments')).toBeGreaterThan(payments);
    expect((await control(sim).post('/sim-nothing')).status).toBe(404);
    expect((await control(sim).post('/reset')).body.result).toBe(0);
    expect((await control(sim).get('/clock')).body.data).toMatchObject({ now: REF, nowText: '2026-11-21 09:00:00' });
    expect(value(sim, 'SELECT COUNT(*) FROM payments')).toBe(payments);
    expect(sim.db!.prepare('SELECT simNow, runId FROM sim_state').get()).toEqual({ simNow: REF, runId: 1 });
    const kiosk = (await control(sim).get('/fleet')).body.data.kiosks.find((k: { deviceIdx: number }) => k.deviceIdx === fridge);
    expect(kiosk.openFaults).not.toContain('POWER_LOSS');
    expect((await control(sim).post(`/devices/${fridge}/self-check`)).body.result).toBe(0); // powered again: the new engine
    expect((await events(sim)).list.at(-2)).toMatchObject({ type: 'RESET', text: { en: 'world reset' } });
    await step(sim, HOUR);
    expect(value(sim, 'SELECT COUNT(*) FROM payments')).toBeGreaterThan(payments);
  });

  it('has no /sim control API in Live mode', async () => {
    const sim = makeSim({ apiTarget: 'http://127.0.0.1:9' });
    expect(sim.fleet).toBeNull();
    for (const [method, path] of [['get', '/clock'], ['post', '/clock'], ['get', '/fleet'], ['get', '/events'], ['post', '/devices/1/door'], ['post', '/scenarios/lunch-rush'], ['post', '/reset']] as const) {
      const res = method === 'get' ? await control(sim, 'en', null).get(path) : await control(sim, 'en', null).post(path, {});
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
    }
  });
});
