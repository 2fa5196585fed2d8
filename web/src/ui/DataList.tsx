// The console's list: a PrimeReact DataTable with the spec's descending row number `num`
// first, paging so thousands of rows stay smooth, and clickable rows. The page survives new rows
// (an auto-refresh) and goes back to the first one when `pageKey` (the query) changes.
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from 'primereact/datatable';
import { Column } from 'primereact/column';
import { withRowNumbers } from './format';

export const PAGE_ROWS = 20;

export interface ListColumn<T> {
  field: string;
  header: string;
  body?: (row: T) => ReactNode;
  className?: string;
}

interface DataListProps<T extends object> {
  rows: readonly T[];
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
}

/** The first row shown: kept while it still exists, else the start of the last page. */
export function clampFirst(first: number, count: number, pageRows = PAGE_ROWS): number {
  if (first < count) return first;
  return count === 0 ? 0 : Math.floor((count - 1) / pageRows) * pageRows;
}

export function DataList<T extends object>(props: DataListProps<T>) {
  const { rows, columns, dataKey, onRowClick, emptyMessage, loading, label, pageKey, rowClassName } = props;
  const { t } = useTranslation();
  const numbered = useMemo(() => withRowNumbers(rows), [rows]);
  const [page, setPage] = useState({ first: 0, key: pageKey });
  const first = page.key === pageKey ? clampFirst(page.first, numbered.length) : 0;
  return (
    <DataTable
      value={numbered}
      dataKey={dataKey}
      paginator={numbered.length > PAGE_ROWS}
      rows={PAGE_ROWS}
      first={first}
      onPage={(e) => setPage({ first: e.first, key: pageKey })}
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
        <Column key={c.field} field={c.field} header={c.header} body={c.body ? (row: T) => c.body!(row) : undefined} className={c.className} />
      ))}
    </DataTable>
  );
}
