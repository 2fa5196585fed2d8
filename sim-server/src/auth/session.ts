// Sign-in sessions: issue a bearer token, and resolve one to its user or to a failure
// (no/forged token ⇒ HTTP 403, expired ⇒ HTTP 200 EXPIRED, design.md §3).
import { randomBytes } from 'node:crypto';
import { FAILURE, SESSION_END_MESSAGES, messages, type User } from '../../../contract/index';
import type { Repositories } from '../db/repositories/index';
import type { SessionRow } from '../db/repositories/sessions';
import { SimFailure } from '../failure';

export function issueToken(repos: Repositories, userIdx: number, now: number, ttlSeconds: number): string {
  const token = randomBytes(32).toString('hex');
  repos.sessions.create(token, userIdx, now, now + ttlSeconds * 1000);
  return token;
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match ? match[1]! : null;
}

/** The user a session signs in at `now` (real time); null for no session or one that has ended. */
export function liveUserOf(session: SessionRow | undefined, now: number): number | null {
  return session && session.expiresAt > now ? session.userIdx : null;
}

/**
 * The signed-in user of an Authorization header at `now` (real time): no or a forged token ⇒ HTTP 403;
 * an expired session ⇒ HTTP 200 EXPIRED (the console signs out on either). The API and the control
 * API both ask here.
 */
export function signedInUser(repos: Repositories, header: string | undefined, now: number): User {
  const token = bearerToken(header);
  if (!token) throw new SimFailure(FAILURE.NOT_AUTHORIZED, { key: 'signInRequired' }, 403);
  const session = repos.sessions.find(token);
  const user = session && repos.users.get(session.userIdx);
  if (!session || !user) {
    // Ended by the server (a class, a world reset …): expired, saying why, so the console signs out and tells the user.
    const ended = repos.sessions.endReason(token);
    if (ended) throw new SimFailure(FAILURE.EXPIRED, { key: 'sessionEnded', values: { reason: messages[SESSION_END_MESSAGES[ended]] } }, 200, undefined, ended);
    throw new SimFailure(FAILURE.NOT_AUTHORIZED, { key: 'invalidToken' }, 403);
  }
  if (liveUserOf(session, now) === null) throw new SimFailure(FAILURE.EXPIRED, { key: 'sessionExpired' });
  return user;
}
