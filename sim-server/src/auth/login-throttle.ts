// Brakes on the calls an attacker repeats to get into accounts: sign-in, find ID and password reset.
// Per account from one address, and per address over all accounts, in a sliding window of real time.
// Each call keeps its own counts, so failing to sign in never keeps anyone from resetting.
//  - Sign-in counts every attempt before the password is checked (so attempts sent at once beyond the
//    limit are refused without a check); a success forgives it and clears the account's count.
//  - Find ID and reset count every request: a success mails someone (a flood of mails is an attack
//    too), a failure is a guess at an account's e-mail. A person needs one or two.
// Kept in memory per app (a restart forgives), which is enough for a simulator and a demo server.

export const LOGIN_THROTTLE = {
  windowMs: 15 * 60 * 1000,
  /** Attempts on one account from one address before it must wait. */
  perAccount: 5,
  /** Attempts from one address over all accounts (guessing many accounts). */
  perAddress: 30,
} as const;

/** The braked calls. An account is what the call names: a user ID (sign-in, reset), an e-mail (find ID). */
export type ThrottledCall = 'login' | 'findId' | 'resetPassword';

export class LoginThrottle {
  private readonly attempts = new Map<string, number[]>();

  constructor(private readonly limits: typeof LOGIN_THROTTLE = LOGIN_THROTTLE) {}

  /**
   * Takes an attempt before anything is checked: 0 when it may go ahead (and it is counted), else the
   * milliseconds to wait (and nothing is counted).
   */
  take(call: ThrottledCall, account: string, address: string, now: number): number {
    const keys = [accountKey(call, account, address), addressKey(call, address)];
    const wait = Math.max(this.wait(keys[0]!, this.limits.perAccount, now), this.wait(keys[1]!, this.limits.perAddress, now));
    if (wait === 0) for (const key of keys) this.attempts.set(key, [...this.recent(key, now), now]);
    return wait;
  }

  /** A successful sign-in taken at `at`: that account's attempts from that address are forgotten, and this one from the address's count. */
  forgive(call: ThrottledCall, account: string, address: string, at: number): void {
    this.attempts.delete(accountKey(call, account, address));
    const key = addressKey(call, address);
    const attempts = this.attempts.get(key) ?? [];
    const index = attempts.lastIndexOf(at);
    if (index >= 0) attempts.splice(index, 1);
  }

  private recent(key: string, now: number): number[] {
    const kept = (this.attempts.get(key) ?? []).filter((at) => now - at < this.limits.windowMs);
    if (kept.length === 0) this.attempts.delete(key);
    return kept;
  }

  /** Blocked until the oldest attempt that keeps the count at the limit leaves the window. */
  private wait(key: string, limit: number, now: number): number {
    const recent = this.recent(key, now);
    if (recent.length < limit) return 0;
    return recent[recent.length - limit]! + this.limits.windowMs - now;
  }
}

const accountKey = (call: ThrottledCall, account: string, address: string) => `${call}:account:${account.trim().toLowerCase()}@${address}`;
const addressKey = (call: ThrottledCall, address: string) => `${call}:address:${address}`;
