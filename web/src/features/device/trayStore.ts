// State area `tray` (spec §3): the trays (refrigerator shelves) of one device, saved all at once.
import { api } from '@contract/api-routes';
import type { BodyOf } from '@contract/endpoint';
import type { Tray } from '@contract/entities';
import { createAreaStore } from '../../state/areaStore';

export type TrayStoreRow = BodyOf<typeof api.tray.storeAll>['trayList'][number];

export const useTrayStore = createAreaStore(
  {
    trays: [] as Tray[],
    /** The device the trays belong to. */
    deviceIdx: null as number | null,
  },
  ({ run }) => ({
    fetchList: (deviceIdx: number) =>
      run(
        {
          endpoint: api.tray.list,
          kind: 'fetch',
          latest: 'list',
          onRequest: (d) => {
            d.trays = [];
            d.deviceIdx = deviceIdx;
          },
          onSuccess: (d, r) => {
            d.trays = r.data.list;
            d.deviceIdx = deviceIdx;
          },
        },
        { body: { deviceIdx } },
      ),
    /**
     * Replace every tray of the device (update by trayIdx, create the rest, delete those left out):
     * 'Refrigerator info saved', or 'Refrigerator info save failed' and the server's reason.
     */
    storeAll: (deviceIdx: number, trayList: TrayStoreRow[]) =>
      run(
        {
          endpoint: api.tray.storeAll,
          kind: 'save',
          successMessage: 'refrigeratorSaved',
          failureMessage: 'refrigeratorSaveFailed',
          onSuccess: (d, r) => {
            if (!r.data) return;
            d.trays = r.data;
            d.deviceIdx = deviceIdx;
          },
        },
        { body: { deviceIdx, trayList } },
      ),
  }),
);
