// One door session of a device, found in the device's door-open list of the day it opened (the
// catalog reads no single session by its key); a failure says 'Information lookup failed'.
import { api } from '@contract/api-routes';
import { MAX_PAGE_SIZE } from '@contract/constants';
import { callEndpoint } from '../../../api/call';
import { tm } from '../../../i18n';
import type { Found } from '../../../ui/useFound';
import type { DoorOpen } from '../store';

export async function findDoorSession(deviceIdx: number, doorOpenIdx: number, day: string): Promise<Found<DoorOpen>> {
  const outcome = await callEndpoint(api.device.openDoorList, { body: { deviceIdx, startDate: day, endDate: day, size: MAX_PAGE_SIZE } });
  if (!outcome.ok) return { ok: false, message: tm('lookupFailed') };
  return { ok: true, record: outcome.response.data.list.find((s) => s.doorOpenIdx === doorOpenIdx) ?? null };
}
