// @vitest-environment node
// The console's arrows point down (web/.dependency-cruiser.cjs): contract → i18n → api → state →
// core → ui → features → app, rooms apart but for the listed uses, no cycle. The rules are shown to
// bite on a small made-up tree first, then the real web/src must have no violation.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';

const CONFIG = './web/.dependency-cruiser.cjs';

async function violations(files: string[], baseDir?: string, tsConfig?: unknown): Promise<string[]> {
  const options = await extractDepcruiseOptions(CONFIG);
  const result = await cruise(files, { ...options, ...(baseDir ? { baseDir } : {}), outputType: 'json' }, {}, tsConfig ? { tsConfig } : {});
  const summary = (typeof result.output === 'string' ? (JSON.parse(result.output) as ICruiseResult) : result.output).summary;
  return summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`).sort();
}

describe('the console layering rules', () => {
  const root = mkdtempSync(join(tmpdir(), 'layers-web-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  };

  it('refuses an upward import, a room reaching into a room it may not use, and each cycle once (a type-only one too)', async () => {
    write('web/src/app/shell.ts', "import { page } from '../features/order/page';\nexport const shell = page;\n");
    write('web/src/api/call.ts', "import { shell } from '../app/shell';\nexport const call = shell;\n");
    write('web/src/features/order/page.ts', "import { pick } from '../product/store';\nimport { sum } from '../sales/sum';\nexport const page = pick + sum;\n");
    write('web/src/features/product/store.ts', 'export const pick = 1;\n');
    write('web/src/features/sales/sum.ts', 'export const sum = 2;\n');
    write('web/src/ui/a.ts', "import { b } from './b';\nexport const a = () => b;\n");
    write('web/src/ui/b.ts', "import { a } from './a';\nexport const b = () => a;\n");
    // A cycle closed by a type import is a cycle too: the type ties the two files all the same.
    write('web/src/ui/c.ts', "import type { D } from './d';\nexport const c = (d: D) => d;\n");
    write('web/src/ui/d.ts', "import { c } from './c';\nexport type D = number;\nexport const d = c;\n");
    const found = await violations(['web/src'], root);
    expect(found).toEqual([
      'api-points-down: web/src/api/call.ts → web/src/app/shell.ts',
      'no-circular: web/src/ui/a.ts → web/src/ui/b.ts',
      'no-circular: web/src/ui/c.ts → web/src/ui/d.ts',
      'room-order: web/src/features/order/page.ts → web/src/features/sales/sum.ts',
    ]);
  });

  it('finds no violation in web/src', async () => {
    expect(await violations(['web/src'], undefined, extractTSConfig('tsconfig.json'))).toEqual([]);
  });
});
