import { z } from 'zod';
import { endpoint } from '../endpoint';
import { bodyIdx, emptyBody, idx, infoResponse, listQuery, listResponse, noParams, saveResponse } from '../wire';
import { cardUid } from '../formats';
import { employeePointLog, employeeUid, paymentLine } from '../entities';

const uidFields = {
  divisionIdx: bodyIdx,
  uid: cardUid,
  employeeName: z.string().trim().min(1, 'required').max(50),
  employeeNo: z.string().trim().max(30).default(''),
  enabled: z.boolean().default(true),
};

export const employeeUidEndpoints = {
  list: endpoint({
    id: 'employeeUid.list', area: 'employeeUid', method: 'POST', path: '/employee-uid/list',
    summary: 'Employee card UIDs (keyword: name, employee number or UID).', params: noParams, body: listQuery, response: listResponse(employeeUid),
  }),
  store: endpoint({
    id: 'employeeUid.store', area: 'employeeUid', method: 'POST', path: '/employee-uid/store',
    summary: 'Register an employee UID.', params: noParams, body: z.object(uidFields).strict(), response: saveResponse(employeeUid),
  }),
  update: endpoint({
    id: 'employeeUid.update', area: 'employeeUid', method: 'POST', path: '/employee-uid/update',
    summary: 'Modify an employee UID.', params: noParams,
    body: z.object({ employeeUidIdx: bodyIdx, ...uidFields }).strict(), response: saveResponse(employeeUid),
  }),
  info: endpoint({
    id: 'employeeUid.info', area: 'employeeUid', method: 'GET', path: '/employee-uid/info/{employeeUidIdx}',
    summary: 'One employee UID.', params: z.object({ employeeUidIdx: idx }), body: emptyBody, response: infoResponse(employeeUid),
  }),
  delete: endpoint({
    id: 'employeeUid.delete', area: 'employeeUid', method: 'GET', path: '/employee-uid/delete/{employeeUidIdx}',
    summary: 'Delete an employee UID.', params: z.object({ employeeUidIdx: idx }), body: emptyBody, response: saveResponse(),
  }),
};

export const employeePointLogEndpoints = {
  list: endpoint({
    id: 'employeePointLog.list', area: 'employeePointLog', method: 'POST', path: '/employee-point-log/list',
    summary: 'Employee point movements, newest first.', params: noParams,
    body: listQuery.extend({ employeeUidIdx: bodyIdx.optional(), reason: z.enum(['RESET', 'PURCHASE', 'REFUND', 'MANUAL']).optional() }), response: listResponse(employeePointLog),
  }),
  paymentProducts: endpoint({
    id: 'employeePointLog.paymentProducts', area: 'employeePointLog', method: 'GET', path: '/employee-point-log/payment/product/list/{referenceIdx}',
    summary: 'Products of the payment a point log entry refers to.', params: z.object({ referenceIdx: idx }), body: emptyBody,
    response: listResponse(paymentLine),
  }),
};
