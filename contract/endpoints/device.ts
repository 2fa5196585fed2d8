import { z } from 'zod';
import { endpoint } from '../endpoint';
import { bodyIdx, text, emptyBody, idx, infoResponse, listQuery, listResponse, noParams, saveResponse, SORT_ORDERS, wireDateTime } from '../wire';
import { DEVICE_SORT_FIELDS, DEVICE_STATUSES, DEVICE_TYPES, DOOR_OPEN_TYPES, FAULT_SEVERITIES, FAULT_STATES, PROVIDERS, device, doorOpen, faultNotice, selfCheck, tray } from '../entities';

export const deviceEndpoints = {
  list: endpoint({
    id: 'device.list', area: 'device', method: 'POST', path: '/device/list',
    summary: 'Devices in the caller’s scope, newest first (or by sortField); paged server-side (page, size ≤ 1000) for large fleets.',
    params: noParams,
    body: listQuery.extend({
      status: z.enum(DEVICE_STATUSES).optional(),
      deviceType: z.enum(DEVICE_TYPES).optional(),
      /**
       * Ours (the spec names no list fields): only the devices the dashboard counts as too warm
       * (temperatureAlertCount: newest reading above DASHBOARD_LIMITS.temperatureAlertC, outside a defrost).
       */
      temperatureAlert: z.boolean().optional(),
      /** What to order by (ties by deviceIdx); without it newest first (createdDate). */
      sortField: z.enum(DEVICE_SORT_FIELDS).optional(),
      /** Default asc with a sortField; alone it turns the newest-first order (asc: oldest first). */
      sortOrder: z.enum(SORT_ORDERS).optional(),
    }),
    response: listResponse(device),
  }),
  info: endpoint({
    id: 'device.info', area: 'device', method: 'GET', path: '/device/info/{deviceIdx}',
    summary: 'One device with its trays and its last 24 hours of temperatures.',
    params: z.object({ deviceIdx: idx }), body: emptyBody,
    response: infoResponse(
      device.extend({
        trayList: z.array(tray),
        /**
         * Samples of the last 24 hours, oldest first: the warmest zone of each (null: the probe read
         * nothing); empty without refrigeration. The simulator always sends it; a live server may not.
         * `defrost` (simulator): the reading was taken in a defrost or its pull-down, when the kiosk
         * holds its temperature alarms; the chart shades those readings.
         */
        temperatureHistory: z.array(z.object({ at: wireDateTime, temperature: z.number().nullable(), defrost: z.boolean().optional() })).optional(),
      }),
    ),
  }),
  store: endpoint({
    id: 'device.store', area: 'device', method: 'POST', path: '/device/store',
    summary: 'Register (no deviceIdx) or update a device.',
    access: { area: 'device', actions: ['create', 'update'] },
    params: noParams,
    body: z.object({
      deviceIdx: bodyIdx.optional(),
      divisionIdx: bodyIdx,
      deviceName: text(100).min(1, 'required'),
      serialNumber: text(40).min(1, 'required'),
      deviceType: z.enum(DEVICE_TYPES),
      provider: z.enum(PROVIDERS),
      model: text(50).default(''),
      status: z.enum(DEVICE_STATUSES).optional(),
      addressDetail: text(200).default(''),
    }).strict(),
    response: saveResponse(device),
  }),
  delete: endpoint({
    id: 'device.delete', area: 'device', method: 'GET', path: '/device/delete/{deviceIdx}',
    summary: 'Delete a device that holds no stock (refused, naming the units, otherwise). It is archived: it leaves every list, count and the simulated fleet; its payments, door openings, faults, self-checks and stock movements stay in every report, and its serial number stays taken.',
    access: { area: 'device', actions: ['delete'] },
    params: z.object({ deviceIdx: idx }), body: emptyBody,
    response: saveResponse(),
  }),
  selfCheck: endpoint({
    id: 'device.selfCheck', area: 'device', method: 'POST', path: '/device/self-check',
    summary: 'Daily self-check results, per device or for the scope.',
    params: noParams,
    body: listQuery.extend({ passed: z.boolean().optional() }),
    response: listResponse(selfCheck),
  }),
  faultCheck: endpoint({
    id: 'device.faultCheck', area: 'device', method: 'POST', path: '/device/fault-check',
    summary: 'Fault notices (the fail-notice screen).',
    params: noParams,
    body: listQuery.extend({
      severity: z.enum(FAULT_SEVERITIES).optional(),
      state: z.enum(FAULT_STATES).optional(),
      noticeIdx: bodyIdx.optional(),
      /**
       * Ours (the spec names no list fields): only the notices the dashboard counts as open
       * (openFaultCount: not RESOLVED, on a device in use).
       */
      unresolved: z.boolean().optional(),
    }),
    response: listResponse(faultNotice),
  }),
  openDoorList: endpoint({
    id: 'device.openDoorList', area: 'device', method: 'POST', path: '/device/open-door/list',
    summary: 'Door-open sessions across the scope, newest first.',
    params: noParams, body: listQuery.extend({ openType: z.enum(DOOR_OPEN_TYPES).optional() }),
    response: listResponse(doorOpen),
  }),
  openDoorInfo: endpoint({
    id: 'device.openDoorInfo', area: 'device', method: 'GET', path: '/device/open-door/{deviceIdx}',
    summary: 'Door-open sessions of one device, newest first.',
    params: z.object({ deviceIdx: idx }), body: emptyBody,
    response: listResponse(doorOpen),
  }),
};
