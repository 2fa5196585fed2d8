// A tiny scripted back end over mockBackend: routes are tried in order, the first that answers
// wins; anything unscripted answers 'not simulated'. JSON bodies and multipart fields are parsed.
// A route's answer is typed by its URL's catalog entry (answerAt.ts) and checked at run time.
import type { InternalAxiosRequestConfig } from 'axios';
import type { z } from 'zod';
import { MAX_PAGE_SIZE } from '@contract/constants';
import type { failureResponse } from '@contract/wire';
import type { AnswerAt } from './answerAt';
import { mockBackend, type Reply } from './mockBackend';
import { reportProblem } from './problems';
import { unknownPath } from './stubCheck';

export type Body = Record<string, unknown>;
export type Route = (config: InternalAxiosRequestConfig, body: Body) => Reply | undefined | Promise<Reply | undefined>;

function bodyOf(data: unknown): Body {
  if (typeof data === 'string') return JSON.parse(data) as Body;
  if (data instanceof FormData) return Object.fromEntries(data.entries());
  return {};
}

export function backend(...routes: Route[]): InternalAxiosRequestConfig[] {
  return mockBackend(async (config) => {
    const body = bodyOf(config.data);
    for (const route of routes) {
      const reply = await route(config, body);
      if (reply) return reply;
    }
    return { data: { result: 9, message: `unexpected ${config.url}` } };
  });
}

/** A failure answer: a result and words, no data (so an answer of the wrong shape is not taken for one). */
type Failure = z.input<typeof failureResponse> & { data?: undefined };

/** The answer a stub for this URL gives (answerAt.ts): its endpoint's response or a failure; anything off contract on purpose. */
export type StubReply<U extends string> =
  | { status?: 200; data?: AnswerAt<U> | Failure; headers?: Record<string, string>; offContract?: undefined }
  /** An HTTP failure may carry anything (a gateway's page): not checked. */
  | { status: 400 | 401 | 403 | 404 | 408 | 409 | 413 | 429 | 500 | 502 | 503 | 504; data?: unknown; headers?: Record<string, string> }
  | { status?: number; data?: unknown; headers?: Record<string, string>; offContract: string }
  | { fail: 'network' | 'timeout' | 'aborted' | 'canceled' };

/**
 * Answer `reply` for requests to exactly this URL, typed by the URL's catalog endpoint. A URL the
 * catalog does not know fails the test; each answer is checked against the schema of the endpoint
 * its request names (mockBackend).
 */
export function on<const U extends string>(url: U, reply: StubReply<U> | ((body: Body, config: InternalAxiosRequestConfig) => StubReply<U>)): Route {
  const unknown = unknownPath(url);
  if (unknown) reportProblem(unknown);
  return (config, body) => (config.url === url ? (typeof reply === 'function' ? reply(body, config) : reply) : undefined);
}

/**
 * What a list the console keeps whole asks for first: it gathers every page, MAX_PAGE_SIZE rows a
 * request (a list call answers one page at most). A `listOf` answer holds them all at once.
 */
export const FIRST_PAGE = { page: 1, size: MAX_PAGE_SIZE } as const;

export const listOf = <T>(...rows: T[]) => ({ data: { result: 0, message: '', data: { list: rows, totalCount: rows.length } } });
export const info = <T>(row: T) => ({ data: { result: 0, message: '', data: row } });
export const saved = <T>(row?: T, message = 'ok') => ({ data: { result: 0, message, data: row } });
export const refused = (result: number, message: string) => ({ data: { result, message } });
/** The same for the calls whose success is the string '0' (spec §5). */
export const stringList = <T>(...rows: T[]) => ({ data: { result: '0', message: '', data: { list: rows, totalCount: rows.length } } });
export const stringOk = <T>(data?: T) => ({ data: { result: '0', message: 'ok', data } });
export const stringRefused = (result: string, message: string) => ({ data: { result, message } });

/** The JSON body a recorded request carried. */
export function sentBody(calls: InternalAxiosRequestConfig[], url: string): Body | undefined {
  const call = calls.findLast((c) => c.url === url);
  return call ? bodyOf(call.data) : undefined;
}

/** Every JSON body sent to this URL, in order. */
export function sentBodies(calls: InternalAxiosRequestConfig[], url: string): Body[] {
  return calls.filter((c) => c.url === url).map((c) => bodyOf(c.data));
}

/**
 * A server-paged list of `total` rows: each request is answered the page its body asks for (page
 * and size; everything without them), `rowAt(i)` being the row at position i of the whole list.
 * `result` is the success code the list answers with (the inventory's is '0').
 */
export function pagedList<T>(total: number, rowAt: (index: number) => T, result: number | string = 0) {
  return (body: Body) => {
    const size = Number(body.size ?? total);
    const first = (Number(body.page ?? 1) - 1) * size;
    const count = Math.max(0, Math.min(size, total - first));
    return { data: { result, message: '', data: { list: Array.from({ length: count }, (_, i) => rowAt(first + i)), totalCount: total } } };
  };
}
