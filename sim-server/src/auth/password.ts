// Password hashing with Node's scrypt: random salt, parameters stored with the hash so they
// can be raised later, constant-time comparison. Checks run on libuv's thread pool, so a sign-in
// never holds up the calls being answered meanwhile.
import { createHmac, randomBytes, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// N=2^12 keeps seeding a world of ~20 users fast (~15 ms each); this guards demo passwords.
const COST = { N: 4096, r: 8, p: 1 };
const KEY_LENGTH = 32;

/** 'scrypt$N$r$p$salt$hash': the parameters travel with the hash. */
const formatHash = (salt: Buffer, hash: Buffer) => ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64'), hash.toString('base64')].join('$');

/** On the calling thread: for seeding, where nothing else waits. */
export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  return formatHash(salt, scryptSync(password, salt, KEY_LENGTH, COST));
}

/** On the thread pool: for a request (a reset), so other calls are answered meanwhile. */
export async function hashPasswordAsync(password: string): Promise<string> {
  const salt = randomBytes(16);
  return formatHash(salt, await scryptAsync(password, salt, KEY_LENGTH, COST));
}

/**
 * What an unknown user's password is checked against: a hash of the same cost as a real one (zero
 * salt and key, matched by no password in practice), so a sign-in for a user ID that does not exist
 * takes as long as a wrong password and the answer's timing does not tell which IDs exist.
 */
const UNKNOWN_USER_HASH = formatHash(Buffer.alloc(16), Buffer.alloc(KEY_LENGTH));

function scryptAsync(password: string, salt: Buffer, length: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => scrypt(password, salt, length, options, (error, key) => (error ? reject(error) : resolve(key))));
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64'), expected.length, { N: Number(n), r: Number(r), p: Number(p) });
  return timingSafeEqual(actual, expected);
}

/** How long a verified password is taken as verified again without scrypt. */
const VERIFIED_FOR_MS = 10 * 60 * 1000;
const MAX_VERIFIED = 1000;

/**
 * Checks passwords, remembering for a while the ones it verified (as Apache's authn_socache does):
 * a class of trainees or a demo signing in with the same account again and again costs one scrypt,
 * not one per sign-in. What is kept is an HMAC, under a key made at start-up and never stored, of
 * the stored hash and the password — so a changed password (a new hash) is never taken for the old
 * one, and nothing kept can be checked against a guess without that key. Wrong passwords are never
 * kept: each costs a full scrypt, and the login throttle counts them.
 */
export class PasswordChecker {
  private readonly key = randomBytes(32);

  constructor(private readonly verify: (password: string, stored: string) => Promise<boolean> = verifyPassword) {}
  /** HMAC → until when (real time, ms). */
  private readonly verified = new Map<string, number>();

  /** `stored` null: the user does not exist; the same scrypt runs against UNKNOWN_USER_HASH and the answer is no. */
  async check(password: string, stored: string | null, nowMs: number): Promise<boolean> {
    if (stored === null) {
      await this.verify(password, UNKNOWN_USER_HASH);
      return false;
    }
    const digest = createHmac('sha256', this.key).update(stored).update('\0').update(password).digest('base64');
    const until = this.verified.get(digest);
    if (until !== undefined && until > nowMs) return true;
    this.verified.delete(digest);
    if (!(await this.verify(password, stored))) return false;
    if (this.verified.size >= MAX_VERIFIED) this.verified.delete(this.verified.keys().next().value!);
    this.verified.set(digest, nowMs + VERIFIED_FOR_MS);
    return true;
  }
}
