// Every demo tour of fixtures/tours, walked end to end in a Korean browser the way a presenter does:
// started from the cockpit (after its question), each step with the → key, or a clicker's PageDown
// with focus in the screen's tab list; after each, the screen the step names is up and shows what
// the step says (its `expect`). A figure that must grow is read on the same screen just before the
// step. The overview also goes back a step and restarts; the tour bar passes axe; the end gives the
// clock back as it ran before the tour.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { CHUNK_LOAD_TIMEOUT_MS } from '@contract/constants';
import { tourFile, type TourStepView } from '@contract/tours';
import { useProduct } from './support/product';
import type { ClockState } from '@contract/sim-control';
import { apiCall, fillIn, ko, signIn, type Answer } from './support/console';
import { expectAccessible } from './support/axe';

const TOURS_DIR = new URL('../../fixtures/tours/', import.meta.url);
const tours = readdirSync(TOURS_DIR)
  .filter((f) => f.endsWith('.json'))
  .map((f) => tourFile.parse(JSON.parse(readFileSync(new URL(f, TOURS_DIR), 'utf8'))));

const app = useProduct();
const firstNumber = (text: string | null) => Number(/-?\d[\d,]*(\.\d+)?/.exec(text ?? '')?.[0]?.replace(/,/g, '') ?? NaN);
type Expectation = TourStepView['expect'][number];

const target = (page: Page, e: Expectation): Locator => (e.testId ? page.getByTestId(e.testId).first() : page.locator('main'));
/** Where the page is, as the step's address says it: the path, and the parameters the address sets. */
function placeOf(page: Page, show: string): string {
  const want = new URL(show, app.baseUrl);
  const got = new URL(page.url());
  const params = [...want.searchParams.keys()].map((key) => `${key}=${got.searchParams.get(key) ?? ''}`);
  return params.length === 0 ? got.pathname : `${got.pathname}?${params.join('&')}`;
}

/** The step as the simulator answered it (the tour bar keeps it): its screen and what it must show. */
const answered = (page: Page) => page.evaluate(() => JSON.parse(sessionStorage.getItem('kiosk-console.tour') ?? 'null') as TourStepView);

/**
 * Step n's screen is up (the bar says so, the path is the step's) and shows what the step says;
 * `grown: false` leaves out the figures that had to grow (coming back to a step).
 */
async function expectStep(page: Page, n: number, before: Map<string, number>, grown = true): Promise<TourStepView> {
  await page.locator(`[data-testid="tour-bar"][data-step="${n}"]`).waitFor({ timeout: 120_000 });
  const step = await answered(page);
  expect(step.step).toBe(n);
  await expect.poll(() => placeOf(page, step.show), { timeout: 30_000 }).toBe(step.show);
  for (const e of step.expect.filter((e) => grown || !e.grew)) {
    const where = target(page, e);
    const label = `step ${step.step} (${step.id}) ${JSON.stringify(e)}`;
    const rows = where.locator('tbody tr:not(.p-datatable-emptymessage)');
    if (e.text && !e.inRow) await expect.poll(async () => (await where.textContent()) ?? '', { timeout: 30_000, message: label }).toContain(e.text.ko);
    if (e.text && e.inRow === 'first') await expect.poll(async () => (await rows.first().textContent()) ?? '', { timeout: 30_000, message: label }).toContain(e.text.ko);
    if (e.text && e.inRow && e.inRow !== 'first') {
      const matching = rows.filter({ hasText: e.inRow }).filter({ hasText: e.text.ko });
      await expect.poll(() => matching.count(), { timeout: 30_000, message: label }).toBeGreaterThanOrEqual(1);
    }
    if (e.rows) await expect.poll(() => rows.count(), { timeout: 30_000, message: label }).toBeGreaterThanOrEqual(e.rows.min);
    const figure = () => where.textContent().then(firstNumber);
    if (e.atLeast !== undefined) await expect.poll(figure, { timeout: 30_000, message: label }).toBeGreaterThanOrEqual(e.atLeast);
    if (e.atMost !== undefined) await expect.poll(figure, { timeout: 30_000, message: label }).toBeLessThanOrEqual(e.atMost);
    if (e.grew) await expect.poll(figure, { timeout: 30_000, message: label }).toBeGreaterThan(before.get(e.testId!)!);
    // On a presenter's 1366 px laptop the table the step speaks of is whole: nothing cut off at its right.
    if (e.testId) {
      const cut = await where.locator('.p-datatable-wrapper').evaluateAll((tables) => tables.filter((t) => t.scrollWidth > t.clientWidth + 1).length);
      expect({ label, cut }).toEqual({ label, cut: 0 });
    }
  }
  return step;
}

/**
 * Focuses the screen's tab list when it has one (a presenter clicked a tab): the keys must still
 * drive the tour. Answers the key a clicker sends there, else →.
 */
async function nextKeyOn(page: Page): Promise<string> {
  const tab = page.getByRole('tab', { selected: true }).first();
  if ((await tab.count()) === 0) return 'ArrowRight';
  await tab.click();
  expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tab');
  return 'PageDown';
}

/** The figures a step must grow, read on its screen before it runs (the world holds still between steps). */
async function figuresBefore(page: Page, step: TourStepView): Promise<Map<string, number>> {
  const grown = step.expect.filter((e) => e.grew);
  const before = new Map<string, number>();
  if (grown.length === 0) return before;
  await page.goto(`${app.baseUrl}${step.show}`);
  for (const e of grown) {
    const where = target(page, e);
    await where.waitFor();
    await expect.poll(() => where.textContent().then(firstNumber), { timeout: 30_000 }).not.toBeNaN();
    before.set(e.testId!, await where.textContent().then(firstNumber));
  }
  return before;
}

describe('demo tours', () => {
  it('ships the two the issue asks for', () => {
    expect(tours.map((t) => [t.id, t.minutes]).sort()).toEqual([
      ['cold-chain', 5],
      ['overview', 10],
    ]);
  });

  for (const tour of tours) {
    it(`walks "${tour.id}" end to end: every step's screen shows what the step says`, { timeout: 600_000 }, async () => {
      const page = await app.newPage({ viewport: { width: 1366, height: 768 } }); // a salesperson's laptop
      await signIn(page, app.baseUrl, 'admin', 'admin1234');
      await page.goto(`${app.baseUrl}/simulator`);
      // The start buttons come with the tour list: after the page, its lazy cockpit chunk and the
      // /sim/tours answer. A click waits 30 s for one action; this waits as long as the console
      // itself waits for a screen's chunk (CHUNK_LOAD_TIMEOUT_MS), which a loaded machine can need.
      await page.locator(`[data-tour="${tour.id}"]`).waitFor({ timeout: CHUNK_LOAD_TIMEOUT_MS });
      const clockBefore = (await apiCall<Answer<ClockState>>(page, '/sim/clock')).data;
      const others = (await apiCall<Answer<{ others: number }>>(page, '/sim/sessions')).data.others;
      await page.getByRole('button', { name: `${ko.simulator.tour.start}: ${tour.title.ko}` }).click();
      // It asks first, saying whose sessions end: the fresh world signs every other console out.
      const ask = page.getByRole('dialog', { name: ko.simulator.tour.start });
      const whoEnds = others === 0 ? ko.simulator.replaceWorld.noOthers : fillIn(ko.simulator.replaceWorld.others, { count: others });
      await expect.poll(() => ask.textContent()).toContain(whoEnds);
      await ask.getByRole('button', { name: ko.simulator.tour.start }).click();
      // The devices are chosen when the tour starts: the steps' screens are known from then on.
      await expectStep(page, 1, new Map());
      const detail = await apiCall<Answer<{ steps: TourStepView[] }>>(page, `/sim/tours/${tour.id}`);
      const steps = detail.data.steps;

      let tabbed = 0;
      for (const next of steps.slice(1)) {
        const before = await figuresBefore(page, next);
        const key = await nextKeyOn(page);
        if (key === 'PageDown') tabbed++;
        await page.keyboard.press(key);
        const step = await expectStep(page, next.step, before);
        expect(await page.getByTestId('tour-say').textContent()).toBe(step.say.ko);
      }
      expect(await page.getByTestId('tour-next').isDisabled()).toBe(true);

      if (tour.id === 'overview') {
        expect(tabbed).toBeGreaterThan(0); // the sales report's tabs had focus once
        // Back: the world is the one of the step before (a fresh copy, replayed), its screen shows it again.
        await page.keyboard.press('ArrowLeft');
        await expectStep(page, steps.length - 1, new Map(), false);
        await expectAccessible(page, 'tour bar', '[data-testid="tour-bar"]');
        await nextKeyOn(page); // Home from the tab list restarts the tour, not the tab list
      }
      // Restart: step 1 on a fresh world, still signed in; nobody else to sign out, so no question.
      await page.keyboard.press('Home');
      await expectStep(page, 1, new Map());
      await page.keyboard.press('Escape');
      await page.getByTestId('tour-bar').waitFor({ state: 'detached' });
      // The clock runs again as before the tour (the tour paused it).
      expect((await apiCall<Answer<ClockState>>(page, '/sim/clock')).data).toMatchObject({ paused: clockBefore.paused, speed: clockBefore.speed });
    });
  }
});
