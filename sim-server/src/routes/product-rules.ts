// Rules every product call shares: who may change a master record (ADMIN any; a PARTNER only its
// company's own, reading the shared catalog; a MANAGER none), which records a company may use (the
// shared catalog and its own), the picture link as the caller's host sees it, and fresh expiry.
import { LIMITS, type ProductMaster } from '../../../contract/index';
import type { IncomingBatch } from '../db/repositories/stock';
import { toWireDate } from '../clock';
import { notAuthorized } from '../auth/scope';
import { fail } from '../failure';
import type { RequestContext } from '../http/handler';
import { absoluteUrl } from '../http/public-url';
import { visibleProduct } from './visible';
import { isPicturePath } from '../media/product-images';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Every answer that carries imgFullPath passes through here: a picture of ours becomes an absolute,
 * signed link (a company's product picture is served only at one: media/picture-links.ts).
 */
export function withImageUrl<T extends { imgFullPath: string | null }>(ctx: RequestContext, row: T): T {
  const stored = row.imgFullPath;
  return { ...row, imgFullPath: absoluteUrl(ctx.req, stored !== null && isPicturePath(stored) ? ctx.pictureLinks.sign(stored) : stored) };
}

/** A master record the caller may change (and attach files to). */
export function editableProduct(ctx: RequestContext, productIdx: number): ProductMaster {
  ctx.scope.require('productMaster', 'update');
  const product = visibleProduct(ctx, productIdx);
  // The shared catalog is kept by internal master-data staff; partners read it.
  if (product.companyIdx === null && !ctx.scope.isAdmin) throw notAuthorized('action');
  return product;
}

/** Units coming in through the API (an order received, a move): never past LIMITS.stockUnits in one placement. */
export function addStock(ctx: RequestContext, batch: IncomingBatch): void {
  assertStockLimit(ctx, batch.productMappingIdx, batch.count);
  ctx.repos.stock.addBatch(batch);
}

/** Refuses (REJECTED) units that would take a placement over the stock limit. */
export function assertStockLimit(ctx: RequestContext, productMappingIdx: number, adding: number): void {
  const count = (ctx.repos.stock.get(productMappingIdx)?.stock ?? 0) + adding;
  if (count > LIMITS.stockUnits) fail.rejected('stockOverLimit', { limit: LIMITS.stockUnits, count });
}

/** A company may use shared records and its own, nobody else's (REJECTED names the product). */
export function assertUsableBy(product: ProductMaster, companyIdx: number): void {
  if (product.companyIdx !== null && product.companyIdx !== companyIdx) fail.rejected('productNotForCompany', { productName: product.productName });
}

/** The expiry of a batch stocked now: today (KST) plus the product's shelf life. */
export function freshExpiry(ctx: RequestContext, product: Pick<ProductMaster, 'shelfLifeDays'>): string {
  return toWireDate(ctx.nowMs + product.shelfLifeDays * DAY_MS);
}
