import { z } from 'zod';
import { endpoint } from '../endpoint';
import { bodyIdx, text, emptyBody, idx, infoResponse, listQuery, listResponse, noParams, saveResponse, wireDate, won } from '../wire';
import { productAttachment, productMapping, productMaster, productMasterDetail, productTransaction } from '../entities';

export const productEndpoints = {
  list: endpoint({
    id: 'product.list', area: 'product', method: 'POST', path: '/product/list',
    summary: 'Products placed on a device or held by a division.',
    params: noParams, body: listQuery,
    response: listResponse(productMapping),
  }),
  info: endpoint({
    id: 'product.info', area: 'product', method: 'POST', path: '/product/info',
    summary: 'One product master record with attachments.',
    params: noParams, body: z.object({ productIdx: bodyIdx }).strict(),
    response: infoResponse(productMasterDetail),
  }),
  inventoryList: endpoint({
    id: 'product.inventoryList', area: 'product', method: 'POST', path: '/product/inventory/list',
    summary: 'Stock per device and tray, with expiry dates.',
    params: noParams, body: listQuery.extend({ trayIdx: bodyIdx.optional() }),
    response: listResponse(productMapping),
    success: '0',
  }),
  inventoryStoreAll: endpoint({
    id: 'product.inventoryStoreAll', area: 'product', method: 'POST', path: '/product/inventory/storeAll',
    summary: 'Save every inventory row of a device in one transaction (all or nothing).',
    params: noParams,
    body: z.object({
      deviceIdx: bodyIdx,
      inventoryList: z.array(z.object({
        productMappingIdx: bodyIdx,
        stock: z.number().int().nonnegative().max(100000),
        expiredDate: wireDate.nullable().optional(),
        trayIdx: bodyIdx.nullable().optional(),
      }).strict()).min(1).max(1000),
    }).strict(),
    response: saveResponse(z.array(productMapping)),
    success: '0',
  }),
  masterList: endpoint({
    id: 'product.masterList', area: 'product', method: 'POST', path: '/product/master/list',
    summary: 'Product master records.',
    params: noParams, body: listQuery.extend({ category: text(50).optional() }),
    response: listResponse(productMaster),
    success: '0',
  }),
  masterStore: endpoint({
    id: 'product.masterStore', area: 'product', method: 'POST', path: '/product/master/store',
    summary: 'Create (no productIdx) or update a product master record.',
    params: noParams,
    body: z.object({
      productIdx: bodyIdx.optional(),
      productName: text(100).min(1, 'is required'),
      barcode: text(20).regex(/^\d{0,20}$/, 'must be digits').default(''),
      category: text(50).default(''),
      manufacturer: text(100).default(''),
      price: won,
      cost: won.default(0),
      shelfLifeDays: z.number().int().positive().max(3650).default(7),
      imgFullPath: z.string().max(500).nullable().optional(),
    }).strict(),
    response: saveResponse(productMaster),
    success: '0',
  }),
  addProduct: endpoint({
    id: 'product.addProduct', area: 'product', method: 'POST', path: '/product/add-product',
    summary: 'Place a product on a device tray.',
    params: noParams,
    body: z.object({ deviceIdx: bodyIdx, trayIdx: bodyIdx, productIdx: bodyIdx, price: won.optional(), stock: z.number().int().nonnegative().max(10000).default(0), expiredDate: wireDate.nullable().optional() }).strict(),
    response: saveResponse(productMapping),
  }),
  fileUpload: endpoint({
    id: 'product.fileUpload', area: 'product', method: 'POST', path: '/product/fileUpload',
    summary: 'Upload a product image or attachment (multipart: productIdx, kind IMAGE|ATTACHMENT, file).',
    params: noParams, bodyKind: 'multipart',
    body: z.object({ productIdx: idx, kind: z.enum(['IMAGE', 'ATTACHMENT']) }),
    response: saveResponse(productAttachment),
  }),
  delete: endpoint({
    id: 'product.delete', area: 'product', method: 'POST', path: '/product/delete',
    summary: 'Take products off a device (stock must be zero or discarded).',
    params: noParams, body: z.object({ productMappingIdxList: z.array(bodyIdx).min(1).max(500) }).strict(),
    response: saveResponse(),
  }),
  migrateStock: endpoint({
    id: 'product.migrateStock', area: 'product', method: 'POST', path: '/product/migration/product/stock',
    summary: 'Move stock between devices or from a warehouse, as a DISCARD/ADD transaction pair.',
    params: noParams,
    body: z.object({ fromProductMappingIdx: bodyIdx, toProductMappingIdx: bodyIdx, count: z.number().int().positive().max(100000) }).strict(),
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
};
