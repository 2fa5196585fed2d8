// Products, their placements and stock, transactions and purchase orders.
import { z } from 'zod';
import { wireDate, wireDateTime, won } from '../wire';
import { stamps } from './stamps';

/** IMAGE: the product's picture (it becomes imgFullPath); ATTACHMENT: a document kept with the product. */
export const PRODUCT_FILE_KINDS = ['IMAGE', 'ATTACHMENT'] as const;
/** Picture types a product image may have (raster only: an uploaded SVG could carry script). */
export const PRODUCT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
/** Largest product image; attachments may use the whole UPLOAD_LIMIT_BYTES. */
export const PRODUCT_IMAGE_LIMIT_BYTES = 5 * 1024 * 1024;
export const productAttachment = z.object({
  productAttachmentIdx: z.number().int(),
  productIdx: z.number().int(),
  kind: z.enum(PRODUCT_FILE_KINDS),
  fileName: z.string(),
  fileSize: z.number().int().nonnegative(),
  createdDate: wireDateTime,
  /** Upload answers of kind IMAGE: the product's new imgFullPath (absent in lists). */
  imgFullPath: z.string().nullable().optional(),
});
export const productMaster = z.object({
  productIdx: z.number().int(),
  /** The company that owns the record; null: the shared catalog (kept by internal master-data staff). */
  companyIdx: z.number().int().nullable(),
  companyName: z.string().nullable(),
  productName: z.string(),
  barcode: z.string(),
  category: z.string(),
  manufacturer: z.string(),
  price: won,
  cost: won,
  /** Shelf life from stocking, in days. */
  shelfLifeDays: z.number().int().positive(),
  /** An http(s) link shows the image; anything else shows the placeholder. */
  imgFullPath: z.string().nullable(),
  ...stamps,
});
export type ProductMaster = z.infer<typeof productMaster>;
export const productMasterDetail = productMaster.extend({
  /** Documents (kind ATTACHMENT), newest first; the image is imgFullPath. */
  attachmentList: z.array(productAttachment),
  /** Units in stock over every device and warehouse in the caller's scope. */
  stockTotal: z.number().int().nonnegative(),
  /** Devices in the caller's scope that carry the product. */
  deviceCount: z.number().int().nonnegative(),
});

/**
 * Where a mapping's stock is: TRAY on display on a device tray; OFF_TRAY held by a device but on no
 * tray (not on display: customers cannot take it); WAREHOUSE held by a division, on no device.
 */
export const PLACEMENTS = ['TRAY', 'OFF_TRAY', 'WAREHOUSE'] as const;
/**
 * What the stock lists (product.list, product.inventoryList) sort by. Empty values last either way;
 * by divisionName, deviceName, trayNo, productName, barcode or category the rows of one division
 * (device, tray, product) stay together: ties by that record's key, then by productMappingIdx, all in
 * one direction. Other fields: ties by productMappingIdx.
 */
export const STOCK_SORT_FIELDS = ['divisionName', 'deviceName', 'trayNo', 'productName', 'barcode', 'category', 'price', 'stock', 'expiredDate', 'createdDate', 'updatedDate'] as const;

/** A product placed on a device tray (or held in a warehouse division), with its stock. */
export const productMapping = z.object({
  productMappingIdx: z.number().int(),
  productIdx: z.number().int(),
  productName: z.string(),
  category: z.string(),
  barcode: z.string(),
  companyIdx: z.number().int(),
  companyName: z.string(),
  deviceIdx: z.number().int().nullable(),
  deviceName: z.string().nullable(),
  divisionIdx: z.number().int(),
  divisionName: z.string(),
  placement: z.enum(PLACEMENTS),
  trayIdx: z.number().int().nullable(),
  trayNo: z.number().int().nullable(),
  trayName: z.string().nullable(),
  price: won,
  stock: z.number().int().nonnegative(),
  expiredDate: wireDate.nullable(),
  imgFullPath: z.string().nullable(),
  ...stamps,
});
export const TRANSACTION_CODES = ['ADD', 'DISCARD', 'SALE', 'REFUND', 'MANUAL', 'NEW'] as const;
export const transactionCode = z.enum(TRANSACTION_CODES);
export const productTransaction = z.object({
  transactionIdx: z.number().int(),
  productMappingIdx: z.number().int(),
  transactionCode,
  /** Signed change in stock. */
  count: z.number().int(),
  stockAfter: z.number().int().nonnegative(),
  memo: z.string(),
  /** The payment of a SALE or REFUND. */
  paymentIdx: z.number().int().nullable(),
  createdDate: wireDateTime,
});
/** A transaction with where it happened: the movements of a warehouse or a device. */
export const stockMovement = productTransaction.extend({
  productIdx: z.number().int(),
  productName: z.string(),
  divisionIdx: z.number().int(),
  divisionName: z.string(),
  deviceIdx: z.number().int().nullable(),
  deviceName: z.string().nullable(),
});

export const ORDER_STATUSES = ['REQUESTED', 'RECEIVED', 'CANCELED'] as const;
export const orderLine = z.object({
  productIdx: z.number().int(),
  productName: z.string(),
  count: z.number().int().positive(),
  cost: won,
});
/**
 * A purchase order of a division (a store's backroom or a warehouse). REQUESTED can be edited,
 * received or canceled; receiving adds every line to the division's warehouse stock (ADD).
 */
export const productOrder = z.object({
  productOrderIdx: z.number().int(),
  companyIdx: z.number().int(),
  companyName: z.string(),
  divisionIdx: z.number().int(),
  divisionName: z.string(),
  status: z.enum(ORDER_STATUSES),
  address: z.string(),
  addressDetail: z.string(),
  productList: z.array(orderLine),
  memo: z.string(),
  /** Who placed it (user name). */
  orderedBy: z.string(),
  receivedAt: wireDateTime.nullable(),
  createdDate: wireDateTime,
  updatedDate: wireDateTime,
});
