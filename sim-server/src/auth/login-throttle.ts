// Brakes on the calls an attacker repeats to get into accounts: sign-in, find ID and password reset.
// Per account from one address, and per address over all accounts, in a sliding window of real time.
// Each call keeps its own counts, so failing to sign in never keeps anyone from resetting.
//  - Sign-in counts its failures; a success clears that account's count for the address.
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

  /** Milliseconds to wait before this account may try again from this address; 0 when it may now. */
  waitMs(call: ThrottledCall, account: string, address: string, now: number): number {
    const waits = [this.wait(accountKey(call, account, address), this.limits.perAccount, now), this.wait(addressKey(call, address), this.limits.perAddress, now)];
    return Math.max(...waits);
  }

  /** An attempt that counts: a failed sign-in, any find-ID or reset request. */
  count(call: ThrottledCall, account: string, address: string, now: number): void {
    for (const key of [accountKey(call, account, address), addressKey(call, address)]) this.attempts.set(key, [...this.recent(key, now), now]);
  }

  /** A successful sign-in: that account's attempts from that address are forgotten. */
  forgive(call: ThrottledCall, account: string, address: string): void {
    this.attempts.delete(accountKey(call, account, address));
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
