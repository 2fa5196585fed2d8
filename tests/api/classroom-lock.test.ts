// A class is a lock on the whole server (issue 26, classroom/lock.ts): making it ends every session
// but the trainer's, no ADMIN but the trainer signs in while it runs, the template company is the
// trainer's alone, and nothing replaces the world; a replaced world never brings back a published
// password; from another machine of the network no published password works. Sessions the server
// ends answer "expired" with the reason.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { FAILURE, RUNTIME_CONFIG_PATH } from '../../contract/index';
import { signInLines } from '../../sim-server/src/banner';
import { isLoopbackAddress } from '../../sim-server/src/http/public-url';
import type { SimApp } from '../../sim-server/src/app';
import { TRAINER_PASSWORD, contentHashes, givePassword, makeClass, simClient, trainer } from './classroom-support';
import { api, client, loginAs, loginWith, makeSim, value } from './support';

const TIMEOUT = 180_000;
const TEMPLATE = 1;

/** The sign-in's answer: result as a number and its message. */
async function signIn(sim: SimApp, userId: string, password: string, lang = 'en') {
  const res = await request(sim.app).post(api('/auth/login')).set('Accept-Language', lang).send({ userId, password });
  return { result: Number(res.body.result), message: String(res.body.msg ?? res.body.message) };
}

/** What an API call with this token answers: a session the server ended says why. */
async function sessionAnswer(sim: SimApp, token: string) {
  const res = await client(sim, token).post('/company/list', {});
  return { status: res.status, result: res.body.result, sessionEnd: res.body.sessionEnd, message: res.body.message };
}
const endedFor = (reason: string) => ({ status: 200, result: FAILURE.EXPIRED, sessionEnd: reason, message: expect.stringContaining('(session expired)') });

describe('making a class', () => {
  it('ends every session opened before it but the trainer’s, each saying why, and lets no other ADMIN sign in, whatever its password', async () => {
    const sim = makeSim({ preset: 'training' });
    // Before the class: a published ADMIN makes an ADMIN account of its own; partner and manager sign in.
    const it01 = await loginWith(sim, 'it01', 'it011234');
    const made = await client(sim, it01).post('/user/store', { userId: 'it01.own', password: 'own-admin-99', userName: '자체 관리자', userType: 'INTERNAL', authType: 'ADMIN' });
    expect(made.body.result).toBe(0);
    const before = [it01, await loginWith(sim, 'it01.own', 'own-admin-99'), await loginAs(sim, 'partner'), await loginAs(sim, 'manager')];
    const room = await trainer(sim);
    const trainerSecondConsole = await loginWith(sim, 'admin', TRAINER_PASSWORD);
    await makeClass(room, 2);

    for (const token of before) {
      expect(await sessionAnswer(sim, token)).toEqual(endedFor('classStarted'));
      const cards = await simClient(sim, token).get('/classroom/accounts');
      expect([cards.body.result, cards.body.data]).toEqual([FAILURE.EXPIRED, undefined]);
      const aimed = await simClient(sim, token).post('/faults', { kind: 'forbid', count: 1, userId: 'trainee02' });
      expect(aimed.body.result).toBe(FAILURE.EXPIRED);
    }
    expect(value(sim, 'SELECT COUNT(*) FROM sessions s JOIN users u USING (userIdx) WHERE u.userId <> ?', 'admin')).toBe(0);
    // The trainer's consoles go on.
    expect((await room.get('/classroom/accounts')).body.result).toBe(0);
    expect((await client(sim, trainerSecondConsole).post('/company/list', {})).body.result).toBe(0);

    expect(await signIn(sim, 'it01.own', 'own-admin-99')).toEqual({ result: FAILURE.REJECTED, message: 'During a class no ADMIN account but the trainer who made it (admin) signs in' });
    expect((await signIn(sim, 'it01.own', 'own-admin-99', 'ko')).message).toBe('수업 중에는 수업을 만든 강사(admin) 외의 관리자(ADMIN) 계정으로 로그인할 수 없습니다.');
    expect((await signIn(sim, 'it01', 'it011234')).message).toMatch(/published default password/);
    expect(value(sim, "SELECT COUNT(*) FROM sessions s JOIN users u USING (userIdx) WHERE u.userId LIKE 'it01%'")).toBe(0);
  }, TIMEOUT);
});

describe('while a class runs', () => {
  it('keeps the template company the trainer’s: its own accounts read but change nothing, through the API or the cockpit', async () => {
    const sim = makeSim({ preset: 'training' });
    givePassword(sim, 'partner', 'partner-own-55'); // so it may sign in during the class
    const room = await trainer(sim);
    await makeClass(room, 1);
    const partnerToken = await loginWith(sim, 'partner', 'partner-own-55');
    const partner = client(sim, partnerToken);
    const store = value(sim, 'SELECT MIN(divisionIdx) FROM divisions WHERE companyIdx = ?', TEMPLATE) as number;
    const kiosk = value(sim, 'SELECT MIN(deviceIdx) FROM devices WHERE divisionIdx = ?', store) as number;
    const template = contentHashes(sim, TEMPLATE);
    const users = value(sim, 'SELECT COUNT(*) FROM users');
    const manager = { userId: 'tpl.manager', password: 'manager-pw-1', userName: '점장', userType: 'BUSINESS', authType: 'MANAGER', companyIdx: TEMPLATE, divisionIdxList: [store] };

    const refused = await partner.post('/user/store', manager);
    expect([refused.body.result, refused.body.message]).toEqual([FAILURE.REJECTED, expect.stringMatching(/^A class is running: only the trainer \(admin\) may change the template company \(.+\); nothing was changed$/)]);
    expect((await client(sim, partnerToken, 'ko').post('/user/store', manager)).body.message).toMatch(/실습 원본 회사\(.+\)는 강사\(admin\)만 바꿀 수 있습니다/);
    const restock = await simClient(sim, partnerToken).post(`/devices/${kiosk}/restock`, {});
    expect([restock.body.result, restock.body.message]).toEqual([FAILURE.REJECTED, expect.stringContaining('only the trainer (admin) may change the template company')]);
    expect(contentHashes(sim, TEMPLATE)).toEqual(template);
    expect(value(sim, 'SELECT COUNT(*) FROM users')).toBe(users);
    // Reading is not changing; signing out is the partner's own.
    const reads = { division: partner.post('/division/list', {}), device: partner.post('/device/list', {}), payment: partner.post('/payment/list', {}), dashboard: partner.get('/dashboard/info'), tree: partner.get('/tree/list'), kiosk: partner.get(`/device/info/${kiosk}`) };
    for (const [what, read] of Object.entries(reads)) expect({ what, result: Number((await read).body.result) }).toEqual({ what, result: 0 });

    // The trainer changes the template (what every reset copies from now on).
    const admin = client(sim, await loginWith(sim, 'admin', TRAINER_PASSWORD));
    expect((await admin.post('/user/store', manager)).body.result).toBe(0);
    expect((await partner.post('/auth/logout', {})).body.result).toBe(0);
  }, TIMEOUT);

  it('refuses a world reset and every tour step, naming the class, and the class stays whole', async () => {
    const sim = makeSim({ preset: 'training' });
    const room = await trainer(sim);
    const cards = await makeClass(room, 2);
    const counts = () => ({ users: value(sim, 'SELECT COUNT(*) FROM users'), trainees: value(sim, 'SELECT COUNT(*) FROM classroom_trainees'), companies: value(sim, 'SELECT COUNT(*) FROM companies') });
    const before = counts();
    const refusal = 'A class is running (2 trainees, trainer admin): end the class before resetting the world or starting a tour';

    expect((await room.post('/reset', {})).body).toMatchObject({ result: FAILURE.REJECTED, message: refusal });
    expect((await room.post('/tours/overview/go', { step: 1, restart: true })).body).toMatchObject({ result: FAILURE.REJECTED, message: refusal });
    expect((await room.post('/tours/overview/go', { step: 1 })).body).toMatchObject({ result: FAILURE.REJECTED, message: refusal });
    const korean = simClient(sim, await loginWith(sim, 'admin', TRAINER_PASSWORD), 'ko');
    expect((await korean.post('/reset', {})).body.message).toBe('수업이 진행 중입니다 (교육생 2명, 강사 admin): 수업을 끝낸 뒤 월드를 초기화하거나 투어를 시작하세요.');

    expect(counts()).toEqual(before);
    await loginWith(sim, cards[1]!.userId, cards[1]!.password);
    await loginWith(sim, 'admin', TRAINER_PASSWORD);
    expect((await signIn(sim, 'admin', 'admin1234')).result).toBe(FAILURE.REJECTED);
  }, TIMEOUT);
});

describe('a replaced world', () => {
  it('keeps every password someone changed through a reset and a tour’s fresh world; unchanged ones stay the published ones', async () => {
    const sim = makeSim();
    givePassword(sim, 'admin', 'admin-changed-1');
    givePassword(sim, 'it01', 'it01-changed-7');
    const presenter = simClient(sim, await loginWith(sim, 'admin', 'admin-changed-1'));
    const bystander = await loginAs(sim, 'manager');

    expect((await presenter.post('/reset', {})).body.result).toBe(0);
    expect(await sessionAnswer(sim, bystander)).toEqual(endedFor('worldReset'));
    const afterReset = await loginAs(sim, 'manager');
    expect((await presenter.post('/tours/overview/go', { step: 1, restart: true })).body.result).toBe(0);
    expect(await sessionAnswer(sim, afterReset)).toEqual(endedFor('tourStarted'));

    expect((await signIn(sim, 'admin', 'admin1234')).result).toBe(FAILURE.REJECTED);
    expect((await signIn(sim, 'it01', 'it011234')).result).toBe(FAILURE.REJECTED);
    await loginWith(sim, 'admin', 'admin-changed-1');
    await loginWith(sim, 'it01', 'it01-changed-7');
    await loginAs(sim, 'partner');
    await loginWith(sim, 'md01', 'md011234');
  }, TIMEOUT);

  it('"end every session now" says so to every console, the asker’s too', async () => {
    const sim = makeSim();
    const adminToken = await loginAs(sim, 'admin');
    const other = await loginAs(sim, 'partner');
    expect((await simClient(sim, adminToken).post('/sessions/expire', {})).body).toMatchObject({ result: 0, data: { expired: 2 } });
    expect(await sessionAnswer(sim, other)).toEqual(endedFor('everyone'));
    expect(await sessionAnswer(sim, adminToken)).toEqual(endedFor('everyone'));
    expect((await sessionAnswer(sim, other)).message).toBe('An administrator ended every session. (session expired)');
  });
});

describe('from another machine of the network', () => {
  const remote = { clientAddress: () => '192.168.10.23' };

  it('refuses every published password, offers no demo accounts, and signs in an account whose password was changed', async () => {
    const sim = makeSim({ preset: 'training', ...remote });
    for (const [userId, password] of [['admin', 'admin1234'], ['it01', 'it011234'], ['md01', 'md011234'], ['sales01', 'sales011234'], ['partner', 'partner1234']] as const) {
      expect({ userId, ...(await signIn(sim, userId, password)) }).toEqual({
        userId,
        result: FAILURE.REJECTED,
        message: 'A published default password works only on the server’s own computer: sign in with a password of your own, or from that computer',
      });
    }
    expect((await signIn(sim, 'admin', 'admin1234', 'ko')).message).toMatch(/^공개된 기본 비밀번호는 서버 컴퓨터에서만/);
    expect(value(sim, 'SELECT COUNT(*) FROM sessions')).toBe(0);
    expect((await request(sim.app).get(RUNTIME_CONFIG_PATH)).body).toMatchObject({ backend: 'simulator', demoAccounts: [] });

    givePassword(sim, 'admin', 'admin-changed-1');
    await loginWith(sim, 'admin', 'admin-changed-1');
  });

  it('is any address but loopback: 127.x, ::1 and IPv4 loopback written as IPv6 are this computer', async () => {
    expect(['127.0.0.1', '127.0.0.2', '::1', '::ffff:127.0.0.1'].filter(isLoopbackAddress)).toHaveLength(4);
    expect(['192.168.0.7', '::ffff:192.168.0.7', '10.0.0.1', 'fe80::1', '0.0.0.0', 'unknown', '128.0.0.1'].filter(isLoopbackAddress)).toEqual([]);
    const local = makeSim({ preset: 'training' });
    expect((await request(local.app).get(RUNTIME_CONFIG_PATH)).body.demoAccounts.map((a: { userId: string }) => a.userId)).toEqual(['admin', 'partner', 'manager']);
    await loginWith(local, 'admin', 'admin1234');
  });

  it('offers on this computer only the demo accounts whose password is still the published one', async () => {
    const sim = makeSim({ preset: 'training' });
    const offered = async () => (await request(sim.app).get(RUNTIME_CONFIG_PATH)).body.demoAccounts.map((a: { userId: string }) => a.userId);
    expect(await offered()).toEqual(['admin', 'partner', 'manager']);
    givePassword(sim, 'admin', 'admin-changed-1');
    // admin / admin1234 no longer signs in, so the sign-in page no longer offers it.
    expect(await offered()).toEqual(['partner', 'manager']);
    expect(await offered()).toEqual(['partner', 'manager']);
  });

  it('is what the start-up banner says: who signs in with what, from this computer and from the network', () => {
    const network = signInLines('0.0.0.0').join('\n');
    expect(network).toMatch(/from this computer: the demo accounts/);
    expect(network).toMatch(/admin +\/ admin1234/);
    expect(network).toMatch(/from the network: only accounts whose password was changed/);
    expect(network).toMatch(/while a class runs: no published password anywhere, and no ADMIN but the trainer/);
    const local = signInLines('127.0.0.1').join('\n');
    expect(local).toMatch(/admin +\/ admin1234/);
    expect(local).not.toMatch(/from the network/);
  });
});
