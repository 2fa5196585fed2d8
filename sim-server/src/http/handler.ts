// The typed handler API every area uses: a handler gets the parsed params/body, the request
// context (signed-in user, scope, repositories, language, time) and returns the response body.
// Handlers are synchronous: the mount runs each one in a database transaction, so a handler
// that throws (a SimFailure or a bug) changes nothing. One that must wait for something first (a
// password check on the thread pool) is built with withAsyncStep: the step runs before the
// transaction and hands its result to the handler.
import type { IncomingMessage } from 'node:http';
import type { z } from 'zod';
import type { EndpointDef, Language, User } from '../../../contract/index';
import type { Scope } from '../auth/scope';
import type { Clock } from '../clock';
import type { ReportRunner } from '../db/report-thread';
import type { Repositories } from '../db/repositories/index';
import type { LoginThrottle } from '../auth/login-throttle';
import type { PasswordChecker } from '../auth/password';
import type { PictureLinks } from '../media/picture-links';
import type { FleetChange } from '../fleet-runtime/index';
import type { TextKey, TextValues } from '../i18n';
import type { ResolvedOptions } from '../options';
import { JsonText } from './send-json';

export interface UploadedFile {
  fieldName: string;
  originalName: string;
  mimeType: string;
  size: number;
  buffer: Buffer;
}

export interface HandlerInput<E extends EndpointDef> {
  params: z.output<E['params']>;
  body: z.output<E['body']>;
  /** Files of a multipart request (memory storage); empty otherwise. */
  files: UploadedFile[];
  /** What the handler's asynchronous step answered (withAsyncStep); undefined without one. */
  stepped?: unknown;
}

export interface RequestContext {
  readonly endpoint: EndpointDef;
  readonly lang: Language;
  /** The signed-in user (endpoints with `auth`; reading it elsewhere is a bug and throws). */
  readonly user: User;
  /** The signed-in user's scope, computed on first use. */
  readonly scope: Scope;
  readonly repos: Repositories;
  /** The reports that add up the history: asked from a handler's asynchronous step (withAsyncStep). */
  readonly reports: ReportRunner;
  /** The simulated clock (the fleet's): what records are stamped with. */
  readonly clock: Clock;
  readonly options: ResolvedOptions;
  /** The request as Node received it (headers, socket); its body is `input.body`. */
  readonly req: IncomingMessage;
  /**
   * The request's moment in simulated time (the fleet's clock): epoch ms and the wire date-time,
   * one value for the whole request. New rows, "today" and date windows use it.
   */
  readonly nowMs: number;
  readonly now: string;
  /** The same moment in real time, for sign-in sessions (a fast demo must not expire logins early). */
  readonly wallMs: number;
  /** Failed sign-ins per account and address (the login call's brake). */
  readonly loginThrottle: LoginThrottle;
  /** Password checks, recently verified ones remembered (auth/password.ts). */
  readonly passwords: PasswordChecker;
  /** Signs the addresses of product pictures in answers (media/picture-links.ts). */
  readonly pictureLinks: PictureLinks;
  /**
   * Tells the simulated fleet what this request changed (devices, trays, stock). Delivered once the
   * request's transaction has committed; dropped if it rolls back.
   */
  fleetChanged(change: FleetChange): void;
  /** A message in the caller's language (contract messages and simulator wordings). */
  t(key: TextKey, values?: TextValues): string;
}

/** A file to stream instead of JSON (responseKind 'file' endpoints). */
export class FileReply {
  constructor(
    readonly fileName: string,
    readonly contentType: string,
    readonly data: Buffer,
  ) {}
}

export type HandlerResult<E extends EndpointDef> = z.output<E['response']> | FileReply | JsonText;
export type Handler<E extends EndpointDef> = ((input: HandlerInput<E>, ctx: RequestContext) => HandlerResult<E>) & {
  /** Runs first, outside the transaction; what it answers reaches the handler as `input.stepped`. */
  step?: (input: HandlerInput<E>, ctx: RequestContext) => Promise<unknown>;
};

/** A handler that first waits for `step` (outside the transaction), then runs with what it found. */
export function withAsyncStep<E extends EndpointDef, S>(
  step: (input: HandlerInput<E>, ctx: RequestContext) => Promise<S>,
  handler: (input: HandlerInput<E>, ctx: RequestContext, stepped: S) => HandlerResult<E>,
): Handler<E> {
  return Object.assign((input: HandlerInput<E>, ctx: RequestContext) => handler(input, ctx, input.stepped as S), { step });
}
/** Handlers of one area, keyed by the action names of `api.<area>`; missing ones answer NOT_SIMULATED. */
export type AreaHandlers<A extends Record<string, EndpointDef>> = { [K in keyof A]?: Handler<A[K]> };
/** Handlers keyed by endpoint id ('company.list'). */
export type HandlerTable = ReadonlyMap<string, Handler<EndpointDef>>;

export function defineHandlers<A extends Record<string, EndpointDef>>(endpoints: A, handlers: AreaHandlers<A>): HandlerTable {
  const table = new Map<string, Handler<EndpointDef>>();
  for (const [name, handler] of Object.entries(handlers)) {
    const e = endpoints[name];
    if (!e || !handler) throw new Error(`defineHandlers: no endpoint '${name}' in this area`);
    table.set(e.id, handler as Handler<EndpointDef>);
  }
  return table;
}

export function mergeHandlers(...tables: HandlerTable[]): HandlerTable {
  const merged = new Map<string, Handler<EndpointDef>>();
  for (const table of tables) {
    for (const [id, handler] of table) {
      if (merged.has(id)) throw new Error(`two handlers for ${id}`);
      merged.set(id, handler);
    }
  }
  return merged;
}

/** Success envelopes of design.md §3, in the endpoint's success style. */
export const reply = {
  list<T>(ctx: RequestContext, list: T[], totalCount: number = list.length) {
    return { result: ctx.endpoint.success, message: ctx.t('normallyProcessed'), data: { list, totalCount } };
  },
  /** The same envelope around rows already written as a JSON array (`listJson`, UTF-8). */
  listJson(ctx: RequestContext, listJson: Buffer, totalCount: number) {
    const head = `{"result":${JSON.stringify(ctx.endpoint.success)},"message":${JSON.stringify(ctx.t('normallyProcessed'))},"data":{"list":`;
    return new JsonText(Buffer.concat([Buffer.from(head), listJson, Buffer.from(`,"totalCount":${totalCount}}}`)]));
  },
  info<T>(ctx: RequestContext, data: T) {
    return { result: ctx.endpoint.success, message: ctx.t('normallyProcessed'), data };
  },
  saved<T>(ctx: RequestContext, data?: T, messageKey: TextKey = 'normallyProcessed') {
    return { result: ctx.endpoint.success, message: ctx.t(messageKey), ...(data === undefined ? {} : { data }) };
  },
};
