// Promotions and open purchase orders of a bulk world, drawn as the demo world draws them but from
// indexes instead of scans: every company runs 1–3 promotions (the demo company 4) on products its
// shelves hold, one that ended, some running on the reference date and one to come; each warehouse
// and one store in twenty has an order waiting.
import { toWireDateTime } from '../../clock';
import type { OrderLineRow, OrderRow } from '../../db/repositories/orders';
import type { ProductRow } from '../../db/repositories/products';
import type { PromotionRow } from '../../db/repositories/promotions';
import { activePromotion, type PromotionSpec, type PromotionTerms } from '../../fleet/pricing';
import { createRandom, deriveSeed } from '../../fleet/random';
import type { DivisionRow } from '../../db/repositories/divisions';
import { ORDER_MEMOS } from '../korean-data';
import { addCompanyPromotions, promotionSpec } from '../promotions';
import { MINUTE, WORLD_REF_DATE_MS, type Random } from '../random';
import type { UserSeed } from '../users';
import type { BulkOrganisation } from './organisation';
import { sample, type Shelves } from './shelves';

export type Pricing = (companyIdx: number, divisionIdx: number, productIdx: number, at: number) => PromotionTerms | null;

export function generateBulkPromotions(r: Random, org: BulkOrganisation, shelves: Shelves): { promotions: PromotionRow[]; pricing: Pricing } {
  const companyOf = new Map(org.divisions.map((d) => [d.divisionIdx, d.companyIdx]));
  // Per company: each product it holds and the first store holding it.
  const held = new Map<number, Map<number, number>>();
  for (let i = 0; i < shelves.count; i++) {
    const divisionIdx = org.devices[shelves.device[i]! - 1]!.divisionIdx;
    const companyIdx = companyOf.get(divisionIdx)!;
    const products = held.get(companyIdx) ?? new Map<number, number>();
    if (!products.has(shelves.product[i]!)) products.set(shelves.product[i]!, divisionIdx);
    held.set(companyIdx, products);
  }
  const rows: PromotionRow[] = [];
  for (const [companyIdx, products] of [...held].sort((a, b) => a[0] - b[0])) {
    const offered = [...products].sort((a, b) => a[0] - b[0]).map(([productIdx, divisionIdx]) => ({ product: org.products[productIdx - 1]!, divisionIdx }));
    addCompanyPromotions(r, rows, companyIdx, offered);
  }
  const byPlace = new Map<string, PromotionSpec[]>();
  for (const spec of rows.map(promotionSpec)) {
    const key = `${spec.companyIdx}:${spec.productIdx}`;
    byPlace.set(key, [...(byPlace.get(key) ?? []), spec]);
  }
  const pricing: Pricing = (companyIdx, divisionIdx, productIdx, at) => {
    const specs = byPlace.get(`${companyIdx}:${productIdx}`);
    return specs ? activePromotion(specs, { companyIdx, divisionIdx, productIdx }, at) : null;
  };
  return { promotions: rows, pricing };
}

/** One requested order in every warehouse and in one store or site of twenty, keys by order date. */
export function generateBulkOrders(seed: number, org: BulkOrganisation): { orders: OrderRow[]; orderLines: OrderLineRow[] } {
  const f = createRandom(deriveSeed(seed, 'bulk', 'orders'));
  const partners = new Map<number, UserSeed>();
  for (const u of org.users) if (u.row.authType === 'PARTNER' && u.row.companyIdx !== null && !partners.has(u.row.companyIdx)) partners.set(u.row.companyIdx, u);
  const plans: { order: Omit<OrderRow, 'productOrderIdx'>; lines: { product: ProductRow; count: number }[] }[] = [];
  for (const division of org.divisions) {
    const warehouse = division.divisionType === 'WAREHOUSE';
    if (!warehouse && !f.chance(0.05)) continue;
    const usable = org.products.filter((p) => (p.companyIdx === null || p.companyIdx === division.companyIdx) && (!warehouse || p.shelfLifeDays >= 7));
    const created = toWireDateTime(WORLD_REF_DATE_MS - f.int(2 * 60, 72 * 60) * MINUTE);
    const orderer = ordererOf(partners.get(division.companyIdx), division);
    plans.push({
      order: { divisionIdx: division.divisionIdx, status: 'REQUESTED', memo: f.pick(ORDER_MEMOS), ...orderer, receivedAt: null, createdDate: created, updatedDate: created },
      lines: sample(f, usable, f.int(2, 5)).map((product) => ({ product, count: warehouse ? f.int(2, 12) * 10 : f.int(1, 4) * 6 })),
    });
  }
  plans.sort((a, b) => a.order.createdDate.localeCompare(b.order.createdDate) || a.order.divisionIdx - b.order.divisionIdx);
  const orders: OrderRow[] = [];
  const orderLines: OrderLineRow[] = [];
  plans.forEach(({ order, lines }, i) => {
    orders.push({ productOrderIdx: i + 1, ...order });
    for (const { product, count } of lines) {
      orderLines.push({
        productOrderLineIdx: orderLines.length + 1, productOrderIdx: i + 1, productIdx: product.productIdx, productName: product.productName, count, cost: product.cost,
      });
    }
  });
  return { orders, orderLines };
}

function ordererOf(partner: UserSeed | undefined, division: DivisionRow): Pick<OrderRow, 'orderedBy' | 'orderedByUserIdx'> {
  return partner ? { orderedBy: partner.row.userName, orderedByUserIdx: partner.row.userIdx } : { orderedBy: division.managerName, orderedByUserIdx: null };
}
