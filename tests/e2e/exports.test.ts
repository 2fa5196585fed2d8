// Periods in one click and exports a spreadsheet reads right (issue 29): 지난주 on a list asks for
// Monday to Sunday of the back end's last week; the .xlsx export downloads, opens (read back with
// ExcelJS, the library that writes it) and keeps identifiers as text cells: an approval number with
// a leading zero and a 13-digit barcode, which Excel would otherwise turn into numbers.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import ExcelJS from 'exceljs';
import { useProduct } from './support/product';
import { apiCall, ko, listCallOf, signIn, tableRows, type Answer } from './support/console';

// The clock stands still: the back end's day does not move under the test.
const app = useProduct({ fleet: { autoRun: false } });

const DAY_MS = 24 * 3600_000;
const KST_MS = 9 * 3600_000;
const POLL_MS = 15_000;
const kstDay = (ms: number) => new Date(ms + KST_MS).toISOString().slice(0, 10);
const dotted = (day: string) => day.replace(/-/g, '.');

async function adminPage(): Promise<Page> {
  const page = await app.newPage();
  await signIn(page, app.baseUrl, 'admin', 'admin1234');
  return page;
}

/** Monday and Sunday (YYYY-MM-DD) of the week before the one holding `day`. */
function lastWeekOf(day: string): [string, string] {
  const noon = Date.parse(`${day}T12:00:00Z`);
  const sinceMonday = (new Date(noon).getUTCDay() + 6) % 7;
  const monday = noon - (sinceMonday + 7) * DAY_MS;
  return [new Date(monday).toISOString().slice(0, 10), new Date(monday + 6 * DAY_MS).toISOString().slice(0, 10)];
}

/** Clicks an export button and reads the downloaded workbook. */
async function downloadWorkbook(page: Page): Promise<{ fileName: string; sheet: ExcelJS.Worksheet }> {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.getByRole('button', { name: ko.actions.exportXlsx, exact: true }).click()]);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile((await download.path())!);
  expect(book.worksheets).toHaveLength(1);
  return { fileName: download.suggestedFilename(), sheet: book.worksheets[0]! };
}

/** The cells under the header `header` (row 1), from row 2 on. */
function columnCells(sheet: ExcelJS.Worksheet, header: string): ExcelJS.Cell[] {
  const headers = (sheet.getRow(1).values as unknown[]).slice(1);
  const index = headers.indexOf(header);
  expect(index, `a "${header}" column in ${JSON.stringify(headers)}`).toBeGreaterThanOrEqual(0);
  const cells: ExcelJS.Cell[] = [];
  for (let r = 2; r <= sheet.rowCount; r++) cells.push(sheet.getRow(r).getCell(index + 1));
  return cells;
}

describe('period presets', () => {
  it("지난주 on payment history asks for Monday to Sunday of the back end's last week", async () => {
    const page = await adminPage();
    const today = kstDay((await apiCall<Answer<{ now: number }>>(page, '/sim/clock')).data.now);
    await page.goto(`${app.baseUrl}/management/payment/history`);
    const period = page.locator('#filter-period');
    await expect.poll(() => period.inputValue(), { timeout: POLL_MS }).toMatch(new RegExp(`${dotted(today)}$`));
    await period.click();
    const presets = page.getByTestId('period-presets');
    expect((await presets.locator('button').allTextContents()).map((t) => t.trim())).toEqual(['오늘', '어제', '이번 주', '지난주', '이번 달', '최근 7일', '초기화']);
    const [monday, sunday] = lastWeekOf(today);
    const call = await listCallOf(page, '/payment/list', (body) => body.startDate === monday, () => presets.getByRole('button', { name: '지난주', exact: true }).click());
    expect(call.body).toMatchObject({ startDate: monday, endDate: sunday });
    expect(new Date(`${monday}T00:00:00Z`).getUTCDay()).toBe(1);
    await expect.poll(() => new URL(page.url()).searchParams.get('startDate')).toBe(monday);
    expect(new URL(page.url()).searchParams.get('endDate')).toBe(sunday);
    expect(await period.inputValue()).toBe(`${dotted(monday)} - ${dotted(sunday)}`);
  });
});

describe('the .xlsx export', () => {
  it('keeps approval numbers (a leading zero too) as text cells, and paid-at as real dates', async () => {
    const page = await adminPage();
    // The workbook writer is its own chunk, fetched on the click only.
    const writerChunks: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/xlsx-[\w-]+\.js$/.test(new URL(request.url()).pathname)) writerChunks.push(request.url());
    });
    await page.goto(`${app.baseUrl}/management/payment/history`);
    await tableRows(page).first().waitFor();
    expect(writerChunks).toEqual([]);
    const { fileName, sheet } = await downloadWorkbook(page);
    expect(writerChunks).toHaveLength(1);
    expect(fileName).toMatch(/^payments-\d{8}\.xlsx$/);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    const approvals = columnCells(sheet, ko.fields.approveNo).filter((c) => c.value !== null);
    expect(approvals.length).toBeGreaterThan(10);
    expect(approvals.every((c) => c.type === ExcelJS.ValueType.String && /^\d{8}$/.test(String(c.value)))).toBe(true);
    expect(approvals.some((c) => String(c.value).startsWith('0')), 'an approval number with a leading zero').toBe(true);
    const paidAt = columnCells(sheet, ko.fields.approveAt)[0]!;
    expect(paidAt.type).toBe(ExcelJS.ValueType.Date);
    expect(paidAt.numFmt).toBe('yyyy.mm.dd hh:mm:ss');
  });

  it('keeps 13-digit barcodes as text cells', async () => {
    const page = await adminPage();
    await page.goto(`${app.baseUrl}/management/product/master`);
    await tableRows(page).first().waitFor();
    const { fileName, sheet } = await downloadWorkbook(page);
    expect(fileName).toMatch(/^product-master-\d{8}\.xlsx$/);
    const barcodes = columnCells(sheet, ko.fields.barcode).filter((c) => c.value !== null);
    expect(barcodes.length).toBeGreaterThan(0);
    expect(barcodes.every((c) => c.type === ExcelJS.ValueType.String)).toBe(true);
    expect(barcodes.some((c) => /^\d{13}$/.test(String(c.value))), 'a 13-digit barcode').toBe(true);
    expect(sheet.getColumn(columnCells(sheet, ko.fields.barcode)[0]!.col).width).toBeGreaterThanOrEqual(13);
  });
});
