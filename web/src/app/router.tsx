// Routes from the table: public pages, then the catch-all `/` that renders the shell only
// with a session token (else /login). `/` itself goes to /dashboard. The shell is its own chunk,
// fetched as soon as there is a session, so the sign-in form does not wait for it.
// The console uses React Router's declarative router (BrowserRouter + useRoutes): it needs no
// loaders or actions, and the data router's code would weigh on the sign-in form. The same route
// objects also run under a data router (the unit tests' createMemoryRouter).
import { Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { BrowserRouter, Navigate, matchPath, useLocation, useNavigate, useOutletContext, useRoutes, type RouteObject } from 'react-router-dom';
import { useCommonStore } from '../state/common';
import { lazyScreen } from '../core/lazyScreen';
import { afterSignInPath, askedPage, setNavigator } from '../core/navigation';
import { LoadingText, RouteScreen } from './RouteScreen';
import type { RouteDef, ShellOutlet } from '../core/routeDef';
import { publicRouteAt, publicRoutes, shellRoutes } from './routes';
import { readStoredSession } from '../core/session';
import { preloadTransport } from '../api/call';
import { ScreenBoundary } from './ScreenBoundary';
import { paths, PATTERNS } from '../core/paths';

const loadShell = () => import('./Shell').then((module) => ({ default: module.Shell }));
const Shell = lazyScreen(loadShell);

/** Fetch the shell ahead of its first render (a session has begun). */
export function preloadShell(): void {
  loadShell().catch(() => undefined);
}

/**
 * Start-up (main.tsx, once the first frame is painted): fetch the first page's chunks now rather
 * than after the runtime config and the router's first render (one round trip fewer before the page
 * shows): a public page's screen; with a stored session, the shell, the screen, the rest of the
 * language's strings and the API transport (axios), which the screen's first call would otherwise
 * wait for.
 * A signed-in visitor on /login goes on to the dashboard, so that is what is fetched then.
 */
export function preloadFirstScreen(pathname: string): void {
  const signedIn = readStoredSession() !== null;
  const publicRoute = publicRouteAt(pathname);
  if (publicRoute && !(signedIn && publicRoute.path === PATTERNS.login)) {
    publicRoute.screen?.preload();
    return;
  }
  if (!signedIn) return;
  preloadShell();
  preloadTransport();
  const wanted = publicRoute || pathname === '/' ? paths.dashboard() : pathname;
  shellRoutes.find((route) => matchPath(route.path, wanted))?.screen?.preload();
}

/** Signed out: to /login, which remembers the page that was asked for (path and query). */
function RequireSession({ children }: { children: ReactNode }) {
  const token = useCommonStore((s) => s.token);
  const { pathname, search } = useLocation();
  return token ? children : <Navigate to={paths.login()} replace state={askedPage.keep ? { from: `${pathname}${search}` } : undefined} />;
}

/** A signed-in operator on /login goes on to the page asked for before sign-in, else the dashboard. */
function SignedOutOnly({ children }: { children: ReactNode }) {
  const token = useCommonStore((s) => s.token);
  const { state } = useLocation();
  return token ? <Navigate to={afterSignInPath(state)} replace /> : children;
}

function ShellFrame() {
  return (
    <ScreenBoundary>
      <Suspense fallback={<LoadingText />}>
        <Shell />
      </Suspense>
    </ScreenBoundary>
  );
}

/** A signed-in route (or, without one, the not-found page), drawn by the shell's route view. */
function ShellRoute({ route }: { route?: RouteDef }) {
  const { RouteView } = useOutletContext<ShellOutlet>();
  return <RouteView route={route} />;
}

export function buildRoutes(): RouteObject[] {
  return [
    ...publicRoutes.map((route) => ({
      path: route.path,
      handle: { route },
      element:
        route.path === PATTERNS.login ? (
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
          <ShellFrame />
        </RequireSession>
      ),
      children: [
        { index: true, element: <Navigate to={paths.dashboard()} replace /> },
        ...shellRoutes.map((route) => ({ path: route.path, handle: { route }, element: <ShellRoute route={route} /> })),
        { path: '*', element: <ShellRoute /> },
      ],
    },
  ];
}

/** Lets session rules (outside React) move the router: goTo() navigates through this router. */
function NavigatorBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    setNavigator((to) => void navigate(to));
    return () => setNavigator(null);
  }, [navigate]);
  return null;
}

function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** The console's router; the shell is fetched as soon as there is a session. */
export function AppRouter() {
  const routes = useMemo(buildRoutes, []);
  const signedIn = useCommonStore((s) => s.token !== null);
  useEffect(() => {
    if (signedIn) preloadShell();
  }, [signedIn]);
  return (
    <BrowserRouter>
      <NavigatorBridge />
      <AppRoutes routes={routes} />
    </BrowserRouter>
  );
}
