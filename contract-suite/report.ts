// The suite's report for people: totals, then every failure (endpoint, case, the schema path that
// differed, the payload), the calls that answered success in the other style than the spec's
// (reported, not failed), then what was skipped and why — as text for the terminal and as JSON.
import { observationsText } from './probes';
import type { CaseResult, SuiteRun } from './run';

export interface Totals {
  passed: number;
  failed: number;
  skipped: number;
  /** Endpoints with at least one failed case. */
  failedEndpoints: string[];
  /** Calls that answered success in the other style (0 for '0', or the reverse). */
  styleDrifts: StyleDrift[];
}

export interface StyleDrift {
  id: string;
  expected: unknown;
  answered: unknown;
}

/** One line per call that drifted, whatever its cases. */
export function styleDrifts(cases: readonly CaseResult[]): StyleDrift[] {
  const seen = new Map<string, StyleDrift>();
  for (const c of cases) if (c.styleDrift && !seen.has(c.id)) seen.set(c.id, { id: c.id, ...c.styleDrift });
  return [...seen.values()];
}

export function totals(cases: readonly CaseResult[]): Totals {
  const count = (o: CaseResult['outcome']) => cases.filter((c) => c.outcome === o).length;
  return {
    passed: count('passed'),
    failed: count('failed'),
    skipped: count('skipped'),
    failedEndpoints: [...new Set(cases.filter((c) => c.outcome === 'failed').map((c) => c.id))],
    styleDrifts: styleDrifts(cases),
  };
}

export function reportJson(run: SuiteRun): string {
  const { answers: _answers, ...rest } = run;
  return `${JSON.stringify({ ...rest, totals: totals(run.cases) }, null, 2)}\n`;
}

export function reportText(run: SuiteRun): string {
  const t = totals(run.cases);
  const endpoints = new Set(run.cases.map((c) => c.id));
  const lines = [
    `Contract suite against ${run.target.baseUrl} (${run.target.simulator ? 'simulator' : 'not the simulator'}, writes ${run.target.allowWrites ? 'on' : 'off'}) as ${run.target.userId}`,
    `${endpoints.size} endpoints, ${run.cases.length} cases in ${(run.durationMs / 1000).toFixed(1)} s: ${t.passed} passed, ${t.failed} failed, ${t.skipped} skipped`,
  ];
  const failed = run.cases.filter((c) => c.outcome === 'failed');
  if (failed.length) {
    lines.push('', 'FAILED');
    for (const c of failed) {
      lines.push(`  ✗ ${c.id} [${c.kind}: ${c.label}]${c.status !== undefined ? ` HTTP ${c.status}` : ''} — ${c.reason ?? ''}${c.schemaPath ? ` (at ${c.schemaPath})` : ''}`);
      if (c.payload !== undefined) lines.push(`      ${typeof c.payload === 'string' ? c.payload : JSON.stringify(c.payload)}`);
    }
  }
  if (t.styleDrifts.length) {
    lines.push('', 'SUCCESS STYLE DRIFT (reported, not failed: the console reads 0 and "0" alike)');
    for (const d of t.styleDrifts) lines.push(`  ~ ${d.id}: success answered ${JSON.stringify(d.answered)}, the spec gives ${JSON.stringify(d.expected)}`);
  }
  const skipped = run.cases.filter((c) => c.outcome === 'skipped');
  if (skipped.length) {
    lines.push('', 'SKIPPED');
    const byReason = new Map<string, string[]>();
    for (const c of skipped) byReason.set(c.reason ?? '', [...(byReason.get(c.reason ?? '') ?? []), `${c.id} [${c.kind}]`]);
    for (const [reason, which] of byReason) lines.push(`  – ${reason}: ${which.join(', ')}`);
  }
  lines.push(...observationsText(run.observations ?? []));
  return `${lines.join('\n')}\n`;
}
