// What devices reported: fault notices, self-checks and door-open sessions, filtered and scoped.
import { describe, expect, it } from 'vitest';
import { FAILURE } from '../../contract/index';
import { column, deviceScopes, everyPage, sharedSim, signedIn, value, namesField, type Client } from './support';

const sim = sharedSim();
const sorted = (list: number[]) => [...list].sort((a, b) => a - b);
const keysOf = (list: Record<string, unknown>[], key: string) => list.map((row) => row[key] as number);
/** One page when the body asks for one (page or size), else every row, gathered page by page. */
const listOf = async (who: Client, path: string, body: object = {}) =>
  'page' in body || 'size' in body ? ((await who.post(path, body)).body.data as { list: Record<string, unknown>[]; totalCount: number }) : everyPage(who, path, body);

/** A filter and the keys SQL finds for it; each must find some rows but not all. */
async function expectFilters(who: Client, path: string, key: string, cases: [object, string][]) {
  const total = (await listOf(who, path)).totalCount;
  for (const [filter, sql] of cases) {
    const found = await listOf(who, path, filter);
    const want = sorted(column(sim(), sql));
    expect({ filter, found: sorted(keysOf(found.list, key)), totalCount: found.totalCount }).toEqual({ filter, found: want, totalCount: want.length });
    expect({ filter, some: want.length > 0, fewer: want.length < total }).toEqual({ filter, some: true, fewer: true });
  }
}

describe('device.faultCheck', () => {
  it('lists every fault notice for ADMIN, newest first, with its device’s fields', async () => {
    const admin = await signedIn(sim());
    const all = await listOf(admin, '/device/fault-check');
    expect(all.totalCount).toBe(value(sim(), 'SELECT COUNT(*) FROM fault_notices'));
    expect(keysOf(all.list, 'noticeIdx')).toEqual(column(sim(), 'SELECT noticeIdx FROM fault_notices ORDER BY reportAt DESC, noticeIdx DESC'));
    const first = all.list[0]!;
    expect(first).toMatchObject(
      sim().db!.prepare(`SELECT f.noticeIdx, f.deviceIdx, v.deviceName, v.serialNumber, d.address, v.addressDetail, f.faultCode, f.state, f.descriptionEn AS description
        FROM fault_notices f JOIN devices v USING (deviceIdx) JOIN divisions d ON d.divisionIdx = v.divisionIdx WHERE f.noticeIdx = ?`).get(first.noticeIdx) as object,
    );
    expect(first).not.toHaveProperty('descriptionEn');
    const korean = (await listOf(await signedIn(sim(), 'admin', 'ko'), '/device/fault-check', { noticeIdx: first.noticeIdx as number })).list[0]!;
    expect(korean.description).toBe(value<string>(sim(), 'SELECT description FROM fault_notices WHERE noticeIdx = ?', first.noticeIdx));
    expect(korean.description).not.toBe(first.description);
  });

  it('filters by severity, state, notice, device, report date and keyword', async () => {
    const admin = await signedIn(sim());
    const device = value(sim(), 'SELECT deviceIdx FROM fault_notices GROUP BY deviceIdx ORDER BY COUNT(*) DESC, deviceIdx LIMIT 1');
    const day = value<string>(sim(), 'SELECT substr(MAX(reportAt), 1, 10) FROM fault_notices');
    await expectFilters(admin, '/device/fault-check', 'noticeIdx', [
      [{ severity: 'CRITICAL' }, `SELECT noticeIdx FROM fault_notices WHERE severity = 'CRITICAL'`],
      [{ state: 'OPEN' }, `SELECT noticeIdx FROM fault_notices WHERE state = 'OPEN'`],
      [{ state: 'RESOLVED' }, `SELECT noticeIdx FROM fault_notices WHERE state = 'RESOLVED'`],
      [{ noticeIdx: 3 }, 'SELECT 3'],
      [{ deviceIdx: device }, `SELECT noticeIdx FROM fault_notices WHERE deviceIdx = ${device}`],
      [{ startDate: day, endDate: day }, `SELECT noticeIdx FROM fault_notices WHERE substr(reportAt, 1, 10) = '${day}'`],
      [{ keyword: 'network_offline' }, `SELECT noticeIdx FROM fault_notices WHERE faultCode = 'NETWORK_OFFLINE'`],
      [{ companyIdx: 1 }, 'SELECT noticeIdx FROM fault_notices JOIN devices USING (deviceIdx) JOIN divisions USING (divisionIdx) WHERE companyIdx = 1'],
    ]);
    const page = await listOf(admin, '/device/fault-check', { page: 2, size: 5 });
    expect(keysOf(page.list, 'noticeIdx')).toEqual(keysOf((await listOf(admin, '/device/fault-check')).list.slice(5, 10), 'noticeIdx'));
  });
});

describe('device.selfCheck', () => {
  it('lists self-checks newest first with their per-component results, filtered by outcome, device and date', async () => {
    const admin = await signedIn(sim());
    const all = await listOf(admin, '/device/self-check');
    expect(all.totalCount).toBe(value(sim(), 'SELECT COUNT(*) FROM self_checks'));
    expect(keysOf(all.list, 'selfCheckIdx')).toEqual(column(sim(), 'SELECT selfCheckIdx FROM self_checks ORDER BY reportAt DESC, selfCheckIdx DESC'));
    const failed = all.list.find((c) => c.passed === false)!;
    expect(failed.results).toEqual(JSON.parse(value<string>(sim(), 'SELECT results FROM self_checks WHERE selfCheckIdx = ?', failed.selfCheckIdx)));
    expect((failed.results as { passed: boolean }[]).some((r) => !r.passed)).toBe(true);
    expect(failed).toMatchObject({ deviceName: value<string>(sim(), 'SELECT deviceName FROM devices WHERE deviceIdx = ?', failed.deviceIdx) });
    await expectFilters(admin, '/device/self-check', 'selfCheckIdx', [
      [{ passed: false }, 'SELECT selfCheckIdx FROM self_checks WHERE passed = 0'],
      [{ passed: true }, 'SELECT selfCheckIdx FROM self_checks WHERE passed = 1'],
      [{ deviceIdx: 2 }, 'SELECT selfCheckIdx FROM self_checks WHERE deviceIdx = 2'],
      [{ startDate: '2026-11-20', endDate: '2026-11-21' }, `SELECT selfCheckIdx FROM self_checks WHERE reportAt >= '2026-11-20' AND reportAt < '2026-11-22'`],
      [{ keyword: '키오스크' }, `SELECT selfCheckIdx FROM self_checks JOIN devices USING (deviceIdx) WHERE deviceName LIKE '%키오스크%'`],
    ]);
  });
});

describe('device.openDoorList and device.openDoorInfo', () => {
  it('lists door sessions newest first, filtered by opener, device, date and paging', async () => {
    const admin = await signedIn(sim());
    const all = await listOf(admin, '/device/open-door/list');
    expect(all.totalCount).toBe(value(sim(), 'SELECT COUNT(*) FROM door_opens'));
    expect(keysOf(all.list, 'doorOpenIdx')).toEqual(column(sim(), 'SELECT doorOpenIdx FROM door_opens ORDER BY openAt DESC, doorOpenIdx DESC'));
    expect(all.list[0]).not.toHaveProperty('employeeUidIdx');
    await expectFilters(admin, '/device/open-door/list', 'doorOpenIdx', [
      [{ openType: 'EMPLOYEE' }, `SELECT doorOpenIdx FROM door_opens WHERE openType = 'EMPLOYEE'`],
      [{ deviceIdx: 4 }, 'SELECT doorOpenIdx FROM door_opens WHERE deviceIdx = 4'],
      [{ startDate: '2026-11-18', endDate: '2026-11-18' }, `SELECT doorOpenIdx FROM door_opens WHERE openAt LIKE '2026-11-18%'`],
      [{ divisionIdx: 1, openType: 'CARD' }, `SELECT doorOpenIdx FROM door_opens JOIN devices USING (deviceIdx) WHERE divisionIdx = 1 AND openType = 'CARD'`],
    ]);
    const page = await listOf(admin, '/device/open-door/list', { page: 3, size: 10 });
    expect(page.totalCount).toBe(all.totalCount);
    expect(keysOf(page.list, 'doorOpenIdx')).toEqual(keysOf(all.list.slice(20, 30), 'doorOpenIdx'));
  });

  it('answers one device’s sessions newest first, with their payments', async () => {
    const admin = await signedIn(sim());
    const res = await admin.get('/device/open-door/5');
    expect(res.body.result).toBe(0);
    expect(keysOf(res.body.data.list, 'doorOpenIdx')).toEqual(column(sim(), 'SELECT doorOpenIdx FROM door_opens WHERE deviceIdx = 5 ORDER BY openAt DESC, doorOpenIdx DESC'));
    expect(res.body.data.list.filter((o: { paymentIdx: number | null }) => o.paymentIdx !== null).length).toBe(value(sim(), 'SELECT COUNT(*) FROM payments WHERE deviceIdx = 5'));
    expect((await admin.get('/device/open-door/99999')).body).toEqual({ result: FAILURE.NOT_FOUND, message: 'Device not found' });
  });
});

describe('scope of what devices reported', () => {
  it('shows a PARTNER its company’s records and a MANAGER those of its divisions', async () => {
    const s = deviceScopes(sim());
    const partner = await signedIn(sim(), 'partner');
    const manager = await signedIn(sim(), 'manager');
    const lists: [string, string, string][] = [
      ['/device/fault-check', 'noticeIdx', 'fault_notices'],
      ['/device/self-check', 'selfCheckIdx', 'self_checks'],
      ['/device/open-door/list', 'doorOpenIdx', 'door_opens'],
    ];
    for (const [path, key, table] of lists) {
      const ofDivisions = (where: string) => sorted(column(sim(), `SELECT ${key} FROM ${table} JOIN devices USING (deviceIdx) JOIN divisions USING (divisionIdx) WHERE ${where}`));
      const partnerSees = await listOf(partner, path);
      const managerSees = await listOf(manager, path);
      expect({ path, keys: sorted(keysOf(partnerSees.list, key)) }).toEqual({ path, keys: ofDivisions('companyIdx = 1') });
      expect({ path, keys: sorted(keysOf(managerSees.list, key)) }).toEqual({ path, keys: ofDivisions(`divisionIdx IN (${s.managed.join(',')})`) });
      expect(managerSees.totalCount).toBeLessThan(partnerSees.totalCount);
      expect((await manager.post(path, { deviceIdx: s.devices.companyOnly })).body.data).toEqual({ list: [], totalCount: 0 });
    }
    expect((await manager.get(`/device/open-door/${s.devices.own}`)).body.result).toBe(0);
    for (const [who, deviceIdx] of [[manager, s.devices.companyOnly], [partner, s.devices.foreign]] as const) {
      expect((await who.get(`/device/open-door/${deviceIdx}`)).body).toEqual({ result: FAILURE.NOT_AUTHORIZED, message: 'You have no access to this record' });
    }
  });

  it('answers BAD_INPUT for malformed filters', async () => {
    const admin = await signedIn(sim());
    const cases: [string, object][] = [
      ['/device/fault-check', { severity: 'FATAL' }],
      ['/device/fault-check', { state: 'CLOSED' }],
      ['/device/fault-check', { noticeIdx: 'abc' }],
      ['/device/fault-check', { noticeIdx: -1 }],
      ['/device/self-check', { passed: 'yes' }],
      ['/device/self-check', { deviceIdx: 1.5 }],
      ['/device/open-door/list', { openType: 'CROWBAR' }],
      ['/device/open-door/list', { startDate: '21/11/2026' }],
      ['/device/open-door/list', { keyword: 'x'.repeat(100_000) }],
      ['/device/open-door/list', { color: 'red' }],
    ];
    for (const [path, body] of cases) {
      const res = await admin.post(path, body);
      expect({ path, body, result: res.body.result }).toEqual({ path, body, result: FAILURE.BAD_INPUT });
      expect(namesField(res.body, Object.keys(body)[0]!), JSON.stringify(res.body)).toBe(true);
    }
  });
});
