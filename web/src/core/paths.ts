// Every route's path, once: the React Router pattern (routes.ts builds the route table from it) and
// a typed builder per route, so a screen writes `paths.deviceDetail(idx, 'info')` instead of a
// literal. A parameter of the pattern is one argument of its builder, in order.
export const PATTERNS = {
  login: '/login',
  findId: '/auth/find-id',
  findPassword: '/auth/find-password',
  privacyPolicy: '/auth/privacy-policy',
  dashboard: '/dashboard',
  simulator: '/simulator',
  classroom: '/simulator/classroom',
  aiReportDisplay: '/aireport/display',
  aiReportPopular: '/aireport/popular',
  aiReportSupplementary: '/aireport/supplementary',
  company: '/management/company',
  companyDetail: '/management/company/:companyIdx',
  user: '/management/user',
  userDetail: '/management/user/:userIdx',
  division: '/management/division',
  divisionDetail: '/management/division/:divisionIdx',
  device: '/management/device',
  deviceDetail: '/management/device/:deviceIdx/:tabId',
  openApi: '/management/openapi',
  failNotice: '/management/failNotice',
  failNoticeDetail: '/management/failNotice/:noticeIdx',
  selfCheck: '/management/selfCheck',
  selfCheckDetail: '/management/selfCheck/:deviceIdx',
  doorOpen: '/management/doorOpen',
  doorOpenDetail: '/management/doorOpen/:deviceIdx',
  inventoryStatus: '/management/product/inventoryStatus',
  productMaster: '/management/product/master',
  productMasterDetail: '/management/product/master/:productIdx',
  warehouse: '/management/warehouseManagement',
  warehouseDetail: '/management/warehouseManagement/:divisionIdx',
  exListNone: '/management/exListNone',
  order: '/management/order',
  orderDetail: '/management/order/:productOrderIdx',
  promotion: '/management/promotion',
  promotionDetail: '/management/promotion/:promotionIdx',
  sales: '/management/sales',
  salesDetail: '/management/sales/:salesIdx',
  salesReport: '/statistics/sales-report',
  paymentHistory: '/management/payment/history',
  paymentDevice: '/management/payment/history/:deviceIdx',
  employeeUid: '/management/employee-uid',
  employeeUidDetail: '/management/employee-uid/:employeeUidIdx',
  employeePointLog: '/management/employee-point-log',
  trainingManagement: '/training/management',
  trainingDetail: '/training/detail/:deviceIdx',
  myInfo: '/mypage/my-info',
} as const;

export type RouteName = keyof typeof PATTERNS;

/** One argument per `:param` of a pattern, in order (a record's idx, or 'new', or a tab id). */
type ParamArgs<P extends string> = P extends `${string}:${string}/${infer Rest}`
  ? [string | number, ...ParamArgs<Rest>]
  : P extends `${string}:${string}`
    ? [string | number]
    : [];

type PathBuilders = { [K in RouteName]: (...args: ParamArgs<(typeof PATTERNS)[K]>) => string };

/** The path of a pattern with its parameters filled in order (each one URL-encoded). */
export function fillPattern(pattern: string, args: readonly (string | number)[]): string {
  let i = 0;
  return pattern.replace(/:[A-Za-z]+/g, () => encodeURIComponent(String(args[i++])));
}

export const paths = Object.fromEntries(
  Object.entries(PATTERNS).map(([name, pattern]) => [name, (...args: (string | number)[]) => fillPattern(pattern, args)]),
) as PathBuilders;
