// One route's screen: lazy with 'Loading...' while it arrives, the not-built page, or the
// not-permitted page when the signed-in level may not use the route's area (or the route needs
// the simulator and the console talks to a Live server: its screen is never loaded).
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useCommonStore } from '../state/common';
import { NotBuiltPage } from '../ui/NotBuiltPage';
import { NotPermittedPage } from '../ui/NotPermittedPage';
import { canOpenRoute, routeAvailable } from './access';
import type { RouteDef } from './routes';
import { useRuntimeConfig } from './runtimeConfig';
import { ScreenBoundary } from './ScreenBoundary';

export function LoadingText() {
  const { t } = useTranslation();
  return <p className="p-3 m-0">{t('app.loading')}</p>;
}

export function RouteScreen({ route }: { route: RouteDef }) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${t(route.titleKey)} · ${t('app.name')}`;
  }, [route.titleKey, t]);
  const authType = useCommonStore((s) => s.user?.authType);
  const backend = useRuntimeConfig((s) => s.config.backend);
  if (!routeAvailable(route, backend)) return <NotPermittedPage titleKey={route.titleKey} reason="simulatorOnly" />;
  if (!canOpenRoute(route, authType)) return <NotPermittedPage titleKey={route.titleKey} />;
  const Screen = route.screen;
  if (!Screen) return <NotBuiltPage titleKey={route.titleKey} />;
  return (
    <ScreenBoundary key={route.path}>
      <Suspense fallback={<LoadingText />}>
        <Screen />
      </Suspense>
    </ScreenBoundary>
  );
}
