import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { authTypeLabels, fillTemplate, message } from '@contract/index';
import { useProduct } from './support/product';
import { ko, openFromMenu, pickOption, readMessageDialog, signIn, tableRows } from './support/console';

const app = useProduct();

/** A half-hour window inside one hour that overlaps none of the division's time slots. */
async function freeWindow(page: Page, divisionIdx: number): Promise<{ start: string; end: string }> {
  const slots = await page.evaluate(async (idx) => {
    const session = JSON.parse(sessionStorage.getItem('kiosk-console.session') ?? '{}') as { token?: string };
    const res = await fetch(`/api/v1/employee-uid-time/list/${idx}`, { headers: { Authorization: session.token ?? '' } });
    return ((await res.json()) as { data: { list: { startTime: string; endTime: string }[] } }).data.list;
  }, divisionIdx);
  for (let hour = 0; hour < 23; hour++) {
    const start = `${String(hour).padStart(2, '0')}:05`;
    const end = `${String(hour).padStart(2, '0')}:35`;
    if (slots.every((slot) => end <= slot.startTime || start >= slot.endTime)) return { start, end };
  }
  throw new Error(`division ${divisionIdx} has no free half hour`);
}

describe('organisation and access', () => {
  it('creates a user, uploads a document and downloads it with its name', async () => {
    const page = await app.newPage();
    await signIn(page, app.baseUrl, 'admin', 'admin1234');
    await openFromMenu(page, ko.titles.user);
    await page.getByRole('button', { name: ko.actions.newUser, exact: true }).click();
    await page.waitForURL(/\/management\/user\/new$/);

    const userId = `e2e${Date.now().toString(36)}`;
    await page.locator('#userId').fill(userId);
    await page.locator('#password').fill('e2e-password-1');
    await page.locator('#userName').fill('테스트 파트너');
    await pickOption(page, page.locator('.p-dropdown:has(#authType)'), authTypeLabels.PARTNER.ko, { exact: false });
    await pickOption(page, page.locator('.p-dropdown:has(#companyIdx)'));
    await page.getByRole('button', { name: ko.actions.save, exact: true }).click();
    expect(await readMessageDialog(page)).toBe(message('normallyProcessed', 'ko'));
    await page.waitForURL(/\/management\/user\/\d+$/);

    const fileName = '사업자등록증 e2e.pdf';
    const content = `%PDF-1.4 e2e ${userId}`;
    await page.locator('[data-testid="attachment-upload"] input[type=file]').setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: Buffer.from(content) });
    expect(await readMessageDialog(page)).toBe(message('normallyProcessed', 'ko'));
    const attachments = page.getByTestId('user-attachments');
    await attachments.getByText(fileName).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      attachments.getByRole('button', { name: fillTemplate(ko.user.downloadFile, { name: fileName }) }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(fileName);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe(content);

    // The new account signs in with the password it was given.
    const second = await app.newPage();
    await signIn(second, app.baseUrl, userId, 'e2e-password-1');
    await expect.poll(() => second.getByTestId('user-name').textContent()).toBe('테스트 파트너');
  });

  it("edits a division's reset policy and time slots", async () => {
    const page = await app.newPage();
    await signIn(page, app.baseUrl, 'admin', 'admin1234');
    await openFromMenu(page, ko.titles.division);
    await tableRows(page).first().click();
    await page.waitForURL(/\/management\/division\/\d+$/);

    const policy = page.getByTestId('reset-policy');
    await policy.waitFor();
    const hadPolicy = (await page.getByTestId('policy-state').textContent()) === ko.policy.registered;
    await policy.locator('#resetPoint').fill('12000');
    await policy.getByRole('button', { name: ko.policy.save, exact: true }).click();
    expect(await readMessageDialog(page)).toBe(message(hadPolicy ? 'modified' : 'registered', 'ko'));
    // Saving again is always a modification.
    await policy.locator('#resetPoint').fill('15000');
    await policy.getByRole('button', { name: ko.policy.save, exact: true }).click();
    expect(await readMessageDialog(page)).toBe(message('modified', 'ko'));

    // A window no seeded slot touches, so the add must succeed.
    const divisionIdx = Number(new URL(page.url()).pathname.split('/').pop());
    const { start, end } = await freeWindow(page, divisionIdx);
    const slots = page.getByTestId('uid-time-slots');
    await slots.locator('#startTime').fill(start);
    await slots.locator('#endTime').fill(end);
    await slots.getByRole('button', { name: ko.uidTime.add, exact: true }).click();
    expect(await readMessageDialog(page)).toBe(message('registered', 'ko'));
    const deleteSlot = slots.getByRole('button', { name: fillTemplate(ko.uidTime.deleteSlot, { start, end }) });
    await deleteSlot.waitFor();

    // The same window again overlaps: refused with the server's reason.
    await slots.locator('#startTime').fill(start);
    await slots.locator('#endTime').fill(end);
    await slots.getByRole('button', { name: ko.uidTime.add, exact: true }).click();
    expect(await readMessageDialog(page)).toContain(message('processingError', 'ko'));

    await deleteSlot.click();
    await page.getByRole('dialog').getByRole('button', { name: ko.actions.delete, exact: true }).click();
    expect(await readMessageDialog(page)).toBe(message('deleted', 'ko'));
    await deleteSlot.waitFor({ state: 'detached' });

    await page.reload();
    // The form shows its defaults until the policy has been read: wait for the saved points.
    await expect.poll(() => page.getByTestId('reset-policy').locator('#resetPoint').inputValue()).toMatch(/15,?000/);
  });

  it("narrows a MANAGER's menu and lists to its stores", async () => {
    const page = await app.newPage();
    const login = await fetch(`${app.baseUrl}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userId: 'manager', password: 'manager1234' }),
    }).then((r) => r.json() as Promise<{ user: { divisionIdxList: number[] } }>);
    await signIn(page, app.baseUrl, 'manager', 'manager1234');

    const menu = page.getByRole('navigation', { name: ko.app.mainMenu });
    await menu.getByRole('link', { name: ko.titles.division }).waitFor();
    for (const hidden of [ko.titles.user, ko.titles.openApi, ko.titles.productMaster, ko.titles.trainingManagement]) {
      expect({ hidden, count: await menu.getByRole('link', { name: hidden, exact: true }).count() }).toEqual({ hidden, count: 0 });
    }

    await openFromMenu(page, ko.titles.division);
    // The list settles on the manager's stores (the row count, not the first row drawn).
    await expect.poll(() => tableRows(page).count(), { timeout: 30_000 }).toBe(login.user.divisionIdxList.length);

    await page.goto(`${app.baseUrl}/management/user`);
    await page.getByTestId('not-permitted').waitFor();
    expect(await page.getByTestId('not-permitted').textContent()).toContain(ko.titles.user);
  });
});
