// Where an operator is in a list, as URL query parameters (pure): `page` (from 1; absent on the
// first) and `sort` + `order` (asc | desc; absent for the list's own order). Filters and the org
// selection live beside them (listFilters.ts, orgSelection.ts). A hand-edited value that makes no
// sense reads as absent.

/** Rows on a page of every console list. */
export const PAGE_ROWS = 20;

export interface SortState {
  field: string;
  /** 1 ascending, -1 descending. */
  order: 1 | -1;
}

/**
 * Where a list is: its page and sort, and how to move. A list screen's controller keeps it in the
 * URL (useListController); a list inside another screen keeps it itself (useLocalPlace).
 */
export interface ListPlace {
  /** Position of the page's first row in the whole list. */
  first: number;
  /** Rows per page. */
  rows: number;
  sort: SortState | null;
  onPage: (first: number) => void;
  /** A new sort (null: the list's own order) starts again at the first page. */
  onSort: (sort: SortState | null) => void;
}

export const PAGE_PARAM = 'page';
export const SORT_PARAM = 'sort';
export const ORDER_PARAM = 'order';

export interface PlaceValues {
  /** Position of the page's first row in the whole list. */
  first: number;
  sort: SortState | null;
}

/** The page and sort a URL names, for pages of `rows` rows. */
export function readPlace(params: URLSearchParams, rows: number): PlaceValues {
  const page = Number(params.get(PAGE_PARAM));
  const first = Number.isSafeInteger(page) && page > 1 ? (page - 1) * rows : 0;
  const field = params.get(SORT_PARAM) ?? '';
  const sort: SortState | null = /^[A-Za-z][\w.]*$/.test(field) ? { field, order: params.get(ORDER_PARAM) === 'desc' ? -1 : 1 } : null;
  return { first, sort };
}

/** A copy of `params` naming this page and sort (other parameters stay). */
export function writePlace(params: URLSearchParams, place: PlaceValues, rows: number): URLSearchParams {
  const next = new URLSearchParams(params);
  const page = Math.floor(place.first / rows) + 1;
  if (page > 1) next.set(PAGE_PARAM, String(page));
  else next.delete(PAGE_PARAM);
  if (place.sort) {
    next.set(SORT_PARAM, place.sort.field);
    next.set(ORDER_PARAM, place.sort.order === -1 ? 'desc' : 'asc');
  } else {
    next.delete(SORT_PARAM);
    next.delete(ORDER_PARAM);
  }
  return next;
}

/** A copy of `params` back on the first page (a new query: its page 2 is another list). */
export function firstPage(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(PAGE_PARAM);
  return next;
}

// The last query string each list path was shown with in this tab, so "Back to list" on a detail
// screen returns to the same page, sort and filters as the browser's Back does.
const lastSearch = new Map<string, string>();

export function rememberListSearch(pathname: string, search: string): void {
  lastSearch.set(pathname, search);
}

/** The list's path with the query it was last shown with (none yet: the bare path). */
export function listUrl(pathname: string): string {
  return `${pathname}${lastSearch.get(pathname) ?? ''}`;
}

/** Forget every remembered list place (sign-out, tests). */
export function forgetListSearches(): void {
  lastSearch.clear();
}
