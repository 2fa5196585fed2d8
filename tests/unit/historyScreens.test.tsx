// What devices report, on their own screens: fault notices (list and one notice with its device and
// neighbours), self-checks (latest per device, per-component results), door openings.
import { describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { doorDuration, durationText } from '../../web/src/features/device/doorOpen/doorDuration';
import { latestPerDevice } from '../../web/src/features/device/selfCheck/selfChecks';
import { setLanguage } from '../../web/src/i18n';
import { useDeviceStore, type SelfCheck } from '../../web/src/features/device/store';
import { isWireDate, readFilters } from '../../web/src/ui/listFilters';
import { sampleDevice, sampleDoorOpen, sampleFault, sampleSelfCheck } from './support/deviceSamples';
import { sampleLine, samplePayment } from './support/commerceSamples';
import { renderApp } from './support/renderApp';
import { useScreenTests } from './support/screenTests';
import { backend, info, listOf, on, sentBody, FIRST_PAGE } from './support/scriptedBackend';

useScreenTests({
  screens: [() => import('../../web/src/features/device/failNotice/FailNoticeListPage'), () => import('../../web/src/features/device/failNotice/FailNoticeDetailPage'), () => import('../../web/src/features/device/selfCheck/SelfCheckListPage'), () => import('../../web/src/features/device/selfCheck/SelfCheckDetailPage'), () => import('../../web/src/features/device/doorOpen/DoorOpenListPage'), () => import('../../web/src/features/device/doorOpen/DoorOpenDetailPage')],
  stores: [useDeviceStore],
});

const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);

describe('date filters', () => {
  it('take real calendar dates only', () => {
    expect([isWireDate('2024-02-29'), isWireDate('2023-02-29'), isWireDate('2024-13-01'), isWireDate('24-01-01')]).toEqual([true, false, false, false]);
    expect(readFilters(new URLSearchParams('startDate=2024-05-01&endDate=nope'), { startDate: 'date', endDate: 'date' })).toEqual({ startDate: '2024-05-01' });
  });
});

describe('fault notices', () => {
  it('lists notices with labels, tags, full address and both times; filters come from the URL', async () => {
    const calls = backend(on('/device/fault-check', listOf(sampleFault(9, { state: 'RESOLVED', severity: 'WARNING', resolvedAt: '2024-05-06 08:30:00' }), sampleFault(8))));
    renderApp('/management/failNotice?severity=WARNING&state=RESOLVED&startDate=2024-05-01&endDate=2024-05-06&deviceIdx=5&divisionIdx=11&companyIdx=1');
    const row = (await screen.findAllByText('Gangnam · Fridge 5'))[0]!.closest('tr')!;
    expect(within(row).getByText('SN-5').getAttribute('data-field')).toBe('serialNumber');
    expect(cells(row)).toEqual([
      '2', 'Gangnam · Fridge 5SN-5', 'Refrigeration', 'Compressor failureREFRIGERATION_COMPRESSOR', 'Warning', 'Resolved',
      'The compressor stopped', 'Seoul Gangnam-daero 1 B1', '2024.05.06 06:00', '2024.05.06 08:30',
    ]);
    expect(sentBody(calls, '/device/fault-check')).toEqual({
      companyIdx: 1, divisionIdx: 11, deviceIdx: 5, severity: 'WARNING', state: 'RESOLVED', startDate: '2024-05-01', endDate: '2024-05-06', ...FIRST_PAGE,
    });
  });

  it('an unknown code from a live server shows as the code itself', async () => {
    backend(on('/device/fault-check', listOf(sampleFault(1, { component: 'HEATER', faultCode: 'HEATER_BROKEN' }))));
    renderApp('/management/failNotice');
    expect(await screen.findByText('HEATER')).toBeTruthy();
    expect(screen.getAllByText('HEATER_BROKEN')).toHaveLength(2);
  });

  it("one notice shows its fields, its device, and the device's other recent faults", async () => {
    const calls = backend(
      on('/device/fault-check', (body) =>
        body.noticeIdx === 7
          ? listOf(sampleFault(7, { description: 'Door lock jammed', faultCode: 'CABINET_LOCK_ACTUATOR', component: 'CABINET' }))
          : listOf(sampleFault(7), sampleFault(6, { description: 'Older trouble', state: 'RESOLVED' })),
      ),
      on('/device/info/5', info({ ...sampleDevice(5, { temperature: 8.1 }), trayList: [] })),
    );
    const { router } = renderApp('/management/failNotice/7');
    const view = await screen.findByTestId('fault-notice-view');
    expect(within(view).getByText('Door lock failure (CABINET_LOCK_ACTUATOR)')).toBeTruthy();
    expect(within(view).getByText('Door lock jammed')).toBeTruthy();
    const header = await screen.findByTestId('device-header');
    expect(within(header).getByText('8.1 °C')).toBeTruthy();
    expect(await screen.findByText('Older trouble')).toBeTruthy();
    expect(screen.queryByText('The compressor stopped')).toBeNull();
    expect(calls.map((c) => c.url)).toContain('/device/info/5');
    expect(sentBody(calls, '/device/fault-check')).toEqual({ deviceIdx: 5, ...FIRST_PAGE });
    fireEvent.click(screen.getByText('Older trouble'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/management/failNotice/6'));
  });

  it('a notice the server does not return says so', async () => {
    backend(on('/device/fault-check', listOf()));
    renderApp('/management/failNotice/404');
    expect((await screen.findByRole('alert')).textContent).toContain('There is no such fault notice.');
  });
});

describe('self-checks', () => {
  const checks = () =>
    listOf(
      sampleSelfCheck(3, { deviceIdx: 5, reportAt: '2024-05-06 03:00:00' }),
      sampleSelfCheck(2, { deviceIdx: 6, deviceName: 'Kiosk 6', passed: true, results: [{ component: 'NETWORK', passed: true, detail: 'OK' }] }),
      sampleSelfCheck(1, { deviceIdx: 5, reportAt: '2024-05-05 03:00:00', passed: true, results: [] }),
    );

  it('keeps the newest check of each device', () => {
    const rows = [
      sampleSelfCheck(1, { deviceIdx: 5, reportAt: '2024-05-05 03:00:00' }),
      sampleSelfCheck(2, { deviceIdx: 5, reportAt: '2024-05-06 03:00:00' }),
      sampleSelfCheck(3, { deviceIdx: 6 }),
    ] as SelfCheck[];
    expect(latestPerDevice(rows).map((r) => r.selfCheckIdx)).toEqual([2, 3]);
  });

  it('shows the latest per device by default, every check on request, and the result filter as passed', async () => {
    const calls = backend(on('/device/self-check', checks()));
    const { router } = renderApp('/management/selfCheck?result=failed');
    const fridge = (await screen.findByText('Gangnam · Fridge 5')).closest('tr')!;
    expect(cells(fridge)).toEqual(['2', 'Gangnam · Fridge 5', 'Seoul Gangnam-daero 1 B1', 'Fail', 'Refrigeration', '2024.05.06 03:00']);
    expect(cells(screen.getByText('Gangnam · Kiosk 6').closest('tr')!)).toContain('All passed');
    expect(sentBody(calls, '/device/self-check')).toEqual({ passed: false, ...FIRST_PAGE });
    await router.navigate('/management/selfCheck?view=all');
    // Every check of the rows already loaded shows at once; the list is asked again without the result filter.
    await waitFor(() => expect(screen.getAllByText('Gangnam · Fridge 5')).toHaveLength(2));
    await waitFor(() => expect(sentBody(calls, '/device/self-check')).toEqual(FIRST_PAGE), { timeout: 10_000 });
  });

  it("a device's checks show every component's result", async () => {
    const calls = backend(on('/device/self-check', checks()), on('/device/info/5', info({ ...sampleDevice(5), trayList: [] })));
    renderApp('/management/selfCheck/5');
    const results = await screen.findAllByTestId('component-results');
    const tags = within(results[0]!).getAllByText(/Payment|Refrigeration/).map((el) => el.closest('[data-component]')!);
    expect(tags.map((el) => [el.getAttribute('data-component'), el.getAttribute('data-passed')])).toEqual([
      ['PAYMENT', 'true'],
      ['REFRIGERATION', 'false'],
    ]);
    expect(screen.queryByText('Gangnam · Kiosk 6')).toBeNull();
    expect(sentBody(calls, '/device/self-check')).toEqual({ deviceIdx: 5, ...FIRST_PAGE });
  });
});

describe('door openings', () => {
  it('says how long the door stood open', () => {
    expect(doorDuration('2024-05-06 12:00:00', '2024-05-06 12:01:35')).toEqual({ h: 0, m: 1, s: 35 });
    expect(doorDuration('2024-05-06 12:00:00', null)).toBeNull();
    expect(durationText({ h: 1, m: 5, s: 0 })).toEqual({ key: 'doorOpen.hoursMinutes', values: { h: 1, m: 5 } });
    expect(durationText({ h: 0, m: 0, s: 9 })).toEqual({ key: 'doorOpen.seconds', values: { s: 9 } });
  });

  it('lists sessions with open-type labels, duration and payment; row ⇒ the session’s detail on its device’s page', async () => {
    const calls = backend(
      on(
        '/device/open-door/list',
        listOf(sampleDoorOpen(2, { openType: 'EMPLOYEE', paymentIdx: null, closeAt: null }), sampleDoorOpen(1, { deviceIdx: 6, deviceName: 'Kiosk 6' })),
      ),
    );
    const { router } = renderApp('/management/doorOpen?openType=CARD');
    const open = (await screen.findByText('Gangnam · Fridge 5')).closest('tr')!;
    expect(cells(open)).toEqual(['2', 'Gangnam · Fridge 5', 'Staff', '2024.05.06 12:00:00', '-', 'Still open', '-']);
    const card = screen.getByText('Gangnam · Kiosk 6').closest('tr')!;
    expect(cells(card)).toEqual(['1', 'Gangnam · Kiosk 6', 'Card', '2024.05.06 12:00:00', '2024.05.06 12:01:35', '1 min 35 s', '#900']);
    // The server pages the list: the screen asks for its first page of 20, once.
    expect(sentBody(calls, '/device/open-door/list')).toEqual({ openType: 'CARD', page: 1, size: 20 });
    expect(calls.filter((c) => c.url === '/device/open-door/list')).toHaveLength(1);
    fireEvent.click(card);
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/management/doorOpen/6?session=1&day=2024-05-06'));
  });

  it('open type labels follow the language', async () => {
    backend(on('/device/open-door/list', listOf(sampleDoorOpen(1, { openType: 'POINT' }), sampleDoorOpen(2, { openType: 'APP' }))));
    await setLanguage('ko');
    try {
      renderApp('/management/doorOpen');
      expect(await screen.findByText('포인트')).toBeTruthy();
      expect(screen.getByText('앱')).toBeTruthy();
    } finally {
      await setLanguage('en');
    }
  });

  it("a device's sessions come from its own call", async () => {
    const calls = backend(on('/device/open-door/6', listOf(sampleDoorOpen(3, { deviceIdx: 6, deviceName: 'Kiosk 6' }))), on('/device/info/6', info({ ...sampleDevice(6), trayList: [] })));
    renderApp('/management/doorOpen/6');
    expect(await screen.findByText('#900')).toBeTruthy();
    expect(calls.map((c) => `${c.method} ${c.url}`)).toContain('get /device/open-door/6');
  });

  it('a session’s detail shows the products taken, the payment they became and a link to it', async () => {
    const calls = backend(
      on('/device/open-door/5', listOf(sampleDoorOpen(3), sampleDoorOpen(2, { paymentIdx: null }))),
      on('/device/info/5', info({ ...sampleDevice(5), trayList: [] })),
      on('/payment/list', listOf(samplePayment(900, {
        deviceIdx: 5, deviceName: 'Fridge 5', approveAt: '2024-05-06 12:01:35', amount: 4050,
        productList: [sampleLine(7, { productName: 'Cola', count: 3, listPrice: 1500, price: 1350, amount: 4050, promotionType: 'RATE', promotionIdx: 2 })],
      }))),
    );
    const { router } = renderApp('/management/doorOpen/5');
    fireEvent.click((await screen.findByText('#900')).closest('tr')!);
    const dialog = await screen.findByTestId('door-session-dialog');
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/management/doorOpen/5?session=3&day=2024-05-06');
    expect(cells((await within(dialog).findByText('Cola')).closest('tr')!)).toEqual(['1', 'Cola', '3', '₩1,500', '₩1,350', 'Discount rate', '₩4,050']);
    expect(within(dialog).getByTestId('door-session-fields').textContent).toContain('1 min 35 s');
    const link = within(dialog).getByTestId('door-session-payment');
    expect([link.textContent, link.getAttribute('href')]).toEqual(['Payment 900', '/management/payment/history/5?startDate=2024-05-06&endDate=2024-05-06&payment=900']);
    expect(within(dialog).getByTestId('door-session-payment-summary').textContent).toBe('Approved (Paid)Credit card · Paid ₩4,050 · refunded ₩0');
    expect(within(dialog).getByRole('link', { name: 'Gangnam · Fridge 5' }).getAttribute('href')).toBe('/management/device/5/info');
    // The payment list of the device, from the day it opened to the day after it closed.
    expect(sentBody(calls, '/payment/list')).toEqual({ deviceIdx: 5, startDate: '2024-05-06', endDate: '2024-05-07', size: 1000 });
  });

  it('a session named by its address is read from its device’s list of that day; one that took nothing has no payment', async () => {
    const calls = backend(
      on('/device/open-door/6', listOf()),
      on('/device/info/6', info({ ...sampleDevice(6), trayList: [] })),
      on('/device/open-door/list', listOf(sampleDoorOpen(41, { deviceIdx: 6, paymentIdx: null, openAt: '2024-04-01 09:00:00', closeAt: '2024-04-01 09:00:40' }))),
    );
    renderApp('/management/doorOpen/6?session=41&day=2024-04-01');
    const dialog = await screen.findByTestId('door-session-dialog');
    expect((await within(dialog).findByTestId('door-session-no-payment')).textContent).toBe('Nothing was taken, so there is no payment.');
    expect(sentBody(calls, '/device/open-door/list')).toEqual({ deviceIdx: 6, startDate: '2024-04-01', endDate: '2024-04-01', size: 1000 });
    expect(calls.some((c) => c.url === '/payment/list')).toBe(false);
  });

  it('a staff session says it restocked; a declined payment says nothing left the shelves', async () => {
    backend(
      on('/device/open-door/5', listOf(sampleDoorOpen(8, { openType: 'EMPLOYEE', paymentIdx: null }), sampleDoorOpen(9, { paymentIdx: 901 }))),
      on('/device/info/5', info({ ...sampleDevice(5), trayList: [] })),
      on('/payment/list', listOf(samplePayment(901, { deviceIdx: 5, approveResult: 0, state: 'DECLINED', approveNo: null }))),
    );
    renderApp('/management/doorOpen/5?session=8&day=2024-05-06');
    expect((await within(await screen.findByTestId('door-session-dialog')).findByTestId('door-session-no-payment')).textContent).toBe('A staff session (restocking): no payment.');
    cleanup();
    renderApp('/management/doorOpen/5?session=9&day=2024-05-06');
    const dialog = await screen.findByTestId('door-session-dialog');
    expect(await within(dialog).findByText('The payment was declined: the door locked again and nothing left the shelves.')).toBeTruthy();
    expect(within(dialog).getByLabelText('Products of the declined payment').querySelector('table')).toBeTruthy();
  });
});
