// The promotion, payment, sales, employee UID and point log state areas over the shared phase
// helper: request bodies and paths (promotion delete goes to /promotion/delete/{id}, never to a
// tray), the payment list's whole-state reset on request (spec §4), 'Product list lookup failed'
// for product lists, and 'registered' / 'modified' / 'deleted' for employee cards (spec §8).
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../web/src/i18n';
import { useEmployeePointLogStore } from '../../web/src/features/employeePointLog/store';
import { useEmployeeUidStore } from '../../web/src/features/employeeUid/store';
import { usePaymentStore } from '../../web/src/features/payment/store';
import { usePromotionStore } from '../../web/src/features/promotion/store';
import { useSalesStore } from '../../web/src/features/sales/store';
import { deferred, restoreBackend, type Reply } from './support/mockBackend';
import { sampleEmployeeUid, sampleLine, samplePayment, samplePointLog, samplePromotion, sampleRevenue, sampleSale } from './support/commerceSamples';
import { backend, info, listOf, on, refused, saved, sentBody, FIRST_PAGE } from './support/scriptedBackend';
import { expectConsoleError } from './support/problems';

beforeAll(() => setLanguage('en'));
beforeEach(() => {
  for (const store of [usePromotionStore, usePaymentStore, useSalesStore, useEmployeeUidStore, useEmployeePointLogStore]) store.getState().reset();
});
afterEach(() => {
  restoreBackend();
  vi.restoreAllMocks();
});

describe('promotion store', () => {
  it('lists, reads and saves through the phase helper; a save answers the promotion it kept', async () => {
    const calls = backend(
      on('/promotion/list', listOf(samplePromotion(1), samplePromotion(2))),
      on('/promotion/info/2', info(samplePromotion(2))),
      on('/promotion/store', (body) => saved(samplePromotion(2, { promotionName: String(body.promotionName) }))),
    );
    await usePromotionStore.getState().fetchList({ type: 'RATE', status: 'ACTIVE' });
    expect(sentBody(calls, '/promotion/list')).toEqual({ type: 'RATE', status: 'ACTIVE', ...FIRST_PAGE });
    expect(usePromotionStore.getState()).toMatchObject({ totalCount: 2, status: 'SUCCESS', loading: false });
    await usePromotionStore.getState().fetchDetail(2);
    const result = await usePromotionStore.getState().save({
      promotionIdx: 2,
      promotionName: 'Lunch',
      type: 'RATE',
      productIdx: 7,
      divisionIdx: null,
      promotionRate: 15,
      promotionSaleCount: null,
      promotionFreeCount: null,
      promotionAmount: null,
      startDateTime: '2024-05-01 09:30:00',
      endDateTime: '2024-05-31 18:45:00',
    });
    expect(result).toMatchObject({ ok: true, message: 'Normally processed' });
    expect(usePromotionStore.getState().detail?.promotionName).toBe('Lunch');
    expect(usePromotionStore.getState().list.find((p) => p.promotionIdx === 2)?.promotionName).toBe('Lunch');
  });

  it('deletes with GET /promotion/delete/{promotionIdx}, never a tray call', async () => {
    const calls = backend(on('/promotion/list', listOf(samplePromotion(1), samplePromotion(2))), on('/promotion/delete/2', saved()));
    await usePromotionStore.getState().fetchList();
    const result = await usePromotionStore.getState().remove(2);
    expect(result.ok).toBe(true);
    const call = calls.at(-1)!;
    expect([call.method?.toUpperCase(), call.url]).toEqual(['GET', '/promotion/delete/2']);
    expect(calls.some((c) => c.url?.startsWith('/tray'))).toBe(false);
    expect(usePromotionStore.getState().list.map((p) => p.promotionIdx)).toEqual([1]);
  });

  it("a refused save says the generic failure and keeps the server's reason", async () => {
    backend(on('/promotion/store', refused(1, 'overlaps promotion 4')));
    const result = await usePromotionStore.getState().save(
      { promotionName: 'x', type: 'AMOUNT', productIdx: 7, divisionIdx: null, promotionRate: null, promotionSaleCount: null, promotionFreeCount: null, promotionAmount: 900, startDateTime: '2024-05-01 00:00:00', endDateTime: '2024-05-02 00:00:00' },
    );
    expect(result).toMatchObject({ ok: false, status: 'FAIL', message: 'overlaps promotion 4', genericMessage: 'An error occurred during processing' });
  });
});

describe('payment store', () => {
  it('asks for one page with its sort and keeps the page, the count and the query', async () => {
    const calls = backend(on('/payment/list', { data: { result: 0, message: '', data: { list: [samplePayment(3), samplePayment(2)], totalCount: 100000 } } }));
    const query = { startDate: '2024-05-01', endDate: '2024-05-07', page: 3, size: 20, sortField: 'amount' as const, sortOrder: 'desc' as const };
    await usePaymentStore.getState().fetchList(query);
    expect(sentBody(calls, '/payment/list')).toEqual(query);
    expect(usePaymentStore.getState()).toMatchObject({ totalCount: 100000, query, status: 'SUCCESS' });
    expect(usePaymentStore.getState().list.map((p) => p.paymentIdx)).toEqual([3, 2]);
  });

  it('resets the whole state as a list request goes out (spec §4), and on reset()', async () => {
    const reply = deferred<Reply>();
    backend(on('/payment/list', listOf(samplePayment(1))), on('/employee-point-log/payment/product/list/1', listOf(sampleLine(7))));
    await usePaymentStore.getState().fetchList({ page: 1, size: 20 });
    await usePaymentStore.getState().fetchProducts(1);
    expect(usePaymentStore.getState()).toMatchObject({ totalCount: 1, productsFor: 1, status: 'SUCCESS' });
    expect(usePaymentStore.getState().products).toHaveLength(1);

    // The next request: everything is back to the start while it is in flight.
    backend((c) => (c.url === '/payment/list' ? reply.promise : undefined));
    const running = usePaymentStore.getState().fetchList({ page: 2, size: 20 });
    expect(usePaymentStore.getState()).toMatchObject({ list: [], totalCount: 0, products: [], productsFor: null, query: { page: 2, size: 20 }, loading: true, status: '', message: '' });
    reply.resolve(listOf(samplePayment(9)));
    await running;
    expect(usePaymentStore.getState().list.map((p) => p.paymentIdx)).toEqual([9]);

    usePaymentStore.getState().reset();
    expect(usePaymentStore.getState()).toMatchObject({ list: [], totalCount: 0, query: null, loading: false, status: '' });
  });

  it("a payment's product list that cannot be read says 'Product list lookup failed'", async () => {
    expectConsoleError(/\[api\] employeePointLog\.paymentProducts: /); // spec §8: a failed request is logged
    const calls = backend(on('/employee-point-log/payment/product/list/5', { status: 500, data: 'boom' }));
    const result = await usePaymentStore.getState().fetchProducts(5);
    expect(calls.at(-1)?.method?.toUpperCase()).toBe('GET');
    expect(result).toMatchObject({ ok: false, message: 'Product list lookup failed' });
    expect(usePaymentStore.getState()).toMatchObject({ status: 'FAIL', message: 'Product list lookup failed', products: [], productsFor: 5 });
  });

  it('reads export pages in the background: the list on screen and its status stay', async () => {
    backend(on('/payment/list', (body) => listOf(samplePayment(Number(body.page)))));
    await usePaymentStore.getState().fetchList({ page: 1, size: 20 });
    const page = await usePaymentStore.getState().fetchExportPage({ page: 4, size: 1000 });
    expect(page.response?.data.list[0]?.paymentIdx).toBe(4);
    expect(usePaymentStore.getState().list.map((p) => p.paymentIdx)).toEqual([1]);
  });
});

describe('sales store', () => {
  it('reads revenue by month and by day into their own lists', async () => {
    const calls = backend(
      on('/statistics/revenue-report/list', listOf(sampleRevenue(202405), sampleRevenue(202404))),
      on('/statistics/revenue-report/list/daily', listOf(sampleRevenue(20240506))),
    );
    await useSalesStore.getState().fetchMonthly({ startDate: '2024-04-01', endDate: '2024-05-31', groupByDevice: true });
    await useSalesStore.getState().fetchDaily({ startDate: '2024-05-06', endDate: '2024-05-06' });
    expect(sentBody(calls, '/statistics/revenue-report/list')).toEqual({ startDate: '2024-04-01', endDate: '2024-05-31', groupByDevice: true, ...FIRST_PAGE });
    expect(useSalesStore.getState().monthly.map((r) => r.salesIdx)).toEqual([202405, 202404]);
    expect(useSalesStore.getState().daily.map((r) => r.salesIdx)).toEqual([20240506]);
  });

  it("the product list is paged by the server; its failure says 'Product list lookup failed'", async () => {
    let fail = false;
    backend(on('/payment/product/list', () => (fail ? refused(9, 'not simulated yet') : { data: { result: 0, message: '', data: { list: [sampleSale(1)], totalCount: 4321 } } })));
    await useSalesStore.getState().fetchProducts({ page: 2, size: 20 });
    expect(useSalesStore.getState()).toMatchObject({ productsTotal: 4321 });
    fail = true;
    const result = await useSalesStore.getState().fetchProducts({ page: 3, size: 20 });
    expect(result).toMatchObject({ ok: false, message: 'Product list lookup failed' });
    expect(useSalesStore.getState()).toMatchObject({ products: [], productsTotal: 0, status: 'FAIL' });
  });
});

describe('employee UID store', () => {
  const card = { divisionIdx: 11, uid: '04A1B2C3', employeeName: 'Kim', employeeNo: 'E-1', enabled: true };

  it("register says 'registered', modify 'modified', delete 'deleted' (spec §8)", async () => {
    const calls = backend(
      on('/employee-uid/store', (body) => saved(sampleEmployeeUid(40, body))),
      on('/employee-uid/update', (body) => saved(sampleEmployeeUid(40, body))),
      on('/employee-uid/delete/40', saved()),
    );
    expect(await useEmployeeUidStore.getState().create(card)).toMatchObject({ ok: true, message: 'registered' });
    expect(useEmployeeUidStore.getState().detail).toMatchObject({ employeeUidIdx: 40, employeeName: 'Kim' });
    expect(await useEmployeeUidStore.getState().update({ employeeUidIdx: 40, ...card, employeeName: 'Kim Minji' })).toMatchObject({ ok: true, message: 'modified' });
    expect(sentBody(calls, '/employee-uid/update')).toEqual({ employeeUidIdx: 40, ...card, employeeName: 'Kim Minji' });
    expect(await useEmployeeUidStore.getState().remove(40)).toMatchObject({ ok: true, message: 'deleted' });
    expect(useEmployeeUidStore.getState().detail).toBeNull();
  });

  it("a refused registration keeps the server's reason", async () => {
    backend(on('/employee-uid/store', refused(1, 'UID 04A1B2C3 is already registered')));
    const result = await useEmployeeUidStore.getState().create(card);
    expect(result).toMatchObject({ ok: false, message: 'UID 04A1B2C3 is already registered', genericMessage: 'An error occurred during processing' });
  });
});

describe('employee point log store', () => {
  it("lists the log with its filters and reads a purchase's products; a failure says 'Product list lookup failed'", async () => {
    let fail = false;
    const calls = backend(
      on('/employee-point-log/list', listOf(samplePointLog(1), samplePointLog(2, { reason: 'PURCHASE', referenceIdx: 77, point: -1500 }))),
      on('/employee-point-log/payment/product/list/77', () => (fail ? refused(3, 'payment 77 not found') : listOf(sampleLine(7, { productName: 'Cola' })))),
    );
    await useEmployeePointLogStore.getState().fetchList({ employeeUidIdx: 5, reason: 'PURCHASE' });
    expect(sentBody(calls, '/employee-point-log/list')).toEqual({ employeeUidIdx: 5, reason: 'PURCHASE', ...FIRST_PAGE });
    expect(useEmployeePointLogStore.getState().totalCount).toBe(2);
    await useEmployeePointLogStore.getState().fetchPaymentProducts(77);
    expect(useEmployeePointLogStore.getState()).toMatchObject({ productsFor: 77, products: [{ productName: 'Cola' }] });
    fail = true;
    expect(await useEmployeePointLogStore.getState().fetchPaymentProducts(77)).toMatchObject({ ok: false, message: 'Product list lookup failed' });
  });
});
