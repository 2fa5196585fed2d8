// Bundle budget (issue 9): the JavaScript a cold browser fetches for /login before the sign-in form
// is usable, gzip -9, stays within 150 KB. Bytes, not time: the same build always weighs the same.
// When it fails, the message lists every file with its size; docs/performance.md says how the
// route was slimmed down and how to measure it (npm run bench:console).
import { describe, expect, it } from 'vitest';
import { LOGIN_JS_BUDGET_BYTES, describeScripts, kb, loadLoginPage } from '../../scripts/login-scripts';
import { useProduct } from './support/product';

const app = useProduct();

describe('bundle budget', () => {
  it(`loads at most ${kb(LOGIN_JS_BUDGET_BYTES)} KB of gzipped JavaScript before the sign-in form is usable`, async () => {
    const load = await loadLoginPage(await app.newContext(), app.baseUrl);
    const report = describeScripts(load);
    // The measurement saw the page's own scripts: the entry, and the sign-in page's chunk.
    expect(load.files.some((f) => /^\/assets\/index-[\w-]+\.js$/.test(f.path)), report).toBe(true);
    expect(load.files.some((f) => /^\/assets\/LoginPage-[\w-]+\.js$/.test(f.path)), report).toBe(true);
    expect(load.gzip, `JavaScript before the sign-in form is usable exceeds ${kb(LOGIN_JS_BUDGET_BYTES)} KB gzip:\n${report}`).toBeLessThanOrEqual(
      LOGIN_JS_BUDGET_BYTES,
    );
  });
});
