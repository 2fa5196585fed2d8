// areaStore's background refresh (`silent`) and answer ordering (`latest`), through the device store.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDeviceStore } from '../../web/src/features/device/store';
import { useUiStore } from '../../web/src/state/ui';
import { deferred, mockBackend, restoreBackend, type Reply } from './support/mockBackend';
import { sampleDevice } from './support/deviceSamples';
import { expectConsoleError } from './support/problems';

const list = (...names: string[]): Reply => ({
  data: { result: 0, message: '', data: { list: names.map((n, i) => sampleDevice(i + 1, { deviceName: n })), totalCount: names.length } },
});
const names = () => useDeviceStore.getState().list.map((d) => d.deviceName);

beforeEach(() => {
  useDeviceStore.getState().reset();
});
afterEach(() => {
  restoreBackend();
  vi.restoreAllMocks();
});

describe('silent refresh', () => {
  it('leaves loading, status and message alone while it runs, then applies the answer', async () => {
    useDeviceStore.setState({ status: 'SUCCESS', message: 'kept' });
    const reply = deferred<Reply>();
    mockBackend(() => reply.promise);
    const running = useDeviceStore.getState().fetchList({}, { silent: true });
    expect(useDeviceStore.getState()).toMatchObject({ loading: false, status: 'SUCCESS', message: 'kept' });
    expect(useUiStore.getState().loadingCount).toBe(0);
    reply.resolve(list('A'));
    await running;
    expect(names()).toEqual(['A']);
    expect(useDeviceStore.getState()).toMatchObject({ loading: false, status: 'SUCCESS', message: 'kept' });
  });

  it('a failed silent refresh keeps what the store holds and reports the failure to the caller', async () => {
    expectConsoleError(/\[api\] device\.list: /); // spec §8: a failed request is logged
    mockBackend(() => list('A', 'B'));
    await useDeviceStore.getState().fetchList();
    mockBackend(() => ({ fail: 'network' }));
    const result = await useDeviceStore.getState().fetchList({}, { silent: true });
    expect(result.ok).toBe(false);
    expect(names()).toEqual(['A', 'B']);
    expect(useDeviceStore.getState().status).toBe('SUCCESS');
  });

  it('a failed silent detail refresh does not wipe the device on screen (a normal failure does)', async () => {
    mockBackend(() => ({ data: { result: 0, message: '', data: { ...sampleDevice(5), trayList: [] } } }));
    await useDeviceStore.getState().fetchDetail(5);
    mockBackend(() => ({ data: { result: 3, message: 'gone' } }));
    await useDeviceStore.getState().fetchDetail(5, { silent: true });
    expect(useDeviceStore.getState().detail?.deviceIdx).toBe(5);
    await useDeviceStore.getState().fetchDetail(5);
    expect(useDeviceStore.getState()).toMatchObject({ detail: null, status: 'FAIL' });
  });
});

describe('latest answer wins', () => {
  it('a slow refresh answering after a newer query does not overwrite it', async () => {
    const slow = deferred<Reply>();
    let first = true;
    mockBackend(() => {
      if (!first) return list('Filtered');
      first = false;
      return slow.promise;
    });
    const refresh = useDeviceStore.getState().fetchList({}, { silent: true });
    await useDeviceStore.getState().fetchList({ keyword: 'x' });
    expect(names()).toEqual(['Filtered']);
    slow.resolve(list('Stale'));
    await refresh;
    expect(names()).toEqual(['Filtered']);
  });

  it('of two queries the operator started, only the second one applies; loading ends with it', async () => {
    const a = deferred<Reply>();
    const b = deferred<Reply>();
    const replies = [a, b];
    mockBackend(() => replies.shift()!.promise);
    const one = useDeviceStore.getState().fetchList({ keyword: 'one' });
    const two = useDeviceStore.getState().fetchList({ keyword: 'two' });
    b.resolve(list('Two'));
    await two;
    expect(useDeviceStore.getState().loading).toBe(false);
    a.resolve(list('One'));
    await one;
    expect(names()).toEqual(['Two']);
  });
});
