// The servers under test, each a child process of its own (so its event loop is not autocannon's):
// the simulator started as `npm run serve` starts it, and json-server 0.17.4 on a plain db.json.
// Both listen on loopback only. Their memory is read from /proc while they run.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const HOST = '127.0.0.1';

export interface Running {
  name: string;
  url: string;
  process: ChildProcess;
  /** Wall time from spawn until it answered, ms. */
  startupMs: number;
  /** Everything it printed. */
  output: string[];
  /** Largest resident set size seen so far (MB), sampled every 200 ms. */
  peakRssMb(): number;
  rssMb(): number | null;
  /** Resets the peak to the current value (a new phase starts). */
  resetPeak(): void;
  stop(): Promise<void>;
}

/** A free loopback port. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Resident set size of a process in MB (Linux /proc), or null where there is none. */
export function rssOf(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Math.round(Number(match[1]) / 1024) : null;
  } catch {
    return null;
  }
}

/** CPU time a process has used so far (user and system, ms; Linux /proc, 100 ticks a second), or null where there is none. */
export function cpuMsOf(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

function watch(name: string, child: ChildProcess, url: string): Running {
  const output: string[] = [];
  const collect = (chunk: Buffer) => output.push(...chunk.toString().split('\n').filter(Boolean));
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  let peak = 0;
  const sample = () => {
    const rss = rssOf(child.pid);
    if (rss !== null) peak = Math.max(peak, rss);
  };
  const sampler = setInterval(sample, 200);
  sampler.unref();
  return {
    name,
    url,
    process: child,
    startupMs: 0,
    output,
    peakRssMb: () => (sample(), peak),
    rssMb: () => rssOf(child.pid),
    resetPeak: () => void (peak = rssOf(child.pid) ?? 0),
    stop: () =>
      new Promise<void>((resolve) => {
        clearInterval(sampler);
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        child.once('exit', () => {
          clearTimeout(killer);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

/** Waits until `ready()` says yes (polled), or fails when the process ends or `timeoutMs` passes. */
async function until(running: Running, ready: () => Promise<boolean>, timeoutMs: number, startedAt: number): Promise<Running> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (running.process.exitCode !== null) throw new Error(`${running.name} exited (${running.process.exitCode}):\n${running.output.slice(-20).join('\n')}`);
    if (await ready().catch(() => false)) {
      running.startupMs = Date.now() - startedAt;
      return running;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await running.stop();
  throw new Error(`${running.name} did not answer within ${timeoutMs / 1000} s:\n${running.output.slice(-20).join('\n')}`);
}

/** The simulator on a fresh database of a preset, with the fleet running at ×1 as `npm start` runs it (`env`: further settings, e.g. SIM_SPEED). */
export async function startSimulator(preset: string, dbPath: string, env: Record<string, string> = {}): Promise<Running> {
  const port = await freePort();
  const startedAt = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'sim-server/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST, SIM_DB: dbPath, SIM_PRESET: preset, API_TARGET: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const running = watch(`simulator (${preset})`, child, `http://${HOST}:${port}`);
  return until(running, async () => running.output.some((l) => l.includes('Kiosk Console on http://')), 300_000, startedAt);
}

/** json-server 0.17.4 serving `dbFile` read-only (its default middlewares: CORS, gzip when asked, no logging). */
export async function startJsonServer(dbFile: string, probe: string): Promise<Running> {
  const port = await freePort();
  const bin = createRequire(import.meta.url).resolve('json-server/lib/cli/bin.js');
  const startedAt = Date.now();
  const child = spawn(process.execPath, ['--max-old-space-size=8192', bin, '--port', String(port), '--host', HOST, '--quiet', '--read-only', dbFile], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const running = watch('json-server 0.17.4', child, `http://${HOST}:${port}`);
  return until(running, async () => (await fetch(`${running.url}${probe}`)).ok, 600_000, startedAt);
}
