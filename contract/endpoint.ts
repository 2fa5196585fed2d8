// The shape of one catalog entry. Everything about an endpoint is said here once;
// the console's client, the simulator's routes, the contract tests and OpenAPI read it.
// Zod appears here in types only, so the console can import this module (fillPath, the route types)
// without loading zod.
import type { z } from 'zod';
import type { ConsoleArea, GuardedArea, RecordAction } from './permissions';
import type { SuccessStyle } from './result-codes';

export type HttpMethod = 'GET' | 'POST';

/** Areas of the API, one file each under contract/endpoints/. */
export type ApiArea =
  | 'auth'
  | 'dashboard'
  | 'company'
  | 'user'
  | 'division'
  | 'device'
  | 'tray'
  | 'product'
  | 'order'
  | 'promotion'
  | 'training'
  | 'payment'
  | 'sales'
  | 'statistics'
  | 'employeeUid'
  | 'employeePointLog';

export interface EndpointDef<
  P extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  /** Stable name, `area.action`, used by the client, the simulator and the tests. */
  id: string;
  area: ApiArea;
  method: HttpMethod;
  /** Path under /api/v1, spec form with `{param}` placeholders. */
  path: string;
  summary: string;
  /** Path parameters (text on the wire, coerced). */
  params: P;
  /** JSON body for POST, form fields for multipart, an empty object for GET. */
  body: B;
  bodyKind: 'none' | 'json' | 'multipart';
  /** Shape of a successful answer. Failures share `failureResponse`. */
  response: R;
  /** 0 or '0': how this endpoint reports success. */
  success: SuccessStyle;
  /** 'file' answers stream a file on success and JSON on failure. */
  responseKind: 'json' | 'file';
  /** Whether sign-in is required (everything but login, find ID and reset password). */
  auth: boolean;
  /** False for calls that are ours, not in spec §7 (see docs/decisions.md). */
  specListed: boolean;
  /**
   * Who may call it beyond signing in, as the simulator checks it (contract/permissions.ts): the
   * record actions of a guarded area (ACTION_ACCESS), or a whole area (AREA_ACCESS). Documentation
   * (OpenAPI) reads it; the simulator's handlers make the check (`ctx.scope.require`, `requireArea`),
   * and tests/api/permission-table.test.ts finds each action it probes named on the entry it calls.
   */
  access?: EndpointAccess;
}

export type EndpointAccess = { area: GuardedArea; actions: readonly RecordAction[] } | { area: ConsoleArea; actions?: undefined };

type Defaults = 'bodyKind' | 'responseKind' | 'auth' | 'specListed' | 'success';
export type EndpointInput<P extends z.ZodType, B extends z.ZodType, R extends z.ZodType> = Omit<
  EndpointDef<P, B, R>,
  Defaults
> &
  Partial<Pick<EndpointDef<P, B, R>, Defaults>>;

/** Declare an endpoint; fills the defaults (JSON body for POST, no body for GET, success 0, auth on). */
export function endpoint<P extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  def: EndpointInput<P, B, R>,
): EndpointDef<P, B, R> {
  return {
    bodyKind: def.method === 'GET' ? 'none' : 'json',
    responseKind: 'json',
    auth: true,
    specListed: true,
    success: 0,
    ...def,
  };
}

/**
 * The fields of an entry a client needs to call it at run time: everything but the schemas and the
 * documentation. The console's table of these (`./api-routes.ts`) is generated from the catalog.
 */
export const ROUTE_FIELDS = ['id', 'method', 'path', 'success', 'bodyKind', 'responseKind', 'auth'] as const;
export type RouteField = (typeof ROUTE_FIELDS)[number];

/**
 * One catalog entry as the console calls it: the route fields as values, the entry's schemas as
 * types only (`catalogEntry` is never set at run time), so `ResponseOf<typeof api.company.list>`
 * reads the catalog's response schema whether `api` is the catalog or the console's route table.
 */
export type EndpointRoute<E extends EndpointDef = EndpointDef> = Pick<E, RouteField> & {
  readonly catalogEntry?: E;
  /** Where its path starts when not under the API's base (the control API's calls: '', the server's root). */
  readonly base?: string;
  /** A refusal never ends the session (the control API's calls: the session rule is the API's calls' to apply). */
  readonly keepsSession?: boolean;
};

/** An entry or its route: what a client's call takes. A catalog entry is one too. */
export type EndpointRef = EndpointRoute;

/** The catalog entry behind an entry or a route (types only). */
export type EndpointOf<E extends EndpointRef> = E extends EndpointDef ? E : Exclude<E['catalogEntry'], undefined>;

/** The route table of a catalog grouped by area: the same keys, a route for every entry. */
export type RoutesOf<A> = {
  readonly [Area in keyof A]: { readonly [Name in keyof A[Area]]: A[Area][Name] extends EndpointDef ? EndpointRoute<A[Area][Name]> : never };
};

/** The route fields of one entry (what the generated table holds for it). */
export function routeOf<E extends EndpointDef>(def: E): EndpointRoute<E> {
  return Object.fromEntries(ROUTE_FIELDS.map((field) => [field, def[field]])) as unknown as EndpointRoute<E>;
}

export type ParamsOf<E extends EndpointRef> = z.input<EndpointOf<E>['params']>;
export type BodyOf<E extends EndpointRef> = z.input<EndpointOf<E>['body']>;
export type ResponseOf<E extends EndpointRef> = z.output<EndpointOf<E>['response']>;

/** `/company/info/{companyIdx}` → `/company/info/:companyIdx` (Express form). */
export function expressPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

/** Fill `{param}` placeholders; values are URI-encoded. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** Names of the `{param}` placeholders of a path, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
}
