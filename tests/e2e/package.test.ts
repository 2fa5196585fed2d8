// The product as a package: `npm pack` carries the built console, the server and the contract suite,
// installing the tarball into an empty folder (production dependencies only) gives a `kiosk-console`
// command that explains itself and starts the product, an operator signs in to it, and
// `kiosk-console contract` passes against it.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { SETTINGS } from '../../sim-server/src/settings';
import { launchBrowser } from './support/browser';
import { signIn } from './support/console';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** npm install and the first start of a new world may take minutes on a busy machine. */
const PATIENT = 600_000;

/**
 * better-sqlite3 installs a prebuilt binary it downloads, or compiles one (minutes). This machine
 * may not reach the download, so the binary this checkout already built is offered the way
 * prebuild-install takes an offline one: a local prebuild, named as the download would be.
 */
function localPrebuild(dir: string): string {
  const version = (JSON.parse(readFileSync(join(ROOT, 'node_modules/better-sqlite3/package.json'), 'utf8')) as { version: string }).version;
  const name = `better-sqlite3-v${version}-node-v${process.versions.modules}-${process.platform}-${process.arch}.tar.gz`;
  mkdirSync(dir, { recursive: true });
  return join(dir, name);
}

/** The started command's address, read from its banner ("Kiosk Console on http://localhost:N"). */
function startedAt(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = /Kiosk Console on (http:\/\/localhost:\d+)/.exec(output);
      if (url && output.includes('Sign-in:')) resolve(url[1]!);
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`kiosk-console exited (${code}) before it listened:\n${output}`)));
  });
}

describe('installed from its package', () => {
  let work: string;
  let tarball: string;
  let packedFiles: string[];
  let command: string;
  let child: ChildProcess | undefined;
  let browser: Browser | undefined;
  let started: string | undefined;

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'kiosk-package-'));
    // npm test has built the console; packing builds it again only when a user packs (prepack).
    const { stdout } = await run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', work], { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 });
    const [packed] = JSON.parse(stdout) as { filename: string; files: { path: string }[] }[];
    tarball = join(work, packed!.filename);
    packedFiles = packed!.files.map((f) => f.path);

    const prebuilds = join(work, 'prebuilds');
    await run('tar', ['-czf', localPrebuild(prebuilds), '-C', join(ROOT, 'node_modules/better-sqlite3'), 'build/Release/better_sqlite3.node']);
    const app = join(work, 'app');
    mkdirSync(app);
    writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'kiosk-install-check', private: true }));
    await run('npm', ['install', tarball, '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund'], {
      cwd: app,
      env: { ...process.env, npm_config_better_sqlite3_local_prebuilds: prebuilds },
      maxBuffer: 64 * 1024 * 1024,
    });
    command = join(app, 'node_modules/.bin/kiosk-console');
  }, PATIENT);

  afterAll(async () => {
    await browser?.close();
    child?.kill('SIGTERM');
    if (child && child.exitCode === null) await new Promise((resolve) => child!.once('exit', resolve));
    rmSync(work, { recursive: true, force: true });
  });

  it('carries the built console, the server and the contract suite, not the tests or the sources of the console', () => {
    expect(packedFiles).toEqual(
      expect.arrayContaining(['bin/kiosk-console.js', 'web/dist/index.html', 'sim-server/src/main.ts', 'contract/catalog.ts', 'contract-suite/cli.ts', 'contract-suite/run.ts', 'package.json']),
    );
    expect(packedFiles.filter((f) => /^(tests|scripts|web\/src|docs|data|node_modules)\//.test(f))).toEqual([]);
  });

  it('explains itself with --help: usage and every setting', async () => {
    const { stdout } = await run(command, ['--help']);
    expect(stdout).toContain('Usage: kiosk-console');
    for (const setting of SETTINGS) expect(stdout).toContain(setting.name);
    await expect(run(command, ['--port', '3000'])).rejects.toMatchObject({ code: 2 });
  });

  it('starts the product, and an operator signs in', async () => {
    child = spawn(command, [], { cwd: join(work, 'app'), env: { ...process.env, PORT: '0', SIM_DB: join(work, 'app', 'data', 'sim.db') } });
    const baseUrl = (started = await startedAt(child));
    browser = await launchBrowser();
    const page = await browser.newPage({ locale: 'ko-KR' });
    await signIn(page, baseUrl, 'admin', 'admin1234');
    expect(new URL(page.url()).pathname).toBe('/dashboard');
  }, PATIENT);

  it('runs the contract suite it carries against the product it started, and it passes', async () => {
    expect(started).toBeDefined();
    const { stdout } = await run(command, ['contract', '--target', started!, '--user', 'admin', '--password', 'admin1234'], { maxBuffer: 16 * 1024 * 1024 });
    expect(stdout).toContain('(simulator, writes on) as admin');
    expect(stdout).toMatch(/ \d+ passed, 0 failed, 0 skipped/);
  }, PATIENT);
});
