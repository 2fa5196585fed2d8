// npm run bench:lighthouse — Lighthouse 12 (performance and accessibility) on the built console
// served by the simulator, in headless Chromium, on this machine:
//   - /login, cold (Lighthouse clears the cache and the origin's service workers and caches);
//   - /dashboard after sign-in: the browser profile signs in once through the form with "keep me
//     signed in" ticked, so the auto-login record in local storage restores the session in the tab
//     Lighthouse opens (Lighthouse's storage reset leaves local storage alone; the console keeps a
//     session in session storage, which is per tab, and falls back to that record). Each run is
//     still cold: no cached file, no session-storage session, the dashboard's data asked afresh;
// each in Lighthouse's mobile form (Moto G Power, slow 4G, 4× CPU slowdown, simulated) and its
// desktop form, `--runs` times each (median). The simulator is a child process (`npm run serve`
// on a fresh demo database), so its event loop is not Lighthouse's. Chromium is the machine's
// (CHROME_PATH or scripts/find-browser.ts), started by playwright-core with a debugging port that
// Lighthouse's node API connects to.
// Prints a table (score, FCP, LCP, TBT, CLS, Speed Index, bytes transferred by kind), the load
// average before and after, and writes every run to a JSON file.
// Options: --runs 3  --pages login,dashboard  --forms mobile,desktop  --out data/bench/lighthouse.json
//          --details (list the performance audits that lose points, for the median run)
//          --reports DIR (keep each run's whole Lighthouse report, JSON, to open in a viewer)
// `npm run bench:lighthouse` builds the console first; run the script alone to reuse web/dist.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import lighthouse, { desktopConfig, type Config, type Flags, type Result } from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findBrowser } from '../find-browser';
import { ROOT, freePort, startSimulator } from './servers';

/** Issue 16: mobile performance ≥ 90 on /login and /dashboard, desktop ≥ 98, accessibility 100. */
export const LIGHTHOUSE_TARGETS = { mobile: 90, desktop: 98, accessibility: 100 } as const;

const PAGES = {
  login: { path: '/login', signedIn: false },
  dashboard: { path: '/dashboard', signedIn: true },
} as const;
type PageName = keyof typeof PAGES;
type Form = 'mobile' | 'desktop';

interface Args {
  runs: number;
  pages: PageName[];
  forms: Form[];
  out: string;
  details: boolean;
  reports: string | null;
}

function parseArgs(argv: string[]): Args {
  const value = (name: string, fallback: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 && argv[i + 1] !== undefined ? argv[i + 1]! : fallback;
  };
  const list = <T extends string>(name: string, fallback: string, allowed: readonly T[]) =>
    value(name, fallback)
      .split(',')
      .filter(Boolean)
      .map((item) => {
        if (!allowed.includes(item as T)) throw new Error(`--${name}: ${item} is not one of ${allowed.join(', ')}`);
        return item as T;
      });
  return {
    runs: Number(value('runs', '3')),
    pages: list('pages', 'login,dashboard', Object.keys(PAGES) as PageName[]),
    forms: list('forms', 'mobile,desktop', ['mobile', 'desktop'] as const),
    out: resolve(ROOT, value('out', 'data/bench/lighthouse.json')),
    details: argv.includes('--details'),
    reports: argv.includes('--reports') ? resolve(ROOT, value('reports', 'data/bench/lighthouse-reports')) : null,
  };
}

interface Run {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** Bytes transferred (as sent: compressed where the server compressed) by resource type. */
  transfer: Record<'document' | 'script' | 'stylesheet' | 'font' | 'other' | 'total', number>;
  /** Performance audits that lose points: id, title, what they would save. */
  losing: Array<{ id: string; score: number | null; display: string }>;
  accessibilityFailures: string[];
  warnings: string[];
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]! ) / 2;
};
const loadAverage = () => loadavg().map((n) => n.toFixed(2)).join(', ');

function summarise(lhr: Result): Run {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const transfer: Run['transfer'] = { document: 0, script: 0, stylesheet: 0, font: 0, other: 0, total: 0 };
  const requests = (lhr.audits['network-requests']?.details as { items?: Array<{ resourceType?: string; transferSize?: number }> } | undefined)?.items ?? [];
  for (const request of requests) {
    const type = (request.resourceType ?? 'Other').toLowerCase();
    const key = (['document', 'script', 'stylesheet', 'font'].includes(type) ? type : 'other') as keyof Run['transfer'];
    transfer[key] += request.transferSize ?? 0;
    transfer.total += request.transferSize ?? 0;
  }
  const performanceAudits = lhr.categories.performance?.auditRefs.map((ref) => ref.id) ?? [];
  const losing = performanceAudits
    .map((id) => lhr.audits[id]!)
    .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'notApplicable')
    .map((audit) => ({ id: audit.id, score: audit.score, display: audit.displayValue ?? '' }));
  const accessibilityFailures = (lhr.categories.accessibility?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id]!)
    .filter((audit) => audit.score === 0)
    .map((audit) => audit.id);
  return {
    performance: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? Number.NaN) * 100),
    fcpMs: Math.round(numeric('first-contentful-paint')),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    tbtMs: Math.round(numeric('total-blocking-time')),
    cls: Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
    speedIndexMs: Math.round(numeric('speed-index')),
    transfer,
    losing,
    accessibilityFailures,
    warnings: lhr.runWarnings.map(String),
  };
}

/** Signs the profile in through the form with "keep me signed in", leaving the auto-login record. */
async function signInAndKeep(context: import('playwright-core').BrowserContext, baseUrl: string): Promise<void> {
  const page = await context.newPage();
  await page.goto(`${baseUrl}/login`);
  await page.locator('input[name="userId"]').fill('admin');
  await page.locator('input[name="password"]').fill('admin1234');
  await page.locator('#keepSignedIn').check();
  await page.locator('button[type="submit"]').click();
  await page.waitForURL(`${baseUrl}/dashboard`);
  await page.locator('[data-testid^="figure-"]').first().waitFor();
  // The dashboard would keep refreshing in the background while Lighthouse measures another tab.
  await page.close();
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const loadBefore = loadAverage();
  const dbDir = mkdtempSync(join(tmpdir(), 'kiosk-lighthouse-'));
  const profile = mkdtempSync(join(tmpdir(), 'kiosk-lighthouse-profile-'));
  const simulator = await startSimulator('demo', join(dbDir, 'sim.db'));
  const port = await freePort();
  // A persistent context: its pages live in the browser's default context, the one Lighthouse opens
  // its tab in, so they share local storage. No viewport of Playwright's: Lighthouse emulates.
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: findBrowser(),
    headless: true,
    viewport: null,
    locale: 'ko-KR',
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
  });
  const results: Record<string, { runs: Run[] }> = {};
  try {
    // Signed-out pages first: with the auto-login record /login goes on to the dashboard.
    let signedIn = false;
    for (const name of [...args.pages].sort((a, b) => Number(PAGES[a].signedIn) - Number(PAGES[b].signedIn))) {
      if (PAGES[name].signedIn && !signedIn) {
        await signInAndKeep(context, simulator.url);
        signedIn = true;
      }
      for (const form of args.forms) {
        const runs: Run[] = [];
        for (let i = 0; i < args.runs; i += 1) {
          const flags: Flags = { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], locale: 'en' };
          const config: Config | undefined = form === 'desktop' ? desktopConfig : undefined;
          const answer = await lighthouse(`${simulator.url}${PAGES[name].path}`, flags, config);
          if (!answer) throw new Error(`Lighthouse gave no result for ${name} (${form})`);
          const lhr = answer.lhr;
          if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
          if (new URL(lhr.finalDisplayedUrl).pathname !== PAGES[name].path) {
            throw new Error(`${name} (${form}): Lighthouse ended on ${lhr.finalDisplayedUrl}, not ${PAGES[name].path} (signed out?)`);
          }
          if (args.reports) {
            mkdirSync(args.reports, { recursive: true });
            writeFileSync(join(args.reports, `${name}-${form}-${i + 1}.json`), JSON.stringify(lhr));
          }
          const run = summarise(lhr);
          runs.push(run);
          console.log(`${name} ${form} run ${i + 1}: performance ${run.performance}, accessibility ${run.accessibility}, FCP ${run.fcpMs} ms, LCP ${run.lcpMs} ms, TBT ${run.tbtMs} ms`);
        }
        results[`${name} ${form}`] = { runs };
      }
    }
  } finally {
    await context.close();
    await simulator.stop();
    rmSync(dbDir, { recursive: true, force: true });
    rmSync(profile, { recursive: true, force: true });
  }
  const loadAfter = loadAverage();

  const kib = (bytes: number) => (bytes / 1024).toFixed(1);
  const rows = Object.entries(results).map(([key, { runs }]) => {
    const m = (pick: (run: Run) => number) => median(runs.map(pick));
    const byScore = [...runs].sort((a, b) => a.performance - b.performance);
    const middle = byScore[Math.floor((byScore.length - 1) / 2)]!;
    return {
      key,
      performance: m((r) => r.performance),
      performanceRuns: runs.map((r) => r.performance),
      accessibility: m((r) => r.accessibility),
      fcpMs: m((r) => r.fcpMs),
      lcpMs: m((r) => r.lcpMs),
      tbtMs: m((r) => r.tbtMs),
      cls: m((r) => r.cls),
      speedIndexMs: m((r) => r.speedIndexMs),
      transfer: middle.transfer,
      losing: middle.losing,
      accessibilityFailures: [...new Set(runs.flatMap((r) => r.accessibilityFailures))],
    };
  });
  const lighthouseVersion = (await import('lighthouse/package.json', { with: { type: 'json' } })).default.version as string;
  const output = {
    measuredAt: new Date().toISOString(),
    machine: { cpus: cpus().length, cpu: cpus()[0]?.model ?? '', memoryGb: Math.round(totalmem() / 1024 ** 3), node: process.version },
    lighthouse: lighthouseVersion,
    loadAverage: { before: loadBefore, after: loadAfter },
    targets: LIGHTHOUSE_TARGETS,
    medians: rows,
    runs: results,
  };
  mkdirSync(dirname(args.out), { recursive: true });
  writeFileSync(args.out, `${JSON.stringify(output, null, 2)}\n`);

  const target = (key: string) => (key.endsWith('desktop') ? LIGHTHOUSE_TARGETS.desktop : LIGHTHOUSE_TARGETS.mobile);
  const lines = [
    `Lighthouse ${lighthouseVersion} — ${output.machine.cpus} cores, ${process.version}; load average (1, 5, 15 min) before ${loadBefore}, after ${loadAfter}`,
    `Median of ${args.runs} runs each; transfer of the median-scored run (as sent on the wire).`,
    '',
    '| page | performance (runs) | target | accessibility | FCP | LCP | TBT | CLS | Speed Index | JS | CSS | fonts | total |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.key} | **${r.performance}** (${r.performanceRuns.join(', ')}) | ≥ ${target(r.key)}${r.performance >= target(r.key) ? '' : ' ✗'} | ${r.accessibility}${r.accessibility >= LIGHTHOUSE_TARGETS.accessibility ? '' : ' ✗'} | ${(r.fcpMs / 1000).toFixed(1)} s | ${(r.lcpMs / 1000).toFixed(1)} s | ${r.tbtMs} ms | ${r.cls} | ${(r.speedIndexMs / 1000).toFixed(1)} s | ${kib(r.transfer.script)} KiB | ${kib(r.transfer.stylesheet)} KiB | ${kib(r.transfer.font)} KiB | ${kib(r.transfer.total)} KiB |`,
    ),
  ];
  for (const r of rows) {
    if (r.accessibilityFailures.length) lines.push('', `${r.key}: accessibility audits failed: ${r.accessibilityFailures.join(', ')}`);
    if (args.details && r.losing.length) lines.push('', `${r.key}: performance audits losing points (median run):`, ...r.losing.map((a) => `  ${a.id} (${a.score}) ${a.display}`));
  }
  lines.push('', `Written to ${args.out}`);
  console.log(lines.join('\n'));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
