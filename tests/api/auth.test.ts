import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { FAILURE } from '../../contract/index';
import { DEMO_ACCOUNTS, demoAccount } from '../../sim-server/src/world/demo-accounts';
import { api, client, control, loginAs, makeSim, manualClock, rows } from './support';

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
    expect(braked.body).toMatchObject({ result: '1', msg: 'Too many failed sign-ins for this account from this address; try again in 15 minute(s)' });
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

  it('brakes an address that guesses across many accounts', async () => {
    const sim = makeSim();
    const login = (userId: string, password: string) => request(sim.app).post(api('/auth/login')).set('Accept-Language', 'en').send({ userId, password });
    for (let i = 0; i < 30; i++) await login(`guess${i}`, 'password1');
    expect((await login('manager', 'manager1234')).body.msg).toContain('Too many failed sign-ins');
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

describe('find ID and reset password', () => {
  const outbox = async (sim: ReturnType<typeof makeSim>) => (await control(sim).get('/outbox')).body.data.list as { to: string; subject: string; body: string }[];

  it('mails the user ID when name and e-mail match', async () => {
    const sim = makeSim();
    const partner = demoAccount('partner');
    const res = await request(sim.app).post(api('/auth/findId')).set('Accept-Language', 'en').send({ userName: partner.userName, email: partner.email.toUpperCase() });
    expect(res.body).toMatchObject({ result: '0', msg: 'The information was sent by mail' });
    const mails = await outbox(sim);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: partner.email });
    expect(mails[0]!.body).toContain('partner');
  });

  it('says "Cannot find the account" and sends nothing when nothing matches', async () => {
    const sim = makeSim();
    const findId = await request(sim.app).post(api('/auth/findId')).set('Accept-Language', 'en').send({ userName: '없는사람', email: 'admin@kiosk-console.example' });
    expect(findId.body).toMatchObject({ result: '1', msg: 'Cannot find the account' });
    const reset = await request(sim.app).post(api('/auth/resetPassword')).set('Accept-Language', 'en').send({ userId: 'admin', email: 'wrong@example.com' });
    expect(reset.body).toMatchObject({ result: '1', msg: 'Cannot find the account' });
    expect(await outbox(sim)).toEqual([]);
    expect(await loginAs(sim, 'admin')).toBeTruthy(); // the password was not touched
  });

  it('replaces the password with the mailed temporary one and signs out old sessions', async () => {
    const sim = makeSim();
    const manager = demoAccount('manager');
    const oldToken = await loginAs(sim, 'manager');
    const res = await request(sim.app).post(api('/auth/resetPassword')).set('Accept-Language', 'en').send({ userId: 'manager', email: manager.email });
    expect(res.body.result).toBe('0');
    const [mail] = await outbox(sim);
    expect(mail!.to).toBe(manager.email);
    const temporary = /temporary password is ([A-Za-z0-9]{10})\./.exec(mail!.body)?.[1];
    expect(temporary).toBeDefined();
    expect(rows(sim, 'users').some((u) => JSON.stringify(u).includes(temporary!))).toBe(false); // stored hashed

    const old = await request(sim.app).post(api('/auth/login')).send({ userId: 'manager', password: manager.password });
    expect(old.body.result).toBe('1');
    const fresh = await request(sim.app).post(api('/auth/login')).send({ userId: 'manager', password: temporary });
    expect(fresh.body.result).toBe('0');
    expect((await client(sim, oldToken).post('/company/list')).status).toBe(403);
  });

  it('lists the outbox newest first', async () => {
    const sim = makeSim();
    const admin = demoAccount('admin');
    await request(sim.app).post(api('/auth/findId')).send({ userName: admin.userName, email: admin.email });
    await request(sim.app).post(api('/auth/resetPassword')).send({ userId: 'admin', email: admin.email });
    const mails = await outbox(sim);
    expect(mails.map((m) => m.subject)).toEqual(['[키오스크 콘솔] 임시 비밀번호 안내', '[키오스크 콘솔] 아이디 안내']);
  });
});
