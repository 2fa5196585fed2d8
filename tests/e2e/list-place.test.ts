// Lists keep their place: page 2 of a list in some order, a row opened, then the browser's Back,
// the detail's "Back to list" and a reload all show the same page in the same order — for a list
// the server pages (devices) and one the browser pages (product master).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ko, signIn, tableRows } from './support/console';
import { useProduct } from './support/product';

const app = useProduct();
/** A busy machine may take seconds to draw a table. */
const PATIENT = { timeout: 30_000, interval: 250 };

async function adminPage(path: string): Promise<Page> {
  const page = await app.newPage();
  await signIn(page, app.baseUrl, 'admin', 'admin1234');
  await page.goto(`${app.baseUrl}${path}`);
  return page;
}

const search = (page: Page) => new URL(page.url()).search;
/** The text of the first row's cell in a column (0 is the row number). */
const firstCell = (page: Page, column: number) => tableRows(page).first().locator(`td:nth-child(${column + 1})`).textContent();
const paginatorPage = (page: Page, n: number) => page.locator('.p-paginator-pages .p-paginator-page', { hasText: new RegExp(`^${n}$`) });

/**
 * Sorts by a column (descending: two clicks) and goes to page 2; the first row's text there.
 * `pageTwoFirst`, started before the click, tells what page 2's first row must be (a server-paged
 * list: the server's answer); without it, page 2 is drawn from rows already loaded and the first
 * row is whatever changed from page 1.
 */
async function toPageTwoSorted(
  page: Page,
  header: string,
  column: number,
  expected: RegExp,
  pageTwoFirst?: () => Promise<string>,
): Promise<string> {
  await tableRows(page).first().waitFor();
  const heading = page.getByRole('columnheader', { name: header, exact: true });
  // The address changes first and the table follows: wait for the table before the next click.
  await heading.click();
  await expect.poll(() => search(page), PATIENT).toContain('order=asc');
  await expect.poll(() => heading.getAttribute('aria-sort'), PATIENT).toBe('ascending');
  await heading.click();
  await expect.poll(() => search(page), PATIENT).toContain('order=desc');
  await expect.poll(() => heading.getAttribute('aria-sort'), PATIENT).toBe('descending');
  const pageOne = await firstCell(page, column);
  const answer = pageTwoFirst?.();
  await paginatorPage(page, 2).click();
  await expect.poll(() => search(page), PATIENT).toMatch(expected);
  await expect.poll(() => paginatorPage(page, 2).getAttribute('aria-current'), PATIENT).toBe('true');
  if (answer) {
    // Not "anything but page one's first row": on a busy machine the header shows the new order
    // before page 1's rows in that order have come, and those would pass for page 2.
    const first = await answer;
    await expect.poll(() => firstCell(page, column), PATIENT).toBe(first);
    return first;
  }
  await expect.poll(() => firstCell(page, column), PATIENT).not.toBe(pageOne);
  const text = (await firstCell(page, column)) ?? '';
  expect(text).not.toBe('');
  return text;
}

/** The first serial number of the device list's page 2, by serial number descending, as the server answers it. */
async function devicePageTwoFirst(page: Page): Promise<string> {
  const response = await page.waitForResponse(
    (r) => {
      if (!r.url().endsWith('/api/v1/device/list')) return false;
      const body = r.request().postDataJSON() as { page?: number; sortField?: string; sortOrder?: string } | null;
      return body?.page === 2 && body.sortField === 'serialNumber' && body.sortOrder === 'desc';
    },
    { timeout: PATIENT.timeout },
  );
  const answer = (await response.json()) as { data: { list: { serialNumber: string }[] } };
  return answer.data.list[0].serialNumber;
}

/** Page 2 in the same order again: its address, the paginator and the first row. */
async function expectPageTwo(page: Page, path: string, query: string, column: number, firstText: string) {
  await expect.poll(() => new URL(page.url()).pathname, PATIENT).toBe(path);
  expect(search(page)).toBe(query);
  await expect.poll(() => paginatorPage(page, 2).getAttribute('aria-current'), PATIENT).toBe('true');
  await expect.poll(() => firstCell(page, column), PATIENT).toBe(firstText);
}

describe('lists keep their place', () => {
  it('devices (paged by the server): Back from a detail, Back to list and a reload keep page 2 and the sort', async () => {
    const page = await adminPage('/management/device');
    // By serial number: unique, so the first row of page 2 is one device.
    const name = await toPageTwoSorted(page, ko.fields.serialNumber, 2, /sort=serialNumber&order=desc&page=2$/, () =>
      devicePageTwoFirst(page),
    );
    const query = search(page);

    await tableRows(page).first().click();
    await page.waitForURL(/\/management\/device\/\d+\/info$/);
    await page.goBack();
    await expectPageTwo(page, '/management/device', query, 2, name);

    await tableRows(page).first().click();
    await page.waitForURL(/\/management\/device\/\d+\/info$/);
    await page.getByRole('button', { name: ko.actions.backToList, exact: true }).first().click();
    await expectPageTwo(page, '/management/device', query, 2, name);

    await page.reload();
    await expectPageTwo(page, '/management/device', query, 2, name);
  });

  it('product master (paged in the browser): Back from a detail and a reload keep page 2 and the sort', async () => {
    const page = await adminPage('/management/product/master');
    // Column 1 is the image; 2 the product name.
    const name = await toPageTwoSorted(page, ko.fields.productName, 2, /sort=productName&order=desc&page=2$/);
    const query = search(page);

    await tableRows(page).first().click();
    await page.waitForURL(/\/management\/product\/master\/\d+$/);
    await page.goBack();
    await expectPageTwo(page, '/management/product/master', query, 2, name);

    await page.reload();
    await expectPageTwo(page, '/management/product/master', query, 2, name);
  });
});
