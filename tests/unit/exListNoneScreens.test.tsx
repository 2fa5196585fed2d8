// Products not on display: what the screen is (explained), the OFF_TRAY query, putting one back on
// a tray of its device (inventory storeAll with its trayIdx) and moving it to a warehouse.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useProductStore } from '../../web/src/features/product/store';
import { useTrayStore } from '../../web/src/features/device/trayStore';
import { choose } from './support/choose';
import { sampleTray } from './support/deviceSamples';
import { sampleDivision, sampleTree } from './support/orgSamples';
import { sampleMapping } from './support/productSamples';
import { renderApp } from './support/renderApp';
import { useScreenTests, dialogSays } from './support/screenTests';
import { backend, info, listOf, on, saved, sentBody, FIRST_PAGE, type StubReply } from './support/scriptedBackend';

useScreenTests({
  screens: [() => import('../../web/src/features/product/exListNone/ExListNonePage')],
  stores: [useProductStore, useTrayStore],
});

const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);
const offTray = (idx: number, overrides = {}) => sampleMapping(idx, { placement: 'OFF_TRAY', trayIdx: null, trayNo: null, trayName: null, ...overrides });

function world(storeAll: StubReply<'/product/inventory/storeAll'> = { data: { result: '0', message: 'ok', data: [] } }) {
  return backend(
    on('/tree/list', info(sampleTree())),
    on('/product/list', listOf(offTray(3, { productName: 'Juice', stock: 4 }))),
    on('/tray/list', listOf(sampleTray(1, 1, { deviceIdx: 101 }), sampleTray(2, 2, { deviceIdx: 101, trayName: 'Shelf 2' }))),
    on('/product/inventory/storeAll', storeAll),
    on('/division/list', listOf(sampleDivision(31, { divisionType: 'WAREHOUSE', divisionName: 'Central' }), sampleDivision(41, { divisionType: 'WAREHOUSE', divisionName: 'Elsewhere', companyIdx: 2 }))),
    on('/product/migration/product/stock', saved([])),
  );
}

describe('products not on display', () => {
  it('explains what not on display means and lists the OFF_TRAY products of the filter', async () => {
    const calls = world();
    renderApp('/management/exListNone?companyIdx=1&divisionIdx=11&deviceIdx=101&keyword=ju');
    const juice = (await screen.findByText('Juice')).closest('tr')!;
    expect(cells(juice).slice(0, 10)).toEqual(['1', 'Juice', '8800000007', 'Drinks', 'Hanaro Foods', 'Gangnam', 'Fridge A', '₩1,500', '4', '2099.12.31']);
    expect(screen.getByTestId('exlistnone-explain').textContent).toContain('held by a device but sit on none of its trays');
    expect(sentBody(calls, '/product/list')).toEqual({ companyIdx: 1, divisionIdx: 11, deviceIdx: 101, keyword: 'ju', placement: 'OFF_TRAY', ...FIRST_PAGE });
  });

  it("puts one back on a tray: storeAll of its device with its stock and the tray, 'Inventory saved', then the list again", async () => {
    const calls = world();
    renderApp('/management/exListNone');
    fireEvent.click(await screen.findByRole('button', { name: 'Put Juice on a tray' }));
    const dialog = await screen.findByTestId('place-dialog');
    await choose('Tray', '2 · Shelf 2', dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Put on a tray' }));
    await dialogSays('Inventory saved');
    expect(sentBody(calls, '/product/inventory/storeAll')).toEqual({ deviceIdx: 101, inventoryList: [{ productMappingIdx: 3, stock: 4, trayIdx: 2 }] });
    expect(sentBody(calls, '/tray/list')).toEqual({ deviceIdx: 101 });
    const lists = calls.filter((c) => c.url === '/product/list').length;
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(calls.filter((c) => c.url === '/product/list')).toHaveLength(lists + 1));
  });

  it("a refused placement says 'Inventory status save failed' and why", async () => {
    world({ data: { result: '1', message: 'tray 2 is full' } });
    renderApp('/management/exListNone');
    fireEvent.click(await screen.findByRole('button', { name: 'Put Juice on a tray' }));
    const dialog = await screen.findByTestId('place-dialog');
    await choose('Tray', '2 · Shelf 2', dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Put on a tray' }));
    await dialogSays('Inventory status save failed\ntray 2 is full');
  });

  it("moves its units to a warehouse of the same company", async () => {
    const calls = world();
    renderApp('/management/exListNone');
    fireEvent.click(await screen.findByRole('button', { name: 'Move Juice to a warehouse' }));
    const dialog = await screen.findByTestId('migrate-dialog');
    expect(sentBody(calls, '/division/list')).toEqual({ companyIdx: 1, divisionType: 'WAREHOUSE', ...FIRST_PAGE });
    await choose('Receiving warehouse', 'Central', dialog);
    expect(screen.queryAllByRole('option', { name: 'Elsewhere', hidden: true })).toHaveLength(0);
    expect((within(dialog).getByLabelText('Units to move') as HTMLInputElement).value).toBe('4');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    await dialogSays('Normally processed');
    expect(sentBody(calls, '/product/migration/product/stock')).toEqual({ fromProductMappingIdx: 3, toDivisionIdx: 31, count: 4 });
    const lists = calls.filter((c) => c.url === '/product/list').length;
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(calls.filter((c) => c.url === '/product/list')).toHaveLength(lists + 1));
  });
});
