// The signed-in layout: header (name, back-end badge, user and role, language, sign out),
// side menu, the global loading bar, the current route (ShellRouteView: its title, then its screen),
// and the demo tour's bar at the foot while a tour runs; a trainee of the running class also finds
// their checklist in the header (TraineeExercises). OpsAlerts watches for what the operator asked
// to be alerted of (My info).
// It keeps the back end's clock read (useBackendClockSync) for the screens' default dates, and the
// window's scroll per history entry (useScrollPlace: a new screen at the top, Back where it was).
// Below PrimeFlex's md breakpoint (768 px, a phone) the side menu moves into a drawer opened from a
// menu button in the header: it closes when the location changes, and hands focus back to the menu
// button when closed without navigating, to the page when a link was followed. While it is open,
// Tab and Shift+Tab stay inside it (PrimeReact's Sidebar does not keep focus in by itself).
import { lazy, Suspense, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { ProgressBar } from 'primereact/progressbar';
import { Sidebar } from 'primereact/sidebar';
import { Tag } from 'primereact/tag';
import { useLanguage } from '../i18n';
import { useCommonStore } from '../state/common';
import { selectLoading, useUiStore } from '../state/ui';
import { keepFocusInside } from '../ui/keepFocusInside';
import { authTypeLabel } from '../ui/labels';
import { BackendBadge } from '../ui/BackendBadge';
import { LanguageSwitch } from '../ui/LanguageSwitch';
import type { ShellOutlet } from '../core/routeDef';
import { logout } from '../core/session';
import { ShellRouteView } from './ShellRouteView';
import { SideMenu } from './SideMenu';
import { useBackendClockSync } from './useBackendClockSync';
import { useScrollPlace } from './useScrollPlace';
import { useTourState } from '../state/tour';
import { TraineeExercises } from '../features/classroom/TraineeExercises';
import { OpsAlerts } from '../features/alerts/OpsAlerts';
import { AreaScreenContext } from '../core/areaScreen';
import { menuRouteOf } from './routes';

// Loaded only while a demo tour runs (it brings the /sim client).
const TourBar = lazy(() => import('../features/simulator/tour/TourBar'));

const OUTLET: ShellOutlet = { RouteView: ShellRouteView };
const MENU_BUTTON_ID = 'shell-menu-button';
const MENU_DRAWER_ID = 'shell-menu-drawer';

export function Shell() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const user = useCommonStore((s) => s.user);
  const loading = useUiStore(selectLoading);
  const location = useLocation();
  // The drawer is open at the location it was opened at: any navigation closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === location.key;
  const main = useRef<HTMLElement>(null);
  const touring = useTourState((s) => s.step !== null);
  // Each tour step opens its screen afresh, even when the path is the one on screen.
  const tourShown = useTourState((s) => s.shown);
  useBackendClockSync();
  useScrollPlace();
  return (
    <div className="min-h-screen flex flex-column surface-ground">
      <header className="flex align-items-center justify-content-between flex-wrap gap-2 px-3 py-2 surface-card shadow-1">
        <div className="flex align-items-center gap-2">
          <Button
            id={MENU_BUTTON_ID}
            type="button"
            icon="pi pi-bars"
            text
            className="shell-menu-button md:hidden"
            aria-label={t('app.openMenu')}
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? MENU_DRAWER_ID : undefined}
            onClick={() => setMenuOpenAt(location.key)}
          />
          <i className="pi pi-box text-primary text-xl" aria-hidden="true" />
          <strong className="text-lg">{t('app.name')}</strong>
          <BackendBadge />
        </div>
        <div className="shell-user flex align-items-center gap-2 md:gap-3 flex-wrap">
          <AreaScreenContext.Provider value={menuRouteOf}>
            <TraineeExercises />
          </AreaScreenContext.Provider>
          <span className="flex align-items-center gap-2">
            <i className="pi pi-user" aria-hidden="true" />
            <span data-testid="user-name">{user?.userName}</span>
            <Tag value={authTypeLabel(user?.authType, lang)} severity="info" data-testid="user-role" />
          </span>
          <LanguageSwitch />
          <Button
            type="button"
            label={t('actions.signOut')}
            aria-label={t('actions.signOut')}
            icon="pi pi-sign-out"
            size="small"
            outlined
            className="shell-sign-out"
            onClick={() => logout(true)}
          />
        </div>
      </header>
      <ProgressBar mode="indeterminate" aria-label={t('app.loading')} aria-hidden={!loading} style={{ height: '3px', visibility: loading ? 'visible' : 'hidden' }} />
      <div className="flex flex-1">
        <SideMenu className="hidden md:flex border-right-1 surface-border" />
        <main ref={main} tabIndex={-1} className="shell-main flex-1 min-w-0 p-3 md:p-4 overflow-auto">
          <Outlet key={tourShown} context={OUTLET} />
        </main>
      </div>
      <OpsAlerts />
      {touring && (
        <Suspense fallback={null}>
          <TourBar />
        </Suspense>
      )}
      <Sidebar
        id={MENU_DRAWER_ID}
        visible={menuOpen}
        onHide={() => {
          setMenuOpenAt(null);
          document.getElementById(MENU_BUTTON_ID)?.focus();
        }}
        position="left"
        blockScroll
        role="dialog"
        aria-modal="true"
        aria-label={t('app.mainMenu')}
        ariaCloseLabel={t('app.closeMenu')}
        header={<strong className="text-lg">{t('app.name')}</strong>}
        className="shell-drawer"
        onKeyDown={keepFocusInside}
      >
        <SideMenu className="flex" onNavigate={() => main.current?.focus({ preventScroll: true })} />
      </Sidebar>
    </div>
  );
}
