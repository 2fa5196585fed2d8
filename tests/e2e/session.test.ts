import { describe, expect, it } from 'vitest';
import { message } from '@contract/index';
import { useProduct } from './support/product';
import { collectAlerts, ko, openFromMenu, signIn } from './support/console';
import { simAsAdmin } from './support/simControl';

const app = useProduct();

describe('the session', () => {
  it('shows "Session expired, logged out" once when the simulator expires every session, then lands on the root', async () => {
    const page = await app.newPage();
    const alerts = collectAlerts(page);
    await signIn(page, app.baseUrl, 'admin', 'admin1234');
    await openFromMenu(page, ko.titles.company);
    await page.locator('table tbody tr').first().waitFor();

    const expired = await simAsAdmin(app.baseUrl, '/sim/sessions/expire', {});
    expect(expired.status).toBe(200);

    // Several requests fail together: the dashboard's and the list's. Only the click: the dashboard
    // never settles, its calls sign the console out.
    await page.getByRole('navigation', { name: ko.app.mainMenu }).getByRole('link', { name: ko.titles.dashboard, exact: true }).click();
    await page.waitForURL(/\/login$/);
    await page.waitForTimeout(500);
    expect(alerts).toEqual([message('sessionExpired', 'ko')]);
    expect(await page.evaluate(() => sessionStorage.getItem('kiosk-console.session'))).toBeNull();
  });

  it('logs a second tab out when the first signs out', async () => {
    const context = await app.newContext();
    const first = await context.newPage();
    await signIn(first, app.baseUrl, 'manager', 'manager1234');

    // A new tab adopts the session from the signed-in one, with no visible effect.
    const second = await context.newPage();
    await second.goto(`${app.baseUrl}/dashboard`);
    await second.getByTestId('user-name').waitFor();
    expect(new URL(second.url()).pathname).toBe('/dashboard');

    await first.getByRole('button', { name: ko.actions.signOut, exact: true }).click();
    await first.waitForURL(/\/login$/);
    await second.waitForURL(/\/login$/);
    await second.getByText(message('loggedOutElsewhere', 'ko')).waitFor();
    expect(await second.evaluate(() => sessionStorage.getItem('kiosk-console.session'))).toBeNull();
  });
});
