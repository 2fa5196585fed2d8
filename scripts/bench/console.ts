// npm run bench:console — the console's speed in headless Chromium against the built console served
// by the simulator (in-process, fresh database), on this machine:
//   1. the sign-in route: JavaScript fetched before the form is usable (raw and gzip -9, the bytes
//      the bundle budget test checks) and the time from navigation to a usable form, over cold
//      loads in fresh browser contexts (median);
//   2. a 100,000-row list: the inventory status list answered by a stub of
//      /api/v1/product/inventory/list with 100,000 rows that pass the catalog's response schema,
//      a page of at most MAX_PAGE_SIZE rows an answer as the contract says (the console gathers
//      them, 100 requests); the screen is opened with one device picked (LIST_ROUTE), the mode that
//      keeps its rows in the browser (without one the server pages the list); time from the in-app
//      navigation (as a
//      link does it) to the first page of rows drawn (the first run with the screen's
//      code still to fetch, then after a reload each time: median), then the quick
//      filter (a word typed letter by letter: keydown to the table redrawn, median / p95 / max;
//      clearing it) and sorting by a text and a number column (click to the table redrawn);
//   3. every screen of the side menu opened from it, click to settled, in cold browsers
//      (screens.ts; --screen-runs rounds, default 10; 0 leaves it out);
//   4. a table on the console and every figure in a JSON file.
// Options: --runs 5  --rows 100000  --screen-runs 10  --out data/bench/console.json. Not part of npm test.
// `npm run bench:console` builds the console first; run the script alone to reuse web/dist.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { api } from '../../contract/catalog';
import { MAX_PAGE_SIZE } from '../../contract/constants';
import { startProduct } from '../../tests/e2e/support/product';
import { CHROMIUM_ARGS, findBrowser } from '../find-browser';
import { ko } from '../../web/src/i18n/ko';
import { LOGIN_JS_BUDGET_BYTES, describeScripts, kb, loadLoginPage, type LoginLoad } from '../login-scripts';
import { measureScreens, screensTable } from './screens';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const LIST_PATH = '/api/v1/product/inventory/list';
/**
 * The inventory with one device picked: its rows are read whole and kept in the browser (the whole
 * fleet's stock is paged by the server). No stub row belongs to this device, so none is editable
 * and the page drawn is the same read-only table as before.
 */
const LIST_ROUTE = '/management/product/inventoryStatus?deviceIdx=999999';
/** Typed letter by letter into the quick filter: a product word, then its size (two words). */
const FILTER_TEXT = 'latte 500';

interface Args {
  runs: number;
  rows: number;
  screenRuns: number;
  out: string;
}

function parseArgs(argv: string[]): Args {
  const value = (name: string, fallback: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 && argv[i + 1] !== undefined ? argv[i + 1]! : fallback;
  };
  return {
    runs: Number(value('runs', '5')),
    rows: Number(value('rows', '100000')),
    screenRuns: Number(value('screen-runs', '10')),
    out: resolve(ROOT, value('out', 'data/bench/console.json')),
  };
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const percentile = (values: readonly number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const round = (ms: number) => Math.round(ms * 10) / 10;

// ── 100,000 rows that satisfy the contract ──────────────────────────────────────────────────────

/** A small seeded generator (mulberry32): the same rows every run. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PRODUCTS = [
  ['Cafe Latte', '커피'], ['Americano', '커피'], ['Vanilla Latte', '커피'], ['Cold Brew', '커피'], ['Green Tea Latte', '음료'],
  ['Coca Cola', '탄산'], ['Sprite', '탄산'], ['Orange Juice', '주스'], ['Apple Juice', '주스'], ['Mineral Water', '생수'],
  ['삼각김밥 참치마요', '간편식'], ['삼각김밥 전주비빔', '간편식'], ['샌드위치 햄치즈', '간편식'], ['도시락 제육', '간편식'], ['샐러드 닭가슴살', '샐러드'],
  ['바나나우유', '유제품'], ['딸기우유', '유제품'], ['그릭요거트', '유제품'], ['초코바', '과자'], ['감자칩', '과자'],
] as const;
const SIZES = [200, 250, 330, 350, 500, 1000];

export function syntheticInventory(count: number) {
  const next = random(20261123);
  const pick = <T,>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const pad = (n: number) => String(n).padStart(2, '0');
  const list = Array.from({ length: count }, (_, i) => {
    const division = (i % 250) + 1;
    const device = Math.floor(i / 50) + 1;
    const [name, category] = pick(PRODUCTS);
    const size = pick(SIZES);
    const onTray = next() < 0.9;
    const trayNo = onTray ? 1 + Math.floor(next() * 6) : null;
    const day = 1 + Math.floor(next() * 28);
    return {
      productMappingIdx: i + 1,
      productIdx: 1 + PRODUCTS.findIndex(([n]) => n === name) * SIZES.length + SIZES.indexOf(size),
      productName: `${name} ${size}ml`,
      category,
      barcode: `880${String(1_000_000_000 + ((i * 7919) % 999_999_999)).padStart(10, '0')}`,
      companyIdx: 1 + (division % 8),
      companyName: `회사 ${1 + (division % 8)}`,
      deviceIdx: device,
      deviceName: `냉장고 ${device}`,
      divisionIdx: division,
      divisionName: `매장 ${division}`,
      placement: onTray ? ('TRAY' as const) : ('OFF_TRAY' as const),
      trayIdx: onTray ? device * 10 + trayNo! : null,
      trayNo,
      trayName: onTray ? `${trayNo}단` : null,
      price: 500 + Math.floor(next() * 60) * 100,
      stock: Math.floor(next() * 40),
      expiredDate: next() < 0.8 ? `2026-12-${pad(day)}` : null,
      imgFullPath: null,
      createdDate: `2026-11-${pad(1 + (i % 20))} 09:${pad(i % 60)}:00`,
      updatedDate: `2026-11-${pad(1 + (i % 20))} 18:${pad(i % 60)}:00`,
    };
  });
  // The catalog's own response schema judges every page the stub answers.
  for (let start = 0; start < list.length; start += MAX_PAGE_SIZE) {
    api.product.inventoryList.response.parse({ result: '0', message: '', data: { list: list.slice(start, start + MAX_PAGE_SIZE), totalCount: list.length } });
  }
  return list;
}

/** The stub's answer to a list request: the page its body asks for (MAX_PAGE_SIZE rows unless told). */
export function inventoryAnswer(rows: readonly unknown[], body: { page?: number; size?: number } | null): string {
  const size = Math.min(body?.size ?? MAX_PAGE_SIZE, MAX_PAGE_SIZE);
  const start = ((body?.page ?? 1) - 1) * size;
  return JSON.stringify({ result: '0', message: '', data: { list: rows.slice(start, start + size), totalCount: rows.length } });
}

// ── In the page: when did the table change, and when was it painted ─────────────────────────────

/**
 * Plain text (tsx would add helpers the page lacks). `__bench.keyAt` is the last keydown;
 * `__bench.until(test)` resolves, after the next paint, with the moment a DOM change made `test()`
 * true and the moment of that paint.
 */
export const HARNESS = `(() => {
  // Functions handed to page.evaluate come from tsx, which names them through a helper.
  globalThis.__name = globalThis.__name || ((target) => target);
  try { localStorage.setItem('kiosk-console.auto-refresh', 'off'); } catch {}
  const bench = { keyAt: 0, answers: {} };
  addEventListener('keydown', () => { bench.keyAt = performance.now(); }, true);
  // When each API answer had fully arrived (axios uses XMLHttpRequest).
  const open = XMLHttpRequest.prototype.open;
  XMLHttpRequest.prototype.open = function (method, url, ...rest) {
    this.addEventListener('loadend', () => { bench.answers[new URL(url, location.href).pathname] = performance.now(); });
    return open.call(this, method, url, ...rest);
  };
  bench.until = (test) => new Promise((resolve) => {
    const done = () => {
      const changedAt = performance.now();
      requestAnimationFrame(() => setTimeout(() => resolve({ changedAt, paintedAt: performance.now() }), 0));
    };
    if (test()) return done();
    const observer = new MutationObserver(() => {
      if (!test()) return;
      observer.disconnect();
      done();
    });
    observer.observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
  });
  window.__bench = bench;
})();`;

interface Timing {
  changedAt: number;
  paintedAt: number;
}

declare global {
  interface Window {
    __bench: { keyAt: number; answers: Record<string, number>; until(test: () => boolean): Promise<Timing> };
  }
}

export async function signIn(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.locator('input[name="userId"]').fill('admin');
  await page.locator('input[name="password"]').fill('admin1234');
  await page.locator('button[type="submit"]').click();
  await page.waitForURL(`${baseUrl}/dashboard`);
  await page.locator('[data-testid^="figure-"]').first().waitFor();
}

/**
 * In-app navigation to LIST_ROUTE (the history entry and event a link's click makes) to the first
 * page of rows drawn; and when the answer had fully arrived.
 */
export async function openList(page: Page): Promise<{ drawnMs: number; answeredMs: number }> {
  return page.evaluate(
    async ({ title, path, route }) => {
      const rowsDrawn = () => document.querySelectorAll('table tbody tr:not(.p-datatable-emptymessage)').length >= 20 && document.querySelector('h1')?.textContent === title;
      const start = performance.now();
      const drawn = window.__bench.until(rowsDrawn);
      history.pushState(null, '', route);
      dispatchEvent(new PopStateEvent('popstate'));
      const { paintedAt } = await drawn;
      const answeredAt = window.__bench.answers[path];
      return { drawnMs: paintedAt - start, answeredMs: answeredAt !== undefined && answeredAt >= start ? answeredAt - start : Number.NaN };
    },
    { title: ko.titles.inventoryStatus, path: LIST_PATH, route: LIST_ROUTE },
  );
}

/** A fresh start on the dashboard (reloaded: no list left in the store from the run before). */
export async function openDashboard(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/dashboard`);
  await page.locator('[data-testid^="figure-"]').first().waitFor();
}

/** Type one character into the focused filter; keydown to the table redrawn for that text. */
export async function typeKey(page: Page, char: string, expected: string): Promise<number> {
  const done = page.evaluate(
    (text) =>
      window.__bench
        .until(() => {
          const count = document.querySelector('[data-testid="list-filter-count"]');
          return text === '' ? count === null : count?.getAttribute('data-filter') === text;
        })
        .then((t) => t.paintedAt - window.__bench.keyAt),
    expected,
  );
  if (char === 'Clear') {
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Backspace');
  } else {
    await page.keyboard.type(char);
  }
  return done;
}

/** Click a column header; click to the table redrawn in that order. */
async function sortBy(page: Page, header: string, order: 'ascending' | 'descending' | 'none'): Promise<number> {
  return page.evaluate(
    async ({ header, order }) => {
      const th = [...document.querySelectorAll<HTMLTableCellElement>('table thead th')].find((cell) => cell.textContent?.trim() === header)!;
      const done = window.__bench.until(() => (th.getAttribute('aria-sort') ?? 'none') === order);
      const start = performance.now();
      th.click();
      const { paintedAt } = await done;
      return paintedAt - start;
    },
    { header, order },
  );
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const product = await startProduct();
  // gc() in the page, so the heap figure is what the open list keeps, not garbage awaiting collection.
  const browser = await chromium.launch({ executablePath: findBrowser(), headless: true, args: [...CHROMIUM_ARGS, '--js-flags=--expose-gc'] });
  try {
    // 1. The sign-in route, cold, in fresh contexts.
    const loads: LoginLoad[] = [];
    for (let i = 0; i < args.runs; i += 1) {
      const context = await browser.newContext({ locale: 'ko-KR' });
      loads.push(await loadLoginPage(context, product.baseUrl));
      await context.close();
    }
    const login = loads[0]!;

    // 2. A list of `rows` rows.
    const started = Date.now();
    const rows = syntheticInventory(args.rows);
    const generatedMs = Date.now() - started;
    // Every page's JSON, as the console gathers them.
    let answerBytes = 0;
    for (let page = 1; (page - 1) * MAX_PAGE_SIZE < rows.length; page += 1) answerBytes += inventoryAnswer(rows, { page }).length;
    const context = await browser.newContext({ locale: 'ko-KR', viewport: { width: 1600, height: 1000 } });
    await context.addInitScript(HARNESS);
    await context.route(`**${LIST_PATH}`, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: inventoryAnswer(rows, route.request().postDataJSON() as { page?: number; size?: number } | null) }),
    );
    const page = await context.newPage();
    await signIn(page, product.baseUrl);
    const opens: Array<{ drawnMs: number; answeredMs: number }> = [];
    for (let i = 0; i < args.runs; i += 1) {
      if (i > 0) await openDashboard(page, product.baseUrl);
      opens.push(await openList(page));
    }
    const heapMb = await page.evaluate(() => {
      (window as Window & { gc?: () => void }).gc?.();
      const memory = (performance as Performance & { memory?: { usedJSHeapSize: number } }).memory;
      return memory ? memory.usedJSHeapSize / 1024 / 1024 : Number.NaN;
    });

    // Quick filter: letter by letter, then cleared. The idle time before it lets the list build
    // its search texts, as it would while an operator reads the first page.
    await page.waitForTimeout(1000);
    await page.getByTestId('list-filter').click();
    const keys: Array<{ text: string; ms: number; rows: number }> = [];
    for (let i = 1; i <= FILTER_TEXT.length; i += 1) {
      const text = FILTER_TEXT.slice(0, i);
      const ms = await typeKey(page, FILTER_TEXT[i - 1]!, text);
      const rows = Number((await page.getByTestId('list-filter-count').textContent())?.match(/중 ([\d,]+)건/)?.[1]?.replace(/,/g, '') ?? Number.NaN);
      keys.push({ text, ms, rows });
    }
    const clearMs = await typeKey(page, 'Clear', '');

    // Sorting the whole list: by product name (text), then by price (number).
    const sorts = [
      { column: ko.fields.productName, order: 'ascending' as const },
      { column: ko.fields.productName, order: 'descending' as const },
      { column: ko.fields.productName, order: 'none' as const },
      { column: ko.fields.price, order: 'ascending' as const },
      { column: ko.fields.price, order: 'descending' as const },
    ];
    const sortTimes: Array<{ column: string; order: string; ms: number }> = [];
    for (const sort of sorts) sortTimes.push({ ...sort, ms: await sortBy(page, sort.column, sort.order) });
    await context.close();

    // 3. Every screen of the menu, from a click to settled.
    const screens = args.screenRuns > 0 ? await measureScreens(browser, product.baseUrl, args.screenRuns) : [];

    const keyMs = keys.map((k) => k.ms);
    const results = {
      measuredAt: new Date().toISOString(),
      machine: { cpus: cpus().length, cpu: cpus()[0]?.model ?? '', memoryGb: round(totalmem() / 1024 ** 3), node: process.version, chromium: browser.version() },
      login: {
        budgetBytes: LOGIN_JS_BUDGET_BYTES,
        files: login.files,
        rawBytes: login.raw,
        gzipBytes: login.gzip,
        msToUsableForm: { runs: loads.map((l) => round(l.msToUsableForm)), median: round(median(loads.map((l) => l.msToUsableForm))) },
      },
      list: {
        rows: args.rows,
        answerBytes,
        generatedMs,
        open: {
          runs: opens.map((o) => ({ drawnMs: round(o.drawnMs), answeredMs: round(o.answeredMs) })),
          firstMs: round(opens[0]!.drawnMs),
          medianMs: round(median(opens.map((o) => o.drawnMs))),
          medianAnsweredMs: round(median(opens.map((o) => o.answeredMs))),
          /** The console's own part: from the whole answer received to the rows drawn. */
          medianAfterAnswerMs: round(median(opens.map((o) => o.drawnMs - o.answeredMs))),
        },
        heapMb: round(heapMb),
        quickFilter: {
          text: FILTER_TEXT,
          keys: keys.map((k) => ({ ...k, ms: round(k.ms) })),
          medianMs: round(median(keyMs)),
          p95Ms: round(percentile(keyMs, 95)),
          maxMs: round(Math.max(...keyMs)),
          clearMs: round(clearMs),
        },
        sort: sortTimes.map((s) => ({ ...s, ms: round(s.ms) })),
      },
      screens,
    };

    mkdirSync(dirname(args.out), { recursive: true });
    writeFileSync(args.out, `${JSON.stringify(results, null, 2)}\n`);

    const lines = [
      `Console benchmark — ${results.machine.cpus} cores, ${results.machine.node}, Chromium ${results.machine.chromium}`,
      '',
      'Sign-in route, JavaScript before the form is usable (gzip -9):',
      describeScripts(login),
      `budget ${kb(LOGIN_JS_BUDGET_BYTES)} KB: ${login.gzip <= LOGIN_JS_BUDGET_BYTES ? 'within' : 'OVER'}`,
      '',
      '| measure | figure |',
      '|---|---:|',
      `| sign-in JS, gzip -9 | ${kb(login.gzip)} KB (${login.gzip} B) in ${login.files.length} files |`,
      `| sign-in JS, raw | ${kb(login.raw)} KB |`,
      `| time to a usable sign-in form, median of ${args.runs} cold loads | ${results.login.msToUsableForm.median} ms |`,
      `| ${args.rows.toLocaleString('en')}-row list: answer in (median) | ${results.list.open.medianAnsweredMs} ms (${(answerBytes / 1024 / 1024).toFixed(1)} MB JSON in ${Math.ceil(args.rows / MAX_PAGE_SIZE)} pages) |`,
      `| ${args.rows.toLocaleString('en')}-row list: opened (one device picked) to first page drawn, first / median of ${args.runs} | ${results.list.open.firstMs} / ${results.list.open.medianMs} ms |`,
      `| ${args.rows.toLocaleString('en')}-row list: answer received to first page drawn (median) | ${results.list.open.medianAfterAnswerMs} ms |`,
      `| JS heap with the list open, after a collection | ${results.list.heapMb} MB |`,
      `| quick filter '${FILTER_TEXT}', per keystroke: median / p95 / max | ${results.list.quickFilter.medianMs} / ${results.list.quickFilter.p95Ms} / ${results.list.quickFilter.maxMs} ms |`,
      `| quick filter cleared (all rows back) | ${results.list.quickFilter.clearMs} ms |`,
      ...results.list.sort.map((s) => `| sort by ${s.column}, ${s.order} | ${s.ms} ms |`),
      '',
      ...(screens.length > 0 ? ['', screensTable(screens, args.screenRuns), ''] : []),
      `Keystrokes: ${results.list.quickFilter.keys.map((k) => `'${k.text}' ${k.ms} ms (${k.rows.toLocaleString('en')} rows)`).join(', ')}`,
      `Written to ${args.out}`,
    ];
    console.log(lines.join('\n'));
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
