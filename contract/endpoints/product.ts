import { z } from 'zod';
import { endpoint } from '../endpoint';
import { LIMITS } from '../constants';
import { fieldLabels } from '../field-labels';
import { bodyIdx, boundedInt, text, emptyBody, idx, infoResponse, listQuery, listResponse, noParams, priceWon, saveResponse, SORT_ORDERS, stockUnits, wireDate } from '../wire';
import { PLACEMENTS, PRODUCT_FILE_KINDS, STOCK_SORT_FIELDS, TRANSACTION_CODES, productAttachment, productMapping, productMaster, productMasterDetail, productTransaction, stockMovement } from '../entities';

/** Filters of every stock list: the organisation scope of listQuery, a product, where it is. */
const stockQuery = listQuery.extend({
  productIdx: bodyIdx.optional(),
  placement: z.enum(PLACEMENTS).optional(),
  trayIdx: bodyIdx.optional(),
  /** Only stock whose expiredDate is on or before this date (expired and expiring soon). */
  expiresBy: wireDate.optional(),
  /** Ours: only stock whose expiredDate is on or after this date (with expiresBy: the dashboard's expiring soon). */
  expiresFrom: wireDate.optional(),
  /** Ours: only placements holding at most this many units (with placement TRAY: the dashboard's low stock). */
  stockAtMost: stockUnits.optional(),
  /** What to order by (ties by productMappingIdx); without it division, device, tray, product name. */
  sortField: z.enum(STOCK_SORT_FIELDS).optional(),
  /** Default asc; only with a sortField. */
  sortOrder: z.enum(SORT_ORDERS).optional(),
});

/** The targets of a stock move, by their labels: "To stock, To device, To division". */
const moveTargets = [fieldLabels.toProductMappingIdx, fieldLabels.toDeviceIdx, fieldLabels.toDivisionIdx];
const MOVE_TARGETS = { ko: moveTargets.map((l) => l.ko).join(', '), en: moveTargets.map((l) => l.en).join(', ') };

export const productEndpoints = {
  list: endpoint({
    id: 'product.list', area: 'product', method: 'POST', path: '/product/list',
    summary: 'Products held by devices (on a tray or off display) and by warehouses, with their stock; ordered by sortField if given, paged server-side (page, size ≤ 1000).',
    params: noParams, body: stockQuery,
    response: listResponse(productMapping),
  }),
  info: endpoint({
    id: 'product.info', area: 'product', method: 'POST', path: '/product/info',
    summary: 'One product master record with its attachments and stock totals.',
    params: noParams, body: z.object({ productIdx: bodyIdx }).strict(),
    response: infoResponse(productMasterDetail),
  }),
  inventoryList: endpoint({
    id: 'product.inventoryList', area: 'product', method: 'POST', path: '/product/inventory/list',
    summary: 'Stock per device and tray, with expiry dates (device stock only; warehouses are product.list); ordered by sortField if given, paged server-side (page, size ≤ 1000) for large fleets.',
    params: noParams, body: stockQuery,
    response: listResponse(productMapping),
    success: '0',
  }),
  inventoryStoreAll: endpoint({
    id: 'product.inventoryStoreAll', area: 'product', method: 'POST', path: '/product/inventory/storeAll',
    summary: 'Save the inventory rows of one device in one transaction (all or nothing): stock (a MANUAL transaction for the difference), expiry and tray.',
    params: noParams,
    body: z.object({
      deviceIdx: bodyIdx,
      inventoryList: z.array(z.object({
        productMappingIdx: bodyIdx,
        stock: stockUnits,
        expiredDate: wireDate.nullable().optional(),
        /** The tray to show it on; null takes it off display. Omitted: unchanged. */
        trayIdx: bodyIdx.nullable().optional(),
        price: priceWon.optional(),
      }).strict()).min(1).max(LIMITS.inventoryRows),
    }).strict(),
    response: saveResponse(z.array(productMapping)),
    success: '0',
  }),
  masterList: endpoint({
    id: 'product.masterList', area: 'product', method: 'POST', path: '/product/master/list',
    summary: 'Product master records: the shared catalog and the caller’s company’s own.',
    params: noParams, body: listQuery.extend({ category: text(50).optional() }),
    response: listResponse(productMaster),
    success: '0',
  }),
  masterStore: endpoint({
    id: 'product.masterStore', area: 'product', method: 'POST', path: '/product/master/store',
    summary: 'Create (no productIdx) or update a product master record.',
    access: { area: 'productMaster', actions: ['create', 'update'] },
    params: noParams,
    body: z.object({
      productIdx: bodyIdx.optional(),
      /** Owner of a new record: null = the shared catalog (ADMIN only); a PARTNER's records are its company's. */
      companyIdx: bodyIdx.nullable().optional(),
      productName: text(100).min(1, 'required'),
      barcode: text(20).regex(/^\d{0,20}$/, 'digits').default(''),
      category: text(50).default(''),
      manufacturer: text(100).default(''),
      price: priceWon,
      cost: priceWon.default(0),
      shelfLifeDays: boundedInt(1, LIMITS.shelfLifeDays).default(7),
      /** An http(s) link to an image elsewhere; null removes the image. Omitted: unchanged. */
      imgFullPath: z.string().max(500).regex(/^https?:\/\//, 'httpLink').nullable().optional(),
    }).strict(),
    response: saveResponse(productMaster),
    success: '0',
  }),
  addProduct: endpoint({
    id: 'product.addProduct', area: 'product', method: 'POST', path: '/product/add-product',
    summary: 'Place a product on a device tray with its first stock (a NEW transaction).',
    params: noParams,
    body: z.object({ deviceIdx: bodyIdx, trayIdx: bodyIdx, productIdx: bodyIdx, price: priceWon.optional(), stock: stockUnits.default(0), expiredDate: wireDate.nullable().optional() }).strict(),
    response: saveResponse(productMapping),
  }),
  fileUpload: endpoint({
    id: 'product.fileUpload', area: 'product', method: 'POST', path: '/product/fileUpload',
    summary: 'Upload a product image (png, jpeg, webp, gif; it becomes imgFullPath) or attachment (multipart: productIdx, kind, file).',
    access: { area: 'productMaster', actions: ['update'] },
    params: noParams, bodyKind: 'multipart',
    body: z.object({ productIdx: idx, kind: z.enum(PRODUCT_FILE_KINDS) }).strict(),
    response: saveResponse(productAttachment),
  }),
  delete: endpoint({
    id: 'product.delete', area: 'product', method: 'POST', path: '/product/delete',
    summary: 'Take products off devices or out of warehouses. Stock left is refused unless discard is true (a DISCARD transaction first).',
    params: noParams, body: z.object({ productMappingIdxList: z.array(bodyIdx).min(1).max(500), discard: z.boolean().default(false) }).strict(),
    response: saveResponse(),
  }),
  migrateStock: endpoint({
    id: 'product.migrateStock', area: 'product', method: 'POST', path: '/product/migration/product/stock',
    summary: 'Move units of one product to another device or warehouse of the same company, as a DISCARD/ADD pair (the target mapping is made, off display, when missing).',
    params: noParams,
    body: z.object({
      fromProductMappingIdx: bodyIdx,
      /** The target: an existing mapping of the same product, or a device or a division (its warehouse stock). Exactly one. */
      toProductMappingIdx: bodyIdx.optional(),
      toDeviceIdx: bodyIdx.optional(),
      toDivisionIdx: bodyIdx.optional(),
      count: boundedInt(1, LIMITS.stockUnits),
    }).strict().refine((b) => [b.toProductMappingIdx, b.toDeviceIdx, b.toDivisionIdx].filter((v) => v !== undefined).length === 1, {
      message: 'exactlyOneOf',
      params: { fields: MOVE_TARGETS },
      path: ['toProductMappingIdx'],
    }),
    response: saveResponse(z.array(productMapping)),
  }),
  fileDownload: endpoint({
    id: 'product.fileDownload', area: 'product', method: 'GET', path: '/product/fileDownload/{attcheIdx}',
    summary: 'Download a product attachment with its original name.',
    params: z.object({ attcheIdx: idx }), body: emptyBody,
    response: z.unknown(), responseKind: 'file',
  }),
  transactions: endpoint({
    id: 'product.transactions', area: 'product', method: 'GET', path: '/product/transaction/{productMappingIdx}',
    summary: 'Stock transaction history of a placed product, newest first.',
    params: z.object({ productMappingIdx: idx }), body: emptyBody,
    response: listResponse(productTransaction),
  }),
  movements: endpoint({
    id: 'product.movements', area: 'product', method: 'POST', path: '/product/transaction/list',
    summary: 'Stock movements (transactions) of many products at once, newest first: a warehouse’s or a device’s, in a date range.',
    params: noParams,
    body: listQuery.extend({ productIdx: bodyIdx.optional(), transactionCode: z.enum(TRANSACTION_CODES).optional(), placement: z.enum(PLACEMENTS).optional() }),
    response: listResponse(stockMovement),
    specListed: false,
  }),
};
