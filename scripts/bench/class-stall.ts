// npx tsx scripts/bench/class-stall.ts [--trainees 50] [--runs 3] — how long making and ending a class
// hold other requests: a simulator on the training world (in this process, fleet paused, the
// database in memory) makes a class of --trainees through POST /sim/classroom while a probe asks
// GET /runtime-config.json one request after another; then the same for POST /sim/classroom/end.
// Prints, per run, the call's own time and the probe's slowest and median answers meanwhile (a
// probe answer waits for whatever holds the event loop), and the longest the event loop was held
// (perf_hooks.monitorEventLoopDelay). Not part of npm test.
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createSimApp } from '../../sim-server/src/app';
import { hashPassword } from '../../sim-server/src/auth/password';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const trainees = arg('trainees', 50);
const runs = arg('runs', 3);

const sim = createSimApp({ db: ':memory:', preset: 'training', logError: () => {}, fleet: { autoRun: false } });
const server = sim.app.listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
sim.repos!.users.setPassword(sim.repos!.users.findByUserId('admin')!, hashPassword('bench-room-9'), '2026-11-21 09:00:00');

const post = async (path: string, body: object, token?: string) => {
  const res = await fetch(`${base}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
  return (await res.json()) as { result: number | string; message?: string; accessToken?: string };
};
const token = (await post('/api/v1/auth/login', { userId: 'admin', password: 'bench-room-9' })).accessToken!;

/** Runs `call` while the probe asks one request after another; answers the call's time and the probe's answers (ms). */
async function underProbe(call: () => Promise<{ result: number | string; message?: string }>) {
  const probe: number[] = [];
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  let done = false;
  const probing = (async () => {
    while (!done) {
      const started = performance.now();
      await fetch(`${base}/runtime-config.json`).then((r) => r.arrayBuffer());
      probe.push(performance.now() - started);
    }
  })();
  const started = performance.now();
  const answer = await call();
  const took = performance.now() - started;
  loop.disable();
  done = true;
  await probing;
  if (answer.result !== 0) throw new Error(`refused: ${answer.message}`);
  probe.sort((a, b) => a - b);
  return { took, slowest: probe.at(-1) ?? 0, median: probe[Math.floor(probe.length / 2)] ?? 0, answers: probe.length, loopMax: loop.max / 1e6 };
}

const row = (what: string, r: Awaited<ReturnType<typeof underProbe>>) =>
  `${what.padEnd(18)} ${r.took.toFixed(0).padStart(6)} ms   event loop held at most ${r.loopMax.toFixed(0)} ms; probe: ${r.answers} answers, slowest ${r.slowest.toFixed(0)} ms, median ${r.median.toFixed(1)} ms`;
console.log(`class of ${trainees}, training world, ${runs} runs`);
for (let run = 1; run <= runs; run++) {
  console.log(row(`make (run ${run})`, await underProbe(() => post('/sim/classroom', { trainees }, token))));
  console.log(row(`end (run ${run})`, await underProbe(() => post('/sim/classroom/end', {}, token))));
}
server.close();
sim.close();
