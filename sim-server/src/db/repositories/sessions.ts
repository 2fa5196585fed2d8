// Bearer sessions. Expired rows are kept for a while so an old token answers "expired", not 403.
// Only a SHA-256 hash of each token is stored (column `token`), so a copy of the database file holds
// no token anyone could sign in with.
import { createHash } from 'node:crypto';
import type { SessionEndReason } from '../../../../contract/index';
import type { Db } from '../open';
import { preparedRead } from '../sql';

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

/** Which live sessions the server ends: every one, or every one but those of a user or a token, or those of some users. */
export type SessionsToEnd = { allBut?: { userIdx?: number; token?: string }; userIdxs?: readonly number[] };

export function sessionRepository(db: Db) {
  return {
    create(token: string, userIdx: number, now: number, expiresAt: number): void {
      db.prepare('DELETE FROM sessions WHERE expiresAt < ?').run(now - KEEP_EXPIRED_MS);
      db.prepare('DELETE FROM ended_sessions WHERE endedAt < ?').run(now - KEEP_EXPIRED_MS);
      db.prepare('INSERT INTO sessions (token, userIdx, createdAt, expiresAt) VALUES (?, ?, ?, ?)').run(tokenHash(token), userIdx, now, expiresAt);
    },
    find(token: string): SessionRow | undefined {
      // Every signed-in request asks: the statement is prepared once.
      return preparedRead(db, 'SELECT * FROM sessions WHERE token = ?').get(tokenHash(token)) as SessionRow | undefined;
    },
    /** Live sessions but the one of `token`: the consoles a world replacement signs out. */
    countOthers(now: number, token: string): number {
      return db.prepare('SELECT COUNT(*) FROM sessions WHERE expiresAt > ? AND token <> ?').pluck().get(now, tokenHash(token)) as number;
    },
    /**
     * Ends live sessions for `reason`: each moves to ended_sessions, so its token answers "expired"
     * with the reason (sessionEnd) instead of "invalid". Answers how many were ended.
     */
    end(which: SessionsToEnd, reason: SessionEndReason, now: number): number {
      const where = `expiresAt > @now AND userIdx IS NOT @keepUser AND token IS NOT @keepToken
        AND (@users IS NULL OR userIdx IN (SELECT value FROM json_each(@users)))`;
      const params = {
        now,
        keepUser: which.allBut?.userIdx ?? null,
        keepToken: which.allBut?.token === undefined ? null : tokenHash(which.allBut.token),
        users: which.userIdxs ? JSON.stringify(which.userIdxs) : null,
      };
      db.prepare(`INSERT OR REPLACE INTO ended_sessions (token, reason, endedAt) SELECT token, @reason, @now FROM sessions WHERE ${where}`).run({ ...params, reason });
      return db.prepare(`DELETE FROM sessions WHERE ${where}`).run(params).changes;
    },
    /** Why the server ended the session of this token, if it did (and the row is still kept). */
    endReason(token: string): SessionEndReason | undefined {
      return db.prepare('SELECT reason FROM ended_sessions WHERE token = ?').pluck().get(tokenHash(token)) as SessionEndReason | undefined;
    },
    /** Lets one live session run out now, as its time would: its token answers "expired" (no end reason). */
    expireNow(token: string, now: number): number {
      return db.prepare('UPDATE sessions SET expiresAt = ? WHERE token = ? AND expiresAt > ?').run(now, tokenHash(token), now).changes;
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
