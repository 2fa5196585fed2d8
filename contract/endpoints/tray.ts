import { z } from 'zod';
import { endpoint } from '../endpoint';
import { LIMITS } from '../constants';
import { bodyIdx, boundedInt, emptyBody, idx, listResponse, noParams, saveResponse, text } from '../wire';
import { tray } from '../entities';

export const trayEndpoints = {
  list: endpoint({
    id: 'tray.list', area: 'tray', method: 'POST', path: '/tray/list',
    summary: 'Trays of a device.',
    params: noParams, body: z.object({ deviceIdx: bodyIdx }).strict(),
    response: listResponse(tray),
  }),
  storeAll: endpoint({
    id: 'tray.storeAll', area: 'tray', method: 'POST', path: '/tray/storeAll',
    summary: 'Replace every tray of a device at once (refrigerator info): update by trayIdx, create the rest, delete the trays left out (only when empty).',
    params: noParams,
    body: z.object({
      deviceIdx: bodyIdx,
      trayList: z.array(z.object({
        trayIdx: bodyIdx.optional(),
        trayNo: boundedInt(1, LIMITS.traysPerDevice),
        trayName: text(50).min(1, 'required'),
        setTemperature: z.number().min(-30).max(30).nullable().default(null),
        maxCapacity: boundedInt(1, LIMITS.trayCapacity),
      }).strict()).max(LIMITS.traysPerDevice),
    }).strict(),
    response: saveResponse(z.array(tray)),
  }),
  delete: endpoint({
    id: 'tray.delete', area: 'tray', method: 'POST', path: '/tray/delete',
    summary: 'Delete trays by key.',
    params: noParams, body: z.object({ trayIdxList: z.array(bodyIdx).min(1).max(LIMITS.traysPerDevice) }).strict(),
    response: saveResponse(),
  }),
  deleteOne: endpoint({
    id: 'tray.deleteOne', area: 'tray', method: 'GET', path: '/tray/delete/{trayIdx}',
    summary: 'Delete one tray (the call the original console wired its promotion delete to; see docs/decisions.md).',
    params: z.object({ trayIdx: idx }), body: emptyBody,
    response: saveResponse(),
  }),
};
