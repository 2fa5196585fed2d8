// The routes of this room (app/routes.ts collects every room's, in menu order).
import { menuEntry as m, type ShellRouteDef } from '../../core/routeDef';
import { lazyScreen } from '../../core/lazyScreen';
import { PATTERNS } from '../../core/paths';

export const deviceRoutes: ShellRouteDef[] = [
  { path: PATTERNS.device, titleKey: 'titles.device', area: 'device', access: 'device', menu: m('organization', 'pi-server'), screen: lazyScreen(() => import('./DeviceListPage')) },
  { path: PATTERNS.deviceDetail, titleKey: 'titles.deviceDetail', area: 'device', access: 'device', screen: lazyScreen(() => import('./DeviceDetailPage')) },
  { path: PATTERNS.failNotice, titleKey: 'titles.failNotice', area: 'device', access: 'failNotice', menu: m('operations', 'pi-exclamation-triangle'), screen: lazyScreen(() => import('./failNotice/FailNoticeListPage')) },
  { path: PATTERNS.failNoticeDetail, titleKey: 'titles.failNoticeDetail', area: 'device', access: 'failNotice', screen: lazyScreen(() => import('./failNotice/FailNoticeDetailPage')) },
  { path: PATTERNS.selfCheck, titleKey: 'titles.selfCheck', area: 'device', access: 'selfCheck', menu: m('operations', 'pi-check-square'), screen: lazyScreen(() => import('./selfCheck/SelfCheckListPage')) },
  { path: PATTERNS.selfCheckDetail, titleKey: 'titles.selfCheckDetail', area: 'device', access: 'selfCheck', screen: lazyScreen(() => import('./selfCheck/SelfCheckDetailPage')) },
  { path: PATTERNS.doorOpen, titleKey: 'titles.doorOpen', area: 'device', access: 'doorOpen', menu: m('operations', 'pi-lock-open'), screen: lazyScreen(() => import('./doorOpen/DoorOpenListPage')) },
  { path: PATTERNS.doorOpenDetail, titleKey: 'titles.doorOpenDetail', area: 'device', access: 'doorOpen', screen: lazyScreen(() => import('./doorOpen/DoorOpenDetailPage')) },
];
