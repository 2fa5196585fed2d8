// Who may steer the simulator: every control call is mounted through `controlRoute`, which checks the
// session and the role its contract entry names (contract/sim-control.ts, SimAccess) before the
// call runs, so a control call cannot be added without saying who may make it.
import type { Request, RequestHandler, Router } from 'express';
import type { z } from 'zod';
import { SIM_BASE, canMakeSimCall, type SimCall, type User } from '../../../contract/index';
import { Scope } from '../auth/scope';
import { assertMayChangeTemplate } from '../classroom/lock';
import { bearerToken, signedInUser } from '../auth/session';
import type { Repositories } from '../db/repositories/index';
import { fail } from '../failure';
import { validate } from '../http/validate';
import type { TextKey } from '../i18n';
import { control } from './respond';

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

/**
 * Mounts one control call: its access check, then its path, query and body against its contract
 * entry (the same field problems as /api/v1), then its work; the answer is checked like /api/v1's.
 */
export function controlRoute<K extends SimCall & { access: 'public' }>(router: Router, services: AccessServices, call: K, run: ControlRun<null, K>, messageKey?: TextKey): void;
export function controlRoute<K extends SimCall>(router: Router, services: AccessServices, call: K, run: ControlRun<Caller, K>, messageKey?: TextKey): void;
export function controlRoute(router: Router, services: AccessServices, call: SimCall, run: ControlRun<never>, messageKey?: TextKey): void {
  const answer = run as ControlRun<Caller | null>;
  const steers = call.access === 'steer' && call.method === 'POST';
  const site = { id: `${call.method} ${call.path}`, response: call.response };
  const handler: RequestHandler = control(site, services, async (req) => {
    const caller = call.access === 'public' ? null : callerOf(req, call.access, services);
    const input = {
      params: call.params && validate(call.params, { ...req.params }, 'path'),
      query: call.query && validate(call.query, { ...req.query }, 'query'),
      body: call.body && validate(call.body, req.body ?? {}, 'body'),
    } as CallInput<SimCall>;
    // Steering moves kiosks (stock, sales, faults): the template company's are the trainer's during a class.
    if (steers && caller) assertMayChangeTemplate(services.repos.db, caller.user, caller.scope);
    const data = await answer(req, caller, input);
    if (steers && caller) services.afterSteer?.(caller.user.userIdx);
    return data;
  }, messageKey);
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
