// Inventory status: the whole fleet paged and sorted by the server (read-only, a page and the sort
// clicked in every call, the CSV export gathering every page), one device's rows grouped by tray,
// expiry marks (red expired, amber soon), editing one device's rows with Save all (only the edited
// rows are sent), the history dialog with the spec §9 labels, add product to a tray, delete with
// discard, stock moves; on a phone (≤ 600 px), one device's rows as cards with a stepper and a save
// bar at the foot, sending the same storeAll body.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DASHBOARD_LIMITS } from '@contract';
import { responseCache } from '../../web/src/api';
import { installSession } from '../../web/src/core/session';
import { addDays, expiryState, todayKst } from '../../web/src/features/product/inventory/expiry';
import { stepStock } from '../../web/src/features/product/inventory/RestockCards';
import { setLanguage } from '../../web/src/i18n';
import { useCommonStore } from '../../web/src/state/common';
import { useProductStore } from '../../web/src/features/product/store';
import { useTrayStore } from '../../web/src/features/device/trayStore';
import { useUiStore } from '../../web/src/state/ui';
import { useAutoRefreshSwitch } from '../../web/src/ui/useAutoRefresh';
import { choose } from './support/choose';
import { messageOf } from './support/messageOf';
import { sampleTray } from './support/deviceSamples';
import { restoreBackend, sampleUser } from './support/mockBackend';
import { sampleTree } from './support/orgSamples';
import { sampleMapping, sampleMaster, sampleTransaction } from './support/productSamples';
import { renderApp } from './support/renderApp';
import { exportEveryPage } from './support/csv';
import { backend, info, listOf, on, pagedList, refused, saved, sentBodies, sentBody, FIRST_PAGE, stringOk, stringList } from './support/scriptedBackend';
import { dialogSays } from './support/screenTests';


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
  vi.restoreAllMocks();
  useUiStore.getState().closeMessage();
});

const today = todayKst();
const DEVICE = '/management/product/inventoryStatus?companyIdx=1&divisionIdx=11&deviceIdx=101';
const productNames = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[4]!.textContent);

const rowsOfA = () => [
  sampleMapping(1, { productName: 'Cola', trayIdx: 1, trayNo: 1, trayName: 'Shelf 1', stock: 5, expiredDate: addDays(today, -1) }),
  sampleMapping(2, { productName: 'Cider', trayIdx: 1, trayNo: 1, trayName: 'Shelf 1', stock: 3, expiredDate: today }),
  sampleMapping(3, { productName: 'Juice', trayIdx: null, trayNo: null, trayName: null, placement: 'OFF_TRAY', stock: 2, expiredDate: addDays(today, 30) }),
];
const traysOfA = () => listOf(sampleTray(1, 1, { deviceIdx: 101 }), sampleTray(2, 2, { deviceIdx: 101, trayName: 'Shelf 2' }));

describe('expiry', () => {
  it('is expired before today, expiring soon from today to the dashboard window, else fine', () => {
    expect(expiryState(addDays(today, -1), today)).toBe('expired');
    expect(expiryState(today, today)).toBe('soon');
    expect(expiryState(addDays(today, DASHBOARD_LIMITS.expiringWithinDays), today)).toBe('soon');
    expect(expiryState(addDays(today, DASHBOARD_LIMITS.expiringWithinDays + 1), today)).toBe('ok');
    expect(expiryState(null, today)).toBe('none');
  });
});

describe('inventory list', () => {
  it('shows the server’s page of the fleet in its order, read-only, with expired red and expiring soon amber', async () => {
    const calls = backend(
      on('/tree/list', info(sampleTree())),
      on(
        '/product/inventory/list',
        stringList(
          sampleMapping(9, { productName: 'Tea', deviceIdx: 102, deviceName: 'Fridge B', trayNo: 1 }),
          rowsOfA()[2],
          sampleMapping(4, { productName: 'Water', trayIdx: 2, trayNo: 2, trayName: 'Shelf 2' }),
          rowsOfA()[0],
          rowsOfA()[1],
          sampleMapping(10, { productName: 'Milk', divisionIdx: 12, divisionName: 'Apgujeong', deviceIdx: 103, deviceName: 'Zeta' }),
        ),
      ),
    );
    renderApp('/management/product/inventoryStatus?companyIdx=1&keyword=c');
    const table = await screen.findByLabelText('Inventory status');
    await within(table).findByText('Cola');
    // A page of a sorted list is shown as the server ordered it, never regrouped.
    expect(productNames(table)).toEqual(['Tea', 'Juice', 'Water', 'Cola', 'Cider', 'Milk']);
    const cola = within(table).getByText('Cola').closest('tr')!;
    expect(cola.querySelector('[data-expiry]')!.getAttribute('data-expiry')).toBe('expired');
    expect(cola.querySelector('[data-expiry]')!.className).toContain('text-red-600');
    expect(within(cola).getByText('Expired')).toBeTruthy();
    const cider = within(table).getByText('Cider').closest('tr')!;
    expect(cider.querySelector('[data-expiry]')!.className).toContain('text-orange-500');
    expect(within(cider).getByText('Expiring soon')).toBeTruthy();
    expect(within(table).getByText('Juice').closest('tr')!.querySelector('[data-expiry]')!.getAttribute('data-expiry')).toBe('ok');
    expect(within(within(table).getByText('Juice').closest('tr')!).getByText('Not on display')).toBeTruthy();
    // No device picked: nothing to edit, and the screen says how to edit.
    expect(within(table).queryAllByRole('textbox')).toHaveLength(0);
    expect(screen.getByText(/Pick one device in the filter/)).toBeTruthy();
    expect(sentBody(calls, '/product/inventory/list')).toEqual({ companyIdx: 1, keyword: 'c', page: 1, size: 20 });
  });

  it('groups one device’s rows by tray (off display last), read whole', async () => {
    const calls = backend(
      on('/tree/list', info(sampleTree())),
      on('/tray/list', traysOfA()),
      on('/product/inventory/list', stringList(rowsOfA()[2], sampleMapping(4, { productName: 'Water', trayIdx: 2, trayNo: 2, trayName: 'Shelf 2' }), rowsOfA()[0], rowsOfA()[1])),
    );
    renderApp(DEVICE);
    const table = await screen.findByLabelText('Inventory status');
    await screen.findByLabelText('Stock of Cola');
    expect(productNames(table)).toEqual(['Cider', 'Cola', 'Water', 'Juice']);
    expect(sentBodies(calls, '/product/inventory/list')).toEqual([{ companyIdx: 1, divisionIdx: 11, deviceIdx: 101, ...FIRST_PAGE }]);
    // One device's few rows are filtered in the browser.
    expect(screen.getByTestId('list-filter')).toBeTruthy();
  });

  it('asks for expired and expiring-soon stock only with expiresBy', async () => {
    const calls = backend(on('/tree/list', info(sampleTree())), on('/product/inventory/list', stringList()));
    renderApp('/management/product/inventoryStatus?expiring=soon');
    await screen.findByText('No stock.');
    expect(sentBody(calls, '/product/inventory/list')).toEqual({ expiresBy: addDays(today, DASHBOARD_LIMITS.expiringWithinDays), page: 1, size: 20 });
  });
});

describe('editing one device', () => {
  it('Save all sends only the edited rows of the device, then reloads', async () => {
    const calls = backend(
      on('/tree/list', info(sampleTree())),
      on('/tray/list', traysOfA()),
      on('/product/inventory/list', stringList(...rowsOfA())),
      on('/product/inventory/storeAll', stringOk([])),
    );
    renderApp(DEVICE);
    const stock = await screen.findByLabelText('Stock of Cola');
    fireEvent.change(stock, { target: { value: '9' } });
    await choose('Tray of Juice', '2 · Shelf 2');
    // Typed back to what it was: not a change.
    fireEvent.change(screen.getByLabelText('Stock of Cider'), { target: { value: '4' } });
    fireEvent.change(screen.getByLabelText('Stock of Cider'), { target: { value: '3' } });
    expect(screen.getByTestId('inventory-unsaved').textContent).toBe('2 unsaved changes');
    const lists = () => calls.filter((c) => c.url === '/product/inventory/list').length;
    const before = lists();
    fireEvent.click(screen.getByRole('button', { name: 'Save all' }));
    await dialogSays('Inventory saved');
    expect(sentBody(calls, '/product/inventory/storeAll')).toEqual({
      deviceIdx: 101,
      inventoryList: [
        { productMappingIdx: 1, stock: 9 },
        { productMappingIdx: 3, stock: 2, trayIdx: 2 },
      ],
    });
    await waitFor(() => expect(lists()).toBe(before + 1));
    expect(screen.queryByTestId('inventory-unsaved')).toBeNull();
  });

  it("a refused Save all says 'Inventory status save failed' with the reason and keeps the edits", async () => {
    backend(
      on('/tree/list', info(sampleTree())),
      on('/tray/list', traysOfA()),
      on('/product/inventory/list', stringList(...rowsOfA())),
      on('/product/inventory/storeAll', { data: { result: '1', message: 'tray 2 is full' } }),
    );
    renderApp(DEVICE);
    fireEvent.change(await screen.findByLabelText('Stock of Cola'), { target: { value: '90' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save all' }));
    await dialogSays('Inventory status save failed\ntray 2 is full');
    expect((screen.getByLabelText('Stock of Cola') as HTMLInputElement).value).toBe('90');
    expect(screen.getByTestId('inventory-unsaved')).toBeTruthy();
  });

  it('Revert drops the edits', async () => {
    backend(on('/tree/list', info(sampleTree())), on('/tray/list', traysOfA()), on('/product/inventory/list', stringList(...rowsOfA())));
    renderApp(DEVICE);
    fireEvent.change(await screen.findByLabelText('Stock of Cola'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Revert' }));
    expect((screen.getByLabelText('Stock of Cola') as HTMLInputElement).value).toBe('5');
    expect((screen.getByRole('button', { name: 'Save all' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('adds a product to a tray: addStatus, the NEW body with the price and expiry of the product', async () => {
    const calls = backend(
      on('/tree/list', info(sampleTree())),
      on('/tray/list', traysOfA()),
      on('/product/inventory/list', stringList(...rowsOfA())),
      on('/product/master/list', stringList(sampleMaster(7, { productName: 'Latte', price: 2500, shelfLifeDays: 5 }), sampleMaster(8, { productName: 'Other', companyIdx: 2 }))),
      on('/product/add-product', saved(sampleMapping(20))),
    );
    renderApp(DEVICE);
    fireEvent.click(await screen.findByRole('button', { name: 'Add product' }));
    const dialog = await screen.findByTestId('add-product-dialog');
    await choose('Product', /^Latte/, dialog);
    // Only the device's company's products and the shared catalog are offered.
    expect(screen.queryAllByRole('option', { name: /^Other/, hidden: true })).toHaveLength(0);
    await choose('Tray', '2 · Shelf 2', dialog);
    fireEvent.change(within(dialog).getByLabelText('Stock'), { target: { value: '6' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await dialogSays('Normally processed');
    expect(useProductStore.getState().addStatus).toBe(true);
    expect(sentBody(calls, '/product/add-product')).toEqual({ deviceIdx: 101, trayIdx: 2, productIdx: 7, stock: 6, price: 2500, expiredDate: addDays(today, 5) });
    const lists = calls.filter((c) => c.url === '/product/inventory/list').length;
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(calls.filter((c) => c.url === '/product/inventory/list')).toHaveLength(lists + 1));
  });

  it("a refused addition says 'Product addition failed' and leaves addStatus false", async () => {
    backend(
      on('/tree/list', info(sampleTree())),
      on('/tray/list', traysOfA()),
      on('/product/inventory/list', stringList(...rowsOfA())),
      on('/product/master/list', stringList(sampleMaster(7, { productName: 'Latte' }))),
      on('/product/add-product', refused(1, 'Latte is already on this device')),
    );
    renderApp(DEVICE);
    fireEvent.click(await screen.findByRole('button', { name: 'Add product' }));
    const dialog = await screen.findByTestId('add-product-dialog');
    await choose('Product', /^Latte/, dialog);
    await choose('Tray', '1 · Shelf 1', dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await dialogSays('Product addition failed\nLatte is already on this device');
    expect(useProductStore.getState().addStatus).toBe(false);
  });
});

describe('row actions', () => {
  it('the history dialog shows every transaction code with its spec §9 label', async () => {
    const calls = backend(
      on('/tree/list', info(sampleTree())),
      on('/product/inventory/list', stringList(...rowsOfA())),
      on(
        '/product/transaction/1',
        listOf(
          ...(['ADD', 'DISCARD', 'SALE', 'REFUND', 'MANUAL', 'NEW'] as const).map((code, i) =>
            sampleTransaction(10 + i, { transactionCode: code, count: code === 'SALE' || code === 'DISCARD' ? -1 : 2, memo: code.toLowerCase() }),
          ),
        ),
      ),
    );
    renderApp('/management/product/inventoryStatus');
    fireEvent.click(await screen.findByRole('button', { name: 'Stock history of Cola' }));
    const dialog = await screen.findByTestId('transactions-dialog');
    await within(dialog).findByText('Stock-in');
    const labels = within(dialog).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[2]!.textContent);
    expect(labels).toEqual(['Stock-in', 'Stock-out', 'Sale', 'Return', 'Manual update', 'New registration']);
    expect(within(within(dialog).getByText('sale').closest('tr')!).getByText('−1')).toBeTruthy();
    expect(calls.some((c) => c.url === '/product/transaction/1')).toBe(true);
  });

  it('delete with stock left needs the discard choice, then sends discard: true', async () => {
    const calls = backend(on('/tree/list', info(sampleTree())), on('/product/inventory/list', stringList(...rowsOfA())), on('/product/delete', saved()));
    renderApp('/management/product/inventoryStatus');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Cola' }));
    const dialog = await screen.findByTestId('delete-stock-dialog');
    const remove = within(dialog).getByRole('button', { name: 'Delete' }) as HTMLButtonElement;
    expect(remove.disabled).toBe(true);
    fireEvent.click(within(dialog).getByLabelText('Discard the 5 units left (stock-out) and delete'));
    expect(remove.disabled).toBe(false);
    fireEvent.click(remove);
    await dialogSays('Normally processed');
    expect(sentBody(calls, '/product/delete')).toEqual({ productMappingIdxList: [1], discard: true });
    const lists = calls.filter((c) => c.url === '/product/inventory/list').length;
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(calls.filter((c) => c.url === '/product/inventory/list')).toHaveLength(lists + 1));
  });

  it('moves units to another device of the same company', async () => {
    const tree = sampleTree();
    tree[0]!.divisionList[1]!.deviceList.push({ deviceIdx: 105, deviceName: 'Fridge J', serialNumber: 'SN-105', status: 'ONLINE' });
    const calls = backend(
      on('/tree/list', info(tree)),
      on('/product/inventory/list', stringList(...rowsOfA())),
      on('/division/list', listOf()),
      on('/product/migration/product/stock', saved([])),
    );
    renderApp('/management/product/inventoryStatus');
    fireEvent.click(await screen.findByRole('button', { name: 'Move stock of Cola' }));
    const dialog = await screen.findByTestId('migrate-dialog');
    await choose('Receiving device', 'Jongno / Fridge J', dialog);
    fireEvent.change(within(dialog).getByLabelText('Units to move'), { target: { value: '6' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    // More than the 5 there are: said under the count, nothing sent.
    await waitFor(() => expect(messageOf(within(dialog).getByLabelText('Units to move'))).toBe('Count: must be at most 5'));
    expect(sentBodies(calls, '/product/migration/product/stock')).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('Units to move'), { target: { value: '4' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    await dialogSays('Normally processed');
    expect(sentBody(calls, '/product/migration/product/stock')).toEqual({ fromProductMappingIdx: 1, toDeviceIdx: 105, count: 4 });
    const lists = calls.filter((c) => c.url === '/product/inventory/list').length;
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(calls.filter((c) => c.url === '/product/inventory/list')).toHaveLength(lists + 1));
  });
});

describe('the whole fleet’s stock, paged and sorted by the server', () => {
  /** 100,000 rows of stock, answered a page at a time as the inventory answers ('0'). */
  const fleet = (total: number) =>
    pagedList(total, (i) => sampleMapping(i + 1, { productName: `P${String(i % 997).padStart(3, '0')}`, deviceIdx: 200 + (i % 50), deviceName: `Fridge ${i % 50}`, trayNo: (i % 8) + 1, stock: i % 13 }), '0');
  const header = (table: HTMLElement, name: RegExp) => within(table).getByRole('columnheader', { name });

  it('asks for one page at a time; page 2 asks for page 2; a header asks for its sort from the first page', async () => {
    const calls = backend(on('/tree/list', info(sampleTree())), on('/product/inventory/list', fleet(100_000)));
    renderApp('/management/product/inventoryStatus?companyIdx=1');
    const table = await screen.findByLabelText('Inventory status');
    await within(table).findByText('P000');
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(within(table).getAllByRole('row')[1]!.querySelectorAll('td')[0]!.textContent).toBe('100000');
    expect(screen.queryByTestId('list-filter')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await within(table).findByText('P020');
    expect(sentBodies(calls, '/product/inventory/list').at(-1)).toEqual({ companyIdx: 1, page: 2, size: 20 });

    fireEvent.click(header(table, /^Stock$/));
    await waitFor(() => expect(sentBodies(calls, '/product/inventory/list').at(-1)).toEqual({ companyIdx: 1, sortField: 'stock', sortOrder: 'asc', page: 1, size: 20 }));
    fireEvent.click(header(table, /^Stock$/));
    await waitFor(() => expect(sentBodies(calls, '/product/inventory/list').at(-1)).toMatchObject({ sortField: 'stock', sortOrder: 'desc', page: 1 }));
    // The tray column sorts by the tray number.
    fireEvent.click(header(table, /^Tray$/));
    await waitFor(() => expect(sentBodies(calls, '/product/inventory/list').at(-1)).toMatchObject({ sortField: 'trayNo', sortOrder: 'asc', page: 1 }));
    for (const [name, sortField] of [[/^Product$/, 'productName'], [/^Expiry date$/, 'expiredDate'], [/^Division name$/, 'divisionName']] as const) {
      fireEvent.click(header(table, name));
      await waitFor(() => expect(sentBodies(calls, '/product/inventory/list').at(-1)).toMatchObject({ sortField, sortOrder: 'asc', page: 1 }));
    }
    // Every page of the whole fleet is one call of 20 rows: never the whole list.
    expect(sentBodies(calls, '/product/inventory/list').every((b) => b.size === 20)).toBe(true);
  });

  it('exports every page of the query in its sort, 1000 rows a request', async () => {
    const calls = backend(on('/tree/list', info(sampleTree())), on('/product/inventory/list', fleet(2100)));
    renderApp('/management/product/inventoryStatus?expiring=soon');
    const table = await screen.findByLabelText('Inventory status');
    await within(table).findByText('P000');
    fireEvent.click(header(table, /^Price$/));
    await waitFor(() => expect(sentBodies(calls, '/product/inventory/list').at(-1)).toMatchObject({ sortField: 'price', sortOrder: 'asc' }));
    await within(table).findByText('P000');
    const { requests, fileName, lines } = await exportEveryPage(calls, '/product/inventory/list');
    const expiresBy = addDays(today, DASHBOARD_LIMITS.expiringWithinDays);
    expect(requests).toEqual([1, 2, 3].map((page) => ({ expiresBy, sortField: 'price', sortOrder: 'asc', page, size: 1000 })));
    expect(fileName).toMatch(/^inventory-\d{8}\.csv$/);
    expect(lines).toHaveLength(2101);
    expect(lines[1]!.startsWith('2100,Gangnam,Fridge 0,1 · Shelf 1,P000,')).toBe(true);
  });
});

describe('restocking on a phone (≤ 600 px)', () => {
  /** A window of `width` px as matchMedia tells it (jsdom has none). */
  function windowWidth(width: number) {
    vi.stubGlobal('matchMedia', (query: string) => {
      const max = Number(/max-width:\s*(\d+)px/.exec(query)?.[1] ?? Infinity);
      return { matches: width <= max, media: query, addEventListener: () => undefined, removeEventListener: () => undefined };
    });
  }
  const deviceBackend = () =>
    backend(on('/tree/list', info(sampleTree())), on('/tray/list', traysOfA()), on('/product/inventory/list', stringList(...rowsOfA())), on('/product/inventory/storeAll', stringOk([])));
  afterEach(() => vi.unstubAllGlobals());

  it('the stepper steps the typed stock by one within 0 and the catalog bound', () => {
    expect(stepStock('4', 1)).toBe('5');
    expect(stepStock('0', -1)).toBe('0');
    expect(stepStock('', 1)).toBe('1');
    expect(stepStock('abc', -1)).toBe('0');
    expect(stepStock('100000', 1)).toBe('100000');
  });

  it('a card per product, + and − on its stock, and Save all (n) in the bar at the foot sends what the table sends', async () => {
    windowWidth(390);
    const calls = deviceBackend();
    renderApp(DEVICE);
    const cards = await screen.findAllByTestId('restock-card');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Cider', 'Cola', 'Juice']);
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
