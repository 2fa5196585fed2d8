// Live mode as an attacker would try it (issue 14, item 7): paths that climb out of /api/v1, paths
// that only look like it, forged forwarding headers, and where production is. Requests are sent
// with node:http exactly as written (supertest and fetch normalise some paths themselves), to a Live
// console in front of a fake production API that records everything it receives.
import { createServer, request, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { API_BASE, RUNTIME_CONFIG_PATH } from '../../contract/index';
import { buildOpenApi } from '../../contract/openapi';
import { liveProxy } from '../../sim-server/src/live-proxy';
import { appVersion } from '../../sim-server/src/runtime-config';
import type { SimOptions } from '../../sim-server/src/options';
import { makeSim } from './support';

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => close(server));
  return (server.address() as AddressInfo).port;
}

/** How the fake production API answers (by default JSON `{ result: 0, from: 'production' }`). */
type Respond = (res: ServerResponse, port: number) => void;
const answerJson: Respond = (res) => {
  const body = JSON.stringify({ result: 0, from: 'production' });
  res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) }).end(body);
};

/** A stand-in for the production API: answers every request as told and keeps what it received. */
async function fakeProduction(respond: Respond = answerJson) {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ method: req.method!, url: req.url!, headers: req.headers, body: Buffer.concat(chunks).toString() });
      respond(res, (server.address() as AddressInfo).port);
    });
  });
  const port = await listen(server);
  return { received, port, target: `http://127.0.0.1:${port}`, server };
}

/** A Live console in front of `target`, listening on a port of its own. */
async function liveConsole(target: string, options: SimOptions = {}) {
  const logged: string[] = [];
  const sim = makeSim({ apiTarget: target, allowedHosts: ['console.local'], logError: (message) => void logged.push(message), ...options });
  const server = createServer(sim.app);
  return { port: await listen(server), logged };
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  json: { result?: unknown; message?: string; [key: string]: unknown } | null;
}

/** Sends `path` byte for byte as the request target (node:http does not touch it). */
function send(port: number, method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers: { 'Accept-Language': 'en', ...headers }, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        let json: Answer['json'] = null;
        try {
          json = JSON.parse(text);
        } catch {
          // not JSON: the assertions say so
        }
        resolve({ status: res.statusCode!, headers: res.headers, text, json });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('Live proxy: what it forwards', () => {
  it('forwards a plain /api/v1 call with its method, path, query, body and token, and returns the answer', async () => {
    const production = await fakeProduction();
    const { port } = await liveConsole(production.target);
    const body = JSON.stringify({ keyword: '서울' });
    const res = await send(port, 'POST', '/api/v1/company/list?page=1&q=../x', { 'Content-Type': 'application/json', Authorization: 'Bearer live-token' }, body);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ result: 0, from: 'production' });
    expect(production.received).toHaveLength(1);
    expect(production.received[0]).toMatchObject({ method: 'POST', url: '/api/v1/company/list?page=1&q=../x', body });
    expect(production.received[0]!.headers.authorization).toBe('Bearer live-token');

    // Escaped characters that stay inside their segment are forwarded as sent.
    await send(port, 'GET', '/api/v1/company/info/%31');
    expect(production.received[1]!.url).toBe('/api/v1/company/info/%31');
  });

  it('answers a path that could climb out of /api/v1 itself, in the user’s language, and forwards nothing', async () => {
    const production = await fakeProduction();
    const { port } = await liveConsole(production.target);
    const attacks = [
      '/api/v1/../../internal/secret',
      '/api/v1/company/../../../internal/secret',
      '/api/v1/./company/list',
      '/api/v1/company/list/..',
      '/api/v1/%2e%2e/%2e%2e/internal/secret',
      '/api/v1/%2E%2E/internal/secret',
      '/api/v1/.%2e/internal/secret',
      '/api/v1/%2e./internal/secret',
      '/api/v1/..%2f..%2finternal/secret',
      '/api/v1/%2f%2finternal/secret',
      '/api/v1/..%5c..%5cinternal/secret',
      '/api/v1/..\\..\\internal/secret',
      '/api/v1/company\\..\\..\\..\\internal',
      '/api/v1//internal/secret',
      '/api/v1/',
      '/api/v1/..;/internal/secret',
      '/api/v1/company;jsessionid=x/list',
      '/api/v1/%3b/internal',
      '/api/v1/%252e%252e/%252e%252e/internal/secret',
      '/api/v1/%00/internal',
      '/api/v1/%zz/internal',
      '/api/v1/%c0%ae%c0%ae/internal',
      '/api/v1/company/list#/../../../internal',
    ];
    for (const path of attacks) {
      const res = await send(port, 'GET', path);
      expect({ path, status: res.status, type: res.headers['content-type'] }).toEqual({ path, status: 400, type: 'application/json' });
      expect({ path, message: res.json?.message }).toEqual({ path, message: expect.stringContaining('not forwarded to the live API') });
    }
    const korean = await send(port, 'POST', '/api/v1/%2e%2e/internal/secret', { 'Accept-Language': 'ko-KR,ko;q=0.9', 'Content-Type': 'application/json' }, '{}');
    expect(korean.status).toBe(400);
    expect(korean.json?.message).toContain('실서버 API로 전달하지 않습니다');
    expect(production.received.map((r) => r.url)).toEqual([]);
  });

  it('takes a target written with /api/v1 (where every call lives) without doubling it', async () => {
    const production = await fakeProduction();
    const { port } = await liveConsole(`${production.target}/api/v1/`);
    const res = await send(port, 'POST', '/api/v1/auth/login', { 'Content-Type': 'application/json' }, '{}');
    expect(res.status).toBe(200);
    expect(production.received.map((r) => r.url)).toEqual(['/api/v1/auth/login']);
  });

  it('does not forward what only starts like /api/v1', async () => {
    const production = await fakeProduction();
    const { port } = await liveConsole(production.target);
    const lookalikes = [
      '/api/v1foo/bar',
      '/api/v1',
      '/api/v1?x=1',
      '/api/v1%2f..%2f..%2finternal/secret',
      '/api/v1..%2f..%2finternal',
      '/api/v1;/internal',
      '/API/V1/company/list',
      '/api/v2/company/list',
      // the absolute form a proxy is sent: its path must not be taken out and forwarded
      'http://127.0.0.1/api/v1/../../internal/secret',
      'http://production.example/api/v1/company/list',
    ];
    for (const path of lookalikes) {
      const res = await send(port, 'GET', path);
      expect({ path, status: res.status, type: res.headers['content-type'] }).toEqual({ path, status: 404, type: 'application/json' });
    }
    expect(production.received.map((r) => r.url)).toEqual([]);
  });

  it('forwards and refuses the same when mounted under /api/v1 (Express strips the mount from req.url)', async () => {
    const production = await fakeProduction();
    const app = express();
    app.use(API_BASE, liveProxy(production.target, () => {}, 30_000));
    const port = await listen(createServer(app));
    expect((await send(port, 'GET', '/api/v1/company/info/3?x=1')).status).toBe(200);
    expect((await send(port, 'GET', '/api/v1/%2e%2e/internal/secret')).status).toBe(400);
    expect(production.received.map((r) => r.url)).toEqual(['/api/v1/company/info/3?x=1']);
  });
});

describe('Live proxy: forwarding headers', () => {
  it('sets X-Forwarded-For/Host/Proto from what the console saw and drops the client’s own', async () => {
    const production = await fakeProduction();
    const { port } = await liveConsole(production.target);
    await send(port, 'GET', '/api/v1/dashboard/info', {
      Host: `console.local:${port}`,
      'X-Forwarded-For': '203.0.113.7, 10.0.0.1',
      'X-Forwarded-Host': 'evil.example',
      'X-Forwarded-Proto': 'https',
      'X-Forwarded-Port': '443',
      'X-Forwarded-Prefix': '/admin',
      Forwarded: 'for=203.0.113.7;proto=https;host=evil.example',
      'X-Real-IP': '203.0.113.7',
    });
    expect(production.received).toHaveLength(1);
    const seen = production.received[0]!.headers;
    expect({
      for: seen['x-forwarded-for'],
      host: seen['x-forwarded-host'],
      proto: seen['x-forwarded-proto'],
      port: seen['x-forwarded-port'],
      prefix: seen['x-forwarded-prefix'],
      forwarded: seen.forwarded,
      realIp: seen['x-real-ip'],
    }).toEqual({ for: '127.0.0.1', host: `console.local:${port}`, proto: 'http', port: undefined, prefix: undefined, forwarded: undefined, realIp: undefined });
    expect(seen.host).toBe(`127.0.0.1:${production.port}`); // the production API is asked under its own name
  });
});

describe('Live proxy: where production is stays on the server', () => {
  it('says Live in /runtime-config.json without the target’s address', async () => {
    const production = await fakeProduction();
    const { port } = await liveConsole(production.target);
    const res = await send(port, 'GET', RUNTIME_CONFIG_PATH);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ backend: 'live', demoAccounts: [], clock: null });
    expect(res.json).not.toHaveProperty('apiTarget');
    expect(res.text).not.toContain(String(production.port));
    expect(res.text).not.toContain('127.0.0.1');
  });

  it('answers 502 with a clear message but no address when the production API cannot be reached', async () => {
    const production = await fakeProduction();
    await close(production.server);
    const { port, logged } = await liveConsole(production.target);
    for (const [lang, words] of [['en', 'cannot be reached'], ['ko', '연결할 수 없습니다']] as const) {
      const res = await send(port, 'GET', '/api/v1/dashboard/info', { 'Accept-Language': lang });
      expect(res.status).toBe(502);
      expect(res.headers['content-type']).toBe('application/json');
      expect(res.json?.message).toContain(words);
      expect(res.text).not.toContain(String(production.port));
      expect(res.text).not.toContain('127.0.0.1');
    }
    expect(logged.join('\n')).toContain(production.target); // the operator's log still says where
  });
});

// Issue 30: a developer in front of production reads the API's description where the simulator serves it.
describe('Live mode: the API description is served here, not asked of production', () => {
  it('serves the same OpenAPI document and browsing page as the simulator, and sends production nothing', async () => {
    const production = await fakeProduction();
    const { port } = await liveConsole(production.target);
    const document = await send(port, 'GET', '/sim/openapi.json');
    expect([document.status, document.headers['content-type']]).toEqual([200, 'application/json']);
    expect(document.json).toEqual(JSON.parse(JSON.stringify(buildOpenApi({ version: appVersion() }))));
    const page = await send(port, 'GET', '/sim/api-docs/');
    expect([page.status, page.headers['content-type']]).toEqual([200, 'text/html; charset=utf-8']);
    expect(page.text).toContain('<script src="./swagger-ui-bundle.js"></script>');
    expect((await send(port, 'GET', '/sim/api-docs/swagger-initializer.js')).text).toContain("url: '../openapi.json'");
    expect((await send(port, 'GET', '/sim/api-docs/swagger-ui-bundle.js')).status).toBe(200);
    // Only the description: the simulator's controls stay absent, so nothing takes this for a simulator.
    expect((await send(port, 'GET', '/sim/health')).status).toBe(404);
    expect(production.received).toEqual([]);
  });
});

// Issue 26: production's answer headers reached the browser unchanged, proxy credentials reached
// production, and a production call that hung was never given up on.
describe('Live proxy: what production says about itself stays on the server', () => {
  it('rewrites a redirect to production into a path on the console and keeps one to elsewhere', async () => {
    const production = await fakeProduction((res, port) => res.writeHead(302, { Location: `http://127.0.0.1:${port}/api/v1/auth/login?next=%2Fdashboard#top` }).end());
    const { port } = await liveConsole(production.target);
    const res = await send(port, 'GET', '/api/v1/dashboard/info');
    expect([res.status, res.headers.location]).toEqual([302, '/api/v1/auth/login?next=%2Fdashboard#top']);
    // A production under a path of its own: its redirect loses that path on the console.
    const underPath = await fakeProduction((res, port) => res.writeHead(301, { Location: `http://127.0.0.1:${port}/prod/api/v1/dashboard/info` }).end());
    const prefixed = await liveConsole(`${underPath.target}/prod`);
    expect((await send(prefixed.port, 'GET', '/api/v1/dashboard/info')).headers.location).toBe('/api/v1/dashboard/info');
    expect(underPath.received.map((r) => r.url)).toEqual(['/prod/api/v1/dashboard/info']);
    const elsewhere = await fakeProduction((res) => res.writeHead(303, { Location: 'https://sso.example/login' }).end());
    const second = await liveConsole(elsewhere.target);
    expect((await send(second.port, 'GET', '/api/v1/dashboard/info')).headers.location).toBe('https://sso.example/login');
  });

  it('drops its server name, cookies and CORS grants, and passes its answer on', async () => {
    const production = await fakeProduction((res) =>
      res
        .writeHead(200, {
          'Content-Type': 'application/json',
          Server: 'Apache-Coyote/1.1 (prod-api-07.internal)',
          'X-Powered-By': 'Servlet/3.1',
          'Set-Cookie': ['JSESSIONID=abc; Domain=prod.example; Path=/', 'lb=node7; Path=/'],
          'Access-Control-Allow-Origin': '*',
          'Access-Control-Allow-Credentials': 'true',
          'X-Request-Id': 'kept-7',
        })
        .end('{"result":0}'),
    );
    const { port } = await liveConsole(production.target);
    const res = await send(port, 'GET', '/api/v1/dashboard/info');
    expect(res.json).toEqual({ result: 0 });
    expect(res.headers['x-request-id']).toBe('kept-7');
    for (const name of ['server', 'x-powered-by', 'set-cookie', 'access-control-allow-origin', 'access-control-allow-credentials']) {
      expect({ name, value: res.headers[name] }).toEqual({ name, value: undefined });
    }
  });

  it('forwards no proxy credentials and no cookies of the console’s origin', async () => {
    const production = await fakeProduction();
    const { port } = await liveConsole(production.target);
    await send(port, 'GET', '/api/v1/dashboard/info', {
      Authorization: 'Bearer live-token',
      'Proxy-Authorization': 'Basic c3F1aWQ6c2VjcmV0',
      'Proxy-Connection': 'keep-alive',
      Cookie: 'grafana_session=secret-of-another-app',
    });
    const seen = production.received[0]!.headers;
    expect({ proxy: seen['proxy-authorization'], proxyConnection: seen['proxy-connection'], cookie: seen.cookie, auth: seen.authorization }).toEqual({
      proxy: undefined,
      proxyConnection: undefined,
      cookie: undefined,
      auth: 'Bearer live-token',
    });
  });
});

describe('Live proxy: a production that never answers', () => {
  it('is given up on after the configured time with the "cannot be reached" answer, in the user’s language', async () => {
    const production = await fakeProduction(() => {}); // takes the request and says nothing, ever
    const { port, logged } = await liveConsole(production.target, { liveTimeoutSeconds: 0.3 });
    for (const [lang, words] of [['en', 'The live API cannot be reached; try again in a moment'], ['ko', '실서버 API에 연결할 수 없습니다. 잠시 후 다시 시도하세요.']] as const) {
      const res = await send(port, 'GET', '/api/v1/dashboard/info', { 'Accept-Language': lang });
      expect([res.status, res.json?.message]).toEqual([502, words]);
      expect(res.text).not.toContain(String(production.port));
    }
    expect(production.received).toHaveLength(2);
    expect(logged.join('\n')).toContain(production.target);
  });
});
