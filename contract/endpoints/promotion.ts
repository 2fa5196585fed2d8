import { z } from 'zod';
import { endpoint } from '../endpoint';
import { LIMITS } from '../constants';
import { bodyIdx, boundedInt, emptyBody, idx, infoResponse, listQuery, listResponse, noParams, priceWon, saveResponse, wireDateTime } from '../wire';
import { PROMOTION_STATUSES, promotion, promotionType } from '../entities';

/** The fields of each type; the others must be null. */
export const PROMOTION_TYPE_FIELDS = {
  RATE: ['promotionRate'],
  COUNT: ['promotionSaleCount', 'promotionFreeCount'],
  AMOUNT: ['promotionAmount'],
} as const;
export const PROMOTION_TERMS = ['promotionRate', 'promotionSaleCount', 'promotionFreeCount', 'promotionAmount'] as const;

type Terms = { type: keyof typeof PROMOTION_TYPE_FIELDS; startDateTime: string; endDateTime: string } & Record<(typeof PROMOTION_TERMS)[number], number | null>;

/** The type's own fields are given, and the end comes after the start (both well formed). */
function termsAndPeriod(body: Terms, ctx: z.RefinementCtx) {
  for (const name of PROMOTION_TYPE_FIELDS[body.type] ?? []) {
    if (body[name] === null) ctx.addIssue({ code: 'custom', path: [name], message: 'required' });
  }
  if (body.endDateTime <= body.startDateTime) ctx.addIssue({ code: 'custom', path: ['endDateTime'], message: 'endAfterStart' });
}

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
    access: { area: 'promotion', actions: ['create', 'update'] },
    params: noParams,
    body: z.object({
      promotionIdx: bodyIdx.optional(),
      promotionName: z.string().trim().min(1, 'required').max(100),
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
    }).strict().superRefine(termsAndPeriod),
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
    access: { area: 'promotion', actions: ['delete'] },
    params: z.object({ promotionIdx: idx }), body: emptyBody,
    response: saveResponse(),
    specListed: false,
  }),
};
