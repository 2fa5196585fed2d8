// The route-path table: every route of the table comes from it, each builder fills its pattern's
// parameters in order (encoded), and no screen writes a console path as a literal.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allRoutes } from '../../web/src/app/routes';
import { fillPattern, paths, PATTERNS } from '../../web/src/core/paths';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('route paths', () => {
  it('the route table and the path table hold the same patterns', () => {
    expect(allRoutes.map((r) => r.path).sort()).toEqual(Object.values(PATTERNS).sort());
  });

  it('builds paths from their parameters, in order and encoded', () => {
    expect(paths.deviceDetail(5, 'trays')).toBe('/management/device/5/trays');
    expect(paths.companyDetail('new')).toBe('/management/company/new');
    expect(paths.dashboard()).toBe('/dashboard');
    expect(fillPattern('/a/:x/:y', ['b c', '?'])).toBe('/a/b%20c/%3F');
  });

  it('no feature writes a console path as a literal', () => {
    const prefixes = [...new Set(Object.values(PATTERNS).map((p) => p.split('/')[1]))];
    const literal = new RegExp(`['"\`]/(${prefixes.join('|')})\\b`);
    const offenders = sources(join(process.cwd(), 'web/src/features')).filter((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .some((line) => !line.trim().startsWith('//') && literal.test(line)),
    );
    expect(offenders).toEqual([]);
  });
});
