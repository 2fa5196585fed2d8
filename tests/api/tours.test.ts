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
import { PATTERNS } from '../../web/src/core/paths';
import { loadTours, msUntil } from '../../sim-server/src/control/tours';
import { kstDate } from '../../sim-server/src/fleet/index';
import { createSimApp } from '../../sim-server/src/app';
import { control, loginAs, makeSim, rows, sharedSim, signedIn, step, value } from './support';

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

  it('say the same time spans and times of day in Korean and in English, and a span the clock moves is the one they name', () => {
    for (const tour of tours) {
      const texts = [['title', tour.title], ['summary', tour.summary], ...tour.steps.flatMap((s) => [[`${s.id} title`, s.title], [`${s.id} say`, s.say]] as const)] as const;
      for (const [where, text] of texts) expect({ tour: tour.id, where, ko: timesIn(text.ko, 'ko') }).toEqual({ tour: tour.id, where, ko: timesIn(text.en, 'en') });
      for (const s of tour.steps) {
        // A step that only steps the clock on and names a span of hours or minutes: the span is the clock's move.
        const moves = s.do.map((m) => ('clock' in m && 'stepMs' in m.clock ? m.clock.stepMs : null));
        const spans = timesIn(s.say.en, 'en').filter((t) => t.endsWith(' min') && Number.parseFloat(t) < 1440).map((t) => Number.parseFloat(t) * 60_000);
        if (moves.length === 0 || moves.includes(null) || spans.length === 0) continue;
        expect({ step: `${tour.id}/${s.id}`, spans }).toEqual({ step: `${tour.id}/${s.id}`, spans: [moves.reduce((a, b) => a! + b!, 0)] });
      }
    }
    expect(timesIn('기사가 고쳤습니다. 한 시간 뒤, 그래프에서', 'ko')).not.toEqual(timesIn('An hour and a half later the chart', 'en'));
  });

  it('move the clock to the next time of day (KST)', () => {
    const nineKst = Date.parse('2026-11-21T09:00:00+09:00');
    expect(msUntil(nineKst, '11:30')).toBe(2.5 * HOUR);
    expect(msUntil(nineKst, '09:00')).toBe(0);
    expect(msUntil(nineKst, '08:00')).toBe(23 * HOUR);
  });
});

const EN_NUMBERS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12 };
const KO_NUMBERS: Record<string, number> = { 한: 1, 두: 2, 세: 3, 네: 4, 다섯: 5, 여섯: 6, 일곱: 7, 여덟: 8, 아홉: 9, 열: 10 };
const MINUTES: Record<string, number> = { minute: 1, hour: 60, day: 1440, 분: 1, 시간: 60, 일: 1440 };

/** The time spans ("1.5 min"…) and times of day ("21:00") a tour text names, sorted: the same in both languages. */
function timesIn(text: string, lang: 'ko' | 'en'): string[] {
  const found: string[] = [];
  const n = (word: string) => (/^\d+$/.test(word) ? Number(word) : (lang === 'ko' ? KO_NUMBERS : EN_NUMBERS)[word.toLowerCase()]!);
  const span = (count: number, unit: string, half: boolean) => found.push(`${(count + (half ? 0.5 : 0)) * MINUTES[unit]!} min`);
  if (lang === 'en') {
    const words = `\\d+|${Object.keys(EN_NUMBERS).join('|')}`;
    for (const m of text.matchAll(new RegExp(`\\b(${words})( and a half)?(?: more)?[ -](minute|hour|day)s?( and a half)?\\b`, 'gi'))) {
      if (/^an?$/i.test(m[1]!) && /^day/i.test(m[3]!)) continue; // "a day of the console" is no span
      span(n(m[1]!), m[3]!.toLowerCase(), Boolean(m[2] || m[4]));
    }
    for (const m of text.matchAll(/\b(\d{1,2})(?::(\d\d))? ?([ap])\.m\./g)) found.push(`${(Number(m[1]) % 12) + (m[3] === 'p' ? 12 : 0)}:${m[2] ?? '00'}`);
    for (const m of text.matchAll(/\b(\d{1,2}):(\d\d)\b/g)) found.push(`${Number(m[1])}:${m[2]}`);
  } else {
    const words = `\\d+|${Object.keys(KO_NUMBERS).join('|')}`;
    for (const m of text.matchAll(new RegExp(`(?<![가-힣])(${words}) ?(분|시간|일)(?:이)?( 반)?`, 'g'))) span(n(m[1]!), m[2]!, Boolean(m[3]));
    for (const m of text.matchAll(/(아침|오전|저녁|오후|밤)? ?(\d{1,2})시(?!간)( 반)?/g)) found.push(`${Number(m[2]) + (m[1] && ['저녁', '오후', '밤'].includes(m[1]) ? 12 : 0)}:${m[3] ? '30' : '00'}`);
  }
  return found.sort();
}

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

describe('around a tour', () => {
  it("opens the sales report on the week's revenue, whose today row is the dashboard's sales today a step before", { timeout: 120_000 }, async () => {
    const sim = makeSim();
    const overview = tours.find((t) => t.id === 'overview')!;
    const at = overview.steps.findIndex((s) => s.id === 'sales-report') + 1;
    const go = (n: number) => control(sim).post('/tours/overview/go', n === 1 ? { step: 1, restart: true } : { step: n });
    for (let n = 1; n < at; n++) expect((await go(n)).body.result).toBe(0);
    const c = await signedIn(sim);
    const dashboard = (await c.get('/dashboard/info')).body.data as { todaySalesAmount: number };
    const shown = (await go(at)).body.data as { show: string; expect: { testId?: string }[] };
    const address = new URL(shown.show, 'http://console').searchParams;
    expect(address.get('measure')).toBe('saleAmount');
    expect(shown.expect[0]!.testId).toBe('report-saleAmount');
    const report = await c.post('/statistics/sale-amount-report-string/list', { startDate: address.get('startDate'), endDate: address.get('endDate'), groupBy: 'DAY', splitBy: 'TOTAL' });
    const today = (JSON.parse(report.body.data as string) as number[][]).at(-1)!;
    expect(today).toEqual([Number(address.get('endDate')!.replaceAll('-', '')), dashboard.todaySalesAmount]);
  });

  it('ending it runs the clock again at the pace it had before the tour; a clock paused before stays paused', async () => {
    const sim = makeSim();
    expect((await control(sim).post('/clock', { speed: 60, paused: false })).body.result).toBe(0);
    await control(sim).post('/tours/cold-chain/go', { step: 1, restart: true });
    await control(sim).post('/tours/cold-chain/go', { step: 2 });
    await control(sim).post('/tours/cold-chain/go', { step: 1 }); // back: a fresh world again
    expect((await control(sim).get('/clock')).body.data).toMatchObject({ paused: true });
    const ended = await control(sim).post('/tours/cold-chain/end', {});
    expect(ended.body.result).toBe(0);
    expect(ended.body.data.clock).toMatchObject({ paused: false, speed: 60 });
    expect((await control(sim).get('/clock')).body.data).toMatchObject({ paused: false, speed: 60 });

    await control(sim).post('/clock', { paused: true });
    await control(sim).post('/tours/overview/go', { step: 1, restart: true });
    expect((await control(sim).post('/tours/overview/end', {})).body.data.clock).toMatchObject({ paused: true });
    expect((await control(sim, 'en', 'partner').post('/tours/overview/end', {})).body.result).toBe(FAILURE.NOT_AUTHORIZED);
  });

  it('tells ADMIN how many other sessions a world replacement would end', async () => {
    const sim = makeSim();
    expect((await control(sim).get('/sessions')).body.data).toEqual({ others: 0 });
    await loginAs(sim, 'partner');
    await loginAs(sim, 'manager');
    expect((await control(sim).get('/sessions')).body.data).toEqual({ others: 2 });
    await control(sim).post('/tours/cold-chain/go', { step: 1, restart: true });
    expect((await control(sim).get('/sessions')).body.data).toEqual({ others: 0 });
    expect((await control(sim, 'en', 'partner').get('/sessions')).body.result).toBe(FAILURE.NOT_AUTHORIZED);
  });

  it("starts the event feed over with a new world: none of the old world's lines, in the new world's order", async () => {
    const sim = makeSim();
    const deviceIdx = value(sim, "SELECT MIN(deviceIdx) FROM devices WHERE deviceType = 'AI_FRIDGE' AND status = 'ONLINE'");
    await step(sim, 6 * HOUR);
    await control(sim).post(`/devices/${deviceIdx}/door`, {});
    const old = (await control(sim).get('/events?since=0')).body.data as { list: { seq: number; type: string }[]; lastSeq: number };
    expect(old.list.map((e) => e.type)).toContain('DOOR_OPENED');
    for (const replace of [() => control(sim).post('/reset', {}), () => control(sim).post('/tours/cold-chain/go', { step: 2, restart: true })]) {
      const before = (await control(sim).get('/events?since=0')).body.data.lastSeq as number;
      expect((await replace()).body.result).toBe(0);
      const fresh = (await control(sim).get('/events?since=0')).body.data as { list: { seq: number; at: number; type: string }[]; lastSeq: number; from: number };
      expect(fresh.from).toBeGreaterThanOrEqual(before);
      expect(fresh.list.every((e) => e.seq > fresh.from)).toBe(true);
      expect(fresh.list.map((e) => e.type)).toContain('RESET');
      expect(fresh.list.map((e) => e.type)).not.toContain('DOOR_OPENED');
      expect(fresh.list.map((e) => e.at)).toEqual(fresh.list.map((e) => e.at).sort((a, b) => a - b));
    }
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
