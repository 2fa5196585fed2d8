// Who may steer the simulator: every control call is mounted through `controlRoute`, which checks the
// session and the role its contract entry names (contract/sim-control.ts, SimAccess) before the
// call runs, so a control call cannot be added without saying who may make it. The rest is the
// API's pipeline (http/): its body reader, validation, transaction rule, answer check and answers.
import type { Request, RequestHandler, Router } from 'express';
import type { z } from 'zod';
import { SIM_BASE, canMakeSimCall, type Language, type SimCall, type User } from '../../../contract/index';
import { Scope } from '../auth/scope';
import { assertMayChangeTemplate } from '../classroom/lock';
import { bearerToken, signedInUser } from '../auth/session';
import type { Repositories } from '../db/repositories/index';
import { checkAnswer } from '../http/answer-check';
import { bodyReader } from '../http/body';
import { fail } from '../failure';
import { DEFAULT_STYLE } from '../http/failure';
import { answerCall, writeTransaction } from '../http/respond';
import { validate } from '../http/validate';
import { translate, type TextKey } from '../i18n';
import { SIM_BODY_LIMIT } from '../options';

/** The signed-in user making a control call, and what it may reach. */
export interface Caller {
  user: User;
  scope: Scope;
  /** The bearer token of the call (session-only faults belong to it). */
  token: string;
  isAdmin: boolean;
}

/** What a schema gives, or undefined where the call has none. */
type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;
/** A call's input, checked against its contract entry before its own work runs. */
export interface CallInput<K extends SimCall> {
  params: Parsed<K['params']>;
  query: Parsed<K['query']>;
  body: Parsed<K['body']>;
}

/** What a call answers as `data`, as its response schema takes it. */
type DataOf<K extends SimCall> = z.input<K['response']> extends { data: infer D } ? D : unknown;

/** A control call's own work: what it answers as `data` (typed by its response schema), or a SimFailure. */
export type ControlRun<C, K extends SimCall = SimCall> = (req: Request, caller: C, input: CallInput<K>) => DataOf<K> | Promise<DataOf<K>>;

export interface AccessServices {
  /** Check every answer against the call's response schema (tests, `npm run dev`: options.checkAnswers). */
  checkAnswers: boolean;
  logError: (message: string, error: unknown) => void;
  repos: Repositories;
  /** Real time, by which sessions expire. */
  wallNow: () => number;
  /** Told of every successful steering POST, after it (a trainee's exercises are checked then). */
  afterSteer?: (userIdx: number) => void;
}

/** The caller of a call that needs a session: signed in, not expired, of a role `access` allows. */
export function callerOf(req: Request, access: Exclude<SimCall['access'], 'public'>, services: AccessServices): Caller {
  const user = signedInUser(services.repos, req.headers.authorization, services.wallNow());
  if (!canMakeSimCall(user.authType, { access })) {
    fail.notAuthorized(access === 'admin' ? 'simulatorAdminOnly' : 'simulatorSteerOnly');
  }
  return { user, scope: Scope.of(user, services.repos), token: bearerToken(req.headers.authorization)!, isAdmin: user.authType === 'ADMIN' };
}

/** Express path of a contract entry, relative to the /sim mount. */
const relative = (call: SimCall) => call.path.slice(SIM_BASE.length);

export interface RouteOptions {
  /** The success message (default: normally processed). */
  messageKey?: TextKey;
  /**
   * The call commits its writes itself instead of in the call's one transaction: it replaces the
   * world (SQLite attaches the world's image only outside a transaction; the replacement is one
   * transaction of its own), or it is a long job written in bounded parts: a clock step, which the
   * fleet runtime writes a stretch at a time (runtime.ts; wrapped whole, a week's step took 3× as
   * long on an in-memory database), or a class made or ended a trainee at a time so that other
   * requests are answered meanwhile, removing what it made if it fails (classroom.ts). Only such a
   * call's work may be asynchronous.
   */
  ownTransactions?: boolean;
}

/**
 * Mounts one control call, as /api/v1 mounts an endpoint (http/mount.ts): its access check, then its
 * path, query and body against its contract entry (the same field problems), then its work in one
 * transaction (a call that throws changes nothing), the answer checked like /api/v1's.
 */
export function controlRoute<K extends SimCall & { access: 'public' }>(router: Router, services: AccessServices, call: K, run: ControlRun<null, K>, options?: RouteOptions): void;
export function controlRoute<K extends SimCall>(router: Router, services: AccessServices, call: K, run: ControlRun<Caller, K>, options?: RouteOptions): void;
export function controlRoute(router: Router, services: AccessServices, call: SimCall, run: ControlRun<never>, { messageKey = 'normallyProcessed', ownTransactions = false }: RouteOptions = {}): void {
  const answer = run as ControlRun<Caller | null>;
  const steers = call.access === 'steer' && call.method === 'POST';
  const id = `${call.method} ${call.path}`;
  const site = { id, style: DEFAULT_STYLE, logError: services.logError };
  // Every POST's body is read (a malformed one is refused, as under /api/v1); only a call with a body schema takes one.
  const readBody = bodyReader(call.method === 'POST' ? 'json' : 'none', SIM_BODY_LIMIT);
  const inTransaction = ownTransactions ? <T>(work: () => T): T => work() : writeTransaction(services.repos.db);
  const answered = (lang: Language, data: unknown) =>
    checkAnswer({ endpoint: { id, response: call.response }, lang, logError: services.logError }, { result: 0, message: translate(lang, messageKey), data }, services.checkAnswers);
  const handler: RequestHandler = (req, res) =>
    answerCall(req, res, site, async (lang) => {
      const caller = call.access === 'public' ? null : callerOf(req, call.access, services);
      const params = call.params && validate(call.params, { ...req.params }, 'path');
      const query = call.query && validate(call.query, { ...req.query }, 'query');
      const { body: rawBody } = await readBody(req, res);
      const input = { params, query, body: call.body && validate(call.body, rawBody, 'body') } as CallInput<SimCall>;
      const result = await inTransaction(() => {
        // Steering moves kiosks (stock, sales, faults): the template company's are the trainer's during a class.
        if (steers && caller) assertMayChangeTemplate(services.repos.db, caller.user, caller.scope);
        const data = answer(req, caller, input);
        // Checked inside the transaction, as /api/v1's answers are: one outside its contract writes nothing.
        return ownTransactions ? data : answered(lang, data);
      });
      if (steers && caller) services.afterSteer?.(caller.user.userIdx);
      return ownTransactions ? answered(lang, result) : result;
    });
  if (call.method === 'GET') router.get(relative(call), handler);
  else router.post(relative(call), handler);
}

/** A PARTNER reaches only its own company's kiosks; ADMIN every one. */
export function assertDevice(caller: Caller, repos: Repositories, deviceIdx: number): void {
  if (caller.isAdmin) return;
  const device = repos.devices.get(deviceIdx);
  if (!device || !caller.scope.canSeeDivision(device.divisionIdx)) fail.notAuthorized('notAuthorizedRecord');
}

/**
 * The user a fault or scenario is aimed at (`userId`), or undefined when it is aimed at none. Only
 * ADMIN aims (a trainer at one trainee): a PARTNER aiming at anyone, itself included, is refused.
 */
export function aimedUser(caller: Caller, repos: Repositories, userId: string | undefined): User | undefined {
  if (userId === undefined) return undefined;
  if (!caller.isAdmin) fail.notAuthorized('aimAdminOnly');
  const userIdx = repos.users.findByUserId(userId);
  const user = userIdx === undefined ? undefined : repos.users.get(userIdx);
  if (!user) fail.badInput('userId', 'noSuchUser', { value: userId });
  return user;
}
