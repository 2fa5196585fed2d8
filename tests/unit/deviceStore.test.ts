// State areas `device` and `tray` (spec §3, §4): phases, messages, what each call sends.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../web/src/i18n';
import { temperatureHistoryOf, useDeviceStore } from '../../web/src/features/device/store';
import { useTrayStore } from '../../web/src/features/device/trayStore';
import { deferred, mockBackend, restoreBackend, type Reply } from './support/mockBackend';
import { sampleDevice, sampleFault, sampleTray } from './support/deviceSamples';
import { backend, info, listOf, on, refused, saved, sentBody } from './support/scriptedBackend';

beforeAll(() => setLanguage('en'));
beforeEach(() => {
  useDeviceStore.getState().reset();
  useTrayStore.getState().reset();
});
afterEach(() => {
  restoreBackend();
  vi.restoreAllMocks();
});

describe('device store', () => {
  it('list: request sets loading and clears the status; success stores rows and total', async () => {
    useDeviceStore.setState({ status: 'FAIL', message: 'old' });
    const reply = deferred<Reply>();
    const calls = mockBackend(() => reply.promise);
    const running = useDeviceStore.getState().fetchList({ status: 'FAULT', divisionIdx: 11 });
    expect(useDeviceStore.getState()).toMatchObject({ loading: true, status: '', message: '' });
    reply.resolve(listOf(sampleDevice(1), sampleDevice(2)));
    await running;
    expect(useDeviceStore.getState()).toMatchObject({ loading: false, status: 'SUCCESS', totalCount: 2 });
    expect(calls[0]!.url).toBe('/device/list');
    expect(JSON.parse(calls[0]!.data as string)).toEqual({ status: 'FAULT', divisionIdx: 11 });
  });

  it("a device that does not exist is 'No such device'; another failed lookup is 'Information lookup failed'", async () => {
    backend(on('/device/info/9', refused(3, 'device 9 not found')), on('/device/info/8', refused(9, 'the database is busy')));
    await useDeviceStore.getState().fetchDetail(9);
    expect(useDeviceStore.getState()).toMatchObject({ status: 'FAIL', message: 'No such device', detail: null });
    await useDeviceStore.getState().fetchDetail(8);
    expect(useDeviceStore.getState()).toMatchObject({ status: 'FAIL', message: 'Information lookup failed', detail: null });
  });

  it("save success is 'Normally processed' and keeps the trays of the same device", async () => {
    backend(on('/device/info/5', info({ ...sampleDevice(5), trayList: [sampleTray(1, 1)] })), on('/device/store', saved(sampleDevice(5, { deviceName: 'Renamed' }))));
    await useDeviceStore.getState().fetchDetail(5);
    const result = await useDeviceStore.getState().save({ deviceIdx: 5, divisionIdx: 11, deviceName: 'Renamed', serialNumber: 'SN-5', deviceType: 'AI_FRIDGE', provider: 'TC' });
    expect(result).toMatchObject({ ok: true, message: 'Normally processed' });
    expect(useDeviceStore.getState().detail).toMatchObject({ deviceName: 'Renamed', trayList: [{ trayIdx: 1 }] });
  });

  it("a refused save words it 'Device save failed' with the server's reason beside it", async () => {
    backend(on('/device/store', refused(1, 'serial number SN-1 is taken')));
    const result = await useDeviceStore.getState().save({ divisionIdx: 11, deviceName: 'X', serialNumber: 'SN-1', deviceType: 'KIOSK', provider: 'TC' });
    expect(result).toMatchObject({ ok: false, status: 'FAIL', genericMessage: 'Device save failed', serverMessage: 'serial number SN-1 is taken' });
  });

  it('fault, self-check and door lists empty at request time, so one screen never shows another one’s rows', async () => {
    useDeviceStore.setState({ faults: [sampleFault(1)] as never });
    const reply = deferred<Reply>();
    mockBackend(() => reply.promise);
    const running = useDeviceStore.getState().fetchFaults({ deviceIdx: 5 });
    expect(useDeviceStore.getState().faults).toEqual([]);
    reply.resolve(listOf(sampleFault(2)));
    await running;
    expect(useDeviceStore.getState().faults.map((f) => f.noticeIdx)).toEqual([2]);
  });

  it('a notice is looked up by noticeIdx; an empty answer leaves it null for that idx', async () => {
    const calls = backend(on('/device/fault-check', (body) => (body.noticeIdx === 7 ? listOf(sampleFault(7)) : listOf())));
    await useDeviceStore.getState().fetchNotice(7);
    expect(sentBody(calls, '/device/fault-check')).toEqual({ noticeIdx: 7 });
    expect(useDeviceStore.getState()).toMatchObject({ noticeIdx: 7, notice: { noticeIdx: 7 } });
    await useDeviceStore.getState().fetchNotice(8);
    expect(useDeviceStore.getState()).toMatchObject({ noticeIdx: 8, notice: null });
  });

  it('door openings: across the scope by POST one page at a time (the server pages it), one device by GET', async () => {
    const calls = backend(on('/device/open-door/list', listOf()), on('/device/open-door/5', listOf()));
    await useDeviceStore.getState().fetchDoorOpens({ openType: 'CARD', page: 2, size: 20 });
    await useDeviceStore.getState().fetchDeviceDoorOpens(5);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['post /device/open-door/list', 'get /device/open-door/5']);
    expect(sentBody(calls, '/device/open-door/list')).toEqual({ openType: 'CARD', page: 2, size: 20 });
  });

  it('reads the temperature history when the info answer has one, and says none otherwise', () => {
    const detail = { ...sampleDevice(5), trayList: [] };
    expect(temperatureHistoryOf(detail)).toBeNull();
    expect(temperatureHistoryOf(null)).toBeNull();
    const points = [{ at: '2024-05-06 07:00:00', temperature: 3.2 }, { at: '2024-05-06 07:05:00', temperature: null }];
    expect(temperatureHistoryOf({ ...detail, temperatureHistory: points })).toEqual(points);
  });
});

describe('tray store', () => {
  it('lists the trays of a device', async () => {
    const calls = backend(on('/tray/list', listOf(sampleTray(1, 1), sampleTray(2, 2))));
    await useTrayStore.getState().fetchList(5);
    expect(sentBody(calls, '/tray/list')).toEqual({ deviceIdx: 5 });
    expect(useTrayStore.getState()).toMatchObject({ deviceIdx: 5, status: 'SUCCESS' });
    expect(useTrayStore.getState().trays).toHaveLength(2);
  });

  it("storeAll: 'Refrigerator info saved' and the saved trays", async () => {
    backend(on('/tray/storeAll', saved([sampleTray(1, 1), sampleTray(3, 2)])));
    const result = await useTrayStore.getState().storeAll(5, [{ trayIdx: 1, trayNo: 1, trayName: 'A', setTemperature: 4, maxCapacity: 10 }]);
    expect(result.message).toBe('Refrigerator info saved');
    expect(useTrayStore.getState().trays.map((t) => t.trayIdx)).toEqual([1, 3]);
  });

  it("storeAll refused: 'Refrigerator info save failed' with the server's reason, trays unchanged", async () => {
    backend(on('/tray/list', listOf(sampleTray(1, 1))), on('/tray/storeAll', refused(1, 'tray 1 still holds stock')));
    await useTrayStore.getState().fetchList(5);
    const result = await useTrayStore.getState().storeAll(5, []);
    expect(result).toMatchObject({ ok: false, genericMessage: 'Refrigerator info save failed', serverMessage: 'tray 1 still holds stock' });
    expect(useTrayStore.getState().trays).toHaveLength(1);
  });
});
