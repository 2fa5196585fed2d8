// Mounts every catalog endpoint on the /api/v1 router: injected faults → auth → path params →
// body → handler (or NOT_SIMULATED), each failure answered as JSON in the endpoint's style.
//
// The same answering runs on Node's own request and response, and catalogFastPath serves the JSON
// calls that way, ahead of Express: Express gives each request its own prototypes, which slows
// Node's HTTP internals down (a bare Express app answered 8,300 requests/s here, the same app on
// plain Node 26,000). Whatever the fast path does not take — a file or an upload, an injected
// fault, an unusual path — goes through the Express router as before.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Router, type RequestHandler, type Response } from 'express';
import { FAILURE, catalog, expressPath, type EndpointDef, type User } from '../../../contract/index';
import { checkExpiry, findSession } from '../auth/session';
import { Scope } from '../auth/scope';
import { toWireDateTime } from '../clock';
import type { LoginThrottle } from '../auth/login-throttle';
import type { PasswordChecker } from '../auth/password';
import type { InjectedFaults } from '../control/injected-faults';
import type { Repositories } from '../db/repositories/index';
import type { FleetChange, FleetRuntime } from '../fleet-runtime/index';
import { languageOf, translate } from '../i18n';
import type { ResolvedOptions } from '../options';
import { AnswerCache } from './answer-cache';
import { ContractViolation, checkAnswer } from './answer-check';
import { bodyReaderFor } from './body';
import { SimFailure, databaseFailure, renderFailure, styleOf } from './failure';
import { FileReply, type Handler, type HandlerTable, type RequestContext } from './handler';
import { requestOrigin } from './public-url';
import { validate } from './validate';

export interface SimServices {
  repos: Repositories;
  options: ResolvedOptions;
  /** The simulated fleet: its clock stamps records; it hears of committed changes. */
  fleet: FleetRuntime;
  /** Faults set at run time through /sim/faults. */
  faults: InjectedFaults;
  loginThrottle: LoginThrottle;
  passwords: PasswordChecker;
  /** Answers of read calls until the database changes (answer-cache.ts). */
  answers: AnswerCache;
}

/** Answers one call of an endpoint; `params` are its path parameters as they came (decoded). */
type Answer = (req: IncomingMessage, res: ServerResponse, params: Record<string, string>) => Promise<void>;

/** An endpoint whose path has parameters, as the fast path matches it. */
interface PatternRoute {
  method: string;
  pattern: RegExp;
  names: string[];
  answer: Answer;
}

export function catalogRouter(handlers: HandlerTable, services: SimServices): Router {
  const router = Router();
  for (const e of catalog) {
    const method = e.method === 'GET' ? 'get' : 'post';
    const answer = answerFor(e, handlers.get(e.id), services);
    const viaExpress: RequestHandler = (req, res) => answer(req, res, { ...(req.params as Record<string, string>) });
    router[method](expressPath(e.path), services.faults.gate(e), viaExpress);
  }
  return router;
}

/**
 * The catalog's JSON calls on plain Node: answers a request to `${base}/...` and says true, or says
 * false and leaves it alone. It takes only a path exactly as the catalog spells it (no trailing
 * slash, same case, parameters that decode), with the catalog's method, while no fault is injected;
 * `headers` sets the security headers every answer carries.
 */
export function catalogFastPath(base: string, handlers: HandlerTable, services: SimServices, headers: (req: IncomingMessage, res: ServerResponse) => void) {
  const fixed = new Map<string, Answer>();
  const patterned: PatternRoute[] = [];
  for (const e of catalog) {
    if (e.bodyKind === 'multipart' || e.responseKind === 'file') continue;
    const answer = answerFor(e, handlers.get(e.id), services);
    const names = [...e.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
    if (names.length === 0) fixed.set(`${e.method} ${base}${e.path}`, answer);
    else patterned.push({ method: e.method, names, answer, pattern: new RegExp(`^${escapeRegExp(base + e.path).replace(/\\\{\w+\\\}/g, '([^/]+)')}$`) });
  }
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (services.faults.active) return false;
    const url = req.url ?? '';
    const query = url.indexOf('?');
    const path = query < 0 ? url : url.slice(0, query);
    let answer = fixed.get(`${req.method} ${path}`);
    let params: Record<string, string> = {};
    if (!answer) {
      const found = matchPattern(patterned, req.method ?? '', path);
      if (!found) return false;
      ({ answer, params } = found);
    }
    headers(req, res);
    // Express catches what escapes a handler; here nothing may reach Node as an unhandled rejection.
    answer(req, res, params).catch((error: unknown) => {
      services.options.logError(`${req.method} ${path}: answering failed`, error);
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    });
    return true;
  };
}

function matchPattern(patterned: readonly PatternRoute[], method: string, path: string) {
  for (const p of patterned) {
    if (p.method !== method) continue;
    const match = p.pattern.exec(path);
    if (!match) continue;
    try {
      return { answer: p.answer, params: Object.fromEntries(p.names.map((name, i) => [name, decodeURIComponent(match[i + 1]!)])) };
    } catch {
      return undefined; // a malformed escape: Express answers it
    }
  }
  return undefined;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function answerFor(e: EndpointDef, handler: Handler<EndpointDef> | undefined, services: SimServices): Answer {
  const readBody = bodyReaderFor(e);
  const style = styleOf(e);
  const { repos, options, answers } = services;
  // Uploads always write, and a handler with a step does more than read; the rest are kept when
  // their handler turns out to change nothing.
  const cacheable = e.bodyKind !== 'multipart' && !handler?.step;
  return async (req, res, pathParams) => {
    const lang = languageOf(req);
    res.setHeader('Cache-Control', 'no-store');
    try {
      const wallMs = options.clock.now();
      const header = req.headers.authorization;
      const user = e.auth ? checkExpiry(answers.session(header ?? '', answers.version(), () => findSession(repos, header)), wallMs) : null;
      const params = validate(e.params, pathParams, 'path');
      const { body: rawBody, files } = await readBody(req, res);
      const body = validate(e.body, rawBody, 'body');
      if (!handler) {
        throw new SimFailure(FAILURE.NOT_SIMULATED, { key: 'notSimulated', values: { endpoint: `${e.id} (${e.method} ${e.path})` } });
      }
      const nowMs = services.fleet.now();
      const version = answers.version(); // after the body: the fleet may have written while it arrived
      const key = cacheable ? AnswerCache.key({ endpointId: e.id, userIdx: user?.userIdx ?? null, lang, origin: requestOrigin(req), params, body }) : '';
      const kept = cacheable ? answers.get(key, version, wallMs, nowMs) : undefined;
      if (kept !== undefined) return sendJson(res, kept);
      const changes: FleetChange[] = [];
      const ctx = createContext(e, req, services, user, wallMs, nowMs, changes);
      const stepped = handler.step ? await handler.step({ params, body, files }, ctx) : undefined;
      const result = repos.db.transaction(() => {
        const answer = handler({ params, body, files, stepped }, ctx);
        return answer instanceof FileReply ? answer : checkAnswer({ endpoint: e, lang, logError: options.logError }, answer);
      })();
      tellFleet(services, changes);
      if (result instanceof FileReply) return sendFile(res as Response, result); // files go through Express (see catalogFastPath)
      const json = Buffer.from(JSON.stringify(result));
      // Only an answer that changed nothing is a read worth keeping.
      if (cacheable && changes.length === 0 && answers.version() === version) answers.set(key, json, version, wallMs, nowMs);
      sendJson(res, json);
    } catch (error) {
      const failure = asFailure(error, e, options);
      sendJson(res, Buffer.from(JSON.stringify(renderFailure(style, failure, lang))), failure.status);
    }
  };
}

/** After the commit: the write stands whatever the fleet makes of it, so a fleet error is only logged. */
function tellFleet(services: SimServices, changes: readonly FleetChange[]): void {
  for (const change of changes) {
    try {
      services.fleet.notify(change);
    } catch (error) {
      services.options.logError('fleet: a committed change could not be applied to the simulation', error);
    }
  }
}

function createContext(e: EndpointDef, req: IncomingMessage, services: SimServices, user: User | null, wallMs: number, nowMs: number, changes: FleetChange[]): RequestContext {
  const lang = languageOf(req);
  const signedIn = (): User => {
    if (!user) throw new Error(`${e.id} has no signed-in user (auth: false)`);
    return user;
  };
  let scope: Scope | undefined;
  return {
    endpoint: e,
    lang,
    req,
    repos: services.repos,
    clock: services.fleet.clock,
    options: services.options,
    nowMs,
    now: toWireDateTime(nowMs),
    wallMs,
    loginThrottle: services.loginThrottle,
    passwords: services.passwords,
    fleetChanged: (change) => void changes.push(change),
    get user() {
      return signedIn();
    },
    get scope() {
      return (scope ??= Scope.of(signedIn(), services.repos));
    },
    t: (key, values) => translate(lang, key, values),
  };
}

// attachment() writes the name RFC 5987-encoded (filename*), so Korean names survive; nosniff keeps
// a browser from running an uploaded file as something other than its stored type.
function sendFile(res: Response, file: FileReply): void {
  res.attachment(file.fileName).type(file.contentType).set('X-Content-Type-Options', 'nosniff').send(file.data);
}

// Written directly: no ETag (the answers are no-store, and hashing every body cost more than
// serialising it at fleet-size list rates).
function sendJson(res: ServerResponse, body: Buffer, status = 200): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', body.length);
  res.end(body);
}

function asFailure(error: unknown, e: EndpointDef, options: ResolvedOptions): SimFailure {
  if (error instanceof SimFailure) return error;
  const storage = databaseFailure(error, e.id, options.logError);
  if (storage) return storage;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && code.startsWith('SQLITE_CONSTRAINT')) {
    // The schema caught what a handler did not check: refuse, nothing was written.
    options.logError(`${e.id}: constraint violation`, error);
    return new SimFailure(FAILURE.REJECTED, { key: 'conflict' });
  }
  options.logError(error instanceof ContractViolation ? error.message : `${e.id} failed`, error);
  return new SimFailure(FAILURE.REJECTED, { key: 'processingError' }, 500);
}
