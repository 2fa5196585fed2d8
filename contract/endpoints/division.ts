import { z } from 'zod';
import { endpoint } from '../endpoint';
import { LIMITS } from '../constants';
import { bodyIdx, boundedInt, text, emptyBody, idx, infoResponse, listQuery, listResponse, noParams, saveResponse } from '../wire';
import { phoneText } from '../formats';
import { DIVISION_TYPES, division, employeeResetPolicy, employeeUidTime, openApiAccess } from '../entities';

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
const hhmm = z.string().regex(HH_MM, 'hhmm');
const policyFields = {
  divisionIdx: bodyIdx,
  resetCycle: z.enum(['DAILY', 'WEEKLY', 'MONTHLY']),
  resetDay: z.number().int().min(0).max(28),
  resetPoint: boundedInt(0, LIMITS.points),
};
/** The day must fit the cycle (see the entity): 0 for DAILY, 1–7 (Mon–Sun) for WEEKLY, 1–28 for MONTHLY. */
const RESET_DAYS = { DAILY: [0, 0], WEEKLY: [1, 7], MONTHLY: [1, 28] } as const;
function resetDayFitsCycle(policy: { resetCycle: keyof typeof RESET_DAYS; resetDay: number }, ctx: z.RefinementCtx) {
  const range = RESET_DAYS[policy.resetCycle] as readonly [number, number] | undefined;
  if (!range) return; // the enum already reported it
  const [min, max] = range;
  if (policy.resetDay < min || policy.resetDay > max) {
    ctx.addIssue({ code: 'custom', path: ['resetDay'], message: 'resetDayRange', params: { range: min === max ? String(min) : `${min}–${max}`, cycle: policy.resetCycle } });
  }
}

export const divisionEndpoints = {
  list: endpoint({
    id: 'division.list', area: 'division', method: 'POST', path: '/division/list',
    summary: 'Divisions (stores, sites, warehouses) in the caller’s scope.',
    params: noParams,
    body: listQuery.extend({ divisionType: z.enum(DIVISION_TYPES).optional() }),
    response: listResponse(division),
  }),
  info: endpoint({
    id: 'division.info', area: 'division', method: 'GET', path: '/division/info/{divisionIdx}',
    summary: 'One division.',
    params: z.object({ divisionIdx: idx }), body: emptyBody,
    response: infoResponse(division),
  }),
  store: endpoint({
    id: 'division.store', area: 'division', method: 'POST', path: '/division/store',
    summary: 'Create (no divisionIdx) or update a division.',
    access: { area: 'division', actions: ['create', 'update'] },
    params: noParams,
    body: z.object({
      divisionIdx: bodyIdx.optional(),
      companyIdx: bodyIdx,
      divisionName: text(100).min(1, 'required'),
      divisionType: z.enum(DIVISION_TYPES).default('STORE'),
      phone: phoneText.default(''),
      managerName: text(50).default(''),
      zipCode: text(10).default(''),
      address: text(200).default(''),
      addressDetail: text(200).default(''),
    }).strict(),
    response: saveResponse(division),
  }),
  delete: endpoint({
    id: 'division.delete', area: 'division', method: 'GET', path: '/division/delete/{divisionIdx}',
    summary: 'Delete a division that has no devices in use and no stock of its own and no open (REQUESTED) orders (refused, naming how many, otherwise). It is archived: it leaves every list, its employee cards and Open API key stop working; its orders, sales, point logs and stock movements stay in every report, and its managers keep it in their scope.',
    access: { area: 'division', actions: ['delete'] },
    params: z.object({ divisionIdx: idx }), body: emptyBody,
    response: saveResponse(),
  }),
  openApiList: endpoint({
    id: 'division.openApiList', area: 'division', method: 'POST', path: '/division/openApi/list',
    summary: 'Open API access per division.',
    params: noParams, body: listQuery,
    response: listResponse(openApiAccess),
  }),
  openApiStore: endpoint({
    id: 'division.openApiStore', area: 'division', method: 'POST', path: '/division/openApi/store',
    summary: 'Enable or disable Open API access; issue or regenerate the key (shown once).',
    access: { area: 'openapi', actions: ['update'] },
    params: noParams,
    body: z.object({ divisionIdx: bodyIdx, enabled: z.boolean(), regenerateKey: z.boolean().default(false) }).strict(),
    response: saveResponse(openApiAccess),
  }),
  resetPolicyInfo: endpoint({
    id: 'division.resetPolicyInfo', area: 'division', method: 'GET', path: '/employee-reset-policy/info/{divisionIdx}',
    summary: 'The employee point reset policy of a division (data null when none).',
    params: z.object({ divisionIdx: idx }), body: emptyBody,
    response: infoResponse(employeeResetPolicy.nullable()),
  }),
  resetPolicyStore: endpoint({
    id: 'division.resetPolicyStore', area: 'division', method: 'POST', path: '/employee-reset-policy/store',
    summary: 'Register a division’s employee reset policy.',
    params: noParams, body: z.object(policyFields).strict().superRefine(resetDayFitsCycle),
    response: saveResponse(employeeResetPolicy),
  }),
  resetPolicyUpdate: endpoint({
    id: 'division.resetPolicyUpdate', area: 'division', method: 'POST', path: '/employee-reset-policy/update',
    summary: 'Modify a division’s employee reset policy.',
    params: noParams, body: z.object({ employeeResetPolicyIdx: bodyIdx, ...policyFields }).strict().superRefine(resetDayFitsCycle),
    response: saveResponse(employeeResetPolicy),
  }),
  uidTimeList: endpoint({
    id: 'division.uidTimeList', area: 'division', method: 'GET', path: '/employee-uid-time/list/{divisionIdx}',
    summary: 'Time slots in which employee UIDs may open the division’s kiosks.',
    params: z.object({ divisionIdx: idx }), body: emptyBody,
    response: listResponse(employeeUidTime),
  }),
  uidTimeStore: endpoint({
    id: 'division.uidTimeStore', area: 'division', method: 'POST', path: '/employee-uid-time/store',
    summary: 'Add a time slot.',
    params: noParams,
    body: z
      .object({ divisionIdx: bodyIdx, startTime: hhmm, endTime: hhmm })
      .strict()
      .refine((s) => !HH_MM.test(s.startTime) || !HH_MM.test(s.endTime) || s.startTime < s.endTime, {
        path: ['endTime'],
        message: 'endAfterStart',
      }),
    response: saveResponse(employeeUidTime),
  }),
  uidTimeDelete: endpoint({
    id: 'division.uidTimeDelete', area: 'division', method: 'GET', path: '/employee-uid-time/delete/{employeeUidTimeIdx}',
    summary: 'Remove a time slot.',
    params: z.object({ employeeUidTimeIdx: idx }), body: emptyBody,
    response: saveResponse(),
  }),
};
