// Faults injected at run time, seen in the console as an operator sees them: a refused list says
// 'Information lookup failed' once and recovers after the fault is cleared; slow answers show the
// loading state; a forced 403 signs the console out to the root.
import { describe, expect, it } from 'vitest';
import { message } from '@contract/index';
import { useProduct } from './support/product';
import { collectAlerts, ko, openFromMenu, signIn, tableRows } from './support/console';
import { simAsAdmin } from './support/simControl';

const app = useProduct({ fleet: { autoRun: false } });

async function injectFault(body: object): Promise<void> {
  expect((await simAsAdmin(app.baseUrl, '/sim/faults', body)).body.result).toBe(0);
}
async function clearFaults(): Promise<void> {
  await simAsAdmin(app.baseUrl, '/sim/faults/clear', {});
}

describe('injected faults in the console', () => {
  it("says 'Information lookup failed' once for a refused list, then shows the list once the fault is cleared in the cockpit", async () => {
    const page = await app.newPage();
    await signIn(page, app.baseUrl, 'admin', 'admin1234');

    // Set from the cockpit's faults panel, for this session only.
    await openFromMenu(page, ko.titles.simulator);
    const panel = page.getByTestId('sim-faults');
    await panel.locator('#fault-path').fill('/company/list');
    await panel.getByRole('button', { name: ko.simulator.faults.add }).click();
    await panel.getByText(/\/company\/list/).waitFor();

    await openFromMenu(page, ko.titles.company);
    const failure = page.getByText(message('lookupFailed', 'ko'), { exact: true });
    await failure.waitFor();
    expect(await failure.count()).toBe(1);
    expect(await tableRows(page).filter({ hasText: '(주)' }).count()).toBe(0);

    await openFromMenu(page, ko.titles.simulator);
    await panel.getByRole('button', { name: `${ko.simulator.faults.clear} #1` }).click();
    await panel.getByTestId('sim-faults-none').waitFor();

    await openFromMenu(page, ko.titles.company);
    await page.getByRole('button', { name: ko.actions.search }).click();
    await tableRows(page).filter({ hasText: '(주)' }).first().waitFor();
    expect(await page.getByText(message('lookupFailed', 'ko'), { exact: true }).count()).toBe(0);
  });

  it('shows the loading state while answers are 2 s late', async () => {
    const page = await app.newPage();
    await signIn(page, app.baseUrl, 'admin', 'admin1234');
    await injectFault({ kind: 'latency', delayMs: 2000, path: '/device/list' });
    try {
      const started = Date.now();
      await openFromMenu(page, ko.titles.device);
      // The global loading bar and the table's own overlay, while the call is held.
      await page.locator('.p-progressbar[aria-hidden="false"]').waitFor();
      await page.locator('.p-datatable-loading-overlay').waitFor();
      await tableRows(page).first().waitFor();
      await page.locator('.p-datatable-loading-overlay').waitFor({ state: 'detached' });
      expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
    } finally {
      await clearFaults();
    }
  });

  it('signs out to the root on a forced 403, once, and lets the operator sign in again', async () => {
    const page = await app.newPage();
    const alerts = collectAlerts(page);
    await signIn(page, app.baseUrl, 'admin', 'admin1234');
    await injectFault({ kind: 'forbid', count: 3 });
    // Only the click: the company page never settles, its first call signs the console out.
    await page.getByRole('navigation', { name: ko.app.mainMenu }).getByRole('link', { name: ko.titles.company }).click();
    await page.waitForURL(/\/login$/);
    await page.waitForTimeout(300);
    expect(alerts).toEqual([message('sessionExpired', 'ko')]);
    expect(await page.evaluate(() => sessionStorage.getItem('kiosk-console.session'))).toBeNull();
    // Sign-in is spared by faults that do not name /auth.
    await clearFaults();
    await signIn(page, app.baseUrl, 'admin', 'admin1234');
    expect(new URL(page.url()).pathname).toBe('/dashboard');
  });
});
