// CSV for spreadsheet users: UTF-8 with a byte-order mark so Excel reads Korean correctly, CRLF
// line ends, RFC 4180 quoting, and text that would start a formula neutralised (CSV injection).
import dayjs from 'dayjs';

export type CsvCell = string | number | boolean | null | undefined;

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => CsvCell;
}

const BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell as CSV text. Numbers stay numbers; text that a spreadsheet would run as a formula gets a leading apostrophe. */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file's text, BOM first. */
export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  const lines = [columns.map((c) => csvCell(c.header)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => csvCell(c.value(row))).join(','));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

/** `orders-20261122.csv` */
export function csvFileName(base: string, day: Date = new Date()): string {
  return `${base}-${dayjs(day).format('YYYYMMDD')}.csv`;
}
