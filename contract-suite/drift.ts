// Recorded drift: save the real answers of a run (personal data masked) so a later run can say what
// changed in their shape — fields that appeared, went away or changed type — endpoint by endpoint.

/** Fields that may hold personal or secret data: their values are never written down. */
const PERSONAL = /^(userName|employeeName|ceoName|managerName|orderedBy|email|phone|address|addressDetail|divisionAddressDetail|zipCode|businessNumber|uid|employeeNo|accessToken|apiKey|password|approveNo|msg)$/i;

/** A copy with personal values replaced by '***' (types kept, so the shape stays comparable). */
export function mask(value: unknown, key = ''): unknown {
  if (PERSONAL.test(key) && (typeof value === 'string' || typeof value === 'number')) return typeof value === 'string' ? '***' : 0;
  if (Array.isArray(value)) return value.map((v) => mask(v));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mask(v, k)]));
  return value;
}

/** Type of every path in an answer: `data.list[].companyIdx: number`. Arrays take the union of their items. */
export function shapeOf(value: unknown, path = '', out = new Map<string, Set<string>>()): Map<string, Set<string>> {
  const add = (p: string, type: string) => out.set(p, (out.get(p) ?? new Set()).add(type));
  if (Array.isArray(value)) {
    add(path || '(root)', 'array');
    for (const item of value) shapeOf(item, `${path}[]`, out);
  } else if (value && typeof value === 'object') {
    add(path || '(root)', 'object');
    for (const [k, v] of Object.entries(value)) shapeOf(v, path ? `${path}.${k}` : k, out);
  } else {
    add(path || '(root)', value === null ? 'null' : typeof value);
  }
  return out;
}

export interface Drift {
  id: string;
  added: string[];
  removed: string[];
  changed: string[];
}

const typesText = (types: Set<string> | undefined) => [...(types ?? [])].sort().join('|');

/** What changed from the recorded answers to these, per endpoint (endpoints missing on either side are noted too). */
export function compareRecorded(recorded: Record<string, unknown>, current: Record<string, unknown>): Drift[] {
  const drifts: Drift[] = [];
  for (const id of [...new Set([...Object.keys(recorded), ...Object.keys(current)])].sort()) {
    if (!(id in current)) {
      drifts.push({ id, added: [], removed: ['(no valid answer in this run)'], changed: [] });
      continue;
    }
    if (!(id in recorded)) {
      drifts.push({ id, added: ['(not in the recording)'], removed: [], changed: [] });
      continue;
    }
    const before = shapeOf(recorded[id]);
    const after = shapeOf(current[id]);
    const added = [...after.keys()].filter((p) => !before.has(p));
    const removed = [...before.keys()].filter((p) => !after.has(p));
    const changed = [...after.keys()].filter((p) => before.has(p) && typesText(before.get(p)) !== typesText(after.get(p))).map((p) => `${p}: ${typesText(before.get(p))} → ${typesText(after.get(p))}`);
    if (added.length || removed.length || changed.length) drifts.push({ id, added, removed, changed });
  }
  return drifts;
}

export function driftText(drifts: readonly Drift[]): string {
  if (drifts.length === 0) return 'No drift: every answer has the shape recorded.\n';
  const lines = [`Drift in ${drifts.length} endpoint(s):`];
  for (const d of drifts) {
    lines.push(`  ${d.id}`);
    for (const p of d.added) lines.push(`    + ${p}`);
    for (const p of d.removed) lines.push(`    - ${p}`);
    for (const p of d.changed) lines.push(`    ~ ${p}`);
  }
  return `${lines.join('\n')}\n`;
}
