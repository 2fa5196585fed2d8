// How long the server's thread is held: the simulator built in this process as `npm run serve`
// builds it (settings from the environment: SIM_DB, SIM_PRESET …), its event-loop delay watched
// (perf_hooks, 1 ms resolution) from the first start through the fleet's catch-up, while idle, and
// while each of the bench's list and report calls (scripts/bench/calls.ts) runs over HTTP, 5 times each.
//   SIM_PRESET=large SIM_DB=<new or seeded file> npx tsx scripts/bench/held.ts [--start-only]
// --start-only stops after the start, the catch-up and the idle reading (no list or report calls);
// --ready-only after the first line (how long a start takes to answer).
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createSimApp } from '../../sim-server/src/app';
import { readSettings } from '../../sim-server/src/settings';
import { listCalls, post } from './calls';
import { checkCall } from './load';

const ms = (ns: number) => Math.round(ns / 1e5) / 10;
const watch = () => {
  const h = monitorEventLoopDelay({ resolution: 1 });
  h.enable();
  return () => (h.disable(), ms(h.max));
};
const startOnly = process.argv.includes('--start-only');
const sleep = (t: number) => new Promise((r) => setTimeout(r, t));

const load0 = loadavg()[0]!;
const started = performance.now();
const settings = readSettings(process.env, null);
const sim = createSimApp(settings.options);
const server = sim.app.listen(0, '127.0.0.1');
await new Promise((r) => server.once('listening', r));
const readyMs = performance.now() - started;
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
console.log(`ready (answering) in ${(readyMs / 1000).toFixed(1)} s; seeded in ${sim.seededMs === null ? '-' : (sim.seededMs / 1000).toFixed(1)} s; load average ${load0.toFixed(1)} → ${loadavg()[0]!.toFixed(1)}`);
if (process.argv.includes('--ready-only')) {
  server.close();
  sim.close();
  process.exit(0);
}

// The catch-up (if it goes on in the background), with a cheap call every 100 ms beside it.
const fleet = sim.fleet!;
if (fleet.catchingUp) {
  const h = monitorEventLoopDelay({ resolution: 1 });
  h.enable();
  let worst = 0;
  while (fleet.catchingUp) {
    const t = performance.now();
    await checkCall(base, { method: 'GET', path: '/runtime-config.json' });
    worst = Math.max(worst, performance.now() - t);
    await sleep(100);
  }
  console.log(`caught up ${((performance.now() - started) / 1000).toFixed(1)} s after the start; longest event-loop delay meanwhile ${ms(h.max)} ms (p99 ${ms(h.percentile(99))}, p99.9 ${ms(h.percentile(99.9))}), slowest cheap call ${worst.toFixed(0)} ms; load average ${loadavg()[0]!.toFixed(1)}`);
  h.disable();
}
{
  const stop = watch();
  await sleep(5000);
  console.log(`idle 5 s (the fleet ticking): longest event-loop delay ${stop()} ms`);
}
if (startOnly) {
  server.close();
  sim.close();
  process.exit(0);
}

const token = async (userId: string) => ((await checkCall(base, post('/auth/login', { userId, password: `${userId}1234` }))).body as { accessToken: string }).accessToken;
const today = fleet.clockState().nowText.slice(0, 10);
const weekAgo = new Date(Date.parse(`${today}T00:00:00Z`) - 6 * 86_400_000).toISOString().slice(0, 10);
const calls = listCalls(await token('admin'), await token('partner'), today, weekAgo);
console.log('\n| call | ms (median of 5) | longest event-loop delay, ms |\n|---|---:|---:|');
let worstCall = 0;
for (const { name, call } of calls) {
  const runs: number[] = [];
  const stop = watch();
  for (let i = 0; i < 5; i++) runs.push((await checkCall(base, call)).ms);
  const held = stop();
  worstCall = Math.max(worstCall, held);
  console.log(`| ${name} | ${runs.sort((a, b) => a - b)[2]!.toFixed(1)} | ${held} |`);
}
console.log(`\nlongest event-loop delay during a call: ${worstCall} ms (target ≤ 100); load average ${load0.toFixed(1)} → ${loadavg()[0]!.toFixed(1)}`);
server.close();
server.closeAllConnections();
sim.close();
process.exit(0);
