// Brakes on the calls an attacker repeats to get into accounts: sign-in, find ID and password reset.
// Per account from one address, and per address over all accounts, in a sliding window of real time.
// Each call keeps its own counts, so failing to sign in never keeps anyone from resetting.
//  - Sign-in counts every attempt before the password is checked (so attempts sent at once beyond the
//    limit are refused without a check); a success forgives it and clears the account's count. One
//    held back only by attempts still being checked is told to try again in a moment.
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

/** What a caller held back only by attempts still being checked waits: a moment, not the window. */
const RETRY_SOON_MS = 5_000;

/** A refusal: how long to wait, and whether only attempts still being checked hold it back. */
export interface ThrottleWait {
  waitMs: number;
  busy: boolean;
}

/** One counted attempt: `checking` while its password is being checked (it may yet be forgiven). */
interface Attempt {
  at: number;
  checking: boolean;
}

export class LoginThrottle {
  private readonly attempts = new Map<string, Attempt[]>();

  constructor(private readonly limits: typeof LOGIN_THROTTLE = LOGIN_THROTTLE) {}

  /**
   * Takes an attempt before anything is checked: null when it may go ahead (and it is counted), else
   * the wait (and nothing is counted). `checking`: the caller settles it (sign-in).
   */
  take(call: ThrottledCall, account: string, address: string, now: number, checking = false): ThrottleWait | null {
    const keys = [accountKey(call, account, address), addressKey(call, address)];
    const waits = [this.wait(keys[0]!, this.limits.perAccount, now), this.wait(keys[1]!, this.limits.perAddress, now)];
    const failedWait = Math.max(...waits.map((w) => (w === 'busy' ? 0 : w)));
    if (failedWait > 0) return { waitMs: failedWait, busy: false };
    if (waits.includes('busy')) return { waitMs: RETRY_SOON_MS, busy: true };
    for (const key of keys) this.attempts.set(key, [...this.recent(key, now), { at: now, checking }]);
    return null;
  }

  /**
   * The attempt taken at `at` was checked. A success is forgotten, with that account's earlier
   * failures from the address; a failure stays counted for the window.
   */
  settle(call: ThrottledCall, account: string, address: string, at: number, ok: boolean): void {
    const keys = [accountKey(call, account, address), addressKey(call, address)];
    if (ok) this.attempts.delete(keys[0]!);
    for (const key of keys) {
      const list = this.attempts.get(key) ?? [];
      const index = list.findIndex((a) => a.at === at && a.checking);
      if (index < 0) continue;
      if (ok) list.splice(index, 1);
      else list[index] = { at, checking: false };
    }
  }

  private recent(key: string, now: number): Attempt[] {
    const kept = (this.attempts.get(key) ?? []).filter((a) => a.checking || now - a.at < this.limits.windowMs);
    if (kept.length === 0) this.attempts.delete(key);
    return kept;
  }

  /**
   * Blocked until the oldest failure that keeps the count at the limit leaves the window; held back
   * only by attempts still being checked (many sign-ins at once), 'busy'.
   */
  private wait(key: string, limit: number, now: number): number | 'busy' {
    const recent = this.recent(key, now);
    if (recent.length < limit) return 0;
    const failed = recent.filter((a) => !a.checking);
    if (failed.length < limit) return 'busy';
    return failed[failed.length - limit]!.at + this.limits.windowMs - now;
  }
}

const accountKey = (call: ThrottledCall, account: string, address: string) => `${call}:account:${account.trim().toLowerCase()}@${address}`;
const addressKey = (call: ThrottledCall, address: string) => `${call}:address:${address}`;
