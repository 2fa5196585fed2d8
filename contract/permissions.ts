// Which auth level may use which console area (the spec leaves per-role permissions open;
// see docs/decisions.md). The console filters its menu and routes with it; the simulator
// enforces record scope and write rules on top.
import type { AuthType } from './entities';

export const CONSOLE_AREAS = [
  'dashboard',
  'aireport',
  'mypage',
  'company',
  'user',
  'division',
  'openapi',
  'device',
  'failNotice',
  'selfCheck',
  'doorOpen',
  'inventory',
  'productMaster',
  'warehouse',
  'exListNone',
  'order',
  'promotion',
  'sales',
  'payment',
  'employeeUid',
  'employeePointLog',
  'training',
  'simulator',
] as const;
export type ConsoleArea = (typeof CONSOLE_AREAS)[number];

const ALL: readonly AuthType[] = ['ADMIN', 'PARTNER', 'MANAGER'];
const COMPANY_ADMINS: readonly AuthType[] = ['ADMIN', 'PARTNER'];
const INTERNAL: readonly AuthType[] = ['ADMIN'];

/**
 * ADMIN (internal staff): everything. PARTNER (vendor administrator): its company's areas.
 * MANAGER (store owner): its stores' day-to-day operations, and its own company read-only.
 */
export const AREA_ACCESS: Record<ConsoleArea, readonly AuthType[]> = {
  dashboard: ALL,
  aireport: ALL,
  mypage: ALL,
  company: ALL,
  user: COMPANY_ADMINS,
  division: ALL,
  openapi: COMPANY_ADMINS,
  device: ALL,
  failNotice: ALL,
  selfCheck: ALL,
  doorOpen: ALL,
  inventory: ALL,
  productMaster: COMPANY_ADMINS,
  warehouse: COMPANY_ADMINS,
  exListNone: ALL,
  order: ALL,
  promotion: COMPANY_ADMINS,
  sales: ALL,
  payment: ALL,
  employeeUid: ALL,
  employeePointLog: ALL,
  training: INTERNAL,
  // The cockpit: whoever may steer the simulator (SIM_ACCESS_ROLES.steer).
  simulator: COMPANY_ADMINS,
};

/**
 * Who may make a control call of the simulator, by the access its contract entry names
 * (contract/sim-control.ts): 'public' calls need no session at all.
 */
export const SIM_ACCESS_ROLES = {
  signedIn: ALL,
  steer: COMPANY_ADMINS,
  admin: INTERNAL,
} as const satisfies Record<string, readonly AuthType[]>;
export type SimAccess = 'public' | keyof typeof SIM_ACCESS_ROLES;

export function canMakeSimCall(authType: AuthType | null | undefined, call: { access: SimAccess }): boolean {
  return call.access === 'public' || (authType != null && SIM_ACCESS_ROLES[call.access].includes(authType));
}

export function canUseArea(authType: AuthType | null | undefined, area: ConsoleArea): boolean {
  return authType != null && AREA_ACCESS[area].includes(authType);
}
