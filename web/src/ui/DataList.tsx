// The console's list: a PrimeReact DataTable with the spec's descending row number `num`
// first, clickable rows, column sort and CSV export. Only the page on screen is handed to the
// table (lazy mode), so sorting and paging stay quick with 100,000 rows. The page survives new
// rows (an auto-refresh) and goes back to the first one when `pageKey` (the query) changes.
// With `serverPaging` the server pages and sorts instead: `rows` is the page on screen, the
// header asks for another sort, the paginator for another page, and the CSV export gathers every
// page of the query (EXPORT_PAGE_SIZE rows a request) before it saves.
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableStateEvent } from 'primereact/datatable';
import { Column } from 'primereact/column';
import { Button } from 'primereact/button';
import { withRowNumbers } from './format';
import { csvFileName, toCsv, type CsvCell } from './csv';
import { saveFile } from './saveFile';

export const PAGE_ROWS = 20;

export type SortKey = string | number | null | undefined;

export interface ListColumn<T> {
  field: string;
  header: string;
  body?: (row: T) => ReactNode;
  className?: string;
  /** The header sorts the whole list by this column (server-paged: asks the server to). */
  sortable?: boolean;
  /** What to sort by when the field's raw value is not right (a label, a computed total). */
  sortValue?: (row: T) => SortKey;
  /** Cell text in the CSV export (default: the field's raw value); false leaves the column out. */
  csv?: ((row: T) => CsvCell) | false;
}

/** One page of a server-paged query: the rows and how many the whole query matches. */
export interface ListPage<T> {
  list: readonly T[];
  totalCount: number;
}

/** Rows a CSV export asks the server for at once (the list calls take at most 1000). */
export const EXPORT_PAGE_SIZE = 1000;

/**
 * A list the server pages and sorts (`rows` is the page on screen). The screen keeps `first` and
 * `sort`, asks the server again on `onPage` / `onSort`, and goes back to the first row when its
 * query changes.
 */
export interface ServerPaging<T> {
  /** Every row the query matches (the answer's totalCount). */
  totalCount: number;
  /** Position of the page's first row in the whole list. */
  first: number;
  /** Rows per page (default PAGE_ROWS). */
  rows?: number;
  sort: SortState | null;
  onPage: (first: number, rows: number) => void;
  onSort: (sort: SortState | null) => void;
  /**
   * One page (from 1) of the current query and sort, for the CSV export; null when it failed (the
   * screen has said so). Without it there is no export.
   */
  fetchPage?: (page: number, size: number) => Promise<ListPage<T> | null>;
}

interface DataListProps<T extends object> {
  rows: readonly T[];
  /** Keep the array's identity stable (useMemo) where the list is large: a new one sorts again. */
  columns: ListColumn<T>[];
  dataKey: string;
  onRowClick?: (row: T) => void;
  emptyMessage?: string;
  loading?: boolean;
  /** Accessible name of the table. */
  label?: string;
  /** The query the rows answer: a new one starts again at the first page. */
  pageKey?: string;
  rowClassName?: (row: T) => string;
  /** Shows "Export CSV": every row, in the current sort, to `${exportName}-YYYYMMDD.csv`. */
  exportName?: string;
  /** The server pages and sorts; see ServerPaging. */
  serverPaging?: ServerPaging<T>;
}

/**
 * The page and sort of a server-paged list, kept by its screen: back to the first row when
 * `queryKey` (the filters) changes or the sort does; the sort stays over new filters.
 */
export function useServerPage(queryKey: string, rows = PAGE_ROWS) {
  const [state, setState] = useState<{ key: string; first: number; sort: SortState | null }>({ key: queryKey, first: 0, sort: null });
  const first = state.key === queryKey ? state.first : 0;
  return {
    first,
    rows,
    sort: state.sort,
    onPage: (next: number) => setState({ key: queryKey, first: next, sort: state.sort }),
    onSort: (sort: SortState | null) => setState({ key: queryKey, first: 0, sort }),
  };
}

/** The list call's page (from 1) and size for the page that starts at row `first`. */
export function pageRequest(first: number, rows: number): { page: number; size: number } {
  return { page: Math.floor(first / rows) + 1, size: rows };
}

/**
 * Every row of a server-paged query, page by page (`size` rows a request) until the first answer's
 * totalCount is reached or a page comes back short; null as soon as one page fails.
 */
export async function fetchEveryPage<T>(fetchPage: (page: number, size: number) => Promise<ListPage<T> | null>, size = EXPORT_PAGE_SIZE): Promise<T[] | null> {
  const rows: T[] = [];
  let total = Number.POSITIVE_INFINITY;
  for (let page = 1; rows.length < total; page += 1) {
    const answer = await fetchPage(page, size);
    if (!answer) return null;
    if (page === 1) total = answer.totalCount;
    rows.push(...answer.list);
    if (answer.list.length < size) break;
  }
  return rows;
}

/** The first row shown: kept while it still exists, else the start of the last page. */
export function clampFirst(first: number, count: number, pageRows = PAGE_ROWS): number {
  if (first < count) return first;
  return count === 0 ? 0 : Math.floor((count - 1) / pageRows) * pageRows;
}

const collator = new Intl.Collator('ko', { numeric: true, sensitivity: 'base' });

const isEmpty = (k: SortKey) => k === null || k === undefined || k === '';

/** Ascending order of two sort keys: numbers by value, text as people read it, empty last. */
export function compareKeys(a: SortKey, b: SortKey): number {
  const aEmpty = isEmpty(a);
  const bEmpty = isEmpty(b);
  if (aEmpty || bEmpty) return aEmpty === bEmpty ? 0 : aEmpty ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

export interface SortState {
  field: string;
  /** 1 ascending, -1 descending. */
  order: 1 | -1;
}

const rawValue = (row: object, field: string): unknown => (row as Record<string, unknown>)[field];

/** The rows in a column's order; empty values stay last either way. Stable, so ties keep the list's order. */
export function sortRows<T extends object>(rows: readonly T[], columns: readonly ListColumn<T>[], sort: SortState | null): readonly T[] {
  if (!sort) return rows;
  const column = columns.find((c) => c.field === sort.field);
  const key = column?.sortValue ?? ((row: T) => rawValue(row, sort.field) as SortKey);
  const keyed = rows.map((row, index) => ({ row, index, key: key(row) }));
  keyed.sort((x, y) => {
    const order = isEmpty(x.key) || isEmpty(y.key) ? 1 : sort.order;
    return compareKeys(x.key, y.key) * order || x.index - y.index;
  });
  return keyed.map((k) => k.row);
}

/** The CSV text of a list as shown: row number first, then every exported column. */
export function listCsv<T extends object>(rows: readonly (T & { num: number })[], columns: readonly ListColumn<T>[], numHeader: string): string {
  const exported = columns.filter((c) => c.csv !== false);
  return toCsv(
    [
      { header: numHeader, value: (row: T & { num: number }) => row.num },
      ...exported.map((c) => ({ header: c.header, value: c.csv ? c.csv : (row: T) => rawValue(row, c.field) as CsvCell })),
    ],
    rows,
  );
}

export function DataList<T extends object>(props: DataListProps<T>) {
  const { rows, columns, dataKey, onRowClick, emptyMessage, loading, label, pageKey, rowClassName, exportName, serverPaging: server } = props;
  const { t } = useTranslation();
  const [exporting, setExporting] = useState(false);
  const isServer = server !== undefined;
  // In-memory mode: number, sort and page here.
  const numbered = useMemo(() => (isServer ? [] : withRowNumbers(rows)), [rows, isServer]);
  const [localSort, setLocalSort] = useState<SortState | null>(null);
  const sorted = useMemo(() => sortRows(numbered, columns as ListColumn<T & { num: number }>[], localSort), [numbered, columns, localSort]);
  const [page, setPage] = useState({ first: 0, key: pageKey });
  // Server mode: the page as given, numbered down from the whole query's count. While a new page
  // loads the count may read 0 (a store that clears itself on request): keep the last one so the
  // paginator stays put.
  const lastTotal = useRef(0);
  const serverTotal = server ? (loading && server.totalCount === 0 ? lastTotal.current : server.totalCount) : 0;
  useEffect(() => {
    if (server && !loading) lastTotal.current = server.totalCount;
  });
  const serverRows = useMemo(
    () => (server ? rows.map((row, index) => ({ ...row, num: server.totalCount - server.first - index })) : []),
    [rows, server?.totalCount, server?.first],
  );

  const pageRows = server?.rows ?? PAGE_ROWS;
  const total = server ? serverTotal : sorted.length;
  const first = server ? server.first : page.key === pageKey ? clampFirst(page.first, sorted.length) : 0;
  const sort = server ? server.sort : localSort;
  const shown = useMemo(() => (server ? serverRows : sorted.slice(first, first + PAGE_ROWS)), [server, serverRows, sorted, first]);

  const onSort = (e: DataTableStateEvent) => {
    // PrimeReact cycles asc → desc → none (removableSort).
    const next: SortState | null = e.sortField && e.sortOrder ? { field: e.sortField, order: e.sortOrder === -1 ? -1 : 1 } : null;
    if (server) return server.onSort(next);
    setLocalSort(next);
    setPage({ first: 0, key: pageKey });
  };
  const onPage = (e: DataTableStateEvent) => (server ? server.onPage(e.first, e.rows) : setPage({ first: e.first, key: pageKey }));

  const save = (list: readonly (T & { num: number })[]) => {
    const text = listCsv(list, columns as ListColumn<T & { num: number }>[], t('fields.num'));
    saveFile(new Blob([text], { type: 'text/csv;charset=utf-8' }), csvFileName(exportName!));
  };
  const exportCsv = async () => {
    if (!server) return save(sorted);
    if (!server.fetchPage) return;
    setExporting(true);
    try {
      const every = await fetchEveryPage(server.fetchPage);
      if (every) save(withRowNumbers(every));
    } finally {
      setExporting(false);
    }
  };
  const canExport = Boolean(exportName) && (!server || Boolean(server.fetchPage));

  return (
    <DataTable
      value={shown as (T & { num: number })[]}
      lazy
      totalRecords={total}
      // Cells follow their column's renderer (a language switch), not only their row's data; a page is 20 rows.
      cellMemo={false}
      dataKey={dataKey}
      paginator={total > pageRows}
      rows={pageRows}
      first={first}
      onPage={onPage}
      sortField={sort?.field}
      sortOrder={sort?.order ?? 0}
      onSort={onSort}
      removableSort
      header={
        canExport ? (
          <div className="flex justify-content-end">
            <Button
              type="button"
              size="small"
              outlined
              icon="pi pi-file-export"
              label={t('actions.exportCsv')}
              onClick={() => void exportCsv()}
              loading={exporting}
              disabled={total === 0 || exporting}
            />
          </div>
        ) : undefined
      }
      size="small"
      scrollable
      stripedRows
      rowHover
      loading={loading}
      emptyMessage={emptyMessage ?? t('app.empty')}
      onRowClick={onRowClick ? (e) => onRowClick(e.data as T) : undefined}
      rowClassName={(row: T) => [onRowClick ? 'cursor-pointer' : '', rowClassName?.(row) ?? ''].join(' ').trim()}
      aria-label={label}
    >
      <Column field="num" header={t('fields.num')} style={{ width: '4rem' }} />
      {columns.map((c) => (
        <Column
          key={c.field}
          field={c.field}
          header={c.header}
          sortable={c.sortable}
          body={c.body ? (row: T) => c.body!(row) : undefined}
          className={c.className}
        />
      ))}
    </DataTable>
  );
}
