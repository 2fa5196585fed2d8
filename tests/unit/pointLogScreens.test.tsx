// The employee point log: employee, reason label, points ±, balance, memo and date; filters by
// employee (a card's screen links here), reason and period; and the products of the payment a
// purchase refers to (GET /employee-point-log/payment/product/list/{referenceIdx}).
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { pointLogBody } from '../../web/src/features/employeePointLog/pointLogQuery';
import { useEmployeePointLogStore } from '../../web/src/features/employeePointLog/store';
import { useEmployeeUidStore } from '../../web/src/features/employeeUid/store';
import { chooseInPanel } from './support/chooseInPanel';
import { sampleEmployeeUid, sampleLine, samplePointLog } from './support/commerceSamples';
import { sampleTree } from './support/orgSamples';
import { renderApp } from './support/renderApp';
import { useScreenTests } from './support/screenTests';
import { backend, info, listOf, on, refused, sentBody, FIRST_PAGE } from './support/scriptedBackend';

useScreenTests({
  screens: [() => import('../../web/src/features/employeePointLog/PointLogPage')],
  stores: [useEmployeePointLogStore, useEmployeeUidStore],
});

const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);

const purchase = samplePointLog(2, { reason: 'PURCHASE', referenceIdx: 77, point: -1500, balance: 3500, memo: 'Fridge A', createdDate: '2024-05-06 12:34:56' });
const manual = samplePointLog(3, { reason: 'MANUAL', point: 1000, balance: 4500, memo: 'birthday bonus', createdDate: '2024-05-07 09:00:00' });

describe('point log query', () => {
  it('sends the employee filter as a card key and leaves anything else out', () => {
    expect(pointLogBody({ employeeUidIdx: '5', reason: 'PURCHASE' })).toEqual({ employeeUidIdx: 5, reason: 'PURCHASE' });
    expect(pointLogBody({ employeeUidIdx: 'abc' })).toEqual({});
  });
});

describe('point log', () => {
  it('shows date, employee, reason label, points with their sign, balance and memo; the URL filters go in the body', async () => {
    const calls = backend(
      on('/tree/list', info(sampleTree())),
      on('/employee-uid/list', listOf(sampleEmployeeUid(5, { employeeName: 'Kim Minji' }))),
      on('/employee-point-log/list', listOf(manual, purchase, samplePointLog(1))),
    );
    renderApp('/management/employee-point-log?employeeUidIdx=5&reason=PURCHASE&startDate=2024-05-01&endDate=2024-05-31');
    const row = (await screen.findByText('birthday bonus')).closest('tr')!;
    expect(cells(row)).toEqual(['3', '2024.05.07 09:00', 'Kim Minji', 'Manual change', '+1,000 P', '4,500 P', 'birthday bonus', '-']);
    expect(cells(screen.getByText('Fridge A').closest('tr')!)).toEqual(['2', '2024.05.06 12:34', 'Kim Minji', 'Purchase', '-1,500 P', '3,500 P', 'Fridge A', '77']);
    expect(cells(screen.getAllByRole('row')[3]!).slice(3, 7)).toEqual(['Reset', '+5,000 P', '5,000 P', '-']);
    expect(sentBody(calls, '/employee-point-log/list')).toEqual({ employeeUidIdx: 5, reason: 'PURCHASE', startDate: '2024-05-01', endDate: '2024-05-31', ...FIRST_PAGE });
  });

  it('filters by employee, from the cards of the org selection', async () => {
    const calls = backend(
      on('/tree/list', info(sampleTree())),
      on('/employee-uid/list', listOf(sampleEmployeeUid(5, { employeeName: 'Kim Minji', employeeNo: 'E-5' }), sampleEmployeeUid(6, { employeeName: 'Park Jisu', employeeNo: '' }))),
      on('/employee-point-log/list', listOf()),
    );
    const { router } = renderApp('/management/employee-point-log?companyIdx=1');
    await waitFor(() => expect(sentBody(calls, '/employee-uid/list')).toEqual({ companyIdx: 1, ...FIRST_PAGE }));
    await chooseInPanel('Employee', 'Park Jisu');
    await waitFor(() => expect(sentBody(calls, '/employee-point-log/list')).toEqual({ companyIdx: 1, employeeUidIdx: 6, ...FIRST_PAGE }));
    expect(router.state.location.search).toContain('employeeUidIdx=6');
  });

  it("a purchase opens the products of its payment; a failed lookup says 'Product list lookup failed'", async () => {
    let fail = false;
    const calls = backend(
      on('/tree/list', info(sampleTree())),
      on('/employee-uid/list', listOf()),
      on('/employee-point-log/list', listOf(purchase)),
      on('/employee-point-log/payment/product/list/77', () =>
        fail ? refused(3, 'payment 77 not found') : listOf(sampleLine(7, { productName: 'Kimbap', count: 1, price: 1500, amount: 1500 })),
      ),
    );
    renderApp('/management/employee-point-log');
    fireEvent.click(await screen.findByRole('button', { name: 'Products of payment 77' }));
    const dialog = await screen.findByTestId('payment-lines-dialog');
    expect(cells((await within(dialog).findByText('Kimbap')).closest('tr')!)).toEqual(['1', 'Kimbap', '1', '₩1,500', '₩1,500', '-', '₩1,500']);
    expect(calls.filter((c) => c.url === '/employee-point-log/payment/product/list/77').map((c) => c.method?.toUpperCase())).toEqual(['GET']);
    fireEvent.click(within(dialog.closest('.p-dialog') as HTMLElement).getByRole('button', { name: /close/i }));
    await waitFor(() => expect(screen.queryByTestId('payment-lines-dialog')).toBeNull());
    fail = true;
    fireEvent.click(screen.getByRole('button', { name: 'Products of payment 77' }));
    expect(await within(await screen.findByTestId('payment-lines-dialog')).findByText('Product list lookup failed')).toBeTruthy();
    // The list itself did not fail.
    expect(screen.getAllByText('Product list lookup failed')).toHaveLength(1);
  });
});
