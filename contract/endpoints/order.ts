import { z } from 'zod';
import { endpoint } from '../endpoint';
import { LIMITS } from '../constants';
import { bodyIdx, boundedInt, emptyBody, idx, infoResponse, listQuery, listResponse, noParams, saveResponse } from '../wire';
import { ORDER_STATUSES, productOrder } from '../entities';

export const orderEndpoints = {
  list: endpoint({
    id: 'order.list', area: 'order', method: 'POST', path: '/product-order/list',
    summary: 'Purchase orders, newest first (startDate/endDate filter the order date).',
    params: noParams, body: listQuery.extend({ status: z.enum(ORDER_STATUSES).optional() }),
    response: listResponse(productOrder),
  }),
  store: endpoint({
    id: 'order.store', area: 'order', method: 'POST', path: '/product-order/store',
    summary: 'Create (no productOrderIdx) or update an order. Only a REQUESTED order changes: its lines and memo, or its status to RECEIVED (every line is added to the division’s warehouse stock, ADD, expiring after the product’s shelf life) or CANCELED.',
    params: noParams,
    body: z.object({
      productOrderIdx: bodyIdx.optional(),
      divisionIdx: bodyIdx,
      status: z.enum(ORDER_STATUSES).default('REQUESTED'),
      memo: z.string().max(1000).default(''),
      productList: z.array(z.object({ productIdx: bodyIdx, count: boundedInt(1, LIMITS.stockUnits) }).strict()).min(1).max(LIMITS.orderLines),
    }).strict(),
    response: saveResponse(productOrder),
  }),
  info: endpoint({
    id: 'order.info', area: 'order', method: 'GET', path: '/product-order/info/{productOrderIdx}',
    summary: 'One purchase order.',
    params: z.object({ productOrderIdx: idx }), body: emptyBody,
    response: infoResponse(productOrder),
  }),
};
