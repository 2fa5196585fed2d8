// What a payment line costs under the promotion running for it: RATE takes a share off the unit
// price, AMOUNT sells at a set price (never above the kiosk's own), COUNT gives `free` of every
// `sale + free` units away. Shared by the fleet engine and the seeded history, so both price alike.
import type { PROMOTION_TYPES } from '../../../contract/index';

export type PromotionType = (typeof PROMOTION_TYPES)[number];

/** The terms of a promotion (the fields of its type; the others null). */
export interface PromotionTerms {
  promotionIdx: number;
  type: PromotionType;
  rate: number | null;
  saleCount: number | null;
  freeCount: number | null;
  amount: number | null;
}

/** A promotion as the fleet knows it: its terms, where it runs and when (epoch ms, [from, until)). */
export interface PromotionSpec extends PromotionTerms {
  productIdx: number;
  companyIdx: number;
  /** null: every kiosk of the company. */
  divisionIdx: number | null;
  from: number;
  until: number;
}

export interface PricedLine {
  /** Unit price charged. */
  price: number;
  /** Unit price without the promotion. */
  listPrice: number;
  /** What the line costs: count × price, less the free units of a COUNT promotion. */
  amount: number;
  promotionType: PromotionType | null;
  promotionIdx: number | null;
}

/** The unit price under a promotion's terms (COUNT keeps the list price: its gift is whole units). */
export function unitPrice(listPrice: number, terms: PromotionTerms | null): number {
  if (terms?.type === 'RATE') return Math.round((listPrice * (100 - (terms.rate ?? 0))) / 100);
  if (terms?.type === 'AMOUNT') return Math.min(listPrice, terms.amount ?? listPrice);
  return listPrice;
}

/** Units given free among `count` under COUNT terms: `free` of every full `sale + free`. */
export function freeUnits(count: number, terms: PromotionTerms | null): number {
  if (terms?.type !== 'COUNT' || !terms.saleCount || !terms.freeCount) return 0;
  return Math.floor(count / (terms.saleCount + terms.freeCount)) * terms.freeCount;
}

/**
 * Units a customer picking the product takes at once: the whole set of a COUNT promotion (2+1: 3),
 * else one. Shoppers take the free unit they are offered; the shelf may still hold fewer.
 */
export function unitsPicked(terms: PromotionTerms | null): number {
  return terms?.type === 'COUNT' && terms.saleCount && terms.freeCount ? terms.saleCount + terms.freeCount : 1;
}

/**
 * A line names its promotion only where the promotion applied, i.e. changed what it costs: a 2+1
 * line of fewer than 3 units, or a set price not under the kiosk's own, is sold (and tagged) as without one.
 */
export function priceLine(listPrice: number, count: number, terms: PromotionTerms | null): PricedLine {
  const price = unitPrice(listPrice, terms);
  const amount = (count - freeUnits(count, terms)) * price;
  const applied = terms !== null && amount < count * listPrice;
  return {
    price,
    listPrice,
    amount,
    promotionType: applied ? terms.type : null,
    promotionIdx: applied ? terms.promotionIdx : null,
  };
}

/** Where a product is sold: the kiosk's company and division. */
export interface SalePlace {
  companyIdx: number | undefined;
  divisionIdx: number | undefined;
  productIdx: number;
}

/**
 * The promotion running for a product in a kiosk at a moment: its company's, company-wide or for its
 * division. Promotions of one product never overlap in time and place, so the first found is the one.
 */
export function activePromotion(promotions: readonly PromotionSpec[] | undefined, place: SalePlace, at: number): PromotionSpec | null {
  for (const p of promotions ?? []) {
    if (p.productIdx !== place.productIdx || p.companyIdx !== place.companyIdx || at < p.from || at >= p.until) continue;
    if (p.divisionIdx === null || p.divisionIdx === place.divisionIdx) return p;
  }
  return null;
}

/** Promotions by product, for quick look-ups at every sale. */
export function byProduct(promotions: readonly PromotionSpec[]): Map<number, PromotionSpec[]> {
  const map = new Map<number, PromotionSpec[]>();
  for (const p of promotions) map.set(p.productIdx, [...(map.get(p.productIdx) ?? []), p]);
  return map;
}
