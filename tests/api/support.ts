// Shared helpers for the API tests: one simulator per test, signed-in requests, table snapshots.
import request from 'supertest';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { API_BASE, FAILURE, MAX_PAGE_SIZE } from '../../contract/index';
import { createSimApp, type SimApp, type SimOptions } from '../../sim-server/src/app';
import type { Clock } from '../../sim-server/src/clock';
import { demoAccount, type DemoUserId } from '../../sim-server/src/auth/demo-accounts';
import { fromDefaultWorld } from '../support/worldImage';

const open: SimApp[] = [];
afterEach(() => {
  while (open.length) open.pop()!.close();
});

/**
 * Test defaults: the fleet does not run by itself (no timer, no catch-up with real time); simulated
 * time starts at the world's reference date and moves only by POST /sim/clock { stepMs }. A new
 * database of the default world is a copy of the one seeded for the run (tests/support/worldImage.ts).
 */
function testOptions(options: SimOptions): SimOptions {
  return fromDefaultWorld({ db: ':memory:', logError: () => {}, ...options, fleet: { autoRun: false, ...options.fleet } });
}

/** Engine options for a fleet where nothing happens by itself but heartbeats, samples and self-checks. */
export const QUIET_FLEET = { traffic: false, autoRestock: false, faultsPerKioskDay: 0 } as const;

/** A fresh in-memory simulator, closed after the test. */
export function makeSim(options: SimOptions = {}): SimApp {
  const sim = createSimApp(testOptions(options));
  open.push(sim);
  return sim;
}

/**
 * One simulator for the tests of a file that only read (built before them, closed after them):
 * seeding a world per test would cost more than the tests. Call at the top level of the file.
 */
export function sharedSim(options: SimOptions = {}): () => SimApp {
  let sim: SimApp | undefined;
  beforeAll(() => {
    sim = createSimApp(testOptions(options));
  });
  afterAll(() => sim?.close());
  return () => {
    if (!sim) throw new Error('the shared simulator exists only while the tests run');
    return sim;
  };
}

export const api = (path: string) => `${API_BASE}${path}`;

export async function loginAs(sim: SimApp, userId: DemoUserId): Promise<string> {
  return loginWith(sim, userId, demoAccount(userId).password);
}

/** Signs in any account; throws when sign-in fails. */
export async function loginWith(sim: SimApp, userId: string, password: string): Promise<string> {
  const res = await request(sim.app).post(api('/auth/login')).send({ userId, password });
  if (res.body.result !== '0') throw new Error(`login as ${userId} failed: ${JSON.stringify(res.body)}`);
  return res.body.accessToken as string;
}

/** A file part of a multipart body. `encodeName` sends the name RFC 5987-encoded (filename*). */
export interface FilePart {
  field?: string;
  name: string;
  data: Buffer;
  type?: string;
  encodeName?: boolean;
}

/** A multipart body built byte by byte, so a test decides exactly what name the server receives. */
export function multipart(fields: Record<string, string>, files: FilePart[]): { body: Buffer; contentType: string } {
  const boundary = 'kiosk-test-boundary-7d1f';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const f of files) {
    // Browsers send the name as raw UTF-8 between quotes.
    const filename = f.encodeName ? `filename*=UTF-8''${encodeURIComponent(f.name)}` : `filename="${f.name}"`;
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'file'}"; ${filename}\r\nContent-Type: ${f.type ?? 'application/octet-stream'}\r\n\r\n`;
    parts.push(Buffer.from(head), f.data, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** The file name a Content-Disposition header offers (RFC 5987 `filename*` first). */
export function offeredName(disposition: string): string {
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  return extended ? decodeURIComponent(extended[1]!) : /filename="([^"]*)"/.exec(disposition)![1]!;
}

/** superagent parser: the body as bytes, or as JSON when the server answered JSON (a failure). */
function bytesOrJson(res: unknown, done: (err: Error | null, body: unknown) => void): void {
  // In Node, superagent hands parsers the raw IncomingMessage (its typings say otherwise).
  const stream = res as NodeJS.ReadableStream & { headers: Record<string, string | undefined> };
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => {
    const body = Buffer.concat(chunks);
    done(null, stream.headers['content-type']?.startsWith('application/json') ? JSON.parse(body.toString()) : body);
  });
}

/** Requests carrying a bearer token (and English messages unless told otherwise). */
export function client(sim: SimApp, token: string, lang = 'en') {
  const headers = { Authorization: `Bearer ${token}`, 'Accept-Language': lang };
  return {
    get: (path: string) => request(sim.app).get(api(path)).set(headers),
    post: (path: string, body: object | string = {}) => request(sim.app).post(api(path)).set(headers).send(body),
    upload: (path: string, fields: Record<string, string>, files: FilePart[] = []) => {
      const { body, contentType } = multipart(fields, files);
      return request(sim.app).post(api(path)).set(headers).set('Content-Type', contentType).send(body);
    },
    /** A GET whose body is kept as bytes (`res.body` is a Buffer, or parsed JSON for a failure). */
    download: (path: string) =>
      request(sim.app)
        .get(api(path))
        .set(headers)
        .buffer(true)
        .parse(bytesOrJson),
  };
}

export async function signedIn(sim: SimApp, userId: DemoUserId = 'admin', lang = 'en') {
  return client(sim, await loginAs(sim, userId), lang);
}
export type Client = ReturnType<typeof client>;

/**
 * Every row of a list call, gathered page by page (MAX_PAGE_SIZE rows a call, as the console does):
 * a list call answers one page at most. Every page answers success and the same totalCount, which
 * is the number of rows gathered.
 */
export async function everyPage<T = Record<string, unknown>>(c: Client, path: string, body: object = {}): Promise<{ list: T[]; totalCount: number }> {
  const list: T[] = [];
  const totals = new Set<number>();
  for (let page = 1; ; page++) {
    const res = await c.post(path, { ...body, page, size: MAX_PAGE_SIZE });
    expect(Number(res.body.result), `${path} ${JSON.stringify(body)} page ${page}: ${res.body.message}`).toBe(0); // some answer '0'
    list.push(...(res.body.data.list as T[]));
    totals.add(res.body.data.totalCount);
    if (res.body.data.list.length < MAX_PAGE_SIZE) break;
  }
  expect([...totals]).toEqual([list.length]);
  return { list, totalCount: list.length };
}

/** A one-column query answered as a list (`SELECT x FROM …`). */
export function column<T = number>(sim: SimApp, sql: string, ...params: unknown[]): T[] {
  return sim.db!.prepare(sql).pluck().all(...params) as T[];
}

/** A one-value query (`SELECT COUNT(*) …`). */
export function value<T = number>(sim: SimApp, sql: string, ...params: unknown[]): T {
  return sim.db!.prepare(sql).pluck().get(...params) as T;
}

/**
 * Records on each side of the demo scopes. The partner runs company 1; the manager runs some of its
 * divisions. `companyOnly` is a company-1 division the manager does not run; `foreign` belongs to
 * company 2, with its partner user.
 */
export function scopes(sim: SimApp) {
  const managed = column(sim, `SELECT divisionIdx FROM user_divisions JOIN users USING (userIdx) WHERE userId = 'manager' ORDER BY divisionIdx`);
  const companyOnly = value(sim, `SELECT divisionIdx FROM divisions WHERE companyIdx = 1 AND divisionIdx NOT IN (${managed.join(',')}) ORDER BY divisionIdx`);
  const foreign = value(sim, 'SELECT divisionIdx FROM divisions WHERE companyIdx = 2 ORDER BY divisionIdx');
  const foreignUser = value(sim, `SELECT userIdx FROM users WHERE companyIdx = 2 AND authType = 'PARTNER'`);
  const userIdx = (userId: string) => value(sim, 'SELECT userIdx FROM users WHERE userId = ?', userId);
  if (!managed.length || !companyOnly || !foreign || !foreignUser) throw new Error('the demo world lacks a scope fixture');
  return { managed, own: managed[0]!, companyOnly, foreign, foreignUser, admin: userIdx('admin'), partner: userIdx('partner'), manager: userIdx('manager') };
}

/** Devices on each side of the demo scopes (see scopes), plus a warehouse of the demo company. */
export function deviceScopes(sim: SimApp) {
  const s = scopes(sim);
  const firstDevice = (divisionIdx: number) => value(sim, 'SELECT MIN(deviceIdx) FROM devices WHERE divisionIdx = ?', divisionIdx);
  const devices = { own: firstDevice(s.own), companyOnly: firstDevice(s.companyOnly), foreign: firstDevice(s.foreign) };
  const warehouse = value(sim, `SELECT MIN(divisionIdx) FROM divisions WHERE divisionType = 'WAREHOUSE'`);
  if (!devices.own || !devices.companyOnly || !devices.foreign || !warehouse) throw new Error('the demo world lacks a device scope fixture');
  return { ...s, devices, warehouse };
}

/** Every table a device owns, for before/after comparisons. */
export const DEVICE_TABLES = [
  'devices', 'trays', 'product_mappings', 'product_transactions', 'payments', 'payment_lines', 'door_opens', 'fault_notices', 'self_checks', 'temperature_samples',
] as const;
export const deviceRows = (sim: SimApp) => DEVICE_TABLES.map((t) => rows(sim, t));

/** Takes every unit off a tray or a device (DISCARD transactions through the stock repository). */
export function discardStock(sim: SimApp, of: 'trayIdx' | 'deviceIdx', key: number, at = '2026-11-22 10:00:00'): void {
  const stocked = sim.db!.prepare(`SELECT productMappingIdx, stock FROM product_mappings WHERE ${of} = ? AND stock > 0`).all(key) as { productMappingIdx: number; stock: number }[];
  for (const m of stocked) sim.repos!.stock.applyTransaction({ productMappingIdx: m.productMappingIdx, transactionCode: 'DISCARD', count: -m.stock, at });
}

/** Every row of a table in key order, for before/after comparisons. */
export function rows(sim: SimApp, table: string): unknown[] {
  // WITHOUT ROWID tables (temperature samples) are ordered by their primary key.
  const key = column<string>(sim, `SELECT name FROM pragma_table_info(?) WHERE pk > 0 ORDER BY pk`, table);
  const rowid = value(sim, `SELECT wr FROM pragma_table_list WHERE name = ?`, table) === 0;
  return sim.db!.prepare(`SELECT * FROM "${table}" ORDER BY ${rowid ? 'rowid' : key.map((c) => `"${c}"`).join(', ')}`).all();
}

/** Tokens the control helper signed in with, per simulator and account. */
const controlTokens = new WeakMap<SimApp, Map<string, string>>();

/**
 * Calls to the /sim control API as a signed-in user (ADMIN unless told; null: no session), in English
 * unless told otherwise. POSTs always send JSON (`{}` when there is no body; a string is sent as a raw
 * JSON body, for broken ones). The session is signed in once per simulator and again if a test ended
 * it (an expiry, a world reset).
 */
export function control(sim: SimApp, lang = 'en', userId: DemoUserId | null = 'admin') {
  const send = async (build: (headers: Record<string, string>) => request.Test): Promise<request.Response> => {
    if (userId === null) return build({ 'Accept-Language': lang });
    const tokens = controlTokens.get(sim) ?? new Map<string, string>();
    controlTokens.set(sim, tokens);
    const attempt = async (fresh: boolean) => {
      if (fresh || !tokens.has(userId)) tokens.set(userId, await loginAs(sim, userId));
      return build({ 'Accept-Language': lang, Authorization: `Bearer ${tokens.get(userId)}` });
    };
    const res = await attempt(false);
    const signedOut = res.status === 403 || res.body?.result === FAILURE.EXPIRED;
    return signedOut ? attempt(true) : res;
  };
  return {
    get: (path: string) => send((headers) => request(sim.app).get(`/sim${path}`).set(headers)),
    post: (path: string, body: object | string = {}) =>
      send((headers) => request(sim.app).post(`/sim${path}`).set(headers).set('Content-Type', 'application/json').send(body)),
  };
}

/** Moves simulated time on (and writes everything the fleet did meanwhile); throws when refused. */
export async function step(sim: SimApp, ms: number): Promise<void> {
  const res = await control(sim).post('/clock', { stepMs: ms });
  if (res.body.result !== 0) throw new Error(`stepping ${ms} ms failed: ${JSON.stringify(res.body)}`);
}

export function manualClock(startMs = Date.parse('2026-11-22T09:00:00+09:00')): Clock & { advance(ms: number): void } {
  let now = startMs;
  return { now: () => now, advance: (ms) => void (now += ms) };
}

/**
 * Whether a refusal names `field`: by its path in `fieldErrors` (a bad-input refusal), or in its
 * message (a refusal that is not about one field, such as unreadable JSON or a missing record).
 */
export function namesField(answer: { message?: unknown; msg?: unknown; fieldErrors?: { path: string }[] }, field: string): boolean {
  return Boolean(answer.fieldErrors?.some((p) => p.path === field)) || String(answer.message ?? answer.msg).includes(field);
}
