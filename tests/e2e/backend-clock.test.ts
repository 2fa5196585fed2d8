// The console's "today" is the simulator's: a salesperson steps the simulated clock days ahead and
// opens payment history with no dates in the URL — the default week ends on the simulated day and
// shows the sale made there; a step in the cockpit moves the default on at once, without a reload.
// The fleet is quiet and moves only when stepped, so the only payment after the steps is ours.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { QUIET_FLEET } from '../api/support';
import { useProduct } from './support/product';
import { apiCall, ko, listCallOf, openFromMenu, signIn, tableRows, type Answer } from './support/console';

const app = useProduct({ fleet: { autoRun: false, engine: { ...QUIET_FLEET, declineRate: 0, forgetfulRate: 0, refundRate: 0 } } });

const DAY_MS = 24 * 3600_000;
const KST_MS = 9 * 3600_000;
const POLL_MS = 15_000;
/** The KST day of a simulated instant, YYYY-MM-DD. */
const kstDay = (ms: number) => new Date(ms + KST_MS).toISOString().slice(0, 10);
const daysBefore = (day: string, days: number) => kstDay(Date.parse(`${day}T12:00:00+09:00`) - days * DAY_MS);
const dotted = (day: string) => day.replace(/-/g, '.');

type Clock = { now: number };
type List<T> = { list: T[] };

const simNow = async (page: Page) => (await apiCall<Answer<Clock>>(page, '/sim/clock')).data.now;

/** A customer takes one product from an open kiosk; 15 simulated minutes later the sale is made. */
async function sellOne(page: Page): Promise<void> {
  const fleet = await apiCall<Answer<{ kiosks: { deviceIdx: number; online: boolean; status: string; openFaults: string[] }[] }>>(page, '/sim/fleet');
  const kiosks = fleet.data.kiosks.filter((k) => k.online && k.status === 'ONLINE' && k.openFaults.length === 0);
  for (const kiosk of kiosks) {
    const shelf = await apiCall<Answer<List<{ productMappingIdx: number; stock: number; price: number }>>>(page, '/api/v1/product/inventory/list', { deviceIdx: kiosk.deviceIdx, placement: 'TRAY' });
    const product = shelf.data.list.find((p) => p.stock > 0 && p.price > 0);
    if (!product) continue;
    const door = await apiCall<Answer<unknown>>(page, `/sim/devices/${kiosk.deviceIdx}/door`, { mode: 'CARD', items: [{ productMappingIdx: product.productMappingIdx, count: 1 }] });
    expect(door, door.message).toMatchObject({ result: 0 });
    expect(await apiCall(page, '/sim/clock', { stepMs: 15 * 60_000 })).toMatchObject({ result: 0 });
    return;
  }
  throw new Error('no open kiosk has a product in stock');
}

describe("the back end's clock", () => {
  it('payment history without dates shows the simulated week after the clock was stepped ahead, and follows a cockpit step', async () => {
    const page = await app.newPage();
    await signIn(page, app.baseUrl, 'admin', 'admin1234');
    // Three days ahead (four, should that land on the browser's day): the two days must differ.
    const before = await simNow(page);
    const lands = (days: number) => [0, 15 * 60_000].map((extra) => kstDay(before + days * DAY_MS + extra));
    const days = lands(3).includes(kstDay(Date.now())) ? 4 : 3;
    const stepped = await apiCall<Answer<Clock>>(page, '/sim/clock', { stepMs: days * DAY_MS });
    expect(stepped).toMatchObject({ result: 0 });
    expect(stepped.data.now).toBeGreaterThanOrEqual(before + days * DAY_MS);
    await sellOne(page);
    const simDay = kstDay(await simNow(page));
    expect(simDay).not.toBe(kstDay(Date.now()));

    // Payment history, no dates in the URL: the week up to the simulated day.
    const asked = await listCallOf(page, '/payment/list', (body) => body.endDate === simDay, () => page.goto(`${app.baseUrl}/management/payment/history`));
    expect(asked.body).toMatchObject({ startDate: daysBefore(simDay, 6), endDate: simDay, page: 1 });
    expect(new URL(page.url()).search).toBe('');
    const period = page.locator('#filter-period');
    await expect.poll(() => period.inputValue(), { timeout: POLL_MS }).toBe(`${dotted(daysBefore(simDay, 6))} - ${dotted(simDay)}`);
    // The newest payment on screen is the sale made on the simulated day.
    const paidAtColumn = (await page.locator('table thead th').allTextContents()).findIndex((h) => h.trim() === ko.fields.approveAt);
    expect(paidAtColumn).toBeGreaterThan(0);
    await expect
      .poll(async () => (await tableRows(page).first().locator('td').nth(paidAtColumn).textContent())?.slice(0, 10), { timeout: POLL_MS })
      .toBe(dotted(simDay));

    // A day's step in the cockpit; back in payment history (no reload) the week ends a day later.
    await openFromMenu(page, ko.titles.simulator);
    const clock = page.getByTestId('sim-time');
    await expect.poll(() => clock.textContent(), { timeout: POLL_MS }).toMatch(new RegExp(`^${dotted(simDay)}`));
    await page.getByRole('group', { name: ko.simulator.step }).getByRole('button', { name: ko.simulator.step1d, exact: true }).click();
    const nextDay = kstDay(Date.parse(`${simDay}T12:00:00+09:00`) + DAY_MS);
    await expect.poll(() => clock.textContent(), { timeout: POLL_MS }).toMatch(new RegExp(`^${dotted(nextDay)}`));
    const next = await listCallOf(page, '/payment/list', (body) => body.endDate === nextDay, () => openFromMenu(page, ko.titles.paymentHistory));
    expect(next.body).toMatchObject({ startDate: daysBefore(nextDay, 6), endDate: nextDay });
    await expect.poll(() => period.inputValue(), { timeout: POLL_MS }).toBe(`${dotted(daysBefore(nextDay, 6))} - ${dotted(nextDay)}`);
  });
});
