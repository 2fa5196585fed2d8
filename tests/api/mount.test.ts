// The handler/mount API later areas build on: a handler's writes are rolled back when it fails,
// and an answer outside the contract never leaves the simulator.
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { API_BASE, FAILURE, api } from '../../contract/index';
import { resolveOptions } from '../../sim-server/src/options';
import { fail } from '../../sim-server/src/http/failure';
import { defineHandlers, mergeHandlers, reply } from '../../sim-server/src/http/handler';
import { catalogRouter } from '../../sim-server/src/http/mount';
import { InjectedFaults } from '../../sim-server/src/control/injected-faults';
import { LoginThrottle } from '../../sim-server/src/auth/login-throttle';
import { PasswordChecker } from '../../sim-server/src/auth/password';
import { loginAs, makeSim, rows } from './support';

async function withHandlers(handlers: ReturnType<typeof defineHandlers>) {
  const sim = makeSim();
  const errors: string[] = [];
  const app = express().use(API_BASE, catalogRouter(handlers, { repos: sim.repos!, options: resolveOptions({ logError: (m) => errors.push(m) }), fleet: sim.fleet!, faults: new InjectedFaults(Date.now), loginThrottle: new LoginThrottle(), passwords: new PasswordChecker() }));
  const token = await loginAs(sim, 'admin');
  const post = (path: string, body: object) => request(app).post(API_BASE + path).set({ Authorization: `Bearer ${token}`, 'Accept-Language': 'en' }).send(body);
  return { sim, post, errors };
}

describe('mount', () => {
  it('rolls back what a handler wrote before it failed', async () => {
    const handlers = defineHandlers(api.company, {
      store: ({ body }, ctx) => {
        ctx.repos.companies.insert({ ...body, businessNumber: '', ceoName: '', phone: '', email: '', zipCode: '', address: '', addressDetail: '', provider: null, memo: '' }, ctx.now);
        return fail.rejected('conflict');
      },
    });
    const { sim, post } = await withHandlers(handlers);
    const before = rows(sim, 'companies');
    const res = await post('/company/store', { companyName: '반쯤 저장된 회사' });
    expect(res.body).toEqual({ result: FAILURE.REJECTED, message: 'Cannot save: it conflicts with existing data' });
    expect(rows(sim, 'companies')).toEqual(before);
  });

  it('refuses to send an answer outside the contract (500, rolled back, logged)', async () => {
    const handlers = defineHandlers(api.company, {
      store: (_input, ctx) => {
        ctx.repos.companies.insert({ companyName: 'x', businessNumber: '', ceoName: '', phone: '', email: '', zipCode: '', address: '', addressDetail: '', provider: null, memo: '' }, ctx.now);
        return reply.saved(ctx, { companyIdx: 'not a number' } as never);
      },
    });
    const { sim, post, errors } = await withHandlers(handlers);
    const before = rows(sim, 'companies');
    const res = await post('/company/store', { companyName: 'y' });
    expect(res.status).toBe(500);
    expect(res.body.result).not.toBe(0);
    expect(rows(sim, 'companies')).toEqual(before);
    expect(errors.join()).toMatch(/company.store answered outside its contract/);
  });

  it('refuses two handlers for one endpoint and a handler for an unknown action', () => {
    const a = defineHandlers(api.dashboard, { info: (_i, ctx) => reply.info(ctx, {} as never) });
    expect(() => mergeHandlers(a, a)).toThrow(/two handlers for dashboard.info/);
    expect(() => defineHandlers(api.dashboard, { nope: () => ({}) } as never)).toThrow(/no endpoint 'nope'/);
  });
});
