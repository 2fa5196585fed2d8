// The suite's report for people: totals, then every failure (endpoint, case, the schema path that
// differed, the payload), then what was skipped and why — as text for the terminal and as JSON.
import { observationsText } from './probes';
import type { CaseResult, SuiteRun } from './run';

export interface Totals {
  passed: number;
  failed: number;
  skipped: number;
  /** Endpoints with at least one failed case. */
  failedEndpoints: string[];
}

export function totals(cases: readonly CaseResult[]): Totals {
  const count = (o: CaseResult['outcome']) => cases.filter((c) => c.outcome === o).length;
  return { passed: count('passed'), failed: count('failed'), skipped: count('skipped'), failedEndpoints: [...new Set(cases.filter((c) => c.outcome === 'failed').map((c) => c.id))] };
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
