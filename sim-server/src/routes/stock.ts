// Stock of devices and warehouses: the lists, a device's inventory saved in one go, a product
// placed on a tray, taken away, or moved between devices and divisions of one company, and the
// transaction history. Every change goes through the stock repository (stock = Σ transactions) and
// is told to the simulated fleet, so kiosks sell what the database holds.
import { api, type ProductMaster } from '../../../contract/index';
import { placeName, type PlacementPatch, type ProductMappingRow } from '../db/repositories/stock';
import type { ProductMappingView } from '../db/repositories/inventory';
import { fail } from '../failure';
import { defineHandlers, reply, type HandlerInput, type RequestContext } from '../http/handler';
import type { Bilingual } from '../../../contract/index';
import { assertStockLimit, assertUsableBy, freshExpiry, withImageUrl } from './product-rules';
import { visibleDevice, visibleDivision, visibleMapping, visibleProduct } from './visible';
import { recordText } from '../record-text';

type MoveBody = HandlerInput<typeof api.product.migrateStock>['body'];

export const stockHandlers = defineHandlers(api.product, {
  list: ({ body }, ctx) => {
    const { list, totalCount } = ctx.repos.inventory.list(body, ctx.scope.filter, false);
    return reply.list(ctx, shown(ctx, list), totalCount);
  },

  inventoryList: ({ body }, ctx) => {
    const { list, totalCount } = ctx.repos.inventory.list(body, ctx.scope.filter, true);
    return reply.list(ctx, shown(ctx, list), totalCount);
  },

  inventoryStoreAll: ({ body }, ctx) => {
    const device = visibleDevice(ctx, body.deviceIdx);
    const trays = new Set(ctx.repos.trays.ofDevice(device.deviceIdx).map((t) => t.trayIdx));
    const seen = new Set<number>();
    // Every row is checked before anything is written: one bad row and nothing changes.
    const rows = body.inventoryList.map((row, i) => {
      const field = `inventoryList.${i}`;
      if (seen.has(row.productMappingIdx)) fail.badInput(`${field}.productMappingIdx`, 'appearsTwice', { value: row.productMappingIdx });
      seen.add(row.productMappingIdx);
      const mapping = ctx.repos.stock.getActive(row.productMappingIdx);
      if (!mapping || mapping.deviceIdx !== device.deviceIdx) return fail.badInput(`${field}.productMappingIdx`, 'notStockOfDevice', { value: row.productMappingIdx });
      if (row.trayIdx != null && !trays.has(row.trayIdx)) fail.badInput(`${field}.trayIdx`, 'notTrayOfDevice', { value: row.trayIdx });
      return { row, mapping };
    });
    let traysChanged = false;
    for (const { row, mapping } of rows) {
      const difference = row.stock - mapping.stock;
      if (difference !== 0) {
        ctx.repos.stock.applyTransaction({ productMappingIdx: mapping.productMappingIdx, transactionCode: 'MANUAL', count: difference, at: ctx.now, memo: recordText('inventoryCount') });
      }
      const patch: PlacementPatch = {};
      if (row.expiredDate !== undefined) patch.expiredDate = row.expiredDate;
      if (row.price !== undefined) patch.price = row.price;
      if (row.trayIdx !== undefined && row.trayIdx !== mapping.trayIdx) {
        patch.trayIdx = row.trayIdx;
        traysChanged = true; // back on display, an AI fridge's product waits for training (the stock repository)
      }
      if (Object.keys(patch).length > 0) ctx.repos.stock.updatePlacement(mapping.productMappingIdx, patch, ctx.now);
    }
    // A product that changed trays changes the kiosk's shelves: it is built again.
    ctx.fleetChanged({ productMappingIdxs: [...seen], ...(traysChanged ? { deviceIdxs: [device.deviceIdx] } : {}) });
    return reply.saved(ctx, shown(ctx, ctx.repos.inventory.ofDevice(device.deviceIdx)), 'inventorySaved');
  },

  transactions: ({ params }, ctx) => {
    const mapping = visibleMapping(ctx, params.productMappingIdx, true);
    const { list, totalCount } = ctx.repos.stock.transactionPage(mapping.productMappingIdx);
    return reply.list(ctx, list.map(({ employeeUidIdx: _who, ...transaction }) => transaction), totalCount);
  },

  movements: ({ body }, ctx) => {
    const { list, totalCount } = ctx.repos.inventory.movements(body, ctx.scope.filter);
    return reply.list(ctx, list, totalCount);
  },

  addProduct: ({ body }, ctx) => {
    const device = visibleDevice(ctx, body.deviceIdx);
    const tray = ctx.repos.trays.get(body.trayIdx);
    if (!tray || tray.deviceIdx !== device.deviceIdx) return fail.badInput('trayIdx', 'notTrayOfDevice', { value: body.trayIdx });
    const product = visibleProduct(ctx, body.productIdx);
    assertUsableBy(product, device.companyIdx);
    // The same product may fill several trays (a kiosk with few long-life products), never one tray twice.
    const there = ctx.repos.stock.onTray(tray.trayIdx, product.productIdx);
    if (there) fail.rejected('productAlreadyOnTray', { productName: product.productName, where: placeOf(ctx, there) });
    const expiredDate = body.expiredDate !== undefined ? body.expiredDate : body.stock > 0 ? freshExpiry(ctx, product) : null;
    const placed = { productIdx: product.productIdx, divisionIdx: device.divisionIdx, deviceIdx: device.deviceIdx, trayIdx: tray.trayIdx, price: body.price ?? product.price, expiredDate };
    // A product an AI fridge's vision model does not know waits for training (the stock repository).
    const productMappingIdx = ctx.repos.stock.place(placed, body.stock, ctx.now, recordText('placedOnTray'));
    ctx.fleetChanged({ deviceIdxs: [device.deviceIdx] });
    return reply.saved(ctx, shown(ctx, ctx.repos.inventory.many([productMappingIdx]))[0]!);
  },

  delete: ({ body }, ctx) => {
    const seen = new Set<number>();
    const mappings = body.productMappingIdxList.map((productMappingIdx, i) => {
      if (seen.has(productMappingIdx)) fail.badInput(`productMappingIdxList.${i}`, 'appearsTwice', { value: productMappingIdx });
      seen.add(productMappingIdx);
      return visibleMapping(ctx, productMappingIdx);
    });
    const left = mappings.find((m) => m.stock > 0);
    if (left && !body.discard) fail.rejected('productHasStock', { productName: ctx.repos.products.get(left.productIdx)!.productName, count: left.stock });
    for (const m of mappings) {
      if (m.stock > 0) ctx.repos.stock.applyTransaction({ productMappingIdx: m.productMappingIdx, transactionCode: 'DISCARD', count: -m.stock, at: ctx.now, memo: recordText('discardedOnRemoval') });
      ctx.repos.stock.remove(m.productMappingIdx, ctx.now);
    }
    const shelved = mappings.filter((m) => m.trayIdx !== null).map((m) => m.deviceIdx!);
    ctx.fleetChanged({ productMappingIdxs: [...seen], deviceIdxs: [...new Set(shelved)] });
    return reply.saved(ctx);
  },

  migrateStock: ({ body }, ctx) => {
    const from = visibleMapping(ctx, body.fromProductMappingIdx);
    const product = ctx.repos.products.get(from.productIdx)!;
    const openTarget = targetOf(ctx, body, from, product);
    if (body.count > from.stock) fail.rejected('notEnoughStock', { count: body.count, stock: from.stock });
    const to = openTarget();
    const [source, destination] = [label(ctx, from.productMappingIdx), label(ctx, to)];
    assertStockLimit(ctx, to, body.count);
    ctx.repos.stock.transfer({
      from: from.productMappingIdx, to, count: body.count, at: ctx.now,
      memos: { out: recordText('movedTo', { place: destination }), in: recordText('movedFrom', { place: source }) },
    });
    ctx.fleetChanged({ productMappingIdxs: [from.productMappingIdx, to] });
    const after = new Map(ctx.repos.inventory.many([from.productMappingIdx, to]).map((m) => [m.productMappingIdx, m]));
    return reply.saved(ctx, shown(ctx, [after.get(from.productMappingIdx)!, after.get(to)!]));
  },
});

/** Rows as the caller sees them (picture links absolute). */
function shown(ctx: RequestContext, rows: readonly ProductMappingView[]): ProductMappingView[] {
  return rows.map((row) => withImageUrl(ctx, row));
}

/** 'tray 3' or 'off display', for messages. */
function placeOf(ctx: RequestContext, mapping: ProductMappingRow): Bilingual {
  const trayNo = mapping.trayIdx === null ? undefined : ctx.repos.trays.get(mapping.trayIdx)?.trayNo;
  return trayNo === undefined ? { ko: '미진열', en: 'off display' } : { ko: `${trayNo}번 트레이`, en: `tray ${trayNo}` };
}

/** Where a mapping is, for transaction memos: '강남점 AI 냉장고 1호기' or '판교 물류센터'. */
function label(ctx: RequestContext, productMappingIdx: number): string {
  const m = ctx.repos.inventory.many([productMappingIdx])[0]!;
  return placeName(m.divisionName, m.deviceName);
}

/**
 * The mapping that receives a move: the one named, or the product's stock on the device (opened off
 * display when missing) or in the division itself (its warehouse). Same product, same company, not
 * the source. Everything is checked here; the answer opens the mapping when it is written to.
 */
function targetOf(ctx: RequestContext, body: MoveBody, from: ProductMappingRow, product: ProductMaster): () => number {
  const companyIdx = ctx.repos.divisions.get(from.divisionIdx)!.companyIdx;
  const sameCompany = (divisionIdx: number) => {
    if (ctx.repos.divisions.get(divisionIdx)!.companyIdx !== companyIdx) fail.rejected('stockOtherCompany');
  };
  const notSource = (existing: ProductMappingRow | undefined, field: string) => {
    if (existing?.productMappingIdx === from.productMappingIdx) fail.badInput(field, 'sameAsSource');
  };
  if (body.toProductMappingIdx !== undefined) {
    const to = visibleMapping(ctx, body.toProductMappingIdx);
    if (to.productIdx !== from.productIdx) fail.badInput('toProductMappingIdx', 'otherProduct', { value: to.productMappingIdx });
    sameCompany(to.divisionIdx);
    notSource(to, 'toProductMappingIdx');
    return () => to.productMappingIdx;
  }
  if (body.toDeviceIdx !== undefined) {
    const device = visibleDevice(ctx, body.toDeviceIdx);
    sameCompany(device.divisionIdx);
    const existing = ctx.repos.stock.onDevice(device.deviceIdx, product.productIdx);
    notSource(existing, 'toDeviceIdx');
    const offDisplay = { productIdx: product.productIdx, divisionIdx: device.divisionIdx, deviceIdx: device.deviceIdx, trayIdx: null, price: product.price, expiredDate: null };
    return () => existing?.productMappingIdx ?? ctx.repos.stock.place(offDisplay, 0, ctx.now, OPENED_BY_MOVE);
  }
  const division = visibleDivision(ctx, body.toDivisionIdx!);
  sameCompany(division.divisionIdx);
  notSource(ctx.repos.stock.inDivision(division.divisionIdx, product.productIdx), 'toDivisionIdx');
  return () => divisionStock(ctx, division.divisionIdx, product, OPENED_BY_MOVE);
}

const OPENED_BY_MOVE = recordText('openedByMove');

/** The product's stock held by a division itself (warehouse or backroom), opened when missing. */
export function divisionStock(ctx: RequestContext, divisionIdx: number, product: ProductMaster, memo: string): number {
  const held = ctx.repos.stock.inDivision(divisionIdx, product.productIdx);
  if (held) return held.productMappingIdx;
  return ctx.repos.stock.place({ productIdx: product.productIdx, divisionIdx, deviceIdx: null, trayIdx: null, price: product.price, expiredDate: null }, 0, ctx.now, memo);
}
