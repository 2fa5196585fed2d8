// The control calls as a client calls them: each a route like a catalog entry's (endpoint.ts), so the
// console sends them through its one call engine (web/src/api/call.ts). The path starts at the
// server's root (`base` ''), with `{param}` placeholders; the ids are the API description's.
import type { z } from 'zod';
import type { EndpointDef, EndpointRoute } from './endpoint';
import { SIM_CONTROL, type SimCall } from './sim-control';
import { SIM_CLASSROOM } from './sim-classroom';
import { SIM_FAULTS } from './sim-faults';

type Or<S, D> = S extends z.ZodType ? S : D;
/** A control call as a catalog entry: no params or body where it takes none. */
export type SimEndpoint<K extends SimCall> = EndpointDef<Or<K['params'], z.ZodObject<{}>>, Or<K['body'], z.ZodObject<{}>>, K['response']>;
export type SimRoute<K extends SimCall> = EndpointRoute<SimEndpoint<K>>;

export function simRoute<K extends SimCall>(id: string, call: K): SimRoute<K> {
  return {
    id,
    method: call.method,
    path: call.path.replace(/:(\w+)/g, '{$1}'),
    success: 0,
    bodyKind: call.method === 'POST' ? 'json' : 'none',
    responseKind: 'json',
    auth: call.access !== 'public',
    base: '',
    keepsSession: true,
  };
}

type Routes<G extends Record<string, SimCall>> = { readonly [N in keyof G]: SimRoute<G[N]> };

function routes<G extends Record<string, SimCall>>(group: string, calls: G): Routes<G> {
  return Object.fromEntries(Object.entries(calls).map(([name, call]) => [name, simRoute(`sim.${group}.${name}`, call)])) as Routes<G>;
}

/** Every control call by group, as SIM_CALLS names them (`sim.control.fleet`). */
export const simRoutes = {
  control: routes('control', SIM_CONTROL),
  faults: routes('faults', SIM_FAULTS),
  classroom: routes('classroom', SIM_CLASSROOM),
};
