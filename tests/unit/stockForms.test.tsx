// The stock dialogs (add a product, move stock, delete stock), putting a product back on a tray,
// the inventory's Save all and the account lookup forms on the console's form layer (ui/form): the
// body is checked with the request's schema before sending, each problem shows under its field in
// the user's language with the field's label (aria-invalid, aria-describedby, PrimeReact's invalid
// state), a server refusal's fieldErrors land under the field they name, and editing clears it.
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from '../../web/src/i18n';
import { en } from '../../web/src/i18n/en';
import { ko } from '../../web/src/i18n/ko';
import { useProductStore } from '../../web/src/features/product/store';
import { useTrayStore } from '../../web/src/features/device/trayStore';
import { choose } from './support/choose';
import { sampleTray } from './support/deviceSamples';
import { mockBackend } from './support/mockBackend';
import { messageOf } from './support/messageOf';
import { sampleTree } from './support/orgSamples';
import { sampleMapping, sampleMaster } from './support/productSamples';
import { renderApp } from './support/renderApp';
import { useScreenTests } from './support/screenTests';
import { backend, info, listOf, on, saved, sentBodies, stringList } from './support/scriptedBackend';

useScreenTests({
  screens: [
    () => import('../../web/src/features/product/inventory/InventoryStatusPage'),
    () => import('../../web/src/features/product/exListNone/ExListNonePage'),
    () => import('../../web/src/features/auth/FindIdPage'),
  ],
  stores: [useProductStore, useTrayStore],
});
afterEach(async () => {
  await setLanguage('en');
});

const DEVICE = '/management/product/inventoryStatus?companyIdx=1&divisionIdx=11&deviceIdx=101';
const rows = () => [
  sampleMapping(1, { productName: 'Cola', trayIdx: 1, trayNo: 1, trayName: 'Shelf 1', stock: 5 }),
  sampleMapping(3, { productName: 'Juice', trayIdx: null, trayNo: null, trayName: null, placement: 'OFF_TRAY', stock: 2 }),
];
/** A refusal naming one field, as the server answers bad input. */
const refusedField = (path: string, message: string) => ({ data: { result: 2, message: `Invalid input — ${message}`, fieldErrors: [{ path, message }] } });

function inventoryWorld(...more: ReturnType<typeof on>[]) {
  return backend(
    on('/tree/list', info(sampleTree())),
    on('/tray/list', listOf(sampleTray(1, 1, { deviceIdx: 101 }), sampleTray(2, 2, { deviceIdx: 101, trayName: 'Shelf 2' }))),
    on('/product/inventory/list', stringList(...rows())),
    on('/product/master/list', stringList(sampleMaster(7, { productName: 'Latte', price: 2500 }))),
    on('/division/list', listOf()),
    ...more,
  );
}

describe('add a product to a tray', () => {
  it('without a product and with no stock: each labelled problem under its field, nothing sent; editing clears it (en, ko)', async () => {
    for (const [lang, strings, product, stock] of [
      ['en', en, 'Product: is required', 'Stock: is required'],
      ['ko', ko, '상품: 필수 입력 항목입니다', '재고: 필수 입력 항목입니다'],
    ] as const) {
      await setLanguage(lang);
      const calls = inventoryWorld(on('/product/add-product', saved(sampleMapping(20))));
      const view = renderApp(DEVICE);
      fireEvent.click(await screen.findByRole('button', { name: strings.inventory.addProduct }));
      const dialog = await screen.findByTestId('add-product-dialog');
      const stockField = within(dialog).getByLabelText(strings.fields.stock);
      fireEvent.change(stockField, { target: { value: '' } });
      fireEvent.click(within(dialog).getByRole('button', { name: strings.inventory.add }));
      await waitFor(() => expect(messageOf(stockField)).toBe(stock));
      expect(stockField.getAttribute('aria-invalid')).toBe('true');
      expect(stockField.className).toContain('p-invalid');
      const productField = within(dialog).getByLabelText(strings.fields.productName);
      expect(messageOf(productField)).toBe(product);
      expect(productField.closest('.p-dropdown')!.className).toContain('p-invalid');
      expect(sentBodies(calls, '/product/add-product')).toEqual([]);
      fireEvent.change(stockField, { target: { value: '3' } });
      expect(stockField.getAttribute('aria-invalid')).toBeNull();
      expect(within(dialog).queryByText(stock)).toBeNull();
      // The product's problem stays until the product is picked.
      expect(messageOf(productField)).toBe(product);
      view.unmount();
    }
  });

  it('a refusal naming the tray shows under the tray', async () => {
    const words = 'Tray: 2 is not a tray of device 101';
    inventoryWorld(on('/product/add-product', refusedField('trayIdx', words)));
    renderApp(DEVICE);
    fireEvent.click(await screen.findByRole('button', { name: 'Add product' }));
    const dialog = await screen.findByTestId('add-product-dialog');
    await choose('Product', /^Latte/, dialog);
    await choose('Tray', '2 · Shelf 2', dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(messageOf(within(dialog).getByLabelText('Tray'))).toBe(words));
  });
});

describe('move and delete stock', () => {
  it('move: more units than there are, or none, is said under the count before sending', async () => {
    const calls = inventoryWorld(on('/product/migration/product/stock', saved([])));
    renderApp('/management/product/inventoryStatus');
    fireEvent.click(await screen.findByRole('button', { name: 'Move stock of Cola' }));
    const dialog = await screen.findByTestId('migrate-dialog');
    const count = within(dialog).getByLabelText('Units to move');
    fireEvent.change(count, { target: { value: '0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(messageOf(count)).toBe('Count: must be at least 1'));
    // No receiving device picked: said under that field.
    expect(messageOf(within(dialog).getByLabelText('Receiving device'))).toBe('To device: is required');
    expect(sentBodies(calls, '/product/migration/product/stock')).toEqual([]);
  });

  it('move: a refusal naming the receiving device lands under it', async () => {
    const tree = sampleTree();
    tree[0]!.divisionList[1]!.deviceList.push({ deviceIdx: 105, deviceName: 'Fridge J', serialNumber: 'SN-105', status: 'ONLINE' });
    const words = 'To device: 105 is not a device of the company';
    backend(
      on('/tree/list', info(tree)),
      on('/product/inventory/list', stringList(...rows())),
      on('/division/list', listOf()),
      on('/product/migration/product/stock', refusedField('toDeviceIdx', words)),
    );
    renderApp('/management/product/inventoryStatus');
    fireEvent.click(await screen.findByRole('button', { name: 'Move stock of Cola' }));
    const dialog = await screen.findByTestId('migrate-dialog');
    await choose('Receiving device', 'Jongno / Fridge J', dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    // The dropdown's input (a chosen option is labelled by the field's name too).
    const target = within(dialog).getAllByLabelText('Receiving device')[0]!;
    await waitFor(() => expect(messageOf(target)).toBe(words));
    expect(target.closest('.p-dropdown')!.className).toContain('p-invalid');
  });

  it('delete: a refusal naming the discard choice lands under the checkbox; ticking it again clears it', async () => {
    const words = 'Discard stock: must be true while units are left';
    inventoryWorld(on('/product/delete', refusedField('discard', words)));
    renderApp('/management/product/inventoryStatus');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Cola' }));
    const dialog = await screen.findByTestId('delete-stock-dialog');
    const discard = within(dialog).getByLabelText('Discard the 5 units left (stock-out) and delete');
    fireEvent.click(discard);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(messageOf(discard)).toBe(words));
    expect(discard.getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(discard);
    expect(messageOf(discard)).toBeNull();
  });

  it('delete: a refusal naming the product shows under the product line', async () => {
    const words = 'Stocked product: 1 is not a product of your company';
    inventoryWorld(on('/product/delete', refusedField('productMappingIdxList.0', words)));
    renderApp('/management/product/inventoryStatus');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Juice' }));
    const dialog = await screen.findByTestId('delete-stock-dialog');
    fireEvent.click(within(dialog).getByLabelText(/Discard the 2 units/));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(document.getElementById('delete-product-error')?.textContent).toBe(words));
  });
});

describe('put a product back on a tray', () => {
  it("a refusal naming the row's tray (inventoryList.0.trayIdx) shows under the tray, and choosing another clears it", async () => {
    const words = 'Stock, row 1 · Tray: 2 is not a tray of device 101';
    backend(
      on('/tree/list', info(sampleTree())),
      on('/product/list', listOf(sampleMapping(3, { productName: 'Juice', placement: 'OFF_TRAY', trayIdx: null, trayNo: null, trayName: null, stock: 4 }))),
      on('/tray/list', listOf(sampleTray(1, 1, { deviceIdx: 101 }), sampleTray(2, 2, { deviceIdx: 101, trayName: 'Shelf 2' }))),
      on('/product/inventory/storeAll', refusedField('inventoryList.0.trayIdx', words)),
    );
    renderApp('/management/exListNone');
    fireEvent.click(await screen.findByRole('button', { name: 'Put Juice on a tray' }));
    const dialog = await screen.findByTestId('place-dialog');
    await choose('Tray', '2 · Shelf 2', dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Put on a tray' }));
    const tray = within(dialog).getByLabelText('Tray');
    await waitFor(() => expect(messageOf(tray)).toBe(words));
    // The refusal is also said in the message dialog; once it is closed the tray can be chosen again.
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await choose('Tray', '1 · Shelf 1', dialog);
    expect(messageOf(tray)).toBeNull();
  });
});

describe("the inventory's Save all", () => {
  it("an emptied stock is said under that row's cell (its place in the body), and nothing is sent", async () => {
    const calls = inventoryWorld(on('/product/inventory/storeAll', saved([])));
    renderApp(DEVICE);
    const juice = await screen.findByLabelText('Stock of Juice');
    fireEvent.change(juice, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save all' }));
    await waitFor(() => expect(messageOf(juice)).toBe('Stock, row 1 · Stock: is required'));
    expect(juice.getAttribute('aria-invalid')).toBe('true');
    expect(messageOf(screen.getByLabelText('Stock of Cola'))).toBeNull();
    expect(sentBodies(calls, '/product/inventory/storeAll')).toEqual([]);
    fireEvent.change(juice, { target: { value: '4' } });
    expect(juice.getAttribute('aria-invalid')).toBeNull();
  });
});

describe('find ID', () => {
  it('an e-mail that is not an address is said under the field in Korean, and nothing is sent', async () => {
    await setLanguage('ko');
    const calls = mockBackend(() => ({ data: { result: '0', msg: 'ok' } }));
    renderApp('/auth/find-id');
    fireEvent.change(await screen.findByLabelText(ko.fields.userName), { target: { value: '홍길동' } });
    const email = screen.getByLabelText(ko.fields.email);
    fireEvent.change(email, { target: { value: 'hong.example.com' } });
    fireEvent.click(screen.getByRole('button', { name: ko.actions.findId }));
    await waitFor(() => expect(messageOf(email)).toBe('이메일: 형식이 올바르지 않습니다 (예: name@example.com)'));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);
    fireEvent.change(email, { target: { value: 'hong@example.com' } });
    expect(messageOf(email)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: ko.actions.findId }));
    await waitFor(() => expect(calls.map((c) => c.url)).toEqual(['/auth/findId']));
  });
});
