// Seeded promotions: every company with kiosks runs a few on products its shelves hold — one that
// ended during the week of history, some running on the reference date and one still to come —
// of every type (RATE, COUNT, AMOUNT), company-wide or for one store. Products differ, so no two
// overlap. The seeded sales are priced by them (pricing.ts), as the fleet prices live sales.
import { toWireDateTime } from '../clock';
import type { PromotionRow } from '../db/repositories/promotions';
import { activePromotion, type PromotionSpec, type PromotionTerms } from '../fleet/pricing';
import { kstDayStart } from '../fleet/kst';
import type { DivisionRow } from '../db/repositories/divisions';
import type { Shelf } from './placement';
import { DAY, WORLD_REF_DATE_MS, wireToMs, type Random } from './random';

/** Days from the reference date's midnight: [start, end) of each kind. */
export const WINDOWS = {
  ENDED: [-6, -3],
  ACTIVE: [-2, 5],
  SCHEDULED: [3, 10],
} as const;
export const KINDS = ['ACTIVE', 'ENDED', 'ACTIVE', 'SCHEDULED'] as const;
export const TYPES = ['RATE', 'COUNT', 'AMOUNT'] as const;

/** Promotions of the companies whose devices hold `shelves`, keys from 1. */
export function generatePromotions(r: Random, divisions: DivisionRow[], shelves: Map<number, Shelf[]>, devices: { deviceIdx: number; divisionIdx: number }[]): PromotionRow[] {
  const division = new Map(divisions.map((d) => [d.divisionIdx, d]));
  const byCompany = new Map<number, { shelf: Shelf; divisionIdx: number }[]>();
  for (const device of devices) {
    const companyIdx = division.get(device.divisionIdx)!.companyIdx;
    for (const shelf of shelves.get(device.deviceIdx) ?? []) byCompany.set(companyIdx, [...(byCompany.get(companyIdx) ?? []), { shelf, divisionIdx: device.divisionIdx }]);
  }
  const rows: PromotionRow[] = [];
  for (const [companyIdx, held] of [...byCompany].sort((a, b) => a[0] - b[0])) {
    const products = [...new Map(held.map((h) => [h.shelf.mapping.productIdx, h])).values()];
    const offered = products.map(({ shelf, divisionIdx }) => ({ product: { productIdx: shelf.mapping.productIdx, productName: shelf.productName, price: shelf.mapping.price }, divisionIdx }));
    addCompanyPromotions(r, rows, companyIdx, offered);
  }
  return rows;
}

/** A product a company may promote, and the division it was found in first. */
interface Offered {
  product: { productIdx: number; productName: string; price: number };
  divisionIdx: number;
}

/**
 * A company's promotions, added to `rows` (keys go on from theirs): 1–3 (the demo company one of
 * each kind) on products drawn from `offered`, now and then only in the division the product was
 * found in. The demo world and the bulk world both draw them here.
 */
export function addCompanyPromotions(r: Random, rows: PromotionRow[], companyIdx: number, offered: readonly Offered[]): void {
  const midnight = kstDayStart(WORLD_REF_DATE_MS);
  const count = companyIdx === 1 ? KINDS.length : r.int(1, 3);
  r.f.helpers.arrayElements(offered, Math.min(count, offered.length)).forEach(({ product, divisionIdx }, i) => {
    const kind = KINDS[i % KINDS.length]!;
    const type = TYPES[(companyIdx + i) % TYPES.length]!;
    const [from, to] = WINDOWS[kind];
    const start = midnight + from * DAY;
    const terms = termsOf(r, type, product.price);
    rows.push({
      promotionIdx: rows.length + 1,
      promotionName: `${product.productName} ${nameOf(type, terms)}`,
      type,
      companyIdx,
      productIdx: product.productIdx,
      divisionIdx: r.f.datatype.boolean(0.3) ? divisionIdx : null,
      ...terms,
      startDateTime: toWireDateTime(start),
      endDateTime: toWireDateTime(midnight + to * DAY),
      createdDate: toWireDateTime(Math.min(start, WORLD_REF_DATE_MS) - r.int(1, 5) * DAY),
      updatedDate: toWireDateTime(Math.min(start, WORLD_REF_DATE_MS) - DAY),
    });
  });
}

export function termsOf(r: Random, type: (typeof TYPES)[number], price: number) {
  const none = { promotionRate: null, promotionSaleCount: null, promotionFreeCount: null, promotionAmount: null };
  if (type === 'RATE') return { ...none, promotionRate: r.pick([10, 15, 20, 30]) };
  if (type === 'COUNT') return { ...none, ...r.pick([{ promotionSaleCount: 1, promotionFreeCount: 1 }, { promotionSaleCount: 2, promotionFreeCount: 1 }]) };
  // At least 10 % off, in hundreds of won.
  return { ...none, promotionAmount: Math.max(100, Math.floor((price * r.pick([0.7, 0.8, 0.9])) / 100) * 100) };
}

export function nameOf(type: (typeof TYPES)[number], t: ReturnType<typeof termsOf>): string {
  if (type === 'RATE') return `${t.promotionRate}% 할인`;
  if (type === 'COUNT') return `${t.promotionSaleCount}+${t.promotionFreeCount}`;
  return '특가';
}

/** A promotion row as the fleet (and the seeded sales) price by it. */
export function promotionSpec(p: PromotionRow): PromotionSpec {
  return {
    promotionIdx: p.promotionIdx, type: p.type, productIdx: p.productIdx, companyIdx: p.companyIdx, divisionIdx: p.divisionIdx,
    rate: p.promotionRate, saleCount: p.promotionSaleCount, freeCount: p.promotionFreeCount, amount: p.promotionAmount,
    from: wireToMs(p.startDateTime), until: wireToMs(p.endDateTime),
  };
}

/** The seeded sales' look-up: the terms running for a product in a division of a company at a moment. */
export function seededPricing(promotions: PromotionRow[]): (companyIdx: number, divisionIdx: number, productIdx: number, at: number) => PromotionTerms | null {
  const specs = promotions.map(promotionSpec);
  return (companyIdx, divisionIdx, productIdx, at) => activePromotion(specs, { companyIdx, divisionIdx, productIdx }, at);
}
