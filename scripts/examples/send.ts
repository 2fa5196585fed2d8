// One example call sent to a simulator in this process, and its answer as the document shows it:
// what scripts/write-examples.ts records into contract/examples.json and
// tests/contract/examples.test.ts sends again to a fresh simulator of the same world.
import request from 'supertest';
import type { z } from 'zod';
import { API_BASE, catalog, fillPath, type EndpointDef } from '../../contract/index';
import type { Example, ExampleAnswer, ExampleRequest } from '../../contract/examples';
import { SIM_CALLS } from '../../contract/openapi';
import { createSimApp, type SimApp } from '../../sim-server/src/app';
import { DEFAULT_SEED } from '../../sim-server/src/options';
import { worldImage } from '../../sim-server/src/world/seed';

/** The demo ADMIN every example is sent as (README: the demo accounts). */
export const EXAMPLE_USER = { userId: 'admin', password: 'admin1234' } as const;
/** Rows an example's arrays keep: enough to show a row, short enough to read. */
export const EXAMPLE_ROWS = 3;
/** What stands for a secret the server makes up anew every time (a bearer token, a mailed link's token). */
export const MINTED = 'minted-by-the-server';
/** The address a server of the examples listens at (the product's default port). */
const EXAMPLE_ORIGIN = 'http://localhost:8080';

/** An operation as an example call needs it: a catalog entry or a /sim call. */
export interface ExampleCall {
  id: string;
  method: 'GET' | 'POST';
  /** Full path with `{param}` placeholders. */
  path: string;
  bodyKind: EndpointDef['bodyKind'];
  responseKind: EndpointDef['responseKind'];
  auth: boolean;
  success: EndpointDef['success'];
  /** The success answer's schema. */
  response: z.ZodType;
}

export function exampleCalls(catalog: readonly EndpointDef[]): ExampleCall[] {
  const api = catalog.map((e) => ({ id: e.id, method: e.method, path: `${API_BASE}${e.path}`, bodyKind: e.bodyKind, responseKind: e.responseKind, auth: e.auth, success: e.success, response: e.response }));
  const sim = Object.entries(SIM_CALLS).map(([id, call]) => ({
    id,
    method: call.method,
    path: call.path.replace(/:(\w+)/g, '{$1}'),
    bodyKind: call.body ? ('json' as const) : ('none' as const),
    responseKind: 'json' as const,
    auth: call.access !== 'public',
    success: 0 as const,
    response: call.response,
  }));
  return [...api, ...sim];
}

let calls: Map<string, ExampleCall> | undefined;
const CALLS = () => (calls ??= new Map(exampleCalls(catalog).map((c) => [c.id, c])));

let image: Buffer | undefined;
/** A fresh simulator of the demo world (default seed, demo preset), its fleet still: a fixed simulated clock. */
export function freshSim(): SimApp {
  image ??= worldImage(DEFAULT_SEED, 'demo');
  return createSimApp({ db: ':memory:', image, logError: () => {}, checkAnswers: true, fleet: { autoRun: false } });
}

export async function signIn(sim: SimApp, account: { userId: string; password: string } = EXAMPLE_USER): Promise<string> {
  const res = await request(sim.app).post(`${API_BASE}/auth/login`).send(account);
  if (res.body.result !== '0') throw new Error(`signing in as ${account.userId} failed: ${JSON.stringify(res.body)}`);
  return res.body.accessToken as string;
}

/** Sends one example request and answers what came back (a file as its type and text). */
export async function send(sim: SimApp, call: ExampleCall, req: ExampleRequest, token: string | null, { rows = EXAMPLE_ROWS, mask = true } = {}): Promise<ExampleAnswer> {
  const path = fillPath(call.path, req.params ?? {}) + (req.query ? `?${new URLSearchParams(req.query)}` : '');
  let r = call.method === 'GET' ? request(sim.app).get(path) : request(sim.app).post(path);
  if (token) r = r.set('Authorization', `Bearer ${token}`);
  if (call.bodyKind === 'multipart') {
    for (const [name, value] of Object.entries((req.body ?? {}) as Record<string, string>)) r = r.field(name, value);
    if (req.file) r = r.attach('file', Buffer.from(req.file.text), { filename: req.file.name, contentType: req.file.type });
  } else if (call.method === 'POST') r = r.send((req.body ?? {}) as object);
  const res = call.responseKind === 'file' ? await r.buffer(true).parse((response, done) => {
    const chunks: Buffer[] = [];
    response.on('data', (c: Buffer) => chunks.push(c));
    response.on('end', () => done(null, Buffer.concat(chunks)));
  }) : await r;
  if (res.status !== 200) throw new Error(`${call.id}: HTTP ${res.status} ${res.text}`);
  const type = String(res.headers['content-type'] ?? '');
  if (call.responseKind === 'file' && !type.startsWith('application/json')) return { file: { type, text: (res.body as Buffer).toString('utf8') } };
  const body = call.responseKind === 'file' ? JSON.parse((res.body as Buffer).toString('utf8')) : res.body;
  const whole = mask ? masked(body, sim.fleet!.clock.now()) : body;
  return rows === Infinity ? whole : shortened(call, whole, rows);
}

/**
 * What differs from one run to the next is shown as the same every run: secrets the server mints
 * (bearer token, a trainee's first password, Open API key, a picture link's signature, as MINTED), the address the simulator
 * listened at, and the real time a fault was set (as the simulated now).
 */
function masked(value: unknown, simNow: number, key = ''): unknown {
  if (Array.isArray(value)) return value.map((v) => masked(v, simNow));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, masked(v, simNow, k)]));
  if ((key === 'accessToken' || key === 'password') && typeof value === 'string') return MINTED;
  if (key === 'apiKey' && typeof value === 'string') return value.replace(/[0-9a-f]{32}$/, '0'.repeat(32));
  if (key === 'createdAt' && typeof value === 'number') return simNow;
  if (typeof value === 'string' && /^http:\/\/127\.0\.0\.1:\d+\//.test(value)) {
    return value.replace(/^http:\/\/127\.0\.0\.1:\d+/, EXAMPLE_ORIGIN).replace(/([?&]exp=)\d+/, '$1' + simNow).replace(/([?&]sig=)[\w-]+/, `$1${MINTED}`);
  }
  return value;
}

/** Every array cut to its first EXAMPLE_ROWS rows (a list's totalCount still counts them all). */
export function trimmed(value: unknown, rows = EXAMPLE_ROWS): unknown {
  if (Array.isArray(value)) return value.slice(0, rows).map((v) => trimmed(v, rows));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, trimmed(v, rows)]));
  return value;
}

/**
 * The request as it is sent to this simulator: a reset link's token exists only in the mail that
 * asking for the link sends, so the confirmation first asks for one (as the recorded request of
 * auth.resetPassword) and reads it from the simulator's outbox.
 */
export async function prepared(sim: SimApp, call: ExampleCall, req: ExampleRequest, adminToken: string, resetRequest: ExampleRequest): Promise<ExampleRequest> {
  if (call.id !== 'auth.resetPasswordConfirm') return req;
  await request(sim.app).post(`${API_BASE}/auth/resetPassword`).send(resetRequest.body as object);
  const outbox = await request(sim.app).get('/sim/outbox').set('Authorization', `Bearer ${adminToken}`);
  const mail = (outbox.body.data.list as { body: string }[])[0];
  const token = /[?&]token=([^\s&]+)/.exec(mail?.body ?? '')?.[1];
  if (!token) throw new Error(`no reset link in the outbox: ${JSON.stringify(outbox.body)}`);
  return { ...req, body: { ...(req.body as object), token } };
}

/**
 * Sends an example to a fresh simulator of the demo world, signed in as the demo ADMIN: first the
 * examples it follows (each must succeed), then its own request, as the class's first trainee if
 * it is a trainee's call; answers what came back.
 */
export async function playExample(call: ExampleCall, example: Example, recorded: Readonly<Record<string, Example>>, { rows = EXAMPLE_ROWS } = {}): Promise<ExampleAnswer> {
  const sim = freshSim();
  try {
    const token = await signIn(sim);
    const resetRequest = recorded['auth.resetPassword']?.request ?? {};
    let trainees: { userId: string; password: string }[] = [];
    for (const step of example.after ?? []) {
      const { id, request: before } = typeof step === 'string' ? { id: step, request: recorded[step]!.request } : step;
      const beforeCall = CALLS().get(id)!;
      // Unmasked: a class's cards carry the passwords its trainees sign in with.
      const answer = await send(sim, beforeCall, await prepared(sim, beforeCall, before, token, resetRequest), beforeCall.auth ? token : null, { mask: false });
      if (!succeeded(answer, beforeCall.success)) throw new Error(`${call.id}: ${id}, which it follows, failed: ${JSON.stringify(answer)}`);
      if (id === 'sim.classroom.make') trainees = (answer as { data: { trainees: typeof trainees } }).data.trainees;
    }
    let caller = token;
    if (example.as === 'trainee') {
      if (!trainees[0]) throw new Error(`${call.id}: a trainee's example follows no sim.classroom.make`);
      caller = await signIn(sim, { userId: trainees[0].userId, password: trainees[0].password });
    }
    return await send(sim, call, await prepared(sim, call, example.request, token, resetRequest), call.auth ? caller : null, { rows });
  } finally {
    sim.close();
  }
}

/** An answer as an example shows it: arrays trimmed as far as its schema lets them. */
export function shortened(call: ExampleCall, whole: ExampleAnswer, rows = EXAMPLE_ROWS): ExampleAnswer {
  if (call.responseKind === 'file' && whole && typeof whole === 'object' && 'file' in whole) return whole;
  return fitting(trimmed(whole, rows), whole, call.response);
}

/** A trimmed answer with every array its schema needs longer (a day's 24 hours) given back whole. */
function fitting(short: unknown, whole: unknown, schema: z.ZodType): unknown {
  for (let round = 0; round < 20; round++) {
    const result = schema.safeParse(short);
    const tooShort = result.success ? [] : result.error.issues.filter((i) => i.code === 'too_small' && i.origin === 'array');
    if (!tooShort.length) return short;
    for (const { path } of tooShort) {
      const at = (value: unknown) => path.slice(0, -1).reduce<any>((v, k) => v?.[k as string], value);
      at(short)[path.at(-1) as string] = at(whole)[path.at(-1) as string];
    }
  }
  return short;
}

/** Whether an answer is its call's success. */
export function succeeded(answer: ExampleAnswer, success: 0 | '0'): boolean {
  return 'file' in (answer as object) || (answer as { result?: unknown }).result === success;
}

export type { Example };
