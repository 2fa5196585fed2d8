// GENERATED from contract/catalog.ts by contract/route-table.ts (npm run api-routes) — do not edit.
// The catalog's endpoints as the console calls them: route fields only, no schemas, so the
// console's client and stores run without zod; their types still come from the catalog.
import type { api as catalog } from './catalog';
import type { RoutesOf } from './endpoint';

export const API_BASE = '/api/v1';

export const api: RoutesOf<typeof catalog> = {
  auth: {
    login: { id: 'auth.login', method: 'POST', path: '/auth/login', success: '0', bodyKind: 'json', responseKind: 'json', auth: false },
    findId: { id: 'auth.findId', method: 'POST', path: '/auth/findId', success: '0', bodyKind: 'json', responseKind: 'json', auth: false },
    resetPassword: { id: 'auth.resetPassword', method: 'POST', path: '/auth/resetPassword', success: '0', bodyKind: 'json', responseKind: 'json', auth: false },
    resetPasswordConfirm: { id: 'auth.resetPasswordConfirm', method: 'POST', path: '/auth/resetPassword/confirm', success: '0', bodyKind: 'json', responseKind: 'json', auth: false },
    logout: { id: 'auth.logout', method: 'POST', path: '/auth/logout', success: 0, bodyKind: 'json', responseKind: 'json', auth: true },
    tree: { id: 'auth.tree', method: 'GET', path: '/tree/list', success: 0, bodyKind: 'none', responseKind: 'json', auth: true },
  },
  dashboard: {
    info: { id: 'dashboard.info', method: 'GET', path: '/dashboard/info', success: 0, bodyKind: 'none', responseKind: 'json', auth: true },
  },
  company: {
    list: { id: 'company.list', method: 'POST', path: '/company/list', success: 0, bodyKind: 'json', responseKind: 'json', auth: true },
    info: { id: 'company.info', method: 'GET', path: '/company/info/{companyIdx}', success: 0, bodyKind: 'none', responseKind: 'json', auth: true },
    store: { id: 'company.store', method: 'POST', path: '/company/store', success: 0, bodyKind: 'json', responseKind: 'json', auth: true },
    delete: { id: 'company.delete', method: 'GET', path: '/company/delete/{companyIdx}', success: 0, bodyKind: 'none', responseKind: 'json', auth: true },
  },
  user: {
    list: { id: 'user.list', method: 'POST', path: '/user/list', success: 0, bodyKind: 'json', responseKind: 'json', auth: true },
    info: { id: 'user.info', method: 'POST', path: '/user/info', success: 0, bodyKind: 'json', responseKind: 'json', auth: true },
    store: { id: 'user.store', method: 'POST', path: '/user/store', success: 0, bodyKind: 'json', responseKind: 'json', auth: true },
    fileUpload: { id: 'user.fileUpload', method: 'POST', path: '/user/fileUpload', success: 0, bodyKind: 'multipart', responseKind: 'json', auth: true },
    fileDownload: { id: 'user.fileDownload', method: 'GET', path: '/user/fileDownload/{attcheIdx}', success: 0, bodyKind: 'none', responseKind: 'file', auth: true },
    delete: { id: 'user.delete', method: 'GET', path: '/user/delete/{userIdx}', success: 0, bodyKind: 'none', responseKind: 'json', auth: true },
  },
  division: {
    list: { id: 'division.list', method: 'POST', path: '/division/list', success: 0, bodyKind: 'json', responseKind: 'json', auth: true },
    info: { id: 'division.info', method: 'GET', path: '/division/info/{divisionIdx}', success: 0, bodyKind: 'none', responseKind: 'json', auth: true },
    store: { id: 'division.store', method: 'POST', path: '/division/store', success: 0, bodyKind: 'json', responseKind: 'json', auth: true },
    delete: { id: 'division.delete', method: 'GET', path: '/division/delete/{divisionIdx}', success: 0, bodyKind: 'none', responseKind: 'json', auth: true },
    openApiList: { id: 'division.openApiList', method: 'POST', path: '/division/openApi/list', success: 0, bodyKind: 'json', responseKind: 'json', auth: true },
    openApiStore: { id: 'division.openApiStore', method: 'POST', path: '/division/openApi/store', success: 0, bodyKind: 'json', responseKind: 'json', auth: true },
    resetPolicyInfo: { id: 'division.resetPolicyInfo', method: 'GET', path: '/employee-reset-policy/info/{divisionIdx}', success: 0, bodyKind: 'none', responseKind: 'json', auth: true },
    resetPolicyStore: { id: 'division.resetPolicyStore', method: 'POST', path: '/employee-reset-policy/store', success: 0, bodyKind: 'json', responseKind: 'json', auth: true },
    resetPolicyUpdate: { id: 'division.resetPolicyUpdate', method: 'POST', path: '/employee-reset-policy/update', success: 0, bodyKind: 'json', responseKind: 'json', auth: true },
    uidTimeList: { id: 'division.uidTimeList', method: 'GET', path: '/employee-uid-time/list/{divisionIdx}', success: 0, bodyKind: 'none', responseKind: 'json', auth: true },
    uidTimeStore: { id: 'division.uidTimeStore', method: 'POST', path: '/employee-uid-time/store', success: 0, bodyKind: 'json', responseKind: 'json', auth: true },
    uidTimeDelete: { id: 'division.uidTimeDelete', method: 'GET', path: '/employee-uid-time/delete/{employeeUidTimeIdx}', success: 0, bodyKind: 'none', responseKind: 'json', auth: true },
  },
  device: {
    list: { id: 'device.list', method: 'POST', path: '/device/list', success: 0, bodyKind: 'json', responseKind: 'json', auth: true },
    info: { id: 'device.info', method: 'GET', path: '/device/info/{deviceIdx}', success: 0, bodyKind: 'none', responseKind: 'json', auth: true },
    store: { id: 'device.store', method: 'POST', path: '/device/store', success: 0, bodyKind: 'json', responseKind: 'json', auth: true },
    delete: { id: 'device.delete', method: 'GET', path: '/device/delete/{deviceIdx}', success: 0, bodyKind: 'none', responseKind: 'json', auth: true },
    selfCheck: { id: 'device.selfCheck', method: 'POST', path: '/device/self-check', success: 0, bodyKind: 'json', responseKind: 'json', auth: true },
    faultCheck: { id: 'device.faultCheck', method: 'POST', path: '/device/fault-check', success: 0, bodyKind: 'json', responseKind: 'json', auth: true },
    openDoorList: { id: 'device.openDoorList', method: 'POST', path: '/device/open-door/list', success: 0, bodyKind: 'json', responseKind: 'json', auth: true },
    openDoorInfo: { id: 'device.openDoorInfo', method: 'GET', path: '/device/open-door/{deviceIdx}', success: 0, bodyKind: 'none', responseKind: 'json', auth: true },
  },
  tray: {
    list: { id: 'tray.list', method: 'POST', path: '/tray/list', success: 0, bodyKind: 'json', responseKind: 'json', auth: true },
    storeAll: { id: 'tray.storeAll', method: 'POST', path: '/tray/storeAll', success: 0, bodyKind: 'json', responseKind: 'json', auth: true },
    delete: { id: 'tray.delete', method: 'POST', path: '/tray/delete', success: 0, bodyKind: 'json', responseKind: 'json', auth: true },
    deleteOne: { id: 'tray.deleteOne', method: 'GET', path: '/tray/delete/{trayIdx}', success: 0, bodyKind: 'none', responseKind: 'json', auth: true },
  },
  product: {
    list: { id: 'product.list', method: 'POST', path: '/product/list', success: 0, bodyKind: 'json', responseKind: 'json', auth: true },
    info: { id: 'product.info', method: 'POST', path: '/product/info', success: 0, bodyKind: 'json', responseKind: 'json', auth: true },
    inventoryList: { id: 'product.inventoryList', method: 'POST', path: '/product/inventory/list', success: '0', bodyKind: 'json', responseKind: 'json', auth: true },
    inventoryStoreAll: { id: 'product.inventoryStoreAll', method: 'POST', path: '/product/inventory/storeAll', success: '0', bodyKind: 'json', responseKind: 'json', auth: true },
    masterList: { id: 'product.masterList', method: 'POST', path: '/product/master/list', success: '0', bodyKind: 'json', responseKind: 'json', auth: true },
    masterStore: { id: 'product.masterStore', method: 'POST', path: '/product/master/store', success: '0', bodyKind: 'json', responseKind: 'json', auth: true },
    addProduct: { id: 'product.addProduct', method: 'POST', path: '/product/add-product', success: 0, bodyKind: 'json', responseKind: 'json', auth: true },
    fileUpload: { id: 'product.fileUpload', method: 'POST', path: '/product/fileUpload', success: 0, bodyKind: 'multipart', responseKind: 'json', auth: true },
    delete: { id: 'product.delete', method: 'POST', path: '/product/delete', success: 0, bodyKind: 'json', responseKind: 'json', auth: true },
    migrateStock: { id: 'product.migrateStock', method: 'POST', path: '/product/migration/product/stock', success: 0, bodyKind: 'json', responseKind: 'json', auth: true },
    fileDownload: { id: 'product.fileDownload', method: 'GET', path: '/product/fileDownload/{attcheIdx}', success: 0, bodyKind: 'none', responseKind: 'file', auth: true },
    transactions: { id: 'product.transactions', method: 'GET', path: '/product/transaction/{productMappingIdx}', success: 0, bodyKind: 'none', responseKind: 'json', auth: true },
    movements: { id: 'product.movements', method: 'POST', path: '/product/transaction/list', success: 0, bodyKind: 'json', responseKind: 'json', auth: true },
  },
  order: {
    list: { id: 'order.list', method: 'POST', path: '/product-order/list', success: 0, bodyKind: 'json', responseKind: 'json', auth: true },
    store: { id: 'order.store', method: 'POST', path: '/product-order/store', success: 0, bodyKind: 'json', responseKind: 'json', auth: true },
    info: { id: 'order.info', method: 'GET', path: '/product-order/info/{productOrderIdx}', success: 0, bodyKind: 'none', responseKind: 'json', auth: true },
  },
  promotion: {
    list: { id: 'promotion.list', method: 'POST', path: '/promotion/list', success: 0, bodyKind: 'json', responseKind: 'json', auth: true },
    store: { id: 'promotion.store', method: 'POST', path: '/promotion/store', success: 0, bodyKind: 'json', responseKind: 'json', auth: true },
    info: { id: 'promotion.info', method: 'GET', path: '/promotion/info/{promotionIdx}', success: 0, bodyKind: 'none', responseKind: 'json', auth: true },
    delete: { id: 'promotion.delete', method: 'GET', path: '/promotion/delete/{promotionIdx}', success: 0, bodyKind: 'none', responseKind: 'json', auth: true },
  },
  training: {
    deviceList: { id: 'training.deviceList', method: 'POST', path: '/product-training/device/list', success: 0, bodyKind: 'json', responseKind: 'json', auth: true },
    list: { id: 'training.list', method: 'POST', path: '/product-training/list', success: 0, bodyKind: 'json', responseKind: 'json', auth: true },
    update: { id: 'training.update', method: 'POST', path: '/product-training/update', success: 0, bodyKind: 'json', responseKind: 'json', auth: true },
    info: { id: 'training.info', method: 'GET', path: '/product-training/info/{deviceIdx}', success: 0, bodyKind: 'none', responseKind: 'json', auth: true },
  },
  payment: {
    list: { id: 'payment.list', method: 'POST', path: '/payment/list', success: 0, bodyKind: 'json', responseKind: 'json', auth: true },
  },
  sales: {
    revenueList: { id: 'sales.revenueList', method: 'POST', path: '/statistics/revenue-report/list', success: 0, bodyKind: 'json', responseKind: 'json', auth: true },
    revenueDaily: { id: 'sales.revenueDaily', method: 'POST', path: '/statistics/revenue-report/list/daily', success: 0, bodyKind: 'json', responseKind: 'json', auth: true },
    productList: { id: 'sales.productList', method: 'POST', path: '/payment/product/list', success: 0, bodyKind: 'json', responseKind: 'json', auth: true },
  },
  statistics: {
    saleCount: { id: 'statistics.saleCount', method: 'POST', path: '/statistics/sale-count-report-string/list', success: 0, bodyKind: 'json', responseKind: 'json', auth: true },
    saleAmount: { id: 'statistics.saleAmount', method: 'POST', path: '/statistics/sale-amount-report-string/list', success: 0, bodyKind: 'json', responseKind: 'json', auth: true },
    saleProfit: { id: 'statistics.saleProfit', method: 'POST', path: '/statistics/sale-profit-report-string/list', success: 0, bodyKind: 'json', responseKind: 'json', auth: true },
    aiHour: { id: 'statistics.aiHour', method: 'POST', path: '/statistics/ai-report/hour', success: 0, bodyKind: 'json', responseKind: 'json', auth: true },
    aiWorst: { id: 'statistics.aiWorst', method: 'POST', path: '/statistics/ai-report/worst-products', success: 0, bodyKind: 'json', responseKind: 'json', auth: true },
    aiTop: { id: 'statistics.aiTop', method: 'POST', path: '/statistics/ai-report/top-products', success: 0, bodyKind: 'json', responseKind: 'json', auth: true },
    aiDisplay: { id: 'statistics.aiDisplay', method: 'POST', path: '/statistics/ai-report/display', success: 0, bodyKind: 'json', responseKind: 'json', auth: true },
    aiInventoryDays: { id: 'statistics.aiInventoryDays', method: 'POST', path: '/statistics/ai-report/inventory-days', success: 0, bodyKind: 'json', responseKind: 'json', auth: true },
  },
  employeeUid: {
    list: { id: 'employeeUid.list', method: 'POST', path: '/employee-uid/list', success: 0, bodyKind: 'json', responseKind: 'json', auth: true },
    store: { id: 'employeeUid.store', method: 'POST', path: '/employee-uid/store', success: 0, bodyKind: 'json', responseKind: 'json', auth: true },
    update: { id: 'employeeUid.update', method: 'POST', path: '/employee-uid/update', success: 0, bodyKind: 'json', responseKind: 'json', auth: true },
    info: { id: 'employeeUid.info', method: 'GET', path: '/employee-uid/info/{employeeUidIdx}', success: 0, bodyKind: 'none', responseKind: 'json', auth: true },
    delete: { id: 'employeeUid.delete', method: 'GET', path: '/employee-uid/delete/{employeeUidIdx}', success: 0, bodyKind: 'none', responseKind: 'json', auth: true },
  },
  employeePointLog: {
    list: { id: 'employeePointLog.list', method: 'POST', path: '/employee-point-log/list', success: 0, bodyKind: 'json', responseKind: 'json', auth: true },
    paymentProducts: { id: 'employeePointLog.paymentProducts', method: 'GET', path: '/employee-point-log/payment/product/list/{referenceIdx}', success: 0, bodyKind: 'none', responseKind: 'json', auth: true },
  },
};

/** Every entry's path as a literal type (the catalog's are `string`): a URL can be told to name its entry. */
export type RoutePaths = {
  auth: {
    login: '/auth/login';
    findId: '/auth/findId';
    resetPassword: '/auth/resetPassword';
    resetPasswordConfirm: '/auth/resetPassword/confirm';
    logout: '/auth/logout';
    tree: '/tree/list';
  };
  dashboard: {
    info: '/dashboard/info';
  };
  company: {
    list: '/company/list';
    info: '/company/info/{companyIdx}';
    store: '/company/store';
    delete: '/company/delete/{companyIdx}';
  };
  user: {
    list: '/user/list';
    info: '/user/info';
    store: '/user/store';
    fileUpload: '/user/fileUpload';
    fileDownload: '/user/fileDownload/{attcheIdx}';
    delete: '/user/delete/{userIdx}';
  };
  division: {
    list: '/division/list';
    info: '/division/info/{divisionIdx}';
    store: '/division/store';
    delete: '/division/delete/{divisionIdx}';
    openApiList: '/division/openApi/list';
    openApiStore: '/division/openApi/store';
    resetPolicyInfo: '/employee-reset-policy/info/{divisionIdx}';
    resetPolicyStore: '/employee-reset-policy/store';
    resetPolicyUpdate: '/employee-reset-policy/update';
    uidTimeList: '/employee-uid-time/list/{divisionIdx}';
    uidTimeStore: '/employee-uid-time/store';
    uidTimeDelete: '/employee-uid-time/delete/{employeeUidTimeIdx}';
  };
  device: {
    list: '/device/list';
    info: '/device/info/{deviceIdx}';
    store: '/device/store';
    delete: '/device/delete/{deviceIdx}';
    selfCheck: '/device/self-check';
    faultCheck: '/device/fault-check';
    openDoorList: '/device/open-door/list';
    openDoorInfo: '/device/open-door/{deviceIdx}';
  };
  tray: {
    list: '/tray/list';
    storeAll: '/tray/storeAll';
    delete: '/tray/delete';
    deleteOne: '/tray/delete/{trayIdx}';
  };
  product: {
    list: '/product/list';
    info: '/product/info';
    inventoryList: '/product/inventory/list';
    inventoryStoreAll: '/product/inventory/storeAll';
    masterList: '/product/master/list';
    masterStore: '/product/master/store';
    addProduct: '/product/add-product';
    fileUpload: '/product/fileUpload';
    delete: '/product/delete';
    migrateStock: '/product/migration/product/stock';
    fileDownload: '/product/fileDownload/{attcheIdx}';
    transactions: '/product/transaction/{productMappingIdx}';
    movements: '/product/transaction/list';
  };
  order: {
    list: '/product-order/list';
    store: '/product-order/store';
    info: '/product-order/info/{productOrderIdx}';
  };
  promotion: {
    list: '/promotion/list';
    store: '/promotion/store';
    info: '/promotion/info/{promotionIdx}';
    delete: '/promotion/delete/{promotionIdx}';
  };
  training: {
    deviceList: '/product-training/device/list';
    list: '/product-training/list';
    update: '/product-training/update';
    info: '/product-training/info/{deviceIdx}';
  };
  payment: {
    list: '/payment/list';
  };
  sales: {
    revenueList: '/statistics/revenue-report/list';
    revenueDaily: '/statistics/revenue-report/list/daily';
    productList: '/payment/product/list';
  };
  statistics: {
    saleCount: '/statistics/sale-count-report-string/list';
    saleAmount: '/statistics/sale-amount-report-string/list';
    saleProfit: '/statistics/sale-profit-report-string/list';
    aiHour: '/statistics/ai-report/hour';
    aiWorst: '/statistics/ai-report/worst-products';
    aiTop: '/statistics/ai-report/top-products';
    aiDisplay: '/statistics/ai-report/display';
    aiInventoryDays: '/statistics/ai-report/inventory-days';
  };
  employeeUid: {
    list: '/employee-uid/list';
    store: '/employee-uid/store';
    update: '/employee-uid/update';
    info: '/employee-uid/info/{employeeUidIdx}';
    delete: '/employee-uid/delete/{employeeUidIdx}';
  };
  employeePointLog: {
    list: '/employee-point-log/list';
    paymentProducts: '/employee-point-log/payment/product/list/{referenceIdx}';
  };
};
