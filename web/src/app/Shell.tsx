// The signed-in layout: header (name, back-end badge, user and role, language, sign out),
// side menu, the global loading bar, and the current route (ShellRouteView: its title, then its screen).
// It keeps the back end's clock read (useBackendClockSync) for the screens' default dates.
import { Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { ProgressBar } from 'primereact/progressbar';
import { Tag } from 'primereact/tag';
import { useLanguage } from '../i18n';
import { useCommonStore } from '../state/common';
import { selectLoading, useUiStore } from '../state/ui';
import { authTypeLabel } from '../ui/labels';
import { BackendBadge } from './BackendBadge';
import { LanguageSwitch } from './LanguageSwitch';
import type { ShellOutlet } from './router';
import { logout } from './session';
import { ShellRouteView } from './ShellRouteView';
import { SideMenu } from './SideMenu';
import { useBackendClockSync } from './useBackendClockSync';

const OUTLET: ShellOutlet = { RouteView: ShellRouteView };

export function Shell() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const user = useCommonStore((s) => s.user);
  const loading = useUiStore(selectLoading);
  useBackendClockSync();
  return (
    <div className="min-h-screen flex flex-column surface-ground">
      <header className="flex align-items-center justify-content-between flex-wrap gap-2 px-3 py-2 surface-card shadow-1">
        <div className="flex align-items-center gap-2">
          <i className="pi pi-box text-primary text-xl" aria-hidden="true" />
          <strong className="text-lg">{t('app.name')}</strong>
          <BackendBadge />
        </div>
        <div className="flex align-items-center gap-3 flex-wrap">
          <span className="flex align-items-center gap-2">
            <i className="pi pi-user" aria-hidden="true" />
            <span data-testid="user-name">{user?.userName}</span>
            <Tag value={authTypeLabel(user?.authType, lang)} severity="info" data-testid="user-role" />
          </span>
          <LanguageSwitch />
          <Button type="button" label={t('actions.signOut')} icon="pi pi-sign-out" size="small" outlined onClick={() => logout(true)} />
        </div>
      </header>
      <ProgressBar mode="indeterminate" aria-hidden={!loading} style={{ height: '3px', visibility: loading ? 'visible' : 'hidden' }} />
      <div className="flex flex-1">
        <SideMenu />
        <main className="flex-1 p-4 overflow-auto">
          <Outlet context={OUTLET} />
        </main>
      </div>
    </div>
  );
}
