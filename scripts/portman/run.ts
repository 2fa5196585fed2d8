// `npm run test:portman`: the API as someone holding only its OpenAPI document tests it with Portman
// and Newman. Portman turns the document into a Postman collection with its generated contract tests
// (status, content type, JSON body, schema, headers), adding only a sign-in step (portman-config.json:
// auth.login with the demo admin, its accessToken as every call's bearer); Newman runs it against a
// fresh simulator of its own. Prints each failed assertion and each answer that is not its call's
// success (a refusal passes the schema, which admits the failure shape), and writes the whole as JSON
// to test-results/portman-report.json (PORTMAN_REPORT to change). Exits 1 when an assertion failed
// or a call was refused other than as explained below (the tools' limits, the collection's own doing).
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildOpenApi } from '../../contract/openapi';
import { createSimApp } from '../../sim-server/src/app';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(HERE, '../..');

interface Operation {
  id: string;
  method: string;
  path: RegExp;
  success: string | number;
  file: boolean;
}

/** Every operation of the document, to name each request Newman ran and know its success. */
function operationsOf(document: { paths: Record<string, Record<string, { operationId: string; 'x-success-result': string | number; responses: Record<string, { content?: Record<string, unknown> }> }>> }): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      id: op.operationId,
      method: method.toUpperCase(),
      path: new RegExp(`^${path.replace(/\{\w+\}/g, '[^/]+')}$`),
      success: op['x-success-result'],
      file: '*/*' in (op.responses['200']?.content ?? {}),
    })),
  );
}

/**
 * Assertions that fail through the tools, not the product: each with why. A download answers the
 * stored file with its own type, as the document says (any type); Portman tests the first media type
 * listed for the 200, JSON (first so that Prism validates a failure's JSON against it).
 */
const TOOL_LIMITS: { operation: RegExp; assertion: RegExp; why: string }[] = [
  {
    operation: /^(user|product)\.fileDownload$/,
    assertion: /Content-Type is application\/json|Response has JSON Body|Schema is valid/,
    why: 'a file answered as the document says (*/*); Portman expects the first media type listed (JSON)',
  },
];
const toolLimit = (f: { operation: string; assertion: string; status: number | null }) =>
  f.status === 200 ? TOOL_LIMITS.find((l) => l.operation.test(f.operation) && l.assertion.test(f.assertion)) : undefined;

/**
 * Refusals the collection brings on itself, by call: the tools' requests, not the product's answers.
 * Any other answer that is not a success is the product's until explained.
 */
const UPLOAD_BUILT = 'openapi-to-postman builds a multipart body from the schema, not its example, and a file part only of `format: binary`: `file` goes as text';
const CLASS_NEEDS = 'a class needs an ADMIN whose password is no longer the published one (the example changes it first, user.store)';
const SELF_INFLICTED: Record<string, string> = {
  'auth.resetPasswordConfirm': "the example's token stands for a mailed, single-use link",
  'product.fileUpload': UPLOAD_BUILT,
  'user.fileUpload': UPLOAD_BUILT,
  'product.fileDownload': 'its example attachment is the one product.fileUpload makes, which failed',
  'product.addProduct': "its example tray is the one tray.storeAll's example makes; Portman runs the tray calls later",
  'sim.control.outbox': "the collection's own /sim/sessions/expire, just before, ended the session",
  'sim.classroom.make': CLASS_NEEDS,
  'sim.classroom.accounts': CLASS_NEEDS,
  'sim.classroom.reset': CLASS_NEEDS,
  'sim.classroom.end': CLASS_NEEDS,
  'sim.classroom.answer': CLASS_NEEDS,
};

// Newman's run summary, as much of it as is read here (newman ships no types).
interface Execution {
  item: { name: string };
  request: { method: string; url: { getPath(): string } };
  response?: { code: number; headers: { get(name: string): string | undefined }; stream?: Buffer };
  assertions?: { assertion: string; error?: { message: string } }[];
  requestError?: { message: string };
}
type Newman = { run(options: object, done: (error: Error | null, summary: { run: { executions: Execution[] } }) => void): void };

export interface PortmanReport {
  date: string;
  requests: number;
  assertions: number;
  failedAssertions: { operation: string; status: number | null; assertion: string; message: string }[];
  /** Answers whose result is not the call's success (JSON), with their message. */
  refused: { operation: string; result: unknown; message: string }[];
}

function startSimulator(dir: string): Promise<{ baseUrl: string; close(): Promise<void> }> {
  const sim = createSimApp({ db: join(dir, 'sim.db'), logError: () => {}, fleet: { autoRun: false } });
  return new Promise((resolveStart) => {
    const server: Server = sim.app.listen(0, '127.0.0.1', () =>
      resolveStart({
        baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        close: async () => {
          server.closeAllConnections();
          await new Promise<void>((done) => server.close(() => done()));
          sim.close();
        },
      }),
    );
  });
}

function report(executions: Execution[], operations: Operation[]): PortmanReport {
  const operationOf = (e: Execution) => operations.find((o) => o.method === e.request.method && o.path.test(e.request.url.getPath()));
  const out: PortmanReport = { date: new Date().toISOString(), requests: executions.length, assertions: 0, failedAssertions: [], refused: [] };
  for (const e of executions) {
    const op = operationOf(e);
    const name = op?.id ?? `${e.request.method} ${e.request.url.getPath()}`;
    for (const a of e.assertions ?? []) {
      out.assertions += 1;
      if (a.error) out.failedAssertions.push({ operation: name, status: e.response?.code ?? null, assertion: a.assertion, message: a.error.message });
    }
    if (e.requestError) out.failedAssertions.push({ operation: name, status: null, assertion: 'request sent', message: e.requestError.message });
    const json = e.response?.headers.get('content-type')?.startsWith('application/json');
    if (!op || !json || !e.response?.stream) continue;
    let body: { result?: unknown; message?: unknown; msg?: unknown };
    try {
      body = JSON.parse(e.response.stream.toString('utf8')) as typeof body;
    } catch {
      continue; // the jsonBody assertion says so
    }
    if (op.file || body.result !== op.success) out.refused.push({ operation: name, result: body.result, message: String(body.message ?? body.msg ?? '') });
  }
  return out;
}

function text(r: PortmanReport): string {
  const known = r.failedAssertions.filter((f) => toolLimit(f));
  const others = r.failedAssertions.filter((f) => !toolLimit(f));
  const lines = [
    `Portman + Newman, ${r.date}: ${r.requests} requests, ${r.assertions} assertions, ${r.failedAssertions.length} failed (${known.length} the tools' known limits); ${r.refused.length} answers not a success.`,
  ];
  const line = (f: PortmanReport['failedAssertions'][number]) => `  ${f.operation} (HTTP ${f.status ?? '-'}): ${f.assertion}: ${f.message.split('\n')[0]}`;
  if (others.length) lines.push('', 'Failed assertions:', ...others.map(line));
  if (known.length) lines.push('', 'Failed through the tools (not the product):', ...known.map((f) => `${line(f)}\n      why: ${toolLimit(f)!.why}`));
  const refusal = (f: PortmanReport['refused'][number]) => `  ${f.operation}: ${JSON.stringify(f.result)} ${f.message}`;
  const unexplained = r.refused.filter((f) => !SELF_INFLICTED[f.operation]);
  const explained = r.refused.filter((f) => SELF_INFLICTED[f.operation]);
  if (unexplained.length) lines.push('', 'Answers not a success, unexplained (result, message):', ...unexplained.map(refusal));
  if (explained.length) lines.push('', 'Answers not a success that the collection brought on itself:', ...explained.map((f) => `${refusal(f)}\n      why: ${SELF_INFLICTED[f.operation]}`));
  return `${lines.join('\n')}\n`;
}

const dir = mkdtempSync(join(tmpdir(), 'kiosk-portman-'));
const sim = await startSimulator(dir);
try {
  const document = buildOpenApi({ version: '0.0.0-portman' }) as unknown as Parameters<typeof operationsOf>[0];
  const documentPath = join(dir, 'openapi.json');
  const collectionPath = join(dir, 'collection.json');
  writeFileSync(documentPath, JSON.stringify(document));
  // Portman reads the config's `file:` scripts from where it runs and leaves its working files there.
  for (const file of ['portman-config.json', 'sign-in.js', 'session-ended.js']) copyFileSync(join(HERE, file), join(dir, file));
  const portman = spawnSync(
    join(ROOT, 'node_modules/.bin/portman'),
    ['--local', documentPath, '--portmanConfigFile', 'portman-config.json', '--output', collectionPath, '--baseUrl', sim.baseUrl],
    { cwd: dir, encoding: 'utf8' },
  );
  if (portman.status !== 0) throw new Error(`portman failed (${portman.status}):\n${portman.stdout}\n${portman.stderr}`);
  const newman = createRequire(import.meta.url)('newman') as Newman;
  const summary = await new Promise<{ run: { executions: Execution[] } }>((done, fail) =>
    newman.run({ collection: JSON.parse(readFileSync(collectionPath, 'utf8')), reporters: [] }, (error, result) => (error ? fail(error) : done(result))),
  );
  const result = report(summary.run.executions, operationsOf(document));
  process.stdout.write(text(result));
  const reportPath = resolve(process.env.PORTMAN_REPORT ?? 'test-results/portman-report.json');
  mkdirSync(dirname(reportPath), { recursive: true });
  writeFileSync(reportPath, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`JSON report: ${reportPath}`);
  process.exitCode = result.failedAssertions.some((f) => !toolLimit(f)) || result.refused.some((f) => !SELF_INFLICTED[f.operation]) ? 1 : 0;
} finally {
  await sim.close();
  rmSync(dir, { recursive: true, force: true });
}
