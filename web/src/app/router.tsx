// Routes from the table: public pages, then the catch-all `/` that renders the shell only
// with a session token (else /login). `/` itself goes to /dashboard.
import type { ReactNode } from 'react';
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Message } from 'primereact/message';
import { useCommonStore } from '../state/common';
import { setNavigator } from './navigation';
import { RouteScreen } from './RouteScreen';
import { publicRoutes, shellRoutes } from './routes';
import { Shell } from './Shell';

function RequireSession({ children }: { children: ReactNode }) {
  const token = useCommonStore((s) => s.token);
  return token ? children : <Navigate to="/login" replace />;
}

/** A signed-in operator who opens /login goes to the dashboard. */
function SignedOutOnly({ children }: { children: ReactNode }) {
  const token = useCommonStore((s) => s.token);
  return token ? <Navigate to="/dashboard" replace /> : children;
}

function NotFound() {
  const { t } = useTranslation();
  return <Message severity="warn" text={t('app.notFound')} />;
}

export function buildRoutes(): RouteObject[] {
  return [
    ...publicRoutes.map((route) => ({
      path: route.path,
      handle: { route },
      element:
        route.path === '/login' ? (
          <SignedOutOnly>
            <RouteScreen route={route} />
          </SignedOutOnly>
        ) : (
          <RouteScreen route={route} />
        ),
    })),
    {
      path: '/',
      element: (
        <RequireSession>
          <Shell />
        </RequireSession>
      ),
      children: [
        { index: true, element: <Navigate to="/dashboard" replace /> },
        ...shellRoutes.map((route) => ({ path: route.path, handle: { route }, element: <RouteScreen route={route} /> })),
        { path: '*', element: <NotFound /> },
      ],
    },
  ];
}

export function createAppRouter() {
  const router = createBrowserRouter(buildRoutes());
  setNavigator((to) => void router.navigate(to));
  return router;
}
