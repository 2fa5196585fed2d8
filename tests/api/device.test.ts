// Devices: list, info, register/update, delete, in each role's scope.
import { describe, expect, it } from 'vitest';
import { FAILURE, type Device } from '../../contract/index';
import { column, control, deviceRows, deviceScopes, discardStock, makeSim, rows, sharedSim, signedIn, value, type Client } from './support';

type Sim = ReturnType<typeof makeSim>;
const idxs = (list: { deviceIdx: number }[]) => list.map((d) => d.deviceIdx);
const sorted = (list: number[]) => [...list].sort((a, b) => a - b);
const newDevice = (divisionIdx: number, extra: object = {}) => ({
  divisionIdx,
  deviceName: '테스트 냉장고',
  serialNumber: 'TC-AIF-2026-990001',
  deviceType: 'AI_FRIDGE',
  provider: 'TC',
  model: 'TC-AF700',
  addressDetail: '3층 라운지',
  ...extra,
});
const list = async (who: Client, body: object = {}) => (await who.post('/device/list', body)).body.data as { list: Device[]; totalCount: number };

/** What the list must say about a device, computed here from the tables. */
function expectedRow(sim: Sim, deviceIdx: number) {
  return sim.db!.prepare(`SELECT v.deviceIdx, d.zipCode, d.address, d.addressDetail AS divisionAddressDetail, v.addressDetail, c.companyName,
      v.online = 1 AS online,
      (SELECT COUNT(*) FROM trays t WHERE t.deviceIdx = v.deviceIdx) AS trayCount,
      (SELECT COUNT(*) FROM fault_notices f WHERE f.deviceIdx = v.deviceIdx AND f.state IN ('OPEN', 'ACKNOWLEDGED')) AS openFaultCount,
      (SELECT celsius FROM temperature_samples s WHERE s.deviceIdx = v.deviceIdx ORDER BY at DESC, celsius DESC LIMIT 1) AS temperature
    FROM devices v JOIN divisions d USING (divisionIdx) JOIN companies c ON c.companyIdx = d.companyIdx WHERE v.deviceIdx = ?`).get(deviceIdx) as Record<string, unknown>;
}

describe('device.list and device.info', () => {
  const sim = sharedSim();

  it('lists every device for ADMIN, newest first, with its division’s address, trays, open faults, temperature and connection', async () => {
    const admin = await signedIn(sim());
    const all = await list(admin);
    expect(all.totalCount).toBe(value(sim(), 'SELECT COUNT(*) FROM devices'));
    expect(idxs(all.list)).toEqual(column(sim(), 'SELECT deviceIdx FROM devices ORDER BY createdDate DESC, deviceIdx DESC'));
    for (const device of all.list) {
      const want = expectedRow(sim(), device.deviceIdx);
      expect(device).toMatchObject({ ...want, online: want.online === 1 });
    }
    expect(all.list.some((d) => d.temperature === null)).toBe(true); // ambient kiosks
    expect(all.list.some((d) => typeof d.temperature === 'number')).toBe(true);
    expect(all.list.some((d) => d.openFaultCount > 0)).toBe(true);
    expect(new Set(all.list.map((d) => d.online))).toEqual(new Set([true, false]));

    const page = await list(admin, { page: 2, size: 7 });
    expect(page.totalCount).toBe(all.totalCount);
    expect(idxs(page.list)).toEqual(idxs(all.list.slice(7, 14)));
  });

  it('filters by keyword (name or serial number), company, division, device, status, type and registration date', async () => {
    const admin = await signedIn(sim());
    const all = (await list(admin)).list;
    const target = all.find((d) => d.deviceType === 'KIOSK')!;
    expect(idxs((await list(admin, { keyword: target.serialNumber.toLowerCase() })).list)).toEqual([target.deviceIdx]);
    const byName = (await list(admin, { keyword: '냉장고' })).list;
    expect(byName.length).toBe(value(sim(), `SELECT COUNT(*) FROM devices WHERE deviceName LIKE '%냉장고%'`));
    expect(byName.length).toBeLessThan(all.length);
    const cases: [object, string][] = [
      [{ companyIdx: 2 }, 'SELECT deviceIdx FROM devices JOIN divisions USING (divisionIdx) WHERE companyIdx = 2'],
      [{ divisionIdx: target.divisionIdx }, `SELECT deviceIdx FROM devices WHERE divisionIdx = ${target.divisionIdx}`],
      [{ deviceIdx: target.deviceIdx }, `SELECT ${target.deviceIdx}`],
      [{ status: 'FAULT' }, `SELECT deviceIdx FROM devices WHERE status = 'FAULT'`],
      [{ deviceType: 'KIOSK' }, `SELECT deviceIdx FROM devices WHERE deviceType = 'KIOSK'`],
      [{ startDate: '2026-01-01', endDate: '2026-06-30' }, `SELECT deviceIdx FROM devices WHERE createdDate >= '2026-01-01' AND createdDate < '2026-07-01'`],
    ];
    for (const [filter, sql] of cases) {
      const found = sorted(idxs((await list(admin, filter)).list));
      expect({ filter, found }).toEqual({ filter, found: sorted(column(sim(), sql)) });
      expect({ filter, some: found.length > 0, fewer: found.length < all.length }).toEqual({ filter, some: true, fewer: true });
    }
  });

  it('shows a PARTNER its company’s devices and a MANAGER those of its divisions; others are refused', async () => {
    const s = deviceScopes(sim());
    const partner = await signedIn(sim(), 'partner');
    const manager = await signedIn(sim(), 'manager');
    expect(sorted(idxs((await list(partner)).list))).toEqual(column(sim(), 'SELECT deviceIdx FROM devices JOIN divisions USING (divisionIdx) WHERE companyIdx = 1 ORDER BY deviceIdx'));
    const mine = await list(manager);
    expect(sorted(idxs(mine.list))).toEqual(column(sim(), `SELECT deviceIdx FROM devices WHERE divisionIdx IN (${s.managed.join(',')}) ORDER BY deviceIdx`));
    expect(mine.totalCount).toBe(mine.list.length);
    expect(await list(manager, { deviceIdx: s.devices.companyOnly })).toEqual({ list: [], totalCount: 0 });

    expect((await manager.get(`/device/info/${s.devices.own}`)).body).toMatchObject({ result: 0, data: { deviceIdx: s.devices.own } });
    expect((await partner.get(`/device/info/${s.devices.companyOnly}`)).body.result).toBe(0);
    for (const [who, deviceIdx] of [[partner, s.devices.foreign], [manager, s.devices.foreign], [manager, s.devices.companyOnly]] as const) {
      expect((await who.get(`/device/info/${deviceIdx}`)).body).toEqual({ result: FAILURE.NOT_AUTHORIZED, message: 'You have no access to this record' });
    }
    expect((await partner.get('/device/info/99999')).body).toEqual({ result: FAILURE.NOT_FOUND, message: 'Device not found' });
  });

  it('answers one device with its trays in tray order', async () => {
    const admin = await signedIn(sim());
    const info = (await admin.get('/device/info/3')).body.data as Device & { trayList: { trayIdx: number; trayNo: number }[] };
    expect(info).toMatchObject({ ...expectedRow(sim(), 3), online: expectedRow(sim(), 3).online === 1 });
    expect(info.trayList.map((t) => t.trayIdx)).toEqual(column(sim(), 'SELECT trayIdx FROM trays WHERE deviceIdx = 3 ORDER BY trayNo'));
    expect(info.trayList.length).toBe(info.trayCount);
    expect(info.trayList.length).toBeGreaterThan(0);
  });
});

describe('a device’s tray count, open fault count and latest temperature (kept on its row by triggers)', () => {
  it('follow every write to what they count, and a new world', async () => {
    const sim = makeSim();
    try {
      const db = sim.db!;
      const { temperatures } = sim.repos!;
      const kept = () => db.prepare('SELECT deviceIdx, trayCount, openFaultCount, temperature FROM devices ORDER BY deviceIdx').all();
      const worked = () => db.prepare(`SELECT v.deviceIdx,
          (SELECT COUNT(*) FROM trays t WHERE t.deviceIdx = v.deviceIdx) AS trayCount,
          (SELECT COUNT(*) FROM fault_notices f WHERE f.deviceIdx = v.deviceIdx AND f.state IN ('OPEN', 'ACKNOWLEDGED')) AS openFaultCount,
          (SELECT celsius FROM temperature_samples s WHERE s.deviceIdx = v.deviceIdx ORDER BY at DESC, celsius DESC LIMIT 1) AS temperature
        FROM devices v ORDER BY v.deviceIdx`).all();
      const of = (deviceIdx: number) => value<number | null>(sim, 'SELECT temperature FROM devices WHERE deviceIdx = ?', deviceIdx);
      expect(kept()).toEqual(worked());
      expect(kept().some((d) => (d as { openFaultCount: number }).openFaultCount > 0)).toBe(true);
      const [deviceIdx, other] = column(sim, 'SELECT deviceIdx FROM devices ORDER BY deviceIdx LIMIT 2') as [number, number];

      const at = '2099-01-01 09:00:00';
      const trayIdx = Number(db.prepare('INSERT INTO trays (deviceIdx, trayNo, trayName, maxCapacity, createdDate, updatedDate) VALUES (?, 99, ?, 10, ?, ?)').run(deviceIdx, 'T99', at, at).lastInsertRowid);
      db.prepare('UPDATE trays SET deviceIdx = ? WHERE trayIdx = ?').run(other, trayIdx);
      expect(kept()).toEqual(worked());
      db.prepare('DELETE FROM trays WHERE trayIdx = ?').run(trayIdx);
      const noticeIdx = Number(db.prepare(`INSERT INTO fault_notices (deviceIdx, component, faultCode, severity, state, description, descriptionEn, reportAt, createdDate, updatedDate)
        VALUES (?, 'DOOR', 'D1', 'WARNING', 'OPEN', '문', 'door', ?, ?, ?)`).run(deviceIdx, at, at, at).lastInsertRowid);
      db.prepare("UPDATE fault_notices SET state = 'ACKNOWLEDGED' WHERE noticeIdx = ?").run(noticeIdx);
      expect(kept()).toEqual(worked());
      db.prepare("UPDATE fault_notices SET state = 'RESOLVED', resolvedAt = ? WHERE noticeIdx = ?").run(at, noticeIdx);
      expect(kept()).toEqual(worked());

      temperatures.insert(deviceIdx, '2099-01-01 10:00:00', [{ zoneNo: 1, celsius: 4.5 }, { zoneNo: 2, celsius: null }]);
      expect(of(deviceIdx)).toBe(4.5);
      temperatures.insert(deviceIdx, '2099-01-01 10:00:00', [{ zoneNo: 2, celsius: 6.1 }]); // a warmer zone of the same moment
      expect(of(deviceIdx)).toBe(6.1);
      temperatures.insert(deviceIdx, at, [{ zoneNo: 1, celsius: 20 }]); // an older sample changes nothing
      expect(of(deviceIdx)).toBe(6.1);
      db.prepare("DELETE FROM temperature_samples WHERE deviceIdx = ? AND at = '2099-01-01 10:00:00' AND zoneNo = 2").run(deviceIdx);
      expect(of(deviceIdx)).toBe(4.5);
      db.prepare("DELETE FROM temperature_samples WHERE deviceIdx = ? AND at = '2099-01-01 10:00:00'").run(deviceIdx);
      expect(of(deviceIdx)).toBe(20);
      temperatures.prune('2099-01-01 09:30:00'); // every sample before it, this device's 09:00 one too
      expect(of(deviceIdx)).toBeNull();
      expect(kept()).toEqual(worked());
      expect((await control(sim).post('/reset')).body).toMatchObject({ result: 0 });
      expect(kept()).toEqual(worked());
      expect(kept().some((d) => (d as { temperature: number | null }).temperature !== null)).toBe(true);
    } finally {
      sim.close();
    }
  });
});

describe('device.store', () => {
  it('registers a device for ADMIN as not yet reporting, creating nothing else, and updates it', async () => {
    const sim = makeSim();
    const admin = await signedIn(sim);
    const others = ['trays', 'product_mappings', 'product_transactions', 'fault_notices', 'door_opens', 'temperature_samples'].map((t) => rows(sim, t));
    const created = await admin.post('/device/store', newDevice(3));
    expect(created.body).toMatchObject({
      result: 0,
      data: { ...newDevice(3), status: 'OFFLINE', online: false, reportAt: null, signalDbm: null, temperature: null, openFaultCount: 0, trayCount: 0, firmwareVersion: '' },
    });
    const deviceIdx = created.body.data.deviceIdx as number;
    expect(['trays', 'product_mappings', 'product_transactions', 'fault_notices', 'door_opens', 'temperature_samples'].map((t) => rows(sim, t))).toEqual(others);
    expect(idxs((await list(admin)).list)[0]).toBe(deviceIdx);

    const moved = await admin.post('/device/store', newDevice(1, { deviceIdx, deviceName: '이름 변경', status: 'MAINTENANCE' }));
    expect(moved.body).toMatchObject({ result: 0, data: { deviceIdx, divisionIdx: 1, deviceName: '이름 변경', status: 'MAINTENANCE' } });
    const kept = await admin.post('/device/store', newDevice(1, { deviceIdx, deviceName: '다시 변경' }));
    expect(kept.body.data.status).toBe('MAINTENANCE'); // left out: unchanged
    expect((await admin.get(`/device/info/${deviceIdx}`)).body.data.deviceName).toBe('다시 변경');
  });

  it('moves a device’s products with it to its new division', async () => {
    const sim = makeSim();
    const admin = await signedIn(sim);
    const res = await admin.post('/device/store', { ...(expectedDevice(sim, 1)), divisionIdx: 2 });
    expect(res.body).toMatchObject({ result: 0, data: { deviceIdx: 1, divisionIdx: 2 } });
    expect(value(sim, 'SELECT COUNT(*) FROM product_mappings WHERE deviceIdx = 1')).toBeGreaterThan(0);
    expect(column(sim, 'SELECT DISTINCT divisionIdx FROM product_mappings WHERE deviceIdx = 1')).toEqual([2]);
  });

  it('refuses a serial number another device holds (in any case), a warehouse and an unknown division, changing nothing', async () => {
    const sim = makeSim();
    const admin = await signedIn(sim);
    const s = deviceScopes(sim);
    const taken = value<string>(sim, 'SELECT serialNumber FROM devices WHERE deviceIdx = 1');
    const before = deviceRows(sim);
    const refusals: [object, object][] = [
      [newDevice(3, { serialNumber: taken.toLowerCase() }), { result: FAILURE.REJECTED, message: `Serial number ${taken.toLowerCase()} is already registered` }],
      [{ ...expectedDevice(sim, 2), serialNumber: taken }, { result: FAILURE.REJECTED, message: `Serial number ${taken} is already registered` }],
      [newDevice(s.warehouse), { result: FAILURE.REJECTED, message: 'A device can only be placed in a store or site, not in a warehouse' }],
      [{ ...expectedDevice(sim, 2), divisionIdx: s.warehouse }, { result: FAILURE.REJECTED, message: 'A device can only be placed in a store or site, not in a warehouse' }],
      [newDevice(9999), { result: FAILURE.NOT_FOUND, message: 'Division not found' }],
      [newDevice(3, { deviceIdx: 99999 }), { result: FAILURE.NOT_FOUND, message: 'Device not found' }],
    ];
    for (const [body, answer] of refusals) expect({ body, answer: (await admin.post('/device/store', body)).body }).toEqual({ body, answer });
    expect(deviceRows(sim)).toEqual(before);
    // Its own serial number in another case is no clash.
    expect((await admin.post('/device/store', { ...expectedDevice(sim, 1), serialNumber: taken.toLowerCase() })).body.result).toBe(0);
  });

  it('lets a PARTNER register in its company and a MANAGER only update its own devices', async () => {
    const sim = makeSim();
    const s = deviceScopes(sim);
    const partner = await signedIn(sim, 'partner');
    const manager = await signedIn(sim, 'manager');
    const before = deviceRows(sim);
    const refused: [Client, object, RegExp][] = [
      [partner, newDevice(s.foreign), /no access/],
      [partner, { ...expectedDevice(sim, s.devices.foreign) }, /no access/],
      [partner, { ...expectedDevice(sim, s.devices.own), divisionIdx: s.foreign }, /no access/],
      [manager, newDevice(s.own), /no permission/],
      [manager, { ...expectedDevice(sim, s.devices.companyOnly) }, /no access/],
      [manager, { ...expectedDevice(sim, s.devices.own), divisionIdx: s.companyOnly }, /no access/],
    ];
    for (const [who, body, message] of refused) {
      const res = await who.post('/device/store', body);
      expect({ body, result: res.body.result }).toEqual({ body, result: FAILURE.NOT_AUTHORIZED });
      expect(res.body.message).toMatch(message);
    }
    expect(deviceRows(sim)).toEqual(before);

    expect((await partner.post('/device/store', newDevice(s.companyOnly))).body).toMatchObject({ result: 0, data: { divisionIdx: s.companyOnly, companyIdx: 1 } });
    const own = await manager.post('/device/store', { ...expectedDevice(sim, s.devices.own), deviceName: '점주 수정', divisionIdx: s.managed.at(-1) });
    expect(own.body).toMatchObject({ result: 0, data: { deviceIdx: s.devices.own, deviceName: '점주 수정', divisionIdx: s.managed.at(-1) } });
  });
});

describe('device.delete', () => {
  it('refuses while the device holds stock, then archives it: it leaves the register, everything it owned stays', async () => {
    const sim = makeSim();
    const admin = await signedIn(sim);
    const units = value(sim, 'SELECT SUM(stock) FROM product_mappings WHERE deviceIdx = 1');
    expect(units).toBeGreaterThan(0);
    const before = deviceRows(sim);
    expect((await admin.get('/device/delete/1')).body).toEqual({
      result: FAILURE.REJECTED,
      message: `The device still holds ${units} unit(s) of stock; take them out or discard them first`,
    });
    expect(deviceRows(sim)).toEqual(before);

    discardStock(sim, 'deviceIdx', 1);
    const kept = ['trays', 'product_transactions', 'payments', 'payment_lines', 'door_opens', 'fault_notices', 'self_checks', 'temperature_samples'].map((t) => rows(sim, t));
    expect((await admin.get('/device/delete/1')).body).toEqual({
      result: 0,
      message: 'The kiosk was deleted: it left the lists and the fleet; its sales, door and fault history stay in the reports',
    });
    expect((await admin.get('/device/info/1')).body.result).toBe(FAILURE.NOT_FOUND);
    expect(['trays', 'product_transactions', 'payments', 'payment_lines', 'door_opens', 'fault_notices', 'self_checks', 'temperature_samples'].map((t) => rows(sim, t))).toEqual(kept);
    expect(value(sim, 'SELECT archivedDate IS NOT NULL FROM devices WHERE deviceIdx = 1')).toBe(1);
    // The unfiltered list counts all devices less the archived ones; a filtered one counts its rows.
    const listed = await list(admin, { size: 1000 });
    expect(listed.totalCount).toBe(value(sim, 'SELECT COUNT(*) FROM devices') - 1);
    expect(listed.list.map((d) => d.deviceIdx)).not.toContain(1);
    expect(listed.totalCount).toBe(listed.list.length);
    // Its placements (all empty) are taken off, as a removed product is; their movements stay.
    expect(value(sim, 'SELECT COUNT(*) FROM product_mappings WHERE deviceIdx = 1 AND (removedDate IS NULL OR trayIdx IS NOT NULL)')).toBe(0);
  });

  it('lets only ADMIN and the PARTNER delete, within their scope', async () => {
    const sim = makeSim();
    const s = deviceScopes(sim);
    const partner = await signedIn(sim, 'partner');
    const manager = await signedIn(sim, 'manager');
    const fresh = (await partner.post('/device/store', newDevice(s.own))).body.data.deviceIdx as number;
    const before = deviceRows(sim);
    expect((await manager.get(`/device/delete/${fresh}`)).body).toEqual({ result: FAILURE.NOT_AUTHORIZED, message: 'You have no permission for this action' });
    expect((await partner.get(`/device/delete/${s.devices.foreign}`)).body).toEqual({ result: FAILURE.NOT_AUTHORIZED, message: 'You have no access to this record' });
    expect((await partner.get('/device/delete/99999')).body).toEqual({ result: FAILURE.NOT_FOUND, message: 'Device not found' });
    expect(deviceRows(sim)).toEqual(before);
    expect((await partner.get(`/device/delete/${fresh}`)).body.result).toBe(0);
    expect((await partner.get(`/device/info/${fresh}`)).body).toEqual({ result: FAILURE.NOT_FOUND, message: 'Device not found' });
  });
});

describe('device bad input', () => {
  it('answers BAD_INPUT naming the field and changes nothing', async () => {
    const sim = makeSim();
    const admin = await signedIn(sim);
    const before = deviceRows(sim);
    const cases: [object, RegExp][] = [
      [newDevice(1, { deviceName: 42 }), /Device name: must be text/],
      [newDevice(1, { deviceName: '  ' }), /Device name: is required/],
      [newDevice(1, { serialNumber: 'S'.repeat(100_000) }), /Serial number: must be at most 40 characters/],
      [newDevice(1, { deviceType: 'TOASTER' }), /Device type: /],
      [newDevice(1, { status: 'BROKEN' }), /Status: /],
      [newDevice(1, { color: 'red' }), /color: is not a known field/],
      [newDevice(1, { deviceIdx: 'abc' }), /Device: must be a number/],
      [newDevice(1, { deviceIdx: -1 }), /Device: must be positive/],
      [newDevice('abc' as unknown as number), /Division: must be a number/],
      [{ deviceName: 'x' }, /Division: is required/],
    ];
    for (const [body, message] of cases) {
      const res = await admin.post('/device/store', body);
      expect({ body, status: res.status, result: res.body.result }).toEqual({ body, status: 200, result: FAILURE.BAD_INPUT });
      expect(res.body.message).toMatch(message);
    }
    for (const idx of ['abc', '-1', '0', '1.5']) {
      for (const path of [`/device/info/${idx}`, `/device/delete/${idx}`, `/device/open-door/${idx}`]) {
        const res = await admin.get(path);
        expect({ path, result: res.body.result }).toEqual({ path, result: FAILURE.BAD_INPUT });
        expect(res.body.message).toMatch(/Device: /);
      }
    }
    for (const body of [{ status: 'BROKEN' }, { deviceType: 7 }, { keyword: 'x'.repeat(201) }, { deviceIdx: 'abc' }, { companyIdx: -1 }, { page: 0 }, { sort: 'name' }]) {
      expect({ body, result: (await admin.post('/device/list', body)).body.result }).toEqual({ body, result: FAILURE.BAD_INPUT });
    }
    expect(deviceRows(sim)).toEqual(before);
  });
});

/** A device's register fields as device.store takes them. */
function expectedDevice(sim: Sim, deviceIdx: number) {
  return sim.db!.prepare('SELECT deviceIdx, divisionIdx, deviceName, serialNumber, deviceType, provider, model, status, addressDetail FROM devices WHERE deviceIdx = ?').get(deviceIdx) as Record<string, unknown>;
}
