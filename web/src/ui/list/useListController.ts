// The one controller of a list screen, headless: its query (filters, keyword, the org selection, a
// view tab) and its place (page, sort) all live in the URL, so Back from a detail returns to the
// same page, a reload keeps it, and a link shares it. A new query is a new history entry (Back
// undoes a filter) and starts at the first page; turning a page or sorting replaces the entry
// (Back does not step through pages). The same place serves both kinds of list: a server-paged
// one builds its list call from it (useServerList), an in-memory one hands it to DataList, which
// pages and sorts the loaded rows by it.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { readFilters, writeFilters, type FilterSpec, type FilterValues } from '../listFilters';
import { readOrgSelection, type OrgLevel, type OrgSelection } from '../orgSelection';
import { firstPage, PAGE_ROWS, readPlace, rememberListSearch, writePlace, type ListPlace, type SortState } from './listPlace';

export interface ListController<S extends FilterSpec> {
  /** The list's own filters (keyword, codes, dates, a view tab), as the URL has them. */
  filters: FilterValues<S>;
  /** The list call's body: the org selection and the filters (stable while they stay the same). */
  query: OrgSelection & FilterValues<S>;
  /** Changes when the operator asks again for the same query (searching the same keyword). */
  refresh: number;
  /** Set filters (an empty value removes one): a new history entry, on the first page. */
  update: (patch: Partial<Record<keyof S & string, string>>) => void;
  /** Page and sort, for DataList (and useServerList). */
  place: ListPlace;
  /** The org tree's level (null: no org selection), and the filters it reads (a ListScreen draws the org and keyword ones). */
  level: OrgLevel | null;
  spec: S;
}

export function useListController<S extends FilterSpec>(spec: S, level: OrgLevel | null = null, rows = PAGE_ROWS): ListController<S> {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const [refresh, setRefresh] = useState(0);

  useEffect(() => rememberListSearch(location.pathname, location.search), [location.pathname, location.search]);

  const stableKey = JSON.stringify([readFilters(params, spec), level ? readOrgSelection(params, level) : {}]);
  const { filters, query } = useMemo(() => {
    const [f, org] = JSON.parse(stableKey) as [FilterValues<S>, OrgSelection];
    return { filters: f, query: { ...org, ...f } as OrgSelection & FilterValues<S> };
  }, [stableKey]);

  const update = useCallback(
    (patch: Partial<Record<keyof S & string, string>>) => {
      const next = firstPage(writeFilters(params, patch));
      if (next.toString() === params.toString()) setRefresh((n) => n + 1);
      else setParams(next);
    },
    [params, setParams],
  );

  const { first, sort } = readPlace(params, rows);
  const sortField = sort?.field;
  const sortOrder = sort?.order;
  const onPage = useCallback(
    (next: number) => setParams((prev) => writePlace(prev, { first: next, sort: readPlace(prev, rows).sort }, rows), { replace: true }),
    [setParams, rows],
  );
  const onSort = useCallback((next: SortState | null) => setParams((prev) => writePlace(prev, { first: 0, sort: next }, rows), { replace: true }), [setParams, rows]);
  const place = useMemo<ListPlace>(
    () => ({ first, rows, sort: sortField && sortOrder ? { field: sortField, order: sortOrder } : null, onPage, onSort }),
    [first, rows, sortField, sortOrder, onPage, onSort],
  );
  return { filters, query, refresh, update, place, level, spec };
}

/**
 * A list's place kept by its screen instead of the URL (a list inside a detail screen or a
 * dialog, where the URL belongs to something else): back to the first row when `queryKey`
 * changes or the sort does.
 */
export function useLocalPlace(queryKey = '', rows = PAGE_ROWS): ListPlace {
  const [state, setState] = useState<{ key: string; first: number; sort: SortState | null }>({ key: queryKey, first: 0, sort: null });
  const first = state.key === queryKey ? state.first : 0;
  const onPage = useCallback((next: number) => setState((s) => ({ key: queryKey, first: next, sort: s.sort })), [queryKey]);
  const onSort = useCallback((sort: SortState | null) => setState({ key: queryKey, first: 0, sort }), [queryKey]);
  return useMemo(() => ({ first, rows, sort: state.sort, onPage, onSort }), [first, rows, state.sort, onPage, onSort]);
}
