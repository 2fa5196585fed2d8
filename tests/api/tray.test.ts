// Trays: list, replace all at once (all or nothing), delete — never a tray that holds stock.
import { describe, expect, it } from 'vitest';
import { FAILURE, type Tray } from '../../contract/index';
import { column, deviceScopes, discardStock, makeSim, rows, signedIn, value, type Client } from './support';

type Sim = ReturnType<typeof makeSim>;
type TrayInput = Partial<Pick<Tray, 'trayIdx'>> & Pick<Tray, 'trayNo' | 'trayName' | 'setTemperature' | 'maxCapacity'>;
const trays = (sim: Sim, deviceIdx: number) =>
  sim.db!.prepare('SELECT trayIdx, trayNo, trayName, setTemperature, maxCapacity FROM trays WHERE deviceIdx = ? ORDER BY trayNo').all(deviceIdx) as Required<TrayInput>[];
/** What a tray change could touch. */
const stockState = (sim: Sim) => ['trays', 'product_mappings', 'product_transactions'].map((t) => rows(sim, t));
const unitsOn = (sim: Sim, trayIdx: number) => value(sim, 'SELECT COALESCE(SUM(stock), 0) FROM product_mappings WHERE trayIdx = ?', trayIdx);
const storeAll = (who: Client, deviceIdx: number, trayList: TrayInput[]) => who.post('/tray/storeAll', { deviceIdx, trayList });

describe('tray.list', () => {
  it('lists a device’s trays in tray order, for whoever may see the device', async () => {
    const sim = makeSim();
    const s = deviceScopes(sim);
    const manager = await signedIn(sim, 'manager');
    const partner = await signedIn(sim, 'partner');
    const own = await manager.post('/tray/list', { deviceIdx: s.devices.own });
    expect(own.body.result).toBe(0);
    expect((own.body.data.list as Tray[]).map((t) => t.trayIdx)).toEqual(trays(sim, s.devices.own).map((t) => t.trayIdx));
    expect(own.body.data.totalCount).toBeGreaterThan(0);
    expect((await manager.post('/tray/list', { deviceIdx: s.devices.companyOnly })).body).toEqual({ result: FAILURE.NOT_AUTHORIZED, message: 'You have no access to this record' });
    expect((await partner.post('/tray/list', { deviceIdx: s.devices.foreign })).body.result).toBe(FAILURE.NOT_AUTHORIZED);
    expect((await partner.post('/tray/list', { deviceIdx: 99999 })).body).toEqual({ result: FAILURE.NOT_FOUND, message: 'Device not found' });
  });
});

describe('tray.storeAll', () => {
  it('creates, updates, renumbers and removes trays in one call', async () => {
    const sim = makeSim();
    const admin = await signedIn(sim);
    const deviceIdx = (await admin.post('/device/store', {
      divisionIdx: 1, deviceName: '새 냉장고', serialNumber: 'TC-AIF-2026-777001', deviceType: 'AI_FRIDGE', provider: 'TC',
    })).body.data.deviceIdx as number;
    const first = await storeAll(admin, deviceIdx, [
      { trayNo: 1, trayName: '상단', setTemperature: 3, maxCapacity: 10 },
      { trayNo: 2, trayName: '중단', setTemperature: 3.5, maxCapacity: 12 },
      { trayNo: 3, trayName: '하단', setTemperature: null, maxCapacity: 20 },
    ]);
    expect(first.body).toMatchObject({ result: 0, message: 'Refrigerator info saved' });
    expect((first.body.data as Tray[]).map(({ trayNo, trayName }) => [trayNo, trayName])).toEqual([[1, '상단'], [2, '중단'], [3, '하단']]);
    const [a, b, c] = trays(sim, deviceIdx);

    const second = await storeAll(admin, deviceIdx, [
      { ...b!, trayNo: 1 },
      { ...a!, trayNo: 2, trayName: '상단 (이동)' },
      { trayNo: 3, trayName: '신규', setTemperature: 4, maxCapacity: 8 },
    ]);
    expect(second.body.result).toBe(0);
    expect(trays(sim, deviceIdx)).toEqual([
      { ...b!, trayNo: 1 },
      { ...a!, trayNo: 2, trayName: '상단 (이동)' },
      { trayIdx: expect.any(Number), trayNo: 3, trayName: '신규', setTemperature: 4, maxCapacity: 8 },
    ]);
    expect(value(sim, 'SELECT COUNT(*) FROM trays WHERE trayIdx = ?', c!.trayIdx)).toBe(0);
    expect((await admin.get(`/device/info/${deviceIdx}`)).body.data.trayCount).toBe(3);
    expect((await storeAll(admin, deviceIdx, [])).body.result).toBe(0); // no trays at all is a valid cabinet
    expect(trays(sim, deviceIdx)).toEqual([]);
  });

  it('removes an emptied tray whose products stay on the device, off display, their history intact', async () => {
    const sim = makeSim();
    const admin = await signedIn(sim);
    const [gone, ...kept] = trays(sim, 1);
    const mappings = column(sim, 'SELECT productMappingIdx FROM product_mappings WHERE trayIdx = ? ORDER BY productMappingIdx', gone!.trayIdx);
    expect(mappings.length).toBeGreaterThan(1);
    discardStock(sim, 'trayIdx', gone!.trayIdx);
    expect((await storeAll(admin, 1, kept)).body.result).toBe(0);
    expect(trays(sim, 1)).toEqual(kept);
    expect(column(sim, `SELECT productMappingIdx FROM product_mappings WHERE deviceIdx = 1 AND trayIdx IS NULL ORDER BY productMappingIdx`)).toEqual(mappings);
    expect(value(sim, `SELECT COUNT(*) FROM product_mappings m WHERE deviceIdx = 1 AND trayIdx IS NULL
      AND stock = 0 AND stock = (SELECT SUM(count) FROM product_transactions t WHERE t.productMappingIdx = m.productMappingIdx)`)).toBe(mappings.length);
  });

  it('changes nothing when one row is bad or a tray left out still holds stock', async () => {
    const sim = makeSim();
    const admin = await signedIn(sim);
    const current = trays(sim, 1);
    const other = trays(sim, 2)[0]!;
    const [t1, t2, t3, ...rest] = current;
    const renamed = { ...t1!, trayName: '바뀐 이름' };
    const added = { trayNo: 40, trayName: '추가', setTemperature: 4, maxCapacity: 10 };
    expect(unitsOn(sim, t3!.trayIdx)).toBeGreaterThan(0);
    const before = stockState(sim);
    const cases: [TrayInput[] | unknown, number, RegExp][] = [
      [[renamed, { ...t2!, trayNo: t1!.trayNo }, t3, ...rest], FAILURE.BAD_INPUT, /Tray, row 2 · Tray no\.: \d+ appears twice/],
      [[renamed, t2, t3, ...rest, { ...added, trayNo: t2!.trayNo }], FAILURE.BAD_INPUT, new RegExp(`Tray, row ${current.length + 1} · Tray no\\.: ${t2!.trayNo} appears twice`)],
      [[renamed, { ...t2!, trayIdx: t1!.trayIdx }, t3, ...rest], FAILURE.BAD_INPUT, /Tray, row 2 · Tray: \d+ appears twice/],
      [[renamed, t2, t3, ...rest, { ...added, trayIdx: other.trayIdx }], FAILURE.BAD_INPUT, new RegExp(`Tray, row ${current.length + 1} · Tray: is not a tray of this device \\(tray ${other.trayIdx}\\)`)],
      [[renamed, t2, ...rest, added], FAILURE.REJECTED, new RegExp(`^Tray ${t3!.trayNo} still holds ${unitsOn(sim, t3!.trayIdx)} unit\\(s\\) of stock`)],
      [[renamed, { ...t2!, trayName: '' }, t3, ...rest], FAILURE.BAD_INPUT, /Tray, row 2 · Tray name: is required/],
      [[renamed, { ...t2!, maxCapacity: 0 }, t3, ...rest], FAILURE.BAD_INPUT, /Tray, row 2 · Max capacity: /],
      [[renamed, { ...t2!, setTemperature: 99 }, t3, ...rest], FAILURE.BAD_INPUT, /Tray, row 2 · Set temperature \(°C\): /],
      [[renamed, { ...t2!, trayNo: 'abc' }, t3, ...rest], FAILURE.BAD_INPUT, /Tray, row 2 · Tray no\.: /],
      [[renamed, { ...t2!, shelf: 'x' }, t3, ...rest], FAILURE.BAD_INPUT, /Tray, row 2 · shelf: is not a known field/],
      [[renamed, { ...t2!, trayName: '가'.repeat(100_000) }, t3, ...rest], FAILURE.BAD_INPUT, /Tray, row 2 · Tray name: must be at most 50 characters/],
      [Array.from({ length: 51 }, (_, i) => ({ ...added, trayNo: i + 1 })), FAILURE.BAD_INPUT, /Tray: /],
      ['all of them', FAILURE.BAD_INPUT, /Tray: /],
    ];
    for (const [trayList, result, message] of cases) {
      const res = await admin.post('/tray/storeAll', { deviceIdx: 1, trayList });
      expect({ trayList, result: res.body.result }).toEqual({ trayList, result });
      expect(res.body.message).toMatch(message);
      expect(stockState(sim)).toEqual(before);
    }
    for (const body of [{ deviceIdx: 'abc', trayList: [] }, { deviceIdx: -1, trayList: [] }, { trayList: [] }, { deviceIdx: 1, trayList: [], extra: 1 }]) {
      expect({ body, result: (await admin.post('/tray/storeAll', body)).body.result }).toEqual({ body, result: FAILURE.BAD_INPUT });
    }
    expect((await admin.post('/tray/storeAll', { deviceIdx: 99999, trayList: [] })).body).toEqual({ result: FAILURE.NOT_FOUND, message: 'Device not found' });
    expect(stockState(sim)).toEqual(before);
    expect((await storeAll(admin, 1, [renamed, t2!, t3!, ...rest, added])).body.result).toBe(0); // the same change, valid, goes through
  });

  it('lets a MANAGER edit the trays of its own devices only', async () => {
    const sim = makeSim();
    const s = deviceScopes(sim);
    const manager = await signedIn(sim, 'manager');
    const partner = await signedIn(sim, 'partner');
    const before = stockState(sim);
    expect((await storeAll(manager, s.devices.companyOnly, trays(sim, s.devices.companyOnly))).body).toEqual({ result: FAILURE.NOT_AUTHORIZED, message: 'You have no access to this record' });
    expect((await storeAll(partner, s.devices.foreign, trays(sim, s.devices.foreign))).body.result).toBe(FAILURE.NOT_AUTHORIZED);
    expect(stockState(sim)).toEqual(before);
    const [first, ...others] = trays(sim, s.devices.own);
    expect((await storeAll(manager, s.devices.own, [{ ...first!, trayName: '점주 수정' }, ...others])).body.result).toBe(0);
    expect(trays(sim, s.devices.own)[0]!.trayName).toBe('점주 수정');
  });
});

describe('tray.delete and tray.deleteOne', () => {
  it('deletes empty trays and refuses, deleting none, when one of them holds stock', async () => {
    const sim = makeSim();
    const admin = await signedIn(sim);
    const [empty, stocked, other] = trays(sim, 1);
    discardStock(sim, 'trayIdx', empty!.trayIdx);
    const before = stockState(sim);
    const refused = await admin.post('/tray/delete', { trayIdxList: [empty!.trayIdx, stocked!.trayIdx] });
    expect(refused.body).toEqual({
      result: FAILURE.REJECTED,
      message: `Tray ${stocked!.trayNo} still holds ${unitsOn(sim, stocked!.trayIdx)} unit(s) of stock; take them out first`,
    });
    expect((await admin.get(`/tray/delete/${other!.trayIdx}`)).body.result).toBe(FAILURE.REJECTED);
    expect(stockState(sim)).toEqual(before);

    expect((await admin.post('/tray/delete', { trayIdxList: [empty!.trayIdx] })).body).toEqual({ result: 0, message: 'Normally processed' });
    expect(value(sim, 'SELECT COUNT(*) FROM trays WHERE trayIdx = ?', empty!.trayIdx)).toBe(0);
    discardStock(sim, 'trayIdx', other!.trayIdx);
    expect((await admin.get(`/tray/delete/${other!.trayIdx}`)).body.result).toBe(0);
    expect(trays(sim, 1).map((t) => t.trayIdx)).not.toContain(other!.trayIdx);
    expect(trays(sim, 1).map((t) => t.trayIdx)).toContain(stocked!.trayIdx);
  });

  it('refuses unknown, out-of-scope and malformed trays, changing nothing', async () => {
    const sim = makeSim();
    const s = deviceScopes(sim);
    const admin = await signedIn(sim);
    const manager = await signedIn(sim, 'manager');
    const foreignTray = trays(sim, s.devices.companyOnly)[0]!.trayIdx;
    discardStock(sim, 'trayIdx', foreignTray);
    const before = stockState(sim);
    expect((await manager.post('/tray/delete', { trayIdxList: [foreignTray] })).body).toEqual({ result: FAILURE.NOT_AUTHORIZED, message: 'You have no access to this record' });
    expect((await manager.get(`/tray/delete/${foreignTray}`)).body.result).toBe(FAILURE.NOT_AUTHORIZED);
    expect((await admin.post('/tray/delete', { trayIdxList: [99999] })).body).toEqual({ result: FAILURE.NOT_FOUND, message: 'Tray not found' });
    expect((await admin.get('/tray/delete/99999')).body).toEqual({ result: FAILURE.NOT_FOUND, message: 'Tray not found' });
    for (const body of [{ trayIdxList: [] }, { trayIdxList: ['abc'] }, { trayIdxList: [-1] }, { trayIdxList: 'all' }, { trayIdxList: [foreignTray], force: true }, {}]) {
      expect({ body, result: (await admin.post('/tray/delete', body)).body.result }).toEqual({ body, result: FAILURE.BAD_INPUT });
    }
    for (const idx of ['abc', '-1', '0']) {
      const res = await admin.get(`/tray/delete/${idx}`);
      expect({ idx, result: res.body.result }).toEqual({ idx, result: FAILURE.BAD_INPUT });
      expect(res.body.message).toMatch(/Tray: /);
    }
    expect(stockState(sim)).toEqual(before);
  });
});
