// Price promotions of a company's kiosks: one product, company-wide or in one store or site, for a
// time. ADMIN runs any company's, a PARTNER its own company's; a MANAGER reads those that run in its
// stores. The type's own fields are required and the others null; two promotions of one product
// never overlap in time and place. An ended promotion is history and does not change; one that
// priced sales is not deleted (it is ended instead). Every change is told to the fleet, which prices
// sales by the promotions running at each moment of the simulated clock.
import { api, figure, promotionLabels, type Division, type ProductMaster } from '../../../contract/index';
import { PROMOTION_TERMS, PROMOTION_TYPE_FIELDS } from '../../../contract/endpoints/promotion';
import { fail } from '../failure';
import { defineHandlers, reply, type HandlerInput, type RequestContext } from '../http/handler';
import { assertUsableBy } from './product-rules';
import { visibleCompany, visibleDivision, visibleProduct, visiblePromotion } from './visible';

type StoreBody = HandlerInput<typeof api.promotion.store>['body'];


export const promotionHandlers = defineHandlers(api.promotion, {
  list: ({ body }, ctx) => {
    const storeOwner = ctx.user.authType === 'MANAGER' ? ctx.scope.filter.divisionIdxs : null;
    const { list, totalCount } = ctx.repos.promotions.list(body, ctx.scope.filter, storeOwner, ctx.now);
    return reply.list(ctx, list, totalCount);
  },

  info: ({ params }, ctx) => reply.info(ctx, visiblePromotion(ctx, params.promotionIdx)),

  store: ({ body }, ctx) => {
    ctx.scope.require('promotion', body.promotionIdx === undefined ? 'create' : 'update');
    const { promotionIdx, companyIdx: givenCompany, ...fields } = body;
    const current = promotionIdx === undefined ? undefined : visiblePromotion(ctx, promotionIdx);
    if (current?.status === 'ENDED') fail.rejected('promotionEnded');
    if (current && givenCompany !== undefined && givenCompany !== current.companyIdx) fail.rejected('promotionOwnerFixed');
    const product = visibleProduct(ctx, fields.productIdx);
    const division = fields.divisionIdx === null ? null : visibleDivision(ctx, fields.divisionIdx);
    const companyIdx = current?.companyIdx ?? ownerOfNew(ctx, givenCompany, division, product);
    if (division && division.companyIdx !== companyIdx) fail.badInput('divisionIdx', 'notDivisionOfCompany', { value: division.divisionIdx, company: companyIdx });
    if (division?.divisionType === 'WAREHOUSE') fail.badInput('divisionIdx', 'warehouseNoPromotion', { value: division.divisionIdx });
    assertUsableBy(product, companyIdx);
    checkTerms(fields, product);
    const saved = { ...fields, companyIdx };
    const clash = ctx.repos.promotions.overlapping(saved, current?.promotionIdx, ctx.now);
    if (clash) fail.rejected('promotionOverlap', { promotionName: clash.promotionName, startDateTime: clash.startDateTime, endDateTime: clash.endDateTime });
    let key: number;
    if (current) {
      key = current.promotionIdx;
      ctx.repos.promotions.update(key, saved, ctx.now);
    } else {
      key = ctx.repos.promotions.insert(saved, ctx.now);
    }
    ctx.fleetChanged({ promotions: true });
    return reply.saved(ctx, ctx.repos.promotions.get(key, ctx.now)!);
  },

  delete: ({ params }, ctx) => {
    ctx.scope.require('promotion', 'delete');
    const promotion = visiblePromotion(ctx, params.promotionIdx);
    // Payment lines keep their prices either way; the link to the promotion is what explains them.
    const sold = ctx.repos.promotions.salesCount(promotion.promotionIdx);
    if (sold > 0) fail.rejected('promotionUsed', { count: sold });
    ctx.repos.promotions.delete(promotion.promotionIdx);
    ctx.fleetChanged({ promotions: true });
    return reply.saved(ctx);
  },
});

/**
 * The company of a new promotion: a PARTNER's own (or the one it names, if in scope); ADMIN names it,
 * or it follows the division, or a company-owned product.
 */
function ownerOfNew(ctx: RequestContext, given: number | undefined, division: Division | null, product: ProductMaster): number {
  if (given !== undefined) return visibleCompany(ctx, given).companyIdx;
  if (!ctx.scope.isAdmin) return ctx.user.companyIdx ?? fail.badInput('companyIdx', 'required');
  return division?.companyIdx ?? product.companyIdx ?? fail.badInput('companyIdx', 'requiredOrDivision');
}

/** "Discount rate promotions", in both languages. */
const promotionOfType = (type: StoreBody['type']) => ({ ko: `${promotionLabels[type].ko} 프로모션`, en: `${promotionLabels[type].en} promotions` });

/** The other types' fields are null (the schema saw to the type's own), and a promotional price is below the list price. */
function checkTerms(fields: Omit<StoreBody, 'promotionIdx' | 'companyIdx'>, product: ProductMaster): void {
  const own: readonly string[] = PROMOTION_TYPE_FIELDS[fields.type];
  for (const name of PROMOTION_TERMS) {
    if (!own.includes(name) && fields[name] !== null) fail.badInput(name, 'emptyFor', { what: promotionOfType(fields.type) });
  }
  if (fields.type === 'AMOUNT' && fields.promotionAmount! >= product.price) {
    fail.badInput('promotionAmount', 'belowListPrice', { price: figure(product.price) });
  }
}
