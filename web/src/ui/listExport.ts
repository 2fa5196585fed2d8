// A list's export columns, shared by the CSV and the .xlsx file: the row number first, then every
// exported column (a column that shows several values in one cell gives one column per value).
import type { TFunction } from 'i18next';
import type { ListColumn } from './listColumn';
import { toCsv, type CsvCell, type CsvColumn } from './csv';

const rawValue = (row: object, field: string): CsvCell => (row as Record<string, CsvCell>)[field];

export function exportColumns<T extends object>(columns: readonly ListColumn<T>[], numHeader: string): CsvColumn<T & { num: number }>[] {
  const exported = columns.filter((c) => c.csv !== false);
  return [
    { header: numHeader, value: (row) => row.num },
    ...exported.flatMap((c): readonly CsvColumn<T>[] => c.exports ?? [{ header: c.header, value: c.csv ? c.csv : (row: T) => rawValue(row, c.field) }]),
  ];
}

/** The CSV text of a list as shown: row number first, then every exported column. */
export function listCsv<T extends object>(rows: readonly (T & { num: number })[], columns: readonly ListColumn<T>[], numHeader: string): string {
  return toCsv(exportColumns(columns, numHeader), rows);
}

/** A "store · device" cell's export: the store and the device in columns of their own. */
export function storeAndDevice<T extends { divisionName?: string | null; deviceName: string | null }>(t: TFunction): CsvColumn<T>[] {
  return [
    { header: t('fields.divisionName'), value: (row) => row.divisionName },
    { header: t('fields.deviceName'), value: (row) => row.deviceName },
  ];
}
