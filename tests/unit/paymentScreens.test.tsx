// Payment history: the spec §9 mode labels (tc: 1 app, 2 credit card, 99 points; otherwise credit
// card) and result rule (tc: 1 approved with the state; others: 0 approved), amounts and refunds,
// server-side paging and sorting (page, size, sortField in the body; the whole count shown), the
// CSV export that gathers every page, one payment's products ('Product list lookup failed' when
// they cannot be read) and one device's payments.
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { backendToday } from '../../web/src/core/backendClock';
import { paymentPeriod, serverSort } from '../../web/src/features/payment/paymentQuery';
import { useDeviceStore } from '../../web/src/features/device/store';
import { usePaymentStore } from '../../web/src/features/payment/store';
import * as saveFileModule from '../../web/src/ui/saveFile';
import { sampleLine, samplePayment } from './support/commerceSamples';
import { sampleDevice, sampleDoorOpen } from './support/deviceSamples';
import { sampleTree } from './support/orgSamples';
import { renderApp } from './support/renderApp';
import { useScreenTests, dialogSays } from './support/screenTests';
import { exportEveryPage } from './support/csv';
import { backend, info, listOf, on, pagedList, sentBodies } from './support/scriptedBackend';
import { expectConsoleError } from './support/problems';

useScreenTests({
  screens: [() => import('../../web/src/features/payment/PaymentHistoryPage'), () => import('../../web/src/features/payment/PaymentDevicePage')],
  stores: [usePaymentStore, useDeviceStore],
});

const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;

/** A fleet of `total` payments, newest (highest key) first, answered a page at a time. */
const pagedPayments = (total: number) => pagedList(total, (i) => samplePayment(total - i));

describe('payment query', () => {
  it('asks for the last 7 days unless a period is picked, and sorts only by what the server can', () => {
    expect(paymentPeriod({}, dayjs('2024-05-10'))).toEqual({ startDate: '2024-05-04', endDate: '2024-05-10' });
    expect(paymentPeriod({ startDate: '2024-01-01', endDate: '2024-01-31' })).toEqual({ startDate: '2024-01-01', endDate: '2024-01-31' });
    expect(serverSort({ field: 'amount', order: -1 })).toEqual({ sortField: 'amount', sortOrder: 'desc' });
    expect(serverSort({ field: 'divisionName', order: 1 })).toEqual({});
    expect(serverSort(null)).toEqual({});
  });
});

describe('payment history', () => {
  it('labels payment modes and results by the spec §9 rules, with amounts, refunds (and when) and the employee of a points payment', async () => {
    backend(
      on('/tree/list', info(sampleTree())),
      on(
        '/payment/list',
        listOf(
          samplePayment(1, { paymentMode: 1 }),
          samplePayment(2, { paymentMode: 2, state: 'PARTIAL_REFUND', refundAmount: 1500, refundedAt: '2024-05-06 15:01:02' }),
          samplePayment(3, { paymentMode: 99, employeeName: 'Kim Minji', employeeUidIdx: 5 }),
          samplePayment(4, { paymentMode: 7, approveResult: 0, state: 'DECLINED' }),
          samplePayment(5, { provider: 'kicc', paymentMode: 1, approveResult: 0 }),
          samplePayment(6, { provider: 'kicc', paymentMode: 99, approveResult: 1, state: 'DECLINED' }),
        ),
      ),
    );
    renderApp('/management/payment/history');
    expect(cells(await rowOf('A1'))).toEqual(['6', '1', '2024.05.06 12:34:56', 'Fridge A', 'Gangnam', 'App', 'Approved (Paid)', '₩3,000', '-', '-', '-', 'A1', '2 products']);
    expect(cells(await rowOf('A2')).slice(5, 10)).toEqual(['Credit card', 'Approved (Partly refunded)', '₩3,000', '₩1,500', '2024.05.06 15:01:02']);
    expect(cells(await rowOf('A3')).slice(5, 11)).toEqual(['Points', 'Approved (Paid)', '₩3,000', '-', '-', 'Kim Minji']);
    // tc: anything but 1 failed; an unknown mode is a credit card.
    expect(cells(await rowOf('A4')).slice(5, 7)).toEqual(['Credit card', 'Approval failed']);
    // Other providers: 0 is approved (with its state, as every payment), and every mode shows as credit card.
    expect(cells(await rowOf('A5')).slice(5, 7)).toEqual(['Credit card', 'Approved (Paid)']);
    expect(cells(await rowOf('A6')).slice(5, 7)).toEqual(['Credit card', 'Approval failed']);
  });

  it('asks the server for one page with the filters and the last 7 days, and shows how many payments match', async () => {
    const calls = backend(on('/tree/list', info(sampleTree())), on('/payment/list', pagedPayments(100000)));
    renderApp('/management/payment/history?companyIdx=1&divisionIdx=11&state=PAID&paymentMode=99');
    await screen.findByText('A100000');
    expect(screen.getByTestId('payment-total').textContent).toBe('100,000 payments');
    // The back end's day (KST; Live mode: the browser's instant).
    const today = backendToday();
    expect(sentBodies(calls, '/payment/list')).toEqual([
      {
        companyIdx: 1,
        divisionIdx: 11,
        state: 'PAID',
        paymentMode: 99,
        startDate: today.subtract(6, 'day').format('YYYY-MM-DD'),
        endDate: today.format('YYYY-MM-DD'),
        page: 1,
        size: 20,
      },
    ]);
    // Only one page is on screen, numbered from the whole count.
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(20);
    expect(cells(rows[0]!)[0]).toBe('100000');
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('A99960')).toBeTruthy();
    expect(sentBodies(calls, '/payment/list').at(-1)).toMatchObject({ page: 3, size: 20 });
    expect(cells(screen.getByText('A99960').closest('tr')!)[0]).toBe('99960');
  });

  it('sorts on the server: the header sends sortField and sortOrder and starts again at the first page', async () => {
    const calls = backend(on('/tree/list', info(sampleTree())), on('/payment/list', pagedPayments(500)));
    renderApp('/management/payment/history?startDate=2024-05-01&endDate=2024-05-31');
    await screen.findByText('A500');
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(sentBodies(calls, '/payment/list').at(-1)).toMatchObject({ page: 2 }));
    const table = screen.getByRole('table');
    fireEvent.click(within(table).getByText('Amount'));
    await waitFor(() =>
      expect(sentBodies(calls, '/payment/list').at(-1)).toEqual({ startDate: '2024-05-01', endDate: '2024-05-31', sortField: 'amount', sortOrder: 'asc', page: 1, size: 20 }),
    );
    fireEvent.click(within(table).getByText('Amount'));
    await waitFor(() => expect(sentBodies(calls, '/payment/list').at(-1)).toMatchObject({ sortField: 'amount', sortOrder: 'desc', page: 1 }));
    fireEvent.click(within(table).getByText('Device name'));
    await waitFor(() => expect(sentBodies(calls, '/payment/list').at(-1)).toMatchObject({ sortField: 'deviceName', sortOrder: 'asc' }));
    // Columns the server cannot sort by have no sort.
    expect(within(table).getByRole('columnheader', { name: 'Division name' }).getAttribute('aria-sort')).toBeNull();
  });

  it('exports every page of the current query in pages of 1000, not just the page on screen', async () => {
    const calls = backend(on('/tree/list', info(sampleTree())), on('/payment/list', pagedPayments(2345)));
    renderApp('/management/payment/history?state=PAID&startDate=2024-05-01&endDate=2024-05-31');
    await screen.findByText('A2345');
    const { requests, fileName, lines } = await exportEveryPage(calls, '/payment/list');
    expect(requests).toEqual([1, 2, 3].map((page) => ({ state: 'PAID', startDate: '2024-05-01', endDate: '2024-05-31', page, size: 1000 })));
    expect(fileName).toMatch(/^payments-\d{8}\.csv$/);
    expect(lines).toHaveLength(2346);
    expect(lines[0]).toBe('No.,Payment no.,Paid at,Device name,Division name,Payment method,Result,Amount,Refunded,Refunded at,Employee,Approval no.,Products');
    expect(lines[1]).toBe('2345,2345,2024.05.06 12:34:56,Fridge A,Gangnam,Credit card,Approved (Paid),3000,0,,,A2345,Cola ×1; Cider ×1');
    expect(lines[2345]!.startsWith('1,1,')).toBe(true);
  });

  it('an export page that fails says so and saves nothing', async () => {
    expectConsoleError(/\[api\] payment\.list: /); // spec §8: a failed request is logged
    const save = vi.spyOn(saveFileModule, 'saveFile').mockImplementation(() => undefined);
    const paged = pagedPayments(1500);
    backend(on('/tree/list', info(sampleTree())), on('/payment/list', (body) => (body.page === 2 && body.size === 1000 ? { status: 500, data: 'boom' } : paged(body))));
    renderApp('/management/payment/history');
    await screen.findByText('A1500');
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await dialogSays('Information lookup failed');
    expect(save).not.toHaveBeenCalled();
  });

  it("opens a payment's products from the server; a failed lookup says 'Product list lookup failed'", async () => {
    const calls = backend(
      on('/tree/list', info(sampleTree())),
      on('/payment/list', listOf(samplePayment(3, { refundAmount: 900 }), samplePayment(4))),
      on('/employee-point-log/payment/product/list/3', listOf(sampleLine(7, { productName: 'Cola', count: 3, listPrice: 1500, price: 1350, amount: 4050, promotionType: 'RATE', promotionIdx: 2 }))),
      on('/employee-point-log/payment/product/list/4', { data: { result: 3, message: 'payment 4 not found' } }),
      on('/device/open-door/list', listOf()),
    );
    renderApp('/management/payment/history');
    fireEvent.click(await screen.findByRole('button', { name: /\(payment 3\)$/ }));
    const dialog = await screen.findByTestId('payment-lines-dialog');
    const line = (await within(dialog).findByText('Cola')).closest('tr')!;
    expect(cells(line)).toEqual(['1', 'Cola', '3', '₩1,500', '₩1,350', 'Discount rate', '₩4,050']);
    expect(within(dialog).getByTestId('payment-lines-total').textContent).toBe('Paid ₩3,000 · refunded ₩900');
    expect(calls.some((c) => c.url === '/employee-point-log/payment/product/list/3' && c.method?.toUpperCase() === 'GET')).toBe(true);
    fireEvent.click(within(dialog.closest('.p-dialog') as HTMLElement).getByRole('button', { name: /close/i }));
    await waitFor(() => expect(screen.queryByTestId('payment-lines-dialog')).toBeNull());
    // A click on the row opens its products too.
    fireEvent.click(await screen.findByText('A4'));
    expect(await within(await screen.findByTestId('payment-lines-dialog')).findByText('Product list lookup failed')).toBeTruthy();
  });

  it("one device's payments: the device's header, its deviceIdx in every request, no device column", async () => {
    const calls = backend(
      on('/tree/list', info(sampleTree())),
      on('/device/info/101', info({ ...sampleDevice(101, { deviceName: 'Fridge A' }), trayList: [] })),
      on('/payment/list', pagedPayments(3)),
    );
    renderApp('/management/payment/history/101?startDate=2024-05-06&endDate=2024-05-06');
    await screen.findByText('A3');
    expect(within(await screen.findByTestId('device-header')).getByText('Fridge A')).toBeTruthy();
    expect(sentBodies(calls, '/payment/list').at(-1)).toEqual({ startDate: '2024-05-06', endDate: '2024-05-06', deviceIdx: 101, page: 1, size: 20 });
    const table = screen.getByRole('table');
    expect(within(table).queryByText('Device name')).toBeNull();
    expect(screen.queryByTestId('org-selector')).toBeNull();
  });

  it('a payment named by its address opens with links to its device and the door session it came from', async () => {
    const calls = backend(
      on('/tree/list', info(sampleTree())),
      on('/device/info/101', info({ ...sampleDevice(101, { deviceName: 'Fridge A' }), trayList: [] })),
      on('/payment/list', listOf(samplePayment(3), samplePayment(2))),
      on('/employee-point-log/payment/product/list/3', listOf(sampleLine(7, { productName: 'Cola' }))),
      on('/device/open-door/list', listOf(
        sampleDoorOpen(45, { deviceIdx: 101, deviceName: 'Fridge A', paymentIdx: null }),
        sampleDoorOpen(44, { deviceIdx: 101, deviceName: 'Fridge A', paymentIdx: 3, openAt: '2024-05-06 12:34:10', closeAt: '2024-05-06 12:34:56' }),
      )),
    );
    const { router } = renderApp('/management/payment/history/101?startDate=2024-05-06&endDate=2024-05-06&payment=3');
    const dialog = await screen.findByTestId('payment-lines-dialog');
    expect(await within(dialog).findByText('Cola')).toBeTruthy();
    const session = await within(dialog).findByRole('link', { name: 'Session 44 (opened 2024.05.06 12:34:10)' });
    expect(session.getAttribute('href')).toBe('/management/doorOpen/101?session=44&day=2024-05-06');
    expect(within(dialog).getByRole('link', { name: 'Gangnam · Fridge A' }).getAttribute('href')).toBe('/management/device/101/info');
    // Its device's sessions from the day before the payment (a session may open before midnight).
    expect(sentBodies(calls, '/device/open-door/list')).toEqual([{ deviceIdx: 101, startDate: '2024-05-05', endDate: '2024-05-06', size: 1000 }]);
    fireEvent.click(within(dialog.closest('.p-dialog') as HTMLElement).getByRole('button', { name: /close/i }));
    await waitFor(() => expect(router.state.location.search).toBe('?startDate=2024-05-06&endDate=2024-05-06'));
  });

  it('a payment no door session names says so', async () => {
    backend(
      on('/tree/list', info(sampleTree())),
      on('/payment/list', listOf(samplePayment(3))),
      on('/employee-point-log/payment/product/list/3', listOf(sampleLine(7))),
      on('/device/open-door/list', listOf(sampleDoorOpen(45, { deviceIdx: 101, paymentIdx: 99 }))),
    );
    renderApp('/management/payment/history');
    fireEvent.click(await screen.findByText('A3'));
    const dialog = await screen.findByTestId('payment-lines-dialog');
    await waitFor(() => expect(within(dialog).getByTestId('payment-door-session').textContent).toBe('No door session names this payment.'));
  });
});

describe('a payment’s address on the list', () => {
  it('a row writes ?payment= (Back closes it); the address opens it again, looked up in the list’s scope and period when not on the page', async () => {
    const calls = backend(
      on('/tree/list', info(sampleTree())),
      // A back end that finds a payment by its number (`#77`), and one whose search does not (`#78`).
      on('/payment/list', (body) =>
        body.keyword === '#77' || body.size === 1000 ? listOf(samplePayment(77, { state: 'REFUNDED', refundAmount: 3000 }), samplePayment(78)) : body.keyword ? listOf() : listOf(samplePayment(3), samplePayment(2)),
      ),
      on('/employee-point-log/payment/product/list/78', listOf(sampleLine(9))),
      on('/employee-point-log/payment/product/list/3', listOf(sampleLine(7))),
      on('/employee-point-log/payment/product/list/77', listOf(sampleLine(8))),
      on('/device/open-door/list', listOf()),
    );
    const { router } = renderApp('/management/payment/history?companyIdx=1&startDate=2024-05-01&endDate=2024-05-31');
    expect((await screen.findByRole('textbox', { name: 'Keyword' })).getAttribute('placeholder')).toBe('Product, approval no. or payment no.');
    fireEvent.click(await screen.findByText('A3'));
    await screen.findByTestId('payment-lines-dialog');
    expect(router.state.location.search).toBe('?companyIdx=1&startDate=2024-05-01&endDate=2024-05-31&payment=3');
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.queryByTestId('payment-lines-dialog')).toBeNull());
    expect(sentBodies(calls, '/payment/list').filter((b) => b.size === 1000)).toEqual([]);

    // Shared: a payment no longer on the page is asked of the list's scope and period.
    await act(() => router.navigate('/management/payment/history?companyIdx=1&startDate=2024-05-01&endDate=2024-05-31&payment=77'));
    const dialog = await screen.findByTestId('payment-lines-dialog');
    await waitFor(() => expect(within(dialog).getByTestId('payment-result').textContent).toBe('Approved (Refunded)Credit card'));
    const scope = { companyIdx: 1, startDate: '2024-05-01', endDate: '2024-05-31' };
    expect(sentBodies(calls, '/payment/list').filter((b) => b.keyword || b.size === 1000)).toEqual([{ ...scope, keyword: '#77' }]);

    // A search that does not match payment numbers: the first 1,000 rows of the scope are read.
    await act(() => router.navigate('/management/payment/history?companyIdx=1&startDate=2024-05-01&endDate=2024-05-31&payment=78'));
    await waitFor(() => expect(within(screen.getByTestId('payment-lines-dialog')).getByText('Product 9')).toBeTruthy());
    expect(sentBodies(calls, '/payment/list').filter((b) => b.keyword || b.size === 1000)).toEqual([{ ...scope, keyword: '#77' }, { ...scope, keyword: '#78' }, { ...scope, size: 1000 }]);
  });
});
