// The route table: every route of spec §2 once, with its screen, title, menu group, icon, state
// area and access (the console area of contract/permissions.ts that decides who may open it).
// A route whose screen is null shows the not-built page for its title. A route that needs the
// simulator (`backend: 'simulator'`) exists in the menu and opens only in simulator mode.
import type { ApiArea } from '@contract/endpoint';
import type { ConsoleArea, SimAccess } from '@contract/permissions';
import type { Backend } from '../api/runtimeConfig';
import { lazyScreen, type LazyScreen } from './lazyScreen';
import { PATTERNS } from '../core/paths';

export type MenuGroup = 'dashboard' | 'simulator' | 'aireport' | 'organization' | 'operations' | 'products' | 'sales' | 'employees' | 'training' | 'mypage';
export const MENU_GROUPS: MenuGroup[] = ['dashboard', 'simulator', 'aireport', 'organization', 'operations', 'products', 'sales', 'employees', 'training', 'mypage'];

export type { Backend };

/** Spec §3 state areas (`common` holds the session). */
export type StateArea = ApiArea | 'common';

export interface RouteDef {
  /** React Router form (from PATTERNS); parameters carry the spec's names. */
  path: string;
  /** i18n key of the page title (and of the menu entry). */
  titleKey: string;
  area: StateArea;
  /** Signed-in routes: who may open it (`canUseArea`); public routes have none. */
  access?: ConsoleArea;
  /** Only with this back end (the simulator cockpit); elsewhere the route is unavailable and out of the menu. */
  backend?: Backend;
  /**
   * A screen of the simulator's control calls also needs the level that may make them (their
   * contract access, named here so the sign-in entry does not load the control contract).
   */
  simAccess?: SimAccess;
  /** Side-menu group and icon for exact routes; detail routes are reached from their lists. */
  menu?: { group: MenuGroup; icon: string };
  screen: LazyScreen | null;
}

const screens = {
  // The sign-in page shows only the strings that ship with the entry (i18n/ko-signin.ts).
  login: lazyScreen(() => import('../features/auth/LoginPage'), { signInStrings: true }),
  findId: lazyScreen(() => import('../features/auth/FindIdPage')),
  findPassword: lazyScreen(() => import('../features/auth/FindPasswordPage')),
  privacyPolicy: lazyScreen(() => import('../features/auth/PrivacyPolicyPage')),
  dashboard: lazyScreen(() => import('../features/dashboard/DashboardPage')),
  companyList: lazyScreen(() => import('../features/company/CompanyListPage')),
  companyDetail: lazyScreen(() => import('../features/company/CompanyDetailPage')),
  userList: lazyScreen(() => import('../features/user/UserListPage')),
  userDetail: lazyScreen(() => import('../features/user/UserDetailPage')),
  divisionList: lazyScreen(() => import('../features/division/DivisionListPage')),
  divisionDetail: lazyScreen(() => import('../features/division/DivisionDetailPage')),
  openApi: lazyScreen(() => import('../features/division/openapi/OpenApiPage')),
  myInfo: lazyScreen(() => import('../features/user/mypage/MyInfoPage')),
  deviceList: lazyScreen(() => import('../features/device/DeviceListPage')),
  deviceDetail: lazyScreen(() => import('../features/device/DeviceDetailPage')),
  failNoticeList: lazyScreen(() => import('../features/device/failNotice/FailNoticeListPage')),
  failNoticeDetail: lazyScreen(() => import('../features/device/failNotice/FailNoticeDetailPage')),
  selfCheckList: lazyScreen(() => import('../features/device/selfCheck/SelfCheckListPage')),
  selfCheckDetail: lazyScreen(() => import('../features/device/selfCheck/SelfCheckDetailPage')),
  doorOpenList: lazyScreen(() => import('../features/device/doorOpen/DoorOpenListPage')),
  doorOpenDetail: lazyScreen(() => import('../features/device/doorOpen/DoorOpenDetailPage')),
  simulator: lazyScreen(() => import('../features/simulator/CockpitPage')),
  classroom: lazyScreen(() => import('../features/simulator/classroom/ClassroomPage')),
  inventoryStatus: lazyScreen(() => import('../features/product/inventory/InventoryStatusPage')),
  productMasterList: lazyScreen(() => import('../features/product/ProductMasterListPage')),
  productMasterDetail: lazyScreen(() => import('../features/product/ProductMasterDetailPage')),
  warehouseList: lazyScreen(() => import('../features/product/warehouse/WarehouseListPage')),
  warehouseDetail: lazyScreen(() => import('../features/product/warehouse/WarehouseDetailPage')),
  exListNone: lazyScreen(() => import('../features/product/exListNone/ExListNonePage')),
  orderList: lazyScreen(() => import('../features/order/OrderListPage')),
  orderDetail: lazyScreen(() => import('../features/order/OrderDetailPage')),
  promotionList: lazyScreen(() => import('../features/promotion/PromotionListPage')),
  promotionDetail: lazyScreen(() => import('../features/promotion/PromotionDetailPage')),
  sales: lazyScreen(() => import('../features/sales/SalesPage')),
  salesDetail: lazyScreen(() => import('../features/sales/SalesDetailPage')),
  paymentHistory: lazyScreen(() => import('../features/payment/PaymentHistoryPage')),
  paymentDevice: lazyScreen(() => import('../features/payment/PaymentDevicePage')),
  employeeUidList: lazyScreen(() => import('../features/employeeUid/EmployeeUidListPage')),
  employeeUidDetail: lazyScreen(() => import('../features/employeeUid/EmployeeUidDetailPage')),
  pointLog: lazyScreen(() => import('../features/employeePointLog/PointLogPage')),
  salesReport: lazyScreen(() => import('../features/statistics/SalesReportPage')),
  aiReportDisplay: lazyScreen(() => import('../features/statistics/aireport/DisplayReportPage')),
  aiReportPopular: lazyScreen(() => import('../features/statistics/aireport/PopularReportPage')),
  aiReportSupplementary: lazyScreen(() => import('../features/statistics/aireport/SupplementaryReportPage')),
  trainingManagement: lazyScreen(() => import('../features/training/TrainingManagementPage')),
  trainingDetail: lazyScreen(() => import('../features/training/TrainingDetailPage')),
};

/** Reachable without a session. */
export const publicRoutes: RouteDef[] = [
  { path: PATTERNS.login, titleKey: 'titles.login', area: 'common', screen: screens.login },
  { path: PATTERNS.findId, titleKey: 'titles.findId', area: 'common', screen: screens.findId },
  { path: PATTERNS.findPassword, titleKey: 'titles.findPassword', area: 'common', screen: screens.findPassword },
  { path: PATTERNS.privacyPolicy, titleKey: 'titles.privacyPolicy', area: 'common', screen: screens.privacyPolicy },
];

/** A public route's path (they have no parameters): the page needs no session to show. */
/** The public route at exactly this path (the sign-in page, find ID …), if it is one. */
export function publicRouteAt(pathname: string): RouteDef | undefined {
  return publicRoutes.find((route) => route.path === pathname);
}

export function isPublicPath(pathname: string): boolean {
  return publicRouteAt(pathname) !== undefined;
}

const m = (group: MenuGroup, icon: string) => ({ group, icon: `pi ${icon}` });

/** A signed-in route always says who may open it. */
export type ShellRouteDef = RouteDef & { access: ConsoleArea };

/** Inside the shell, signed in only. Order = menu order within a group. */
export const shellRoutes: ShellRouteDef[] = [
  { path: PATTERNS.dashboard, titleKey: 'titles.dashboard', area: 'dashboard', access: 'dashboard', menu: m('dashboard', 'pi-home'), screen: screens.dashboard },
  // Ours, not spec §2: the simulator's cockpit, for whoever may steer it (ADMIN everything, a
  // PARTNER its own company's kiosks); with a Live back end it does not exist.
  { path: PATTERNS.simulator, titleKey: 'titles.simulator', area: 'common', access: 'simulator', backend: 'simulator', menu: m('simulator', 'pi-sliders-h'), screen: screens.simulator },
  // The trainer's class (make it, sign-in cards, the board): the classroom calls are ADMIN's.
  { path: PATTERNS.classroom, titleKey: 'titles.classroom', area: 'common', access: 'simulator', simAccess: 'admin', backend: 'simulator', menu: m('simulator', 'pi-users'), screen: screens.classroom },

  { path: PATTERNS.aiReportDisplay, titleKey: 'titles.aiReportDisplay', area: 'statistics', access: 'aireport', menu: m('aireport', 'pi-th-large'), screen: screens.aiReportDisplay },
  { path: PATTERNS.aiReportPopular, titleKey: 'titles.aiReportPopular', area: 'statistics', access: 'aireport', menu: m('aireport', 'pi-star'), screen: screens.aiReportPopular },
  { path: PATTERNS.aiReportSupplementary, titleKey: 'titles.aiReportSupplementary', area: 'statistics', access: 'aireport', menu: m('aireport', 'pi-chart-bar'), screen: screens.aiReportSupplementary },

  { path: PATTERNS.company, titleKey: 'titles.company', area: 'company', access: 'company', menu: m('organization', 'pi-building'), screen: screens.companyList },
  { path: PATTERNS.companyDetail, titleKey: 'titles.companyDetail', area: 'company', access: 'company', screen: screens.companyDetail },
  { path: PATTERNS.user, titleKey: 'titles.user', area: 'user', access: 'user', menu: m('organization', 'pi-users'), screen: screens.userList },
  { path: PATTERNS.userDetail, titleKey: 'titles.userDetail', area: 'user', access: 'user', screen: screens.userDetail },
  { path: PATTERNS.division, titleKey: 'titles.division', area: 'division', access: 'division', menu: m('organization', 'pi-sitemap'), screen: screens.divisionList },
  { path: PATTERNS.divisionDetail, titleKey: 'titles.divisionDetail', area: 'division', access: 'division', screen: screens.divisionDetail },
  { path: PATTERNS.device, titleKey: 'titles.device', area: 'device', access: 'device', menu: m('organization', 'pi-server'), screen: screens.deviceList },
  { path: PATTERNS.deviceDetail, titleKey: 'titles.deviceDetail', area: 'device', access: 'device', screen: screens.deviceDetail },
  { path: PATTERNS.openApi, titleKey: 'titles.openApi', area: 'division', access: 'openapi', menu: m('organization', 'pi-key'), screen: screens.openApi },

  { path: PATTERNS.failNotice, titleKey: 'titles.failNotice', area: 'device', access: 'failNotice', menu: m('operations', 'pi-exclamation-triangle'), screen: screens.failNoticeList },
  { path: PATTERNS.failNoticeDetail, titleKey: 'titles.failNoticeDetail', area: 'device', access: 'failNotice', screen: screens.failNoticeDetail },
  { path: PATTERNS.selfCheck, titleKey: 'titles.selfCheck', area: 'device', access: 'selfCheck', menu: m('operations', 'pi-check-square'), screen: screens.selfCheckList },
  { path: PATTERNS.selfCheckDetail, titleKey: 'titles.selfCheckDetail', area: 'device', access: 'selfCheck', screen: screens.selfCheckDetail },
  { path: PATTERNS.doorOpen, titleKey: 'titles.doorOpen', area: 'device', access: 'doorOpen', menu: m('operations', 'pi-lock-open'), screen: screens.doorOpenList },
  { path: PATTERNS.doorOpenDetail, titleKey: 'titles.doorOpenDetail', area: 'device', access: 'doorOpen', screen: screens.doorOpenDetail },

  { path: PATTERNS.inventoryStatus, titleKey: 'titles.inventoryStatus', area: 'product', access: 'inventory', menu: m('products', 'pi-box'), screen: screens.inventoryStatus },
  { path: PATTERNS.productMaster, titleKey: 'titles.productMaster', area: 'product', access: 'productMaster', menu: m('products', 'pi-tags'), screen: screens.productMasterList },
  { path: PATTERNS.productMasterDetail, titleKey: 'titles.productMasterDetail', area: 'product', access: 'productMaster', screen: screens.productMasterDetail },
  { path: PATTERNS.warehouse, titleKey: 'titles.warehouse', area: 'product', access: 'warehouse', menu: m('products', 'pi-warehouse'), screen: screens.warehouseList },
  { path: PATTERNS.warehouseDetail, titleKey: 'titles.warehouseDetail', area: 'product', access: 'warehouse', screen: screens.warehouseDetail },
  { path: PATTERNS.exListNone, titleKey: 'titles.exListNone', area: 'product', access: 'exListNone', menu: m('products', 'pi-eye-slash'), screen: screens.exListNone },
  { path: PATTERNS.order, titleKey: 'titles.order', area: 'order', access: 'order', menu: m('products', 'pi-shopping-cart'), screen: screens.orderList },
  { path: PATTERNS.orderDetail, titleKey: 'titles.orderDetail', area: 'order', access: 'order', screen: screens.orderDetail },
  { path: PATTERNS.promotion, titleKey: 'titles.promotion', area: 'promotion', access: 'promotion', menu: m('products', 'pi-percentage'), screen: screens.promotionList },
  { path: PATTERNS.promotionDetail, titleKey: 'titles.promotionDetail', area: 'promotion', access: 'promotion', screen: screens.promotionDetail },

  { path: PATTERNS.sales, titleKey: 'titles.sales', area: 'sales', access: 'sales', menu: m('sales', 'pi-chart-line'), screen: screens.sales },
  { path: PATTERNS.salesDetail, titleKey: 'titles.salesDetail', area: 'sales', access: 'sales', screen: screens.salesDetail },
  // Ours, not spec §2: the report strings of spec §7 (units sold, sales amount, gross profit) per
  // day or month, in the sales group beside the revenue they break down; the same access as sales.
  { path: PATTERNS.salesReport, titleKey: 'titles.salesReport', area: 'statistics', access: 'sales', menu: m('sales', 'pi-table'), screen: screens.salesReport },
  { path: PATTERNS.paymentHistory, titleKey: 'titles.paymentHistory', area: 'payment', access: 'payment', menu: m('sales', 'pi-credit-card'), screen: screens.paymentHistory },
  { path: PATTERNS.paymentDevice, titleKey: 'titles.paymentHistoryDetail', area: 'payment', access: 'payment', screen: screens.paymentDevice },

  { path: PATTERNS.employeeUid, titleKey: 'titles.employeeUid', area: 'employeeUid', access: 'employeeUid', menu: m('employees', 'pi-id-card'), screen: screens.employeeUidList },
  { path: PATTERNS.employeeUidDetail, titleKey: 'titles.employeeUidDetail', area: 'employeeUid', access: 'employeeUid', screen: screens.employeeUidDetail },
  { path: PATTERNS.employeePointLog, titleKey: 'titles.employeePointLog', area: 'employeePointLog', access: 'employeePointLog', menu: m('employees', 'pi-wallet'), screen: screens.pointLog },

  { path: PATTERNS.trainingManagement, titleKey: 'titles.trainingManagement', area: 'training', access: 'training', menu: m('training', 'pi-images'), screen: screens.trainingManagement },
  { path: PATTERNS.trainingDetail, titleKey: 'titles.trainingDetail', area: 'training', access: 'training', screen: screens.trainingDetail },

  { path: PATTERNS.myInfo, titleKey: 'titles.myInfo', area: 'user', access: 'mypage', menu: m('mypage', 'pi-user'), screen: screens.myInfo },
];

export const allRoutes: RouteDef[] = [...publicRoutes, ...shellRoutes];

/** The menu screen of a console area (a trainee's checklist links to it), if the menu has one. */
export function menuRouteOf(area: ConsoleArea): ShellRouteDef | undefined {
  return shellRoutes.find((r) => r.menu && r.access === area);
}
