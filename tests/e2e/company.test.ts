import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { message } from '@contract/index';
import { en } from '../../web/src/i18n/en';
import { useProduct } from './support/product';
import { apiCall, ko, openFromMenu, readMessageDialog, signIn, tableRows, type Answer } from './support/console';

const app = useProduct();

async function adminPage(): Promise<Page> {
  const page = await app.newPage();
  await signIn(page, app.baseUrl, 'admin', 'admin1234');
  return page;
}

describe('the Company area', () => {
  it('edits and saves a company and shows "Normally processed"', async () => {
    const page = await adminPage();
    await openFromMenu(page, ko.titles.company);
    const firstRow = tableRows(page).first();
    await firstRow.waitFor();
    // num counts down from the list length.
    const rowCount = await tableRows(page).count();
    expect((await firstRow.locator('td').first().textContent())?.trim()).toBe(String(rowCount));
    await firstRow.click();
    await page.waitForURL(/\/management\/company\/\d+$/);

    await page.getByRole('button', { name: ko.actions.edit, exact: true }).click();
    const phone = `02-${String(Date.now()).slice(-4)}-1234`;
    await page.getByLabel(ko.fields.phone, { exact: true }).fill(phone);
    await page.getByRole('button', { name: ko.actions.save, exact: true }).click();
    expect(await readMessageDialog(page)).toBe(message('normallyProcessed', 'ko'));
    await page.getByTestId('company-view').getByText(phone).waitFor();

    await page.reload();
    await page.getByTestId('company-view').getByText(phone).waitFor();
  });

  it('shows a malformed field under it without sending, and the server message when a save is refused', async () => {
    const page = await adminPage();
    const taken = (await apiCall<Answer<{ businessNumber: string }>>(page, '/api/v1/company/info/2')).data.businessNumber;
    await page.goto(`${app.baseUrl}/management/company/1`);
    await page.getByRole('button', { name: ko.actions.edit, exact: true }).click();
    const businessNumber = page.getByLabel(ko.fields.businessNumber, { exact: true });
    const saves: string[] = [];
    page.on('request', (r) => r.url().endsWith('/api/v1/company/store') && saves.push(r.url()));

    // The form's own check: the problem under the field, in Korean, with its label; nothing sent.
    await businessNumber.fill('not-a-number');
    await page.getByRole('button', { name: ko.actions.save, exact: true }).click();
    const problem = page.locator('#businessNumber-error');
    expect(await problem.textContent()).toContain(`${ko.fields.businessNumber}:`);
    expect(await businessNumber.getAttribute('aria-invalid')).toBe('true');
    expect(saves).toEqual([]);

    // A rule only the server knows (another company holds the number): its message, in Korean.
    await businessNumber.fill(taken);
    expect(await problem.count()).toBe(0);
    await page.getByRole('button', { name: ko.actions.save, exact: true }).click();
    expect(await readMessageDialog(page)).toContain(`이미 등록된 사업자등록번호입니다: ${taken}`);
    expect(saves).toHaveLength(1);
  });

  it('creates a company, then deletes it in English', async () => {
    const page = await adminPage();
    await page.getByRole('button', { name: 'English', exact: true }).click();
    await openFromMenu(page, en.titles.company, en);
    await page.getByRole('button', { name: en.actions.newCompany, exact: true }).click();
    await page.waitForURL(/\/management\/company\/new$/);
    const name = `E2E Test Company ${Date.now()}`;
    await page.getByLabel(en.fields.companyName, { exact: true }).fill(name);
    await page.getByRole('button', { name: en.actions.save, exact: true }).click();
    expect(await readMessageDialog(page, en.actions.ok)).toBe(message('normallyProcessed', 'en'));
    await page.waitForURL(/\/management\/company\/\d+$/);
    const companyIdx = Number(new URL(page.url()).pathname.split('/').pop());

    await page.getByRole('button', { name: en.actions.delete, exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: en.actions.delete, exact: true }).click();
    expect(await readMessageDialog(page, en.actions.ok)).toBe(message('normallyProcessed', 'en'));
    await page.waitForURL(/\/management\/company$/);
    await tableRows(page).first().waitFor();
    expect(await page.getByText(name).count()).toBe(0);

    // The record is really gone on the server.
    const info = await page.evaluate(async (idx) => {
      const session = JSON.parse(sessionStorage.getItem('kiosk-console.session') ?? '{}') as { token?: string };
      const res = await fetch(`/api/v1/company/info/${idx}`, { headers: { Authorization: session.token ?? '' } });
      return res.json() as Promise<{ result: number }>;
    }, companyIdx);
    expect(info.result).toBe(3);
  });
});
