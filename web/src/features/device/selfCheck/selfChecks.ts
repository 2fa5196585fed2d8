// Self-check rows (pure): the newest check of each device, and the components that failed.
import type { SelfCheck } from '../store';

/** The newest check of each device, in the list's order (the server answers newest first). */
export function latestPerDevice(rows: readonly SelfCheck[]): SelfCheck[] {
  const newest = new Map<number, SelfCheck>();
  for (const row of rows) {
    const seen = newest.get(row.deviceIdx);
    if (!seen || row.reportAt > seen.reportAt) newest.set(row.deviceIdx, row);
  }
  const keep = new Set(newest.values());
  return rows.filter((row) => keep.has(row));
}

export function failedComponents(check: Pick<SelfCheck, 'results'>): string[] {
  return check.results.filter((r) => !r.passed).map((r) => r.component);
}
