import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../sim-server/src/auth/demo-accounts';
import { authTypeLabels, message } from '@contract/index';
import { useProduct } from './support/product';
import { ko, openFromMenu, signIn, tableRows } from './support/console';

const app = useProduct();

describe('signing in', () => {
  for (const account of DEMO_ACCOUNTS) {
    it(`lets ${account.userId} sign in, open the company list and sign out`, async () => {
      const page = await app.newPage();
      await signIn(page, app.baseUrl, account.userId, account.password);
      await expect.poll(() => page.getByTestId('user-name').textContent()).toBe(account.userName);
      expect(await page.getByTestId('user-role').textContent()).toBe(authTypeLabels[account.authType].ko);
      expect(await page.getByTestId('backend-badge').getAttribute('data-backend')).toBe('simulator');

      await openFromMenu(page, ko.titles.company);
      await page.waitForURL(/\/management\/company$/);
      await tableRows(page).first().waitFor();
      const rows = await tableRows(page).count();
      // ADMIN sees every company; PARTNER and MANAGER only their own.
      if (account.authType === 'ADMIN') expect(rows).toBeGreaterThan(1);
      else expect(rows).toBe(1);

      await page.getByRole('button', { name: ko.actions.signOut, exact: true }).click();
      await page.waitForURL(/\/login$/);
      expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
      await page.goto(`${app.baseUrl}/management/company`);
      await page.waitForURL(/\/login$/);
    });
  }

  it('shows the server message when the password is wrong and stays on the login page', async () => {
    const page = await app.newPage();
    await page.goto(`${app.baseUrl}/login`);
    await page.locator('input[name="userId"]').fill('admin');
    await page.locator('input[name="password"]').fill('wrong-password');
    await page.getByRole('button', { name: ko.actions.signIn, exact: true }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('아이디 또는 비밀번호');
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('sends a visitor without a session from any console route to /login', async () => {
    const page = await app.newPage();
    await page.goto(`${app.baseUrl}/management/company/1`);
    await page.waitForURL(/\/login$/);
    expect(await page.getByText(message('sessionExpired')).count()).toBe(0);
  });
});

describe('the content security policy', () => {
  it('is never violated while signing in and using forms (no eval probe)', async () => {
    const page = await app.newPage();
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy|unsafe-eval/i.test(m.text())) violations.push(m.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => console.error(`Content Security Policy: ${e.violatedDirective} ${e.blockedURI}`));
    });
    await signIn(page, app.baseUrl, 'admin', 'admin1234');
    // A form checks its body with the contract's schemas before sending: the first parse of an object.
    await page.goto(`${app.baseUrl}/management/company/new`);
    await page.getByRole('button', { name: ko.actions.save, exact: true }).click();
    await page.locator('.p-error').first().waitFor();
    await openFromMenu(page, ko.titles.device);
    await tableRows(page).first().waitFor();
    expect(violations).toEqual([]);
  });
});
