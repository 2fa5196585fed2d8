// The console's screens, each opened as an operator opens it: from the side menu, in a cold browser
// (a fresh context a round, signed in as admin), against the built console served by the simulator
// (its own process) on a fresh demo world, fleet running. For each screen: from the click to the
// screen settled — no request awaited (the screen's code, its API calls), no loading mark left in
// the page (a spinner, a skeleton, aria-busy), and for QUIET_MS nothing fetched and nothing in
// <main> changed — taken as the later of the last answer and the last change of <main>. Median, p95
// and max over the rounds; the target is p95 ≤ 1 s on the quiet 2-core machine.
// Run by `npm run bench:console` after the sign-in and 100,000-row figures, or alone:
//   npx tsx scripts/bench/screens.ts [--runs 10] [--out data/bench/screens.json] [--screens /aireport/display,/aireport/supplement]
// --screens: only these menu paths (still in menu order, from the dashboard where sign-in lands).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { startSimulator } from './servers';
import { CHROMIUM_ARGS, findBrowser } from '../find-browser';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** Nothing changed and nothing was fetched for this long: the screen has settled. */
const QUIET_MS = 1000;
/** A screen not settled by then is reported as such. */
const GIVE_UP_MS = 15_000;
const LOADING_MARKS = '.p-progress-spinner, .p-skeleton, .p-datatable-loading-overlay, [aria-busy="true"], [data-loading="true"]';

/** Plain text: tsx would add helpers the page lacks. When <main> last changed (epoch ms, as Node's clock). */
/** The <main> watched is the current one: sign-in's own <main> goes when the shell's comes. */
const WATCH = `(() => {
  const watch = { lastChangeAt: 0, main: null };
  const changes = new MutationObserver(() => { watch.lastChangeAt = Date.now(); });
  const observe = () => {
    const main = document.querySelector('main');
    if (!main || main === watch.main) return;
    watch.main = main;
    changes.disconnect();
    changes.observe(main, { childList: true, subtree: true, attributes: true, characterData: true });
  };
  new MutationObserver(observe).observe(document, { childList: true, subtree: true });
  window.__screens = watch;
})();`;

declare global {
  interface Window {
    __screens: { lastChangeAt: number };
  }
}

interface Args {
  runs: number;
  out: string;
  /** Menu paths to open; empty: every screen. */
  screens: string[];
}

function parseArgs(argv: string[]): Args {
  const value = (name: string, fallback: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 && argv[i + 1] !== undefined ? argv[i + 1]! : fallback;
  };
  const screens = value('screens', '').split(',').filter(Boolean);
  return { runs: Number(value('runs', '10')), out: resolve(ROOT, value('out', 'data/bench/screens.json')), screens };
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

/** Every request of a page (the screen's code, its API calls, pictures): how many await an answer, and when the last ended. */
function trackRequests(page: Page) {
  const net = { inFlight: 0, lastEndAt: 0 };
  const ended = () => {
    net.inFlight -= 1;
    net.lastEndAt = Date.now();
  };
  page.on('request', () => void (net.inFlight += 1));
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return net;
}

/** From `start` to the page settled, in milliseconds (GIVE_UP_MS when it never did). */
async function settled(page: Page, net: { inFlight: number; lastEndAt: number }, start: number): Promise<number> {
  for (;;) {
    await page.waitForTimeout(50);
    const { lastChangeAt, loading } = await page.evaluate(
      (marks) => ({ lastChangeAt: window.__screens.lastChangeAt, loading: document.querySelector(`main :is(${marks})`) !== null }),
      LOADING_MARKS,
    );
    const now = Date.now();
    const last = Math.max(start, lastChangeAt, net.lastEndAt);
    if (net.inFlight === 0 && !loading && now - last >= QUIET_MS) return last - start;
    if (now - start > GIVE_UP_MS) return GIVE_UP_MS;
  }
}

/** Click the menu link to `path` as an operator does; milliseconds to the screen settled. */
async function openFromMenu(page: Page, net: { inFlight: number; lastEndAt: number }, path: string): Promise<number> {
  const start = Date.now();
  await page.locator(`nav a[href="${path}"]`).evaluate((a: HTMLAnchorElement) => a.click());
  return settled(page, net, start);
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
export async function measureScreens(browser: Browser, baseUrl: string, runs: number, only: readonly string[] = []): Promise<ScreenFigures[]> {
  const times = new Map<string, { title: string; runs: number[] }>();
  for (let round = 0; round < runs; round += 1) {
    const context = await browser.newContext({ locale: 'ko-KR', viewport: { width: 1440, height: 900 } });
    await context.addInitScript(WATCH);
    const page = await context.newPage();
    const net = trackRequests(page);
    await signIn(page, baseUrl);
    await page.locator('nav a.side-menu-link').first().waitFor();
    await settled(page, net, Date.now());
    const links = await page.locator('nav a.side-menu-link').evaluateAll((as) => as.map((a) => ({ path: a.getAttribute('href')!, title: a.textContent!.trim() })));
    // The cockpit and the class screens are the trainer's, not an operator's daily screens; the
    // dashboard, where sign-in lands, is opened last (from the screen before it).
    const screens = links.filter((l) => !l.path.startsWith('/sim') && (only.length === 0 || only.includes(l.path)));
    const dashboard = screens.findIndex((l) => l.path === '/dashboard');
    if (dashboard >= 0) screens.push(...screens.splice(dashboard, 1));
    for (const { path, title } of screens) {
      const ms = await openFromMenu(page, net, path);
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
  // The simulator in a process of its own, as `npm start` runs it (in this process it would share
  // its thread with the browser's driver).
  const dir = mkdtempSync(join(tmpdir(), 'kiosk-screens-'));
  const simulator = await startSimulator('demo', join(dir, 'sim.db'));
  const browser = await chromium.launch({ executablePath: findBrowser(), headless: true, args: CHROMIUM_ARGS });
  try {
    const figures = await measureScreens(browser, simulator.url, args.runs, args.screens);
    mkdirSync(dirname(args.out), { recursive: true });
    writeFileSync(args.out, `${JSON.stringify({ measuredAt: new Date().toISOString(), quietMs: QUIET_MS, figures }, null, 2)}\n`);
    console.log(screensTable(figures, args.runs));
    console.log(`Written to ${args.out}`);
  } finally {
    await browser.close();
    await simulator.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
