// Side menu: the exact routes of the table the signed-in level may open, grouped; empty groups hidden.
// The shell shows it beside the page on a wide screen and in a drawer on a phone (`onNavigate`
// tells the drawer a link was followed). The screens behind its links are fetched while the browser
// is idle (and a link's at once when pointed at), so a click does not wait for the screen's code.
import { useEffect, useMemo } from 'react';
import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useCommonStore } from '../state/common';
import { menuFor } from './access';
import { useRuntimeConfig } from '../api/runtimeConfig';
import type { RouteDef } from '../core/routeDef';

/**
 * Fetch the menu's screens one at a time whenever the browser is idle (after the page on screen has
 * loaded). Where there is no idle callback (Safari, the unit tests' DOM) a link's screen is fetched
 * when it is pointed at only.
 */
function usePreloadWhenIdle(routes: readonly RouteDef[]) {
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') return;
    const waiting = [...routes];
    let pending = 0;
    const step = () => {
      waiting.shift()?.screen?.preload();
      if (waiting.length > 0) pending = window.requestIdleCallback(step, { timeout: 10_000 });
    };
    pending = window.requestIdleCallback(step, { timeout: 10_000 });
    return () => window.cancelIdleCallback(pending);
  }, [routes]);
}

export function SideMenu({ className = '', onNavigate }: { className?: string; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const version = useRuntimeConfig((s) => s.config.version);
  const backend = useRuntimeConfig((s) => s.config.backend);
  const authType = useCommonStore((s) => s.user?.authType);
  const groups = useMemo(() => menuFor(authType, undefined, backend), [authType, backend]);
  usePreloadWhenIdle(useMemo(() => groups.flatMap((g) => g.routes), [groups]));
  return (
    <nav aria-label={t('app.mainMenu')} className={`side-menu surface-card p-2 flex-column ${className}`}>
      {groups.map(({ group, routes }) => (
        <section key={group} data-menu-group={group}>
          <h2 className="text-xs font-semibold text-500 px-2 mt-3 mb-1">{t(`groups.${group}`)}</h2>
          <ul className="list-none p-0 m-0">
            {routes.map((route) => (
              <li key={route.path}>
                {/* An entry with another under it (the cockpit, its class) is lit on its own page only. */}
                <NavLink to={route.path} end={routes.some((other) => other.path.startsWith(`${route.path}/`))} onClick={onNavigate} onPointerEnter={() => route.screen?.preload()} onFocus={() => route.screen?.preload()} className={({ isActive }) => `side-menu-link${isActive ? ' active' : ''}`}>
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
