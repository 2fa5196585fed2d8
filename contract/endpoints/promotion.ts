import { z } from 'zod';
import { endpoint } from '../endpoint';
import { LIMITS } from '../constants';
import { bodyIdx, boundedInt, emptyBody, idx, infoResponse, listQuery, listResponse, noParams, priceWon, saveResponse, wireDateTime } from '../wire';
import { PROMOTION_STATUSES, promotion, promotionType } from '../entities';

export const promotionEndpoints = {
  list: endpoint({
    id: 'promotion.list', area: 'promotion', method: 'POST', path: '/promotion/list',
    summary: 'Promotions, newest start first.',
    params: noParams, body: listQuery.extend({ type: promotionType.optional(), status: z.enum(PROMOTION_STATUSES).optional(), productIdx: bodyIdx.optional() }),
    response: listResponse(promotion),
  }),
  store: endpoint({
    id: 'promotion.store', area: 'promotion', method: 'POST', path: '/promotion/store',
    summary: 'Create (no promotionIdx) or update a promotion. The type’s own fields are required (RATE: promotionRate; COUNT: promotionSaleCount and promotionFreeCount; AMOUNT: promotionAmount below the list price), the others must be null; the end must be after the start; two promotions of one product may not overlap in time and place.',
    params: noParams,
    body: z.object({
      promotionIdx: bodyIdx.optional(),
      promotionName: z.string().trim().min(1, 'is required').max(100),
      type: promotionType,
      productIdx: bodyIdx,
      /** The company whose kiosks it runs in: a PARTNER's own; ADMIN names it (or it follows the division or a company-owned product). */
      companyIdx: bodyIdx.optional(),
      divisionIdx: bodyIdx.nullable().default(null),
      /** Whole percent off. */
      promotionRate: boundedInt(LIMITS.promotionRateMin, LIMITS.promotionRateMax).nullable().default(null),
      promotionSaleCount: boundedInt(1, LIMITS.promotionUnits).nullable().default(null),
      promotionFreeCount: boundedInt(1, LIMITS.promotionUnits).nullable().default(null),
      promotionAmount: priceWon.nullable().default(null),
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
