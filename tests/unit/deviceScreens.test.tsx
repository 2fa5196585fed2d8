// Device list and detail: columns, filters from the URL, paging and sorting by the server (a page
// and the sort clicked in every call, the CSV export gathering every page), the tab ⇔ URL mapping,
// info save messages, tray editing with Save all, the temperature chart.
import { describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEVICE_TABS, tabAt, tabIndexOf, tabOf } from '../../web/src/features/device/deviceTabs';
import { setLanguage } from '../../web/src/i18n';
import { useCommonStore } from '../../web/src/state/common';
import { useDeviceStore } from '../../web/src/features/device/store';
import { useTrayStore } from '../../web/src/features/device/trayStore';
import { sampleUser } from './support/mockBackend';
import { sampleDevice, sampleDoorOpen, sampleTray } from './support/deviceSamples';
import { renderApp } from './support/renderApp';
import { useScreenTests, dialogSays } from './support/screenTests';
import { exportEveryPage } from './support/csv';
import { sampleTree } from './support/orgSamples';
import { backend, info, listOf, on, pagedList, refused, saved, sentBodies, sentBody, FIRST_PAGE } from './support/scriptedBackend';


useScreenTests({
  screens: [() => import('../../web/src/features/device/DeviceListPage'), () => import('../../web/src/features/device/DeviceDetailPage')],
  stores: [useDeviceStore, useTrayStore],
});

const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);
const deviceInfo = (idx: number, extra: Record<string, unknown> = {}) => info({ ...sampleDevice(idx), trayList: [], ...extra });
const selectedTab = () => screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true')?.textContent;

describe('device list', () => {
  it('shows num, status with connection, temperature, open faults, the full address and the dates', async () => {
    backend(
      on('/device/list', listOf(sampleDevice(2, { temperature: 7.25, openFaultCount: 3, status: 'FAULT', online: false }), sampleDevice(1))),
    );
    renderApp('/management/device');
    const warm = (await screen.findByText('Fridge 2')).closest('tr')!;
    expect(cells(warm)).toEqual([
      '2', 'Fridge 2', 'SN-2', 'AI fridge', 'Hanaro FoodsGangnam', 'FaultDisconnected', '7.3 °C', '3',
      'Seoul Gangnam-daero 1 B1 by the lift', '2024.05.06 07:08', '2024.01.02', '2024.03.04',
    ]);
    expect(within(warm).getByText('7.3 °C').closest('[data-warm]')!.getAttribute('data-warm')).toBe('true');
    const cool = screen.getByText('Fridge 1').closest('tr')!;
    expect(cells(cool).slice(5, 8)).toEqual(['OnlineConnected', '3.5 °C', '0']);
    expect(within(cool).getByText('3.5 °C').closest('[data-warm]')!.getAttribute('data-warm')).toBe('false');
  });

  it('sends the filters of the URL and opens the info tab on row click', async () => {
    const calls = backend(on('/device/list', listOf(sampleDevice(4))));
    const { router } = renderApp('/management/device?companyIdx=1&divisionIdx=11&status=FAULT&keyword=fri&deviceIdx=99');
    fireEvent.click(await screen.findByText('Fridge 4'));
    expect(sentBody(calls, '/device/list')).toEqual({ companyIdx: 1, divisionIdx: 11, status: 'FAULT', keyword: 'fri', page: 1, size: 20 });
    await waitFor(() => expect(router.state.location.pathname).toBe('/management/device/4/info'));
  });

  it("offers 'New device' to ADMIN but not to a MANAGER", async () => {
    backend(on('/device/list', listOf()));
    renderApp('/management/device');
    expect(await screen.findByRole('button', { name: 'New device' })).toBeTruthy();
    cleanup();
    useCommonStore.getState().setSession({ token: 'Bearer t', user: { ...sampleUser, authType: 'MANAGER', companyIdx: 1 } });
    renderApp('/management/device');
    await screen.findByText('No devices.');
    expect(screen.queryByRole('button', { name: 'New device' })).toBeNull();
  });
});

describe('device list paged and sorted by the server', () => {
  /** 10,000 devices, newest (highest key) first, a page at a time. */
  const fleet = (total: number) => pagedList(total, (i) => sampleDevice(total - i));
  const header = (name: string) => within(screen.getByRole('table')).getByRole('columnheader', { name });

  it('asks for one page with the filters, and page 2 asks for page 2', async () => {
    const calls = backend(on('/tree/list', info(sampleTree())), on('/device/list', fleet(10_000)));
    renderApp('/management/device?status=ONLINE');
    await screen.findByText('Fridge 10000');
    expect(sentBodies(calls, '/device/list')).toEqual([{ status: 'ONLINE', page: 1, size: 20 }]);
    const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows()).toHaveLength(20);
    expect(cells(rows()[0]!)[0]).toBe('10000');
    // The server searches: no quick filter over one page.
    expect(screen.queryByTestId('list-filter')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Fridge 9980')).toBeTruthy();
    expect(sentBodies(calls, '/device/list').at(-1)).toEqual({ status: 'ONLINE', page: 2, size: 20 });
    expect(cells(screen.getByText('Fridge 9980').closest('tr')!)[0]).toBe('9980');
  });

  it('a header asks for its sort from the first page: ascending, descending, another column ascending', async () => {
    const calls = backend(on('/tree/list', info(sampleTree())), on('/device/list', fleet(10_000)));
    renderApp('/management/device?status=ONLINE&page=2');
    expect(await screen.findByText('Fridge 9980')).toBeTruthy();
    fireEvent.click(header('Status'));
    await waitFor(() => expect(sentBodies(calls, '/device/list').at(-1)).toEqual({ status: 'ONLINE', sortField: 'status', sortOrder: 'asc', page: 1, size: 20 }));
    fireEvent.click(header('Status'));
    await waitFor(() => expect(sentBodies(calls, '/device/list').at(-1)).toMatchObject({ sortField: 'status', sortOrder: 'desc', page: 1 }));
    fireEvent.click(header('Company / division'));
    await waitFor(() => expect(sentBodies(calls, '/device/list').at(-1)).toMatchObject({ sortField: 'companyDivision', sortOrder: 'asc' }));
  });

  it('every sortable header asks for its sortField; the sort stays over a new page; other columns do not sort', async () => {
    const calls = backend(on('/tree/list', info(sampleTree())), on('/device/list', fleet(10_000)));
    renderApp('/management/device?status=ONLINE');
    await screen.findByText('Fridge 10000');
    for (const [name, sortField] of [['Temperature', 'temperature'], ['Open faults', 'openFaultCount'], ['Last report', 'reportAt']] as const) {
      fireEvent.click(header(name));
      await waitFor(() => expect(sentBodies(calls, '/device/list').at(-1)).toMatchObject({ sortField, sortOrder: 'asc', page: 1 }));
    }
    await screen.findByText('Fridge 10000');
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(sentBodies(calls, '/device/list').at(-1)).toEqual({ status: 'ONLINE', sortField: 'reportAt', sortOrder: 'asc', page: 3, size: 20 }));
    expect(header('Device type').getAttribute('aria-sort')).toBeNull();
    expect(header('Device type').className).not.toContain('p-sortable-column');
  });

  it('exports every page of the query in its sort, 1000 rows a request', async () => {
    const calls = backend(on('/tree/list', info(sampleTree())), on('/device/list', fleet(2345)));
    renderApp('/management/device?keyword=fri');
    await screen.findByText('Fridge 2345');
    fireEvent.click(header('Device name'));
    await waitFor(() => expect(sentBodies(calls, '/device/list').at(-1)).toMatchObject({ sortField: 'deviceName', sortOrder: 'asc' }));
    await screen.findByText('Fridge 2345');
    const { requests, fileName, lines } = await exportEveryPage(calls, '/device/list');
    expect(requests).toEqual([1, 2, 3].map((page) => ({ keyword: 'fri', sortField: 'deviceName', sortOrder: 'asc', page, size: 1000 })));
    expect(fileName).toMatch(/^devices-\d{8}\.csv$/);
    expect(lines).toHaveLength(2346);
    // Company and store in columns of their own.
    expect(lines[0]!.startsWith('No.,Device name,Serial number,Device type,Company name,Division name,Status,')).toBe(true);
    expect(lines[1]!.startsWith('2345,Fridge 2345,SN-2345,AI fridge,Hanaro Foods,Gangnam,Online,')).toBe(true);
    expect(lines[2345]!.startsWith('1,Fridge 1,')).toBe(true);
  });
});

describe('device detail tabs follow the URL', () => {
  it('maps tab ids to indexes and back; anything unknown is info', () => {
    expect(DEVICE_TABS.map((id) => tabIndexOf(id))).toEqual([0, 1, 2, 3, 4, 5]);
    expect(DEVICE_TABS.map((_, i) => tabAt(i))).toEqual([...DEVICE_TABS]);
    expect([tabOf('bogus'), tabOf(undefined), tabAt(42)]).toEqual(['info', 'info', 'info']);
  });

  it('a deep link opens its tab; clicking another tab navigates to it and loads it', async () => {
    const calls = backend(on('/device/info/5', deviceInfo(5)), on('/tray/list', listOf(sampleTray(1, 1))), on('/device/fault-check', listOf()));
    const { router } = renderApp('/management/device/5/trays');
    expect(await screen.findByTestId('tray-editor')).toBeTruthy();
    expect(selectedTab()).toBe('Trays');
    fireEvent.click(screen.getByRole('tab', { name: 'Faults' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/management/device/5/faults'));
    expect(await screen.findByText('No fault notices.')).toBeTruthy();
    expect(selectedTab()).toBe('Faults');
    expect(sentBody(calls, '/device/fault-check')).toEqual({ deviceIdx: 5, ...FIRST_PAGE });
    router.navigate(-1);
    await waitFor(() => expect(selectedTab()).toBe('Trays'));
  });

  it('a row of the doors tab opens that session’s detail on its device’s door-open page', async () => {
    backend(on('/device/info/5', deviceInfo(5)), on('/device/open-door/5', listOf(sampleDoorOpen(3, { deviceIdx: 5 }))));
    const { router } = renderApp('/management/device/5/doors');
    fireEvent.click((await screen.findByText('#900')).closest('tr')!);
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/management/doorOpen/5?session=3&day=2024-05-06'));
  });

  it("a device that does not exist says 'No such device' (없는 장비입니다), not that the lookup failed", async () => {
    backend(on('/device/info/404', { data: { result: 3, message: 'device 404 not found' } }));
    renderApp('/management/device/404/info');
    expect((await screen.findByRole('alert')).textContent).toBe('No such device');
    expect(screen.getByRole('button', { name: 'Back to list' })).toBeTruthy();
    cleanup();
    await setLanguage('ko');
    try {
      renderApp('/management/device/404/info');
      expect((await screen.findByRole('alert')).textContent).toBe('없는 장비입니다.');
      expect(screen.queryByText('불러오는 중...')).toBeNull();
    } finally {
      await setLanguage('en');
    }
  });

  it('an unknown tabId shows info and puts info in the address', async () => {
    backend(on('/device/info/5', deviceInfo(5)));
    const { router } = renderApp('/management/device/5/bogus');
    expect(await screen.findByTestId('device-view')).toBeTruthy();
    expect(selectedTab()).toBe('Info');
    await waitFor(() => expect(router.state.location.pathname).toBe('/management/device/5/info'));
  });
});

describe('device info tab', () => {
  it("saves: 'Normally processed'; a refusal: 'Device save failed' and the server's reason", async () => {
    let refuse = false;
    const calls = backend(
      on('/device/info/5', deviceInfo(5)),
      on('/device/store', (body) => (refuse ? refused(1, 'serial number SN-9 is taken') : saved(sampleDevice(5, { deviceName: String(body.deviceName) })))),
    );
    renderApp('/management/device/5/info');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    fireEvent.change(screen.getByLabelText('Device name'), { target: { value: 'Fridge Five' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await dialogSays('Normally processed');
    expect(sentBody(calls, '/device/store')).toMatchObject({ deviceIdx: 5, divisionIdx: 11, deviceName: 'Fridge Five', serialNumber: 'SN-5', status: 'ONLINE' });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    refuse = true;
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await dialogSays('Device save failed\nserial number SN-9 is taken');
  });
});

describe('trays tab', () => {
  const trays = () => listOf(sampleTray(1, 1), sampleTray(2, 2, { trayName: 'Drinks', setTemperature: null }));

  it('adds and removes rows, and Save all sends every row that is left', async () => {
    const calls = backend(on('/device/info/5', deviceInfo(5)), on('/tray/list', trays()), on('/tray/storeAll', saved([sampleTray(2, 2), sampleTray(7, 3)])));
    renderApp('/management/device/5/trays');
    const editor = await screen.findByTestId('tray-editor');
    await within(editor).findByDisplayValue('Drinks');
    fireEvent.click(screen.getByRole('button', { name: 'Add tray' }));
    expect(within(editor).getByDisplayValue('Tray 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove tray 1' }));
    fireEvent.change(screen.getByLabelText('Tray name 2'), { target: { value: 'Cold drinks' } });
    expect(screen.getByTestId('trays-unsaved')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save all' }));
    await dialogSays('Refrigerator info saved');
    expect(sentBody(calls, '/tray/storeAll')).toEqual({
      deviceIdx: 5,
      trayList: [
        { trayIdx: 2, trayNo: 2, trayName: 'Cold drinks', setTemperature: null, maxCapacity: 20 },
        { trayNo: 3, trayName: 'Tray 3', setTemperature: null, maxCapacity: 20 },
      ],
    });
  });

  it("a refused Save all says 'Refrigerator info save failed' with the reason and keeps the edits", async () => {
    backend(on('/device/info/5', deviceInfo(5)), on('/tray/list', trays()), on('/tray/storeAll', refused(1, 'tray 1 still holds stock')));
    renderApp('/management/device/5/trays');
    await screen.findByDisplayValue('Drinks');
    fireEvent.click(screen.getByRole('button', { name: 'Remove tray 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save all' }));
    await dialogSays('Refrigerator info save failed\ntray 1 still holds stock');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByDisplayValue('Shelf 1')).toBeNull();
    expect(screen.getByDisplayValue('Drinks')).toBeTruthy();
  });
});

describe('temperature tab', () => {
  it("says 'No temperature history yet' when the device answer has none", async () => {
    backend(on('/device/info/5', deviceInfo(5)));
    renderApp('/management/device/5/temperature');
    expect((await screen.findByTestId('no-temperature-history')).textContent).toBe('No temperature history yet');
  });

  it('draws the history as a line with the dashed 5 °C alert line', async () => {
    const temperatureHistory = [
      { at: '2024-05-06 07:00:00', temperature: 3.1 },
      { at: '2024-05-06 07:05:00', temperature: null },
      { at: '2024-05-06 07:10:00', temperature: 6.4 },
    ];
    backend(on('/device/info/5', deviceInfo(5, { temperatureHistory })));
    renderApp('/management/device/5/temperature');
    const chart = await screen.findByTestId('chart');
    expect(chart.getAttribute('data-type')).toBe('line');
    const data = JSON.parse(chart.getAttribute('data-chart')!);
    expect(data.labels).toEqual(['05.06 07:00', '05.06 07:05', '05.06 07:10']);
    expect(data.datasets[0]).toMatchObject({ label: 'Temperature (°C)', data: [3.1, null, 6.4] });
    expect(data.datasets[1]).toMatchObject({ label: 'Alert line 5 °C', data: [5, 5, 5], borderDash: [6, 4] });
    expect(data.datasets).toHaveLength(2); // no defrost in the history: nothing shaded
  });

  it('shades a defrost and its pull-down as such, in Korean too, so its rise over the line reads as a defrost', async () => {
    const temperatureHistory = [
      { at: '2024-05-06 07:00:00', temperature: 4.1, defrost: false },
      { at: '2024-05-06 07:05:00', temperature: 4.3, defrost: false },
      { at: '2024-05-06 07:10:00', temperature: 6.9, defrost: true },
      { at: '2024-05-06 07:15:00', temperature: 5.6, defrost: true },
      { at: '2024-05-06 07:20:00', temperature: 4.2, defrost: false },
      { at: '2024-05-06 07:25:00', temperature: 3.9, defrost: false },
    ];
    backend(on('/device/info/5', deviceInfo(5, { temperatureHistory })));
    renderApp('/management/device/5/temperature');
    const data = JSON.parse((await screen.findByTestId('chart')).getAttribute('data-chart')!);
    // Joined to the readings either side, so the band starts and ends on the line.
    expect(data.datasets[2]).toMatchObject({ label: 'Defrost (alarms held)', data: [null, 4.3, 6.9, 5.6, 4.2, null], fill: 'origin' });
    cleanup();
    await setLanguage('ko');
    try {
      renderApp('/management/device/5/temperature');
      const ko = JSON.parse((await screen.findByTestId('chart')).getAttribute('data-chart')!);
      expect(ko.datasets[2].label).toBe('제상 (경보 보류)');
    } finally {
      await setLanguage('en');
    }
  });
});
