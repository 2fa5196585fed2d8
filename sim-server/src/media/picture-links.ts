// Signed addresses of product pictures. An <img> sends no bearer token, so the picture of a
// company's own product (its name is drawn on it) is served only at an address that an answer to a
// signed-in session handed out: the stored path with an expiry and an HMAC under a key of this
// process (a restart ends the old addresses; the console asks again with every list). The expiry
// moves in whole windows, so one picture keeps one address for a while and the browser can cache it.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** An address is handed out for 1 to 2 windows. */
export const PICTURE_LINK_WINDOW_MS = 60 * 60 * 1000;

export class PictureLinks {
  private readonly key = randomBytes(32);

  constructor(private readonly now: () => number) {}

  /** `path` (a stored /media/… path) with `?exp=…&sig=…`. */
  sign(path: string): string {
    const exp = (Math.floor(this.now() / PICTURE_LINK_WINDOW_MS) + 2) * PICTURE_LINK_WINDOW_MS;
    return `${path}?exp=${exp}&sig=${this.mac(path, exp)}`;
  }

  /** Whether `exp` and `sig` (as the query gave them) are a signature of `path` that has not expired. */
  verify(path: string, exp: unknown, sig: unknown): boolean {
    if (typeof exp !== 'string' || typeof sig !== 'string' || !/^\d{1,15}$/.test(exp) || Number(exp) <= this.now()) return false;
    const expected = Buffer.from(this.mac(path, Number(exp)));
    const given = Buffer.from(sig);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private mac(path: string, exp: number): string {
    return createHmac('sha256', this.key).update(`${path}\n${exp}`).digest('base64url');
  }
}
