// `kiosk-console contract` as an operator runs it (issue 30): the package carries the suite, the
// command explains itself, passes against a running simulator and ends none of the sessions it did
// not open, and against a server that is not the simulator it changes nothing unless told to.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readContractArgs } from '../../contract-suite/cli';
import { resolveTarget } from '../../contract-suite/target';
import { startListeningSim, type ListeningSim } from '../support/listeningSim';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

interface Ran {
  code: number;
  stdout: string;
  stderr: string;
}

/** `node bin/kiosk-console.js …` from the checkout, as the installed command runs it. */
function command(args: string[]): Promise<Ran> {
  const { CONTRACT_PASSWORD: _ignored, ...env } = process.env;
  return new Promise((resolve) => {
    execFile(process.execPath, ['bin/kiosk-console.js', ...args], { cwd: ROOT, env, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) =>
      resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** A digest of every table but the sessions': what a read-only run must leave as it was. */
function worldDigest(sim: ListeningSim): Record<string, string> {
  const db = sim.sim.db!;
  const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT IN ('sessions', 'ended_sessions') ORDER BY name").pluck().all() as string[];
  // Rows sorted as text: some tables have no rowid to order by.
  const rows = (t: string) => (db.prepare(`SELECT * FROM "${t}"`).raw().all() as unknown[]).map((row) => JSON.stringify(row)).sort();
  return Object.fromEntries(tables.map((t) => [t, createHash('sha256').update(rows(t).join('\n')).digest('hex')]));
}

/** A server that is not the simulator: the simulator's API behind a proxy that hides its /sim controls. */
async function hidingProxy(upstream: string): Promise<{ url: string; seen: string[]; server: Server }> {
  const target = new URL(upstream);
  const seen: string[] = [];
  const server = createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    if (!req.url!.startsWith('/api/')) return void res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not here');
    const forward = request({ host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode!, answer.headers);
      answer.pipe(res);
    });
    forward.on('error', () => res.writeHead(502).end());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen, server };
}

async function signIn(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/v1/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ userId: 'admin', password: 'admin1234' }) });
  return ((await res.json()) as { accessToken: string }).accessToken;
}

/** How many live sessions other than `token`'s (the simulator's own count); the token must still be live. */
async function otherSessions(baseUrl: string, token: string): Promise<unknown> {
  const res = await fetch(`${baseUrl}/sim/sessions`, { headers: { Authorization: `Bearer ${token}` } });
  return ((await res.json()) as { result: unknown; data?: { others: number } }).data?.others ?? res.status;
}

describe('npm pack', () => {
  it('carries the contract suite beside the command', async () => {
    const packed = await new Promise<string>((resolve, reject) =>
      execFile('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 }, (error, stdout) => (error ? reject(error) : resolve(stdout))),
    );
    const files = (JSON.parse(packed) as { files: { path: string }[] }[])[0]!.files.map((f) => f.path);
    const suite = readdirSync(`${ROOT}contract-suite`).map((name) => `contract-suite/${name}`);
    expect(suite).toContain('contract-suite/cli.ts');
    expect(files).toEqual(expect.arrayContaining(['bin/kiosk-console.js', 'contract/index.ts', ...suite]));
    expect(files.filter((f) => f.startsWith('tests/') || f.startsWith('scripts/'))).toEqual([]);
  });
});

describe('kiosk-console contract', () => {
  let sim: ListeningSim;
  let bystander: string;

  beforeAll(async () => {
    sim = await startListeningSim();
    // Someone already signed in to the simulator: the suite must leave them signed in.
    bystander = await signIn(sim.baseUrl);
  });
  afterAll(() => sim?.close());

  it('--help documents every option, its default and the exit codes; a wrong option exits 2', async () => {
    const help = await command(['contract', '--help']);
    expect(help.code).toBe(0);
    for (const option of ['--target URL', '--user ID', '--password PW', '--report FILE', '--writes on|off', '--record FILE', '--compare FILE']) expect(help.stdout).toContain(option);
    expect(help.stdout).toMatch(/default: http:\/\/localhost:8080/);
    expect(help.stdout).toMatch(/default: on against the simulator, off against anything else/);
    expect(help.stdout).toMatch(/Exit codes: 0 .*, 1 a case failed, 2 a wrong option/);
    const wrong = await command(['contract', '--writes', 'maybe']);
    expect([wrong.code, wrong.stderr]).toEqual([2, expect.stringContaining("--writes takes on or off, got 'maybe'")]);
    const noPassword = await command(['contract', '--user', 'me']);
    expect([noPassword.code, noPassword.stderr]).toEqual([2, expect.stringContaining('--user me needs --password (or CONTRACT_PASSWORD)')]);
    // The product's own help names the subcommand.
    expect((await command(['--help'])).stdout).toContain('kiosk-console contract [options]');
  });

  it('reads its options: --writes on|off over the default, the password from CONTRACT_PASSWORD, the demo admin without --user', () => {
    expect(readContractArgs([], {})).toEqual({ target: 'http://localhost:8080', userId: 'admin', password: 'admin1234', writes: undefined, report: undefined, record: undefined, compare: undefined });
    expect(readContractArgs(['--target=https://api.example.com', '--user', 'me', '--writes', 'on', '--report', 'r.json'], { CONTRACT_PASSWORD: 'secret' })).toMatchObject({
      target: 'https://api.example.com',
      userId: 'me',
      password: 'secret',
      writes: true,
      report: 'r.json',
    });
    expect(readContractArgs(['--writes', 'off', '--password', 'pw'], { CONTRACT_PASSWORD: 'secret' })).toMatchObject({ writes: false, password: 'pw' });
    expect(readContractArgs(['-h'], {})).toBe('help');
    expect(() => readContractArgs(['https://api.example.com'], {})).toThrow(/positional/i);
  });

  it('against a server that is not the simulator, only reads by default and signs out only its own sessions', async () => {
    const proxy = await hidingProxy(sim.baseUrl);
    try {
      const before = worldDigest(sim);
      const ran = await command(['contract', '--target', proxy.url, '--user', 'admin', '--password', 'admin1234']);
      expect(ran.code, ran.stdout + ran.stderr).toBe(0);
      expect(ran.stdout).toContain(`Contract suite against ${proxy.url} (not the simulator, writes off) as admin`);
      expect(ran.stdout).toMatch(/0 failed, [1-9]\d* skipped/);
      expect(ran.stdout).toContain('writes are off for this target (--writes on turns them on)');
      // Nothing but sessions changed, and the world's records are as they were.
      expect(worldDigest(sim)).toEqual(before);
      expect(proxy.seen).toContain('GET /sim/health');
      // Told to write, it would: --writes on is the only way to writes off the simulator.
      expect(await resolveTarget({ url: proxy.url, userId: 'admin', password: 'admin1234', writes: true })).toMatchObject({ simulator: false, allowWrites: true });
      expect(await resolveTarget({ url: sim.baseUrl, userId: 'admin', password: 'admin1234', writes: false })).toMatchObject({ simulator: true, allowWrites: false });
      expect(await otherSessions(sim.baseUrl, bystander)).toBe(0);
    } finally {
      proxy.server.closeAllConnections();
      await new Promise((resolve) => proxy.server.close(resolve));
    }
  });

  it('passes against a running simulator, writes and expired sessions included, and leaves other sessions signed in', async () => {
    const ran = await command(['contract', '--target', `${sim.baseUrl}/api/v1`, '--user', 'admin', '--password', 'admin1234']);
    expect(ran.code, ran.stdout + ran.stderr).toBe(0);
    expect(ran.stdout).toContain(`Contract suite against ${sim.baseUrl} (simulator, writes on) as admin`);
    expect(ran.stdout).toMatch(/ \d+ passed, 0 failed, 0 skipped/);
    // The bystander is still signed in, and none of the suite's sessions is left live.
    expect(await otherSessions(sim.baseUrl, bystander)).toBe(0);
  });

  it('exits 1 when a case fails (a password that does not sign in)', async () => {
    const ran = await command(['contract', '--target', sim.baseUrl, '--user', 'admin', '--password', 'not-the-password']);
    expect(ran.code).toBe(1);
    expect(ran.stdout).toContain('cannot sign in as admin: nothing else can run');
  });
});
