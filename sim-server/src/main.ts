// CLI entry: read the environment, build the app, listen, print where and how to sign in.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { createSimApp, type SimOptions } from './app';
import { toWireDateTime } from './clock';
import { UNSCOPED } from './db/sql';
import { MAX_SPEED } from './options';
import { DEMO_ACCOUNTS } from './world/demo-accounts';
import { PRESETS, type PresetName } from './world/presets';
import { worldInfo } from './world/seed';

function fail(message: string): never {
  console.error(`[sim] ${message}`);
  process.exit(1);
}

function intFromEnv(name: string, min: number): number | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) fail(`${name} must be a whole number ≥ ${min}, got '${raw}'`);
  return value;
}

/** SIM_SPEED: simulated time per real time (1 = real time, 60 = an hour a minute, 0 = paused). */
function speedFromEnv(): number | undefined {
  const raw = process.env.SIM_SPEED;
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0 || value > MAX_SPEED) fail(`SIM_SPEED must be a number from 0 to ${MAX_SPEED}, got '${raw}'`);
  return value;
}

function presetFromEnv(): PresetName | undefined {
  const raw = process.env.SIM_PRESET;
  if (!raw) return undefined;
  if (!(raw in PRESETS)) fail(`SIM_PRESET must be one of ${Object.keys(PRESETS).join(', ')}, got '${raw}'`);
  return raw as PresetName;
}

const port = intFromEnv('PORT', 0) ?? 8080;
// Loopback unless told: a laptop on a customer's Wi-Fi serves nobody but itself (HOST=0.0.0.0 serves others).
const host = process.env.HOST || '127.0.0.1';
const allowedHosts = (process.env.ALLOWED_HOSTS ?? '').split(',').map((h) => h.trim()).filter(Boolean);
const dbPath = process.env.SIM_DB || 'data/sim.db';
const webDist = fileURLToPath(new URL('../../web/dist', import.meta.url));
const options: SimOptions = {
  db: dbPath === ':memory:' ? dbPath : resolve(dbPath),
  seed: intFromEnv('SIM_SEED', 0),
  preset: presetFromEnv(),
  tokenTtlSeconds: intFromEnv('SIM_TOKEN_TTL', 1),
  apiTarget: process.env.API_TARGET || null,
  webDist: existsSync(join(webDist, 'index.html')) ? webDist : null,
  allowedHosts,
  fleet: { speed: speedFromEnv() },
};

let sim: ReturnType<typeof createSimApp>;
try {
  sim = createSimApp(options);
} catch (error) {
  fail(`cannot start: ${(error as Error).message}`);
}

// Express 5 calls back with the error when listening fails; server.on('error') below reports it.
const server = sim.app.listen(port, host, (error?: Error) => {
  if (error) return;
  const { port: actual } = server.address() as AddressInfo;
  const lines = [`Kiosk Console on http://localhost:${actual}`, ...reach(host, actual)];
  if (sim.mode === 'live') {
    lines.push(`  Mode:     LIVE — /api/v1 is proxied to ${sim.options.apiTarget}; nothing is simulated`);
  } else {
    const world = worldInfo(sim.db!);
    lines.push(`  Mode:     SIMULATOR (world seed ${world?.seed}, preset ${world?.preset})`);
    lines.push(`  Database: ${sim.options.db}`);
    if (sim.seededMs !== null) lines.push(`            new world seeded in ${(sim.seededMs / 1000).toFixed(1)} s`);
    if (world && world.seed !== sim.options.seed) lines.push(`            (kept from an earlier start; POST /sim/reset reseeds with ${sim.options.seed})`);
    const fleet = sim.fleet!;
    const clock = fleet.clockState();
    const start = fleet.startup;
    const pace = clock.paused ? 'paused (SIM_SPEED=0; POST /sim/clock to run)' : clock.speed === 1 ? '×1 (real time; SIM_SPEED to change)' : `×${clock.speed} (SIM_SPEED)`;
    const live = fleet.fleet().kiosks.length;
    const devices = Object.values(sim.repos!.devices.countByStatus(UNSCOPED)).reduce((a, b) => a + b, 0);
    lines.push(`  Fleet:    ${live} kiosks, simulated time ${clock.nowText} KST, speed ${pace}`);
    if (live < devices) lines.push(`            the engine drives ${live} of ${devices} devices; the others keep their seeded history`);
    const hours = (ms: number) => `${Math.round(ms / 360_000) / 10} h`;
    if (start.caughtUpMs > 0) lines.push(`            caught up ${hours(start.caughtUpMs)} of simulated time at start (run ${start.runId})`);
    if (start.skippedMs > 0) {
      lines.push(`            skipped ${hours(start.skippedMs)}: the gap since ${toWireDateTime(start.simNow - start.caughtUpMs - start.skippedMs)} is longer than the 7-day catch-up`);
    }
  }
  lines.push(`  Console:  ${sim.options.webDist ?? 'not built (npm run build); serving the API only'}`);
  if (sim.mode === 'simulator') {
    lines.push('  Demo accounts:');
    for (const a of DEMO_ACCOUNTS) lines.push(`    ${a.userId.padEnd(8)} / ${a.password.padEnd(12)} ${a.authType} (${a.userType}) ${a.userName}`);
  }
  console.log(lines.join('\n'));
  if (sim.mode === 'simulator') {
    // The reports' copy of the sales is loaded now rather than by the first report (seconds in a large world).
    setImmediate(() => {
      const started = performance.now();
      sim.repos!.sales.warm();
      console.log(`  Reports:  sales loaded for the reports in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    });
  }
});

/** Who can open the console, in words: the banner's answer to "is this safe on this network?". */
function reach(listening: string, port: number): string[] {
  const loopback = /^(127\.\d+\.\d+\.\d+|::1|localhost)$/i.test(listening);
  if (loopback) return [`  Reach:    this computer only (listening on ${listening}:${port}); to serve a classroom or a demo screen, start with HOST=0.0.0.0`];
  const everywhere = listening === '0.0.0.0' || listening === '::';
  const addresses = everywhere
    ? Object.values(networkInterfaces()).flatMap((list) => list ?? []).filter((a) => !a.internal && a.family === 'IPv4').map((a) => a.address)
    : [listening];
  const urls = addresses.map((a) => `http://${a}:${port}`).join(', ') || '(no network address found)';
  return [
    `  Reach:    ANYONE on ${everywhere ? 'the networks of this computer' : `the network of ${listening}`} (listening on ${listening}:${port}) can open ${urls}`,
    `            and try to sign in; the simulator's controls (/sim) need an ADMIN or PARTNER sign-in.`,
    ...(allowedHosts.length ? [`            also served as: ${allowedHosts.join(', ')} (ALLOWED_HOSTS)`] : []),
  ];
}

server.on('error', (error: NodeJS.ErrnoException) => {
  sim.close();
  fail(error.code === 'EADDRINUSE' ? `port ${port} is already in use (set PORT)` : `cannot listen: ${error.message}`);
});

let stopping = false;
function shutdown(signal: string): void {
  if (stopping) return;
  stopping = true;
  console.log(`[sim] ${signal}: closing`);
  server.close();
  server.closeAllConnections();
  sim.close(); // checkpoints the WAL, so the file alone holds every change
  process.exit(0);
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
