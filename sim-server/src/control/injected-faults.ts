// Faults injected into /api/v1 at run time (contract/sim-faults.ts): set, listed and cleared through
// /sim/faults, applied by a gate in front of every catalog endpoint. A fault hits everyone, one
// session (the caller's own) or one user (every session of theirs, present and future: a trainer's
// exercise for one trainee). They live in memory only: a restart or a world reset clears them, so a
// demo never starts broken. A session's faults end with the session (sign-out, expiry, every session
// ended), and the faults a user set or had aimed at them with that user's sandbox (clearForUser).
import type { Request, RequestHandler, Response } from 'express';
import { API_BASE, FAILURE, type EndpointDef, type InjectedFault, type InjectedFaultInput, type InjectedFaultKind } from '../../../contract/index';
import { bearerToken } from '../auth/session';
import { failureBody, styleOf } from '../http/failure';
import { sendJson } from '../http/send-json';
import { languageOf, translate } from '../i18n';

/** The call's path under /api/v1 ('/device/list'), whichever router of the API it reached. */
const apiPath = (req: Request) => `${req.baseUrl.slice(API_BASE.length)}${req.path}`;

interface ActiveFault {
  faultId: number;
  kind: InjectedFaultKind;
  path: string;
  matches: (path: string) => boolean;
  method: 'GET' | 'POST' | null;
  rate: number;
  remaining: number | null;
  hits: number;
  /** The session it belongs to; null: not one session's. */
  token: string | null;
  /** The user it is aimed at (every session of theirs); null: not one user's. Never set with `token`. */
  userIdx: number | null;
  userId: string | null;
  /** Who set it: ADMIN's faults and each other user's draw on budgets of their own (heldBy). */
  ownerIdx: number;
  setBy: string;
  byAdmin: boolean;
  delayMs: number | null;
  delayMaxMs: number | null;
  result: number | null;
  message: string | null;
  status: number | null;
  createdAt: number;
}

/** A user a fault is aimed at. */
export interface FaultTarget {
  userIdx: number;
  userId: string;
}

/** Who lists, sets or clears faults: their session, their user and whether they see every fault (ADMIN). */
export interface FaultViewer {
  token: string;
  userIdx: number;
  userId: string;
  isAdmin: boolean;
}

/** Longest a hung call is held before its connection is closed (the client gives up long before). */
const HANG_LIMIT_MS = 10 * 60 * 1000;

/**
 * '/company/*' matches '/company/list' (only `*` is special: any run of characters). Matched by
 * taking the parts between stars in order, each at its leftmost place: no backtracking, so a pattern
 * of many stars costs no more than reading the path once per part (a regular expression of `.*`s
 * backtracks, and 16 stars against a 30-character path held the server for seconds).
 */
export function globMatcher(glob: string): (path: string) => boolean {
  const parts = glob.split('*');
  const first = parts[0]!;
  if (parts.length === 1) return (path) => path === first;
  const last = parts.at(-1)!;
  const middle = parts.slice(1, -1).filter((part) => part !== '');
  return (path) => {
    if (path.length < first.length + last.length || !path.startsWith(first) || !path.endsWith(last)) return false;
    let at = first.length;
    const end = path.length - last.length;
    for (const part of middle) {
      const found = path.indexOf(part, at);
      if (found < 0 || found + part.length > end) return false;
      at = found + part.length;
    }
    return true;
  };
}

export class InjectedFaults {
  private faults: ActiveFault[] = [];
  private nextId = 1;
  /** Calls held by each hang fault: released when that fault is cleared. */
  private readonly held = new Map<number, Set<() => void>>();

  /**
   * `userOfToken`: the user a live session's bearer token signs in, null once the session has ended
   * (looked up per call only while a fault is aimed at a user; for each session fault when faults are
   * listed, set or cleared, so an ended session's faults go).
   */
  constructor(
    private readonly now: () => number,
    private readonly userOfToken: (token: string) => number | null = () => null,
    private readonly random: () => number = Math.random,
  ) {}

  /** `viewer.token`: the caller's session, which a fault for its session only belongs to; `target`: the user it is aimed at. */
  add(input: Required<Pick<InjectedFaultInput, 'kind' | 'path' | 'rate' | 'sessionOnly'>> & InjectedFaultInput, viewer: FaultViewer, target?: FaultTarget): InjectedFault {
    const fault: ActiveFault = {
      faultId: this.nextId++,
      kind: input.kind,
      path: input.path,
      matches: globMatcher(input.path),
      method: input.method ?? null,
      rate: input.rate,
      remaining: input.count ?? null,
      hits: 0,
      token: input.sessionOnly ? viewer.token : null,
      userIdx: target?.userIdx ?? null,
      userId: target?.userId ?? null,
      ownerIdx: viewer.userIdx,
      setBy: viewer.userId,
      byAdmin: viewer.isAdmin,
      delayMs: input.delayMs ?? null,
      delayMaxMs: input.delayMaxMs ?? null,
      result: input.result ?? null,
      message: input.message ?? null,
      status: input.status ?? null,
      createdAt: this.now(),
    };
    this.faults.push(fault);
    return this.view(fault, viewer);
  }

  /** What a viewer sees: every fault (ADMIN), or those hitting everyone, its own session's and those aimed at its user. */
  list(viewer: FaultViewer): InjectedFault[] {
    this.dropEndedSessions();
    return this.faults.filter((f) => viewer.isAdmin || hitsEveryone(f) || f.token === viewer.token || f.userIdx === viewer.userIdx).map((f) => this.view(f, viewer));
  }

  has(faultId: number): boolean {
    return this.faults.some((f) => f.faultId === faultId);
  }

  /**
   * The faults that draw on the viewer's budget: every fault ADMIN set (for ADMIN), or those the
   * viewer's user set (anyone else), so a trainee can never use up the trainer's room, nor another trainee's.
   */
  heldBy(viewer: FaultViewer): number {
    this.dropEndedSessions();
    return this.faults.filter((f) => (viewer.isAdmin ? f.byAdmin : !f.byAdmin && f.ownerIdx === viewer.userIdx)).length;
  }

  /** One fault by id, every fault (ADMIN) or the caller's own session faults; answers how many went. */
  clear(viewer: FaultViewer, faultId: number | undefined): number {
    return this.remove((f) => (faultId !== undefined ? f.faultId === faultId : viewer.isAdmin || f.token === viewer.token));
  }

  /** The faults aimed at one user and those the user set (a trainee's reset, the end of a class); answers how many went. */
  clearForUser(userIdx: number): number {
    return this.remove((f) => f.userIdx === userIdx || (!f.byAdmin && f.ownerIdx === userIdx));
  }

  /** Every fault, whoever set it (a world reset: users and sessions are new). */
  clearAll(): void {
    this.remove(() => true);
  }

  private remove(going: (f: ActiveFault) => boolean): number {
    const gone = this.faults.filter(going);
    this.faults = this.faults.filter((f) => !gone.includes(f));
    for (const f of gone) this.release(f.faultId);
    return gone.length;
  }

  /** A session's faults end with it: dropped once its token no longer signs anyone in. */
  private dropEndedSessions(): void {
    this.remove((f) => f.token !== null && this.userOfToken(f.token) === null);
  }

  /** The gate of one endpoint: applies what hits this call, then lets it through (or not). */
  gate(e: EndpointDef): RequestHandler {
    const style = styleOf(e);
    return (req, res, next) => {
      if (this.faults.length === 0) return next();
      const hitting = this.hitting(req);
      const delay = Math.max(0, ...hitting.filter((f) => f.kind === 'latency').map((f) => this.delayOf(f)));
      const final = hitting.find((f) => f.kind !== 'latency');
      const act = () => {
        if (!final) return next();
        if (res.writableEnded || req.socket.destroyed) return;
        this.apply(final, req, res, next, style);
      };
      if (delay > 0) setTimeout(act, delay);
      else act();
    };
  }

  private apply(fault: ActiveFault, req: Request, res: Response, next: () => void, style: ReturnType<typeof styleOf>): void {
    const lang = languageOf(req);
    switch (fault.kind) {
      case 'error': {
        const message = fault.message ?? translate(lang, 'injectedError', { path: apiPath(req) });
        const body = failureBody(style, FAILURE.REJECTED, message);
        if (fault.result !== null) body.result = style.success === '0' ? String(fault.result) : fault.result;
        sendJson(res, 200, body);
        return;
      }
      case 'http':
        sendJson(res, fault.status ?? 500, { result: FAILURE.REJECTED, message: translate(lang, 'injectedHttp', { status: fault.status ?? 500 }) });
        return;
      case 'forbid':
        sendJson(res, 403, { result: FAILURE.NOT_AUTHORIZED, message: translate(lang, 'injectedForbidden') });
        return;
      case 'drop':
        req.socket.destroy();
        return;
      case 'hang': {
        // Held until the client gives up, the fault is cleared (the call then goes on), or the limit.
        const release = () => {
          cleanup();
          if (!req.socket.destroyed) next();
        };
        const timer = setTimeout(() => {
          cleanup();
          req.socket.destroy();
        }, HANG_LIMIT_MS);
        const waiting = this.held.get(fault.faultId) ?? new Set<() => void>();
        const cleanup = () => {
          clearTimeout(timer);
          waiting.delete(release);
          req.socket.off('close', cleanup);
        };
        waiting.add(release);
        this.held.set(fault.faultId, waiting);
        req.socket.on('close', cleanup);
        return;
      }
      case 'latency':
        next();
    }
  }

  /** The faults this call meets, each counted as a hit. */
  private hitting(req: Request): ActiveFault[] {
    const token = bearerToken(req.get('authorization'));
    const path = apiPath(req);
    const spared = (f: ActiveFault) => path.startsWith('/auth/') && !f.path.startsWith('/auth');
    let userIdx: number | null | undefined; // looked up once, and only for a fault aimed at a user
    const aimedAtCaller = (f: ActiveFault) => f.userIdx !== null && token !== null && f.userIdx === (userIdx ??= this.userOfToken(token));
    const hits = this.faults.filter(
      (f) =>
        !spared(f) &&
        (hitsEveryone(f) || (f.token !== null && f.token === token) || aimedAtCaller(f)) &&
        (f.method === null || f.method === req.method) &&
        f.matches(path) &&
        (f.rate >= 1 || this.random() < f.rate),
    );
    for (const f of hits) {
      f.hits += 1;
      if (f.remaining !== null) f.remaining -= 1;
    }
    this.faults = this.faults.filter((f) => f.remaining === null || f.remaining > 0);
    return hits;
  }

  private delayOf(f: ActiveFault): number {
    const min = f.delayMs ?? 0;
    const max = f.delayMaxMs ?? min;
    return Math.round(min + this.random() * (max - min));
  }

  private release(faultId: number): void {
    const waiting = this.held.get(faultId);
    this.held.delete(faultId);
    for (const release of [...(waiting ?? [])]) release();
  }

  private view(f: ActiveFault, viewer: FaultViewer): InjectedFault {
    const { matches: _matches, token: owner, userIdx, ownerIdx: _ownerIdx, byAdmin: _byAdmin, ...shown } = f;
    return { ...shown, sessionOnly: owner !== null, mine: owner !== null && owner === viewer.token, aimedAtYou: userIdx !== null && userIdx === viewer.userIdx };
  }
}

const hitsEveryone = (f: ActiveFault) => f.token === null && f.userIdx === null;
