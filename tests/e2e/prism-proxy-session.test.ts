// A console session checked by another tool: the console in Live mode whose production API is Prism's
// validation proxy (`prism proxy --errors`) in front of a simulator. Every request the console sends
// and every answer the simulator gives passes Prism's check against the OpenAPI document on the way;
// Prism logs each one that breaks it, and must log none while an operator opens every menu entry and
// some records, saves one, uploads and downloads a document and signs out.
//
// Prism's own bugs, kept out of the session (a real console could meet them; the simulator is not at fault):
// - An upload whose file name holds `;` or `=` kills Prism (parse-multipart-data splits the part's
//   header on them and JSON-parses the rest: an uncaught exception, stoplightio/prism#2672), so the
//   document uploaded has an odd name of another kind (Korean, spaces, brackets).
// - Prism reads a request body as text (stoplightio/prism#2349): a picture's bytes arrive changed and
//   the simulator refuses it, so no picture is uploaded here.
// - A JSON body `null` reads to Prism as no body ("Body parameter is required"), and a GET with a body
//   header is refused (stoplightio/prism#2102, #2259): the console sends neither; the last request
//   here sends `null` on purpose, as the probe that Prism's check is live.
import { describe, expect, it } from 'vitest';
import type { Request } from 'playwright-core';
import { fillTemplate, message } from '@contract/index';
import { startPrism, type RunningPrism } from '../support/prism';
import { ko, readMessageDialog, signIn, tableRows } from './support/console';
import { useLiveProduct } from './support/live';
import { startProduct } from './support/product';

/** The lists whose first record is opened too. */
const WITH_DETAIL = [ko.titles.company, ko.titles.user, ko.titles.division, ko.titles.device, ko.titles.failNotice, ko.titles.productMaster, ko.titles.warehouse, ko.titles.promotion];

describe('a console session through Prism’s validation proxy', () => {
  let prism: RunningPrism;
  const app = useLiveProduct(async () => {
    const sim = await startProduct();
    try {
      prism = await startPrism('proxy', [sim.baseUrl, '--errors']);
    } catch (error) {
      await sim.close();
      throw error;
    }
    return {
      baseUrl: prism.baseUrl,
      async close() {
        await prism.close();
        await sim.close();
      },
    };
  });

  it('signs in, opens every menu entry and some records, saves, uploads, downloads and signs out, each request and answer as the document says', async () => {
    const page = await app.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const open = new Set<Request>();
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/v1/')) open.add(r);
    });
    page.on('requestfinished', (r) => open.delete(r));
    page.on('requestfailed', (r) => open.delete(r));
    /** The screen has loaded (its code and its first answers): no loading line or overlay, no call on its way, twice in a row. */
    const settled = async () => {
      const loading = page.locator('main').getByText(ko.app.loading, { exact: true }).or(page.locator('.p-datatable-loading-overlay'));
      const quiet = async () => open.size === 0 && (await loading.count()) === 0;
      await expect.poll(async () => (await quiet()) && (await new Promise((r) => setTimeout(r, 300))) === undefined && (await quiet())).toBe(true);
    };

    await signIn(page, app.baseUrl, 'admin', 'admin1234');
    const menu = page.getByRole('navigation', { name: ko.app.mainMenu }).getByRole('link');
    const titles = (await menu.allTextContents()).map((t) => t.trim());
    expect(titles).toContain(ko.titles.device);
    for (const title of titles) {
      await menu.getByText(title, { exact: true }).click();
      await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
      await settled();
      // A record's own screen, where the list opens one.
      if (WITH_DETAIL.includes(title) && (await tableRows(page).count()) > 0) {
        const list = page.url();
        await tableRows(page).first().click();
        await page.waitForURL((url) => url.href !== list);
        await settled();
      }
    }
    // Writes: a record saved, a document uploaded and downloaded, the session ended.
    await page.goto(`${app.baseUrl}/management/company/1`);
    await page.getByRole('button', { name: ko.actions.edit, exact: true }).click();
    await page.getByLabel(ko.fields.phone, { exact: true }).fill('02-555-0100');
    await page.getByRole('button', { name: ko.actions.save, exact: true }).click();
    expect(await readMessageDialog(page)).toBe(message('normallyProcessed', 'ko'));
    await page.goto(`${app.baseUrl}/management/user/2`);
    await settled();
    const fileName = '사업자등록증 (사본).pdf';
    await page.locator('[data-testid="attachment-upload"] input[type=file]').setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 prism') });
    expect(await readMessageDialog(page)).toBe(message('normallyProcessed', 'ko'));
    const attachments = page.getByTestId('user-attachments');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      attachments.getByRole('button', { name: fillTemplate(ko.user.downloadFile, { name: fileName }) }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(fileName);
    await page.getByRole('button', { name: ko.actions.signOut }).click();
    await page.waitForURL(`${app.baseUrl}/login`);

    await expect.poll(() => open.size).toBe(0);

    // Last, a request Prism must refuse (a JSON null body): once its error is in the log, so is every
    // line before it (Prism writes its log in bursts), and the check is shown to be live. It must be
    // the only line of its kind.
    const probe = await fetch(`${prism.baseUrl}/api/v1/division/store`, { method: 'POST', headers: { Authorization: 'Bearer probe', 'Content-Type': 'application/json' }, body: 'null' });
    expect(probe.status).toBe(422);
    await expect.poll(() => prism.violations().length).toBeGreaterThan(0);
    expect(prism.violations()).toEqual([expect.stringMatching(/post \/api\/v1\/division\/store .*Invalid request/)]);
    expect(errors).toEqual([]);
  });
});
