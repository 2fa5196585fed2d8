// Reads the calls listed in spec §7 ("POST /a, /b; GET /c/{x}") so the catalog can be checked
// against the specification itself, not against a list typed by hand.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface SpecCall {
  method: 'GET' | 'POST';
  path: string;
}

const here = fileURLToPath(new URL('.', import.meta.url));
/** The product spec lives beside the repository (../shared/spec.md). */
export const SPEC_PATH = fileURLToPath(new URL('../../../shared/spec.md', import.meta.url));
/** Snapshot of §7 kept in the repository: what the catalog is checked against, with or without shared/. */
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

/** §7 as the repository keeps it (the freshness test in catalog.test.ts keeps it equal to the spec). */
export function loadSection7(): string {
  return readFileSync(SNAPSHOT_PATH, 'utf8');
}
