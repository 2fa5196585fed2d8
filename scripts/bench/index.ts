// npm run bench — the simulator's speed and size, side by side with json-server 0.17.4 serving the
// same rows as plain lists, on this machine, over loopback:
//   1. per world (demo, large): start the simulator on a fresh database (seeding time, start-up time,
//      memory), time single list calls paged or filtered server-side (median of 5), load the device
//      list side by side with the floor and json-server in interleaved rounds (device-list.ts), then
//      load the hot calls with autocannon (requests/s, p50, p99) while sampling its memory;
//   2. write the same rows into a db.json, start json-server on it and load its equivalents;
//   3. run scripts/bench-payment-list.ts (payments copied to 100,000 in the demo world);
//   4. print a table with the targets and write every figure to a JSON file.
// Options: --worlds demo,large  --seconds 10  --connections 50  --warmup 1  --out data/bench/results.json
//          --skip-payment-list  --lists-only (the single list calls alone: no loads, no json-server)
//          --no-json-server (the simulator's figures alone; the side by side still has json-server)
//          --rounds 3  --round-seconds 5 (the device list side by side)  --side-by-side-only  --no-side-by-side
//          --db-from large=<file> (start on a copy of a world seeded before: no seeding time).
// Not part of npm test (it takes a few minutes).
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { deviceListSideBySide, printSideBySide, type SideBySide } from './device-list';
import { get, listCalls, post } from './calls';
import { writeJsonServerDb, type JsonServerRows } from './json-server-db';
import { checkCall, load, type Call, type LoadOptions, type LoadResult } from './load';
import { ROOT, startJsonServer, startSimulator, type Running } from './servers';

const TARGETS = { seedMs: 30_000, rssMb: 500, listMs: 50, heldMs: 100, p99Ms: 20, timesJsonServer: 3 } as const;

interface Args {
  worlds: string[];
  out: string;
  skipPaymentList: boolean;
  listsOnly: boolean;
  /** The simulator alone: no json-server beside it. */
  noJsonServer: boolean;
  /** The device list side by side (device-list.ts): off, on, or alone (no list calls, no hot calls). */
  sideBySide: 'no' | 'yes' | 'only';
  rounds: number;
  roundSeconds: number;
  /** Per world, a database file seeded before to start on (a copy of it) instead of seeding anew. */
  dbFrom: Record<string, string>;
  load: LoadOptions;
}

function parseArgs(argv: string[]): Args {
  const value = (name: string, fallback: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 && argv[i + 1] !== undefined ? argv[i + 1]! : fallback;
  };
  return {
    worlds: value('worlds', 'demo,large').split(',').filter(Boolean),
    out: resolve(ROOT, value('out', 'data/bench/results.json')),
    skipPaymentList: argv.includes('--skip-payment-list') || argv.includes('--lists-only') || argv.includes('--side-by-side-only'),
    listsOnly: argv.includes('--lists-only'),
    noJsonServer: argv.includes('--no-json-server'),
    sideBySide: argv.includes('--side-by-side-only') ? 'only' : argv.includes('--no-side-by-side') || argv.includes('--lists-only') ? 'no' : 'yes',
    rounds: Number(value('rounds', '3')),
    roundSeconds: Number(value('round-seconds', '5')),
    dbFrom: Object.fromEntries(value('db-from', '').split(',').filter(Boolean).map((pair) => pair.split('=') as [string, string])),
    load: { seconds: Number(value('seconds', '10')), connections: Number(value('connections', '50')), warmupSeconds: Number(value('warmup', '1')) },
  };
}

interface Latency {
  call: string;
  ms: number;
  /** The longest a cheap request sent every few ms waited meanwhile: how long the call held the server. */
  heldMs: number;
  rows: number;
  totalCount: number;
}

interface HotCall {
  name: string;
  /** Not a list (sign-in): json-server's figure is shown beside it, but the 3× target is about lists. */
  notAList?: boolean;
  /** Under load each request asks another page of it. */
  paged?: boolean;
  /** The list call (timed alone) whose totalCount says how many pages it has. */
  listedAs?: string;
  simulator: (token: string) => Call;
  jsonServer: Call;
}

/** Pages a loaded list call walks through at most: every request asks another, as many screens do. */
const MAX_PAGES = 50;
/** The i-th request of a paged call asks page i mod `pages` + 1 (POST body `page`, or json-server's `_page`). */
const pageByPage = (call: Call, pages: number): Call => ({
  ...call,
  nth: (i) => {
    const page = (i % pages) + 1;
    return call.body ? { body: { ...call.body, page } } : { path: call.path.replace(/_page=\d+/, `_page=${page}`) };
  },
});

/**
 * The hot calls, and what json-server does for each: a page of 20 of the same list in the same
 * order. Each request asks another page (of the pages the list has, at most MAX_PAGES), so no two
 * requests in a row are the same question.
 */
const HOT_CALLS: HotCall[] = [
  { name: 'device list, a page of 20', paged: true, listedAs: 'devices: page 1', simulator: (t) => post('/device/list', { page: 1, size: 20 }, t), jsonServer: get('/devices?_page=1&_limit=20&_sort=createdDate,deviceIdx&_order=desc,desc') },
  { name: 'payment list, a page of 20', paged: true, listedAs: 'payments: page 1, newest first', simulator: (t) => post('/payment/list', { page: 1, size: 20 }, t), jsonServer: get('/payments?_page=1&_limit=20&_sort=approveAt,paymentIdx&_order=desc,desc') },
  {
    name: 'inventory list, a page of 20',
    paged: true,
    listedAs: 'inventory: page 1',
    simulator: (t) => post('/product/inventory/list', { page: 1, size: 20 }, t),
    jsonServer: get('/inventory?_page=1&_limit=20&_sort=divisionIdx,deviceIdx,trayNo,productName&_order=asc,asc,asc,asc'),
  },
  { name: 'sign in (json-server: user look-up)', notAList: true, simulator: () => post('/auth/login', { userId: 'admin', password: 'admin1234' }), jsonServer: get('/users?userId=admin') },
];
/** json-server's best case: the payments in file order, nothing sorted. */
const JSON_SERVER_EXTRA: { name: string; call: Call; paged?: boolean }[] = [{ name: 'payment list, a page of 20, file order (no sort)', paged: true, call: get('/payments?_page=1&_limit=20') }];

const median = (runs: number[]) => Math.round([...runs].sort((x, y) => x - y)[Math.floor(runs.length / 2)]! * 10) / 10;

/** A cheap request (the console's runtime config), sent every PROBE_MS while a call runs. */
const PROBE: Call = { method: 'GET', path: '/runtime-config.json' };
const PROBE_MS = 5;

/**
 * One list call timed alone, median of 5 (the simulator keeps no answers: each is worked out), with
 * a probe beside it: the longest a probe waited is how long the call held the server.
 */
async function timeList(base: string, name: string, call: Call): Promise<Latency> {
  const runs: number[] = [];
  let heldMs = 0;
  let body: unknown;
  for (let i = 0; i < 5; i++) {
    let running = true;
    const probing = (async () => {
      while (running) {
        heldMs = Math.max(heldMs, (await checkCall(base, PROBE)).ms);
        await new Promise((resolve) => setTimeout(resolve, PROBE_MS));
      }
    })();
    const r = await checkCall(base, call);
    running = false;
    await probing;
    runs.push(r.ms);
    body = r.body;
  }
  const data = (body as { data?: { list?: unknown[]; totalCount?: number } }).data;
  return { call: name, ms: median(runs), heldMs: Math.round(heldMs * 10) / 10, rows: data?.list?.length ?? 0, totalCount: data?.totalCount ?? 0 };
}

/**
 * Lets a server finish what it still works on: answers whether a cheap call came back quickly
 * within `withinMs`. (json-server goes on sorting every request still queued after a run, whether
 * autocannon waits for it or not; such a server is started afresh instead.)
 */
async function settle(base: string, probe: Call, withinMs = 20_000): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    const started = performance.now();
    const ok = await Promise.race([checkCall(base, probe).then(() => true, () => false), new Promise<boolean>((r) => setTimeout(() => r(false), 2_000))]);
    if (ok && performance.now() - started < 250) return true;
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}

interface WorldReport {
  world: string;
  simulator: {
    seedMs: number | null;
    startupMs: number;
    rssAfterStartMb: number | null;
    rssPeakWhileServingMb: number;
    rows: Record<string, number>;
    lists: Latency[];
    load: (LoadResult & { call: string })[];
    sideBySide?: SideBySide;
  };
  jsonServer: { startupMs: number; rssAfterStartMb: number | null; rssPeakMb: number; rows: JsonServerRows; load: (LoadResult & { call: string })[] } | null;
}

async function benchWorld(world: string, args: Args, work: string): Promise<WorldReport> {
  const dbPath = join(work, `${world}.db`);
  const from = args.dbFrom[world];
  if (from) copyFileSync(from, dbPath); // a world seeded before (a copy: the fleet writes to it)
  log(`\n== ${world}: starting the simulator on ${from ? `a copy of ${from}` : 'a new database (seeding it)'}`);
  let sim: Running | null = await startSimulator(world, dbPath);
  let json: Running | null = null;
  try {
    const seeded = sim.output.map((l) => /new world seeded in ([\d.]+) s/.exec(l)).find(Boolean);
    const seedMs = seeded ? Math.round(Number(seeded[1]) * 1000) : null;
    const rssAfterStartMb = sim.rssMb();
    const startupMs = sim.startupMs;
    log(`   ready in ${(sim.startupMs / 1000).toFixed(1)} s (seeded in ${seedMs === null ? '?' : (seedMs / 1000).toFixed(1)} s), RSS ${rssAfterStartMb} MB`);
    const health = (await (await fetch(`${sim.url}/sim/health`)).json()) as { data: { counts: Record<string, number>; clock: { nowText: string } } };
    const today = health.data.clock.nowText.slice(0, 10);
    const weekAgo = new Date(Date.parse(`${today}T00:00:00Z`) - 6 * 86_400_000).toISOString().slice(0, 10);
    const token = async (userId: string) => ((await checkCall(sim!.url, post('/auth/login', { userId, password: `${userId}1234` }))).body as { accessToken: string }).accessToken;
    const admin = await token('admin');
    const partner = await token('partner');
    sim.resetPeak();
    let sideBySide: SideBySide | undefined;
    if (args.sideBySide !== 'no') {
      log(`   the device list side by side: simulator, floor, json-server (${args.rounds} rounds)`);
      sideBySide = await deviceListSideBySide(sim.url, admin, work, { rounds: args.rounds, seconds: args.roundSeconds, connections: args.load.connections }, sim.process.pid);
    }
    const lists: Latency[] = [];
    if (args.sideBySide === 'only') {
      return { world, simulator: { seedMs, startupMs, rssAfterStartMb, rssPeakWhileServingMb: sim.peakRssMb(), rows: { ...health.data.counts }, lists, load: [], sideBySide }, jsonServer: null };
    }
    for (const { name, call } of listCalls(admin, partner, today, weekAgo)) lists.push(await timeList(sim.url, name, call));
    const rows: Record<string, number> = { ...health.data.counts };
    for (const l of lists) if (l.call === 'payments: page 1, newest first') rows.payments = l.totalCount;
    for (const l of lists) if (l.call === 'inventory: page 1') rows.inventoryRows = l.totalCount;
    const simLoad: (LoadResult & { call: string })[] = [];
    if (args.listsOnly) {
      const simulator = { seedMs, startupMs, rssAfterStartMb, rssPeakWhileServingMb: sim.peakRssMb(), rows, lists, load: simLoad, sideBySide };
      return { world, simulator, jsonServer: null };
    }
    /** A paged call asks each of the pages its list has in turn (how many: its first answer's totalCount). */
    const pagesOf = (l: Latency | undefined) => Math.max(1, Math.min(MAX_PAGES, Math.ceil((l?.totalCount ?? 0) / 20)));
    const pages = new Map(HOT_CALLS.map((hot) => [hot.name, pagesOf(lists.find((l) => l.call === hot.listedAs))]));
    for (const hot of HOT_CALLS) {
      log(`   simulator: ${hot.name} (${args.load.seconds} s, ${args.load.connections} connections)`);
      const probe = post('/device/list', { page: 1, size: 1 }, admin);
      const call = hot.paged ? pageByPage(hot.simulator(admin), pages.get(hot.name)!) : hot.simulator(admin);
      simLoad.push({ call: hot.name, ...(await load(sim.url, call, args.load, () => settle(sim!.url, probe))) });
      await settle(sim.url, probe);
    }
    const rssPeakWhileServingMb = sim.peakRssMb();
    await sim.stop(); // checkpoints the database, so json-server's rows are read from one whole file
    sim = null;
    if (args.noJsonServer) return { world, simulator: { seedMs, startupMs, rssAfterStartMb, rssPeakWhileServingMb, rows, lists, load: simLoad, sideBySide }, jsonServer: null };

    log(`   writing the same rows for json-server`);
    const dbJson = join(work, `${world}.json`);
    const jsonRows = await writeJsonServerDb(dbPath, dbJson);
    log(`   ${jsonRows.devices} devices, ${jsonRows.payments} payments, ${jsonRows.inventory} inventory rows: ${(jsonRows.bytes / 1e6).toFixed(0)} MB; starting json-server`);
    const probe = get('/users?userId=admin');
    json = await startJsonServer(dbJson, probe.path);
    const jsonStartupMs = json.startupMs;
    const jsonRss = json.rssMb();
    log(`   json-server ready in ${(json.startupMs / 1000).toFixed(1)} s, RSS ${jsonRss} MB`);
    let jsonPeak = 0;
    const jsonLoad: (LoadResult & { call: string })[] = [];
    const paymentPages = pages.get(HOT_CALLS[1]!.name)!;
    for (const { name, call, paged } of [...HOT_CALLS.map((h) => ({ name: h.name, call: h.jsonServer, paged: h.paged })), ...JSON_SERVER_EXTRA]) {
      log(`   json-server: ${name}`);
      json ??= await startJsonServer(dbJson, probe.path);
      const server: Running = json;
      const asked = paged ? pageByPage(call, pages.get(name) ?? paymentPages) : call;
      jsonLoad.push({ call: name, ...(await load(server.url, asked, args.load, () => settle(server.url, probe))) });
      jsonPeak = Math.max(jsonPeak, server.peakRssMb());
      if (!(await settle(server.url, probe))) {
        log('   (json-server still works on queued requests: starting it afresh)');
        await server.stop();
        json = null;
      }
    }
    const report: WorldReport = {
      world,
      simulator: { seedMs, startupMs, rssAfterStartMb, rssPeakWhileServingMb, rows, lists, load: simLoad, sideBySide },
      jsonServer: { startupMs: jsonStartupMs, rssAfterStartMb: jsonRss, rssPeakMb: jsonPeak, rows: jsonRows, load: jsonLoad },
    };
    return report;
  } finally {
    await sim?.stop();
    await json?.stop();
  }
}

function log(line: string): void {
  process.stderr.write(`${line}\n`);
}

const mark = (ok: boolean) => (ok ? 'met' : 'MISSED');

function printReport(reports: WorldReport[], paymentList: string[], options: LoadOptions): string {
  const out: string[] = [];
  for (const r of reports) {
    const s = r.simulator;
    out.push(`\n## ${r.world} world: ${Object.entries(s.rows).map(([k, v]) => `${v.toLocaleString('en-US')} ${k}`).join(', ')}`);
    out.push(`ready in ${(s.startupMs / 1000).toFixed(1)} s; seeded in ${s.seedMs === null ? '?' : (s.seedMs / 1000).toFixed(1)} s (target < 30 s: ${mark((s.seedMs ?? Infinity) < TARGETS.seedMs)}); ` +
      `RSS ${s.rssAfterStartMb} MB after start, ${s.rssPeakWhileServingMb} MB peak while serving (target < 500 MB: ${mark(Math.max(s.rssAfterStartMb ?? 0, s.rssPeakWhileServingMb) < TARGETS.rssMb)})`);
    if (s.sideBySide) out.push(...printSideBySide(s.sideBySide));
    if (s.lists.length === 0) continue; // --side-by-side-only
    out.push('\n| list call (one at a time, median of 5) | ms | held the server, ms (longest) | rows | of | < 50 ms | held < 100 ms |', '|---|---:|---:|---:|---:|---|---|');
    for (const l of s.lists) out.push(`| ${l.call} | ${l.ms.toFixed(1)} | ${l.heldMs.toFixed(1)} | ${l.rows} | ${l.totalCount.toLocaleString('en-US')} | ${mark(l.ms < TARGETS.listMs)} | ${mark(l.heldMs < TARGETS.heldMs)} |`);
    if (s.load.length === 0) continue; // --lists-only
    out.push(
      `\n| hot call (autocannon: ${options.connections} connections, ${options.seconds} s) | simulator req/s | p50 ms | p99 ms | json-server req/s | p50 ms | p99 ms | × json-server | ≥ 3× | p99 < 20 ms |`,
      '|---|---:|---:|---:|---:|---:|---:|---:|---|---|',
    );
    HOT_CALLS.forEach((hot, i) => {
      const a = s.load[i]!;
      const b = r.jsonServer?.load[i];
      const ratio = b && b.requestsPerSecond > 0 ? a.requestsPerSecond / b.requestsPerSecond : Infinity;
      out.push(
        `| ${hot.name} | ${a.requestsPerSecond.toFixed(0)} | ${a.p50} | ${a.p99} | ${b ? b.requestsPerSecond.toFixed(1) : '-'} | ${b?.p50 ?? '-'} | ${b?.p99 ?? '-'} | ` +
          `${ratio === Infinity ? '∞' : ratio.toFixed(1)} | ${hot.notAList ? 'not a list' : mark(ratio >= TARGETS.timesJsonServer)} | ${mark(a.p99 < TARGETS.p99Ms)} |` +
          `${a.errors + a.non2xx > 0 ? ` (simulator: ${a.errors} errors, ${a.non2xx} non-2xx)` : ''}${b && b.errors + b.non2xx > 0 ? ` (json-server: ${b.errors} errors/timeouts, ${b.non2xx} non-2xx)` : ''}`,
      );
    });
    for (const extra of r.jsonServer?.load.slice(HOT_CALLS.length) ?? []) {
      out.push(`| json-server only: ${extra.call} | | | | ${extra.requestsPerSecond.toFixed(1)} | ${extra.p50} | ${extra.p99} | | | |`);
    }
    if (r.jsonServer) {
      out.push(`\njson-server: ${(r.jsonServer.rows.bytes / 1e6).toFixed(0)} MB db.json, ready in ${(r.jsonServer.startupMs / 1000).toFixed(1)} s, RSS ${r.jsonServer.rssAfterStartMb} MB after start, ${r.jsonServer.rssPeakMb} MB peak`);
    }
  }
  if (paymentList.length > 0) out.push('\n## scripts/bench-payment-list.ts (demo world, payments copied to 100,000+)\n', '```', ...paymentList, '```');
  return out.join('\n');
}

const args = parseArgs(process.argv.slice(2));
const work = mkdtempSync(join(tmpdir(), 'kiosk-bench-'));
const reports: WorldReport[] = [];
let paymentList: string[] = [];
try {
  for (const world of args.worlds) reports.push(await benchWorld(world, args, work));
  if (!args.skipPaymentList) {
    log('\n== scripts/bench-payment-list.ts');
    paymentList = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/bench-payment-list.ts'], { cwd: ROOT, encoding: 'utf8' }).trim().split('\n');
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
const text = printReport(reports, paymentList, args.load);
console.log(text);
mkdirSync(dirname(args.out), { recursive: true });
const machine = { cpus: cpus().length, cpuModel: cpus()[0]?.model ?? '', memoryGb: Math.round(totalmem() / 2 ** 30), node: process.version, platform: `${process.platform} ${process.arch}` };
writeFileSync(args.out, `${JSON.stringify({ date: new Date().toISOString(), machine, options: args, targets: TARGETS, worlds: reports, paymentList }, null, 2)}\n`);
log(`\nfigures written to ${args.out}`);
