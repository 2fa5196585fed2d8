// The product and order state areas over the shared phase helper: string '0' success of the
// inventory and master calls, own messages, addStatus (spec §4), the resettable product list and
// download state, and the request bodies.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../web/src/i18n';
import { statusChangeBody, useOrderStore } from '../../web/src/features/order/store';
import { useProductStore } from '../../web/src/features/product/store';
import { idleDownload } from '../../web/src/features/user/store';
import { deferred, restoreBackend, type Reply } from './support/mockBackend';
import { successDrifts } from '../../web/src/api/successDrift';
import { sampleMapping, sampleMaster, sampleOrder } from './support/productSamples';
import { backend, listOf, on, refused, saved, sentBody, FIRST_PAGE, stringOk, stringList } from './support/scriptedBackend';


beforeAll(() => setLanguage('en'));
beforeEach(() => {
  useProductStore.getState().reset();
  useOrderStore.getState().reset();
});
afterEach(() => {
  restoreBackend();
  vi.restoreAllMocks();
});

describe('product store', () => {
  it("add product to tray: result 0 sets addStatus; a new request clears it; a refusal says 'Product addition failed'", async () => {
    let first = true;
    backend(on('/product/add-product', () => (first ? ((first = false), saved(sampleMapping(1))) : refused(1, 'tray 1 is full'))));
    const body = { deviceIdx: 101, trayIdx: 1, productIdx: 7, stock: 3 };
    const ok = await useProductStore.getState().addProduct(body);
    expect(ok.ok).toBe(true);
    expect(useProductStore.getState()).toMatchObject({ addStatus: true, status: 'SUCCESS', message: 'Normally processed' });
    const failed = await useProductStore.getState().addProduct(body);
    expect(useProductStore.getState()).toMatchObject({ addStatus: false, status: 'FAIL' });
    expect(failed).toMatchObject({ genericMessage: 'Product addition failed', serverMessage: 'tray 1 is full' });
  });

  it("add product: a string '0' is success too for this number-0 call, and the drift is recorded", async () => {
    backend(on('/product/add-product', stringOk(sampleMapping(1))));
    await useProductStore.getState().addProduct({ deviceIdx: 101, trayIdx: 1, productIdx: 7 });
    expect(useProductStore.getState().addStatus).toBe(true);
    expect(successDrifts()).toContainEqual({ id: 'product.addProduct', expected: 0, answered: '0' });
  });

  it("inventory and master calls succeed on 0 or '0' and fail on anything else", async () => {
    backend(
      on('/product/inventory/list', stringList(sampleMapping(1), sampleMapping(2))),
      on('/product/master/list', { data: { result: 0, message: '', data: { list: [sampleMaster(1)], totalCount: 1 } } }),
      on('/product/info', { data: { result: '1', message: 'no' } }),
    );
    await useProductStore.getState().fetchInventory({ deviceIdx: 101 });
    expect(useProductStore.getState().inventory.map((r) => r.productMappingIdx)).toEqual([1, 2]);
    await useProductStore.getState().fetchMasterList();
    expect(useProductStore.getState()).toMatchObject({ status: 'SUCCESS', masterList: [{ productIdx: 1 }] });
    await useProductStore.getState().fetchMasterDetail(1);
    expect(useProductStore.getState()).toMatchObject({ status: 'FAIL', message: 'Information lookup failed' });
  });

  it("inventory save: 'Inventory saved' and the saved rows replace the old; '2' is 'Inventory status save failed'", async () => {
    const calls = backend(
      on('/product/inventory/list', stringList(sampleMapping(1), sampleMapping(2))),
      on('/product/inventory/storeAll', (body) =>
        (body.inventoryList as { stock: number }[])[0]!.stock >= 0 ? stringOk([sampleMapping(2, { stock: 9 })]) : { data: { result: '2', message: 'stock: too small' } },
      ),
    );
    await useProductStore.getState().fetchInventory({ deviceIdx: 101 });
    const ok = await useProductStore.getState().storeInventory(101, [{ productMappingIdx: 2, stock: 9 }]);
    expect(ok).toMatchObject({ ok: true, message: 'Inventory saved' });
    expect(sentBody(calls, '/product/inventory/storeAll')).toEqual({ deviceIdx: 101, inventoryList: [{ productMappingIdx: 2, stock: 9 }] });
    expect(useProductStore.getState().inventory.map((r) => r.stock)).toEqual([5, 9]);
    const failed = await useProductStore.getState().storeInventory(101, [{ productMappingIdx: 2, stock: -1 }]);
    expect(failed).toMatchObject({ ok: false, genericMessage: 'Inventory status save failed', serverMessage: 'stock: too small' });
  });

  it("master save: 'Product saved' / 'Product save failed'", async () => {
    backend(on('/product/master/store', (body) => (body.productName ? stringOk(sampleMaster(9, { productName: String(body.productName) })) : { data: { result: '2', message: 'Product: is required' } })));
    const ok = await useProductStore.getState().saveMaster({ productName: 'Tea', price: 1000 });
    expect(ok).toMatchObject({ ok: true, message: 'Product saved' });
    expect(useProductStore.getState().masterDetail).toMatchObject({ productIdx: 9, productName: 'Tea', attachmentList: [] });
    const failed = await useProductStore.getState().saveMaster({ productName: '', price: 1000 });
    expect(failed).toMatchObject({ ok: false, genericMessage: 'Product save failed', serverMessage: 'Product: is required' });
  });

  it('the product list can be reset, and is emptied as soon as another query is asked', async () => {
    const reply = deferred<Reply>();
    let calls = 0;
    backend((c) => (c.url === '/product/list' ? ((calls += 1), calls < 3 ? listOf(sampleMapping(1)) : reply.promise) : undefined));
    await useProductStore.getState().fetchList({ placement: 'OFF_TRAY' });
    expect(useProductStore.getState()).toMatchObject({ totalCount: 1 });
    useProductStore.getState().resetList();
    expect(useProductStore.getState()).toMatchObject({ list: [], totalCount: 0 });
    await useProductStore.getState().fetchList({ placement: 'OFF_TRAY' });
    const running = useProductStore.getState().fetchList({ placement: 'WAREHOUSE' });
    expect(useProductStore.getState().list).toEqual([]);
    reply.resolve(listOf(sampleMapping(5, { placement: 'WAREHOUSE' })));
    await running;
    expect(useProductStore.getState().list.map((r) => r.productMappingIdx)).toEqual([5]);
  });

  it('the download state follows a failed download and can be reset', async () => {
    backend(on('/product/fileDownload/4', { data: new Blob([JSON.stringify({ result: 3, message: 'Attachment not found' })], { type: 'application/json' }) }));
    const result = await useProductStore.getState().downloadFile(4);
    expect(result.file).toBeUndefined();
    expect(useProductStore.getState().download).toEqual({ attcheIdx: 4, status: 'FAIL', message: 'Attachment not found' });
    useProductStore.getState().resetDownload();
    expect(useProductStore.getState().download).toEqual(idleDownload);
  });

  it('warehouses are divisions of type WAREHOUSE; delete and migration send their bodies', async () => {
    const calls = backend(
      on('/division/list', listOf()),
      on('/product/delete', saved()),
      on('/product/migration/product/stock', saved([])),
    );
    await useProductStore.getState().fetchWarehouses({ companyIdx: 1 });
    expect(sentBody(calls, '/division/list')).toEqual({ companyIdx: 1, divisionType: 'WAREHOUSE', ...FIRST_PAGE });
    await useProductStore.getState().removeMappings([3, 4], true);
    expect(sentBody(calls, '/product/delete')).toEqual({ productMappingIdxList: [3, 4], discard: true });
    await useProductStore.getState().migrateStock({ fromProductMappingIdx: 3, toDivisionIdx: 31, count: 2 });
    expect(sentBody(calls, '/product/migration/product/stock')).toEqual({ fromProductMappingIdx: 3, toDivisionIdx: 31, count: 2 });
  });
});

describe('order store', () => {
  it("save: 'Order saved'; a refusal: 'Order save failed' and the server's reason", async () => {
    backend(on('/product-order/store', (body) => ((body.productList as unknown[]).length ? saved(sampleOrder(3)) : refused(2, 'productList: too small'))));
    const ok = await useOrderStore.getState().save({ divisionIdx: 11, productList: [{ productIdx: 7, count: 3 }] });
    expect(ok).toMatchObject({ ok: true, message: 'Order saved' });
    expect(useOrderStore.getState().detail?.productOrderIdx).toBe(3);
    const failed = await useOrderStore.getState().save({ divisionIdx: 11, productList: [] });
    expect(failed).toMatchObject({ ok: false, genericMessage: 'Order save failed', serverMessage: 'productList: too small' });
  });

  it('receiving sends the whole order with status RECEIVED, and keeps the answer in the list and detail', async () => {
    const order = sampleOrder(3, { memo: 'rush' });
    const calls = backend(on('/product-order/list', listOf(order)), on('/product-order/store', saved({ ...order, status: 'RECEIVED', receivedAt: '2024-05-07 09:00:00' })));
    await useOrderStore.getState().fetchList();
    const result = await useOrderStore.getState().changeStatus(order, 'RECEIVED');
    expect(result.message).toBe('Normally processed');
    expect(sentBody(calls, '/product-order/store')).toEqual(statusChangeBody(order, 'RECEIVED'));
    expect(statusChangeBody(order, 'RECEIVED')).toEqual({
      productOrderIdx: 3,
      divisionIdx: 11,
      status: 'RECEIVED',
      memo: 'rush',
      productList: [
        { productIdx: 7, count: 3 },
        { productIdx: 8, count: 4 },
      ],
    });
    expect(useOrderStore.getState().list[0]!.status).toBe('RECEIVED');
    expect(useOrderStore.getState().detail?.receivedAt).toBe('2024-05-07 09:00:00');
  });
});
