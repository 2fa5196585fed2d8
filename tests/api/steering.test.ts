// Who can reach and steer the simulator, tried as an attacker would: a machine on the same Wi-Fi
// with no account, a web page the operator visits (a cross-site form or text/plain post, a name of
// its own that resolves here), a signed-in store owner, a trainee with a PARTNER account.
import { hostname } from 'node:os';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { FAILURE, SIM_CLASSROOM, SIM_CONTROL, SIM_FAULTS, type SimCall } from '../../contract/index';
import { globMatcher } from '../../sim-server/src/control/injected-faults';
import { demoAccount } from '../../sim-server/src/auth/demo-accounts';
import { api, client, column, control, deviceScopes, loginAs, makeSim, rows, value } from './support';

type Sim = ReturnType<typeof makeSim>;

/** A control call's path with its parameters filled. */
const pathOf = (call: SimCall, deviceIdx: number) => call.path.replace(':deviceIdx', String(deviceIdx)).replace(':name', 'fridge-failure').replace(':userId', 'trainee01');
const ALL_CALLS: SimCall[] = [...Object.values(SIM_CONTROL), ...Object.values(SIM_FAULTS), ...Object.values(SIM_CLASSROOM)];

const worldTables = (sim: Sim) => ['companies', 'devices', 'fault_notices', 'door_opens', 'sessions', 'payments', 'outbox'].map((t) => rows(sim, t));

describe('the control API needs a session allowed to steer', () => {
  it('answers 403 to every call but the harmless reads without a token, and changes nothing', async () => {
    const sim = makeSim();
    const deviceIdx = value(sim, 'SELECT MIN(deviceIdx) FROM devices');
    await loginAs(sim, 'partner'); // a live session that "end every session" would end
    const before = worldTables(sim);
    for (const call of ALL_CALLS) {
      const path = pathOf(call, deviceIdx);
      const res = call.method === 'GET' ? await request(sim.app).get(path) : await request(sim.app).post(path).send({ code: 'POWER_LOSS', kind: 'hang' });
      if (call.access === 'public') expect({ path, status: res.status }).toEqual({ path, status: 200 });
      else expect({ path, status: res.status, result: res.body.result }).toEqual({ path, status: 403, result: FAILURE.NOT_AUTHORIZED });
    }
    expect(worldTables(sim)).toEqual(before);
    // And a forged token is no better than none.
    const forged = await request(sim.app).post('/sim/reset').set('Authorization', 'Bearer forged').send({});
    expect(forged.status).toBe(403);
  });

  it('lets a MANAGER read the clock and nothing else, and a PARTNER never the clock, a reset, the mails or everyone’s sessions', async () => {
    const sim = makeSim();
    const deviceIdx = deviceScopes(sim).devices.own;
    const before = worldTables(sim);
    for (const who of ['manager', 'partner'] as const) {
      const as = control(sim, 'en', who);
      expect((await as.get('/clock')).body.result).toBe(0);
      const refused = ALL_CALLS.filter((c) => c.access === 'admin' || (who === 'manager' && c.access === 'steer'));
      for (const call of refused) {
        const path = pathOf(call, deviceIdx).slice('/sim'.length);
        const res = call.method === 'GET' ? await as.get(path) : await as.post(path, {});
        expect({ who, path, status: res.status, result: res.body.result }).toEqual({ who, path, status: 200, result: FAILURE.NOT_AUTHORIZED });
        expect(res.body.message).not.toMatch(/not authorized|expired/i); // the console would sign them out
      }
    }
    expect(worldTables(sim).filter((_, i) => i !== 4)).toEqual(before.filter((_, i) => i !== 4)); // sessions: their own sign-ins
    expect(value(sim, 'SELECT COUNT(*) FROM sessions WHERE expiresAt <= ?', Date.now())).toBe(0); // nobody was signed out
  });

  it('shows a PARTNER only its own company’s kiosks and what happened at them', async () => {
    const sim = makeSim();
    const s = deviceScopes(sim);
    const own = column(sim, 'SELECT v.deviceIdx FROM devices v JOIN divisions d USING (divisionIdx) WHERE d.companyIdx = 1');
    await control(sim).post(`/devices/${s.devices.foreign}/faults`, { code: 'CABINET_CAMERA_OFFLINE' });
    await control(sim).post(`/devices/${s.devices.own}/faults`, { code: 'CABINET_CAMERA_OFFLINE' });
    const partner = control(sim, 'en', 'partner');
    const fleet = (await partner.get('/fleet')).body.data.kiosks as { deviceIdx: number }[];
    expect(fleet.length).toBeGreaterThan(0);
    expect(fleet.every((k) => own.includes(k.deviceIdx))).toBe(true);
    const adminFleet = (await control(sim).get('/fleet')).body.data.kiosks as { deviceIdx: number }[];
    expect(adminFleet.length).toBeGreaterThan(fleet.length);
    const events = (await partner.get('/events')).body.data.list as { deviceIdx: number | null }[];
    expect(events.map((e) => e.deviceIdx)).toContain(s.devices.own);
    expect(events.every((e) => e.deviceIdx !== null && own.includes(e.deviceIdx))).toBe(true);
    expect(((await control(sim).get('/events')).body.data.list as { deviceIdx: number | null }[]).map((e) => e.deviceIdx)).toContain(s.devices.foreign);
  });

  it('lets a PARTNER steer its own kiosks only: another company’s kiosk and aiming at a user are refused, changing nothing', async () => {
    const sim = makeSim();
    const s = deviceScopes(sim);
    const partner = control(sim, 'en', 'partner');
    const before = worldTables(sim);
    for (const [path, body] of [
      [`/devices/${s.devices.foreign}/door`, {}],
      [`/devices/${s.devices.foreign}/faults`, { code: 'POWER_LOSS' }],
      [`/devices/${s.devices.foreign}/self-check`, {}],
      [`/devices/${s.devices.foreign}/offline`, { offline: true }],
      ['/scenarios/network-outage', { deviceIdxs: [s.devices.own, s.devices.foreign] }],
      ['/scenarios/lunch-rush', { deviceIdxs: [s.devices.foreign] }],
      ['/scenarios/fridge-failure', { userId: 'partner' }],
    ] as const) {
      const res = await partner.post(path, body);
      expect({ path, result: res.body.result }).toEqual({ path, result: FAILURE.NOT_AUTHORIZED });
    }
    expect(worldTables(sim).filter((_, i) => i !== 4)).toEqual(before.filter((_, i) => i !== 4));
    // Its own kiosk answers, and a scenario left to choose picks among its own.
    expect((await partner.post(`/devices/${s.devices.own}/faults`, { code: 'CABINET_CAMERA_OFFLINE' })).body.result).toBe(0);
    const outage = await partner.post('/scenarios/network-outage', {});
    expect(outage.body.result).toBe(0);
    const own = column(sim, 'SELECT v.deviceIdx FROM devices v JOIN divisions d USING (divisionIdx) WHERE d.companyIdx = 1');
    expect((outage.body.data.deviceIdxs as number[]).every((d) => own.includes(d))).toBe(true);
    // A lunch rush it runs brings customers to its own kiosks only.
    const rush = await partner.post('/scenarios/lunch-rush', {});
    expect(rush.body.result).toBe(0);
    const ownKiosks = ((await partner.get('/fleet')).body.data.kiosks as { deviceIdx: number }[]).map((k) => k.deviceIdx);
    expect(ownKiosks.length).toBeGreaterThan(1);
    expect(rush.body.data.deviceIdxs).toEqual(ownKiosks);
  });

  it('keeps a PARTNER’s injected faults to its own session: the next trainee is never hit', async () => {
    const sim = makeSim();
    const partnerToken = await loginAs(sim, 'partner');
    const other = client(sim, await loginAs(sim, 'manager'));
    const mine = client(sim, partnerToken);
    const faults = (body: object) => request(sim.app).post('/sim/faults').set({ Authorization: `Bearer ${partnerToken}`, 'Accept-Language': 'en' }).send(body);
    const everyone = await faults({ kind: 'error', path: '*' });
    expect(everyone.body.result).toBe(FAILURE.NOT_AUTHORIZED);
    expect((await other.post('/company/list', {})).body.result).toBe(0);
    expect((await faults({ kind: 'error', path: '*', sessionOnly: true })).body.result).toBe(0);
    expect((await mine.post('/company/list', {})).body.result).toBe(FAILURE.REJECTED);
    expect((await other.post('/company/list', {})).body.result).toBe(0);
    // An ADMIN's fault for everyone shows in its list, but it cannot clear it.
    await control(sim).post('/faults', { kind: 'latency', path: '/dashboard/*', delayMs: 1 });
    const list = (await request(sim.app).get('/sim/faults').set('Authorization', `Bearer ${partnerToken}`)).body.data.list as { faultId: number; mine: boolean }[];
    expect(list.map((f) => f.mine)).toEqual([true, false]);
    const clear = await request(sim.app).post('/sim/faults/clear').set('Authorization', `Bearer ${partnerToken}`).send({ faultId: list[1]!.faultId });
    expect(clear.body.result).toBe(FAILURE.NOT_AUTHORIZED);
    expect((await control(sim).get('/faults')).body.data.list).toHaveLength(2);
  });
});

describe('every request passes the same checks first', () => {
  it('refuses a Host the server is not served as (DNS rebinding) on every kind of request, and answers its own names', async () => {
    const sim = makeSim({ allowedHosts: ['kiosk.example.com'] });
    const token = await loginAs(sim, 'admin');
    const before = rows(sim, 'companies');
    const tries = [
      request(sim.app).post(api('/company/list')).set('Authorization', `Bearer ${token}`).send({}),
      request(sim.app).post(api('/company/store')).set('Authorization', `Bearer ${token}`).send({ companyName: 'Rebound' }),
      request(sim.app).get('/sim/health'),
      request(sim.app).post('/sim/reset').set('Authorization', `Bearer ${token}`).send({}),
      request(sim.app).get('/runtime-config.json'),
      request(sim.app).get('/media/product-images/generated/1.svg'),
      // A reset mails a link to the Host it was asked by: a foreign one must never get a link.
      request(sim.app).post(api('/auth/resetPassword')).send({ userId: 'admin', email: demoAccount('admin').email }),
    ];
    for (const attempt of tries) {
      const res = await attempt.set('Host', 'evil.example:8080').set('Accept-Language', 'en');
      expect(res.status).toBe(421);
      expect(res.body).toMatchObject({ result: FAILURE.BAD_INPUT, message: expect.stringContaining('not served as evil.example:8080') });
    }
    expect(rows(sim, 'companies')).toEqual(before);
    expect(rows(sim, 'outbox')).toEqual([]);
    for (const host of ['localhost:8080', '127.0.0.1', '[::1]:8080', 'demo.localhost', hostname(), 'KIOSK.example.com:443']) {
      expect({ host, status: (await request(sim.app).get('/sim/health').set('Host', host)).status }).toEqual({ host, status: 200 });
    }
  });

  it('refuses a write whose body is not JSON: a cross-site text/plain or form post resets nothing, even with a session', async () => {
    const sim = makeSim();
    const token = await loginAs(sim, 'admin');
    const before = rows(sim, 'companies');
    const tries: [string, string | undefined, string][] = [
      ['/sim/reset', 'text/plain', '{"seed":7}'],
      ['/sim/reset', 'application/x-www-form-urlencoded', 'seed=7'],
      ['/sim/reset', undefined, ''],
      [api('/company/store'), 'text/plain', '{"companyName":"Cross-site"}'],
      [api('/company/store'), 'multipart/form-data; boundary=x', '--x--'],
      [api('/auth/resetPassword'), 'text/plain', '{"userId":"admin","email":"admin@example.com"}'],
    ];
    for (const [path, type, body] of tries) {
      const req = request(sim.app).post(path).set('Authorization', `Bearer ${token}`).set('Accept-Language', 'ko');
      const res = type ? await req.set('Content-Type', type).send(body) : await req; // no body, no type at all
      expect({ path, type, status: res.status }).toEqual({ path, type, status: 415 });
      expect(res.body.message).toContain('JSON');
    }
    expect(rows(sim, 'companies')).toEqual(before);
    expect(rows(sim, 'outbox')).toEqual([]);
  });

});

describe('injected fault patterns', () => {
  it('match `*` as any run of characters', () => {
    const cases: [string, string, boolean][] = [
      ['*', '/company/list', true],
      ['/company/*', '/company/list', true],
      ['/company/*', '/company/', true],
      ['/company/*', '/companyx/list', false],
      ['/company/list', '/company/list', true],
      ['/company/list', '/company/lists', false],
      ['*/list', '/company/list', true],
      ['*/list', '/company/lists', false],
      ['/*/info/*', '/device/info/7', true],
      ['/*/info/*', '/device/list', false],
      ['/a*a', '/a', false],
      ['/a*a', '/aa', true],
      ['/**', '/x', true],
      ['*a*b*c*', '/xaybzc', true],
      ['*a*b*c*', '/xcybza', false],
    ];
    for (const [glob, path, expected] of cases) expect({ glob, path, match: globMatcher(glob)(path) }).toEqual({ glob, path, match: expected });
  });

  it('of many stars against a long path answer at once (they once backtracked for seconds)', async () => {
    const sim = makeSim();
    const admin = client(sim, await loginAs(sim, 'admin'));
    // Each star doubled the work of a backtracking match: 40 of them would not end in a lifetime.
    const pattern = `/${'*a'.repeat(40)}*b`;
    expect((await control(sim).post('/faults', { kind: 'error', path: pattern })).body.result).toBe(0);
    const res = await admin.get(`/company/info/${'a'.repeat(150)}`);
    expect(res.body.result).toBe(FAILURE.BAD_INPUT); // not hit by the fault: no 'b' at the end
    expect((await control(sim).post('/faults', { kind: 'error', path: `/${'*'.repeat(199)}` })).body.result).toBe(0);
  });
});

