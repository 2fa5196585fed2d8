// Bearer sessions. Expired rows are kept for a while so an old token answers "expired", not 403.
// Only a SHA-256 hash of each token is stored (column `token`), so a copy of the database file holds
// no token anyone could sign in with.
import { createHash } from 'node:crypto';
import type { Db } from '../open';

/** What is stored of a bearer or reset-link token: its SHA-256 (256 random bits need no slow hash). */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export interface SessionRow {
  /** SHA-256 of the bearer token. */
  token: string;
  userIdx: number;
  createdAt: number;
  expiresAt: number;
}

/** How long an expired session is still recognised as expired rather than unknown. */
const KEEP_EXPIRED_MS = 7 * 24 * 60 * 60 * 1000;

export function sessionRepository(db: Db) {
  return {
    create(token: string, userIdx: number, now: number, expiresAt: number): void {
      db.prepare('DELETE FROM sessions WHERE expiresAt < ?').run(now - KEEP_EXPIRED_MS);
      db.prepare('INSERT INTO sessions (token, userIdx, createdAt, expiresAt) VALUES (?, ?, ?, ?)').run(tokenHash(token), userIdx, now, expiresAt);
    },
    find(token: string): SessionRow | undefined {
      return db.prepare('SELECT * FROM sessions WHERE token = ?').get(tokenHash(token)) as SessionRow | undefined;
    },
    /** Live sessions but the one of `token`: the consoles a world replacement signs out. */
    countOthers(now: number, token: string): number {
      return db.prepare('SELECT COUNT(*) FROM sessions WHERE expiresAt > ? AND token <> ?').pluck().get(now, tokenHash(token)) as number;
    },
    /** Expires every live session now; answers how many there were. */
    expireAll(now: number): number {
      return db.prepare('UPDATE sessions SET expiresAt = ? WHERE expiresAt > ?').run(now, now).changes;
    },
    /** Signs out one session (sign-out): its token is unknown from then on. */
    revoke(token: string): void {
      db.prepare('DELETE FROM sessions WHERE token = ?').run(tokenHash(token));
    },
    /** Signs the user out everywhere, or everywhere but the session `keepToken` (the caller's own). */
    deleteForUser(userIdx: number, keepToken: string | null = null): void {
      db.prepare('DELETE FROM sessions WHERE userIdx = ? AND token IS NOT ?').run(userIdx, keepToken === null ? null : tokenHash(keepToken));
    },
  };
}
export type SessionRepository = ReturnType<typeof sessionRepository>;
