// What a stubbed back end may answer: the catalog's endpoint for each request (method and path, its
// `{param}`s matched), and the response schema its answer must pass — a stub that answers what the
// real server never would makes a test pass against a console that would fail in production.
import { z } from 'zod';
import { catalog, failureResponse, isSuccess, type EndpointDef } from '@contract/index';
import { SIM_CONTROL } from '@contract/sim-control';
import { SIM_FAULTS } from '@contract/sim-faults';
import { SIM_CLASSROOM } from '@contract/sim-classroom';

/** A call a stub can answer: its name, method, path pattern and the schema of a successful answer. */
export interface StubbedCall {
  id: string;
  method: string;
  /** A path without parameters: it wins over a pattern that also matches it. */
  literal: boolean;
  pattern: RegExp;
  /** Whether an answer says success (then `response` is its schema; else `failureResponse`). */
  success: (data: unknown) => boolean;
  response: z.ZodType;
  /** File endpoints answer a file (not checked) on success. */
  file: boolean;
}

const patternOf = (path: string, param: RegExp) => new RegExp(`^${path.replace(/[.]/g, '\\.').replace(param, '[^/]+')}$`);

const apiCalls: StubbedCall[] = catalog.map((e: EndpointDef) => ({
  id: e.id,
  method: e.method,
  literal: !e.path.includes('{'),
  pattern: patternOf(e.path, /\{\w+\}/g),
  success: (data) => isSuccess((data as { result?: unknown } | null)?.result, e.success),
  response: e.response,
  file: e.responseKind === 'file',
}));

const simCalls: StubbedCall[] = Object.entries({ ...prefixed('sim', SIM_CONTROL), ...prefixed('sim.faults', SIM_FAULTS), ...prefixed('sim.classroom', SIM_CLASSROOM) }).map(
  ([id, call]) => ({
    id,
    method: call.method,
    literal: !call.path.includes(':'),
    pattern: patternOf(call.path, /:\w+/g),
    success: (data) => (data as { result?: unknown } | null)?.result === 0,
    response: call.response,
    file: false,
  }),
);

function prefixed<T extends object>(prefix: string, calls: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(calls).map(([name, call]) => [`${prefix}.${name}`, call]));
}

/** The call a request (or a stub) is for: a literal path before a pattern; undefined when none is. */
export function stubbedCall(path: string, method?: string): StubbedCall | undefined {
  const calls = (path.startsWith('/sim/') ? simCalls : apiCalls).filter((c) => (!method || c.method === method.toUpperCase()) && c.pattern.test(path));
  return calls.find((c) => c.literal) ?? calls[0];
}

/** What is wrong with a stub for this path: nothing, or that the catalog does not know it. */
export function unknownPath(path: string, method?: string): string | null {
  return stubbedCall(path, method) ? null : `a stub answers ${method ? `${method.toUpperCase()} ` : ''}${path}, which is not in the catalog (contract/)`;
}

/** What is wrong with one served answer, checked against its call's schema; null when nothing is. */
export function answerProblem(method: string, path: string, status: number, data: unknown): string | null {
  const call = stubbedCall(path, method);
  if (!call) return unknownPath(path, method);
  // A non-2xx answer may carry anything (a gateway's page); a file endpoint's success is a file.
  if (status < 200 || status >= 300 || (call.file && data instanceof Blob)) return null;
  const ok = call.success(data);
  const checked = (ok ? call.response : failureResponse).safeParse(data);
  if (checked.success) return null;
  const issues = checked.error.issues.slice(0, 3).map((issue) => `${issue.path.join('.') || '(answer)'}: ${issue.message}`);
  return `the stub for ${call.id} (${method.toUpperCase()} ${path}) answers outside its ${ok ? 'response' : 'failure'} schema — ${issues.join('; ')}`;
}
