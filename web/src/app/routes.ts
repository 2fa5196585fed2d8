// The route table: every route of spec §2 once, collected from the rooms (features/<room>/routes.ts).
// The order is the menu's order within each group.
import type { ConsoleArea } from '@contract/permissions';
import { authRoutes } from '../features/auth/routes';
import { dashboardRoutes } from '../features/dashboard/routes';
import { simulatorRoutes } from '../features/simulator/routes';
import { aiReportRoutes, salesReportRoutes } from '../features/statistics/routes';
import { companyRoutes } from '../features/company/routes';
import { myInfoRoutes, userRoutes } from '../features/user/routes';
import { divisionRoutes, openApiRoutes } from '../features/division/routes';
import { deviceRoutes } from '../features/device/routes';
import { productRoutes } from '../features/product/routes';
import { orderRoutes } from '../features/order/routes';
import { promotionRoutes } from '../features/promotion/routes';
import { salesRoutes } from '../features/sales/routes';
import { paymentRoutes } from '../features/payment/routes';
import { employeeUidRoutes } from '../features/employeeUid/routes';
import { pointLogRoutes } from '../features/employeePointLog/routes';
import { trainingRoutes } from '../features/training/routes';
import type { RouteDef, ShellRouteDef } from '../core/routeDef';

/** Reachable without a session. */
export const publicRoutes: RouteDef[] = authRoutes;

/** The public route at exactly this path (the sign-in page, find ID …), if it is one. */
export function publicRouteAt(pathname: string): RouteDef | undefined {
  return publicRoutes.find((route) => route.path === pathname);
}

export function isPublicPath(pathname: string): boolean {
  return publicRouteAt(pathname) !== undefined;
}

/** Inside the shell, signed in only. */
export const shellRoutes: ShellRouteDef[] = [
  ...dashboardRoutes,
  ...simulatorRoutes,
  ...aiReportRoutes,
  ...companyRoutes,
  ...userRoutes,
  ...divisionRoutes,
  ...deviceRoutes,
  ...openApiRoutes,
  ...productRoutes,
  ...orderRoutes,
  ...promotionRoutes,
  ...salesRoutes,
  ...salesReportRoutes,
  ...paymentRoutes,
  ...employeeUidRoutes,
  ...pointLogRoutes,
  ...trainingRoutes,
  ...myInfoRoutes,
];

export const allRoutes: RouteDef[] = [...publicRoutes, ...shellRoutes];

/** The menu screen of a console area (a trainee's checklist links to it), if the menu has one. */
export function menuRouteOf(area: ConsoleArea): ShellRouteDef | undefined {
  return shellRoutes.find((r) => r.menu && r.access === area);
}
