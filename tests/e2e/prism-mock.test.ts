// A back end the project did not write: Prism's mock (`prism mock`) of the OpenAPI document, answering
// what the document alone says. The console in Live mode in front of it must sign in and show the main
// screens with no failure on screen and nothing in the browser's console: whatever the document allows,
// a production server may send. The mock's values are its own (the document's examples, or values
// made from the schemas), so only the screens' structure is asserted.
//
// Static mode (Prism's default): each answer is the document's example, else one Prism builds from the
// first schema of an anyOf, the success branch. Dynamic mode (`-d`) is not a back end anyone could
// sign in to: json-schema-faker picks an anyOf branch at random (a refusal as often as not) and fills
// each list to its 1,000 rows with a totalCount in the quadrillions, so a screen that reads every page
// asks for pages without end.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startPrism } from '../support/prism';
import { ko, openFromMenu, signIn, tableRows } from './support/console';
import { useLiveProduct } from './support/live';

/**
 * A product picture that does not load: the browser logs it whatever the page does, and the console
 * shows its placeholder (ui/ProductImage). The examples link pictures on the simulator they were
 * recorded from (http://localhost:8080/media/…), which is not there.
 */
const pictureNotLoaded = (text: string, url: string) => text.startsWith('Failed to load resource') && /\/media\/product-images\//.test(url);

/** Errors thrown in the page and errors it logs. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' && !pictureNotLoaded(m.text(), m.location().url)) errors.push(`console: ${m.text()} (${m.location().url})`);
  });
  return errors;
}

/** What a screen shows when a call failed: an alert, a list's failure line, the message dialog. */
async function failuresShown(page: Page): Promise<string[]> {
  const shown = page.locator('[role="alert"], [data-testid="list-failure"], [data-testid="message-dialog-text"]');
  return (await shown.allTextContents()).map((t) => t.trim());
}

/** Signs in and opens the main screens; each shows its title and a table, and nothing failed. */
async function walk(app: ReturnType<typeof useLiveProduct>): Promise<void> {
  const page = await app.newPage();
  const errors = collectErrors(page);
  // The mock takes any user and password the document allows.
  await signIn(page, app.baseUrl, 'admin', 'admin1234');
  expect(await page.getByRole('heading', { level: 1, name: ko.titles.dashboard, exact: true }).count()).toBe(1);
  expect(await failuresShown(page)).toEqual([]);
  expect(await page.getByTestId('backend-badge').getAttribute('data-backend')).toBe('live');

  for (const title of [ko.titles.device, ko.titles.paymentHistory, ko.titles.productMaster, ko.titles.inventoryStatus]) {
    await openFromMenu(page, title);
    await tableRows(page).first().waitFor();
    expect(await failuresShown(page), title).toEqual([]);
  }
  expect(errors).toEqual([]);
}

const WALK = 'signs in and shows the dashboard, devices, payments and products, with no failure and no console error';

describe('the console in Live mode in front of Prism’s mock of the document', () => {
  const app = useLiveProduct(() => startPrism('mock'));
  it(WALK, () => walk(app));
});

// The same mock told to ignore the examples: every value is one Prism builds from the schema, the
// extremes a loose reading of it allows (ids of -9007199254740991; "string" even where a date is due,
// as Prism's built values ignore patterns, which a real server could not send and still keep to it).
describe('the console in Live mode in front of Prism’s mock, examples ignored', () => {
  const app = useLiveProduct(() => startPrism('mock', ['--ignoreExamples']));
  it(WALK, () => walk(app));
});
