// Sample product-area records (master records, stock mappings, transactions, movements, orders)
// for the product master, inventory, warehouse, order and products-not-on-display tests.
import type { ProductMaster } from '@contract';
import type { ProductAttachment, ProductMapping, ProductMasterDetail, ProductTransaction, StockMovement } from '../../../web/src/features/product/store';
import type { ProductOrder } from '../../../web/src/features/order/store';

export function sampleMaster(productIdx: number, overrides: Partial<ProductMaster> = {}): ProductMaster {
  return {
    productIdx,
    companyIdx: 1,
    companyName: 'Hanaro Foods',
    productName: `Product ${productIdx}`,
    barcode: `880000000${productIdx}`,
    category: 'Drinks',
    manufacturer: 'Daon',
    price: 1500,
    cost: 900,
    shelfLifeDays: 7,
    imgFullPath: null,
    createdDate: '2024-01-02 10:11:12',
    updatedDate: '2024-03-04 05:06:07',
    ...overrides,
  };
}

export function sampleMasterDetail(productIdx: number, overrides: Partial<ProductMasterDetail> = {}): ProductMasterDetail {
  return { ...sampleMaster(productIdx), attachmentList: [], stockTotal: 42, deviceCount: 3, ...overrides };
}

export function sampleProductAttachment(productAttachmentIdx: number, overrides: Partial<ProductAttachment> = {}): ProductAttachment {
  return {
    productAttachmentIdx,
    productIdx: 7,
    kind: 'ATTACHMENT',
    fileName: `spec${productAttachmentIdx}.pdf`,
    fileSize: 2048,
    createdDate: '2024-03-04 05:06:07',
    ...overrides,
  };
}

export function sampleMapping(productMappingIdx: number, overrides: Partial<ProductMapping> = {}): ProductMapping {
  return {
    productMappingIdx,
    productIdx: 7,
    productName: `Product ${productMappingIdx}`,
    category: 'Drinks',
    barcode: '8800000007',
    companyIdx: 1,
    companyName: 'Hanaro Foods',
    deviceIdx: 101,
    deviceName: 'Fridge A',
    divisionIdx: 11,
    divisionName: 'Gangnam',
    placement: 'TRAY',
    trayIdx: 1,
    trayNo: 1,
    trayName: 'Shelf 1',
    price: 1500,
    stock: 5,
    expiredDate: '2099-12-31',
    imgFullPath: null,
    createdDate: '2024-01-02 10:11:12',
    updatedDate: '2024-03-04 05:06:07',
    ...overrides,
  };
}

export function sampleTransaction(transactionIdx: number, overrides: Partial<ProductTransaction> = {}): ProductTransaction {
  return {
    transactionIdx,
    productMappingIdx: 1,
    transactionCode: 'ADD',
    count: 5,
    stockAfter: 5,
    memo: '',
    paymentIdx: null,
    createdDate: '2024-05-06 07:08:09',
    ...overrides,
  };
}

export function sampleMovement(transactionIdx: number, overrides: Partial<StockMovement> = {}): StockMovement {
  return {
    ...sampleTransaction(transactionIdx),
    productIdx: 7,
    productName: 'Product 7',
    divisionIdx: 31,
    divisionName: 'Central warehouse',
    deviceIdx: null,
    deviceName: null,
    ...overrides,
  };
}

export function sampleOrder(productOrderIdx: number, overrides: Partial<ProductOrder> = {}): ProductOrder {
  return {
    productOrderIdx,
    companyIdx: 1,
    companyName: 'Hanaro Foods',
    divisionIdx: 11,
    divisionName: 'Gangnam',
    status: 'REQUESTED',
    address: 'Seoul Gangnam-daero 1',
    addressDetail: 'B1',
    productList: [
      { productIdx: 7, productName: 'Cola', count: 3, cost: 900 },
      { productIdx: 8, productName: 'Cider', count: 4, cost: 800 },
    ],
    memo: '',
    orderedBy: 'Park',
    receivedAt: null,
    createdDate: '2024-05-06 07:08:09',
    updatedDate: '2024-05-06 07:08:09',
    ...overrides,
  };
}
