// What the browser must fetch before the console's sign-in form can be used: every .js response
// of a cold load of /login until `input[name=userId]` is visible, each with its raw size and its
// gzip -9 size. Shared by the bundle budget test (tests/e2e/bundle-budget.test.ts) and the console
// benchmark (scripts/bench/console.ts), so both count the same bytes the same way.
import { gzipSync } from 'node:zlib';
import type { BrowserContext, Response } from 'playwright-core';

/** Issue 9: the JavaScript loaded before the login form is usable, gzip -9, at most 150 KB (KiB). */
export const LOGIN_JS_BUDGET_BYTES = 150 * 1024;

/**
 * Issue 16: the console's stylesheet (render-blocking on every route), gzip -9, at most 30 KB (KiB):
 * the PrimeReact theme whole (about 20 KB) and the PrimeFlex utilities and icons the console names.
 * All of PrimeFlex alone was 31.6 KB.
 */
export const CSS_BUDGET_BYTES = 30 * 1024;

export const LOGIN_FORM_SELECTOR = 'input[name="userId"]';

export interface ScriptFile {
  /** Path of the script (`/assets/index-abc123.js`). */
  path: string;
  raw: number;
  gzip: number;
}

export interface LoginLoad {
  files: ScriptFile[];
  raw: number;
  gzip: number;
  /** Milliseconds from the start of navigation to the laid-out, enabled user ID field. */
  msToUsableForm: number;
}

const isScript = (url: string) => new URL(url).pathname.endsWith('.js');

/** Size of one response body and of its gzip -9 compression. */
export async function scriptSizes(response: Response): Promise<ScriptFile> {
  const body = await response.body();
  return { path: new URL(response.url()).pathname, raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
}

declare global {
  interface Window {
    /** performance.now() when the sign-in form first became usable (set by the init script). */
    __loginFormUsableAt?: number;
  }
}

/**
 * Runs in the page before any of its scripts: notes the moment the user ID field is in the page,
 * laid out and enabled, from a MutationObserver (so in the same task as the DOM change, before any
 * effect of the page runs). Plain text, not a function: tsx would add helpers the page lacks.
 */
const WATCH_FOR_USABLE_FORM = `(() => {
  const selector = ${JSON.stringify(LOGIN_FORM_SELECTOR)};
  const observer = new MutationObserver(() => {
    const input = document.querySelector(selector);
    if (window.__loginFormUsableAt !== undefined || !input || input.disabled || input.getClientRects().length === 0) return;
    window.__loginFormUsableAt = performance.now();
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true });
})();`;

/**
 * One cold load of `${baseUrl}/login` in `context`, which should be fresh (no cache, no storage):
 * the scripts the page asked for before its form was usable, largest first, and the time from the
 * start of navigation to the usable form. Scripts asked for later (fetched in the background once
 * the form is up) are not counted. The page is closed afterwards; the context is the caller's.
 */
export async function loadLoginPage(context: BrowserContext, baseUrl: string): Promise<LoginLoad> {
  await context.addInitScript(WATCH_FOR_USABLE_FORM);
  const page = await context.newPage();
  try {
    const responses = new Map<string, Response>();
    page.on('response', (response) => {
      if (isScript(response.url())) responses.set(response.url(), response);
    });
    await page.goto(`${baseUrl}/login`);
    await page.waitForFunction(() => window.__loginFormUsableAt !== undefined);
    const { usableAt, asked } = await page.evaluate(() => {
      const at = window.__loginFormUsableAt!;
      const names = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime <= at)
        .map((entry) => entry.name);
      return { usableAt: at, asked: names };
    });
    const scripts = [...new Set(asked)].filter(isScript);
    // Every script asked for before the form was usable has answered by then (the form needed it)
    // or answers soon after; wait for each.
    const files = await Promise.all(
      scripts.map(async (url) => {
        const response = responses.get(url) ?? (await page.waitForResponse(url));
        return scriptSizes(response);
      }),
    );
    files.sort((a, b) => b.gzip - a.gzip);
    return {
      files,
      raw: files.reduce((sum, f) => sum + f.raw, 0),
      gzip: files.reduce((sum, f) => sum + f.gzip, 0),
      msToUsableForm: usableAt,
    };
  } finally {
    await page.close();
  }
}

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** `  82.0 KB  /assets/vendor-react-abc.js` lines, largest first, and the total. */
export function describeScripts(load: Pick<LoginLoad, 'files' | 'gzip' | 'raw'>): string {
  const lines = load.files.map((f) => `${kb(f.gzip).padStart(7)} KB gzip  ${kb(f.raw).padStart(7)} KB raw  ${f.path}`);
  return [...lines, `${kb(load.gzip).padStart(7)} KB gzip  ${kb(load.raw).padStart(7)} KB raw  total of ${load.files.length} files`].join('\n');
}
