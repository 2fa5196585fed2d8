// Reads the calls listed in spec §7 ("POST /a, /b; GET /c/{x}") so the catalog can be checked
// against the specification itself, not against a list typed by hand.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface SpecCall {
  method: 'GET' | 'POST';
  path: string;
}

const here = fileURLToPath(new URL('.', import.meta.url));
/** The product spec lives beside the repository (../shared/spec.md). */
export const SPEC_PATH = fileURLToPath(new URL('../../../shared/spec.md', import.meta.url));
/** Snapshot of §7 kept in the repository, for clones that have no shared/ folder beside them. */
export const SNAPSHOT_PATH = `${here}spec-section-7.md`;

/** Section 7 of the spec, from its heading up to the next one. */
export function extractSection7(spec: string): string {
  const match = /^## 7\.[\s\S]*?(?=^## 8\.)/m.exec(spec);
  if (!match) throw new Error('spec has no section 7 followed by section 8');
  return match[0];
}

/** Every `METHOD /path` in the bullet lines of §7; a bare `/path` inherits the last method named. */
export function parseSpecCalls(section: string): SpecCall[] {
  const calls: SpecCall[] = [];
  for (const line of section.split('\n')) {
    if (!line.startsWith('- ')) continue;
    let method: SpecCall['method'] | null = null;
    for (const token of line.split(/\s+/)) {
      if (token === 'GET' || token === 'POST') method = token;
      else if (token.startsWith('/') && method) calls.push({ method, path: token.replace(/[.,;:]+$/, '') });
    }
  }
  return calls;
}

/** §7 from the spec when it is beside the repository, else from the snapshot. */
export function loadSection7(): { text: string; source: 'spec' | 'snapshot' } {
  if (existsSync(SPEC_PATH)) return { text: extractSection7(readFileSync(SPEC_PATH, 'utf8')), source: 'spec' };
  return { text: readFileSync(SNAPSHOT_PATH, 'utf8'), source: 'snapshot' };
}
