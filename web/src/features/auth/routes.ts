// The routes of this room (app/routes.ts collects every room's, in menu order).
import type { RouteDef } from '../../core/routeDef';
import { lazyScreen } from '../../core/lazyScreen';
import { PATTERNS } from '../../core/paths';

export const authRoutes: RouteDef[] = [
  // The sign-in page shows only the strings that ship with the entry (i18n/ko-signin.ts).
  { path: PATTERNS.login, titleKey: 'titles.login', area: 'common', screen: lazyScreen(() => import('./LoginPage'), { signInStrings: true }) },
  { path: PATTERNS.findId, titleKey: 'titles.findId', area: 'common', screen: lazyScreen(() => import('./FindIdPage')) },
  { path: PATTERNS.findPassword, titleKey: 'titles.findPassword', area: 'common', screen: lazyScreen(() => import('./FindPasswordPage')) },
  { path: PATTERNS.privacyPolicy, titleKey: 'titles.privacyPolicy', area: 'common', screen: lazyScreen(() => import('./PrivacyPolicyPage')) },
];
