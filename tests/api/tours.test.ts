// The demo tours (fixtures/tours, contract/tours.ts, POST /sim/tours/:tourId/go) without a browser:
// every file is a valid tour whose screens and test ids exist in the console, every step runs on
// the simulator, back and restart give the same world again and keep the presenter signed in, and
// bad input changes nothing. The browser walk is tests/e2e/tours.test.ts.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { FAILURE, tourFile, type TourFile } from '../../contract/index';
import { PATTERNS } from '../../web/src/app/paths';
import { loadTours, msUntil } from '../../sim-server/src/control/tours';
import { kstDate } from '../../sim-server/src/fleet/index';
import { createSimApp } from '../../sim-server/src/app';
import { control, loginAs, makeSim, rows, sharedSim, step, value } from './support';

const TOURS_DIR = new URL('../../fixtures/tours/', import.meta.url);
const files = readdirSync(TOURS_DIR).filter((f) => f.endsWith('.json'));
const tours: TourFile[] = files.map((f) => tourFile.parse(JSON.parse(readFileSync(new URL(f, TOURS_DIR), 'utf8'))));
const HOUR = 3600_000;

/** Every file under web/src, read once: where the console's test ids are written. */
function consoleSources(dir = new URL('../../web/src/', import.meta.url)): string {
  return readdirSync(dir, { withFileTypes: true })
    .map((entry) => (entry.isDirectory() ? consoleSources(new URL(`${entry.name}/`, dir)) : /\.tsx?$/.test(entry.name) ? readFileSync(new URL(entry.name, dir), 'utf8') : ''))
    .join('\n');
}

/** A path of the console's route table (`:param` matches one segment). */
const isRoute = (path: string) => Object.values(PATTERNS).some((pattern) => new RegExp(`^${pattern.replace(/:[A-Za-z]+/g, '[^/]+')}$`).test(path));

describe('tour files', () => {
  it('are all valid tours, one per file named by its id, and include a 10-minute overview and a 5-minute cold-chain story', () => {
    expect(loadTours(TOURS_DIR.pathname).map((t) => t.id)).toEqual(files.map((f) => f.replace(/\.json$/, '')));
    const minutes = Object.fromEntries(tours.map((t) => [t.id, t.minutes]));
    expect(minutes).toMatchObject({ overview: 10, 'cold-chain': 5 });
  });

  it('name screens of the console and test ids its screens carry; a figure that must grow belongs to a step that moves the world', () => {
    const sources = consoleSources();
    for (const tour of tours) {
      for (const s of tour.steps) {
        const where = `${tour.id}/${s.id}`;
        expect({ where, route: isRoute(s.show.split('?')[0]!.replace(/\{\w+\}/g, '7')) }).toEqual({ where, route: true });
        for (const e of s.expect) {
          if (!e.testId) continue;
          // Written literally, or as a template such as `report-${measure}`.
          const written = sources.includes(`"${e.testId}"`) || [...sources.matchAll(/[`'"]([\w-]+-)\$\{/g)].some((m) => e.testId!.startsWith(m[1]!));
          expect({ where, testId: e.testId, written }).toEqual({ where, testId: e.testId, written: true });
        }
        if (s.expect.some((e) => e.grew)) expect({ where, moves: s.do.length > 0 }).toEqual({ where, moves: true });
      }
    }
  });

  it('refuse a step that names a device the tour does not, or a file that is not a tour, at start and naming the file', () => {
    const tour = structuredClone(tours[0]!) as TourFile;
    const broken = { ...tour, steps: [{ ...tour.steps[0]!, show: '/management/device/{nobody}/info' }] };
    expect(tourFile.safeParse(broken).success).toBe(false);
    const dir = mkdtempSync(join(tmpdir(), 'kiosk-tours-'));
    try {
      writeFileSync(join(dir, 'broken.json'), JSON.stringify({ ...broken, id: 'broken' }));
      expect(() => createSimApp({ db: ':memory:', toursDir: dir, fleet: { autoRun: false }, logError: () => {} })).toThrow(/tour broken\.json: .*nobody/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('move the clock to the next time of day (KST)', () => {
    const nineKst = Date.parse('2026-11-21T09:00:00+09:00');
    expect(msUntil(nineKst, '11:30')).toBe(2.5 * HOUR);
    expect(msUntil(nineKst, '09:00')).toBe(0);
    expect(msUntil(nineKst, '08:00')).toBe(23 * HOUR);
  });
});

describe('running a tour', () => {
  const shared = sharedSim();
  const admin = { get: (path: string) => control(shared()).get(path), post: (path: string, body: object) => control(shared()).post(path, body) };
  const go = (tourId: string, body: object) => admin.post(`/tours/${tourId}/go`, body);
  const world = () => ({ payments: value(shared(), 'SELECT COUNT(*) FROM payments'), faults: rows(shared(), 'fault_notices') });

  it('lists the tours and runs every step of each, start to end', { timeout: 600_000 }, async () => {
    const list = (await admin.get('/tours')).body.data.list as { id: string; stepCount: number }[];
    expect(list.map((t) => t.id).sort()).toEqual(tours.map((t) => t.id).sort());
    for (const tour of tours) {
      for (let n = 1; n <= tour.steps.length; n++) {
        const res = await go(tour.id, n === 1 ? { step: 1, restart: true } : { step: n });
        expect({ tour: tour.id, n, result: res.body.result, message: res.body.message }).toEqual({ tour: tour.id, n, result: 0, message: 'Normally processed' });
        expect(res.body.data).toMatchObject({ tourId: tour.id, step: n, stepCount: tour.steps.length, id: tour.steps[n - 1]!.id });
        expect(res.body.data.show).not.toMatch(/[{}]/); // every device and date filled in
        // A period in the address ends on the simulated day, written as the address takes a date.
        const period = new URL(res.body.data.show, 'http://console').searchParams;
        if (period.has('endDate')) expect({ n, endDate: period.get('endDate') }).toEqual({ n, endDate: kstDate(res.body.data.clock.now) });
        if (period.has('startDate')) expect({ n, startDate: period.get('startDate')! < period.get('endDate')! }).toEqual({ n, startDate: true });
        expect(res.body.data.clock.paused).toBe(true); // the world holds still while the presenter talks
      }
    }
  });

  it('goes back to the same world as going forward, and restarts on the seeded world, the presenter signed in throughout', { timeout: 600_000 }, async () => {
    await go('overview', { step: 1, restart: true });
    const fresh = world();
    for (let n = 2; n <= 5; n++) await go('overview', { step: n });
    const atFive = { clock: (await admin.get('/clock')).body.data.now, fleet: (await admin.get('/fleet')).body.data.kiosks, world: world() };
    expect((await go('overview', { step: 6 })).body.result).toBe(0);
    const back = await go('overview', { step: 5 });
    expect(back.body.result).toBe(0);
    expect({ clock: (await admin.get('/clock')).body.data.now, fleet: (await admin.get('/fleet')).body.data.kiosks, world: world() }).toEqual(atFive);

    const sim = shared();
    const other = await loginAs(sim, 'partner');
    const token = await loginAs(sim, 'admin');
    const restart = await request(sim.app).post('/sim/tours/overview/go').set({ Authorization: `Bearer ${token}`, 'Accept-Language': 'en' }).send({ step: 1, restart: true });
    expect(restart.body.data.step).toBe(1);
    expect(world()).toEqual(fresh);
    // The presenter's session came along into the fresh world; everyone else's ended with the old one, saying why.
    expect((await request(sim.app).get('/sim/clock').set('Authorization', `Bearer ${token}`)).body.result).toBe(0);
    const ended = await request(sim.app).get('/sim/clock').set({ Authorization: `Bearer ${other}`, 'Accept-Language': 'en' });
    expect([ended.status, ended.body]).toEqual([200, { result: FAILURE.EXPIRED, message: 'A demo tour started: this session ended. (session expired)', sessionEnd: 'tourStarted' }]);
  });

  it('answers a step it is on again without moving the world (a reload)', async () => {
    await go('cold-chain', { step: 1, restart: true });
    await go('cold-chain', { step: 2 });
    const before = { clock: (await admin.get('/clock')).body.data.now, world: world() };
    expect((await go('cold-chain', { step: 2 })).body.data.step).toBe(2);
    expect({ clock: (await admin.get('/clock')).body.data.now, world: world() }).toEqual(before);
  });

  it('refuses an unknown tour, a step past the end and a PARTNER, changing nothing', async () => {
    await go('cold-chain', { step: 1, restart: true });
    const before = { clock: (await admin.get('/clock')).body.data.now, world: world() };
    expect((await go('no-such-tour', { step: 1 })).body).toMatchObject({ result: FAILURE.NOT_FOUND, message: 'Tour not found' });
    const tooFar = await go('cold-chain', { step: 40 });
    expect(tooFar.body.result).toBe(FAILURE.BAD_INPUT);
    expect(tooFar.body.message).toContain('is not a step of the tour (step 40 of 6)');
    expect((await control(shared(), 'ko').post('/tours/cold-chain/go', { step: 40 })).body.message).toContain('투어에 없는 단계입니다');
    expect((await go('cold-chain', { step: 0 })).body.result).toBe(FAILURE.BAD_INPUT);
    expect((await control(shared(), 'en', 'partner').post('/tours/cold-chain/go', { step: 2 })).body.result).toBe(FAILURE.NOT_AUTHORIZED);
    expect({ clock: (await admin.get('/clock')).body.data.now, world: world() }).toEqual(before);
  });
});

describe('a staff restock by hand', () => {
  it('opens the door for a staff visit, written as an EMPLOYEE door session when it closes', async () => {
    const sim = makeSim();
    const deviceIdx = value(sim, "SELECT MIN(deviceIdx) FROM devices WHERE deviceType = 'AI_FRIDGE' AND status = 'ONLINE'");
    const staffVisits = () => value(sim, "SELECT COUNT(*) FROM door_opens WHERE deviceIdx = ? AND openType = 'EMPLOYEE'", deviceIdx);
    const before = staffVisits();
    const res = await control(sim).post(`/devices/${deviceIdx}/restock`, {});
    expect(res.body.result).toBe(0);
    expect(res.body.data.sessionId).toEqual(expect.any(String));
    await step(sim, HOUR);
    expect(staffVisits()).toBe(before + 1);
    expect((await control(sim).post(`/devices/${deviceIdx}/restock`, { employeeUidIdx: 'x' })).body.result).toBe(FAILURE.BAD_INPUT);
  });
});

describe('a fresh copy of the world', () => {
  it('is exactly the seeded world, and the caller of POST /sim/reset stays signed in while every other session ends', { timeout: 120_000 }, async () => {
    const sim = makeSim();
    const tables = ['devices', 'product_mappings', 'payments', 'product_transactions', 'door_opens', 'fault_notices', 'employee_point_logs', 'temperature_samples'];
    const seeded = tables.map((t) => rows(sim, t));
    await step(sim, 6 * HOUR);
    expect(tables.map((t) => rows(sim, t))).not.toEqual(seeded);
    const token = await loginAs(sim, 'admin');
    const other = await loginAs(sim, 'manager');
    for (let i = 0; i < 2; i++) {
      const reset = await request(sim.app).post('/sim/reset').set({ Authorization: `Bearer ${token}`, 'Accept-Language': 'en' }).send({});
      expect(reset.body.result).toBe(0);
      expect(tables.map((t) => rows(sim, t))).toEqual(seeded);
      expect((await request(sim.app).get('/sim/clock').set('Authorization', `Bearer ${token}`)).body.result).toBe(0);
    }
    const ended = await request(sim.app).get('/sim/clock').set('Authorization', `Bearer ${other}`);
    expect([ended.status, ended.body.result, ended.body.sessionEnd, ended.body.message]).toEqual([200, FAILURE.EXPIRED, 'worldReset', expect.stringContaining('expired')]);
  });
});
