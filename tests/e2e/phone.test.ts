// A store owner (MANAGER) on a 390×844 phone: the menu is a drawer opened from the header, the
// screens a manager checks on the go are no wider than the screen (a wide table scrolls inside its
// own box), and what a finger presses is at least 44 px. One signed-in page goes through them all;
// at the end the same page, made desktop-wide, has its side menu back beside the page.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useProduct } from './support/product';
import { expectAccessible } from './support/axe';
import { ko, signIn, tableRows } from './support/console';

const app = useProduct({ fleet: { autoRun: false } });

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const MIN_TARGET = 44;

interface Layout {
  problems: string[];
  /** Tables wider than their box, scrolling inside it. */
  scrollingTables: number;
  /** Touch targets measured. */
  targets: number;
}

/**
 * What does not fit the phone on the page as shown: the page or the main area wider than the
 * screen, a table box outside it or not scrolling what it cannot show, and visible buttons, tabs
 * and menu links smaller than 44 px.
 */
function measure(page: Page): Promise<Layout> {
  return page.evaluate((min) => {
    const problems: string[] = [];
    const screenWidth = window.innerWidth;
    const pageWidth = document.documentElement.scrollWidth;
    if (pageWidth > screenWidth) problems.push(`page ${pageWidth} px wide`);
    const main = document.querySelector('main')!;
    if (main.scrollWidth > main.clientWidth) problems.push(`main content ${main.scrollWidth} px in ${main.clientWidth} px`);
    let scrollingTables = 0;
    for (const wrapper of document.querySelectorAll('.p-datatable-wrapper')) {
      const box = wrapper.getBoundingClientRect();
      if (box.left < 0 || box.right > screenWidth) problems.push(`table box ${box.left}–${box.right} px`);
      if (wrapper.scrollWidth > wrapper.clientWidth) {
        if (['auto', 'scroll'].includes(getComputedStyle(wrapper).overflowX)) scrollingTables += 1;
        else problems.push('a wide table that does not scroll');
      }
    }
    let targets = 0;
    const selector = 'header button, main button, main [role="tab"], .p-sidebar button, .p-sidebar a';
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      const { width, height } = element.getBoundingClientRect();
      if (width === 0 || height === 0 || getComputedStyle(element).visibility === 'hidden') continue;
      targets += 1;
      if (width < min || height < min) {
        const name = element.getAttribute('aria-label') || element.textContent?.trim() || element.className;
        problems.push(`'${name}' ${Math.round(width)}×${Math.round(height)} px`);
      }
    }
    return { problems, scrollingTables, targets };
  }, MIN_TARGET);
}

/** Fits the phone (see measure) and passes axe-core's WCAG 2.1 AA rules as laid out there. */
async function expectFits(page: Page, screen: string): Promise<Layout> {
  const layout = await measure(page);
  expect({ screen, problems: layout.problems }).toEqual({ screen, problems: [] });
  expect(layout.targets).toBeGreaterThan(0);
  await expectAccessible(page, `${screen} (phone)`);
  return layout;
}

const isFocused = (page: Page, selector: string) => page.locator(selector).evaluate((element) => element === document.activeElement);

/** Opens a screen from the drawer and waits for its title and first table row. */
async function openFromDrawer(page: Page, title: string): Promise<void> {
  await page.getByRole('button', { name: ko.app.openMenu }).click();
  const drawer = page.getByRole('dialog', { name: ko.app.mainMenu });
  await drawer.getByRole('link', { name: title, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
  await drawer.waitFor({ state: 'detached' });
  await tableRows(page).first().waitFor();
}

describe('a store owner on a phone (390×844)', () => {
  it('reads the dashboard, sales, payments, faults, door opens and one device: menu in a drawer, nothing wider than the screen, 44 px targets', async () => {
    const login = await fetch(`${app.baseUrl}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userId: 'manager', password: 'manager1234' }),
    }).then((r) => r.json() as Promise<{ accessToken: string }>);
    const tree = await fetch(`${app.baseUrl}/api/v1/tree/list`, { headers: { Authorization: `Bearer ${login.accessToken}` } }).then(
      (r) => r.json() as Promise<{ data: { companyIdx: number; divisionList: { divisionIdx: number; deviceList: { deviceIdx: number }[] }[] }[] }>,
    );
    const company = tree.data[0]!;
    const division = company.divisionList.find((d) => d.deviceList.length > 0)!;
    const deviceIdx = division.deviceList[0]!.deviceIdx;

    const page = await app.newPage(PHONE);
    await signIn(page, app.baseUrl, 'manager', 'manager1234');

    // The header holds the menu button, the user and role, the language switch and sign out.
    const menuButton = page.getByRole('button', { name: ko.app.openMenu });
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
    for (const testId of ['user-name', 'user-role', 'backend-badge']) expect(await page.getByTestId(testId).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: ko.actions.signOut }).isVisible()).toBe(true);
    expect(await page.getByRole('group', { name: ko.language.label }).isVisible()).toBe(true);
    // No side menu beside the page: it is in the drawer, closed.
    expect(await page.getByRole('navigation', { name: ko.app.mainMenu }).count()).toBe(0);
    await expectFits(page, 'dashboard');

    // The drawer: opens from its button, its links are 44 px, Escape closes it and gives the focus back.
    await menuButton.click();
    const drawer = page.getByRole('dialog', { name: ko.app.mainMenu });
    await drawer.getByRole('navigation', { name: ko.app.mainMenu }).getByRole('link', { name: ko.titles.sales, exact: true }).waitFor();
    expect(await menuButton.getAttribute('aria-expanded')).toBe('true');
    await page.waitForTimeout(400); // the slide-in
    await expectFits(page, 'menu drawer');
    // Focus stays in the open drawer: Shift+Tab from its first control goes to its last, Tab from there back to the first.
    const inDrawer = () => page.evaluate(() => document.querySelector('.p-sidebar')?.contains(document.activeElement) ?? false);
    await drawer.getByRole('button', { name: ko.app.closeMenu }).focus();
    await page.keyboard.press('Shift+Tab');
    expect(await inDrawer()).toBe(true);
    expect(await isFocused(page, '.p-sidebar .p-sidebar-close')).toBe(false);
    await page.keyboard.press('Tab');
    await expect.poll(() => isFocused(page, '.p-sidebar .p-sidebar-close')).toBe(true);
    for (let i = 0; i < 30; i++) await page.keyboard.press('Tab');
    expect(await inDrawer()).toBe(true);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    await expect.poll(() => isFocused(page, '#shell-menu-button')).toBe(true);

    // Following a link closes the drawer and puts the focus on the page.
    await openFromDrawer(page, ko.titles.sales);
    expect(await isFocused(page, 'main')).toBe(true);
    const sales = await expectFits(page, 'sales');
    expect(await page.locator('.p-paginator').first().isVisible()).toBe(true);
    expect(sales.scrollingTables).toBeGreaterThan(0);

    await openFromDrawer(page, ko.titles.paymentHistory);
    await expectFits(page, 'payment history');

    await openFromDrawer(page, ko.titles.failNotice);
    const faults = await expectFits(page, 'fault notices');
    expect(faults.scrollingTables).toBeGreaterThan(0);

    await openFromDrawer(page, ko.titles.doorOpen);
    await expectFits(page, 'door opens');

    // One device's stock, editable: a card per product (its stepper's buttons too) and the save bar.
    await page.goto(`${app.baseUrl}/management/product/inventoryStatus?companyIdx=${company.companyIdx}&divisionIdx=${division.divisionIdx}&deviceIdx=${deviceIdx}`);
    await page.getByTestId('inventory-edit-bar').waitFor();
    await page.getByTestId('restock-card').first().waitFor();
    await page.getByTestId('restock-save-bar').waitFor();
    await expectFits(page, "one device's stock");

    // The device's page and its tabs.
    await page.goto(`${app.baseUrl}/management/device/${deviceIdx}/info`);
    await page.getByRole('tab').first().waitFor();
    await expectFits(page, 'device');
    // Six tabs do not fit a phone: the tab bar scrolls, with an arrow to the hidden ones.
    const nextTabs = page.locator('.p-tabview-nav-next');
    await nextTabs.waitFor();
    await nextTabs.click();
    const lastTab = page.getByRole('tab', { name: ko.device.tabs.selfchecks });
    await expect.poll(() => lastTab.evaluate((tab) => tab.getBoundingClientRect().right <= window.innerWidth)).toBe(true);

    // Desktop-wide again: the side menu is back beside the page and the menu button gone.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('navigation', { name: ko.app.mainMenu }).waitFor();
    expect(await menuButton.isVisible()).toBe(false);
    await expect.poll(() => nextTabs.count()).toBe(0);
  });
});
