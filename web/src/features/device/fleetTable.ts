// What the fleet's history tables take (door opens, self-checks, fault notices): the rows and the
// list's own props, handed on to the DataList as they are, and whether to show which device.
import type { ServerPaging } from '../../ui/DataList';

export interface FleetTableProps<T> {
  rows: readonly T[];
  label: string;
  loading?: boolean;
  pageKey?: string;
  onRowClick?: (row: T) => void;
  /** The server pages the list (the fleet-wide door-open list). */
  serverPaging?: ServerPaging<T>;
  /** Device (serial, address) columns; left out where one device is shown. */
  withDevice?: boolean;
}
