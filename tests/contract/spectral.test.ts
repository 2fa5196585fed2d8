// The OpenAPI document passes Spectral's OpenAPI rules, all of them (.spectral.yaml): descriptions
// of every operation, parameter and tag, contact and licence, servers, unique operation ids, tags
// declared and sorted … A document with one gap fails the same run, so a pass means something.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { buildOpenApi } from '../../contract/openapi';

const SPECTRAL = join(process.cwd(), 'node_modules/.bin/spectral');
/** One lint takes about 3 s idle and 20 s at load 10 on two cores: this only catches a hang. */
const LINT_TIMEOUT_MS = 180_000;
const dir = mkdtempSync(join(tmpdir(), 'kiosk-spectral-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Finding {
  code: string;
  message: string;
  path: string[];
  severity: number;
}

/** Spectral's findings (errors, warnings, hints) for a document. */
async function lint(name: string, document: unknown): Promise<Finding[]> {
  const file = join(dir, name);
  writeFileSync(file, JSON.stringify(document));
  const args = ['lint', file, '--ruleset', join(process.cwd(), '.spectral.yaml'), '--format', 'json', '--quiet', '--fail-severity', 'hint'];
  // Exit 1 means findings: the JSON on stdout says which.
  const { stdout } = await promisify(execFile)(SPECTRAL, args, { maxBuffer: 16 * 1024 * 1024 }).catch((error: { code?: number; stdout?: string; stderr?: string }) => {
    if (error.code === 1 && error.stdout) return { stdout: error.stdout };
    throw new Error(`spectral failed: ${error.stderr ?? error}`);
  });
  return (JSON.parse(stdout) as Finding[]).map(({ code, message, path, severity }) => ({ code, message, path, severity }));
}

describe('the OpenAPI document under Spectral (every oas rule)', () => {
  it('has no error, warning, information or hint', async () => {
    expect(await lint('openapi.json', buildOpenApi({ version: '9.9.9' }))).toEqual([]);
  }, LINT_TIMEOUT_MS);

  it('is faulted when a description, the contact or the tag list is missing (the rules are live)', async () => {
    const broken = buildOpenApi({ version: '9.9.9' }) as { info: Record<string, unknown>; tags: unknown[]; paths: Record<string, Record<string, { description?: string }>> };
    delete broken.info.contact;
    delete broken.paths['/api/v1/company/list']!.post!.description;
    broken.tags.reverse();
    const codes = new Set((await lint('broken.json', broken)).map((f) => f.code));
    expect([...codes].sort()).toEqual(['info-contact', 'openapi-tags-alphabetical', 'operation-description']);
  }, LINT_TIMEOUT_MS);
});
