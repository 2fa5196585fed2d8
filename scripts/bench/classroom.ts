// npm run bench:classroom — a classroom of 30 on one simulator, with the fleet running:
//   1. start the simulator as a child (training world, a temp database, SIM_SPEED=--speed), change the
//      admin's password through the API (a class is refused while it is the published one) and make a
//      class of --trainees (timed);
//   2. for --seconds, open loop and paced, as the console sends with auto-refresh on:
//      - each trainee signs in with its card (starts spread over the first 10 s) and walks the screens
//        (30–120 s each): the screen's call on entry and, on a live screen, every 10 s; GET /sim/clock
//        every 60 s and GET /sim/classroom/me every 10 s; every 60–120 s one write of its next
//        exercise's solution (fixtures/courses/operator-basics.json, filled with its vars), so the
//        checks run under load;
//      - the trainer's cockpit: /sim/fleet every 3 s, /sim/events every 2 s, /sim/faults every 5 s and the
//        board every 5 s; at minute 1 one reset of trainee07, a latency fault aimed at trainee05 and a
//        lunch-rush aimed at trainee03;
//      - a probe GET /sim/health every 1 s (event-loop stalls show there);
//   3. print p50/p99/max per call kind and the targets, and write every figure to a JSON file.
// Options: --seconds 180  --speed 60  --trainees 30  --out data/bench/classroom.json
// Not part of npm test (it takes a few minutes).
import Database from 'better-sqlite3';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { API_CACHE } from '../../contract/constants';
import type { TraineeCard } from '../../contract/index';
import { solutionRequests, type ResolvedVars } from '../../sim-server/src/classroom/checks';
import { loadCourses } from '../../sim-server/src/classroom/courses';
import { ROOT, startSimulator } from './servers';

/** From the classroom plan; compared in the table, asserted nowhere. */
const TARGETS = { traineeP99Ms: 100, boardP99Ms: 50, makeClassMs: 3000, resetMs: 500, rssMb: 500 } as const;
const TRAINER_PASSWORD = 'bench-room-9';
/** The trainees the trainer's minute-1 actions aim at. */
const RESET_TRAINEE = 'trainee07';
const SLOWED_TRAINEE = 'trainee05';
const RUSHED_TRAINEE = 'trainee03';
const AIMED_DELAY_MS = 800;

interface Args {
  seconds: number;
  speed: number;
  trainees: number;
  out: string;
}

function parseArgs(argv: string[]): Args {
  const value = (name: string, fallback: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 && argv[i + 1] !== undefined ? argv[i + 1]! : fallback;
  };
  return {
    seconds: Number(value('seconds', '180')),
    speed: Number(value('speed', '60')),
    trainees: Number(value('trainees', '30')),
    out: resolve(ROOT, value('out', 'data/bench/classroom.json')),
  };
}

/** A console screen: the call it makes on entry and, when live, on every 10 s refresh (web/src: useListLoad/useLiveFetch with live). */
interface Screen {
  kind: string;
  method: 'GET' | 'POST';
  path: string;
  body?: () => object;
  live: boolean;
  /** It has the company → store → device selector, whose org tree the console keeps for 5 minutes (API_CACHE). */
  orgTree?: boolean;
}
const LIST = () => ({ page: 1, size: 20 });
/** The simulated day (KST) of the last /sim/clock answer: the payment screen's period ends on it. */
let simToday = '';
/** The payment screen's default period: the last 7 days up to the back end's today (web/src/features/payment/paymentQuery.ts). */
const lastSevenDays = () => {
  const today = new Date(`${simToday}T00:00:00Z`);
  const first = new Date(today.getTime() - 6 * 86_400_000).toISOString().slice(0, 10);
  return { ...LIST(), startDate: first, endDate: simToday };
};
const SCREENS: Screen[] = [
  { kind: 'dashboard', method: 'GET', path: '/api/v1/dashboard/info', live: true },
  { kind: 'device list', method: 'POST', path: '/api/v1/device/list', body: LIST, live: true, orgTree: true },
  { kind: 'inventory', method: 'POST', path: '/api/v1/product/inventory/list', body: LIST, live: true, orgTree: true },
  { kind: 'fault list', method: 'POST', path: '/api/v1/device/fault-check', body: LIST, live: true, orgTree: true },
  { kind: 'door opens', method: 'POST', path: '/api/v1/device/open-door/list', body: LIST, live: true, orgTree: true },
  { kind: 'payments', method: 'POST', path: '/api/v1/payment/list', body: lastSevenDays, live: false, orgTree: true },
];
const REFRESH_MS = 10_000;

const args = parseArgs(process.argv.slice(2));
const course = loadCourses(join(ROOT, 'fixtures/courses')).find((c) => c.id === 'operator-basics')!;

// ---- Recording --------------------------------------------------------------------------------------

const timings = new Map<string, number[]>();
const errors = new Map<string, number>();
const errorSamples: string[] = [];
/** Every call as (kind, seconds into the load, ms): the slowest are listed with when they happened. */
const calls: { kind: string; atS: number; ms: number }[] = [];
let loadStartedAt = 0;
const record = (kind: string, ms: number, error: string | null) => {
  const list = timings.get(kind) ?? [];
  list.push(ms);
  timings.set(kind, list);
  calls.push({ kind, atS: round((Date.now() - ms - loadStartedAt) / 1000), ms: round(ms) });
  if (error === null) return;
  errors.set(kind, (errors.get(kind) ?? 0) + 1);
  if (errorSamples.length < 20) errorSamples.push(`${kind}: ${error}`);
};
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const round = (ms: number) => Math.round(ms * 10) / 10;
function summary(values: number[], errorCount: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return { n: sorted.length, p50: round(percentile(sorted, 50)), p99: round(percentile(sorted, 99)), max: round(sorted.at(-1) ?? 0), errors: errorCount };
}

// ---- Calls ------------------------------------------------------------------------------------------

let base = '';
interface Answer {
  ms: number;
  status: number;
  json: { result?: number | string; data?: unknown; msg?: string; accessToken?: string } & Record<string, unknown>;
}
async function send(method: 'GET' | 'POST', path: string, token: string | null, body?: object): Promise<Answer> {
  const started = performance.now();
  const res = await fetch(base + path, {
    method,
    headers: { 'Content-Type': 'application/json', 'Accept-Language': 'en', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
  });
  const json = (await res.json().catch(() => ({}))) as Answer['json'];
  return { ms: performance.now() - started, status: res.status, json };
}
const failure = (a: Answer) => (a.status >= 200 && a.status < 300 && (a.json.result === undefined || Number(a.json.result) === 0) ? null : `${a.status} ${a.json.result ?? ''} ${a.json.msg ?? ''}`.trim());
/** Sends and records a call under `kind`: any non-2xx or a result other than 0 is an error. */
async function timed(kind: string, method: 'GET' | 'POST', path: string, token: string | null, body?: object): Promise<Answer | null> {
  try {
    const answer = await send(method, path, token, body);
    record(kind, answer.ms, failure(answer));
    return answer;
  } catch (error) {
    record(kind, 0, String(error));
    return null;
  }
}
/** A call the run cannot go on without. */
async function must(method: 'GET' | 'POST', path: string, token: string | null, body?: object): Promise<Answer> {
  const answer = await send(method, path, token, body);
  const problem = failure(answer);
  if (problem) throw new Error(`${method} ${path}: ${problem}`);
  return answer;
}
const signIn = async (userId: string, password: string) => (await must('POST', '/api/v1/auth/login', null, { userId, password })).json.accessToken as string;

// ---- Pacing (open loop: a call is sent on time whether or not the one before has answered) -------------

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, Math.max(0, ms)));
const between = (min: number, max: number) => min + Math.random() * (max - min);
let endsAt = 0;
const pending = new Set<Promise<unknown>>();
const fire = (work: () => Promise<unknown>) => {
  const p = work().finally(() => pending.delete(p));
  pending.add(p);
};
/** Fires `work` every `periodMs` from `firstMs` on until the run ends. */
async function every(periodMs: number, firstMs: number, work: () => Promise<unknown>) {
  const start = Date.now() + firstMs;
  for (let k = 0; start + k * periodMs < endsAt; k++) {
    await sleep(start + k * periodMs - Date.now());
    fire(work);
  }
}

// ---- The /proc figures of the server ------------------------------------------------------------------

const cpuSeconds = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in clock ticks of 1/100 s
};

// ---- The run ----------------------------------------------------------------------------------------

const dir = mkdtempSync(join(tmpdir(), 'kiosk-classroom-bench-'));
const dbPath = join(dir, 'sim.db');
const loadBefore = loadavg();
console.log(`Classroom of ${args.trainees}: ${args.seconds} s at ×${args.speed}; load average before ${loadBefore.map((l) => l.toFixed(2)).join(' ')}`);
const server = await startSimulator('training', dbPath, { SIM_SPEED: String(args.speed) });
base = server.url;
const pid = server.process.pid!;
try {
  console.log(`simulator up in ${(server.startupMs / 1000).toFixed(1)} s, RSS ${server.rssMb()} MB`);
  const startup = { ms: server.startupMs, rssMb: server.rssMb(), peakRssMb: server.peakRssMb(), cpuSeconds: cpuSeconds(pid) };

  // The trainer: a password of its own (as on My info), then the class.
  const firstToken = await signIn('admin', 'admin1234');
  const me = (await must('POST', '/api/v1/user/info', firstToken, {})).json.data as Record<string, unknown>;
  const { userIdx, userName, userType, authType, email, phone } = me;
  await must('POST', '/api/v1/user/store', firstToken, { userIdx, userName, userType, authType, email, phone, password: TRAINER_PASSWORD, currentPassword: 'admin1234' });
  const admin = await signIn('admin', TRAINER_PASSWORD);
  server.resetPeak();
  const cpuBeforeClass = cpuSeconds(pid);
  const made = await must('POST', '/sim/classroom', admin, { trainees: args.trainees });
  const makeClass = { ms: round(made.ms), cpuSeconds: round(cpuSeconds(pid) - cpuBeforeClass), peakRssMb: server.peakRssMb() };
  const cards = (made.json.data as { trainees: TraineeCard[] }).trainees;
  console.log(`class of ${cards.length} made in ${makeClass.ms} ms`);

  // The trainees' vars (their exercises' values) as the server resolved them, read from its database.
  const db = new Database(dbPath, { readonly: true, fileMustExist: true });
  const varsOf = db.prepare('SELECT t.vars FROM classroom_trainees t JOIN users u USING (userIdx) WHERE u.userId = ?').pluck();

  simToday = ((await must('GET', '/sim/clock', admin)).json.data as { nowText: string }).nowText.slice(0, 10);
  server.resetPeak();
  const cpuAtStart = cpuSeconds(pid);
  loadStartedAt = Date.now();
  endsAt = loadStartedAt + args.seconds * 1000;
  const loops: Promise<void>[] = [];
  let aimedFaultFrom = Infinity;
  const reset: { ms: number | null } = { ms: null };

  const trainee = async (card: TraineeCard, index: number) => {
    await sleep((index * 10_000) / cards.length);
    const token = await timed('sign-in', 'POST', '/api/v1/auth/login', null, { userId: card.userId, password: card.password });
    const accessToken = token?.json.accessToken as string | undefined;
    if (!accessToken) return;
    // The aimed latency fault slows this trainee's catalog (/api/v1) calls on purpose: kept apart from the others.
    const aimed = (path: string) => card.userId === SLOWED_TRAINEE && Date.now() >= aimedFaultFrom && path.startsWith('/api/v1/');
    const call = (kind: string, method: 'GET' | 'POST', path: string, body?: object) => timed(aimed(path) ? `${kind} (aimed latency)` : kind, method, path, accessToken, body);
    const clock = async () => {
      const answer = await call('/sim/clock', 'GET', '/sim/clock');
      const nowText = (answer?.json.data as { nowText?: string } | undefined)?.nowText;
      if (nowText) simToday = nowText.slice(0, 10);
    };
    const loopsOfOne = [every(60_000, 0, clock), every(REFRESH_MS, between(0, REFRESH_MS), () => call('/sim/classroom/me', 'GET', '/sim/classroom/me'))];
    // The screens, one after another.
    let orgTreeUntil = 0;
    const walk = async () => {
      while (Date.now() < endsAt) {
        const screen = SCREENS[Math.floor(Math.random() * SCREENS.length)]!;
        if (screen.orgTree && Date.now() >= orgTreeUntil) {
          orgTreeUntil = Date.now() + API_CACHE.ttlMs;
          fire(() => call('org tree', 'GET', '/api/v1/tree/list'));
        }
        const leaveAt = Math.min(endsAt, Date.now() + between(30_000, 120_000));
        for (let at = Date.now(); at < leaveAt; at += REFRESH_MS) {
          await sleep(at - Date.now());
          fire(() => call(screen.kind, screen.method, screen.path, screen.body?.()));
          if (!screen.live) break;
        }
        await sleep(leaveAt - Date.now());
      }
    };
    // The exercises, in course order: one solution every 60–120 s.
    const work = async () => {
      for (const exercise of course.exercises) {
        const at = Date.now() + between(60_000, 120_000);
        if (at >= endsAt) return;
        await sleep(at - Date.now());
        const vars = JSON.parse(varsOf.get(card.userId) as string) as ResolvedVars;
        for (const step of solutionRequests(exercise, vars)) {
          if ('answer' in step) await call('answer', 'POST', '/sim/classroom/me/answer', { exerciseId: exercise.id, answer: step.answer });
          else await call(`write ${exercise.id}`, step.endpoint.method, `/api/v1${step.path}`, step.body);
        }
      }
    };
    await Promise.all([walk(), work(), ...loopsOfOne]);
  };
  cards.forEach((card, i) => loops.push(trainee(card, i)));

  // The trainer's cockpit and its minute-1 actions.
  let since = 0;
  loops.push(
    every(3000, 0, () => timed('trainer /sim/fleet', 'GET', '/sim/fleet', admin)),
    every(2000, 500, async () => {
      const answer = await timed('trainer /sim/events', 'GET', `/sim/events?since=${since}`, admin);
      const lastSeq = (answer?.json.data as { lastSeq?: number } | undefined)?.lastSeq;
      if (lastSeq !== undefined) since = lastSeq;
    }),
    every(5000, 1000, () => timed('trainer /sim/faults', 'GET', '/sim/faults', admin)),
    every(5000, 1500, () => timed('board', 'GET', '/sim/classroom', admin)),
    every(1000, 300, () => timed('probe /sim/health', 'GET', '/sim/health', null)),
    (async () => {
      await sleep(Math.min(60_000, args.seconds * 500));
      const answer = await timed('trainer reset', 'POST', `/sim/classroom/${RESET_TRAINEE}/reset`, admin);
      reset.ms = answer ? round(answer.ms) : null;
      await timed('trainer aim fault', 'POST', '/sim/faults', admin, { kind: 'latency', delayMs: AIMED_DELAY_MS, userId: SLOWED_TRAINEE });
      aimedFaultFrom = Date.now();
      await timed('trainer aim lunch-rush', 'POST', '/sim/scenarios/lunch-rush', admin, { userId: RUSHED_TRAINEE });
    })(),
  );
  await Promise.all(loops);
  await Promise.all(pending);
  const load = { cpuSeconds: round(cpuSeconds(pid) - cpuAtStart), peakRssMb: server.peakRssMb(), endRssMb: server.rssMb() };
  // What the writes achieved: the exercises the board shows done.
  const board = (await must('GET', '/sim/classroom', admin)).json.data as { trainees: { exercises: { done: boolean }[] }[] };
  const exercisesDone = board.trainees.reduce((n, t) => n + t.exercises.filter((e) => e.done).length, 0);
  db.close();
  const loadAfter = loadavg();

  // ---- Report ---------------------------------------------------------------------------------------
  const kinds = Object.fromEntries([...timings].sort(([a], [b]) => a.localeCompare(b)).map(([kind, values]) => [kind, summary(values, errors.get(kind) ?? 0)]));
  const group = (pick: (kind: string) => boolean) => {
    const chosen = [...timings.keys()].filter(pick);
    return summary(chosen.flatMap((k) => timings.get(k)!), chosen.reduce((n, k) => n + (errors.get(k) ?? 0), 0));
  };
  const isTrainer = (k: string) => k.startsWith('trainer') || k === 'board';
  const isAimed = (k: string) => k.endsWith('(aimed latency)');
  const groups = {
    trainee: group((k) => !isTrainer(k) && !isAimed(k) && !k.startsWith('probe')),
    board: group((k) => k === 'board'),
    trainer: group(isTrainer),
    probe: group((k) => k.startsWith('probe')),
    overall: group((k) => !isAimed(k)),
  };
  const rows: [string, ReturnType<typeof summary>][] = [...Object.entries(kinds), ...Object.entries(groups).map(([k, v]) => [`= ${k}`, v] as [string, ReturnType<typeof summary>])];
  console.log(`\n${'call'.padEnd(40)}${'n'.padStart(6)}${'p50'.padStart(9)}${'p99'.padStart(9)}${'max'.padStart(9)}${'errors'.padStart(8)}`);
  for (const [kind, s] of rows) console.log(`${kind.padEnd(40)}${String(s.n).padStart(6)}${s.p50.toFixed(1).padStart(9)}${s.p99.toFixed(1).padStart(9)}${s.max.toFixed(1).padStart(9)}${String(s.errors).padStart(8)}`);
  const check = (label: string, value: number | null, target: number, unit: string) => console.log(`${label.padEnd(28)}${String(value ?? '—').padStart(9)} ${unit}  target ≤ ${target} ${unit}  ${value !== null && value <= target ? 'ok' : 'MISSED'}`);
  console.log('');
  check('trainee calls p99', groups.trainee.p99, TARGETS.traineeP99Ms, 'ms');
  check('board p99', groups.board.p99, TARGETS.boardP99Ms, 'ms');
  check('class made', makeClass.ms, TARGETS.makeClassMs, 'ms');
  check('reset of one trainee', reset.ms, TARGETS.resetMs, 'ms');
  check('RSS peak', Math.max(load.peakRssMb, makeClass.peakRssMb), TARGETS.rssMb, 'MB');
  console.log(`server CPU: ${startup.cpuSeconds.toFixed(1)} s start-up, ${makeClass.cpuSeconds} s class, ${load.cpuSeconds} s in ${args.seconds} s of load; RSS end ${load.endRssMb} MB`);
  console.log(`exercises done on the board: ${exercisesDone}`);
  const slowest = calls.filter((c) => !isAimed(c.kind)).sort((a, b) => b.ms - a.ms).slice(0, 8);
  console.log(`slowest calls (s into the load: ms kind): ${slowest.map((c) => `${c.atS}: ${c.ms} ${c.kind}`).join('; ')}`);
  console.log(`load average after ${loadAfter.map((l) => l.toFixed(2)).join(' ')}`);
  if (errorSamples.length) console.log(`errors (first ${errorSamples.length}):\n  ${errorSamples.join('\n  ')}`);

  const machine = { cpus: cpus().length, cpuModel: cpus()[0]?.model, memoryGb: Math.round(totalmem() / 2 ** 30), node: process.version, loadAverageBefore: loadBefore, loadAverageAfter: loadAfter };
  mkdirSync(dirname(args.out), { recursive: true });
  writeFileSync(args.out, `${JSON.stringify({ date: new Date().toISOString(), machine, options: args, targets: TARGETS, startup, makeClass, reset, load, exercisesDone, groups, kinds, slowest, errorSamples }, null, 2)}\n`);
  console.log(`written to ${args.out}`);
} finally {
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
}
