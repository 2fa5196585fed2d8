// Purchase orders: the list's full address, product count (lines) and order count (Σ counts),
// status labels and dates; the detail's lines, save messages ('Order saved' / 'Order save
// failed'), receiving (confirmed first, explained) and canceling.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { api } from '@contract/index';
import { emptyOrderForm, linePaths, orderAmount, orderCount, orderFormToBody, productCount } from '../../web/src/features/order/orderForm';
import { checkBody } from '../../web/src/ui/form';
import { useOrderStore } from '../../web/src/features/order/store';
import { useProductStore } from '../../web/src/features/product/store';
import { choose } from './support/choose';
import { sampleTree } from './support/orgSamples';
import { sampleMaster, sampleOrder } from './support/productSamples';
import { messageOf } from './support/messageOf';
import { renderApp } from './support/renderApp';
import { useScreenTests, dialogSays } from './support/screenTests';
import { backend, info, listOf, on, refused, saved, sentBody, FIRST_PAGE, stringList } from './support/scriptedBackend';


useScreenTests({
  screens: [() => import('../../web/src/features/order/OrderListPage'), () => import('../../web/src/features/order/OrderDetailPage')],
  stores: [useOrderStore, useProductStore],
});

const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);
const field = (name: string) => screen.getByTestId('order-view').querySelector(`[data-field="${name}"]`)!.textContent;

describe('order figures', () => {
  it('order count is the sum of the line counts, product count the number of lines', () => {
    const lines = sampleOrder(1).productList;
    expect([orderCount(lines), productCount(lines), orderAmount(lines)]).toEqual([7, 2, 3 * 900 + 4 * 800]);
    expect([orderCount([]), productCount([])]).toEqual([0, 0]);
  });

  it('the form needs a division, a product and whole counts (the server schema, in the user’s words); empty lines are left out', () => {
    const form = emptyOrderForm();
    const check = (values: typeof form) => checkBody(api.order.store.body, orderFormToBody(values, null), 'en');
    expect(check(form)).toEqual({ divisionIdx: 'Division: is required', productList: 'Order line: must have at least 1' });
    const lines = [{ key: 'a', productIdx: null, count: '3' }, { key: 'b', productIdx: 7, count: '0' }];
    expect(check({ ...form, divisionIdx: 11, lines })).toEqual({ 'productList.0.count': 'Order line, row 1 · Count: must be at least 1' });
    // The problem of body line 0 belongs to form line 2 (the first has no product).
    expect(linePaths(lines)).toEqual([null, 'productList.0']);
    lines.reverse();
    lines[0]!.count = '1,200';
    expect(orderFormToBody({ divisionIdx: 11, memo: ' rush ', lines }, null)).toEqual({ divisionIdx: 11, memo: 'rush', productList: [{ productIdx: 7, count: 1200 }] });
  });
});

describe('order list', () => {
  it('shows the full address, product count, order count, amount, status label and dates; filters from the URL', async () => {
    const calls = backend(
      on('/tree/list', info(sampleTree())),
      on('/product-order/list', listOf(sampleOrder(3), sampleOrder(2, { status: 'RECEIVED', receivedAt: '2024-05-08 10:00:00', productList: [{ productIdx: 7, productName: 'Cola', count: 10, cost: 900 }] }))),
    );
    renderApp('/management/order?divisionIdx=11&companyIdx=1&status=REQUESTED&startDate=2024-05-01&endDate=2024-05-31');
    const first = (await screen.findByText('3')).closest('tr')!;
    expect(cells(first)).toEqual(['2', '3', 'Requested', 'Hanaro Foods', 'Gangnam', 'Seoul Gangnam-daero 1 B1', '2', '7', '₩5,900', 'Park', '2024.05.06 07:08', '-']);
    expect(cells(screen.getAllByRole('row')[2]!)).toEqual(expect.arrayContaining(['1', 'Received', '10', '2024.05.08 10:00']));
    expect(sentBody(calls, '/product-order/list')).toEqual({ companyIdx: 1, divisionIdx: 11, status: 'REQUESTED', startDate: '2024-05-01', endDate: '2024-05-31', ...FIRST_PAGE });
  });

  it('sorts by order count and exports it as a number', async () => {
    backend(on('/tree/list', info(sampleTree())), on('/product-order/list', listOf(sampleOrder(3), sampleOrder(2, { productList: [{ productIdx: 7, productName: 'Cola', count: 1, cost: 900 }] }))));
    renderApp('/management/order');
    await screen.findAllByText('Park');
    const header = screen.getByRole('columnheader', { name: /Units ordered/ });
    fireEvent.click(header);
    const order = () => screen.getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[7]!.textContent);
    await waitFor(() => expect(order()).toEqual(['1', '7']));
    fireEvent.click(header);
    await waitFor(() => expect(order()).toEqual(['7', '1']));
  });
});

describe('order detail', () => {
  it('shows the lines with unit cost and amount and the totals', async () => {
    backend(on('/tree/list', info(sampleTree())), on('/product-order/info/3', info(sampleOrder(3))));
    renderApp('/management/order/3');
    await screen.findByTestId('order-view');
    expect([field('productCount'), field('orderCount'), field('orderAmount'), field('fullAddress')]).toEqual(['2', '7', '₩5,900', 'Seoul Gangnam-daero 1 B1']);
    expect(cells(screen.getByText('Cider').closest('tr')!)).toEqual(['1', 'Cider', '4', '₩800', '₩3,200']);
    expect(screen.getByText(/Receiving adds every ordered product to the warehouse stock of Gangnam/)).toBeTruthy();
  });

  it('creates an order: division, a product from the master list and a count; \'Order saved\', then the new order', async () => {
    const calls = backend(
      on('/tree/list', info(sampleTree())),
      on('/product/master/list', stringList(sampleMaster(7, { productName: 'Cola', cost: 900 }), sampleMaster(8, { productName: 'Elsewhere', companyIdx: 2 }))),
      on('/product-order/store', saved(sampleOrder(40))),
      on('/product-order/info/40', info(sampleOrder(40))),
    );
    const { router } = renderApp('/management/order/new');
    await choose('Company / division', 'Hanaro Foods / Gangnam');
    await choose('Product of line 1', 'Cola');
    fireEvent.change(screen.getByLabelText('Count of line 1'), { target: { value: '12' } });
    expect(screen.getByTestId('order-totals').textContent).toBe('1 product · 12 units · ₩10,800');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await dialogSays('Order saved');
    expect(sentBody(calls, '/product-order/store')).toEqual({ divisionIdx: 11, memo: '', productList: [{ productIdx: 7, count: 12 }] });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/management/order/40'));
  });

  it('saving without a division says so and sends nothing', async () => {
    const calls = backend(on('/tree/list', info(sampleTree())), on('/product/master/list', stringList()));
    renderApp('/management/order/new');
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(messageOf(screen.getByLabelText('Company / division'))).toBe('Division: is required'));
    expect(calls.some((c) => c.url === '/product-order/store')).toBe(false);
  });

  it("a refused edit says 'Order save failed' and the server's reason", async () => {
    const calls = backend(
      on('/tree/list', info(sampleTree())),
      on('/product-order/info/3', info(sampleOrder(3))),
      on('/product/master/list', stringList(sampleMaster(7, { productName: 'Cola' }), sampleMaster(8, { productName: 'Cider' }))),
      on('/product-order/store', refused(1, 'only a requested order can change')),
    );
    renderApp('/management/order/3');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    fireEvent.change(await screen.findByLabelText('Count of line 2'), { target: { value: '6' } });
    expect(screen.getByTestId('order-division').textContent).toBe('Hanaro Foods / Gangnam');
    fireEvent.click(screen.getByRole('button', { name: 'Remove line 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await dialogSays('Order save failed\nonly a requested order can change');
    expect(sentBody(calls, '/product-order/store')).toEqual({ productOrderIdx: 3, divisionIdx: 11, memo: '', productList: [{ productIdx: 8, count: 6 }] });
  });

  it('receiving asks first, explaining where the stock goes, then sends status RECEIVED', async () => {
    let received = false;
    const calls = backend(
      on('/tree/list', info(sampleTree())),
      on('/product-order/info/3', () => info(sampleOrder(3, received ? { status: 'RECEIVED', receivedAt: '2024-05-07 09:00:00' } : {}))),
      on('/product-order/store', (body) => ((received = true), saved(sampleOrder(3, { status: body.status as 'RECEIVED', receivedAt: '2024-05-07 09:00:00' })))),
    );
    renderApp('/management/order/3');
    fireEvent.click(await screen.findByRole('button', { name: 'Receive' }));
    expect(await screen.findByText('Receive this order? 7 units of 2 products are added to the warehouse stock of Gangnam. This cannot be undone.')).toBeTruthy();
    expect(calls.some((c) => c.url === '/product-order/store')).toBe(false);
    fireEvent.click(within(document.querySelector('.p-confirm-dialog') as HTMLElement).getByRole('button', { name: 'Receive' }));
    await dialogSays('Normally processed');
    expect(sentBody(calls, '/product-order/store')).toMatchObject({ productOrderIdx: 3, divisionIdx: 11, status: 'RECEIVED', productList: [{ productIdx: 7, count: 3 }, { productIdx: 8, count: 4 }] });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(field('status')).toBe('Received'));
    // A received order is read-only.
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it('canceling asks first, then sends status CANCELED', async () => {
    let canceled = false;
    const calls = backend(
      on('/tree/list', info(sampleTree())),
      on('/product-order/info/3', () => info(sampleOrder(3, canceled ? { status: 'CANCELED' } : {}))),
      on('/product-order/store', (body) => ((canceled = true), saved(sampleOrder(3, { status: body.status as 'CANCELED' })))),
    );
    renderApp('/management/order/3');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('Cancel this order? This cannot be undone.')).toBeTruthy();
    fireEvent.click(within(document.querySelector('.p-confirm-dialog') as HTMLElement).getByRole('button', { name: 'Cancel order' }));
    await dialogSays('Normally processed');
    expect(sentBody(calls, '/product-order/store')).toMatchObject({ status: 'CANCELED' });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(field('status')).toBe('Canceled'));
    expect(screen.queryByRole('button', { name: 'Receive' })).toBeNull();
  });
});
