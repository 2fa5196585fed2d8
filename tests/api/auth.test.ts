import request from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FAILURE } from '../../contract/index';
import { PasswordChecker } from '../../sim-server/src/auth/password';
import { DEMO_ACCOUNTS } from '../../sim-server/src/auth/demo-accounts';
import { api, client, control, loginAs, makeSim, manualClock, rows } from './support';

afterEach(() => vi.restoreAllMocks());

describe('auth.login', () => {
  it.each(DEMO_ACCOUNTS.map((a) => [a.userId, a] as const))('signs in the demo account %s', async (_id, account) => {
    const sim = makeSim();
    const res = await request(sim.app).post(api('/auth/login')).send({ userId: account.userId, password: account.password });
    expect(res.status).toBe(200);
    expect(res.body.result).toBe('0');
    expect(res.body.accessToken).toMatch(/^[0-9a-f]{64}$/);
    expect(res.body.user).toMatchObject({ userId: account.userId, authType: account.authType, userType: account.userType, userName: account.userName });
    expect(res.body.user.lastLoginDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(typeof res.body.msg).toBe('string');
  });

  it('gives the admin no company and the manager its divisions of the first company', async () => {
    const sim = makeSim();
    const admin = await request(sim.app).post(api('/auth/login')).send({ userId: 'admin', password: 'admin1234' });
    expect(admin.body.user.companyIdx).toBeNull();
    const manager = await request(sim.app).post(api('/auth/login')).send({ userId: 'manager', password: 'manager1234' });
    expect(manager.body.user.companyIdx).toBe(1);
    expect(manager.body.user.divisionIdxList.length).toBeGreaterThanOrEqual(1);
    expect(manager.body.user.divisionIdxList.length).toBeLessThanOrEqual(2);
  });

  it('refuses a wrong password or an unknown user with result "1" and msg, in the caller’s language', async () => {
    const sim = makeSim();
    const wrong = await request(sim.app).post(api('/auth/login')).set('Accept-Language', 'en').send({ userId: 'admin', password: 'nope' });
    expect(wrong.body).toMatchObject({ result: '1', msg: 'ID or password is incorrect' });
    expect(wrong.body.accessToken).toBeUndefined();
    const unknown = await request(sim.app).post(api('/auth/login')).set('Accept-Language', 'ko-KR').send({ userId: 'ghost', password: 'admin1234' });
    expect(unknown.body).toMatchObject({ result: '1', msg: '아이디 또는 비밀번호가 올바르지 않습니다.' });
  });

  it('makes an account wait after 5 failed sign-ins from one address, even with the right password, and says for how long', async () => {
    const clock = manualClock(Date.UTC(2026, 10, 21, 0, 0, 0));
    const sim = makeSim({ clock });
    const login = (userId: string, password: string) => request(sim.app).post(api('/auth/login')).set('Accept-Language', 'en').send({ userId, password });
    for (let i = 0; i < 5; i++) expect((await login('admin', `wrong-${i}`)).body.msg).toBe('ID or password is incorrect');
    const braked = await login('admin', 'admin1234');
    expect(braked.body).toMatchObject({ result: String(FAILURE.THROTTLED), msg: 'Too many failed sign-ins for this account from this address; try again in 15 minute(s)' });
    expect(braked.body.accessToken).toBeUndefined();
    expect(rows(sim, 'sessions')).toHaveLength(0);
    // Another account from the same address is not held up by this one's failures.
    expect((await login('partner', 'partner1234')).body.result).toBe('0');
    clock.advance(10 * 60 * 1000);
    expect((await login('admin', 'admin1234')).body.msg).toContain('try again in 5 minute(s)');
    clock.advance(5 * 60 * 1000);
    expect((await login('admin', 'admin1234')).body.result).toBe('0');
    // A success clears the count: one more failure does not brake again.
    expect((await login('admin', 'wrong-again')).body.msg).toBe('ID or password is incorrect');
    expect((await login('admin', 'admin1234')).body.result).toBe('0');
  });

  it('counts an attempt before the password check, so 40 wrong passwords sent at once get 5 checks and 35 refusals (issue 26)', async () => {
    const check = vi.spyOn(PasswordChecker.prototype, 'check');
    const sim = makeSim();
    const login = (password: string) => request(sim.app).post(api('/auth/login')).set('Accept-Language', 'en').send({ userId: 'admin', password });
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => login(`wrong-${i}`)));
    const results = answers.map((a) => a.body.result);
    expect(results.filter((r) => r === '1')).toHaveLength(5);
    expect(results.filter((r) => r === String(FAILURE.THROTTLED))).toHaveLength(35);
    expect(check).toHaveBeenCalledTimes(5);
    expect((await login('admin1234')).body.result).toBe(String(FAILURE.THROTTLED));
  });

  it('forgives a successful sign-in its counted attempt, so the account is free again at once', async () => {
    const sim = makeSim();
    const login = (password: string) => request(sim.app).post(api('/auth/login')).set('Accept-Language', 'en').send({ userId: 'admin', password });
    for (let i = 0; i < 4; i++) expect((await login(`wrong-${i}`)).body.result).toBe('1');
    // The fifth attempt is being checked, so a sixth sent with it waits; the fifth's success frees the account.
    const both = await Promise.all([login('admin1234'), login('admin1234')]);
    expect(both.map((a) => a.body.result).sort()).toEqual(['0', String(FAILURE.THROTTLED)]);
    for (let i = 0; i < 4; i++) expect((await login(`wrong-again-${i}`)).body.result).toBe('1');
    expect((await login('admin1234')).body.result).toBe('0');
  });

  it('brakes an address that guesses across many accounts', async () => {
    const sim = makeSim();
    const login = (userId: string, password: string) => request(sim.app).post(api('/auth/login')).set('Accept-Language', 'en').send({ userId, password });
    for (let i = 0; i < 30; i++) await login(`guess${i}`, 'password1');
    expect((await login('manager', 'manager1234')).body.msg).toContain('Too many failed sign-ins');
  });

  it('runs the same password check for an unknown user as for a known one with a wrong password', async () => {
    // Same scrypt work either way, so the time an answer takes does not tell which user IDs exist
    // (what that check costs for an unknown user: password.test.ts).
    const check = vi.spyOn(PasswordChecker.prototype, 'check');
    const sim = makeSim();
    await request(sim.app).post(api('/auth/login')).send({ userId: 'admin', password: 'wrong-password' });
    await request(sim.app).post(api('/auth/login')).send({ userId: 'nobody-here', password: 'wrong-password' });
    expect(check).toHaveBeenCalledTimes(2);
    expect(check.mock.calls[0]![1]).toMatch(/^scrypt\$/);
    expect(check.mock.calls[1]![0]).toBe('wrong-password');
    expect(check.mock.calls[1]![1]).toBeNull();
  });

  it('records a session only for a successful sign-in', async () => {
    const sim = makeSim();
    await request(sim.app).post(api('/auth/login')).send({ userId: 'admin', password: 'bad-password' });
    expect(rows(sim, 'sessions')).toHaveLength(0);
    const token = await loginAs(sim, 'admin');
    const stored = rows(sim, 'sessions') as { token: string }[];
    expect(stored).toHaveLength(1);
    // Only a hash: the database file alone signs nobody in.
    expect(stored[0]!.token).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0]!.token).not.toBe(token);
    expect(JSON.stringify(rows(sim, 'sessions'))).not.toContain(token);
  });
});

describe('tokens', () => {
  it('answers HTTP 403 with a JSON failure without a token and with a forged one', async () => {
    const sim = makeSim();
    const none = await request(sim.app).post(api('/company/list')).send({});
    expect(none.status).toBe(403);
    expect(none.type).toBe('application/json');
    expect(none.body.result).not.toBe(0);
    expect(none.body.message).toBeTruthy();
    const forged = await client(sim, 'f'.repeat(64)).post('/company/list');
    expect(forged.status).toBe(403);
    expect(forged.body.result).toBe(FAILURE.NOT_AUTHORIZED);
    const notBearer = await request(sim.app).post(api('/company/list')).set('Authorization', 'Basic YWRtaW46YWRtaW4xMjM0').send({});
    expect(notBearer.status).toBe(403);
  });

  it('accepts a valid token', async () => {
    const sim = makeSim();
    const res = await client(sim, await loginAs(sim, 'admin')).post('/company/list');
    expect(res.status).toBe(200);
    expect(res.body.result).toBe(0);
  });

  it('answers HTTP 200 EXPIRED with "expired" in the message after /sim/sessions/expire, in both languages', async () => {
    const sim = makeSim();
    const token = await loginAs(sim, 'partner');
    const expire = await control(sim).post('/sessions/expire');
    expect(expire.body).toMatchObject({ result: 0, data: { expired: 2 } }); // the partner's and the admin's who asked
    for (const lang of ['en', 'ko']) {
      const res = await client(sim, token, lang).post('/company/list');
      expect(res.status).toBe(200);
      expect(res.body.result).toBe(FAILURE.EXPIRED);
      expect(res.body.message).toContain('expired');
      expect(res.body.data).toBeUndefined();
    }
    // A new sign-in works again.
    expect((await client(sim, await loginAs(sim, 'partner')).post('/company/list')).body.result).toBe(0);
  });

  it('with `own`, runs out only the caller’s session, as its lifetime would: everyone else stays signed in', async () => {
    const sim = makeSim();
    const [mine, other] = [await loginAs(sim, 'admin'), await loginAs(sim, 'partner')];
    const expire = await request(sim.app).post('/sim/sessions/expire').set({ Authorization: `Bearer ${mine}`, 'Accept-Language': 'en' }).send({ own: true });
    expect(expire.body).toMatchObject({ result: 0, data: { expired: 1 } });
    const res = await client(sim, mine).get('/dashboard/info');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ result: FAILURE.EXPIRED, message: expect.stringContaining('expired') });
    expect(res.body.sessionEnd).toBeUndefined(); // not ended by anyone: its time ran out
    expect((await client(sim, other).get('/dashboard/info')).body.result).toBe(0);
  });

  it('expires a token when its lifetime has passed', async () => {
    const clock = manualClock();
    const sim = makeSim({ clock, tokenTtlSeconds: 60 });
    const token = await loginAs(sim, 'admin');
    clock.advance(59_000);
    expect((await client(sim, token).get('/dashboard/info')).body.result).toBe(0);
    clock.advance(1_000);
    const res = await client(sim, token).get('/dashboard/info');
    expect(res.status).toBe(200);
    expect(res.body.result).toBe(FAILURE.EXPIRED);
    expect(res.body.message).toMatch(/expired/);
  });
});

describe('auth.logout', () => {
  it('revokes the session it is sent with: that token answers 403 afterwards, other sessions stay', async () => {
    const sim = makeSim();
    const [token, other] = [await loginAs(sim, 'partner'), await loginAs(sim, 'partner')];
    const res = await client(sim, token).post('/auth/logout', {});
    expect(res.body).toMatchObject({ result: 0, message: 'Normally processed' });
    expect((await client(sim, token).post('/company/list')).status).toBe(403);
    expect((await client(sim, token).post('/auth/logout', {})).status).toBe(403);
    expect((await client(sim, other).post('/company/list')).body.result).toBe(0);
    expect(rows(sim, 'sessions')).toHaveLength(1);
  });

  it('needs a session, and refuses a body it does not know without signing out', async () => {
    const sim = makeSim();
    expect((await request(sim.app).post(api('/auth/logout')).send({})).status).toBe(403);
    const token = await loginAs(sim, 'admin');
    const bad = await client(sim, token).post('/auth/logout', { everyone: true });
    expect(bad.body.result).toBe(FAILURE.BAD_INPUT);
    expect((await client(sim, token).post('/company/list')).body.result).toBe(0);
  });
});
