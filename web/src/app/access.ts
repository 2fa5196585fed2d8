// Who sees what: the route table's `access` areas checked against contract/permissions.ts.
// Pure, so the menu and the route guard agree and are tested without a screen.
import type { AuthType } from '@contract/entities';
import { canMakeSimCall, canUseArea } from '@contract/permissions';
import type { Backend } from '../api/runtimeConfig';
import { MENU_GROUPS, type MenuGroup, type RouteDef } from '../core/routeDef';
import { shellRoutes } from './routes';

/** The route exists with this back end (the cockpit only with the simulator). */
export function routeAvailable(route: Pick<RouteDef, 'backend'>, backend: Backend): boolean {
  return route.backend === undefined || route.backend === backend;
}

/**
 * A route without an access area is public; one with an area needs a level that may use it, and
 * one of control calls also a level that may make them.
 */
export function canOpenRoute(route: Pick<RouteDef, 'access' | 'simAccess'>, authType: AuthType | null | undefined): boolean {
  return (route.access === undefined || canUseArea(authType, route.access)) && (route.simAccess === undefined || canMakeSimCall(authType, { access: route.simAccess }));
}

export interface MenuSection {
  group: MenuGroup;
  routes: RouteDef[];
}

/** The side menu of one level with one back end: allowed menu entries by group, empty groups left out. */
export function menuFor(authType: AuthType | null | undefined, routes: readonly RouteDef[] = shellRoutes, backend: Backend = 'live'): MenuSection[] {
  return MENU_GROUPS.map((group) => ({
    group,
    routes: routes.filter((route) => route.menu?.group === group && routeAvailable(route, backend) && canOpenRoute(route, authType)),
  })).filter((section) => section.routes.length > 0);
}
