// The console's list: a PrimeReact DataTable with the spec's descending row number `num`
// first, clickable rows, column sort and CSV export. Only the page on screen is handed to the
// table (lazy mode), so sorting and paging stay quick with 100,000 rows. Page and sort are the
// list's place (ListPlace): a list screen's, kept in the URL by its controller (given as `place`
// or by the ListScreen around the table), else the table's own, which goes back to the first page
// when `pageKey` (the query) changes. The page survives new rows (an auto-refresh); a page past
// the end once the rows have loaded moves to the last one.
// With `serverPaging` the server pages and sorts instead: `rows` is the page on screen, the
// header asks for another sort, the paginator for another page, and the CSV export gathers every
// page of the query (fetchEveryPage: MAX_PAGE_SIZE rows a request) before it saves. The same rows
// and columns (ui/listExport) also go to an .xlsx workbook, whose writer (ExcelJS) loads on that click.
// In-memory lists with a header also get a quick filter: a text box that keeps the rows whose
// columns' text holds every word typed. Each row's text is put together once per rows and columns
// (when the browser is idle after the list is drawn, or at the first keystroke if that comes
// first), so a keystroke scans strings and draws one page, even over 100,000 rows; sorting is
// kept, the list starts again at its first page, and the CSV export saves what the filter kept.
import { memo, startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableStateEvent } from 'primereact/datatable';
import { Column } from 'primereact/column';
import { Button } from 'primereact/button';
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import { fetchEveryPage, type ListPage } from '../api/everyPage';
import { withRowNumbers } from './format';
import { csvFileName, exportText, type CsvCell } from './csv';
import { exportColumns, listCsv } from './listExport';
import type { ListColumn, SortKey } from './listColumn';
import { saveFile } from './saveFile';
import { useListScreenState } from './list/listContext';
import { PAGE_ROWS, type ListPlace, type SortState } from './list/listPlace';
import { useLocalPlace } from './list/useListController';

export { PAGE_ROWS, listCsv, type ListPlace, type SortState };

export type { ListColumn, SortKey };

const rawValue = (row: object, field: string): unknown => (row as Record<string, unknown>)[field];

type ExportFormat = 'csv' | 'xlsx';
const EXPORT_FORMATS: readonly ExportFormat[] = ['csv', 'xlsx'];

/**
 * The text the quick filter searches in one cell: its CSV text, else its sort value, else the
 * field's raw value (what a column shows in words, as far as the list knows it without drawing it).
 */
export function cellText<T extends object>(column: ListColumn<T>, row: T): string {
  const value = column.csv ? column.csv(row) : column.sortValue ? column.sortValue(row) : rawValue(row, column.field);
  return exportText(value as CsvCell);
}

/** One row's searchable text: every column's cell text, lower-cased, one line each. */
export function rowSearchText<T extends object>(row: T, columns: readonly ListColumn<T>[]): string {
  let text = '';
  for (const column of columns) text += `${cellText(column, row)}\n`;
  return text.toLocaleLowerCase();
}

/** The words of a filter, lower-cased; none for blank text. */
export function filterWords(query: string): string[] {
  return query.toLocaleLowerCase().split(/\s+/).filter(Boolean);
}

/** Search texts per rows array and columns array: built once for each pair, forgotten with the rows. */
const searchTextCache = new WeakMap<readonly object[], { columns: readonly object[]; texts: Map<object, string> }>();

/** Every row's search text, from the cache or built now. */
export function searchTextsOf<T extends object>(rows: readonly T[], columns: readonly ListColumn<T>[]): Map<object, string> {
  const cached = searchTextCache.get(rows);
  if (cached && cached.columns === columns) return cached.texts;
  const texts = new Map<object, string>();
  for (const row of rows) texts.set(row, rowSearchText(row, columns));
  searchTextCache.set(rows, { columns, texts });
  return texts;
}

/** Run `task` when the browser is idle (soon, where it cannot tell); returns the cancel. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(task, 50);
  return () => window.clearTimeout(timer);
}

/** The rows (in their order) whose search text holds every word. `texts[i]` belongs to `rows[i]`. */
export function filterRows<T>(rows: readonly T[], texts: readonly string[], words: readonly string[]): readonly T[] {
  if (words.length === 0) return rows;
  const kept: T[] = [];
  for (let i = 0; i < rows.length; i += 1) {
    const text = texts[i]!;
    let all = true;
    for (const word of words) {
      if (!text.includes(word)) {
        all = false;
        break;
      }
    }
    if (all) kept.push(rows[i]!);
  }
  return kept;
}

/**
 * A list the server pages and sorts (`rows` is the page on screen, the one the list's place names;
 * the screen asks the server again when the place moves).
 */
export interface ServerPaging<T> {
  /** Every row the query matches (the answer's totalCount). */
  totalCount: number;
  /** The place the list call was built from (useServerList); else the table's as for any list. */
  place?: ListPlace;
  /**
   * One page (from 1) of the current query and sort, for the CSV export; null when it failed (the
   * screen has said so). Without it there is no export.
   */
  fetchPage?: (page: number, size: number) => Promise<ListPage<T> | null>;
}

/** What a resource's list is called: its table's name and empty message (text keys), its CSV file's name. */
export interface ListNames {
  titleKey: string;
  emptyKey: string;
  exportName: string;
}

export interface DataListProps<T extends object> {
  rows: readonly T[];
  /** A resource list's names, in place of `label`, `emptyMessage` and `exportName`. */
  names?: ListNames;
  /** Keep the array's identity stable (useMemo) where the list is large: a new one sorts again. */
  columns: ListColumn<T>[];
  dataKey: string;
  onRowClick?: (row: T) => void;
  emptyMessage?: string;
  /** The rows are on their way (default: the ListScreen's load). */
  loading?: boolean;
  /** Accessible name of the table (default: the report section's title). */
  label?: string;
  /** The query the rows answer: a new one starts again at the first page (a table keeping its own place). */
  pageKey?: string;
  /** Page and sort (default: the ListScreen's around it, else the table's own). */
  place?: ListPlace;
  /** The last load failed (default: the ListScreen's say): no empty message then. */
  failed?: boolean;
  rowClassName?: (row: T) => string;
  /** Shows "Export CSV" and "Export Excel": every row, in the current sort, to `${exportName}-YYYYMMDD.csv` / `.xlsx`. */
  exportName?: string;
  /** The server pages and sorts; see ServerPaging. */
  serverPaging?: ServerPaging<T>;
  /**
   * The quick filter over the loaded rows (in-memory lists only). Default: on when the list has a
   * header, i.e. an `exportName`.
   */
  quickFilter?: boolean;
}

/** The list call's page (from 1) and size for the page that starts at row `first`. */
export function pageRequest(first: number, rows: number): { page: number; size: number } {
  return { page: Math.floor(first / rows) + 1, size: rows };
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

/** The quick filter's text box: it keeps its own text, so typing redraws it alone; the list hears of each change. */
const QuickFilter = memo(function QuickFilter({ label, onFilter }: { label: string; onFilter: (text: string) => void }) {
  const [text, setText] = useState('');
  return (
    <IconField iconPosition="left">
      <InputIcon className="pi pi-filter" aria-hidden="true" />
      <InputText
        type="search"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          onFilter(e.target.value);
        }}
        placeholder={label}
        aria-label={label}
        className="p-inputtext-sm"
        data-testid="list-filter"
      />
    </IconField>
  );
});

export function DataList<T extends object>(props: DataListProps<T>) {
  const { rows, columns, dataKey, onRowClick, pageKey, rowClassName, names, serverPaging: server } = props;
  const { t } = useTranslation();
  const emptyMessage = props.emptyMessage ?? (names && t(names.emptyKey));
  const exportName = props.exportName ?? names?.exportName;
  const [exporting, setExporting] = useState<ExportFormat | null>(null);
  const screen = useListScreenState();
  const loading = props.loading ?? screen?.loading;
  const label = props.label ?? (names ? t(names.titleKey) : screen?.label);
  const ownPlace = useLocalPlace(pageKey ?? '');
  const place = props.place ?? server?.place ?? screen?.place ?? ownPlace;
  const placeRef = useRef(place);
  placeRef.current = place;
  const isServer = server !== undefined;
  // In-memory mode: number, sort, filter and page here.
  const numbered = useMemo(() => (isServer ? [] : withRowNumbers(rows)), [rows, isServer]);
  const sort = place.sort;
  const sorted = useMemo(() => sortRows(numbered, columns as ListColumn<T & { num: number }>[], isServer ? null : sort), [numbered, columns, sort, isServer]);
  const filterable = !isServer && (props.quickFilter ?? Boolean(exportName));
  // The text box keeps what is typed (QuickFilter); the list follows it in a transition, so a
  // keystroke redraws the box at once and the table (one page) once, at a lower priority.
  const [filterState, setFilter] = useState('');
  const filter = filterable ? filterState : '';
  // A new filter text (even back to none) starts again at the first page.
  const onFilter = useCallback((text: string) => {
    startTransition(() => setFilter(text));
    if (placeRef.current.first !== 0) placeRef.current.onPage(0);
  }, []);
  const words = useMemo(() => filterWords(filter), [filter]);
  const filtering = words.length > 0;
  const listColumns = columns as ListColumn<T & { num: number }>[];
  // Each row's text once per rows and columns, not per keystroke: built when the browser is idle
  // after the list is drawn (or by the first keystroke, if sooner), looked up in the sorted order.
  useEffect(() => {
    if (!filterable || numbered.length === 0) return;
    return whenIdle(() => void searchTextsOf(numbered, listColumns));
  }, [filterable, numbered, listColumns]);
  const sortedTexts = useMemo(() => {
    if (!filtering) return [];
    const texts = searchTextsOf(numbered, listColumns);
    return sorted.map((row) => texts.get(row) ?? '');
  }, [filtering, numbered, listColumns, sorted]);
  const filtered = useMemo(() => (filtering ? filterRows(sorted, sortedTexts, words) : sorted), [filtering, sorted, sortedTexts, words]);
  // Server mode: the page as given, numbered down from the whole query's count. While a new page
  // loads the count may read 0 (a store that clears itself on request): keep the last one so the
  // paginator stays put.
  const lastTotal = useRef(0);
  const serverTotal = server ? (loading && server.totalCount === 0 ? lastTotal.current : server.totalCount) : 0;
  useEffect(() => {
    if (server && !loading) lastTotal.current = server.totalCount;
  });
  const serverRows = useMemo(
    () => (server ? rows.map((row, index) => ({ ...row, num: server.totalCount - place.first - index })) : []),
    [rows, server?.totalCount, place.first],
  );

  const pageRows = place.rows;
  const total = server ? serverTotal : filtered.length;
  const first = server ? place.first : clampFirst(place.first, filtered.length, pageRows);
  const shown = useMemo(() => (server ? serverRows : filtered.slice(first, first + pageRows)), [server, serverRows, filtered, first, pageRows]);

  // A page past the end (rows went away, or a shared link names a page the list no longer has)
  // moves to the last page, once rows have loaded: before the first load the list is not its query's.
  const loaded = useRef(false);
  if (loading) loaded.current = true;
  const count = server ? server.totalCount : filtered.length;
  useEffect(() => {
    if (!loading && loaded.current && count > 0 && place.first >= count) place.onPage(clampFirst(place.first, count, pageRows));
  }, [loading, count, place, pageRows]);

  const onSort = (e: DataTableStateEvent) => {
    // PrimeReact cycles asc → desc → none (removableSort).
    const next: SortState | null = e.sortField && e.sortOrder ? { field: e.sortField, order: e.sortOrder === -1 ? -1 : 1 } : null;
    place.onSort(next);
  };
  const onPage = (e: DataTableStateEvent) => place.onPage(e.first);

  const save = async (list: readonly (T & { num: number })[], format: ExportFormat) => {
    if (format === 'csv') {
      const text = listCsv(list, columns as ListColumn<T & { num: number }>[], t('fields.num'));
      return saveFile(new Blob([text], { type: 'text/csv;charset=utf-8' }), csvFileName(exportName!));
    }
    const { toXlsx } = await import('./xlsx');
    const book = await toXlsx(exportColumns(columns as ListColumn<T & { num: number }>[], t('fields.num')), list, label ?? exportName!);
    saveFile(book, csvFileName(exportName!, undefined, 'xlsx'));
  };
  const exportList = async (format: ExportFormat) => {
    if (server && !server.fetchPage) return;
    setExporting(format);
    try {
      if (!server) return await save(filtered, format);
      const every = await fetchEveryPage(server.fetchPage!);
      if (every) await save(withRowNumbers(every), format);
    } finally {
      setExporting(null);
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
        canExport || filterable ? (
          <div className="flex align-items-center md:justify-content-end flex-wrap gap-2">
            {filterable && (
              <QuickFilter label={t('list.filter')} onFilter={onFilter} />
            )}
            {filtering && (
              // data-filter: the text the rows on screen answer (the box may already hold more).
              <span className="text-sm text-600" data-testid="list-filter-count" data-filter={filter}>
                {t('list.filterCount', { count: filtered.length, total: numbered.length })}
              </span>
            )}
            {canExport &&
              EXPORT_FORMATS.map((format) => (
                <Button
                  key={format}
                  type="button"
                  size="small"
                  outlined
                  icon={format === 'csv' ? 'pi pi-file-export' : 'pi pi-file-excel'}
                  label={t(format === 'csv' ? 'actions.exportCsv' : 'actions.exportXlsx')}
                  onClick={() => void exportList(format)}
                  loading={exporting === format}
                  disabled={total === 0 || exporting !== null}
                />
              ))}
          </div>
        ) : undefined
      }
      size="small"
      scrollable
      stripedRows
      rowHover
      loading={loading}
      // After a failed load the failure above the table is the whole message (the list is not empty, it is unknown).
      emptyMessage={(props.failed ?? screen?.failed) ? <span data-testid="list-empty-failed" /> : filtering && numbered.length > 0 ? t('list.noMatch') : (emptyMessage ?? t('app.empty'))}
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
