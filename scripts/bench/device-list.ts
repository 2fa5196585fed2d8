// The device list side by side, in one interleaved run: the simulator, the floor (floor.ts: a bare
// Express 5 route answering the same rows from memory) and json-server 0.17.4 (the same rows in a
// db.json), each a child process of its own, loaded in turn by autocannon for a few seconds each,
// round after round, so whatever else loads the machine meets all three alike. Every request asks
// another question: the next page, newest or oldest first in turn. Pages of 20 and of 1,000 rows.
// Beside requests per second it gives the CPU time each server's process spent a request (from
// /proc around each turn), which moves less with the machine's load.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { checkCall, load, type Call, type LoadOptions, type LoadResult } from './load';
import { ROOT, cpuMsOf, freePort, startJsonServer, type Running } from './servers';

export const DEVICE_LIST_TARGETS = { shareOfFloor: 0.6, p99TimesFloor: 2 } as const;
const SIZES = [20, 1000] as const;
const TARGETS = ['simulator', 'floor', 'json-server'] as const;
type Target = (typeof TARGETS)[number];

export interface SideBySideOptions {
  rounds: number;
  /** Seconds of each target's turn in a round. */
  seconds: number;
  connections: number;
}

export interface SideBySideFigure {
  size: number;
  target: Target;
  /** The rounds' requests per second, averaged. */
  requestsPerSecond: number;
  /** Medians of the rounds' percentiles, ms. */
  p50: number;
  p99: number;
  /** CPU time the server's process spent a request over the rounds, µs (null: not readable here). */
  cpuUsPerRequest: number | null;
  /** Each round's requests/s and p99, in order. */
  rounds: { requestsPerSecond: number; p99: number }[];
  errors: number;
}

export interface SideBySide {
  devices: number;
  options: SideBySideOptions;
  loadAverage: { before: number; after: number };
  figures: SideBySideFigure[];
}

const log = (line: string) => process.stderr.write(`${line}\n`);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/** The i-th question of a list of `devices` rows at `size` a page: page after page, newest or oldest first in turn. */
function question(i: number, size: number, devices: number): { page: number; sortOrder: 'asc' | 'desc' } {
  const pages = Math.max(1, Math.ceil(devices / size));
  return { page: (Math.floor(i / 2) % pages) + 1, sortOrder: i % 2 === 0 ? 'desc' : 'asc' };
}

/** The floor (floor.ts) on `rowsFile`. */
async function startFloor(rowsFile: string): Promise<Running> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/floor.ts', rowsFile, String(port), '127.0.0.1'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  child.stdout.on('data', (b: Buffer) => output.push(b.toString()));
  child.stderr.on('data', (b: Buffer) => output.push(b.toString()));
  const url = `http://127.0.0.1:${port}`;
  const startedAt = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the floor exited: ${output.join('')}`);
    if (await fetch(`${url}/health`).then((r) => r.ok, () => false)) break;
    if (Date.now() - startedAt > 60_000) throw new Error('the floor did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  const stop = () => new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : (child.once('exit', () => resolve()), child.kill('SIGTERM'))));
  return { name: 'floor', url, process: child, startupMs: Date.now() - startedAt, output, peakRssMb: () => 0, rssMb: () => null, resetPeak: () => undefined, stop };
}

/**
 * Loads the three side by side on the simulator at `sim` (signed in as `token`), its devices
 * copied into the floor and json-server; `work` is a folder for their files.
 */
export async function deviceListSideBySide(sim: string, token: string, work: string, options: SideBySideOptions, simPid?: number): Promise<SideBySide> {
  const auth = { authorization: `Bearer ${token}` };
  // Every device in the simulator's default order, as it answers them, a page of 1,000 at a time.
  const rows: object[] = [];
  let envelope: Record<string, unknown> = {};
  for (let page = 1; ; page++) {
    const { body } = await checkCall(sim, { method: 'POST', path: '/api/v1/device/list', body: { page, size: 1000 }, headers: auth });
    const { data, ...rest } = body as { data: { list: object[]; totalCount: number } };
    envelope = rest;
    rows.push(...data.list);
    if (rows.length >= data.totalCount || data.list.length === 0) break;
  }
  const devices = rows.length;
  const rowsFile = join(work, 'floor-devices.json');
  writeFileSync(rowsFile, JSON.stringify({ envelope, rows }));
  const dbJson = join(work, 'json-server-devices.json');
  writeFileSync(dbJson, JSON.stringify({ devices: rows.map((d) => ({ id: (d as { deviceIdx: number }).deviceIdx, ...d })) }));
  log(`   side by side: ${devices} devices; starting the floor and json-server`);
  const floor = await startFloor(rowsFile);
  const json = await startJsonServer(dbJson, '/devices?_page=1&_limit=1');
  const calls = (size: number): Record<Target, { base: string; call: Call }> => ({
    simulator: { base: sim, call: { method: 'POST', path: '/api/v1/device/list', body: { page: 1, size }, headers: auth, nth: (i) => ({ body: { size, ...question(i, size, devices) } }) } },
    floor: { base: floor.url, call: { method: 'POST', path: '/api/v1/device/list', body: { page: 1, size }, nth: (i) => ({ body: { size, ...question(i, size, devices) } }) } },
    'json-server': {
      base: json.url,
      call: {
        method: 'GET',
        path: `/devices?_page=1&_limit=${size}&_sort=createdDate,deviceIdx&_order=desc,desc`,
        nth: (i) => {
          const { page, sortOrder } = question(i, size, devices);
          return { path: `/devices?_page=${page}&_limit=${size}&_sort=createdDate,deviceIdx&_order=${sortOrder},${sortOrder}` };
        },
      },
    },
  });
  const runs = new Map<string, LoadResult[]>();
  const pids: Record<Target, number | undefined> = { simulator: simPid, floor: floor.process.pid, 'json-server': json.process.pid };
  const cpuMs = new Map<string, { ms: number; requests: number } | null>();
  const before = loadavg()[0]!;
  try {
    const quiet = async () => new Promise<boolean>((r) => setTimeout(() => r(true), 300));
    for (let round = 1; round <= options.rounds; round++) {
      for (const size of SIZES) {
        // The order turns each round, so none always follows the same neighbour.
        const order = TARGETS.map((_, i) => TARGETS[(i + round) % TARGETS.length]!);
        for (const target of order) {
          const { base, call } = calls(size)[target];
          const opts: LoadOptions = { seconds: options.seconds, connections: options.connections, warmupSeconds: round === 1 ? 1 : 0 };
          const cpuBefore = cpuMsOf(pids[target]);
          const r = await load(base, call, opts, quiet);
          const cpuAfter = cpuMsOf(pids[target]);
          // CPU a request: round 1 (with its warm-up, whose requests are not counted) is left out when there are more.
          if (round > 1 || options.rounds === 1) {
            const key = `${size} ${target}`;
            const counted = cpuMs.has(key) ? cpuMs.get(key)! : { ms: 0, requests: 0 };
            cpuMs.set(key, counted && cpuBefore !== null && cpuAfter !== null ? { ms: counted.ms + cpuAfter - cpuBefore, requests: counted.requests + r.requests } : null);
          }
          runs.set(`${size} ${target}`, [...(runs.get(`${size} ${target}`) ?? []), r]);
          log(`   round ${round}, ${size}-row pages, ${target}: ${r.requestsPerSecond.toFixed(0)} req/s, p99 ${r.p99} ms (load ${loadavg()[0]!.toFixed(1)})`);
          await quiet();
        }
      }
    }
  } finally {
    await floor.stop();
    await json.stop();
  }
  const figures = SIZES.flatMap((size) =>
    TARGETS.map((target): SideBySideFigure => {
      const rs = runs.get(`${size} ${target}`) ?? [];
      return {
        size,
        target,
        requestsPerSecond: Math.round(rs.reduce((n, r) => n + r.requestsPerSecond, 0) / Math.max(1, rs.length)),
        p50: median(rs.map((r) => r.p50)),
        p99: median(rs.map((r) => r.p99)),
        cpuUsPerRequest: ((c) => (c && c.requests > 0 ? Math.round((c.ms * 1000) / c.requests) : null))(cpuMs.get(`${size} ${target}`)),
        rounds: rs.map((r) => ({ requestsPerSecond: Math.round(r.requestsPerSecond), p99: r.p99 })),
        errors: rs.reduce((n, r) => n + r.errors + r.non2xx, 0),
      };
    }),
  );
  return { devices, options, loadAverage: { before, after: loadavg()[0]! }, figures };
}

/** The side-by-side table, with the simulator's share of the floor and the targets. */
export function printSideBySide(s: SideBySide): string[] {
  const out = [
    `\n### Device list side by side: ${s.devices.toLocaleString('en-US')} devices, ${s.options.rounds} interleaved rounds × ${s.options.seconds} s a target, ${s.options.connections} connections (load average ${s.loadAverage.before.toFixed(1)} → ${s.loadAverage.after.toFixed(1)})`,
    '\n| page | server | req/s | p50 ms | p99 ms | rounds (req/s, p99) | CPU µs a request | share of the floor | p99 × floor | ≥ 60 % | p99 ≤ 2× |',
    '|---|---|---:|---:|---:|---|---:|---:|---:|---|---|',
  ];
  for (const size of SIZES) {
    const floor = s.figures.find((f) => f.size === size && f.target === 'floor')!;
    for (const f of s.figures.filter((x) => x.size === size)) {
      const share = f.requestsPerSecond / floor.requestsPerSecond;
      const p99x = f.p99 / floor.p99;
      const marks = f.target === 'simulator' ? `${share >= DEVICE_LIST_TARGETS.shareOfFloor ? 'met' : 'MISSED'} | ${p99x <= DEVICE_LIST_TARGETS.p99TimesFloor ? 'met' : 'MISSED'}` : ' | ';
      out.push(
        `| ${size} rows | ${f.target} | ${f.requestsPerSecond} | ${f.p50} | ${f.p99} | ${f.rounds.map((r) => `${r.requestsPerSecond}/${r.p99}`).join(', ')} | ${f.cpuUsPerRequest ?? '-'} | ${(share * 100).toFixed(0)} % | ${p99x.toFixed(1)} | ${marks} |` +
          (f.errors > 0 ? ` (${f.errors} errors or non-2xx)` : ''),
      );
    }
  }
  return out;
}
