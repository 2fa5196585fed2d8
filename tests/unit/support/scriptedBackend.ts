// A tiny scripted back end over mockBackend: routes are tried in order, the first that answers
// wins; anything unscripted answers 'not simulated'. JSON bodies and multipart fields are parsed.
import type { InternalAxiosRequestConfig } from 'axios';
import { MAX_PAGE_SIZE } from '@contract/constants';
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

/**
 * Answer `reply` for requests to exactly this URL. A URL the catalog does not know fails the test;
 * each answer is checked against the schema of the endpoint its request names (mockBackend).
 */
export function on(url: string, reply: Reply | ((body: Body, config: InternalAxiosRequestConfig) => Reply)): Route {
  const unknown = unknownPath(url);
  if (unknown) reportProblem(unknown);
  return (config, body) => (config.url === url ? (typeof reply === 'function' ? reply(body, config) : reply) : undefined);
}

/**
 * What a list the console keeps whole asks for first: it gathers every page, MAX_PAGE_SIZE rows a
 * request (a list call answers one page at most). A `listOf` answer holds them all at once.
 */
export const FIRST_PAGE = { page: 1, size: MAX_PAGE_SIZE } as const;

export const listOf = (...rows: unknown[]): Reply => ({ data: { result: 0, message: '', data: { list: rows, totalCount: rows.length } } });
export const info = (row: unknown): Reply => ({ data: { result: 0, message: '', data: row } });
export const saved = (row?: unknown, message = 'ok'): Reply => ({ data: { result: 0, message, data: row } });
export const refused = (result: number, message: string): Reply => ({ data: { result, message } });

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
export function pagedList(total: number, rowAt: (index: number) => unknown, result: number | string = 0): (body: Body) => Reply {
  return (body) => {
    const size = Number(body.size ?? total);
    const first = (Number(body.page ?? 1) - 1) * size;
    const count = Math.max(0, Math.min(size, total - first));
    return { data: { result, message: '', data: { list: Array.from({ length: count }, (_, i) => rowAt(first + i)), totalCount: total } } };
  };
}
