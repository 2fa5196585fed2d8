// Trays (refrigerator shelves) of a device, for whoever may see the device. storeAll replaces the
// whole set in one transaction: trays named by trayIdx are updated, the others created, and the
// trays left out deleted; a tray that still holds stock is never deleted, and then nothing changes.
// The simulated fleet rebuilds the device's cabinet once the change is committed.
import { api, type Tray } from '../../../contract/index';
import { fail } from '../failure';
import { defineHandlers, reply, type RequestContext } from '../http/handler';
import { visibleDevice, visibleTray } from './visible';

export const trayHandlers = defineHandlers(api.tray, {
  list: ({ body }, ctx) => {
    const { list, totalCount } = ctx.repos.trays.pageOfDevice(visibleDevice(ctx, body.deviceIdx).deviceIdx);
    return reply.list(ctx, list, totalCount);
  },

  storeAll: ({ body }, ctx) => {
    const device = visibleDevice(ctx, body.deviceIdx);
    const existing = new Map(ctx.repos.trays.ofDevice(device.deviceIdx).map((t) => [t.trayIdx, t]));
    assertDistinct(body.trayList, 'trayNo');
    assertDistinct(body.trayList, 'trayIdx');
    body.trayList.forEach(({ trayIdx }, i) => {
      if (trayIdx !== undefined && !existing.has(trayIdx)) fail.badInput(`trayList.${i}.trayIdx`, 'notTrayOfDevice', { value: trayIdx });
    });
    const kept = new Set(body.trayList.map((t) => t.trayIdx));
    removeEmpty(ctx, [...existing.values()].filter((t) => !kept.has(t.trayIdx)));
    ctx.repos.trays.setNumbersAside([...existing.keys()].filter((trayIdx) => kept.has(trayIdx)));
    for (const { trayIdx, ...fields } of body.trayList) {
      if (trayIdx === undefined) ctx.repos.trays.insert(device.deviceIdx, fields, ctx.now);
      else ctx.repos.trays.update(trayIdx, fields, ctx.now);
    }
    ctx.fleetChanged({ deviceIdxs: [device.deviceIdx] });
    return reply.saved(ctx, ctx.repos.trays.ofDevice(device.deviceIdx), 'refrigeratorSaved');
  },

  delete: ({ body }, ctx) => {
    removeEmpty(ctx, body.trayIdxList.map((trayIdx) => visibleTray(ctx, trayIdx)));
    return reply.saved(ctx);
  },

  deleteOne: ({ params }, ctx) => {
    removeEmpty(ctx, [visibleTray(ctx, params.trayIdx)]);
    return reply.saved(ctx);
  },
});

/** A tray number or key may appear once in a device's list (BAD_INPUT names the second). */
function assertDistinct(trays: readonly { trayNo: number; trayIdx?: number }[], field: 'trayNo' | 'trayIdx'): void {
  const seen = new Set<number>();
  trays.forEach((tray, i) => {
    const value = tray[field];
    if (value === undefined) return;
    if (seen.has(value)) fail.badInput(`trayList.${i}.${field}`, 'appearsTwice', { value: value });
    seen.add(value);
  });
}

/** Deletes trays that hold no stock; refuses (REJECTED) at the first one that does. */
function removeEmpty(ctx: RequestContext, trays: readonly Tray[]): void {
  const units = ctx.repos.stock.unitsOnTrays(trays.map((t) => t.trayIdx));
  for (const tray of trays) {
    const count = units.get(tray.trayIdx) ?? 0;
    if (count > 0) fail.rejected('trayHasStock', { trayNo: tray.trayNo, count });
  }
  ctx.repos.trays.delete(trays.map((t) => t.trayIdx));
  ctx.fleetChanged({ deviceIdxs: [...new Set(trays.map((t) => t.deviceIdx))] });
}
