// Finds a Chromium for the browser tests: CHROME_PATH, then the usual install paths; when
// none is there and we run as root on Debian, installs Debian's `chromium` package.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

/** Flags that keep Chromium quiet on a machine with no network but loopback. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

const HOW_TO_INSTALL =
  'No Chromium found for the browser tests. Install one (Debian/Ubuntu: `sudo apt-get install -y chromium`) ' +
  'or point CHROME_PATH at a Chrome or Chromium executable.';

function firstExisting(): string | undefined {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROME_PATH is set to ${fromEnv}, which does not exist.`);
    return fromEnv;
  }
  return CANDIDATES.find((path) => existsSync(path));
}

function installWithApt(): void {
  const run = (args: string[]) => spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  console.log('[find-browser] no Chromium found; installing Debian package `chromium` …');
  if (run(['update', '-qq']).status !== 0) throw new Error(`apt-get update failed. ${HOW_TO_INSTALL}`);
  if (run(['install', '-y', '-qq', 'chromium']).status !== 0) throw new Error(`apt-get install chromium failed. ${HOW_TO_INSTALL}`);
}

/** Path of a Chromium executable, installing Debian's package when allowed; throws with instructions otherwise. */
export function findBrowser(): string {
  const found = firstExisting();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt) throw new Error(HOW_TO_INSTALL);
  installWithApt();
  const installed = CANDIDATES.find((path) => existsSync(path));
  if (!installed) throw new Error(HOW_TO_INSTALL);
  return installed;
}

// `tsx scripts/find-browser.ts` prints the path (used by .ci/run to install ahead of the tests).
if (import.meta.url === `file://${process.argv[1]}`) console.log(findBrowser());
