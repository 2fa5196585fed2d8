// A back end answering success in the other style than the spec gives each call: a proxy in front of
// a simulator that turns `"result":"0"` into `0` and `0` into `"0"` in every JSON answer under
// /api/v1 (failures and files pass unchanged). What a production server drifting from the spec
// looks like to the console (tests/e2e) and to the contract suite (tests/contract).
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API_BASE } from '../../contract/index';

export interface OtherStyleProxy {
  /** Origin, e.g. http://127.0.0.1:40123 (the API is under /api/v1). */
  baseUrl: string;
  /** Answers whose success style was turned, by path. */
  turned: string[];
  close(): Promise<void>;
}

/** The other success style, or the same value when it is not a success. */
const otherStyle = (result: unknown) => (result === '0' ? 0 : result === 0 ? '0' : result);

/** `target`: the origin answered for (a simulator's). */
export async function startOtherStyleProxy(target: string): Promise<OtherStyleProxy> {
  const turned: string[] = [];
  const server: Server = createServer((req, res) => {
    const headers: IncomingHttpHeaders = { ...req.headers, host: new URL(target).host };
    delete headers['accept-encoding']; // plain answers, to read and rewrite
    const forward = request(new URL(req.url ?? '/', target), { method: req.method, headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        let body = Buffer.concat(chunks);
        const path = (req.url ?? '').split('?')[0]!;
        if (path.startsWith(`${API_BASE}/`) && /json/.test(String(answer.headers['content-type']))) {
          const json = JSON.parse(body.toString('utf8')) as { result?: unknown };
          const result = otherStyle(json.result);
          if (result !== json.result) {
            turned.push(path);
            body = Buffer.from(JSON.stringify({ ...json, result }));
          }
        }
        const out = { ...answer.headers, 'content-length': String(body.length) };
        delete out['transfer-encoding'];
        res.writeHead(answer.statusCode ?? 502, out);
        res.end(body);
      });
    });
    forward.on('error', () => {
      res.writeHead(502).end();
    });
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    turned,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
