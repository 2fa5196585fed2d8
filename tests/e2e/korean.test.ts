// The console in Korean: calendars speak Korean (month and weekday names, Today / Clear) and take
// "today" from the back end's clock, stepped days away from the browser's; sales show days as
// YYYY.MM.DD; switching to English turns the calendars English and counts singular for one.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { QUIET_FLEET } from '../api/support';
import { en } from '../../web/src/i18n/en';
import { useProduct } from './support/product';
import { apiCall, ko, listCallOf, signIn, type Answer } from './support/console';

const app = useProduct({ fleet: { autoRun: false, engine: { ...QUIET_FLEET, declineRate: 0, forgetfulRate: 0, refundRate: 0 } } });

const DAY_MS = 24 * 3600_000;
const KST_MS = 9 * 3600_000;
const POLL_MS = 15_000;
/** The KST day of an instant, YYYY-MM-DD. */
const kstDay = (ms: number) => new Date(ms + KST_MS).toISOString().slice(0, 10);
const dotted = (day: string) => day.replace(/-/g, '.');


/** Opens the period calendar of the page and answers its panel. */
async function openCalendar(page: Page) {
  await page.locator('#filter-period').click();
  const panel = page.locator('.p-datepicker');
  await panel.waitFor();
  return panel;
}

async function closeCalendar(page: Page) {
  await page.keyboard.press('Escape');
  await page.locator('.p-datepicker').waitFor({ state: 'detached' });
}

/** The back end's day once the simulated clock is three (or four) days ahead of the browser's: stepped once per run. */
let stepped: Promise<string> | undefined;
function backendDay(page: Page): Promise<string> {
  stepped ??= (async () => {
    const before = (await apiCall<Answer<{ now: number }>>(page, '/sim/clock')).data.now;
    const days = [3, 4].find((n) => ![0, 30 * 60_000].some((extra) => kstDay(before + n * DAY_MS + extra) === kstDay(Date.now())))!;
    expect(await apiCall(page, '/sim/clock', { stepMs: days * DAY_MS })).toMatchObject({ result: 0 });
    return kstDay((await apiCall<Answer<{ now: number }>>(page, '/sim/clock')).data.now);
  })();
  return stepped;
}

/** Signed in, on payment history showing the week up to the back end's day. */
async function paymentHistory() {
  const page = await app.newPage();
  await signIn(page, app.baseUrl, 'admin', 'admin1234');
  const day = await backendDay(page);
  expect(day).not.toBe(kstDay(Date.now()));
  await page.goto(`${app.baseUrl}/management/payment/history`);
  const period = page.locator('#filter-period');
  await expect.poll(() => period.inputValue(), { timeout: POLL_MS }).toMatch(new RegExp(`${dotted(day)}$`));
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return { page, period, day, year, month, date };
}

describe('the console in Korean', () => {
  it("shows calendars in Korean, with the back end's day as today and as the Today button's pick", async () => {
    const { page, period, day, year, month, date } = await paymentHistory();
    // Korean month, year and weekday names (the week from Monday); today is the back end's day; Korean Today / Clear.
    let panel = await openCalendar(page);
    expect((await panel.locator('.p-datepicker-month').textContent())?.trim()).toBe(`${month}월`);
    expect((await panel.locator('.p-datepicker-year').textContent())?.trim()).toBe(String(year));
    expect((await panel.locator('.p-datepicker-calendar thead th').allTextContents()).map((d) => d.trim())).toEqual(['월', '화', '수', '목', '금', '토', '일']);
    const today = panel.locator('td.p-datepicker-today');
    await expect.poll(() => today.count()).toBe(1);
    expect(await today.getAttribute('data-p-day')).toBe(String(date));
    expect(await today.getAttribute('data-p-month')).toBe(String(month - 1));
    expect(await panel.getByRole('button', { name: 'Today' }).count()).toBe(0);

    // Clear empties the period; the calendar then opens on the back end's month, and Today picks its day.
    await panel.getByRole('button', { name: '초기화', exact: true }).click();
    await expect.poll(() => period.inputValue(), { timeout: POLL_MS }).toBe('');
    panel = await openCalendar(page);
    expect((await panel.locator('.p-datepicker-month').textContent())?.trim()).toBe(`${month}월`);
    const picked = await listCallOf(page, '/payment/list', (body) => body.startDate === day && body.endDate === day, () =>
      panel.getByRole('button', { name: '오늘', exact: true }).click(),
    );
    expect(picked.body).toMatchObject({ startDate: day, endDate: day });
    await expect.poll(() => period.inputValue(), { timeout: POLL_MS }).toBe(`${dotted(day)} - ${dotted(day)}`);
  });

  it('shows the days of sales by day, and a day of sales, as YYYY.MM.DD', async () => {
    const page = await app.newPage();
    await signIn(page, app.baseUrl, 'admin', 'admin1234');
    await page.goto(`${app.baseUrl}/management/sales?view=day`);
    const revenue = page.getByTestId('revenue');
    const dayCells = revenue.locator('table tbody tr td:nth-child(2)');
    await expect.poll(() => dayCells.count(), { timeout: POLL_MS }).toBeGreaterThan(0);
    const shown = (await dayCells.allTextContents()).map((d) => d.trim());
    expect(shown.every((d) => /^\d{4}\.\d{2}\.\d{2}$/.test(d)), shown.join(' ')).toBe(true);
    await revenue.locator('table tbody tr').first().click();
    await expect.poll(() => page.getByTestId('sales-period').textContent(), { timeout: POLL_MS }).toContain(shown[0]!);
    expect(await page.getByTestId('sales-period').textContent()).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it('shows calendars in English once English is chosen, and one product as "1 product"', async () => {
    const { page, year, month, date } = await paymentHistory();
    await page.getByRole('group', { name: ko.language.label }).getByRole('button', { name: en.language.en }).click();
    await page.getByRole('heading', { level: 1, name: en.titles.paymentHistory, exact: true }).waitFor();
    const panel = await openCalendar(page);
    const monthName = new Intl.DateTimeFormat('en', { month: 'long' }).format(new Date(year, month - 1, 1));
    expect((await panel.locator('.p-datepicker-month').textContent())?.trim()).toBe(monthName);
    expect((await panel.locator('.p-datepicker-calendar thead th').allTextContents()).map((d) => d.trim())).toEqual(['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']);
    expect(await panel.getByRole('button', { name: 'Today', exact: true }).count()).toBe(1);
    expect(await panel.getByRole('button', { name: 'Clear', exact: true }).count()).toBe(1);
    expect(await panel.locator('td.p-datepicker-today').getAttribute('data-p-day')).toBe(String(date));
    await closeCalendar(page);
    const products = page.locator('table tbody tr button', { hasText: /products?$/ });
    await expect.poll(() => products.count(), { timeout: POLL_MS }).toBeGreaterThan(0);
    const labels = (await products.allTextContents()).map((l) => l.trim());
    expect(labels.filter((l) => l === '1 products')).toEqual([]);
    expect(labels.every((l) => /^(1 product|[\d,]+ products)$/.test(l)), labels.join(' | ')).toBe(true);
  });
});
