import { z } from 'zod';
import { endpoint } from '../endpoint';
import { bodyIdx, emptyBody, idx, infoResponse, listQuery, listResponse, noParams, saveResponse, wireDateTime, won } from '../wire';
import { promotion, promotionType } from '../entities';

export const promotionEndpoints = {
  list: endpoint({
    id: 'promotion.list', area: 'promotion', method: 'POST', path: '/promotion/list',
    summary: 'Promotions.',
    params: noParams, body: listQuery.extend({ type: promotionType.optional() }),
    response: listResponse(promotion),
  }),
  store: endpoint({
    id: 'promotion.store', area: 'promotion', method: 'POST', path: '/promotion/store',
    summary: 'Create (no promotionIdx) or update a promotion.',
    params: noParams,
    body: z.object({
      promotionIdx: bodyIdx.optional(),
      promotionName: z.string().trim().min(1, 'is required').max(100),
      type: promotionType,
      productIdx: bodyIdx,
      divisionIdx: bodyIdx.nullable().default(null),
      promotionRate: z.number().min(0).max(100).nullable().default(null),
      promotionSaleCount: z.number().int().positive().max(100).nullable().default(null),
      promotionFreeCount: z.number().int().positive().max(100).nullable().default(null),
      promotionAmount: won.nullable().default(null),
      startDateTime: wireDateTime,
      endDateTime: wireDateTime,
    }).strict(),
    response: saveResponse(promotion),
  }),
  info: endpoint({
    id: 'promotion.info', area: 'promotion', method: 'GET', path: '/promotion/info/{promotionIdx}',
    summary: 'One promotion.',
    params: z.object({ promotionIdx: idx }), body: emptyBody,
    response: infoResponse(promotion),
  }),
  delete: endpoint({
    id: 'promotion.delete', area: 'promotion', method: 'GET', path: '/promotion/delete/{promotionIdx}',
    summary: 'Delete a promotion (ours: the original console sent this to /tray/delete/{trayIdx}; see docs/decisions.md).',
    params: z.object({ promotionIdx: idx }), body: emptyBody,
    response: saveResponse(),
    specListed: false,
  }),
};
