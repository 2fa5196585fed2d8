// Place on navigation: a screen opened from the side menu starts at the top (not 930 px down where
// the last one was left), and the browser's Back returns to where that page was scrolled.
import { describe, expect, it } from 'vitest';
import { ko, signIn, tableRows } from './support/console';
import { useProduct } from './support/product';

const app = useProduct();
const scrollY = (page: import('playwright-core').Page) => page.evaluate(() => Math.round(window.scrollY));

describe('scroll on navigation', () => {
  it('opens a side-menu screen at the top, and Back restores the scroll of the page left', async () => {
    // A short window: the device list is then several screens tall.
    const page = await app.newPage({ viewport: { width: 1280, height: 560 } });
    await signIn(page, app.baseUrl, 'admin', 'admin1234');
    await page.goto(`${app.baseUrl}/management/device`);
    await tableRows(page).nth(5).waitFor();
    const room = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    // Scrolled down to where the menu's last link (My info) is in sight: a click does not move the page.
    const link = page.getByRole('navigation', { name: ko.app.mainMenu }).getByRole('link', { name: ko.titles.myInfo, exact: true });
    const linkTop = await link.evaluate((a) => a.getBoundingClientRect().top + window.scrollY);
    const left = Math.round(Math.min(room, Math.max(0, linkTop - 300)));
    expect(left).toBeGreaterThan(400);
    await page.evaluate((y) => window.scrollTo(0, y), left);
    await expect.poll(() => scrollY(page)).toBe(left);

    await link.click();
    await page.getByRole('heading', { level: 1, name: ko.titles.myInfo, exact: true }).waitFor();
    expect(await scrollY(page)).toBe(0);
    // The title is in sight.
    expect(await page.getByRole('heading', { level: 1 }).evaluate((h) => h.getBoundingClientRect().top >= 0)).toBe(true);

    await page.goBack();
    await page.getByRole('heading', { level: 1, name: ko.titles.device, exact: true }).waitFor();
    await expect.poll(() => scrollY(page)).toBe(left);

    // Forward again: My info where it was left (its top).
    await page.goForward();
    await page.getByRole('heading', { level: 1, name: ko.titles.myInfo, exact: true }).waitFor();
    await expect.poll(() => scrollY(page)).toBe(0);
  });
});
