// Warehouses: divisions of type WAREHOUSE with their stock totals; one warehouse's stock with
// "send to device" (a stock move) and its movements with the transaction labels.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addDays, todayKst } from '../../web/src/features/product/inventory/expiry';
import { stockTotalsByDivision } from '../../web/src/features/product/warehouse/warehouseStock';
import { useProductStore } from '../../web/src/features/product/store';
import { choose } from './support/choose';
import { sampleDivision, sampleTree } from './support/orgSamples';
import { sampleMapping, sampleMovement } from './support/productSamples';
import { renderApp } from './support/renderApp';
import { useScreenTests, dialogSays } from './support/screenTests';
import { backend, info, listOf, on, saved, sentBody, FIRST_PAGE } from './support/scriptedBackend';

useScreenTests({
  screens: [() => import('../../web/src/features/product/warehouse/WarehouseListPage'), () => import('../../web/src/features/product/warehouse/WarehouseDetailPage')],
  stores: [useProductStore],
});

const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);
const today = todayKst();
const warehouse = (idx: number, name: string) => sampleDivision(idx, { divisionType: 'WAREHOUSE', divisionName: name, deviceCount: 0 });
const stockIn = (idx: number, divisionIdx: number, overrides = {}) =>
  sampleMapping(idx, { placement: 'WAREHOUSE', divisionIdx, divisionName: `W${divisionIdx}`, deviceIdx: null, deviceName: null, trayIdx: null, trayNo: null, trayName: null, ...overrides });

describe('stock totals', () => {
  it('counts products, units and those expired or expiring soon per warehouse', () => {
    const totals = stockTotalsByDivision(
      [
        stockIn(1, 31, { stock: 10, expiredDate: addDays(today, -3) }),
        stockIn(2, 31, { stock: 5, expiredDate: addDays(today, 1) }),
        stockIn(3, 31, { stock: 0, expiredDate: addDays(today, -3) }),
        stockIn(4, 32, { stock: 7 }),
        sampleMapping(5, { divisionIdx: 31, stock: 99 }),
      ],
      today,
    );
    expect(totals.get(31)).toEqual({ productCount: 3, stockTotal: 15, expiringCount: 2 });
    expect(totals.get(32)).toEqual({ productCount: 1, stockTotal: 7, expiringCount: 0 });
  });
});

describe('warehouse list', () => {
  it('lists the divisions of type WAREHOUSE with their stock totals; row ⇒ the warehouse', async () => {
    const calls = backend(
      on('/tree/list', info(sampleTree())),
      on('/division/list', listOf(warehouse(31, 'Central'), warehouse(32, 'North'))),
      on('/product/list', listOf(stockIn(1, 31, { stock: 10 }), stockIn(2, 31, { stock: 4, expiredDate: today }), stockIn(3, 32, { stock: 2 }))),
    );
    const { router } = renderApp('/management/warehouseManagement?companyIdx=1');
    const central = (await screen.findByText('Central')).closest('tr')!;
    expect(cells(central)).toEqual(['2', 'Central', 'Hanaro Foods', 'Seoul Jung-gu Sejong-daero 110 1F', 'Park', '02-111-2222', '2', '14', '1', '2024.01.02']);
    expect(cells(screen.getByText('North').closest('tr')!)).toEqual(expect.arrayContaining(['1', '2', '0']));
    expect(sentBody(calls, '/division/list')).toEqual({ companyIdx: 1, divisionType: 'WAREHOUSE', ...FIRST_PAGE });
    expect(sentBody(calls, '/product/list')).toEqual({ placement: 'WAREHOUSE', companyIdx: 1, ...FIRST_PAGE });
    fireEvent.click(central);
    await waitFor(() => expect(router.state.location.pathname).toBe('/management/warehouseManagement/31'));
  });
});

describe('warehouse detail', () => {
  const world = () =>
    backend(
      on('/tree/list', info(sampleTree())),
      on('/division/list', (body) => (body.divisionIdx === 31 ? listOf(warehouse(31, 'Central')) : listOf())),
      on('/product/list', listOf(stockIn(1, 31, { productName: 'Cola', stock: 6, expiredDate: addDays(today, -1) }))),
      on(
        '/product/transaction/list',
        listOf(
          sampleMovement(2, { transactionCode: 'DISCARD', count: -4, stockAfter: 6, memo: 'to Fridge A', productName: 'Cola' }),
          sampleMovement(1, { transactionCode: 'ADD', count: 10, stockAfter: 10, memo: 'order #3', productName: 'Cola' }),
        ),
      ),
      on('/product/migration/product/stock', saved([])),
    );

  it('shows its stock (expired marked) and its movements with their labels; sends the warehouse queries', async () => {
    const calls = world();
    renderApp('/management/warehouseManagement/31?startDate=2024-05-01&endDate=2024-05-31');
    await screen.findByTestId('warehouse-view');
    expect(screen.getByTestId('warehouse-view').querySelector('[data-field="stockTotal"]')!.textContent).toBe('1 product, 6 units');
    const cola = (await screen.findAllByText('Cola'))[0]!.closest('tr')!;
    expect(cola.querySelector('[data-expiry]')!.getAttribute('data-expiry')).toBe('expired');
    expect(sentBody(calls, '/division/list')).toEqual({ divisionIdx: 31, divisionType: 'WAREHOUSE', ...FIRST_PAGE });
    expect(sentBody(calls, '/product/list')).toEqual({ placement: 'WAREHOUSE', divisionIdx: 31, ...FIRST_PAGE });
    expect(sentBody(calls, '/product/transaction/list')).toEqual({ divisionIdx: 31, placement: 'WAREHOUSE', startDate: '2024-05-01', endDate: '2024-05-31', ...FIRST_PAGE });
    fireEvent.click(screen.getByRole('tab', { name: 'Stock movements' }));
    const movements = document.querySelector('[data-pc-name="datatable"][aria-label="Stock movements"]') as HTMLElement;
    await within(movements).findByText('Stock-out');
    expect(cells(within(movements).getByText('to Fridge A').closest('tr')!)).toEqual(['2', expect.any(String), 'Cola', 'Stock-out', '−4', '6', 'to Fridge A']);
    expect(within(movements).getByText('Stock-in')).toBeTruthy();
    expect(within(movements).getByText('+10')).toBeTruthy();
  });

  it('sends units to a device of the same company', async () => {
    const calls = world();
    renderApp('/management/warehouseManagement/31');
    fireEvent.click(await screen.findByRole('button', { name: 'Send Cola to a device' }));
    const dialog = await screen.findByTestId('migrate-dialog');
    await choose('Receiving device', 'Gangnam / Fridge A', dialog);
    fireEvent.change(within(dialog).getByLabelText('Units to move'), { target: { value: '4' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    await dialogSays('Normally processed');
    expect(sentBody(calls, '/product/migration/product/stock')).toEqual({ fromProductMappingIdx: 1, toDeviceIdx: 101, count: 4 });
    // Once said, the warehouse's stock and movements are read again.
    const reads = (url: string) => calls.filter((c) => c.url === url).length;
    const before = [reads('/product/list'), reads('/product/transaction/list')];
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect([reads('/product/list'), reads('/product/transaction/list')]).toEqual([before[0]! + 1, before[1]! + 1]));
    expect(screen.queryByTestId('migrate-dialog')).toBeNull();
  });

  it('a division that is not a warehouse is not shown as one', async () => {
    world();
    renderApp('/management/warehouseManagement/11');
    expect(await screen.findByText('There is no such warehouse.')).toBeTruthy();
  });
});
