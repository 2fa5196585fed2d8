// Failed sign-ins slow an attacker down: per account and address, and per address over all
// accounts, in a sliding window of real time. A success clears that account's count for the address.
// Kept in memory per app (a restart forgives), which is enough for a simulator and a demo server.

export const LOGIN_THROTTLE = {
  windowMs: 15 * 60 * 1000,
  /** Failures of one account from one address before it must wait. */
  perAccount: 5,
  /** Failures from one address over all accounts (guessing many accounts). */
  perAddress: 30,
} as const;

export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly limits: typeof LOGIN_THROTTLE = LOGIN_THROTTLE) {}

  /** Milliseconds to wait before this account may try again from this address; 0 when it may now. */
  waitMs(userId: string, address: string, now: number): number {
    const waits = [this.wait(accountKey(userId, address), this.limits.perAccount, now), this.wait(addressKey(address), this.limits.perAddress, now)];
    return Math.max(...waits);
  }

  failed(userId: string, address: string, now: number): void {
    for (const key of [accountKey(userId, address), addressKey(address)]) this.failures.set(key, [...this.recent(key, now), now]);
  }

  succeeded(userId: string, address: string): void {
    this.failures.delete(accountKey(userId, address));
  }

  private recent(key: string, now: number): number[] {
    const kept = (this.failures.get(key) ?? []).filter((at) => now - at < this.limits.windowMs);
    if (kept.length === 0) this.failures.delete(key);
    return kept;
  }

  /** Blocked until the oldest failure that keeps the count at the limit leaves the window. */
  private wait(key: string, limit: number, now: number): number {
    const recent = this.recent(key, now);
    if (recent.length < limit) return 0;
    return recent[recent.length - limit]! + this.limits.windowMs - now;
  }
}

const accountKey = (userId: string, address: string) => `account:${userId.trim().toLowerCase()}@${address}`;
const addressKey = (address: string) => `address:${address}`;
