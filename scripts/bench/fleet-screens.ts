// tsx scripts/bench/fleet-screens.ts — the device list and the inventory screen against the large
// world, as an operator opens them in headless Chromium: what the console asks the simulator for
// (the request bodies), how big each answer is, how long it takes, and the simulator's resident
// memory while each screen stays open and auto-refreshes (every 10 s); on each screen the operator
// clicks a column header and then page 2, and exports the list as CSV (every row: with a paged list,
// every page). Then one page of every server sort of both lists, timed
// alone: the first page, the middle one and the last (median of 5; the same request is never sent
// twice within 1.2 s, so a simulator that keeps answers for a second answers each from SQL).
//
//   SIM_PRESET=large SIM_DB=/tmp/large.db PORT=8091 npm run serve      # another shell; seeds once
//   npx tsx scripts/bench/fleet-screens.ts --url http://127.0.0.1:8091 --pid <the simulator's node process, not npm's>
//   npx tsx scripts/bench/fleet-screens.ts --db /tmp/large.db            # starts the simulator itself
//
// Options: --stay 25 (seconds each screen stays open)  --sorts-only (no screens: the browser only
//          signs in, then the sorts are timed)
//          --out data/bench/fleet-screens.json.
// The console must be built (web/dist) and served by that simulator. Not part of npm test.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, findBrowser } from '../find-browser';
import { ko } from '../../web/src/i18n/ko';
import { ROOT, rssOf, startSimulator, type Running } from './servers';

const WATCHED = ['/api/v1/device/list', '/api/v1/product/inventory/list', '/api/v1/tree/list'] as const;
/** What the operator clicks on each screen: a column header the server sorts by. */
const SORT_HEADER: Record<string, string> = { [ko.titles.device]: ko.fields.deviceName, [ko.titles.inventoryStatus]: ko.fields.stock };
/** Pages of each sort timed: the first, the middle and the last of 20 rows. */
const PAGES = ['first', 'middle', 'last'] as const;
/** A kept answer lives at most 1 s (the simulator's answer cache): identical requests are sent further apart. */
const SAME_REQUEST_GAP_MS = 1200;
const DEVICE_SORTS = ['deviceName', 'serialNumber', 'companyDivision', 'status', 'temperature', 'openFaultCount', 'reportAt', 'createdDate', 'updatedDate'];
const STOCK_SORTS = ['divisionName', 'deviceName', 'trayNo', 'productName', 'barcode', 'category', 'price', 'stock', 'expiredDate', 'createdDate', 'updatedDate'];

interface Args {
  url?: string;
  pid?: number;
  db?: string;
  stay: number;
  sortsOnly: boolean;
  out: string;
}

function parseArgs(argv: string[]): Args {
  const value = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  return {
    url: value('url'),
    pid: value('pid') === undefined ? undefined : Number(value('pid')),
    db: value('db'),
    stay: Number(value('stay') ?? '25'),
    sortsOnly: argv.includes('--sorts-only'),
    out: resolve(ROOT, value('out') ?? 'data/bench/fleet-screens.json'),
  };
}

interface Answer {
  path: string;
  request: string;
  bytes: number;
  ms: number;
}

interface ScreenReport {
  screen: string;
  rssBeforeMb: number | null;
  /** Peak while the screen is open, before the export. */
  peakRssMb: number;
  answers: Answer[];
  /** The CSV export: from the click to the file, its rows, and the peak while it ran. */
  export: { ms: number; rows: number; peakRssMb: number };
}

/** Rows a CSV export asks for at once (DataList's EXPORT_PAGE_SIZE). */
const EXPORT_PAGE_SIZE = 1000;

/** Samples a process's resident memory every 100 ms; `peak()` since the last `reset()`. */
function memoryWatch(pid: number) {
  let peak = rssOf(pid) ?? 0;
  const timer = setInterval(() => void (peak = Math.max(peak, rssOf(pid) ?? 0)), 100);
  return {
    reset: () => void (peak = rssOf(pid) ?? 0),
    peak: () => Math.max(peak, rssOf(pid) ?? 0),
    stop: () => clearInterval(timer),
  };
}

async function signIn(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.locator('input[name="userId"]').fill('admin');
  await page.locator('input[name="password"]').fill('admin1234');
  await page.locator('button[type="submit"]').click();
  await page.waitForURL(`${baseUrl}/dashboard`, { timeout: 60_000 });
}

async function openScreen(page: Page, title: string): Promise<void> {
  await page.getByRole('navigation', { name: ko.app.mainMenu }).getByRole('link', { name: title }).click();
  await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
  await firstRow(page).waitFor({ timeout: 120_000 });
}

const firstRow = (page: Page) => page.locator('table tbody tr:not(.p-datatable-emptymessage)').first();

/** Clicks Export CSV and waits for the file: how long it took and how many rows it holds. */
async function exportCsv(page: Page): Promise<{ ms: number; rows: number }> {
  const started = performance.now();
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 300_000 }),
    page.getByRole('button', { name: ko.actions.exportCsv, exact: true }).click(),
  ]);
  const path = await download.path();
  const ms = Math.round(performance.now() - started);
  const lines = readFileSync(path, 'utf8').trim().split('\r\n').length;
  return { ms, rows: lines - 1 };
}

/** Clicks a column header, then page 2, each time until the table has settled (no loading overlay). */
async function sortThenPageTwo(page: Page, header: string): Promise<void> {
  const settled = async () => {
    await page.waitForTimeout(300);
    await page.locator('.p-datatable-loading-overlay').waitFor({ state: 'detached', timeout: 120_000 });
    await firstRow(page).waitFor({ timeout: 120_000 });
  };
  await page.getByRole('columnheader', { name: header, exact: true }).click();
  await settled();
  await page.locator('.p-paginator-page', { hasText: /^2$/ }).click();
  await settled();
}

async function post(base: string, token: string, path: string, body: object): Promise<{ ms: number; bytes: number; result: unknown; message: string; totalCount?: number }> {
  const started = performance.now();
  const res = await fetch(`${base}/api/v1${path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: token }, body: JSON.stringify(body) });
  const text = await res.text();
  const ms = performance.now() - started;
  const json = JSON.parse(text) as { result: unknown; message: string; data?: { totalCount?: number } };
  return { ms, bytes: Buffer.byteLength(text), result: json.result, message: json.message, totalCount: json.data?.totalCount };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

async function main() {
  const args = parseArgs(process.argv.slice(2));
  let started: Running | undefined;
  let base = args.url;
  let pid = args.pid;
  if (!base) {
    if (!args.db) throw new Error('give --url and --pid of a running simulator, or --db to start one');
    started = await startSimulator('large', args.db);
    base = started.url;
    pid = started.process.pid;
  }
  if (pid === undefined) throw new Error('--pid of the simulator is needed to read its memory');
  const memory = memoryWatch(pid);
  const browser = await chromium.launch({ executablePath: findBrowser(), headless: true, args: CHROMIUM_ARGS });
  const screens: ScreenReport[] = [];
  const sorts: { list: string; sortField: string; sortOrder: string; page: string; ms: number; result: unknown; message: string }[] = [];
  try {
    const context = await browser.newContext({ locale: 'ko-KR', viewport: { width: 1600, height: 1000 } });
    const page = await context.newPage();
    let answers: Answer[] = [];
    const sentAt = new Map<object, number>();
    page.on('request', (request) => void sentAt.set(request, performance.now()));
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (!(WATCHED as readonly string[]).includes(path)) return;
      const request = response.request();
      // The answer's size as it came over the wire (Chromium keeps no 50 MB body for us to read).
      void response.finished().then(async () => {
        const sizes = await request.sizes();
        answers.push({ path, request: request.postData() ?? '', bytes: sizes.responseBodySize, ms: Math.round(performance.now() - (sentAt.get(request) ?? 0)) });
      }, () => undefined);
    });
    await signIn(page, base);
    for (const title of args.sortsOnly ? [] : [ko.titles.device, ko.titles.inventoryStatus]) {
      await page.goto(`${base}/dashboard`);
      await page.waitForTimeout(2000);
      answers = [];
      const rssBeforeMb = rssOf(pid);
      memory.reset();
      await openScreen(page, title);
      await sortThenPageTwo(page, SORT_HEADER[title]!);
      await page.waitForTimeout(args.stay * 1000);
      const peakRssMb = memory.peak();
      memory.reset();
      const exported = await exportCsv(page);
      await page.waitForTimeout(500); // the last pages' sizes are read as their answers finish
      screens.push({ screen: title, rssBeforeMb, peakRssMb, answers, export: { ...exported, peakRssMb: memory.peak() } });
    }
    const token = (await page.evaluate(() => JSON.parse(sessionStorage.getItem('kiosk-console.session') ?? '{}').token)) as string;
    const combos: { list: string; path: string; body: { page: number; size: number; sortField?: string; sortOrder: string }; pageOf: string; runs: number[]; result?: unknown; message?: string }[] = [];
    for (const [list, path, fields] of [
      ['device.list', '/device/list', DEVICE_SORTS],
      ['product.inventoryList', '/product/inventory/list', STOCK_SORTS],
    ] as const) {
      const total = (await post(base, token, path, { page: 1, size: 1 })).totalCount ?? 0;
      const last = Math.max(1, Math.ceil(total / 20));
      for (const sortField of [undefined, ...fields]) {
        for (const sortOrder of ['asc', 'desc']) {
          for (const pageOf of PAGES) {
            const pageNo = pageOf === 'first' ? 1 : pageOf === 'last' ? last : Math.ceil(last / 2);
            combos.push({ list, path, body: { page: pageNo, size: 20, ...(sortField ? { sortField } : {}), sortOrder }, pageOf, runs: [] });
          }
        }
      }
    }
    // One sweep warms the statements up; five more are timed, each request once a sweep.
    for (let sweep = 0; sweep < 6; sweep++) {
      const started = Date.now();
      for (const c of combos) {
        const answer = await post(base, token, c.path, c.body);
        if (sweep > 0) c.runs.push(answer.ms);
        c.result = answer.result;
        c.message = answer.result === 0 || answer.result === '0' ? '' : answer.message;
      }
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, SAME_REQUEST_GAP_MS - (Date.now() - started))));
    }
    for (const c of combos) {
      sorts.push({ list: c.list, sortField: c.body.sortField ?? '(default)', sortOrder: c.body.sortOrder, page: `${c.pageOf} (${c.body.page})`, ms: Math.round(median(c.runs) * 10) / 10, result: c.result, message: c.message ?? '' });
    }
  } finally {
    await browser.close();
    memory.stop();
    await started?.stop();
  }

  for (const s of screens) {
    console.log(`\n${s.screen}: simulator RSS ${s.rssBeforeMb} MB before, peak ${s.peakRssMb} MB while open ${args.stay} s`);
    const exportPages = s.answers.filter((a) => a.request.includes(`"size":${EXPORT_PAGE_SIZE}`));
    for (const a of s.answers.filter((x) => !exportPages.includes(x))) console.log(`  ${a.path} ${a.request || '{}'} → ${mb(a.bytes)} in ${a.ms} ms`);
    const exportBytes = exportPages.reduce((sum, a) => sum + a.bytes, 0);
    const slowest = exportPages.length ? Math.max(...exportPages.map((a) => a.ms)) : 0;
    console.log(
      `  CSV export: ${s.export.rows} rows in ${(s.export.ms / 1000).toFixed(1)} s` +
        (exportPages.length ? ` (${exportPages.length} pages of ${EXPORT_PAGE_SIZE}, ${mb(exportBytes)} in all, the slowest ${slowest} ms)` : ' (from the rows already loaded)') +
        `, simulator peak ${s.export.peakRssMb} MB`,
    );
  }
  console.log('\nOne page (20 rows) of each server sort, median of 5 (ms): first / middle / last page');
  for (let i = 0; i < sorts.length; i += PAGES.length) {
    const row = sorts.slice(i, i + PAGES.length);
    const s = row[0]!;
    const refused = row.find((r) => r.message)?.message;
    console.log(`  ${s.list} ${s.sortField} ${s.sortOrder}: ${row.map((r) => r.ms).join(' / ')}${refused ? ` — refused: ${refused}` : ''}`);
  }
  const answered = sorts.filter((s) => !s.message);
  if (answered.length) console.log(`  slowest: ${Math.max(...answered.map((s) => s.ms))} ms`);
  mkdirSync(dirname(args.out), { recursive: true });
  writeFileSync(args.out, JSON.stringify({ at: new Date().toISOString(), base, screens, sorts }, null, 2));
  console.log(`\nwritten to ${args.out}`);
}

await main();
