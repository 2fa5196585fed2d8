// The command (`kiosk-console`, `npm start`): read the arguments and the environment, build the app,
// listen, print where and how to sign in (and, in Live mode, whether the production API answers).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { createSimApp } from './app';
import { startupBanner } from './banner';
import { checkLiveTarget, liveTargetLine } from './live-proxy';
import { appVersion } from './runtime-config';
import { SettingsError, helpText, readSettings, type Settings } from './settings';

function fail(message: string, code = 1): never {
  console.error(`[sim] ${message}`);
  process.exit(code);
}

const version = appVersion();
const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.log(helpText(version));
  process.exit(0);
}
if (args.includes('--version') || args.includes('-v')) {
  console.log(version);
  process.exit(0);
}
if (args.length > 0) fail(`unknown argument '${args[0]}' (settings are environment variables: kiosk-console --help)`, 2);

const webDist = fileURLToPath(new URL('../../web/dist', import.meta.url));
let settings: Settings;
try {
  settings = readSettings(process.env, existsSync(join(webDist, 'index.html')) ? webDist : null);
} catch (error) {
  if (error instanceof SettingsError) fail(error.message);
  throw error;
}

let sim: ReturnType<typeof createSimApp>;
try {
  sim = createSimApp(settings.options);
} catch (error) {
  fail(`cannot start: ${(error as Error).message}`);
}

// Express 5 calls back with the error when listening fails; server.on('error') below reports it.
const server = sim.app.listen(settings.port, settings.host, (error?: Error) => {
  if (error) return;
  const { port } = server.address() as AddressInfo;
  console.log(startupBanner(sim, { host: settings.host, port, allowedHosts: settings.allowedHosts }).join('\n'));
  if (sim.mode === 'live') {
    const target = sim.options.apiTarget!;
    void checkLiveTarget(target).then((check) => console.log(liveTargetLine(target, check)));
  }
});

server.on('error', (error: NodeJS.ErrnoException) => {
  sim.close();
  fail(error.code === 'EADDRINUSE' ? `port ${settings.port} is already in use (set PORT)` : `cannot listen: ${error.message}`);
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
