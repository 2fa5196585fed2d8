// Load from autocannon (in this process; the servers are children of their own): a short warm-up,
// then `seconds` of `connections` connections sending the request (or each its own page, `nth`),
// answered as requests per second and latency percentiles. One plain request first checks that the call succeeds at all, so
// a table never shows the speed of an error.
import { request } from 'node:http';
import autocannon from 'autocannon';

export interface Call {
  method: 'GET' | 'POST';
  path: string;
  body?: object;
  headers?: Record<string, string>;
  /**
   * Under load, the i-th request asks this instead (another page, say): every request a new
   * question, as many operators' screens ask.
   */
  nth?: (i: number) => { path?: string; body?: object };
}

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  max: number;
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}

export interface LoadOptions {
  seconds: number;
  connections: number;
  warmupSeconds: number;
}

/**
 * Sends the call once; throws unless it answers 2xx with a success result (simulator) or a body
 * (json-server).
 */
export async function checkCall(base: string, call: Call): Promise<{ ms: number; body: unknown }> {
  const started = performance.now();
  const payload = call.body ? JSON.stringify(call.body) : undefined;
  const { status, text } = await new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = request(`${base}${call.path}`, { method: call.method, headers: { 'Content-Type': 'application/json', ...call.headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
  const ms = performance.now() - started;
  if (status < 200 || status >= 300) throw new Error(`${call.method} ${call.path}: HTTP ${status} ${text.slice(0, 200)}`);
  const body = JSON.parse(text) as { result?: unknown };
  if (body && typeof body === 'object' && 'result' in body && body.result !== 0 && body.result !== '0') {
    throw new Error(`${call.method} ${call.path}: result ${String(body.result)} ${text.slice(0, 200)}`);
  }
  return { ms, body };
}

function run(base: string, call: Call, seconds: number, connections: number): Promise<autocannon.Result> {
  let sent = 0;
  const nth = call.nth;
  return autocannon({
    url: `${base}${call.path}`,
    method: call.method,
    headers: { 'content-type': 'application/json', ...call.headers },
    ...(call.body ? { body: JSON.stringify(call.body) } : {}),
    ...(nth
      ? {
          requests: [
            {
              setupRequest: (req) => {
                const next = nth(sent++);
                return { ...req, ...(next.path ? { path: next.path } : {}), ...(next.body ? { body: JSON.stringify(next.body) } : {}) };
              },
            },
          ],
        }
      : {}),
    connections,
    duration: seconds,
    timeout: Math.max(10, seconds),
  });
}

/** A server that takes longer than this for one request is not warmed up: the warm-up's queue would run into the measurement. */
const NO_WARMUP_ABOVE_MS = 250;

export async function load(base: string, call: Call, options: LoadOptions, settle: () => Promise<boolean>): Promise<LoadResult> {
  const { ms } = await checkCall(base, call);
  if (options.warmupSeconds > 0 && ms < NO_WARMUP_ABOVE_MS) {
    await run(base, call, options.warmupSeconds, options.connections);
    await settle();
  }
  const r = await run(base, call, options.seconds, options.connections);
  return {
    requestsPerSecond: Math.round((r.requests.total / r.duration) * 10) / 10,
    p50: r.latency.p50,
    p99: r.latency.p99,
    max: r.latency.max,
    requests: r.requests.total,
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
  };
}
