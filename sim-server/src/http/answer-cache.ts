// Answers of read calls, kept as their serialised JSON until the database changes. Under load the
// console's screens ask the same thing many times a second (every open device list, dashboard and
// inventory screen refreshes on its own); a second identical question is answered from here instead
// of running its SQL, mapping and contract check again.
//
// An answer is kept only when its handler wrote nothing (the connection's change count did not
// move) and told the fleet of nothing, so which calls are reads is never listed by hand. It is
// served only while:
//  - the database is at the same version: no row written by this connection (SQLite's
//    total_changes(), which counts every INSERT, UPDATE and DELETE, rolled back or not) nor
//    committed by another one (PRAGMA data_version);
//  - less than MAX_AGE_MS has passed, in real time and in simulated time, so answers derived from
//    "now" (today's sales, a device gone silent) are at most that much behind a running clock.
// The session is checked before the cache is asked, so an expired or revoked token never reads it;
// the key holds the user, the language, the origin asked (answers carry absolute picture links) and
// the validated request; a user's scope and permissions are rows, so a change to them is a change
// of version. A new version empties the cache at once, so old answers never pile up.
//
// The sessions that tokens resolve to are kept the same way (a sign-out, a password change or a
// session expiry control call is a write); their expiry is checked on every request.
import type { SignedInSession } from '../auth/session';
import type { Db } from '../db/open';

/** How long an answer may be served, in real and in simulated time. */
export const MAX_AGE_MS = 1000;
/** Answers larger than this are not kept: a whole 100,000-row list is rare and huge. */
const MAX_ANSWER_BYTES = 1_000_000;
/** Bytes of answers kept at most; the oldest go first. */
const MAX_TOTAL_BYTES = 32_000_000;
/** Sessions kept at most in one version (a bench signing in thousands of times between writes). */
const MAX_SESSIONS = 10_000;

interface Entry {
  /** The answer as it goes on the wire (UTF-8), so a hit neither encodes nor allocates. */
  json: Buffer;
  wallMs: number;
  simMs: number;
}

export interface AnswerKey {
  endpointId: string;
  userIdx: number | null;
  lang: string;
  origin: string;
  params: unknown;
  body: unknown;
}

export class AnswerCache {
  private readonly entries = new Map<string, Entry>();
  private readonly sessions = new Map<string, SignedInSession>();
  private bytes = 0;
  /** The version every kept answer was computed at. */
  private atVersion = '';
  private readonly versionQuery;

  constructor(db: Db) {
    this.versionQuery = db.prepare('SELECT total_changes() || \':\' || data_version FROM pragma_data_version').pluck();
  }

  /** The database's version as this connection sees it (changes by anyone since it opened). */
  version(): string {
    return this.versionQuery.get() as string;
  }

  static key(k: AnswerKey): string {
    return JSON.stringify([k.endpointId, k.userIdx, k.lang, k.origin, k.params, k.body]);
  }

  /** The kept answer to `key`, if it is still true at `version`, `wallMs` and `simMs`. */
  get(key: string, version: string, wallMs: number, simMs: number): Buffer | undefined {
    this.moveTo(version);
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (wallMs - entry.wallMs >= MAX_AGE_MS || Math.abs(simMs - entry.simMs) >= MAX_AGE_MS) {
      this.drop(key, entry);
      return undefined;
    }
    return entry.json;
  }

  set(key: string, json: Buffer, version: string, wallMs: number, simMs: number): void {
    this.moveTo(version);
    if (json.length > MAX_ANSWER_BYTES) return;
    const old = this.entries.get(key);
    if (old) this.drop(key, old);
    this.entries.set(key, { json, wallMs, simMs });
    this.bytes += json.length;
    for (const [oldestKey, oldest] of this.entries) {
      if (this.bytes <= MAX_TOTAL_BYTES) break;
      this.drop(oldestKey, oldest);
    }
  }

  /** The session an Authorization header resolves to at `version`, looked up by `find` once per version. */
  session(header: string, version: string, find: () => SignedInSession): SignedInSession {
    this.moveTo(version);
    let session = this.sessions.get(header);
    if (!session) {
      session = find();
      if (this.sessions.size >= MAX_SESSIONS) this.sessions.clear();
      this.sessions.set(header, session);
    }
    return session;
  }

  /** Forgets everything (a world reset). */
  clear(): void {
    this.sessions.clear();
    this.entries.clear();
    this.bytes = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  private moveTo(version: string): void {
    if (version === this.atVersion) return;
    this.clear();
    this.atVersion = version;
  }

  private drop(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.bytes -= entry.json.length;
  }
}
