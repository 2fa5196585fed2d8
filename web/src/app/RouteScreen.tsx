// One route's screen, lazy with 'Loading...' while it arrives, inside a boundary that offers a
// reload when its chunk does not load. RouteScreen is a public route (sign-in pages); the shell's
// routes add their title and the access checks around ScreenSlot (ShellRouteView, in the shell's
// chunk, so the sign-in form does not load them).
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteDef } from '../core/routeDef';
import { ScreenBoundary } from './ScreenBoundary';

export function LoadingText() {
  const { t } = useTranslation();
  return <p className="p-3 m-0">{t('app.loading')}</p>;
}

/** The browser tab says which page this is: '<title> · Kiosk Console'. */
export function useDocumentTitle(titleKey: string): void {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${t(titleKey)} · ${t('app.name')}`;
  }, [titleKey, t]);
}

/** The route's lazy screen, 'Loading...' until it arrives, a reload offer if it does not. */
export function ScreenSlot({ route }: { route: RouteDef }) {
  const Screen = route.screen;
  if (!Screen) return null;
  return (
    <ScreenBoundary key={route.path}>
      <Suspense fallback={<LoadingText />}>
        <Screen />
      </Suspense>
    </ScreenBoundary>
  );
}

/** A public route: its screen, nothing around it (the page has its own frame and title). */
export function RouteScreen({ route }: { route: RouteDef }) {
  useDocumentTitle(route.titleKey);
  return <ScreenSlot route={route} />;
}
