// Forms speak the operator's language: a wrong value is named beside its field, with the field's
// label, in Korean and in English, before anything is sent; a refusal from the server lands on the
// field it names; the message goes once the field is fixed.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { fieldLabels, message } from '@contract/index';
import { en } from '../../web/src/i18n/en';
import { useProduct } from './support/product';
import { ko, openFromMenu, readMessageDialog, signIn, tableRows } from './support/console';

const app = useProduct();

async function adminPage(): Promise<Page> {
  const page = await app.newPage();
  await signIn(page, app.baseUrl, 'admin', 'admin1234');
  return page;
}

/** The message under a field: the element its aria-describedby names. */
async function messageOf(page: Page, field: Locator): Promise<string> {
  const id = await field.getAttribute('aria-describedby');
  expect(id, 'the field is described by its message').toBeTruthy();
  return ((await page.locator(`[id="${id}"]`).textContent()) ?? '').trim();
}

async function editFirstCompany(page: Page, strings: typeof ko | typeof en): Promise<void> {
  await openFromMenu(page, strings.titles.company, strings);
  await tableRows(page).first().click();
  await page.waitForURL(/\/management\/company\/\d+$/);
  await page.getByRole('button', { name: strings.actions.edit, exact: true }).click();
}

describe('form validation in the operator’s language', () => {
  it('Korean: an invalid e-mail is named under its field with its label, nothing is saved, and fixing it clears the message', async () => {
    const page = await adminPage();
    await editFirstCompany(page, ko);
    const email = page.getByLabel(ko.fields.email, { exact: true });
    await email.fill('not-an-address');
    const stores: string[] = [];
    page.on('request', (r) => r.url().endsWith('/api/v1/company/store') && stores.push(r.url()));
    await page.getByRole('button', { name: ko.actions.save, exact: true }).click();
    await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true');
    expect(await messageOf(page, email)).toBe(`${fieldLabels.email.ko}: 형식이 올바르지 않습니다 (예: name@example.com)`);
    expect(await email.getAttribute('class')).toContain('p-invalid');
    expect(stores).toEqual([]);
    await email.fill('ops@example.com');
    expect(await email.getAttribute('aria-invalid')).toBeNull();
    await page.getByRole('button', { name: ko.actions.save, exact: true }).click();
    expect(await readMessageDialog(page)).toBe(message('normallyProcessed', 'ko'));
  });

  it('English: a tray temperature below -30 °C is named under its cell; the server’s refusal of a repeated tray number lands on its cell', async () => {
    const page = await adminPage();
    await page.getByRole('button', { name: 'English', exact: true }).click();
    await openFromMenu(page, en.titles.device, en);
    await tableRows(page).first().click();
    await page.waitForURL(/\/management\/device\/\d+/);
    await page.getByRole('tab', { name: en.device.tabs.trays }).click();
    const temperature = page.locator('[data-field="setTemperature"]').first();
    await temperature.fill('-40');
    await page.getByRole('button', { name: en.actions.saveAll, exact: true }).click();
    await expect.poll(() => temperature.getAttribute('aria-invalid')).toBe('true');
    expect(await messageOf(page, temperature)).toBe(`Tray, row 1 · ${fieldLabels.setTemperature.en}: must be at least -30`);
    await temperature.fill('4');
    expect(await temperature.getAttribute('aria-invalid')).toBeNull();

    // A refusal only the server can make (two trays with one number) comes back by path and
    // shows under the cell it names, in English; nothing was saved.
    const numbers = page.locator('[data-field="trayNo"]');
    const first = await numbers.first().inputValue();
    await page.getByRole('button', { name: en.actions.addTray, exact: true }).click();
    const added = numbers.last();
    const row = await numbers.count();
    await added.fill(first);
    await page.getByRole('button', { name: en.actions.saveAll, exact: true }).click();
    expect(await readMessageDialog(page, en.actions.ok)).toContain(`Tray, row ${row} · ${fieldLabels.trayNo.en}: ${first} appears twice`);
    expect(await added.getAttribute('aria-invalid')).toBe('true');
    expect(await messageOf(page, added)).toBe(`Tray, row ${row} · ${fieldLabels.trayNo.en}: ${first} appears twice`);
  });
});
