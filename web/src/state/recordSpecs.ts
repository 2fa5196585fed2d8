// The action specs every list-and-detail area repeats: a list answer into `list` and `totalCount`,
// one record into `detail`, a saved record replacing its copies, a deleted one leaving them. A store
// still spells out its own actions (and messages); these are the shared parts of what they do.
import type { z } from 'zod';
import type { EndpointRef, ResponseOf } from '@contract/endpoint';
import type { ActionSpec } from './areaStore';

type ListRow<E extends EndpointRef> = ResponseOf<E> extends { data: { list: Array<infer R> } } ? R : never;
type Detail<E extends EndpointRef> = ResponseOf<E> extends { data: infer R } ? R : never;

/**
 * A list call whose screen keeps every row (paged, sorted and filtered in the browser): every page
 * gathered, the newest call winning over a late answer.
 */
export function listSpec<E extends EndpointRef>(endpoint: E): ActionSpec<{ list: ListRow<E>[]; totalCount: number }, E> {
  return {
    endpoint,
    kind: 'fetch',
    latest: 'list',
    everyPage: true,
    onSuccess: (d, r) => {
      const { list, totalCount } = (r as { data: { list: ListRow<E>[]; totalCount: number } }).data;
      d.list = list as typeof d.list;
      d.totalCount = totalCount;
    },
  };
}

/**
 * A page read for a CSV export: in the background (no loading flags or message in the store, the
 * console's progress bar on), the rows on screen left as they are; the caller takes the answer.
 */
export function exportPageSpec<S, E extends EndpointRef>(endpoint: E): ActionSpec<S, E> {
  return { endpoint, kind: 'fetch', silent: true, call: { loading: true } };
}

/** One record into `detail`; a failed lookup leaves none. */
export function detailSpec<E extends EndpointRef>(endpoint: E): ActionSpec<{ detail: Detail<E> | null }, E> {
  return {
    endpoint,
    kind: 'fetch',
    latest: 'detail',
    onSuccess: (d, r) => void (d.detail = (r as { data: Detail<E> }).data as typeof d.detail),
    onFailure: (d) => void (d.detail = null),
  };
}

/**
 * A saved record (a save answer's loosely typed `data`, taken only when it is one) becomes `detail`
 * and replaces its row in `list`.
 */
export function keepSaved<R extends object>(schema: z.ZodType<R>, key: keyof R) {
  return (d: { detail: R | null; list: R[] }, data: unknown): void => {
    const saved = schema.safeParse(data);
    if (!saved.success) return;
    d.detail = saved.data;
    d.list = d.list.map((row) => (row[key] === saved.data[key] ? saved.data : row));
  };
}

/** A deleted record leaves `detail` and `list`. */
export function dropRecord<R extends object>(key: keyof R, value: R[keyof R]) {
  return (d: { detail: R | null; list: R[] }): void => {
    if (d.detail?.[key] === value) d.detail = null;
    d.list = d.list.filter((row) => row[key] !== value);
  };
}
