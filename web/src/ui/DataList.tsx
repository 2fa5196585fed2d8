// The console's list: a PrimeReact DataTable with the spec's descending row number `num`
// first, paging so thousands of rows stay smooth, and clickable rows.
import { useMemo, type ReactNode } from 'react';
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
}

export function DataList<T extends object>({ rows, columns, dataKey, onRowClick, emptyMessage, loading, label }: DataListProps<T>) {
  const { t } = useTranslation();
  const numbered = useMemo(() => withRowNumbers(rows), [rows]);
  return (
    <DataTable
      value={numbered}
      dataKey={dataKey}
      paginator={numbered.length > PAGE_ROWS}
      rows={PAGE_ROWS}
      size="small"
      stripedRows
      rowHover
      loading={loading}
      emptyMessage={emptyMessage ?? t('app.empty')}
      onRowClick={onRowClick ? (e) => onRowClick(e.data as T) : undefined}
      rowClassName={() => (onRowClick ? 'cursor-pointer' : '')}
      aria-label={label}
    >
      <Column field="num" header={t('fields.num')} style={{ width: '5rem' }} />
      {columns.map((c) => (
        <Column key={c.field} field={c.field} header={c.header} body={c.body ? (row: T) => c.body!(row) : undefined} className={c.className} />
      ))}
    </DataTable>
  );
}
