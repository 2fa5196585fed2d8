// The handler/mount API later areas build on: a handler's writes are rolled back when it fails,
// and, where answers are checked (every test; `npm run dev`), an answer outside the contract never
// leaves the simulator. Production leaves the schema check out but still leaves out list rows JSON
// cannot carry.
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { API_BASE, FAILURE, SIM_CONTROL, api } from '../../contract/index';
import { resolveOptions } from '../../sim-server/src/options';
import { fail } from '../../sim-server/src/failure';
import { defineHandlers, mergeHandlers, reply } from '../../sim-server/src/http/handler';
import { catalogRouter } from '../../sim-server/src/http/mount';
import { reportRunner } from '../../sim-server/src/db/report-thread';
import { InjectedFaults } from '../../sim-server/src/control/injected-faults';
import { LoginThrottle } from '../../sim-server/src/auth/login-throttle';
import { PictureLinks } from '../../sim-server/src/media/picture-links';
import { PasswordChecker } from '../../sim-server/src/auth/password';
import { classroomProgress } from '../../sim-server/src/classroom/progress';
import { controlRoute } from '../../sim-server/src/control/access';
import { loginAs, makeSim, rows } from './support';

async function withHandlers(handlers: ReturnType<typeof defineHandlers>, checkAnswers?: boolean) {
  const sim = makeSim();
  const errors: string[] = [];
  const app = express().use(API_BASE, catalogRouter(handlers, { repos: sim.repos!, reports: reportRunner(sim.db!), options: resolveOptions({ logError: (m) => errors.push(m), checkAnswers }), fleet: sim.fleet!, faults: new InjectedFaults(Date.now), loginThrottle: new LoginThrottle(), passwords: new PasswordChecker(), pictureLinks: new PictureLinks(Date.now), courses: [], progress: classroomProgress({ db: sim.db!, courses: [], simNowMs: () => sim.fleet!.now(), wallNow: Date.now, logError: () => {} }) }));
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

  it('checks a /sim answer with the same checker: outside its schema it is a 500, logged; a good one passes', async () => {
    const sim = makeSim();
    const errors: string[] = [];
    const router = express.Router();
    const services = { repos: sim.repos!, wallNow: Date.now, checkAnswers: true, logError: (m: string) => errors.push(m) };
    let health: unknown = { status: 'broken' };
    controlRoute(router, services, SIM_CONTROL.health, () => health as never); // any answer, even a wrong one
    const app = express().use('/sim', router);
    const bad = await request(app).get('/sim/health').set('Accept-Language', 'en');
    expect(bad.status).toBe(500);
    expect(bad.body.result).not.toBe(0);
    expect(errors.join()).toMatch(/GET \/sim\/health answered outside its contract/);
    health = (await request(makeSim().app).get('/sim/health')).body.data;
    const good = await request(app).get('/sim/health');
    expect(good.status).toBe(200);
    expect(good.body.data).toEqual(health);
  });

  it('rolls back what a /sim write wrote before it failed, as /api/v1 does', async () => {
    const sim = makeSim();
    const router = express.Router();
    const services = { repos: sim.repos!, wallNow: Date.now, checkAnswers: true, logError: () => {} };
    // Ends every other session, then fails: the sessions it ended are live again.
    controlRoute(router, services, SIM_CONTROL.expireSessions, (_req, caller) => {
      sim.repos!.sessions.end({ allBut: { token: caller.token } }, 'everyone', Date.now());
      return fail.rejected('conflict');
    });
    const app = express().use('/sim', router);
    const other = await loginAs(sim, 'partner');
    const admin = await loginAs(sim, 'admin');
    const live = () => rows(sim, 'sessions');
    const before = live();
    const res = await request(app).post('/sim/sessions/expire').set({ Authorization: `Bearer ${admin}`, 'Accept-Language': 'en' }).send({});
    expect(res.body).toEqual({ result: FAILURE.REJECTED, message: 'Cannot save: it conflicts with existing data' });
    expect(live()).toEqual(before);
    expect((await request(sim.app).post(API_BASE + '/company/list').set('Authorization', `Bearer ${other}`).send({})).body.result).toBe(0);
  });

  it('checks every answer under the tests: SIM_CHECK_ANSWERS=1 is on (vitest.config.ts)', () => {
    expect(process.env.SIM_CHECK_ANSWERS).toBe('1');
    expect(resolveOptions({}).checkAnswers).toBe(true);
  });

  it('without the check (production) sends the answer as made, yet still leaves out a list row JSON cannot carry', async () => {
    const unsafe = 2 * Number.MAX_SAFE_INTEGER;
    const handlers = defineHandlers(api.company, {
      store: (_input, ctx) => reply.saved(ctx, { companyIdx: 'not a number' } as never),
      list: (_input, ctx) => reply.list(ctx, [{ companyIdx: 1, employeeCount: 3 }, { companyIdx: 2, employeeCount: unsafe }] as never, 2),
    });
    const { post, errors } = await withHandlers(handlers, false);
    const saved = await post('/company/store', { companyName: 'y' });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({ companyIdx: 'not a number' });
    const listed = await post('/company/list', {});
    expect(listed.body.data).toEqual({ list: [{ companyIdx: 1, employeeCount: 3 }], totalCount: 2 });
    expect(listed.body.message).toBe('Normally processed (1 row could not be shown and was left out; see the server log)');
    expect(errors.join()).toMatch(/company.list: left out a row it cannot answer \(companyIdx 2\): employeeCount: .* is not an exact number/);
  });

  it('refuses two handlers for one endpoint and a handler for an unknown action', () => {
    const a = defineHandlers(api.dashboard, { info: (_i, ctx) => reply.info(ctx, {} as never) });
    expect(() => mergeHandlers(a, a)).toThrow(/two handlers for dashboard.info/);
    expect(() => defineHandlers(api.dashboard, { nope: () => ({}) } as never)).toThrow(/no endpoint 'nope'/);
  });
});
