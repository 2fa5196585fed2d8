// State area `training` (spec §3): AI product-recognition training — the devices with their
// pending, training and trained counts, and one device's product training list (products its
// model does not recognise yet: TRAINING_PENDING or TRAINING, with progress). Spec §4: asking for
// either list resets the whole state first. An update that succeeds says 'Info saved' (spec §8).
import { api } from '@contract/api-routes';
import type { BodyOf, ResponseOf } from '@contract/endpoint';
import type { TRAINING_STATUS_CODES } from '@contract/entities';
import { createAreaStore } from '../../state/areaStore';

export type TrainingDevice = ResponseOf<typeof api.training.deviceList>['data']['list'][number];
export type ProductTraining = ResponseOf<typeof api.training.list>['data']['productTrainingList'][number];
export type TrainingDeviceRef = ResponseOf<typeof api.training.list>['data']['device'];
export type TrainingStatus = (typeof TRAINING_STATUS_CODES)[number];
export type TrainingDeviceQuery = BodyOf<typeof api.training.deviceList>;

const initial = {
  devices: [] as TrainingDevice[],
  devicesTotal: 0,
  /** The device of `list`, and the status the list was asked for (none: every row). */
  device: null as TrainingDeviceRef | null,
  list: [] as ProductTraining[],
};

export interface ReadOptions {
  silent?: boolean;
}

export const useTrainingStore = createAreaStore({ ...initial }, ({ run }) => ({
  /** Devices with their training counts; the whole state is reset as the request goes out. */
  fetchDevices: (query: TrainingDeviceQuery = {}, { silent }: ReadOptions = {}) =>
    run(
      {
        endpoint: api.training.deviceList,
        kind: 'fetch',
        silent,
        latest: 'devices',
        everyPage: true,
        onRequest: (d) => void Object.assign(d, initial),
        onSuccess: (d, r) => {
          d.devices = r.data.list;
          d.devicesTotal = r.data.totalCount;
        },
      },
      { body: query },
    ),
  /** One device's product training rows (optionally of one status); the whole state is reset first. */
  fetchList: (deviceIdx: number, trainingStatusCode?: TrainingStatus, { silent }: ReadOptions = {}) =>
    run(
      {
        endpoint: api.training.list,
        kind: 'fetch',
        silent,
        latest: 'list',
        onRequest: (d) => void Object.assign(d, initial),
        onSuccess: (d, r) => {
          d.device = r.data.device;
          d.list = r.data.productTrainingList;
        },
      },
      { body: { deviceIdx, ...(trainingStatusCode ? { trainingStatusCode } : {}) } },
    ),
  /** Start training (TRAINING) or put back to pending (TRAINING_PENDING): 'Info saved' on success. */
  updateStatus: (productTrainingIdxList: number[], trainingStatusCode: TrainingStatus) =>
    run(
      {
        endpoint: api.training.update,
        kind: 'save',
        successMessage: 'infoSaved',
        onSuccess: (d, r) => {
          const saved = new Map((r.data ?? []).map((row) => [row.productTrainingIdx, row]));
          d.list = d.list.map((row) => saved.get(row.productTrainingIdx) ?? row);
        },
      },
      { body: { productTrainingIdxList, trainingStatusCode } },
    ),
}));
