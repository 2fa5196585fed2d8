// One look for what the operator should hear about, on calls production already has: the open
// CRITICAL fault notices (device.faultCheck, newest first) and the warmest devices (device.list by
// temperature, as the dashboard's 온도 경보 counts them). Both calls go out together; a call that
// fails leaves its part as it was (no alert, nothing forgotten) and the next look tries again.
import { api } from '@contract/api-routes';
import { DASHBOARD_LIMITS } from '@contract/constants';
import { callEndpoint } from '../../api/call';
import { paths } from '../../core/paths';
import { newAlarms, newSince } from './newSince';

/** Rows a look reads of each list: more new critical faults than this between two looks is not a normal day. */
export const LOOK_SIZE = 50;

export interface WatchState {
  /** Fault notices seen (null until the baseline). */
  faults: ReadonlySet<number> | null;
  /** Devices in temperature alarm (null until the baseline). */
  warm: ReadonlySet<number> | null;
}

export const NO_BASELINE: WatchState = { faults: null, warm: null };

export type OpsAlert =
  | { kind: 'fault'; noticeIdx: number; deviceIdx: number; deviceName: string; divisionName: string; component: string; description: string; path: string }
  | { kind: 'temperature'; deviceIdx: number; deviceName: string; divisionName: string; temperature: number; path: string };

export async function look(state: WatchState): Promise<{ state: WatchState; alerts: OpsAlert[] }> {
  const [faults, devices] = await Promise.all([
    callEndpoint(api.device.faultCheck, { body: { severity: 'CRITICAL', state: 'OPEN', page: 1, size: LOOK_SIZE } }),
    callEndpoint(api.device.list, { body: { sortField: 'temperature', sortOrder: 'desc', page: 1, size: LOOK_SIZE } }),
  ]);
  const next = { ...state };
  const alerts: OpsAlert[] = [];
  if (faults.ok) {
    const list = faults.response.data.list;
    const { seen, fresh } = newSince(state.faults, list.map((f) => f.noticeIdx));
    next.faults = seen;
    alerts.push(
      ...list
        .filter((f) => fresh.includes(f.noticeIdx))
        .map(({ noticeIdx, deviceIdx, deviceName, divisionName, component, description }): OpsAlert => ({
          kind: 'fault', noticeIdx, deviceIdx, deviceName, divisionName, component, description, path: paths.failNoticeDetail(noticeIdx),
        })),
    );
  }
  if (devices.ok) {
    const readings = devices.response.data.list;
    const alarms = newAlarms(state.warm, readings, DASHBOARD_LIMITS.temperatureAlertC);
    next.warm = alarms.warm;
    for (const d of readings) {
      if (!alarms.fresh.includes(d.deviceIdx)) continue;
      const path = paths.deviceDetail(d.deviceIdx, 'temperature');
      alerts.push({ kind: 'temperature', deviceIdx: d.deviceIdx, deviceName: d.deviceName, divisionName: d.divisionName, temperature: d.temperature ?? 0, path });
    }
  }
  return { state: next, alerts };
}
