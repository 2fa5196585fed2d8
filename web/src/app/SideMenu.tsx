// Side menu: the exact routes of the table the signed-in level may open, grouped; empty groups hidden.
// The shell shows it beside the page on a wide screen and in a drawer on a phone (`onNavigate`
// tells the drawer a link was followed).
import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useCommonStore } from '../state/common';
import { menuFor } from './access';
import { useRuntimeConfig } from '../api/runtimeConfig';

export function SideMenu({ className = '', onNavigate }: { className?: string; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const version = useRuntimeConfig((s) => s.config.version);
  const backend = useRuntimeConfig((s) => s.config.backend);
  const authType = useCommonStore((s) => s.user?.authType);
  return (
    <nav aria-label={t('app.mainMenu')} className={`side-menu surface-card p-2 flex-column ${className}`}>
      {menuFor(authType, undefined, backend).map(({ group, routes }) => (
        <section key={group} data-menu-group={group}>
          <h2 className="text-xs font-semibold text-500 px-2 mt-3 mb-1">{t(`groups.${group}`)}</h2>
          <ul className="list-none p-0 m-0">
            {routes.map((route) => (
              <li key={route.path}>
                {/* An entry with another under it (the cockpit, its class) is lit on its own page only. */}
                <NavLink to={route.path} end={routes.some((other) => other.path.startsWith(`${route.path}/`))} onClick={onNavigate} className={({ isActive }) => `side-menu-link${isActive ? ' active' : ''}`}>
                  <i className={route.menu!.icon} aria-hidden="true" />
                  <span>{t(route.titleKey)}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
      {version && <p className="text-xs text-500 px-2 mt-auto pt-3">{t('app.version', { version })}</p>}
    </nav>
  );
}
