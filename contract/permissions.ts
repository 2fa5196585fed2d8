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

/** What an operator may do to an area's records, beyond reading them. */
export const RECORD_ACTIONS = ['create', 'update', 'delete'] as const;
export type RecordAction = (typeof RECORD_ACTIONS)[number];

/**
 * Who may do which action in which area: the simulator refuses everyone else (NOT_AUTHORIZED, "no
 * permission"), and the console offers the action's buttons to no one else. An area not named here
 * (stock, orders, employee cards, ...) lets whoever may open it change the records in its scope.
 * Record scope comes on top: an action is always on records the caller may see.
 */
export const ACTION_ACCESS = {
  company: { create: INTERNAL, update: COMPANY_ADMINS, delete: INTERNAL },
  division: { create: COMPANY_ADMINS, update: ALL, delete: COMPANY_ADMINS },
  device: { create: COMPANY_ADMINS, update: ALL, delete: COMPANY_ADMINS },
  // A MANAGER updates only its own record, on its My info page, and never its own access.
  user: { create: COMPANY_ADMINS, update: ALL, delete: COMPANY_ADMINS },
  openapi: { update: COMPANY_ADMINS },
  productMaster: { create: COMPANY_ADMINS, update: COMPANY_ADMINS },
  promotion: { create: COMPANY_ADMINS, update: COMPANY_ADMINS, delete: COMPANY_ADMINS },
  training: { update: INTERNAL },
} as const satisfies Partial<Record<ConsoleArea, Partial<Record<RecordAction, readonly AuthType[]>>>>;
export type GuardedArea = keyof typeof ACTION_ACCESS;

type ActionTable = Partial<Record<RecordAction, readonly AuthType[]>>;

/** The simulator's check: the auth level may do the action of a guarded area. */
export function mayDo(authType: AuthType | null | undefined, area: GuardedArea, action: RecordAction): boolean {
  const roles = (ACTION_ACCESS[area] as ActionTable)[action];
  return authType != null && roles !== undefined && roles.includes(authType);
}

/** The console's check: the area may be opened, and in a guarded area the action is allowed. */
export function canDo(authType: AuthType | null | undefined, area: ConsoleArea, action: RecordAction): boolean {
  if (!canUseArea(authType, area)) return false;
  return !(area in ACTION_ACCESS) || mayDo(authType, area as GuardedArea, action);
}

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
