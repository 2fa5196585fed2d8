// The routes of this room (app/routes.ts collects every room's, in menu order).
import { menuEntry as m, type ShellRouteDef } from '../../core/routeDef';
import { lazyScreen } from '../../core/lazyScreen';
import { PATTERNS } from '../../core/paths';

export const promotionRoutes: ShellRouteDef[] = [
  { path: PATTERNS.promotion, titleKey: 'titles.promotion', area: 'promotion', access: 'promotion', menu: m('products', 'pi-percentage'), screen: lazyScreen(() => import('./PromotionListPage')) },
  { path: PATTERNS.promotionDetail, titleKey: 'titles.promotionDetail', area: 'promotion', access: 'promotion', screen: lazyScreen(() => import('./PromotionDetailPage')) },
];
