// A list's column as DataList draws it and the exports (CSV, .xlsx) write it: its own file, so the
// export helpers and the list read one definition without importing each other.
import type { ReactNode } from 'react';
import type { CsvCell, CsvColumn } from './csv';

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
  /** The columns this one is exported as, where one cell shows several values (company and store). */
  exports?: readonly CsvColumn<T>[];
}
