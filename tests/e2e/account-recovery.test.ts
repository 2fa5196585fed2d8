// A forgotten password and a sign-out, as an operator meets them (issue 14, items 2 and 6): the
// reset mails a link to the console, the link sets the new password once; signing out ends the
// session on the simulator too, not only in the browser.
import { describe, expect, it } from 'vitest';
import { message } from '@contract/index';
import { demoAccount } from '../../sim-server/src/auth/demo-accounts';
import { useProduct } from './support/product';
import { ko, readMessageDialog, signIn } from './support/console';

const app = useProduct();

/** A bearer token of the admin, for the simulator's outbox. */
async function adminToken(): Promise<string> {
  const res = await fetch(`${app.baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ userId: 'admin', password: demoAccount('admin').password }),
  });
  return ((await res.json()) as { accessToken: string }).accessToken;
}

async function newestMail(): Promise<{ to: string; body: string }> {
  const res = await fetch(`${app.baseUrl}/sim/outbox`, { headers: { Authorization: `Bearer ${await adminToken()}` } });
  const { data } = (await res.json()) as { data: { list: { to: string; body: string }[] } };
  return data.list[0]!;
}

describe('a forgotten password', () => {
  it('is reset through the mailed link, once, and the user signs in with the new one', async () => {
    const manager = demoAccount('manager');
    const page = await app.newPage();
    await page.goto(`${app.baseUrl}/auth/find-password`);
    await page.locator('input[name="userId"]').fill(manager.userId);
    await page.locator('input[name="email"]').fill(manager.email);
    await page.getByRole('button', { name: ko.actions.findPassword, exact: true }).click();
    expect(await readMessageDialog(page)).toBe(message('infoSentByMail', 'ko'));

    const mail = await newestMail();
    expect(mail.to).toBe(manager.email);
    const link = /(http:\/\/\S+)/.exec(mail.body)?.[1] ?? '';
    expect(link.startsWith(`${app.baseUrl}/auth/find-password?token=`)).toBe(true);

    await page.goto(link);
    await page.getByRole('heading', { name: ko.titles.newPassword }).waitFor();
    await page.locator('input[name="newPassword"]').fill('chosen-anew-1');
    await page.locator('input[name="confirmPassword"]').fill('chosen-anew-1');
    await page.getByRole('button', { name: ko.actions.setNewPassword, exact: true }).click();
    await page.waitForURL(/\/login$/);
    expect(await page.getByRole('status').textContent()).toBe(message('passwordChanged', 'ko'));
    await signIn(page, app.baseUrl, manager.userId, 'chosen-anew-1');

    // The same link a second time: refused in the user's words, the password stays.
    const again = await app.newPage();
    await again.goto(link);
    await again.locator('input[name="newPassword"]').fill('chosen-again-2');
    await again.locator('input[name="confirmPassword"]').fill('chosen-again-2');
    await again.getByRole('button', { name: ko.actions.setNewPassword, exact: true }).click();
    const refusal = again.getByRole('alert');
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain('이미 사용한');
    expect(new URL(again.url()).pathname).toBe('/auth/find-password');
  });
});

describe('signing out', () => {
  it('ends the session on the simulator: its token answers 403 afterwards', async () => {
    const page = await app.newPage();
    await signIn(page, app.baseUrl, 'admin', demoAccount('admin').password);
    const { token } = JSON.parse((await page.evaluate(() => sessionStorage.getItem('kiosk-console.session')))!) as { token: string };
    const companies = () => fetch(`${app.baseUrl}/api/v1/company/list`, { method: 'POST', headers: { Authorization: token, 'Content-Type': 'application/json' }, body: '{}' });
    expect((await companies()).status).toBe(200);

    await page.getByRole('button', { name: ko.actions.signOut, exact: true }).click();
    await page.waitForURL(/\/login$/);
    await expect.poll(async () => (await companies()).status, { timeout: 15_000 }).toBe(403);
  });
});
