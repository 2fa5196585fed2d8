// What the fleet's history tables take (door opens, self-checks, fault notices): the rows and the
// list's own props, handed on to the DataList as they are, and whether to show which device.
export interface FleetTableProps<T> {
  rows: readonly T[];
  label: string;
  loading?: boolean;
  pageKey?: string;
  onRowClick?: (row: T) => void;
  /** Device (serial, address) columns; left out where one device is shown. */
  withDevice?: boolean;
}
