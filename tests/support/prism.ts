// Stoplight Prism (node_modules/.bin/prism) on the project's OpenAPI document, as another tool's user
// runs it: `prism mock` (a back end made of the document alone) or `prism proxy` (a validating proxy
// in front of a server). The document is written to a temporary file; closing removes it.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildOpenApi } from '../../contract/openapi';
import { freePort } from './freePort';

const PRISM = join(process.cwd(), 'node_modules/.bin/prism');
/** Starting Prism reads and resolves the whole document: seconds idle, more on a busy machine. */
const START_TIMEOUT_MS = 120_000;

export interface RunningPrism {
  /** Origin, e.g. http://127.0.0.1:40123 (the API under /api/v1, as the document's paths say). */
  baseUrl: string;
  /** Everything Prism printed so far. */
  log(): string;
  /** The lines Prism logs when a request or an answer breaks the document (and any error or warning). */
  violations(): string[];
  close(): Promise<void>;
}

/**
 * Starts Prism with `args` (`['mock']`, `['proxy', upstream, '--errors']`) on the document and resolves
 * once it says it listens.
 */
export async function startPrism(command: 'mock' | 'proxy', args: string[] = []): Promise<RunningPrism> {
  const dir = mkdtempSync(join(tmpdir(), 'kiosk-prism-'));
  const document = join(dir, 'openapi.json');
  writeFileSync(document, JSON.stringify(buildOpenApi({ version: '0.0.0-prism' })));
  const port = await freePort();
  const child = spawn(PRISM, [command, document, ...args, '--host', '127.0.0.1', '--port', String(port)], { stdio: ['ignore', 'pipe', 'pipe'] });
  const chunks: string[] = [];
  const log = () => chunks.join('');
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill();
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`Prism did not start in ${START_TIMEOUT_MS / 1000} s:\n${log()}`)), START_TIMEOUT_MS);
      const read = (chunk: Buffer) => {
        chunks.push(chunk.toString());
        if (/Prism is listening on/.test(log())) {
          clearTimeout(timer);
          resolve();
        }
      };
      child.stdout!.on('data', read);
      child.stderr!.on('data', read);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`Prism exited (${code}):\n${log()}`));
      });
    });
  } catch (error) {
    await close();
    throw error;
  }
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    log,
    violations: () => log().split('\n').filter((line) => /✖|error|warn|violation/i.test(line)),
    close,
  };
}
