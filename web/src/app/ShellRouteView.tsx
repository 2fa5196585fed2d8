// What a signed-in route shows inside the shell: its title, then its screen, the not-built page,
// or the not-permitted page when the signed-in level may not use the route's area, or may not
// create there and the address asks for a new record (…/new), (or the route
// needs the simulator and the console talks to a Live server: its screen is never loaded). Without
// a route (no path matched): the not-found message. Part of the shell's chunk; the router reaches
// it through the shell's outlet context (ShellRoute in router.tsx).
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { canDo } from '@contract/permissions';
import { Message } from 'primereact/message';
import { useCommonStore } from '../state/common';
import { NotBuiltPage } from '../ui/NotBuiltPage';
import { NotPermittedPage } from '../ui/NotPermittedPage';
import { canOpenRoute, routeAvailable } from './access';
import type { RouteDef } from '../core/routeDef';
import { ScreenSlot, useDocumentTitle } from './RouteScreen';
import { useRuntimeConfig } from '../api/runtimeConfig';

function NotFound() {
  const { t } = useTranslation();
  return <Message severity="warn" text={t('app.notFound')} />;
}

function RouteContent({ route }: { route: RouteDef }) {
  const authType = useCommonStore((s) => s.user?.authType);
  const backend = useRuntimeConfig((s) => s.config.backend);
  const creating = Object.values(useParams()).includes('new');
  if (!routeAvailable(route, backend)) return <NotPermittedPage titleKey={route.titleKey} reason="simulatorOnly" />;
  if (!canOpenRoute(route, authType)) return <NotPermittedPage titleKey={route.titleKey} />;
  if (creating && route.access && !canDo(authType, route.access, 'create')) return <NotPermittedPage titleKey={route.titleKey} />;
  if (!route.screen) return <NotBuiltPage titleKey={route.titleKey} />;
  return <ScreenSlot route={route} />;
}

function RouteView({ route }: { route: RouteDef }) {
  const { t } = useTranslation();
  useDocumentTitle(route.titleKey);
  return (
    <>
      <h1 className="mt-0 mb-3 text-2xl">{t(route.titleKey)}</h1>
      <RouteContent route={route} />
    </>
  );
}

export function ShellRouteView({ route }: { route?: RouteDef }) {
  return route ? <RouteView route={route} /> : <NotFound />;
}
