import { z } from 'zod';
import { endpoint } from '../endpoint';
import { listQuery, listResponse, noParams } from '../wire';
import { payment } from '../entities';

export const paymentEndpoints = {
  list: endpoint({
    id: 'payment.list', area: 'payment', method: 'POST', path: '/payment/list',
    summary: 'Payments from kiosk sessions, newest first, with their product lists.',
    params: noParams,
    body: listQuery.extend({ provider: z.string().max(20).optional(), approved: z.boolean().optional() }),
    response: listResponse(payment),
  }),
};
