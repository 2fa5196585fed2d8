// The routes of this room (app/routes.ts collects every room's, in menu order).
import { menuEntry as m, type ShellRouteDef } from '../../core/routeDef';
import { lazyScreen } from '../../core/lazyScreen';
import { PATTERNS } from '../../core/paths';

export const simulatorRoutes: ShellRouteDef[] = [
  // Ours, not spec §2: the simulator's cockpit, for whoever may steer it (ADMIN everything, a
  // PARTNER its own company's kiosks); with a Live back end it does not exist.
  { path: PATTERNS.simulator, titleKey: 'titles.simulator', area: 'common', access: 'simulator', backend: 'simulator', menu: m('simulator', 'pi-sliders-h'), screen: lazyScreen(() => import('./CockpitPage')) },
  // The trainer's class (make it, sign-in cards, the board): the classroom calls are ADMIN's.
  { path: PATTERNS.classroom, titleKey: 'titles.classroom', area: 'common', access: 'simulator', simAccess: 'admin', backend: 'simulator', menu: m('simulator', 'pi-users'), screen: lazyScreen(() => import('./classroom/ClassroomPage')) },
];
