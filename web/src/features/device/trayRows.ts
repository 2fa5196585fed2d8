// The tray editor's rows (pure): text while typed, numbers when sent. Every row is sent on Save
// all; a tray left out is deleted by the server (only when empty).
import type { Tray } from '@contract/entities';
import type { TrayStoreRow } from './trayStore';

export interface TrayRow {
  /** Stable React key: 'tray-<trayIdx>' or 'new-<n>'. */
  key: string;
  trayIdx?: number;
  trayNo: string;
  trayName: string;
  /** '' for an ambient tray. */
  setTemperature: string;
  maxCapacity: string;
}

const text = (value: number | null) => (value === null ? '' : String(value));

export function traysToRows(trays: readonly Tray[]): TrayRow[] {
  return [...trays]
    .sort((a, b) => a.trayNo - b.trayNo)
    .map((tray) => ({
      key: `tray-${tray.trayIdx}`,
      trayIdx: tray.trayIdx,
      trayNo: String(tray.trayNo),
      trayName: tray.trayName,
      setTemperature: text(tray.setTemperature),
      maxCapacity: String(tray.maxCapacity),
    }));
}

let added = 0;

/** A new row below the others: the next tray number, the previous row's temperature and capacity. */
export function addRow(rows: readonly TrayRow[], name: (trayNo: number) => string): TrayRow[] {
  const numbers = rows.map((r) => Number(r.trayNo)).filter(Number.isFinite);
  const trayNo = numbers.length ? Math.max(...numbers) + 1 : 1;
  const last = rows.at(-1);
  added += 1;
  return [
    ...rows,
    { key: `new-${added}`, trayNo: String(trayNo), trayName: name(trayNo), setTemperature: last?.setTemperature ?? '4', maxCapacity: last?.maxCapacity ?? '20' },
  ];
}

export function removeRow(rows: readonly TrayRow[], key: string): TrayRow[] {
  return rows.filter((r) => r.key !== key);
}

export function updateRow(rows: readonly TrayRow[], key: string, patch: Partial<Omit<TrayRow, 'key' | 'trayIdx'>>): TrayRow[] {
  return rows.map((r) => (r.key === key ? { ...r, ...patch } : r));
}

/** Typed text as a number; what is not one goes as null and the server names the field. */
function numberOf(value: string): number {
  const trimmed = value.trim();
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

/** Every row, as the storeAll body's trayList. */
export function rowsToBody(rows: readonly TrayRow[]): TrayStoreRow[] {
  return rows.map((row) => ({
    ...(row.trayIdx !== undefined ? { trayIdx: row.trayIdx } : {}),
    trayNo: numberOf(row.trayNo),
    trayName: row.trayName.trim(),
    setTemperature: row.setTemperature.trim() === '' ? null : numberOf(row.setTemperature),
    maxCapacity: numberOf(row.maxCapacity),
  }));
}

/** The rows differ from the saved trays. */
export function rowsChanged(rows: readonly TrayRow[], trays: readonly Tray[]): boolean {
  return JSON.stringify(rowsToBody(rows)) !== JSON.stringify(rowsToBody(traysToRows(trays)));
}
