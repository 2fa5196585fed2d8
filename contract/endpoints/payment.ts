import { z } from 'zod';
import { endpoint } from '../endpoint';
import { bodyIdx, boundedInt, listQuery, listResponse, noParams, SORT_ORDERS } from '../wire';
import { PAYMENT_STATES, payment } from '../entities';

export const paymentEndpoints = {
  list: endpoint({
    id: 'payment.list', area: 'payment', method: 'POST', path: '/payment/list',
    summary: 'Payments from kiosk sessions, newest first (or by sortField), with their product lists; paged server-side (page, size ≤ 1000) for large fleets.',
    params: noParams,
    body: listQuery.extend({
      // An assumption about production's search (the spec does not say what the keyword matches);
      // the contract suite's probe reports what a back end does (contract-suite/probes.ts).
      keyword: z
        .string()
        .max(200)
        .optional()
        .describe(
          "Matches the device's name or serial number and the payment's product names (any part, any case), " +
            "and a receipt's numbers whole: the approval number as text (leading zeros kept) and the payment number ('9551' or '#9551').",
        ),
      provider: z.string().max(20).optional(),
      approved: z.boolean().optional(),
      state: z.enum(PAYMENT_STATES).optional(),
      /** For 'tc': 1 app, 2 credit card, 99 points. */
      paymentMode: boundedInt(0, 99).optional(),
      employeeUidIdx: bodyIdx.optional(),
      sortField: z.enum(['approveAt', 'amount', 'deviceName']).optional(),
      sortOrder: z.enum(SORT_ORDERS).optional(),
    }),
    response: listResponse(payment),
  }),
};
