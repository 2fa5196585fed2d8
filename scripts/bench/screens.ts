// The console's screens, each opened as an operator opens it: from the side menu, in a cold browser
// (a fresh context a round, signed in as admin), against the built console served by the simulator
// on a fresh demo world, fleet running. For each screen: from the click to the screen settled — no
// /api/v1 answer awaited, no loading mark left in the page (a spinner, a skeleton, aria-busy), and
// nothing in <main> changed for QUIET_MS — taken as the later of the last answer and the last change
// of <main>. Median, p95 and max over the rounds; the target is p95 ≤ 1 s on the quiet 2-core machine.
// Run by `npm run bench:console` after the sign-in and 100,000-row figures, or alone:
//   npx tsx scripts/bench/screens.ts [--runs 10] [--out data/bench/screens.json]
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { startProduct } from '../../tests/e2e/support/product';
import { CHROMIUM_ARGS, findBrowser } from '../find-browser';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** Nothing changed for this long (and no answer awaited): the screen has settled. */
const QUIET_MS = 500;
/** A screen not settled by then is reported as such. */
const GIVE_UP_MS = 15_000;
const LOADING_MARKS = '.p-progress-spinner, .p-skeleton, .p-datatable-loading-overlay, [aria-busy="true"], [data-loading="true"]';

/** Plain text: tsx would add helpers the page lacks. Counts /api/ answers awaited and <main>'s changes. */
const WATCH = `(() => {
  // Functions handed to page.evaluate come from tsx, which names them through a helper.
  globalThis.__name = globalThis.__name || ((target) => target);
  const watch = { inFlight: 0, lastAnswerAt: 0, lastChangeAt: 0, observing: false };
  const open = XMLHttpRequest.prototype.open;
  XMLHttpRequest.prototype.open = function (method, url, ...rest) {
    if (String(url).includes('/api/')) {
      this.addEventListener('loadstart', () => { watch.inFlight += 1; });
      this.addEventListener('loadend', () => { watch.inFlight -= 1; watch.lastAnswerAt = performance.now(); });
    }
    return open.call(this, method, url, ...rest);
  };
  const observe = () => {
    const main = document.querySelector('main');
    if (!main || watch.observing) return;
    watch.observing = true;
    new MutationObserver(() => { watch.lastChangeAt = performance.now(); })
      .observe(main, { childList: true, subtree: true, attributes: true, characterData: true });
  };
  new MutationObserver(observe).observe(document, { childList: true, subtree: true });
  window.__screens = watch;
})();`;

declare global {
  interface Window {
    __screens: { inFlight: number; lastAnswerAt: number; lastChangeAt: number };
  }
}

interface Args {
  runs: number;
  out: string;
}

function parseArgs(argv: string[]): Args {
  const value = (name: string, fallback: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 && argv[i + 1] !== undefined ? argv[i + 1]! : fallback;
  };
  return { runs: Number(value('runs', '10')), out: resolve(ROOT, value('out', 'data/bench/screens.json')) };
}

const percentile = (values: readonly number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
};

async function signIn(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.locator('input[name="userId"]').fill('admin');
  await page.locator('input[name="password"]').fill('admin1234');
  await page.locator('button[type="submit"]').click();
  await page.waitForURL(`${baseUrl}/dashboard`);
}

/** Click the menu link to `path`; milliseconds to the screen settled (GIVE_UP_MS when it never did). */
async function openFromMenu(page: Page, path: string): Promise<number> {
  return page.evaluate(
    async ({ path, quiet, giveUp, marks }) => {
      const link = document.querySelector<HTMLAnchorElement>(`nav a[href="${path}"]`)!;
      const start = performance.now();
      const watch = window.__screens;
      watch.lastChangeAt = start;
      link.click();
      return new Promise<number>((resolve) => {
        const check = () => {
          const now = performance.now();
          const last = Math.max(watch.lastAnswerAt, watch.lastChangeAt);
          const loading = document.querySelector(`main :is(${marks})`) !== null;
          if (watch.inFlight === 0 && !loading && last >= start && now - last >= quiet) resolve(last - start);
          else if (now - start > giveUp) resolve(giveUp);
          else setTimeout(check, 25);
        };
        setTimeout(check, 25);
      });
    },
    { path, quiet: QUIET_MS, giveUp: GIVE_UP_MS, marks: LOADING_MARKS },
  );
}

export interface ScreenFigures {
  path: string;
  title: string;
  runs: number[];
  median: number;
  p95: number;
  max: number;
}

/** Every screen of admin's side menu, `runs` cold rounds. */
export async function measureScreens(browser: Browser, baseUrl: string, runs: number): Promise<ScreenFigures[]> {
  const times = new Map<string, { title: string; runs: number[] }>();
  for (let round = 0; round < runs; round += 1) {
    const context = await browser.newContext({ locale: 'ko-KR', viewport: { width: 1440, height: 900 } });
    await context.addInitScript(WATCH);
    const page = await context.newPage();
    await signIn(page, baseUrl);
    await page.locator('nav a.side-menu-link').first().waitFor();
    const links = await page.locator('nav a.side-menu-link').evaluateAll((as) => as.map((a) => ({ path: a.getAttribute('href')!, title: a.textContent!.trim() })));
    // The cockpit and the class screens are the trainer's, not an operator's daily screens.
    for (const { path, title } of links.filter((l) => !l.path.startsWith('/sim'))) {
      const ms = await openFromMenu(page, path);
      const entry = times.get(path) ?? { title, runs: [] };
      entry.runs.push(Math.round(ms));
      times.set(path, entry);
    }
    await context.close();
  }
  return [...times].map(([path, { title, runs }]) => ({
    path,
    title,
    runs,
    median: percentile(runs, 50),
    p95: percentile(runs, 95),
    max: Math.max(...runs),
  }));
}

export function screensTable(figures: readonly ScreenFigures[], runs: number): string {
  return [
    `Screens opened from the side menu, cold browser each round (${runs} rounds): click to settled`,
    '',
    '| screen | path | median | p95 | max |',
    '|---|---|---:|---:|---:|',
    ...figures.map((f) => `| ${f.title} | ${f.path} | ${f.median} ms | ${f.p95 >= GIVE_UP_MS ? 'never' : `${f.p95} ms`}${f.p95 > 1000 ? ' (over 1 s)' : ''} | ${f.max} ms |`),
  ].join('\n');
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const product = await startProduct();
  const browser = await chromium.launch({ executablePath: findBrowser(), headless: true, args: CHROMIUM_ARGS });
  try {
    const figures = await measureScreens(browser, product.baseUrl, args.runs);
    mkdirSync(dirname(args.out), { recursive: true });
    writeFileSync(args.out, `${JSON.stringify({ measuredAt: new Date().toISOString(), quietMs: QUIET_MS, figures }, null, 2)}\n`);
    console.log(screensTable(figures, args.runs));
    console.log(`Written to ${args.out}`);
  } finally {
    await browser.close();
    await product.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
