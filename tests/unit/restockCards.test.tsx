// One device's stock on a phone (≤ 600 px): a card per product with a stock stepper and a save bar
// holding 'Save all (n)'; the same drafts and the same storeAll body as the desktop table.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { responseCache } from '../../web/src/api';
import { installSession } from '../../web/src/core/session';
import { setLanguage } from '../../web/src/i18n';
import { useCommonStore } from '../../web/src/state/common';
import { useProductStore } from '../../web/src/features/product/store';
import { useTrayStore } from '../../web/src/features/device/trayStore';
import { useUiStore } from '../../web/src/state/ui';
import { useAutoRefreshSwitch } from '../../web/src/ui/useAutoRefresh';
import { sampleTray } from './support/deviceSamples';
import { restoreBackend, sampleUser } from './support/mockBackend';
import { sampleTree } from './support/orgSamples';
import { sampleMapping } from './support/productSamples';
import { renderApp } from './support/renderApp';
import { backend, info, listOf, on, sentBody, stringList, stringOk } from './support/scriptedBackend';
import { dialogSays } from './support/screenTests';

const DEVICE = '/management/product/inventoryStatus?companyIdx=1&divisionIdx=11&deviceIdx=101';

/** A window of `width` px as matchMedia tells it (jsdom has none). */
function windowWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = Number(/max-width:\s*(\d+)px/.exec(query)?.[1] ?? Infinity);
    return { matches: width <= max, media: query, addEventListener: () => undefined, removeEventListener: () => undefined };
  });
}

beforeAll(async () => {
  await import('../../web/src/features/product/inventory/InventoryStatusPage');
  installSession();
  await setLanguage('en');
});
beforeEach(() => {
  useCommonStore.getState().setSession({ token: 'Bearer t', user: sampleUser });
  useProductStore.getState().reset();
  useTrayStore.getState().reset();
  useAutoRefreshSwitch.setState({ enabled: false });
  responseCache.clear();
});
afterEach(() => {
  cleanup();
  restoreBackend();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useUiStore.getState().closeMessage();
});

const rows = () => [
  sampleMapping(1, { productName: 'Cola', trayIdx: 1, trayNo: 1, trayName: 'Shelf 1', stock: 5 }),
  sampleMapping(2, { productName: 'Cider', trayIdx: 1, trayNo: 1, trayName: 'Shelf 1', stock: 3 }),
];

function deviceBackend() {
  return backend(
    on('/tree/list', info(sampleTree())),
    on('/tray/list', listOf(sampleTray(1, 1, { deviceIdx: 101 }))),
    on('/product/inventory/list', stringList(...rows())),
    on('/product/inventory/storeAll', stringOk([])),
  );
}

describe('restocking on a phone', () => {
  it('shows a card per product, steps a stock with + and −, and saves from the bar with the count of changes', async () => {
    windowWidth(390);
    const calls = deviceBackend();
    renderApp(DEVICE);
    const cards = await screen.findAllByTestId('restock-card');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Cider', 'Cola']);
    expect(screen.queryByRole('table')).toBeNull();
    // The save is in the bar at the foot, not at the top.
    const bar = screen.getByTestId('restock-save-bar');
    expect(within(screen.getByTestId('inventory-edit-bar')).queryByRole('button', { name: /Save all/ })).toBeNull();
    expect((within(bar).getByRole('button', { name: 'Save all (0)' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'One more Cola' }));
    fireEvent.click(screen.getByRole('button', { name: 'One more Cola' }));
    expect((screen.getByLabelText('Stock of Cola') as HTMLInputElement).value).toBe('7');
    fireEvent.change(screen.getByLabelText('Stock of Cider'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'One less Cider' }));
    expect((screen.getByLabelText('Stock of Cider') as HTMLInputElement).value).toBe('0');
    expect(bar.textContent).toContain('2 unsaved changes');
    fireEvent.click(within(bar).getByRole('button', { name: 'Save all (2)' }));
    await dialogSays('Inventory saved');
    expect(sentBody(calls, '/product/inventory/storeAll')).toEqual({
      deviceIdx: 101,
      inventoryList: [
        { productMappingIdx: 2, stock: 0 },
        { productMappingIdx: 1, stock: 7 },
      ],
    });
    await waitFor(() => expect(within(bar).getByRole('button', { name: 'Save all (0)' })).toBeTruthy());
  });

  it('the bar reverts the edits', async () => {
    windowWidth(390);
    deviceBackend();
    renderApp(DEVICE);
    fireEvent.click(await screen.findByRole('button', { name: 'One less Cola' }));
    fireEvent.click(screen.getByRole('button', { name: 'Revert' }));
    expect((screen.getByLabelText('Stock of Cola') as HTMLInputElement).value).toBe('5');
  });

  it('a desktop window keeps the table with Save all at the top', async () => {
    windowWidth(1280);
    deviceBackend();
    renderApp(DEVICE);
    await screen.findByLabelText('Stock of Cola');
    expect(screen.getByRole('table')).toBeTruthy();
    expect(screen.queryByTestId('restock-cards')).toBeNull();
    expect(within(screen.getByTestId('inventory-edit-bar')).getByRole('button', { name: 'Save all' })).toBeTruthy();
  });
});
