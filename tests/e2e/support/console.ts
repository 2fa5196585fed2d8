// What an operator does over and over in the console, in one place for every browser test.
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { ko } from '../../../web/src/i18n/ko';

export { ko };

/**
 * Signs in through the login form and waits for the dashboard to show its figures, so a test goes
 * on from a settled console (no dashboard call still on its way when it injects a fault).
 */
/** A wire answer (design.md §3). */
export type Answer<T> = { result: number | string; message: string; data: T };

/**
 * The signed-in session's call (API or cockpit) from the page, for set-up and facts the screens do
 * not need to show: POST with a body, GET without.
 */
export async function apiCall<T>(page: Page, path: string, body?: object): Promise<T> {
  return page.evaluate(
    async ({ path, body }) => {
      const session = JSON.parse(sessionStorage.getItem('kiosk-console.session') ?? '{}') as { token?: string };
      const init: RequestInit = body
        ? { method: 'POST', headers: { Authorization: session.token ?? '', 'Content-Type': 'application/json' }, body: JSON.stringify(body) }
        : { headers: { Authorization: session.token ?? '' } };
      return (await fetch(path, init)).json();
    },
    { path, body },
  ) as Promise<T>;
}

/** A UI string with its {{names}} filled in, as the screen shows it. */
export const fillIn = (template: string, values: Record<string, string | number>): string => template.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k]));

/** The browser alerts the page shows from now on, each accepted (the session rules alert once). */
export function collectAlerts(page: Page): string[] {
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    // The page may close or leave before the accept lands (the test ended): that dialog is gone anyway.
    dialog.accept().catch(() => undefined);
  });
  return alerts;
}

export async function signIn(page: Page, baseUrl: string, userId: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.locator('input[name="userId"]').fill(userId);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: ko.actions.signIn, exact: true }).click();
  await page.waitForURL(`${baseUrl}/dashboard`);
  await page.locator('[data-testid^="figure-"]').first().waitFor();
}

/**
 * Opens an area from the side menu by its title, in the language the console shows, and waits for
 * its page (its title heading): until then the previous page, tables and all, may still show.
 */
export async function openFromMenu(page: Page, title: string, strings: Pick<typeof ko, 'app'> = ko): Promise<void> {
  await page.getByRole('navigation', { name: strings.app.mainMenu }).getByRole('link', { name: title }).click();
  await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
}

/** The message dialog's text once it shows, then closes it with OK. */
export async function readMessageDialog(page: Page, okLabel: string = ko.actions.ok): Promise<string> {
  const text = page.getByTestId('message-dialog-text');
  await text.waitFor();
  const value = (await text.textContent()) ?? '';
  await page.getByRole('dialog').getByRole('button', { name: okLabel, exact: true }).click();
  await text.waitFor({ state: 'detached' });
  return value;
}

/** Rows of the data table on the page (header excluded). */
export function tableRows(page: Page) {
  return page.locator('table tbody tr');
}

export function expectPath(page: Page, baseUrl: string, path: string): void {
  expect(new URL(page.url()).pathname).toBe(new URL(path, baseUrl).pathname);
}

type Json = Record<string, unknown>;

/** A list call the console made: the body it sent and the answer it got. */
export interface ListCall {
  body: Json;
  answer: { result: unknown; data: { list: Json[]; totalCount: number } };
}

/**
 * Does `action` and answers the first call to the API list `path` (`/device/list`) whose body
 * `matches`, with what it asked and what came back (auto-refreshes in between are passed over).
 */
export async function listCallOf(page: Page, path: string, matches: (body: Json) => boolean, action: () => Promise<unknown>): Promise<ListCall> {
  const [response] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === `/api/v1${path}` && matches((r.request().postDataJSON() ?? {}) as Json)),
    action(),
  ]);
  return { body: response.request().postDataJSON() as Json, answer: (await response.json()) as ListCall['answer'] };
}

/** The text of each row's `index`-th cell (0 is the row number). */
export function columnTexts(page: Page, index: number): Promise<string[]> {
  return tableRows(page).locator(`td:nth-child(${index + 1})`).allTextContents();
}

/**
 * Opens a PrimeReact dropdown and clicks the option `text` (the whole name, or with `exact: false`
 * any option holding it; with no text, the first option), typed into its filter first when it has
 * one. The filtered list is drawn anew: on a busy machine a click made before that could land on an
 * option being replaced and select nothing, so the click waits until every option shown matches.
 */
export async function pickOption(page: Page, dropdown: Locator, text?: string, { filter = text, exact = true }: { filter?: string; exact?: boolean } = {}): Promise<void> {
  await dropdown.click();
  const panel = page.locator('.p-dropdown-panel');
  await panel.waitFor();
  const options = panel.getByRole('option');
  const filterBox = panel.locator('.p-dropdown-filter');
  if (filter !== undefined && (await filterBox.count())) {
    await filterBox.fill(filter);
    const wanted = filter.toLocaleLowerCase();
    await expect.poll(async () => (await options.allTextContents()).every((t) => t.toLocaleLowerCase().includes(wanted))).toBe(true);
  }
  const option = text === undefined ? options : exact ? panel.getByRole('option', { name: text, exact: true }) : options.filter({ hasText: text });
  await option.first().click();
  await panel.waitFor({ state: 'detached' });
}
