// Faults injected at run time through /sim/faults: each kind does what it says to the calls it
// matches (path pattern, method, share, count, one session), the rest go through untouched, bad
// input is refused with nothing set, and clearing (or a world reset) brings everything back.
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { FAILURE, MAX_FAULTS_PER_USER, MAX_INJECTED_FAULTS } from '../../contract/index';
import { api, client, control, loginAs, loginWith, makeSim, signedIn } from './support';

type Sim = ReturnType<typeof makeSim>;

/** The fault calls as the holder of `token`, or as ADMIN through the control helper. */
function faultsOf(sim: Sim, token?: string) {
  if (token === undefined) {
    const admin = control(sim);
    return { add: (body: object) => admin.post('/faults', body), list: () => admin.get('/faults'), clear: (body: object = {}) => admin.post('/faults/clear', body) };
  }
  const headers = { 'Accept-Language': 'en', Authorization: `Bearer ${token}` };
  return {
    add: (body: object) => request(sim.app).post('/sim/faults').set(headers).send(body),
    list: () => request(sim.app).get('/sim/faults').set(headers),
    clear: (body: object = {}) => request(sim.app).post('/sim/faults/clear').set(headers).send(body),
  };
}

let sim: Sim;
afterEach(() => sim?.close());

describe('injected faults', () => {
  it('answers a failure result with a message on the matching calls only, in the endpoint’s own style', async () => {
    sim = makeSim();
    const admin = await signedIn(sim);
    const set = await faultsOf(sim).add({ kind: 'error', path: '/company/*' });
    expect(set.body).toMatchObject({ result: 0, data: { list: [{ faultId: 1, kind: 'error', path: '/company/*', method: null, rate: 1, remaining: null, hits: 0, sessionOnly: false }] } });
    expect((await admin.post('/company/list', {})).body).toEqual({ result: FAILURE.REJECTED, message: 'Injected fault: the server refused /company/list (simulator)' });
    expect((await admin.get('/company/info/1')).body.result).toBe(FAILURE.REJECTED);
    expect((await admin.post('/division/list', {})).body.result).toBe(0);
    // A string-style endpoint answers its failure as a string, with the message asked for.
    await faultsOf(sim).add({ kind: 'error', path: '/product/master/list', result: 7, message: 'Master data is being rebuilt' });
    expect((await admin.post('/product/master/list', {})).body).toEqual({ result: '7', message: 'Master data is being rebuilt' });
    expect((await faultsOf(sim).list()).body.data.list.map((f: { hits: number }) => f.hits)).toEqual([2, 1]);
  });

  it('answers HTTP 500/502/503 and 403, the latter ending after the next N calls', async () => {
    sim = makeSim();
    const admin = await signedIn(sim);
    await faultsOf(sim).add({ kind: 'http', status: 503, path: '/dashboard/info' });
    const unavailable = await admin.get('/dashboard/info');
    expect([unavailable.status, unavailable.body.message]).toEqual([503, 'Injected fault: HTTP 503 (simulator)']);
    await faultsOf(sim).clear();
    await faultsOf(sim).add({ kind: 'forbid', count: 2 });
    expect((await admin.post('/company/list', {})).status).toBe(403);
    expect((await admin.post('/device/list', {})).status).toBe(403);
    expect((await faultsOf(sim).list()).body.data.list).toEqual([]);
    expect((await admin.post('/company/list', {})).status).toBe(200);
  });

  it('spares sign-in unless the pattern names /auth, so a trainer can always get back in', async () => {
    sim = makeSim();
    await faultsOf(sim).add({ kind: 'error' });
    const login = () => request(sim.app).post(api('/auth/login')).send({ userId: 'admin', password: 'admin1234' });
    expect((await login()).body.result).toBe('0');
    await faultsOf(sim).add({ kind: 'http', status: 502, path: '/auth/login' });
    expect((await login()).status).toBe(502);
  });

  it('delays matching calls by a fixed time or one from a range', async () => {
    sim = makeSim();
    const admin = await signedIn(sim);
    await faultsOf(sim).add({ kind: 'latency', delayMs: 300, delayMaxMs: 400, path: '/company/list', method: 'POST' });
    const started = Date.now();
    const slow = await admin.post('/company/list', {});
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(slow.body.result).toBe(0);
  });

  it('holds a hung call until the client gives up, and lets held calls go on once cleared', async () => {
    sim = makeSim();
    const token = await loginAs(sim, 'admin');
    await faultsOf(sim).add({ kind: 'hang', path: '/company/list' });
    const gaveUp = await request(sim.app).post(api('/company/list')).set('Authorization', `Bearer ${token}`).send({}).timeout(250).then(
      () => 'answered',
      (error: { timeout?: number }) => (error.timeout ? 'timed out' : 'other error'),
    );
    expect(gaveUp).toBe('timed out');
    const held = request(sim.app).post(api('/company/list')).set('Authorization', `Bearer ${token}`).send({});
    const answer = held.then((res) => res.body.result);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await faultsOf(sim).clear()).body.data.cleared).toBe(1);
    expect(await answer).toBe(0);
  });

  it('drops the connection without an answer', async () => {
    sim = makeSim();
    const admin = await signedIn(sim);
    await faultsOf(sim).add({ kind: 'drop', path: '/company/list' });
    const outcome = await admin.post('/company/list', {}).then(
      () => 'answered',
      (error: { code?: string; message?: string }) => error.code ?? error.message,
    );
    expect(['ECONNRESET', 'socket hang up']).toContain(outcome);
  });

  it('keeps each user to a small budget of its own, ADMIN’s room apart, so one partner cannot take every slot', { timeout: 60_000 }, async () => {
    sim = makeSim({ preset: 'training' });
    const partner = await loginAs(sim, 'partner');
    const partnerAgain = await loginAs(sim, 'partner'); // a second session draws on the same budget
    const other = await loginWith(sim, 'partner02', 'partner021234');
    const own = { kind: 'error', path: '/company/list', sessionOnly: true };
    const answers: unknown[] = [];
    for (let i = 0; i < MAX_FAULTS_PER_USER + 3; i++) answers.push((await faultsOf(sim, i % 2 ? partnerAgain : partner).add(own)).body.result);
    expect(answers).toEqual([...Array(MAX_FAULTS_PER_USER).fill(0), ...Array(3).fill(FAILURE.REJECTED)]);
    const refused = await faultsOf(sim, partner).add(own);
    expect(refused.body.message).toBe(`You already have ${MAX_FAULTS_PER_USER} API faults set; clear one first`);
    // Another partner has a budget of its own, and the trainer its whole room, aimed faults included.
    expect((await faultsOf(sim, other).add(own)).body.result).toBe(0);
    const aimed = [];
    for (let i = 0; i < MAX_INJECTED_FAULTS; i++) aimed.push((await faultsOf(sim).add({ kind: 'error', path: '/device/list', userId: 'partner02' })).body.result);
    expect(aimed).toEqual(Array(MAX_INJECTED_FAULTS).fill(0));
    expect((await faultsOf(sim).add({ kind: 'error', path: '/device/list' })).body.message).toBe(`${MAX_INJECTED_FAULTS} API faults are already set; clear some first`);
    // ADMIN sees who set each fault; its clear for one user takes that user's faults, set or aimed.
    const setBy = async () => ((await faultsOf(sim).list()).body.data.list as { setBy: string; userId: string | null }[]).map((f) => `${f.setBy}>${f.userId ?? '-'}`);
    expect(new Set(await setBy())).toEqual(new Set(['partner>-', 'partner02>-', 'admin>partner02']));
    expect((await faultsOf(sim).clear({ userId: 'partner02' })).body.data.cleared).toBe(MAX_INJECTED_FAULTS + 1);
    expect(new Set(await setBy())).toEqual(new Set(['partner>-']));
    // A PARTNER cannot clear another user's faults, and one target at a time.
    expect((await faultsOf(sim, other).clear({ userId: 'partner' })).body.result).toBe(FAILURE.NOT_AUTHORIZED);
    expect((await faultsOf(sim).clear({ userId: 'partner', faultId: 1 })).body.result).toBe(FAILURE.BAD_INPUT);
    // ADMIN's clear takes every fault, a partner's session faults too.
    expect((await faultsOf(sim).clear()).body.data).toEqual({ cleared: MAX_FAULTS_PER_USER, list: [] });
    expect((await client(sim, partner).post('/company/list', {})).body.result).toBe(0);
  });

  it('ends a session’s faults with the session: signed out, or every session ended', async () => {
    sim = makeSim();
    const partner = await loginAs(sim, 'partner');
    const staying = await loginAs(sim, 'partner');
    await faultsOf(sim, partner).add({ kind: 'error', sessionOnly: true });
    await faultsOf(sim, staying).add({ kind: 'latency', delayMs: 10, sessionOnly: true });
    expect((await client(sim, partner).post('/auth/logout', {})).body.result).toBe(0);
    expect(((await faultsOf(sim).list()).body.data.list as { kind: string }[]).map((f) => f.kind)).toEqual(['latency']);
    // The budget counts only live sessions' faults.
    const again = await loginAs(sim, 'partner');
    for (let i = 1; i < MAX_FAULTS_PER_USER; i++) expect((await faultsOf(sim, again).add({ kind: 'error', sessionOnly: true })).body.result).toBe(0);
    expect((await control(sim).post('/sessions/expire', {})).body.result).toBe(0);
    expect((await faultsOf(sim).list()).body.data.list).toEqual([]);
  });

  it("hits only the calls of the session that asked for it, and clearing spares other sessions' faults", async () => {
    sim = makeSim({ preset: 'training' });
    const trainee1 = await loginAs(sim, 'partner');
    const trainee2 = await loginWith(sim, 'partner02', 'partner021234');
    const mine = await faultsOf(sim, trainee1).add({ kind: 'error', sessionOnly: true });
    expect(mine.body.data.list[0]).toMatchObject({ sessionOnly: true, mine: true });
    await faultsOf(sim, trainee2).add({ kind: 'http', status: 500, path: '/device/*', sessionOnly: true });
    const as = (token: string) => request(sim.app).post(api('/company/list')).set('Authorization', `Bearer ${token}`).send({});
    expect((await as(trainee1)).body.result).toBe(FAILURE.REJECTED);
    expect((await as(trainee2)).body.result).toBe(0);
    // A PARTNER sees its own session's faults (and faults for everyone), never another session's.
    expect((await faultsOf(sim, trainee2).list()).body.data.list.map((f: { faultId: number; mine: boolean }) => [f.faultId, f.mine])).toEqual([[2, true]]);
    expect((await faultsOf(sim, trainee1).list()).body.data.list.map((f: { faultId: number; mine: boolean }) => [f.faultId, f.mine])).toEqual([[1, true]]);
    // Trainee 1 clears its own: trainee 2's fault stays.
    expect((await faultsOf(sim, trainee1).clear()).body.data).toEqual({ cleared: 1, list: [] });
    expect((await faultsOf(sim).list()).body.data.list.map((f: { faultId: number; setBy: string }) => [f.faultId, f.setBy])).toEqual([[2, 'partner02']]);
    expect((await as(trainee1)).body.result).toBe(0);
    // Without a session nothing is set at all.
    expect((await request(sim.app).post('/sim/faults').send({ kind: 'error', sessionOnly: true })).status).toBe(403);
  });

  it('hits about the share of calls asked for', async () => {
    sim = makeSim();
    const admin = await signedIn(sim);
    await faultsOf(sim).add({ kind: 'error', rate: 0.5, path: '/company/list' });
    const results = [];
    for (let i = 0; i < 40; i++) results.push((await admin.post('/company/list', {})).body.result);
    const failed = results.filter((r) => r !== 0).length;
    expect(failed).toBeGreaterThan(5);
    expect(failed).toBeLessThan(35);
  });

  it('refuses bad fault input with the field named, setting nothing', async () => {
    sim = makeSim();
    const f = faultsOf(sim);
    const cases: [object, string][] = [
      [{ kind: 'meteor' }, 'Kind: must be one of'],
      [{ kind: 'latency' }, 'Delay (ms): is required for latency'],
      [{ kind: 'latency', delayMs: 500, delayMaxMs: 100 }, 'Max delay (ms): must not be less than Delay (ms)'],
      [{ kind: 'http' }, 'Status: is required for http (500, 502, 503)'],
      [{ kind: 'http', status: 418 }, 'Status: '],
      [{ kind: 'error', delayMs: 5 }, 'Delay (ms): does not go with kind error'],
      [{ kind: 'error', path: 'company/list' }, "Path: must be '*' or a path starting with /"],
      [{ kind: 'error', rate: 0 }, 'Rate: must be positive'],
      [{ kind: 'forbid', count: -1 }, 'Count: '],
      [{ kind: 'forbid' }, 'Count: is required for forbid'],
      [{ kind: 'error', extra: true }, 'extra: is not a known field'],
    ];
    const answers: [object, string, unknown][] = [];
    for (const [body, problem] of cases) {
      const res = await f.add(body);
      answers.push([body, problem, res.body.result === FAILURE.BAD_INPUT && String(res.body.message).includes(problem) ? 'refused' : res.body]);
    }
    expect(answers).toEqual(cases.map(([body, problem]) => [body, problem, 'refused']));
    const unparseable = await control(sim).post('/faults', '{kind:');
    expect([unparseable.status, unparseable.body.result]).toEqual([400, FAILURE.BAD_INPUT]);
    expect((await f.clear({ faultId: 99 })).body).toMatchObject({ result: FAILURE.BAD_INPUT, message: expect.stringContaining('Fault no.: is not an active fault (99)') });
    expect((await f.list()).body.data.list).toEqual([]);
  });

  it('starts a reset world without faults', async () => {
    sim = makeSim();
    await faultsOf(sim).add({ kind: 'error' });
    expect((await control(sim).post('/reset', {})).body.result).toBe(0);
    expect((await faultsOf(sim).list()).body.data.list).toEqual([]);
    expect((await (await signedIn(sim)).post('/company/list', {})).body.result).toBe(0);
  });
});
