// What the command prints once it listens: where the console is, who can reach it, which back end
// it fronts, the world and its fleet in an operator's words, and the demo accounts.
import { networkInterfaces } from 'node:os';
import type { SimApp } from './app';
import { toWireDateTime } from './clock';
import { UNSCOPED } from './db/sql';
import { isLoopbackAddress } from './http/public-url';
import { DEMO_ACCOUNTS } from './auth/demo-accounts';
import { worldInfo } from './world/seed';
import type { StartupReport } from './fleet-runtime/runtime';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** '4 days 18 hours', '3 hours 20 minutes', '1 minute': the two largest units, rounded down. */
export function durationInWords(ms: number): string {
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  const days = Math.floor(ms / DAY);
  const hours = Math.floor((ms % DAY) / HOUR);
  const minutes = Math.floor((ms % HOUR) / MINUTE);
  if (days > 0) return hours > 0 ? `${unit(days, 'day')} ${unit(hours, 'hour')}` : unit(days, 'day');
  if (hours > 0) return minutes > 0 ? `${unit(hours, 'hour')} ${unit(minutes, 'minute')}` : unit(hours, 'hour');
  return minutes > 0 ? unit(minutes, 'minute') : 'less than a minute';
}

/** The start-up catch-up, as an operator would say it (empty when there was none). */
export function catchUpLines(start: StartupReport, maxCatchUpDays: number): string[] {
  const lines: string[] = [];
  const from = start.simNow - start.caughtUpMs;
  if (start.caughtUpMs >= MINUTE) {
    const span = durationInWords(start.caughtUpMs);
    // A large fleet catches up after the server answers: say so, not that it is already done.
    const lived = start.inBackground ? 'are living through' : 'lived through';
    const after = start.inBackground ? ', in the background while the server answers' : '';
    lines.push(
      start.newWorld
        ? `${start.inBackground ? 'being brought' : 'brought'} up to now: the new world's kiosks ${lived} the ${span} since ${toWireDateTime(from)} KST (sales, restocking, faults${after})`
        : `${start.inBackground ? 'being brought' : 'brought'} up to now: the kiosks ${lived} the ${span} they were stopped (sales, restocking, faults${after})`,
    );
  }
  if (start.skippedMs > 0) {
    lines.push(
      `the ${durationInWords(start.skippedMs)} before ${toWireDateTime(from)} KST were left out (at most ${maxCatchUpDays} days are made up): no sales in that time`,
    );
  }
  return lines;
}

const listensOnLoopback = (listening: string) => listening.toLowerCase() === 'localhost' || isLoopbackAddress(listening);

/** Who can open the console, in words: the banner's answer to "is this safe on this network?". */
export function reachLines(listening: string, port: number, allowedHosts: readonly string[]): string[] {
  if (listensOnLoopback(listening)) return [`  Reach:    this computer only (listening on ${listening}:${port}); to serve a classroom or a demo screen, start with HOST=0.0.0.0`];
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

export function startupBanner(sim: SimApp, listening: { host: string; port: number; allowedHosts: readonly string[] }): string[] {
  const lines = [`Kiosk Console on http://localhost:${listening.port}`, ...reachLines(listening.host, listening.port, listening.allowedHosts)];
  if (sim.mode === 'live') {
    lines.push(`  Mode:     LIVE — /api/v1 is proxied to ${sim.options.apiTarget}; nothing is simulated`);
    lines.push('  API:      described at /sim/openapi.json, to browse at /sim/api-docs/ (served here, not by production)');
  } else {
    const world = worldInfo(sim.db!);
    lines.push(`  Mode:     SIMULATOR (world seed ${world?.seed}, preset ${world?.preset})`);
    lines.push(`  Database: ${sim.options.db}`);
    if (sim.seededMs !== null) lines.push(`            new world seeded in ${(sim.seededMs / 1000).toFixed(1)} s`);
    if (world && world.seed !== sim.options.seed) lines.push(`            (kept from an earlier start; POST /sim/reset reseeds with ${sim.options.seed})`);
    const fleet = sim.fleet!;
    const clock = fleet.clockState();
    const pace = clock.paused ? 'paused (SIM_SPEED=0; POST /sim/clock to run)' : clock.speed === 1 ? '×1 (real time; SIM_SPEED to change)' : `×${clock.speed} (SIM_SPEED)`;
    const live = fleet.fleet().kiosks.length;
    const devices = Object.values(sim.repos!.devices.countByStatus(UNSCOPED)).reduce((a, b) => a + b, 0);
    lines.push(`  Fleet:    ${live} kiosks, simulated time ${clock.nowText} KST, speed ${pace}`);
    if (live < devices) lines.push(`            the engine drives ${live} of ${devices} devices; the others keep their seeded history`);
    for (const line of catchUpLines(fleet.startup, sim.options.fleet.maxCatchUpMs / DAY)) lines.push(`            ${line}`);
  }
  lines.push(`  Console:  ${sim.options.webDist ?? 'not built (npm run build); serving the API only'}`);
  if (sim.mode === 'simulator') lines.push(...signInLines(listening.host));
  return lines;
}

/** Who can sign in with what (classroom/lock.ts): published passwords only from this computer, and never during a class. */
export function signInLines(listening: string): string[] {
  const accounts = DEMO_ACCOUNTS.map((a) => `    ${a.userId.padEnd(8)} / ${a.password.padEnd(12)} ${a.authType} (${a.userType}) ${a.userName}`);
  const always = '            while a class runs: no published password anywhere, and no ADMIN but the trainer who made the class';
  if (listensOnLoopback(listening)) return ['  Sign-in:  demo accounts (and <userId>1234 for every other account of the world):', ...accounts, always];
  return [
    '  Sign-in:  from this computer: the demo accounts (and <userId>1234 for every other account of the world):',
    ...accounts,
    '            from the network: only accounts whose password was changed (My info); a published password is refused there',
    always,
  ];
}
