// The routes of this room (app/routes.ts collects every room's, in menu order).
import { menuEntry as m, type ShellRouteDef } from '../../core/routeDef';
import { lazyScreen } from '../../core/lazyScreen';
import { PATTERNS } from '../../core/paths';

export const aiReportRoutes: ShellRouteDef[] = [
  { path: PATTERNS.aiReportDisplay, titleKey: 'titles.aiReportDisplay', area: 'statistics', access: 'aireport', menu: m('aireport', 'pi-th-large'), screen: lazyScreen(() => import('./aireport/DisplayReportPage')) },
  { path: PATTERNS.aiReportPopular, titleKey: 'titles.aiReportPopular', area: 'statistics', access: 'aireport', menu: m('aireport', 'pi-star'), screen: lazyScreen(() => import('./aireport/PopularReportPage')) },
  { path: PATTERNS.aiReportSupplementary, titleKey: 'titles.aiReportSupplementary', area: 'statistics', access: 'aireport', menu: m('aireport', 'pi-chart-bar'), screen: lazyScreen(() => import('./aireport/SupplementaryReportPage')) },
];

export const salesReportRoutes: ShellRouteDef[] = [
  // Ours, not spec §2: the report strings of spec §7 (units sold, sales amount, gross profit) per
  // day or month, in the sales group beside the revenue they break down; the same access as sales.
  { path: PATTERNS.salesReport, titleKey: 'titles.salesReport', area: 'statistics', access: 'sales', menu: m('sales', 'pi-table'), screen: lazyScreen(() => import('./SalesReportPage')) },
];
