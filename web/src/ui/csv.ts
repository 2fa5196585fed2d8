// CSV for spreadsheet users: UTF-8 with a byte-order mark so Excel reads Korean correctly, CRLF
// line ends, RFC 4180 quoting, and text that would start a formula neutralised (CSV injection).
// Every export (CSV and .xlsx) writes a cell the same way (exportValue): a wire date or date-time in
// the console's display form, one form each (YYYY.MM.DD, YYYY.MM.DD HH:mm:ss); an identifier that
// comes as text (an approval number 06168009, a 13-digit barcode) stays text.
import dayjs from 'dayjs';
import { DATE_FORMAT, DATE_TIME_SECONDS_FORMAT } from '@contract/constants';

export type CsvCell = string | number | boolean | null | undefined;

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => CsvCell;
}

/** The one form of a day and of a date-time in every export. */
export const EXPORT_DATE_FORMAT = DATE_FORMAT;
export const EXPORT_DATE_TIME_FORMAT = DATE_TIME_SECONDS_FORMAT;

const BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;
const WIRE_DAY = /^\d{4}-\d{2}-\d{2}$/;
const WIRE_DATE_TIME = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/;
/** Text Excel would turn into a number on opening (losing a leading zero, or digits past 15). */
const READS_AS_NUMBER = /^[+-]?(\d[\d,]*)?\.?\d+([eE][+-]?\d+)?%?$/;

/** A cell as exports see it; a day or date-time keeps its wire form (for .xlsx) and its display text. */
export type ExportValue =
  | { kind: 'empty' }
  | { kind: 'number'; value: number }
  | { kind: 'text'; value: string }
  | { kind: 'date' | 'dateTime'; value: string; text: string };

/** What one value is in an export: a number, a day or date-time (wire form, with its display text), text, or nothing. */
export function exportValue(value: CsvCell): ExportValue {
  if (value === null || value === undefined || value === '') return { kind: 'empty' };
  if (typeof value === 'number') return Number.isFinite(value) ? { kind: 'number', value } : { kind: 'empty' };
  const text = String(value);
  // Parsed once: the quick filter reads every cell of every row through here.
  const kind = WIRE_DAY.test(text) ? 'date' : WIRE_DATE_TIME.test(text) ? 'dateTime' : null;
  const day = kind === null ? null : dayjs(text);
  if (kind !== null && day!.isValid()) return { kind, value: text, text: day!.format(kind === 'date' ? EXPORT_DATE_FORMAT : EXPORT_DATE_TIME_FORMAT) };
  return { kind: 'text', value: text };
}

/** A value's text in an export (and in a list's quick filter): dates in the display form, '' for nothing. */
export function exportText(value: CsvCell): string {
  const cell = exportValue(value);
  return cell.kind === 'empty' ? '' : cell.kind === 'number' ? String(cell.value) : cell.kind === 'text' ? cell.value : cell.text;
}

const quoted = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/**
 * One cell as CSV text. Numbers stay numbers; dates take the display form. Text that Excel would
 * read as a number is written as the formula ="06168009", which Excel (and LibreOffice, Google
 * Sheets) show as that text; other text that a spreadsheet would run as a formula gets a leading
 * apostrophe.
 */
export function csvCell(value: CsvCell): string {
  const cell = exportValue(value);
  if (cell.kind === 'empty') return '';
  if (cell.kind === 'number') return String(cell.value);
  if (cell.kind !== 'text') return cell.text;
  return READS_AS_NUMBER.test(cell.value) ? quoted(`="${cell.value}"`) : csvText(cell.value);
}

/** Text as a CSV cell as it is (a header): quoted when needed, a formula's start neutralised. */
function csvText(text: string): string {
  return quoted(FORMULA_START.test(text) ? `'${text}` : text);
}

/** The whole file's text, BOM first. */
export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  const lines = [columns.map((c) => csvText(c.header)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => csvCell(c.value(row))).join(','));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

/** `orders-20261122.csv` (`.xlsx` with that extension). */
export function csvFileName(base: string, day: Date = new Date(), extension = 'csv'): string {
  return `${base}-${dayjs(day).format('YYYYMMDD')}.${extension}`;
}
