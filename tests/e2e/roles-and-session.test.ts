import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { message } from '@contract/index';
import { useProduct } from './support/product';
import { collectAlerts, ko, openFromMenu, signIn, tableRows } from './support/console';

const app = useProduct();

/** An API call as a demo account, outside the browser (to pick records for the tests). */
async function apiAs(userId: string, password: string, path: string, body: object = {}): Promise<{ data: { list: Record<string, number>[] } }> {
  const login = await fetch(`${app.baseUrl}/api/v1/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ userId, password }) });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const res = await fetch(`${app.baseUrl}/api/v1${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${accessToken}` },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { data: { list: Record<string, number>[] } };
}

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

describe('every level sees only what it may do', () => {
  it('shows a MANAGER no New, Edit or Delete on companies, and ADMIN all three', async () => {
    const page = await app.newPage();
    await signIn(page, app.baseUrl, 'manager', 'manager1234');
    await openFromMenu(page, ko.titles.company);
    await tableRows(page).first().waitFor();
    expect(await button(page, ko.actions.newCompany).count()).toBe(0);
    await tableRows(page).first().click();
    await button(page, ko.actions.backToList).waitFor();
    expect(await button(page, ko.actions.edit).count()).toBe(0);
    expect(await button(page, ko.actions.delete).count()).toBe(0);

    const admin = await app.newPage();
    await signIn(admin, app.baseUrl, 'admin', 'admin1234');
    await openFromMenu(admin, ko.titles.company);
    await button(admin, ko.actions.newCompany).waitFor();
    await tableRows(admin).first().click();
    await button(admin, ko.actions.edit).waitFor();
    await button(admin, ko.actions.delete).waitFor();
  });

  it("tells a MANAGER who opens another company's record by its link that it has no access, signed in still", async () => {
    const mine = (await apiAs('manager', 'manager1234', '/company/list')).data.list.map((c) => c.companyIdx);
    const other = (await apiAs('admin', 'admin1234', '/company/list')).data.list.map((c) => c.companyIdx).find((idx) => !mine.includes(idx))!;
    const page = await app.newPage();
    await signIn(page, app.baseUrl, 'manager', 'manager1234');
    await page.goto(`${app.baseUrl}/management/company/${other}`);
    await page.getByRole('alert').getByText(message('noAccessToRecord', 'ko')).waitFor();
    expect(await page.getByText(message('lookupFailed', 'ko')).count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe(`/management/company/${other}`);
    await page.getByTestId('user-name').waitFor();
  });
});

describe('session rules for any answer', () => {
  it("signs out to /login, with one alert, when a call is answered 401 'expired'", async () => {
    const page = await app.newPage();
    const alerts = collectAlerts(page);
    await signIn(page, app.baseUrl, 'admin', 'admin1234');
    await page.route('**/api/v1/company/list', (route) =>
      route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ result: 5, message: 'Token expired' }) }),
    );
    await page.getByRole('navigation', { name: ko.app.mainMenu }).getByRole('link', { name: ko.titles.company }).click();
    await page.waitForURL(/\/login$/);
    await page.locator('input[name="userId"]').waitFor();
    expect(alerts).toEqual([message('sessionExpired', 'ko')]);
    expect(await page.evaluate(() => sessionStorage.getItem('kiosk-console.session'))).toBeNull();
  });

  it('lands on the page a deep link asked for once the operator has signed in', async () => {
    const deviceIdx = (await apiAs('admin', 'admin1234', '/device/list', { page: 1, size: 1 })).data.list[0]!.deviceIdx;
    const page = await app.newPage();
    await page.goto(`${app.baseUrl}/management/device/${deviceIdx}/trays`);
    await page.waitForURL(/\/login$/);
    await page.locator('input[name="userId"]').fill('admin');
    await page.locator('input[name="password"]').fill('admin1234');
    await button(page, ko.actions.signIn).click();
    await page.waitForURL(`${app.baseUrl}/management/device/${deviceIdx}/trays`);
    await page.getByTestId('device-tabs').and(page.locator('[data-active-tab="trays"]')).waitFor();
  });
});
