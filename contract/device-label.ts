// How a device is named where devices of many stores are listed together (console and simulator).
/**
 * A device where devices of many stores are listed together: 'store · device' (device names repeat
 * from store to store). Without a store name, the device's name alone.
 */
export function deviceLabel(row: { divisionName?: string | null; deviceName: string }): string {
  return row.divisionName ? `${row.divisionName} · ${row.deviceName}` : row.deviceName;
}
