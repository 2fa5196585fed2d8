// Shared helpers for the API tests: one simulator per test, signed-in requests, table snapshots.
import request from 'supertest';
import { afterEach } from 'vitest';
import { API_BASE } from '../../contract/index';
import { createSimApp, type SimApp, type SimOptions } from '../../sim-server/src/app';
import type { Clock } from '../../sim-server/src/clock';
import { demoAccount, type DemoUserId } from '../../sim-server/src/world/demo-accounts';

const open: SimApp[] = [];
afterEach(() => {
  while (open.length) open.pop()!.close();
});

/** A fresh in-memory simulator, closed after the test. */
export function makeSim(options: SimOptions = {}): SimApp {
  const sim = createSimApp({ db: ':memory:', logError: () => {}, ...options });
  open.push(sim);
  return sim;
}

export const api = (path: string) => `${API_BASE}${path}`;

export async function loginAs(sim: SimApp, userId: DemoUserId): Promise<string> {
  const res = await request(sim.app).post(api('/auth/login')).send({ userId, password: demoAccount(userId).password });
  if (res.body.result !== '0') throw new Error(`login as ${userId} failed: ${JSON.stringify(res.body)}`);
  return res.body.accessToken as string;
}

/** Requests carrying a bearer token (and English messages unless told otherwise). */
export function client(sim: SimApp, token: string, lang = 'en') {
  const headers = { Authorization: `Bearer ${token}`, 'Accept-Language': lang };
  return {
    get: (path: string) => request(sim.app).get(api(path)).set(headers),
    post: (path: string, body: object | string = {}) => request(sim.app).post(api(path)).set(headers).send(body),
  };
}

export async function signedIn(sim: SimApp, userId: DemoUserId = 'admin', lang = 'en') {
  return client(sim, await loginAs(sim, userId), lang);
}

/** Every row of a table, for before/after comparisons. */
export function rows(sim: SimApp, table: string): unknown[] {
  return sim.db!.prepare(`SELECT * FROM "${table}" ORDER BY rowid`).all();
}

export function manualClock(startMs = Date.parse('2026-11-22T09:00:00+09:00')): Clock & { advance(ms: number): void } {
  let now = startMs;
  return { now: () => now, advance: (ms) => void (now += ms) };
}
