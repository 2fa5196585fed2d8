// The routes of this room (app/routes.ts collects every room's, in menu order).
import { menuEntry as m, type ShellRouteDef } from '../../core/routeDef';
import { lazyScreen } from '../../core/lazyScreen';
import { PATTERNS } from '../../core/paths';

export const productRoutes: ShellRouteDef[] = [
  { path: PATTERNS.inventoryStatus, titleKey: 'titles.inventoryStatus', area: 'product', access: 'inventory', menu: m('products', 'pi-box'), screen: lazyScreen(() => import('./inventory/InventoryStatusPage')) },
  { path: PATTERNS.productMaster, titleKey: 'titles.productMaster', area: 'product', access: 'productMaster', menu: m('products', 'pi-tags'), screen: lazyScreen(() => import('./ProductMasterListPage')) },
  { path: PATTERNS.productMasterDetail, titleKey: 'titles.productMasterDetail', area: 'product', access: 'productMaster', screen: lazyScreen(() => import('./ProductMasterDetailPage')) },
  { path: PATTERNS.warehouse, titleKey: 'titles.warehouse', area: 'product', access: 'warehouse', menu: m('products', 'pi-warehouse'), screen: lazyScreen(() => import('./warehouse/WarehouseListPage')) },
  { path: PATTERNS.warehouseDetail, titleKey: 'titles.warehouseDetail', area: 'product', access: 'warehouse', screen: lazyScreen(() => import('./warehouse/WarehouseDetailPage')) },
  { path: PATTERNS.exListNone, titleKey: 'titles.exListNone', area: 'product', access: 'exListNone', menu: m('products', 'pi-eye-slash'), screen: lazyScreen(() => import('./exListNone/ExListNonePage')) },
];
