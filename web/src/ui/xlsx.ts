// A list as a real Excel workbook (ExcelJS), from the same columns as its CSV (ui/csv exportValue):
// numbers as numbers, text as text cells (an approval number 06168009 or a 13-digit barcode stays as
// written), days and date-times as real dates shown in the display form. One sheet, bold header row
// kept in view, columns as wide as their longest text. Loaded only when asked for (its own chunk).
import ExcelJS from 'exceljs';
import { exportValue, type CsvColumn } from './csv';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const DATE_NUMBER_FORMAT = 'yyyy.mm.dd';
const DATE_TIME_NUMBER_FORMAT = 'yyyy.mm.dd hh:mm:ss';
const MIN_WIDTH = 6;
const MAX_WIDTH = 50;

/**
 * A wire day or date-time as a Date whose UTC fields are its wall-clock ones: Excel dates have no
 * time zone, and ExcelJS writes a Date by its UTC time, so the sheet shows the KST time of the wire.
 */
function wallClock(wire: string): Date {
  const [y, mo, d, h = 0, mi = 0, s = 0] = wire.split(/[- :T]/).map(Number) as number[];
  return new Date(Date.UTC(y!, mo! - 1, d!, h, mi, s));
}

/** Width in Excel's character units: Hangul and other wide characters take two. */
function textWidth(text: string): number {
  let width = 0;
  for (const ch of text) width += /[\u1100-\u11ff\u3000-\u9fff\uac00-\ud7af\uff00-\uffef]/.test(ch) ? 2 : 1;
  return width;
}

export async function toXlsx<T>(columns: readonly CsvColumn<T>[], rows: readonly T[], sheetName: string): Promise<Blob> {
  const workbook = new ExcelJS.Workbook();
  // Excel allows 31 characters and none of []:*?/\ in a sheet's name.
  const sheet = workbook.addWorksheet(sheetName.replace(/[[\]:*?/\\]/g, '-').slice(0, 31) || 'Sheet1', { views: [{ state: 'frozen', ySplit: 1 }] });
  const widths = columns.map((c) => textWidth(c.header));
  const header = sheet.addRow(columns.map((c) => c.header));
  header.font = { bold: true };
  for (const row of rows) {
    const line = sheet.addRow([]);
    columns.forEach((column, index) => {
      const value = exportValue(column.value(row));
      if (value.kind === 'empty') return;
      const cell = line.getCell(index + 1);
      if (value.kind === 'number') {
        cell.value = value.value;
        widths[index] = Math.max(widths[index]!, String(value.value).length + 2);
      } else if (value.kind === 'text') {
        cell.value = value.value;
        cell.numFmt = '@';
        widths[index] = Math.max(widths[index]!, textWidth(value.value));
      } else {
        cell.value = wallClock(value.value);
        cell.numFmt = value.kind === 'date' ? DATE_NUMBER_FORMAT : DATE_TIME_NUMBER_FORMAT;
        widths[index] = Math.max(widths[index]!, value.text.length);
      }
    });
  }
  widths.forEach((width, index) => {
    sheet.getColumn(index + 1).width = Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, width + 2));
  });
  const buffer = await workbook.xlsx.writeBuffer();
  return new Blob([buffer], { type: XLSX_TYPE });
}
