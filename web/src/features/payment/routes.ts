// The routes of this room (app/routes.ts collects every room's, in menu order).
import { menuEntry as m, type ShellRouteDef } from '../../core/routeDef';
import { lazyScreen } from '../../core/lazyScreen';
import { PATTERNS } from '../../core/paths';

export const paymentRoutes: ShellRouteDef[] = [
  { path: PATTERNS.paymentHistory, titleKey: 'titles.paymentHistory', area: 'payment', access: 'payment', menu: m('sales', 'pi-credit-card'), screen: lazyScreen(() => import('./PaymentHistoryPage')) },
  { path: PATTERNS.paymentDevice, titleKey: 'titles.paymentHistoryDetail', area: 'payment', access: 'payment', screen: lazyScreen(() => import('./PaymentDevicePage')) },
];
