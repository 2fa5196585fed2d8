// The contract suite itself, against a freshly started simulator inside `npm test`: every endpoint's
// valid call keeps its schema and success style, bad input is refused, the auth paths answer as the
// design says — and on the simulator nothing is skipped.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalog } from '../../contract/index';
import { startListeningSim, type ListeningSim } from '../support/listeningSim';
import { reportText, totals } from '../../contract-suite/report';
import { runSuite, type SuiteRun } from '../../contract-suite/run';
import { isSimulator } from '../../contract-suite/target';

let run: SuiteRun;
let sim: ListeningSim | undefined;

beforeAll(async () => {
  sim = await startListeningSim();
  expect(await isSimulator(sim.baseUrl)).toBe(true);
  run = await runSuite({ baseUrl: sim.baseUrl, userId: 'admin', password: 'admin1234', allowWrites: true, simulator: true });
}, 120_000);
afterAll(() => sim?.close());

describe('the contract suite against the simulator', () => {
  it('passes every case', () => {
    const failed = run.cases.filter((c) => c.outcome === 'failed');
    expect(failed, reportText(run)).toEqual([]);
    // The simulator answers each call's success in the spec's exact style (a drift would have failed).
    expect(totals(run.cases).styleDrifts).toEqual([]);
  });

  it('runs a valid call, bad input and (where a token is needed) the auth paths for every endpoint, skipping nothing', () => {
    const skipped = run.cases.filter((c) => c.outcome === 'skipped');
    expect(skipped, reportText(run)).toEqual([]);
    for (const e of catalog) {
      const kinds = new Set(run.cases.filter((c) => c.id === e.id && c.outcome === 'passed').map((c) => c.kind));
      expect({ id: e.id, valid: kinds.has('valid') }).toEqual({ id: e.id, valid: true });
      if (e.auth) expect({ id: e.id, auth: kinds.has('auth'), expired: kinds.has('expired') }).toEqual({ id: e.id, auth: true, expired: true });
    }
    expect(totals(run.cases).passed).toBe(run.cases.length);
  });

  it("agrees with every probe: the simulator does what the console assumes of production's search", () => {
    expect(run.observations.map((o) => o.label)).toEqual(['keyword finds a payment by its approval number', 'keyword finds a payment by its payment number']);
    expect(run.observations.filter((o) => o.agrees !== true), reportText(run)).toEqual([]);
    expect(reportText(run)).toMatch(/OBSERVED[^\n]*\n {2}= payment\.list \[keyword finds a payment by its approval number\] — approval number 0\d+ finds payment \d+/);
  });
});
