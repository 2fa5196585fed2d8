// The contract suite against a server answering success in the other style than the spec's (a
// production server drifting: 0 for sign-in's '0', '0' for the lists' 0): it reports the drift of
// each call and fails none of them for it; the simulator itself is held to the exact style
// (suite.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalog } from '../../contract/index';
import { startListeningSim, type ListeningSim } from '../support/listeningSim';
import { startOtherStyleProxy, type OtherStyleProxy } from '../support/otherStyleProxy';
import { reportText, totals } from '../../contract-suite/report';
import { runSuite, type SuiteRun } from '../../contract-suite/run';

let run: SuiteRun;
let sim: ListeningSim | undefined;
let proxy: OtherStyleProxy | undefined;

beforeAll(async () => {
  sim = await startListeningSim();
  proxy = await startOtherStyleProxy(sim.baseUrl);
  // As against production: reads only, no simulator controls.
  run = await runSuite({ baseUrl: proxy.baseUrl, userId: 'admin', password: 'admin1234', allowWrites: false, simulator: false }, { checks: ['bad'] });
}, 120_000);
afterAll(async () => {
  await proxy?.close();
  await sim?.close();
});

describe('the contract suite against a server answering the other success style', () => {
  it('signs in and fails no case for the style', () => {
    const failed = run.cases.filter((c) => c.outcome === 'failed');
    expect(failed, reportText(run)).toEqual([]);
    expect(run.cases.find((c) => c.id === 'auth.login' && c.label === 'sign in')).toMatchObject({ outcome: 'passed' });
  });

  it('reports the drift of every call it read, once, with the style the spec gives it', () => {
    const read = [...new Set(run.cases.filter((c) => c.kind === 'valid' && c.outcome === 'passed').map((c) => c.id))];
    const byId = new Map(catalog.map((e) => [e.id, e]));
    const fileCalls = read.filter((id) => byId.get(id)!.responseKind === 'file');
    const expected = read.filter((id) => !fileCalls.includes(id)).map((id) => ({ id, expected: byId.get(id)!.success, answered: byId.get(id)!.success === '0' ? 0 : '0' }));
    expect(totals(run.cases).styleDrifts.sort((a, b) => a.id.localeCompare(b.id))).toEqual(expected.sort((a, b) => a.id.localeCompare(b.id)));
    expect(expected.map((d) => d.id)).toEqual(expect.arrayContaining(['auth.login', 'company.list', 'product.masterList']));
    expect(reportText(run)).toContain('SUCCESS STYLE DRIFT');
  });
});
