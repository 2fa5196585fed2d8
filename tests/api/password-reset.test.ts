// Find ID and password reset (issue 14, item 2). A reset request only mails a single-use link that
// expires; the password changes when the link is used, and using it ends that user's sessions.
// Both lookups are throttled like sign-in, per account from one address and per address.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { FAILURE } from '../../contract/index';
import { demoAccount } from '../../sim-server/src/auth/demo-accounts';
import { api, client, control, loginAs, loginWith, makeSim, manualClock, namesField, rows } from './support';

type Sim = ReturnType<typeof makeSim>;
interface Mail {
  to: string;
  subject: string;
  body: string;
}

const MINUTE = 60_000;
const outbox = async (sim: Sim) => (await control(sim).get('/outbox')).body.data.list as Mail[];
const findId = (sim: Sim, userName: string, email: string, lang = 'en') =>
  request(sim.app).post(api('/auth/findId')).set('Accept-Language', lang).send({ userName, email });
const resetPassword = (sim: Sim, userId: string, email: string, lang = 'en') =>
  request(sim.app).post(api('/auth/resetPassword')).set('Accept-Language', lang).send({ userId, email });
const confirmReset = (sim: Sim, token: string, password: string, lang = 'en') =>
  request(sim.app).post(api('/auth/resetPassword/confirm')).set('Accept-Language', lang).send({ token, password });
const signsIn = async (sim: Sim, userId: string, password: string) =>
  (await request(sim.app).post(api('/auth/login')).send({ userId, password })).body.result === '0';

/** Asks for a reset of a demo account and answers the token of the link mailed for it. */
async function mailedToken(sim: Sim, userId: 'admin' | 'partner' | 'manager', lang = 'en'): Promise<string> {
  const res = await resetPassword(sim, userId, demoAccount(userId).email, lang);
  expect(res.body.result).toBe('0');
  const [mail] = await outbox(sim);
  const token = /\/auth\/find-password\?token=([0-9a-f]{64})\b/.exec(mail!.body)?.[1];
  if (!token) throw new Error(`no reset link in the mail: ${mail!.body}`);
  return token;
}

describe('find ID', () => {
  it('mails the user ID when name and e-mail match', async () => {
    const sim = makeSim();
    const partner = demoAccount('partner');
    const res = await findId(sim, partner.userName, partner.email.toUpperCase());
    expect(res.body).toMatchObject({ result: '0', msg: 'The information was sent by mail' });
    const mails = await outbox(sim);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: partner.email });
    expect(mails[0]!.body).toContain('partner');
  });

  it('says "Cannot find the account" and sends nothing when nothing matches', async () => {
    const sim = makeSim();
    expect((await findId(sim, '없는사람', 'admin@kiosk-console.example')).body).toMatchObject({ result: '1', msg: 'Cannot find the account' });
    expect((await resetPassword(sim, 'admin', 'wrong@example.com')).body).toMatchObject({ result: '1', msg: 'Cannot find the account' });
    expect(await outbox(sim)).toEqual([]);
    expect(await loginAs(sim, 'admin')).toBeTruthy(); // the password was not touched
  });
});

describe('password reset by a mailed link', () => {
  it('mails a single-use link to the console and leaves the password and sessions as they are', async () => {
    const sim = makeSim();
    const manager = demoAccount('manager');
    const oldToken = await loginAs(sim, 'manager');
    const res = await resetPassword(sim, 'manager', manager.email);
    expect(res.body).toMatchObject({ result: '0', msg: 'The information was sent by mail' });

    const mails = await outbox(sim);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: manager.email, subject: '[Kiosk Console] Set a new password' });
    // A link to the console's own find-password screen, on the host the request came to.
    const link = /(http:\/\/\S+)/.exec(mails[0]!.body)?.[1];
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/auth\/find-password\?token=[0-9a-f]{64}$/);
    expect(mails[0]!.body).toContain('30 minutes');
    expect(mails[0]!.body).toContain('ignore this mail');

    // Nothing changed yet: an attacker who knows a user ID and its e-mail gains nothing.
    expect(await signsIn(sim, 'manager', manager.password)).toBe(true);
    expect((await client(sim, oldToken).post('/company/list')).body.result).toBe(0);
    // The link's token is stored only as a hash.
    const token = new URL(link!).searchParams.get('token')!;
    expect(rows(sim, 'password_resets')).toHaveLength(1);
    expect(JSON.stringify(rows(sim, 'password_resets'))).not.toContain(token);
  });

  it('mails a link on the configured public address, or the one the server was reached at, never the Host a request names (issue 26)', async () => {
    const linkOf = async (sim: Sim, host: string) => {
      const res = await request(sim.app).post(api('/auth/resetPassword')).set('Host', host).send({ userId: 'manager', email: demoAccount('manager').email });
      expect(res.body.result).toBe('0');
      return /(https?:\/\/\S+)/.exec((await outbox(sim))[0]!.body)?.[1];
    };
    // localhost is served, on any port: the port and name a request claims must not reach the mail.
    const reached = await linkOf(makeSim(), 'localhost:6666');
    expect(reached).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/auth\/find-password\?token=[0-9a-f]{64}$/);
    expect(reached).not.toContain(':6666');
    const configured = await linkOf(makeSim({ publicUrl: 'https://kiosk.classroom.example:8443/' }), 'localhost:6666');
    expect(configured).toMatch(/^https:\/\/kiosk\.classroom\.example:8443\/auth\/find-password\?token=[0-9a-f]{64}$/);
  });

  it('mails in the language of the request', async () => {
    const sim = makeSim();
    await resetPassword(sim, 'admin', demoAccount('admin').email, 'ko');
    const [mail] = await outbox(sim);
    expect(mail!.subject).toBe('[키오스크 콘솔] 비밀번호 재설정 안내');
    expect(mail!.body).toContain('30분');
  });

  it("signs nothing in with the link's token by itself", async () => {
    const sim = makeSim();
    const token = await mailedToken(sim, 'admin');
    expect((await client(sim, token).post('/company/list')).status).toBe(403);
    expect(await signsIn(sim, 'admin', token)).toBe(false);
  });

  it('sets the new password once, through the link, and ends every session of that user', async () => {
    const sim = makeSim();
    const manager = demoAccount('manager');
    const managerTokens = [await loginAs(sim, 'manager'), await loginAs(sim, 'manager')];
    const adminToken = await loginAs(sim, 'admin');
    const token = await mailedToken(sim, 'manager');

    const res = await confirmReset(sim, token, 'new-secret-42');
    expect(res.body).toMatchObject({ result: '0', msg: 'The password was changed. Sign in with the new password.' });
    expect(await signsIn(sim, 'manager', manager.password)).toBe(false);
    expect(await signsIn(sim, 'manager', 'new-secret-42')).toBe(true);
    for (const old of managerTokens) expect((await client(sim, old).post('/company/list')).status).toBe(403);
    expect((await client(sim, adminToken).post('/company/list')).body.result).toBe(0); // other users stay signed in
    expect(JSON.stringify(rows(sim, 'users'))).not.toContain('new-secret-42');

    // A second use is refused and changes nothing.
    const again = await confirmReset(sim, token, 'third-secret-42');
    expect(again.body).toMatchObject({ result: '1', msg: 'This password reset link was already used. Ask for a new one if you still need it.' });
    expect(await signsIn(sim, 'manager', 'third-secret-42')).toBe(false);
    expect(await signsIn(sim, 'manager', 'new-secret-42')).toBe(true);
  });

  it('ends the other links of the user once one is used', async () => {
    const sim = makeSim();
    const first = await mailedToken(sim, 'partner');
    const second = await mailedToken(sim, 'partner');
    expect(first).not.toBe(second);
    expect((await confirmReset(sim, second, 'second-secret-1')).body.result).toBe('0');
    expect((await confirmReset(sim, first, 'first-secret-1')).body.result).toBe('1');
    expect(await signsIn(sim, 'partner', 'second-secret-1')).toBe(true);
  });

  it('lets only one of two uses at once of the same link through', async () => {
    const sim = makeSim();
    const token = await mailedToken(sim, 'manager');
    const answers = await Promise.all([confirmReset(sim, token, 'racing-one-1'), confirmReset(sim, token, 'racing-two-2')]);
    expect(answers.map((a) => a.body.result).sort()).toEqual(['0', '1']);
    const winner = answers[0]!.body.result === '0' ? 'racing-one-1' : 'racing-two-2';
    expect(await signsIn(sim, 'manager', winner)).toBe(true);
  });

  it('refuses an expired link in the user’s language and changes nothing', async () => {
    const clock = manualClock();
    const sim = makeSim({ clock });
    const manager = demoAccount('manager');
    const token = await mailedToken(sim, 'manager');
    const session = await loginAs(sim, 'manager');
    clock.advance(30 * MINUTE);
    const en = await confirmReset(sim, token, 'too-late-123');
    expect(en.body).toMatchObject({ result: '1', msg: 'This password reset link has expired (a link works for 30 minutes). Ask for a new one.' });
    const ko = await confirmReset(sim, token, 'too-late-123', 'ko');
    expect(ko.body.msg).toBe('비밀번호 재설정 링크가 만료되었습니다 (링크는 30분 동안 유효합니다). 새 링크를 요청하세요.');
    expect(await signsIn(sim, 'manager', manager.password)).toBe(true);
    expect((await client(sim, session).post('/company/list')).body.result).toBe(0);
  });

  it('takes a link until its last moment', async () => {
    const clock = manualClock();
    const sim = makeSim({ clock });
    const token = await mailedToken(sim, 'admin');
    clock.advance(30 * MINUTE - 1000);
    expect((await confirmReset(sim, token, 'just-in-time-1')).body.result).toBe('0');
  });

  it('refuses an unknown link, and a bad new password before the link is spent', async () => {
    const sim = makeSim();
    const unknown = await confirmReset(sim, 'a'.repeat(64), 'whatever-123', 'ko');
    expect(unknown.body).toMatchObject({ result: '1', msg: '비밀번호 재설정 링크가 올바르지 않습니다. 새 링크를 요청하세요.' });

    const token = await mailedToken(sim, 'admin');
    const short = await confirmReset(sim, token, 'short');
    expect(short.body.result).toBe(String(FAILURE.BAD_INPUT));
    expect(namesField(short.body, 'password'), JSON.stringify(short.body)).toBe(true);
    expect((await confirmReset(sim, '', 'long-enough-1')).body.result).toBe(String(FAILURE.BAD_INPUT));
    // The refusals spent nothing: the link still works.
    expect((await confirmReset(sim, token, 'long-enough-1')).body.result).toBe('0');
    expect(await signsIn(sim, 'admin', 'long-enough-1')).toBe(true);
  });

  it('keeps the outbox newest first', async () => {
    const sim = makeSim();
    const admin = demoAccount('admin');
    await findId(sim, admin.userName, admin.email, 'ko');
    await resetPassword(sim, 'admin', admin.email, 'ko');
    expect((await outbox(sim)).map((m) => m.subject)).toEqual(['[키오스크 콘솔] 비밀번호 재설정 안내', '[키오스크 콘솔] 아이디 안내']);
  });
});

describe('throttling find ID and reset', () => {
  const throttled = (minutes: number) => ({
    result: String(FAILURE.THROTTLED),
    msg: `Too many requests for this account from this address; try again in ${minutes} minute(s)`,
  });

  it('holds back reset requests for one account from one address after 5, mailing nothing more, and says for how long', async () => {
    const clock = manualClock();
    const sim = makeSim({ clock });
    const manager = demoAccount('manager');
    for (let i = 0; i < 5; i++) expect((await resetPassword(sim, 'manager', manager.email)).body.result).toBe('0');
    expect((await resetPassword(sim, 'manager', manager.email)).body).toMatchObject(throttled(15));
    expect(await outbox(sim)).toHaveLength(5);
    // Korean too, like every refusal.
    expect((await resetPassword(sim, 'manager', manager.email, 'ko')).body.msg).toBe('요청이 너무 많습니다. 15분 후에 다시 시도하세요.');
    // Another account from the same address is not held up by this one.
    expect((await resetPassword(sim, 'partner', demoAccount('partner').email)).body.result).toBe('0');
    clock.advance(10 * MINUTE);
    expect((await resetPassword(sim, 'manager', manager.email)).body).toMatchObject(throttled(5));
    clock.advance(5 * MINUTE);
    expect((await resetPassword(sim, 'manager', manager.email)).body.result).toBe('0');
  });

  it('counts failed reset requests for an account too (guessing its e-mail)', async () => {
    const sim = makeSim();
    for (let i = 0; i < 5; i++) expect((await resetPassword(sim, 'admin', `guess${i}@example.com`)).body.result).toBe('1');
    expect((await resetPassword(sim, 'admin', demoAccount('admin').email)).body).toMatchObject(throttled(15));
    expect(await outbox(sim)).toEqual([]);
  });

  it('holds back find ID per e-mail address the same way, successes and failures alike', async () => {
    const sim = makeSim();
    const partner = demoAccount('partner');
    for (let i = 0; i < 3; i++) expect((await findId(sim, partner.userName, partner.email)).body.result).toBe('0');
    for (let i = 0; i < 2; i++) expect((await findId(sim, `Wrong name ${i}`, partner.email)).body.result).toBe('1');
    expect((await findId(sim, partner.userName, partner.email.toUpperCase())).body).toMatchObject(throttled(15));
    expect(await outbox(sim)).toHaveLength(3);
    // Reset and sign-in keep their own counts.
    expect((await resetPassword(sim, 'partner', partner.email)).body.result).toBe('0');
    expect(await signsIn(sim, 'partner', partner.password)).toBe(true);
  });

  it('brakes an address that asks about many accounts, each call on its own count', async () => {
    const sim = makeSim();
    for (let i = 0; i < 30; i++) await resetPassword(sim, `guess${i}`, `guess${i}@example.com`);
    expect((await resetPassword(sim, 'manager', demoAccount('manager').email)).body.result).toBe(String(FAILURE.THROTTLED));
    for (let i = 0; i < 30; i++) await findId(sim, `Guess ${i}`, `guess${i}@example.com`);
    const admin = demoAccount('admin');
    expect((await findId(sim, admin.userName, admin.email)).body.result).toBe(String(FAILURE.THROTTLED));
    expect(await outbox(sim)).toEqual([]);
    expect(await loginWith(sim, 'manager', demoAccount('manager').password)).toBeTruthy();
  });
});
