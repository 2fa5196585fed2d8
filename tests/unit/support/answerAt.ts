// The answer a stub for a URL may give, as a type: the response of the catalog entry whose path the
// URL fills in (`/company/info/3` → company.info), a path without parameters before a pattern
// (`/device/open-door/list` is not `/device/open-door/{deviceIdx}`). /sim URLs are not in the
// catalog: their answers are checked at run time only (stubCheck.ts).
import type { api } from '@contract/catalog';
import type { RoutePaths } from '@contract/api-routes';
import type { EndpointDef, ResponseOf } from '@contract/endpoint';

type Api = typeof api;
/** `/company/info/{companyIdx}` → `/company/info/${string}`. */
type Pattern<P> = P extends `${infer Head}{${string}}${infer Tail}` ? `${Head}${string}${Pattern<Tail>}` : P;
type Entries<U extends string, Exact extends boolean> = {
  [A in keyof Api & keyof RoutePaths]: {
    [N in keyof Api[A] & keyof RoutePaths[A]]: Api[A][N] extends EndpointDef
      ? (Exact extends true ? U extends RoutePaths[A][N] ? true : false : U extends Pattern<RoutePaths[A][N]> ? true : false) extends true
        ? ResponseOf<Api[A][N]>
        : never
      : never;
  }[keyof Api[A] & keyof RoutePaths[A]];
}[keyof Api & keyof RoutePaths];

export type AnswerAt<U extends string> = U extends `/sim/${string}` ? unknown : [Entries<U, true>] extends [never] ? Entries<U, false> : Entries<U, true>;
