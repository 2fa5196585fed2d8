// The shape of one catalog entry. Everything about an endpoint is said here once;
// the console's client, the simulator's routes, the contract tests and OpenAPI read it.
import { z } from 'zod';
import type { SuccessStyle } from './wire';

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
}

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

export type ParamsOf<E extends EndpointDef> = z.input<E['params']>;
export type BodyOf<E extends EndpointDef> = z.input<E['body']>;
export type ResponseOf<E extends EndpointDef> = z.output<E['response']>;

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
