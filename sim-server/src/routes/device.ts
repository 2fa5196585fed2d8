// Devices: list, info (with trays), register/update, delete. ADMIN registers anywhere, a PARTNER
// in its company; a MANAGER may update its own devices but not register or delete them. A device
// stands in a store or site, never in a warehouse; it is deleted only once it holds no stock, and
// deleting archives it: its history stays (migration 17), its serial number with it. The simulated
// fleet hears of every register change once it is committed.
import { api } from '../../../contract/index';
import { toWireDateTime } from '../clock';
import { fail } from '../failure';
import { defineHandlers, reply } from '../http/handler';
import { visibleDevice, visibleDivision } from './visible';

const DAY_MS = 24 * 60 * 60 * 1000;

export const deviceHandlers = defineHandlers(api.device, {
  list: ({ body }, ctx) => {
    const { listJson, totalCount } = ctx.repos.devices.list(body, ctx.scope.filter);
    return reply.listJson(ctx, listJson, totalCount);
  },

  info: ({ params }, ctx) => {
    const device = visibleDevice(ctx, params.deviceIdx);
    // The last 24 simulated hours of samples, the warmest zone of each, oldest first.
    const temperatureHistory = ctx.repos.temperatures.history(device.deviceIdx, toWireDateTime(ctx.nowMs - DAY_MS), ctx.now);
    return reply.info(ctx, { ...device, trayList: ctx.repos.trays.ofDevice(device.deviceIdx), temperatureHistory });
  },

  store: ({ body }, ctx) => {
    const { deviceIdx, status, ...fields } = body;
    ctx.scope.require('device', deviceIdx === undefined ? 'create' : 'update');
    const current = deviceIdx === undefined ? undefined : visibleDevice(ctx, deviceIdx);
    const division = visibleDivision(ctx, fields.divisionIdx);
    if (division.divisionType === 'WAREHOUSE') fail.rejected('deviceNeedsStore');
    const holder = ctx.repos.devices.findBySerialNumber(fields.serialNumber);
    if (holder?.archived) fail.rejected('serialNumberArchived', { serialNumber: fields.serialNumber });
    if (holder !== undefined && holder.deviceIdx !== deviceIdx) fail.rejected('serialNumberTaken', { serialNumber: fields.serialNumber });
    // A new device has not reported yet: OFFLINE until its first heartbeat, unless told otherwise.
    const saved = { ...fields, status: status ?? current?.status ?? 'OFFLINE' };
    let key = deviceIdx;
    if (key === undefined) key = ctx.repos.devices.insert(saved, ctx.now);
    else ctx.repos.devices.update(key, saved, ctx.now);
    ctx.fleetChanged({ deviceIdxs: [key] });
    return reply.saved(ctx, ctx.repos.devices.get(key)!);
  },

  delete: ({ params }, ctx) => {
    ctx.scope.require('device', 'delete');
    const device = visibleDevice(ctx, params.deviceIdx);
    const units = ctx.repos.stock.unitsOnDevice(device.deviceIdx);
    if (units > 0) fail.rejected('deviceHasStock', { count: units });
    // Its empty placements leave the stock lists and its training queue goes; the rest is kept.
    ctx.repos.stock.removeAllOf('deviceIdx', device.deviceIdx, ctx.now);
    ctx.repos.training.dropDevice(device.deviceIdx);
    ctx.repos.devices.archive(device.deviceIdx, ctx.now);
    ctx.fleetChanged({ deviceIdxs: [device.deviceIdx] }); // the fleet drops it
    return reply.saved(ctx, undefined, 'deviceArchived');
  },
});
