// State area `device` (spec §3): the device list, one device with its trays, and what devices
// report — fault notices, self-checks and door-open sessions. Every read can run as a silent
// background refresh (`{ silent: true }`, see areaStore) for the auto-refreshing screens.
import { api } from '@contract/api-routes';
import { device as deviceSchema } from '@contract/entities';
import type { BodyOf, ResponseOf } from '@contract/endpoint';
import type { Device } from '@contract/entities';
import { createAreaStore } from '../../state/areaStore';
import { ORG_TREE_CHANGES } from '../../state/orgTree';
import { exportPageSpec } from '../../state/recordSpecs';

export type { Device };
export type DeviceDetail = ResponseOf<typeof api.device.info>['data'];
export type FaultNotice = ResponseOf<typeof api.device.faultCheck>['data']['list'][number];
export type SelfCheck = ResponseOf<typeof api.device.selfCheck>['data']['list'][number];
export type DoorOpen = ResponseOf<typeof api.device.openDoorList>['data']['list'][number];

export type DeviceListQuery = BodyOf<typeof api.device.list>;
export type DeviceSortField = NonNullable<DeviceListQuery['sortField']>;
export type DeviceStoreBody = BodyOf<typeof api.device.store>;
export type FaultQuery = BodyOf<typeof api.device.faultCheck>;
export type SelfCheckQuery = BodyOf<typeof api.device.selfCheck>;
export type DoorOpenQuery = BodyOf<typeof api.device.openDoorList>;

/** How a read runs: `silent` for a background refresh (no loading flags, failures change nothing). */
export interface ReadOptions {
  silent?: boolean;
}

/** One sample of a device's temperature history (device.info `temperatureHistory`, last 24 h). */
export type TemperaturePoint = NonNullable<DeviceDetail['temperatureHistory']>[number];

/** The device's temperature history, or null when the server sends none (a live server may not). */
export function temperatureHistoryOf(detail: DeviceDetail | null): TemperaturePoint[] | null {
  return detail?.temperatureHistory ?? null;
}

export const useDeviceStore = createAreaStore(
  {
    list: [] as Device[],
    totalCount: 0,
    detail: null as DeviceDetail | null,
    /** Fault notices of the last query (the fail-notice list, or one device's). */
    faults: [] as FaultNotice[],
    /** The notice of /management/failNotice/:noticeIdx; null until found (or when it is not there). */
    notice: null as FaultNotice | null,
    /** The noticeIdx the last notice lookup answered for. */
    noticeIdx: null as number | null,
    selfChecks: [] as SelfCheck[],
    doorOpens: [] as DoorOpen[],
    /** How many sessions the door-open list's filters match (the server pages that list). */
    doorOpenTotal: 0,
  },
  ({ run }) => ({
    fetchList: (query: DeviceListQuery = {}, { silent }: ReadOptions = {}) =>
      run(
        {
          endpoint: api.device.list,
          kind: 'fetch',
          silent,
          latest: 'list',
          onSuccess: (d, r) => {
            d.list = r.data.list;
            d.totalCount = r.data.totalCount;
          },
        },
        { body: query },
      ),
    /** A page of the device list for the CSV export; the list on screen stays as it is. */
    fetchExportPage: (query: DeviceListQuery) => run(exportPageSpec(api.device.list), { body: query }),
    fetchDetail: (deviceIdx: number, { silent }: ReadOptions = {}) =>
      run(
        {
          endpoint: api.device.info,
          kind: 'fetch',
          silent,
          latest: 'detail',
          onSuccess: (d, r) => void (d.detail = r.data),
          onFailure: (d) => void (d.detail = null),
        },
        { params: { deviceIdx } },
      ),
    /** Register (no deviceIdx) or update: 'Normally processed', or 'Device save failed' and the server's reason. */
    save: (body: DeviceStoreBody) =>
      run(
        {
          endpoint: api.device.store,
          kind: 'save',
          failureMessage: 'deviceSaveFailed',
          invalidates: ORG_TREE_CHANGES,
          onSuccess: (d, r) => {
            const saved = deviceSchema.safeParse(r.data);
            if (!saved.success) return;
            const trays = d.detail?.deviceIdx === saved.data.deviceIdx ? d.detail.trayList : [];
            d.detail = { ...saved.data, trayList: trays };
          },
        },
        { body },
      ),
    remove: (deviceIdx: number) =>
      run({ endpoint: api.device.delete, kind: 'save', invalidates: ORG_TREE_CHANGES, onSuccess: (d) => void (d.detail = null) }, { params: { deviceIdx } }),

    fetchFaults: (query: FaultQuery = {}, { silent }: ReadOptions = {}) =>
      run(
        {
          endpoint: api.device.faultCheck,
          kind: 'fetch',
          silent,
          latest: 'faults',
          everyPage: true,
          onRequest: (d) => void (d.faults = []),
          onSuccess: (d, r) => void (d.faults = r.data.list),
        },
        { body: query },
      ),
    fetchNotice: (noticeIdx: number, { silent }: ReadOptions = {}) =>
      run(
        {
          endpoint: api.device.faultCheck,
          kind: 'fetch',
          silent,
          latest: 'notice',
          onRequest: (d) => {
            d.notice = null;
            d.noticeIdx = null;
          },
          onSuccess: (d, r) => {
            d.notice = r.data.list.find((n) => n.noticeIdx === noticeIdx) ?? null;
            d.noticeIdx = noticeIdx;
          },
        },
        { body: { noticeIdx } },
      ),
    fetchSelfChecks: (query: SelfCheckQuery = {}, { silent }: ReadOptions = {}) =>
      run(
        {
          endpoint: api.device.selfCheck,
          kind: 'fetch',
          silent,
          latest: 'selfChecks',
          everyPage: true,
          onRequest: (d) => void (d.selfChecks = []),
          onSuccess: (d, r) => void (d.selfChecks = r.data.list),
        },
        { body: query },
      ),
    /** Door-open sessions across the scope (openDoorList). */
    /** One page of the door-open list (a long period holds tens of thousands of sessions). */
    fetchDoorOpens: (query: DoorOpenQuery = {}, { silent }: ReadOptions = {}) =>
      run(
        {
          endpoint: api.device.openDoorList,
          kind: 'fetch',
          silent,
          latest: 'doorOpens',
          onRequest: (d) => void (d.doorOpens = []),
          onSuccess: (d, r) => {
            d.doorOpens = r.data.list;
            d.doorOpenTotal = r.data.totalCount;
          },
        },
        { body: query },
      ),
    /** A page of the door-open list for the CSV export; the list on screen stays as it is. */
    fetchDoorOpenExportPage: (query: DoorOpenQuery) => run(exportPageSpec(api.device.openDoorList), { body: query }),
    /** Door-open sessions of one device (openDoorInfo). */
    fetchDeviceDoorOpens: (deviceIdx: number, { silent }: ReadOptions = {}) =>
      run(
        {
          endpoint: api.device.openDoorInfo,
          kind: 'fetch',
          silent,
          latest: 'doorOpens',
          onRequest: (d) => void (d.doorOpens = []),
          onSuccess: (d, r) => void (d.doorOpens = r.data.list),
        },
        { params: { deviceIdx } },
      ),
  }),
);
