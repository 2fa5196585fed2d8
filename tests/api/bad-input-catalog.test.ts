// Bad input everywhere: every catalog endpoint gets the bad requests its schemas suggest (wrong
// types, missing and unknown fields, huge strings, bad keys, non-objects, unparseable JSON, uploads
// without fields under hostile names) plus oversized bodies and uploads. No answer is a 5xx or a
// success, each says what is wrong, the simulator stays up, and the database is exactly as before.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api as catalogApi, catalog, isSuccess } from '../../contract/index';
import { badCases } from '../../contract-suite/bad-input';
import { callApi } from '../../contract-suite/client';
import { loginAs, sharedSim } from './support';

type Sim = ReturnType<ReturnType<typeof sharedSim>>;
const shared = sharedSim();
let sim: Sim;
let base: string;
let token: string;
let server: import('node:http').Server;

/** Every row of every table, for a before/after comparison. */
function snapshot(s: Sim): Record<string, unknown[]> {
  const tables = s.db!.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").pluck().all() as string[];
  return Object.fromEntries(tables.map((t) => [t, s.db!.prepare(`SELECT * FROM "${t}"`).all()]));
}

beforeAll(async () => {
  sim = shared();
  token = await loginAs(sim, 'admin');
  server = await new Promise((resolve) => {
    const s = sim.app.listen(0, '127.0.0.1', () => resolve(s));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('bad input to every endpoint', () => {
  it('is refused with a message, never a 5xx or a success, and changes nothing', async () => {
    const before = snapshot(sim);
    const problems: string[] = [];
    let sent = 0;
    for (const e of catalog) {
      for (const bad of badCases(e)) {
        sent++;
        const answer = await callApi(base, e, { ...bad.input, token });
        const body = answer.json as { result?: unknown; message?: unknown; msg?: unknown } | undefined;
        const where = `${e.id} [${bad.label}]`;
        if (answer.error) problems.push(`${where}: no answer (${answer.error})`);
        else if (answer.status >= 500) problems.push(`${where}: HTTP ${answer.status}`);
        else if (!body) problems.push(`${where}: HTTP ${answer.status} without JSON`);
        else if (isSuccess(body.result, e.success)) problems.push(`${where}: answered as a success`);
        else if (typeof (body.message ?? body.msg) !== 'string' || !(body.message ?? body.msg)) problems.push(`${where}: no message`);
      }
    }
    expect(problems).toEqual([]);
    expect(sent).toBeGreaterThan(400);
    expect(snapshot(sim)).toEqual(before);
  }, 60_000);

  it('answers bodies and uploads over the limits with 413 and a JSON failure, changing nothing', async () => {
    const before = snapshot(sim);
    const big = await callApi(base, catalogApi.company.store, { body: { companyName: 'Too big', memo: 'x'.repeat(1_200_000) }, token });
    expect([big.status, (big.json as { result: number }).result]).toEqual([413, 2]);
    const upload = await callApi(base, catalogApi.user.fileUpload, {
      body: { userIdx: 1, documentType: 'CONTRACT' },
      file: { name: '../../huge.pdf', type: 'application/pdf', bytes: new Uint8Array(11 * 1024 * 1024) },
      token,
    });
    expect(upload.status).toBe(413);
    expect((upload.json as { message: string }).message).toMatch(/10 ?MB/);
    expect(snapshot(sim)).toEqual(before);
    // Still up and answering.
    expect((await callApi(base, catalogApi.company.list, { body: {}, token })).status).toBe(200);
  });
});
