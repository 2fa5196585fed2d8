// Report strings (spec §3, contract/endpoints/statistics.ts) read into a table, pure: the JSON
// string's first row is the header (REPORT_CELLS.period, then the column names: REPORT_CELLS.total,
// or product / category / device names and REPORT_CELLS.others), every other row is numbers and
// starts with its period, YYYYMMDD (a day) or YYYYMM (a month). The fixed cells are translated,
// names are shown as sent, periods read YYYY.MM.DD or YYYY.MM. Anything else gives an error result
// naming what is wrong and where (never a throw), so a screen can say so instead of crashing.
import { REPORT_CELLS } from '@contract/entities';

export type ReportColumnKind = 'total' | 'others' | 'name';

export interface ReportTable {
  /** The header as shown: the period cell, then one per column (fixed cells translated). */
  header: string[];
  /** The numeric rows as sent, each starting with its period number (YYYYMMDD or YYYYMM). */
  rows: number[][];
  /** Each row's period as shown: YYYY.MM.DD or YYYY.MM. */
  periods: string[];
  /** What each column after the period is: the total, the rest summed, or a named one. */
  kinds: ReportColumnKind[];
}

export type ReportErrorCode = 'notJson' | 'notTable' | 'noHeader' | 'badHeader' | 'notNumber' | 'ragged' | 'badPeriod';

export interface ReportError {
  code: ReportErrorCode;
  /** Row of the table, counting the header as 1 (as a spreadsheet would). */
  row?: number;
  /** Column, from 1. */
  column?: number;
}

export type ReportParse = { ok: true; table: ReportTable } | { ok: false; error: ReportError };

/** The words for the fixed header cells, in the screen's language. */
export interface ReportWords {
  period: string;
  total: string;
  others: string;
}

const fail = (code: ReportErrorCode, row?: number, column?: number): ReportParse => ({
  ok: false,
  error: { code, ...(row !== undefined ? { row } : {}), ...(column !== undefined ? { column } : {}) },
});

function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** 20261121 ⇒ '2026.11.21', 202611 ⇒ '2026.11'; null for anything that is not a real day or month. */
export function formatReportPeriod(period: number): string | null {
  if (!Number.isInteger(period) || period < 0) return null;
  const text = String(period);
  if (text.length === 8) {
    const [y, m, d] = [Number(text.slice(0, 4)), Number(text.slice(4, 6)), Number(text.slice(6))];
    return isRealDate(y, m, d) ? `${text.slice(0, 4)}.${text.slice(4, 6)}.${text.slice(6)}` : null;
  }
  if (text.length === 6) {
    const m = Number(text.slice(4));
    return m >= 1 && m <= 12 ? `${text.slice(0, 4)}.${text.slice(4)}` : null;
  }
  return null;
}

function headerCell(cell: string, index: number, words: ReportWords): { text: string; kind?: ReportColumnKind } {
  if (index === 0) return { text: cell === REPORT_CELLS.period ? words.period : cell };
  if (cell === REPORT_CELLS.total) return { text: words.total, kind: 'total' };
  if (cell === REPORT_CELLS.others) return { text: words.others, kind: 'others' };
  return { text: cell, kind: 'name' };
}

/**
 * Read a report string. `data` is what the server sent as `data`: the JSON text of the table (an
 * already parsed array is taken too, as a Live server might send one).
 */
export function parseReport(data: unknown, words: ReportWords): ReportParse {
  let table: unknown = data;
  if (typeof data === 'string') {
    try {
      table = JSON.parse(data);
    } catch {
      return fail('notJson');
    }
  }
  if (!Array.isArray(table) || !table.every(Array.isArray)) return fail('notTable');
  const [head, ...body] = table as unknown[][];
  if (!head || head.length < 2) return fail('noHeader', 1);
  const badCell = head.findIndex((cell) => typeof cell !== 'string' || cell.trim() === '');
  if (badCell >= 0) return fail('badHeader', 1, badCell + 1);

  const cells = (head as string[]).map((cell, index) => headerCell(cell, index, words));
  const rows: number[][] = [];
  const periods: string[] = [];
  for (const [index, row] of body.entries()) {
    const rowNo = index + 2;
    if (row.length !== head.length) return fail('ragged', rowNo);
    const badNumber = row.findIndex((cell) => typeof cell !== 'number' || !Number.isFinite(cell));
    if (badNumber >= 0) return fail('notNumber', rowNo, badNumber + 1);
    const period = formatReportPeriod(row[0] as number);
    if (period === null) return fail('badPeriod', rowNo, 1);
    rows.push(row as number[]);
    periods.push(period);
  }
  return {
    ok: true,
    table: { header: cells.map((c) => c.text), rows, periods, kinds: cells.slice(1).map((c) => c.kind ?? 'name') },
  };
}

/** One row of the table as a list row: `period`, the period number `periodKey`, and `c0`…`cN`. */
export type ReportRow = { period: string; periodKey: number; sum: number } & Record<`c${number}`, number>;

/** Column field of the n-th value column (from 0). */
export const reportField = (n: number): `c${number}` => `c${n}`;

/** The rows as objects a list can show and sort; `sum` adds every value column of the row. */
export function reportRows(table: ReportTable): ReportRow[] {
  return table.rows.map((row, index) => {
    const values = row.slice(1);
    const out = { period: table.periods[index]!, periodKey: row[0]!, sum: values.reduce((a, b) => a + b, 0) } as ReportRow;
    values.forEach((value, n) => (out[reportField(n)] = value));
    return out;
  });
}
