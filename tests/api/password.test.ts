// Password checks: scrypt on the thread pool, and a verified password remembered for a while under
// a keyed HMAC — never a wrong one, never across a password change, never past its time.
import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { PasswordChecker, hashPassword, verifyPassword } from '../../sim-server/src/auth/password';
import { demoAccount } from '../../sim-server/src/auth/demo-accounts';
import { api, makeSim, rows } from './support';

const MINUTE = 60_000;

function countingChecker() {
  const calls = { scrypt: 0 };
  const checker = new PasswordChecker(async (password, stored) => {
    calls.scrypt++;
    return verifyPassword(password, stored);
  });
  return { checker, calls };
}

describe('password checks', () => {
  it('runs scrypt once for a password it verified, until ten minutes have passed', async () => {
    const { checker, calls } = countingChecker();
    const stored = hashPassword('demo1234');
    expect(await checker.check('demo1234', stored, 0)).toBe(true);
    expect(await checker.check('demo1234', stored, 9 * MINUTE)).toBe(true);
    expect(calls.scrypt).toBe(1);
    expect(await checker.check('demo1234', stored, 10 * MINUTE)).toBe(true);
    expect(calls.scrypt).toBe(2);
  });

  it('checks every wrong password in full and never takes one for right', async () => {
    const { checker, calls } = countingChecker();
    const stored = hashPassword('demo1234');
    await checker.check('demo1234', stored, 0);
    expect(await checker.check('demo1235', stored, 0)).toBe(false);
    expect(await checker.check('demo1235', stored, 0)).toBe(false);
    expect(await checker.check('', stored, 0)).toBe(false);
    expect(calls.scrypt).toBe(4);
  });

  it('does not take a remembered password once the stored hash is another one', async () => {
    const { checker } = countingChecker();
    const before = hashPassword('demo1234');
    const after = hashPassword('changed99');
    expect(await checker.check('demo1234', before, 0)).toBe(true);
    expect(await checker.check('demo1234', after, 0)).toBe(false);
    expect(await checker.check('changed99', after, 0)).toBe(true);
  });

  it('checks an unknown user against a dummy hash of the same cost as a real one, and never lets it in', async () => {
    const seen: string[] = [];
    const checker = new PasswordChecker(async (_password, stored) => {
      seen.push(stored);
      return true; // even a verify that says yes cannot sign in a user who does not exist
    });
    expect(await checker.check('admin1234', null, 0)).toBe(false);
    expect(await checker.check('admin1234', null, 0)).toBe(false);
    expect(seen).toHaveLength(2);
    // kind, N, r, p and the key length: the work scrypt does.
    const cost = (stored: string) => {
      const [kind, n, r, p, , hash] = stored.split('$');
      return [kind, n, r, p, Buffer.from(hash!, 'base64').length];
    };
    expect(cost(seen[0]!)).toEqual(cost(hashPassword('demo1234')));
    // The real verify runs it in full and says no.
    expect(await new PasswordChecker().check('admin1234', null, 0)).toBe(false);
  });

  it('signs in the same account many times at once, a session each; beyond the brake, the rest are told to try again in a moment', async () => {
    const sim = makeSim();
    const account = demoAccount('manager');
    const login = () => request(sim.app).post(api('/auth/login')).set('Accept-Language', 'en').send({ userId: account.userId, password: account.password });
    const answers = await Promise.all(Array.from({ length: 20 }, login));
    const signedIn = answers.filter((a) => a.body.result === '0');
    // Attempts are counted before the check (5 an account from an address): the others wait for those
    // being checked, and are told so, not "15 minutes".
    expect(signedIn).toHaveLength(5);
    const held = answers.filter((a) => a.body.result !== '0');
    expect(held.map((a) => a.body.msg)).toEqual(Array(15).fill('Other sign-ins to this account are being checked; try again in a moment'));
    expect(new Set(signedIn.map((a) => a.body.accessToken)).size).toBe(5);
    // The successes were forgiven: the account signs in again at once, a session each.
    for (let i = 0; i < 5; i++) expect((await login()).body.result).toBe('0');
    const sessions = rows(sim, 'sessions') as { userIdx: number }[];
    expect(sessions.filter((s) => s.userIdx === signedIn[0]!.body.user.userIdx)).toHaveLength(10);
  });
});
