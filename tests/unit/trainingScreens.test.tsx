// Product training: the devices with their pending, training and trained counts, model version and
// last training (/training/management), and one device's products to learn with picture, status
// and progress (/training/detail/{deviceIdx}) where selected rows start training or go back to
// pending, saying 'Info saved' (spec §8). Spec §4: asking for either list resets the whole state.
import { describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { rowsToUpdate } from '../../web/src/features/training/TrainingDetailPage';
import { useTrainingStore } from '../../web/src/features/training/store';
import { choose } from './support/choose';
import { deferred, mockBackend, type Reply } from './support/mockBackend';
import { sampleTree } from './support/orgSamples';
import { renderApp } from './support/renderApp';
import { useScreenTests, dialogSays } from './support/screenTests';
import { backend, info, listOf, on, refused, saved, sentBody, type Body, FIRST_PAGE } from './support/scriptedBackend';
import { sampleTraining, sampleTrainingDevice } from './support/statisticsSamples';

useScreenTests({
  screens: [() => import('../../web/src/features/training/TrainingManagementPage'), () => import('../../web/src/features/training/TrainingDetailPage')],
  stores: [useTrainingStore],
});

const DEVICES = '/product-training/device/list';
const LIST = '/product-training/list';
const UPDATE = '/product-training/update';
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);
const bodies = (calls: { url?: string; data?: unknown }[], url: string) => calls.filter((c) => c.url === url).map((c) => JSON.parse(String(c.data)) as Body);
const trainingList = (...rows: ReturnType<typeof sampleTraining>[]) =>
  info({ productTrainingList: rows, device: { deviceIdx: 101, deviceName: 'Fridge 101', serialNumber: 'SN-101' } });

describe('training store', () => {
  it('asking for the device list resets the whole training state first', async () => {
    useTrainingStore.setState({ devices: [sampleTrainingDevice(1)], devicesTotal: 1, list: [sampleTraining(1)], device: sampleTraining(1).device });
    const held = deferred<Reply>();
    mockBackend(() => held.promise);
    const pending = useTrainingStore.getState().fetchDevices({ keyword: 'x' });
    const during = useTrainingStore.getState();
    expect([during.devices, during.devicesTotal, during.list, during.device, during.loading]).toEqual([[], 0, [], null, true]);
    held.resolve(listOf(sampleTrainingDevice(2)));
    await pending;
    expect(useTrainingStore.getState().devices.map((d) => d.deviceIdx)).toEqual([2]);
    expect(useTrainingStore.getState().status).toBe('SUCCESS');
  });

  it("asking for a device's list resets the whole training state first, and keeps the answer's device", async () => {
    useTrainingStore.setState({ devices: [sampleTrainingDevice(1)], devicesTotal: 1, list: [sampleTraining(9)] });
    const held = deferred<Reply>();
    const calls = mockBackend(() => held.promise);
    const pending = useTrainingStore.getState().fetchList(101, 'TRAINING');
    expect([useTrainingStore.getState().devices, useTrainingStore.getState().list]).toEqual([[], []]);
    held.resolve(trainingList(sampleTraining(1, { trainingStatusCode: 'TRAINING', progress: 40 })));
    await pending;
    expect(JSON.parse(String(calls[0]!.data))).toEqual({ deviceIdx: 101, trainingStatusCode: 'TRAINING' });
    expect(useTrainingStore.getState().device).toEqual({ deviceIdx: 101, deviceName: 'Fridge 101', serialNumber: 'SN-101' });
    expect(useTrainingStore.getState().list.map((r) => r.productTrainingIdx)).toEqual([1]);
  });

  it("an update says 'Info saved', or the generic failure with the server's reason", async () => {
    mockBackend(() => saved([sampleTraining(1, { trainingStatusCode: 'TRAINING', progress: 0 })]));
    useTrainingStore.setState({ list: [sampleTraining(1), sampleTraining(2)] });
    const ok = await useTrainingStore.getState().updateStatus([1], 'TRAINING');
    expect([ok.ok, ok.message]).toEqual([true, 'Info saved']);
    expect(useTrainingStore.getState().list.map((r) => r.trainingStatusCode)).toEqual(['TRAINING', 'TRAINING_PENDING']);
    mockBackend(() => refused(2, 'productTrainingIdxList: unknown row 7'));
    const failed = await useTrainingStore.getState().updateStatus([7], 'TRAINING');
    expect([failed.ok, failed.status, failed.message]).toEqual([false, 'FAIL', 'productTrainingIdxList: unknown row 7']);
  });

  it('an update sends only the selected rows it would change', () => {
    const rows = [sampleTraining(1), sampleTraining(2, { trainingStatusCode: 'TRAINING', progress: 10 }), sampleTraining(3)];
    expect(rowsToUpdate(rows, new Set([1, 2]), 'TRAINING')).toEqual([1]);
    expect(rowsToUpdate(rows, new Set([1, 2]), 'TRAINING_PENDING')).toEqual([2]);
    expect(rowsToUpdate(rows, new Set([9]), 'TRAINING')).toEqual([]);
  });
});

describe('training management screen', () => {
  it('lists the devices with their counts, model version and last training; a row opens the device', async () => {
    const calls = backend(
      on('/tree/list', info(sampleTree())),
      on(DEVICES, listOf(sampleTrainingDevice(101), sampleTrainingDevice(102, { pendingCount: 0, trainingCount: 0, trainedCount: 12, modelVersion: 'v1.12', lastTrainedAt: null }))),
    );
    const { router } = renderApp('/training/management?companyIdx=1');
    const row = (await screen.findByText('Fridge 101')).closest('tr')!;
    expect(cells(row)).toEqual(['2', 'Fridge 101', 'SN-101', 'Hanaro FoodsGangnam', '2', '1', '30', 'v1.30', '2026.11.20 14:05', '2026.11.20']);
    expect(cells(screen.getByText('Fridge 102').closest('tr')!)[8]).toBe('Not yet');
    expect(screen.getByTestId('training-totals').textContent).toBe('Pending 2 · training 1 · trained 42');
    expect(sentBody(calls, DEVICES)).toEqual({ companyIdx: 1, ...FIRST_PAGE });
    fireEvent.click(row);
    await waitFor(() => expect(router.state.location.pathname).toBe('/training/detail/101'));
  });

  it("a failed list says 'Information lookup failed'", async () => {
    backend(on('/tree/list', info(sampleTree())), on(DEVICES, refused(9, 'not simulated yet')));
    renderApp('/training/management');
    expect(await screen.findByText('Information lookup failed')).toBeTruthy();
  });
});

describe('training detail screen', () => {
  it('shows the products to learn with picture, status and progress; selected pending rows start training and it says Info saved', async () => {
    let started = false;
    const calls = backend(
      on(LIST, () =>
        started
          ? trainingList(sampleTraining(1, { trainingStatusCode: 'TRAINING', progress: 0 }), sampleTraining(2, { trainingStatusCode: 'TRAINING', progress: 0 }), sampleTraining(3, { trainingStatusCode: 'TRAINING', progress: 55 }))
          : trainingList(sampleTraining(1, { imgFullPath: 'https://cdn.example.com/p1.png' }), sampleTraining(2), sampleTraining(3, { trainingStatusCode: 'TRAINING', progress: 55 })),
      ),
      on(UPDATE, () => {
        started = true;
        return saved([], 'ok');
      }),
    );
    renderApp('/training/detail/101');
    expect((await screen.findByTestId('training-device')).textContent).toBe('Fridge 101 (SN-101)');
    const first = (await screen.findByText('New product 1')).closest('tr')!;
    expect(cells(first).slice(3)).toEqual(['New product 1', 'Pending', '-', '2026.11.18', '2026.11.19 11:30']);
    expect(within(first).getByRole('img', { name: 'New product 1' }).getAttribute('src')).toBe('https://cdn.example.com/p1.png');
    expect(within(screen.getByText('New product 2').closest('tr')!).getByTestId('product-image-placeholder')).toBeTruthy();
    const third = screen.getByText('New product 3').closest('tr')!;
    expect(cells(third)[4]).toBe('Training');
    expect(within(third).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('55');
    expect(sentBody(calls, LIST)).toEqual({ deviceIdx: 101 });

    const start = screen.getByRole('button', { name: 'Start training' });
    expect(start.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select New product 1' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select New product 2' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select New product 3' }));
    expect(screen.getByTestId('training-selected').textContent).toBe('3 selected');
    fireEvent.click(start);
    await waitFor(() => expect(bodies(calls, UPDATE)).toHaveLength(1));
    // Product 3 is training already: only the two pending rows go.
    expect(bodies(calls, UPDATE)[0]).toEqual({ productTrainingIdxList: [1, 2], trainingStatusCode: 'TRAINING' });
    await dialogSays('Info saved');
    await waitFor(() => expect(bodies(calls, LIST)).toHaveLength(2));
    await waitFor(() => expect(cells(screen.getByText('New product 1').closest('tr')!)[4]).toBe('Training'));
    expect(screen.getByTestId('training-selected').textContent).toBe('0 selected');
  });

  it('puts selected rows back to pending; select all takes every row shown; a filter asks for one status', async () => {
    const calls = backend(
      on(LIST, (body) =>
        body.trainingStatusCode === 'TRAINING'
          ? trainingList(sampleTraining(3, { trainingStatusCode: 'TRAINING', progress: 20 }))
          : trainingList(sampleTraining(1), sampleTraining(3, { trainingStatusCode: 'TRAINING', progress: 20 })),
      ),
      on(UPDATE, saved([])),
    );
    const { router } = renderApp('/training/detail/101');
    await screen.findByText('New product 1');
    fireEvent.click(screen.getByLabelText('Select every product shown'));
    expect(screen.getByTestId('training-selected').textContent).toBe('2 selected');
    await choose('Training status', 'Training');
    await waitFor(() => expect(sentBody(calls, LIST)).toEqual({ deviceIdx: 101, trainingStatusCode: 'TRAINING' }));
    expect(router.state.location.search).toBe('?status=TRAINING');
    await waitFor(() => expect(screen.queryByText('New product 1')).toBeNull());
    // The selection follows the rows shown.
    expect(screen.getByTestId('training-selected').textContent).toBe('1 selected');
    fireEvent.click(screen.getByRole('button', { name: 'Back to pending' }));
    await waitFor(() => expect(bodies(calls, UPDATE)).toEqual([{ productTrainingIdxList: [3], trainingStatusCode: 'TRAINING_PENDING' }]));
    await dialogSays('Info saved');
  });

  it("a refused update says so with the server's reason and keeps the selection", async () => {
    backend(on(LIST, trainingList(sampleTraining(1))), on(UPDATE, refused(1, 'the device is offline')));
    renderApp('/training/detail/101');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select New product 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Start training' }));
    await dialogSays('An error occurred during processing\nthe device is offline');
    expect(screen.getByTestId('training-selected').textContent).toBe('1 selected');
  });

  it("a device that does not exist says 'No such device'; a failed list 'Information lookup failed'; an unknown device key says so", async () => {
    backend(on(LIST, refused(3, 'no such device')));
    renderApp('/training/detail/101');
    expect(await screen.findByText('No such device')).toBeTruthy();
    cleanup();
    backend(on(LIST, refused(1, 'busy')));
    renderApp('/training/detail/101');
    expect(await screen.findByText('Information lookup failed')).toBeTruthy();
    cleanup();
    renderApp('/training/detail/abc');
    expect(await screen.findByText('Unknown device abc.')).toBeTruthy();
  });
});
