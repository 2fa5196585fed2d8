// The routes of this room (app/routes.ts collects every room's, in menu order).
import { menuEntry as m, type ShellRouteDef } from '../../core/routeDef';
import { lazyScreen } from '../../core/lazyScreen';
import { PATTERNS } from '../../core/paths';

export const userRoutes: ShellRouteDef[] = [
  { path: PATTERNS.user, titleKey: 'titles.user', area: 'user', access: 'user', menu: m('organization', 'pi-users'), screen: lazyScreen(() => import('./UserListPage')) },
  { path: PATTERNS.userDetail, titleKey: 'titles.userDetail', area: 'user', access: 'user', screen: lazyScreen(() => import('./UserDetailPage')) },
];

export const myInfoRoutes: ShellRouteDef[] = [
  { path: PATTERNS.myInfo, titleKey: 'titles.myInfo', area: 'user', access: 'mypage', menu: m('mypage', 'pi-user'), screen: lazyScreen(() => import('./mypage/MyInfoPage')) },
];
