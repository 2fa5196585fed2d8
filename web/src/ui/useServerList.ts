// A list the server pages and sorts, as its screen drives it: from the list's place (page and sort,
// see useListController) the list call's body (the filters, the sort the server can do, page and
// size), and the CSV export's page reader (a failure is shown and stops the export). The screen
// gives DataList `serverPaging={paging(totalCount)}`.
import { useCallback, useMemo } from 'react';
import type { ListPage } from '../api/everyPage';
import { pageRequest, type ListPlace, type ServerPaging, type SortState } from './DataList';
import { showOutcome } from './MessageDialog';

export type SortOrder = 'asc' | 'desc';

/** The sort of a list call. */
export interface SortRequest<F extends string> {
  sortField?: F;
  sortOrder?: SortOrder;
}

/**
 * The sort the server can do for the column the operator clicked (a column's field is the list
 * call's sortField), else none: the list's own order.
 */
export function sortRequest<F extends string>(sort: SortState | null, fields: readonly F[]): SortRequest<F> {
  const field = fields.find((f) => f === sort?.field);
  return field && sort ? { sortField: field, sortOrder: sort.order === 1 ? 'asc' : 'desc' } : {};
}

/** Whether the server sorts by a column's field. */
export function sortsBy(field: string, fields: readonly string[]): boolean {
  return fields.includes(field);
}

/** What a store's export read answers: a list page, or why not. */
interface PageOutcome<T> {
  ok: boolean;
  message: string;
  serverMessage: string;
  genericMessage: string;
  endsSession: boolean;
  response?: { data: ListPage<T> };
}

export type PagedBody<Q, F extends string> = Q & SortRequest<F> & { page: number; size: number };

/**
 * The body of a server-paged list over `filterBody` (keep its identity stable) at `place`, and
 * `paging(totalCount)` for DataList. `fields` are the sortField values of the list call (a
 * module constant); `readPage` reads one page for the CSV export without touching what the screen
 * shows.
 */
export function useServerList<Q extends object, F extends string, T>(
  filterBody: Q,
  place: ListPlace,
  fields: readonly F[],
  readPage: (body: PagedBody<Q, F>) => Promise<PageOutcome<T>>,
) {
  const { first, rows, sort } = place;
  const body = useMemo<PagedBody<Q, F>>(
    () => ({ ...filterBody, ...sortRequest(sort, fields), ...pageRequest(first, rows) }),
    [filterBody, sort, fields, first, rows],
  );
  const fetchPage = useCallback(
    async (pageNo: number, size: number): Promise<ListPage<T> | null> => {
      const result = await readPage({ ...body, page: pageNo, size });
      if (!result.ok || !result.response) {
        await showOutcome(result);
        return null;
      }
      return result.response.data;
    },
    [body, readPage],
  );
  const paging = useCallback(
    (totalCount: number): ServerPaging<T> => ({ totalCount, place, fetchPage }),
    [place, fetchPage],
  );
  return { body, paging };
}
