// The forms every export writes (ui/csv, ui/listExport, ui/xlsx): one form for a day and one for a
// date-time, identifiers Excel would turn into numbers kept as text (="06168009" in CSV, a text
// cell in .xlsx), and one value a column (company and store apart).
import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { csvCell, exportText, toCsv } from '../../web/src/ui/csv';
import { exportColumns, listCsv } from '../../web/src/ui/listExport';
import { toXlsx } from '../../web/src/ui/xlsx';
import type { ListColumn } from '../../web/src/ui/DataList';
import { blobBytes } from './support/csv';

interface Sale {
  num: number;
  approveNo: string;
  barcode: string;
  approveAt: string;
  day: string;
  refundedAt: string | null;
  companyName: string;
  divisionName: string;
  amount: number;
}

const sale: Sale = {
  num: 1,
  approveNo: '06168009',
  barcode: '8801234567890',
  approveAt: '2026-11-21 09:05:07',
  day: '2026-11-21',
  refundedAt: null,
  companyName: '하나로푸드',
  divisionName: '강남점',
  amount: 3000,
};

const columns: ListColumn<Sale>[] = [
  { field: 'approveNo', header: '승인번호' },
  { field: 'barcode', header: '바코드' },
  { field: 'approveAt', header: '결제일시' },
  { field: 'day', header: '일자' },
  { field: 'refundedAt', header: '환불일시' },
  {
    field: 'place',
    header: '회사 / 매장',
    sortValue: (row) => `${row.companyName} ${row.divisionName}`,
    exports: [
      { header: '회사명', value: (row) => row.companyName },
      { header: '매장명', value: (row) => row.divisionName },
    ],
  },
  { field: 'amount', header: '금액' },
];

describe('export cell forms', () => {
  it('writes every wire day as YYYY.MM.DD and every date-time as YYYY.MM.DD HH:mm:ss, nothing as an empty cell', () => {
    expect(csvCell('2026-11-21')).toBe('2026.11.21');
    expect(csvCell('2026-11-21 09:05:07')).toBe('2026.11.21 09:05:07');
    expect(csvCell('2026-11-21 09:05')).toBe('2026.11.21 09:05:00');
    expect(csvCell(null)).toBe('');
    expect(exportText('2026-11-21 09:05:07')).toBe('2026.11.21 09:05:07');
  });

  it('keeps text Excel would read as a number as text (="…"), leaves numbers and other text as they are', () => {
    expect(csvCell('06168009')).toBe('"=""06168009"""');
    expect(csvCell('8801234567890')).toBe('"=""8801234567890"""');
    expect(csvCell('1.5e3')).toBe('"=""1.5e3"""');
    expect(csvCell('-12')).toBe('"=""-12"""');
    expect(csvCell(8801234567890)).toBe('8801234567890');
    expect(csvCell('A2345')).toBe('A2345');
    expect(csvCell('SN-2345')).toBe('SN-2345');
    expect(csvCell('010-1234-5678')).toBe('010-1234-5678');
    // Still no formula from the data itself.
    expect(csvCell('=1+2')).toBe("'=1+2");
  });

  it('writes headers as they are, even when they look like a date or a number', () => {
    const text = toCsv([{ header: '2026-11-21', value: () => 1 }, { header: '10', value: () => 2 }], [{}]);
    expect(text).toBe('\uFEFF2026-11-21,10\r\n1,2\r\n');
  });

  it('gives a list one value a column: company and store apart, in the same columns for CSV and .xlsx', () => {
    const lines = listCsv([sale], columns, 'No.').replace('\uFEFF', '').trim().split('\r\n');
    expect(lines).toEqual([
      'No.,승인번호,바코드,결제일시,일자,환불일시,회사명,매장명,금액',
      '1,"=""06168009""","=""8801234567890""",2026.11.21 09:05:07,2026.11.21,,하나로푸드,강남점,3000',
    ]);
    expect(exportColumns(columns, 'No.').map((c) => c.header)).toEqual(lines[0]!.split(','));
  });
});

describe('.xlsx export', () => {
  it('writes identifiers as text cells, dates as real dates in the display form, numbers as numbers, a bold header', async () => {
    const blob = await toXlsx(exportColumns(columns, 'No.'), [sale], '결제 내역');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await blobBytes(blob));
    const sheet = book.getWorksheet('결제 내역')!;
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    const row = sheet.getRow(2);
    expect(row.getCell(2).value).toBe('06168009');
    expect(row.getCell(2).type).toBe(ExcelJS.ValueType.String);
    expect(row.getCell(3).value).toBe('8801234567890');
    expect(row.getCell(3).type).toBe(ExcelJS.ValueType.String);
    // The wire's KST wall clock, shown as the console shows it.
    expect((row.getCell(4).value as Date).toISOString()).toBe('2026-11-21T09:05:07.000Z');
    expect(row.getCell(4).numFmt).toBe('yyyy.mm.dd hh:mm:ss');
    expect((row.getCell(5).value as Date).toISOString()).toBe('2026-11-21T00:00:00.000Z');
    expect(row.getCell(5).numFmt).toBe('yyyy.mm.dd');
    expect(row.getCell(6).value).toBeNull();
    expect([row.getCell(7).value, row.getCell(8).value, row.getCell(9).value]).toEqual(['하나로푸드', '강남점', 3000]);
    // Wide enough for a 13-digit barcode and a date-time.
    expect(sheet.getColumn(3).width).toBeGreaterThanOrEqual(13);
    expect(sheet.getColumn(4).width).toBeGreaterThanOrEqual(19);
  });
});
