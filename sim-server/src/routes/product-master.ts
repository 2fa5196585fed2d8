// Product master records: the shared catalog and each company's own. Everyone reads what their
// company may use (ADMIN everything); ADMIN writes anything, a PARTNER only its company's records,
// a MANAGER nothing. A record's owner never changes. Detail adds documents and stock in scope.
import { api, type ProductMaster } from '../../../contract/index';
import type { ProductFields } from '../db/repositories/products';
import { fail } from '../failure';
import { defineHandlers, reply, type HandlerInput, type RequestContext } from '../http/handler';
import { notAuthorized } from '../auth/scope';
import { editableProduct, withImageUrl } from './product-rules';
import { visibleCompany, visibleProduct } from './visible';

type StoreBody = HandlerInput<typeof api.product.masterStore>['body'];

export const productMasterHandlers = defineHandlers(api.product, {
  masterList: ({ body }, ctx) => {
    const { list, totalCount } = ctx.repos.products.list(body, ctx.scope.filter.companyIdxs);
    return reply.list(ctx, list.map((p) => withImageUrl(ctx, p)), totalCount);
  },

  masterStore: ({ body }, ctx) => {
    const { productIdx, companyIdx, imgFullPath, ...fields } = body;
    ctx.scope.require('productMaster', productIdx === undefined ? 'create' : 'update');
    const current = productIdx === undefined ? undefined : editableProduct(ctx, productIdx);
    if (current && companyIdx !== undefined && companyIdx !== current.companyIdx) fail.rejected('productOwnerFixed');
    const owner = current ? current.companyIdx : ownerOfNew(ctx, companyIdx);
    const holder = fields.barcode ? ctx.repos.products.barcodeHolder(fields.barcode, owner, productIdx) : undefined;
    if (holder) fail.rejected('barcodeTaken', { barcode: fields.barcode, productName: holder.productName });
    const image = imageAfter(current, imgFullPath);
    const saved: Partial<ProductFields> = { ...fields, ...(image === undefined ? {} : { imgFullPath: image }) };
    let key: number;
    if (!current) {
      key = ctx.repos.products.insert({ ...fields, companyIdx: owner, imgFullPath: image ?? null }, ctx.now);
    } else {
      key = current.productIdx;
      ctx.repos.products.update(key, saved, ctx.now);
      if (image !== undefined) ctx.repos.productFiles.deleteImages(key);
      // Kiosks sell under the master's name and know its cost and shelf life: rebuild the ones that carry it.
      if (fields.productName !== current.productName || fields.cost !== current.cost || fields.shelfLifeDays !== current.shelfLifeDays) {
        ctx.fleetChanged({ deviceIdxs: ctx.repos.products.deviceIdxsCarrying(key) });
      }
    }
    return reply.saved(ctx, withImageUrl(ctx, ctx.repos.products.get(key)!), 'productSaved');
  },

  info: ({ body }, ctx) => {
    const product = visibleProduct(ctx, body.productIdx);
    return reply.info(ctx, {
      ...withImageUrl(ctx, product),
      attachmentList: ctx.repos.productFiles.attachmentsOf(product.productIdx),
      ...ctx.repos.inventory.totals(product.productIdx, ctx.scope.filter),
    });
  },
});

/** Owner of a new record: an ADMIN names a company or none (shared); a PARTNER's records are its company's. */
function ownerOfNew(ctx: RequestContext, companyIdx: StoreBody['companyIdx']): number | null {
  if (ctx.scope.isAdmin) {
    if (companyIdx === undefined || companyIdx === null) return null;
    return visibleCompany(ctx, companyIdx).companyIdx;
  }
  if (companyIdx === null) throw notAuthorized('action');
  return visibleCompany(ctx, companyIdx ?? ctx.user.companyIdx ?? fail.badInput('companyIdx', 'required')).companyIdx;
}

/**
 * The picture after the save; undefined leaves it as it is. A link that points at the record's own
 * stored picture (the console sending back what it was given, on any host) changes nothing.
 */
function imageAfter(current: ProductMaster | undefined, given: StoreBody['imgFullPath']): string | null | undefined {
  if (given === undefined || given === current?.imgFullPath) return undefined;
  if (given !== null && current?.imgFullPath?.startsWith('/') && pathOf(given) === current.imgFullPath) return undefined;
  return given;
}

function pathOf(link: string): string | null {
  try {
    return new URL(link).pathname;
  } catch {
    return null;
  }
}
