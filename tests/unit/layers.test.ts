// @vitest-environment node
// The arrows of docs/architecture.md, enforced: dependency-cruiser reads every import (type-only
// ones too) of the simulator, the contract and its suite and checks them against .dependency-cruiser.cjs.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cruise, type ICruiseOptions, type ICruiseResult, type IViolation } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** What this test cruises; nothing outside them is read (node_modules, web/, tests/). */
const CRUISED = ['sim-server/src', 'contract', 'contract-suite'];

async function cruiseLayers(): Promise<{ result: ICruiseResult; options: ICruiseOptions }> {
  const options = await extractDepcruiseOptions(`${ROOT}.dependency-cruiser.cjs`);
  const run = await cruise(
    CRUISED,
    { ...options, baseDir: ROOT, cache: false },
    undefined,
    { tsConfig: extractTSConfig(`${ROOT}tsconfig.json`) },
  );
  return { result: run.output as ICruiseResult, options };
}

/** One line per violation: 'from → to (rule)', a cycle with its whole path. */
function describeViolation(v: IViolation): string {
  const to = v.cycle?.length ? [v.from, ...v.cycle.map((step) => step.name)].join(' → ') : `${v.from} → ${v.to}`;
  return `${to} (${v.rule.name})`;
}

describe('layers (.dependency-cruiser.cjs)', () => {
  it('every import of sim-server/src, contract/ and contract-suite/ points down, and none goes round in a circle', async () => {
    const { result, options } = await cruiseLayers();
    // A config whose paths match nothing would pass by checking nothing: every layer must hold files.
    const modules = result.modules.map((m) => m.source);
    const cruisedRule = (path: string) => CRUISED.some((dir) => path.startsWith(`^${dir}`));
    const layerPaths = (options.ruleSet?.forbidden ?? [])
      .flatMap((rule) => [rule.from.path ?? []].flat())
      .filter(cruisedRule);
    const empty = layerPaths.filter((path) => !modules.some((source) => new RegExp(path).test(source)));
    expect(empty, 'layer paths of .dependency-cruiser.cjs that match no file').toEqual([]);
    expect(modules.length).toBeGreaterThan(200);

    // Arrows first: one upward import can close a hundred cycles, and the arrow is the one to fix.
    const violations = [...result.summary.violations].sort((a, b) => Number(Boolean(a.cycle)) - Number(Boolean(b.cycle)));
    expect(violations.map(describeViolation)).toEqual([]);
  });
});
