// The routes of this room (app/routes.ts collects every room's, in menu order).
import { menuEntry as m, type ShellRouteDef } from '../../core/routeDef';
import { lazyScreen } from '../../core/lazyScreen';
import { PATTERNS } from '../../core/paths';

export const trainingRoutes: ShellRouteDef[] = [
  { path: PATTERNS.trainingManagement, titleKey: 'titles.trainingManagement', area: 'training', access: 'training', menu: m('training', 'pi-images'), screen: lazyScreen(() => import('./TrainingManagementPage')) },
  { path: PATTERNS.trainingDetail, titleKey: 'titles.trainingDetail', area: 'training', access: 'training', screen: lazyScreen(() => import('./TrainingDetailPage')) },
];
