// The console's list: a PrimeReact DataTable with the spec's descending row number `num`
// first, clickable rows, column sort and CSV export. Only the page on screen is handed to the
// table (lazy mode), so sorting and paging stay quick with 100,000 rows. The page survives new
// rows (an auto-refresh) and goes back to the first one when `pageKey` (the query) changes.
import { useMemo, useState, type ReactNode } from 'react';
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
  /** The header sorts the whole list by this column. */
  sortable?: boolean;
  /** What to sort by when the field's raw value is not right (a label, a computed total). */
  sortValue?: (row: T) => SortKey;
  /** Cell text in the CSV export (default: the field's raw value); false leaves the column out. */
  csv?: ((row: T) => CsvCell) | false;
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
  const { rows, columns, dataKey, onRowClick, emptyMessage, loading, label, pageKey, rowClassName, exportName } = props;
  const { t } = useTranslation();
  const numbered = useMemo(() => withRowNumbers(rows), [rows]);
  const [sort, setSort] = useState<SortState | null>(null);
  const sorted = useMemo(() => sortRows(numbered, columns as ListColumn<T & { num: number }>[], sort), [numbered, columns, sort]);
  const [page, setPage] = useState({ first: 0, key: pageKey });
  const first = page.key === pageKey ? clampFirst(page.first, sorted.length) : 0;
  const shown = useMemo(() => sorted.slice(first, first + PAGE_ROWS), [sorted, first]);

  const onSort = (e: DataTableStateEvent) => {
    // PrimeReact cycles asc → desc → none (removableSort).
    setSort(e.sortField && e.sortOrder ? { field: e.sortField, order: e.sortOrder === -1 ? -1 : 1 } : null);
    setPage({ first: 0, key: pageKey });
  };
  const exportCsv = () => {
    const text = listCsv(sorted, columns as ListColumn<T & { num: number }>[], t('fields.num'));
    saveFile(new Blob([text], { type: 'text/csv;charset=utf-8' }), csvFileName(exportName!));
  };

  return (
    <DataTable
      value={shown as (T & { num: number })[]}
      lazy
      totalRecords={sorted.length}
      // Cells follow their column's renderer (a language switch), not only their row's data; a page is 20 rows.
      cellMemo={false}
      dataKey={dataKey}
      paginator={sorted.length > PAGE_ROWS}
      rows={PAGE_ROWS}
      first={first}
      onPage={(e) => setPage({ first: e.first, key: pageKey })}
      sortField={sort?.field}
      sortOrder={sort?.order ?? 0}
      onSort={onSort}
      removableSort
      header={
        exportName ? (
          <div className="flex justify-content-end">
            <Button type="button" size="small" outlined icon="pi pi-file-export" label={t('actions.exportCsv')} onClick={exportCsv} disabled={sorted.length === 0} />
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
