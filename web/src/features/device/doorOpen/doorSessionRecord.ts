// One door session of a device, found in the device's door-open list of the day it opened (the
// catalog reads no single session by its key); a failure says 'Information lookup failed'.
import { api } from '@contract/api-routes';
import { MAX_PAGE_SIZE } from '@contract/constants';
import { findInList, type Found } from '../../../ui/useFound';
import type { DoorOpen } from '../store';

export function findDoorSession(deviceIdx: number, doorOpenIdx: number, day: string): Promise<Found<DoorOpen>> {
  return findInList(api.device.openDoorList, { body: { deviceIdx, startDate: day, endDate: day, size: MAX_PAGE_SIZE } }, (s) => s.doorOpenIdx === doorOpenIdx);
}
