// Report strings (spec §3): the first row the header, every other row numbers starting with the
// period. Fixed cells are translated, periods read YYYY.MM.DD / YYYY.MM, and every bad string gives
// an error result naming what and where — never a throw.
import { describe, expect, it } from 'vitest';
import { REPORT_CELLS } from '@contract';
import { formatReportPeriod, parseReport, reportRows, type ReportParse } from '../../web/src/features/statistics/reportTable';
import { reportChartData, reportChartType } from '../../web/src/features/statistics/reportChart';

const words = { period: 'Period', total: 'Total', others: 'Others' };
const report = (rows: unknown[][]) => JSON.stringify(rows);
const errorOf = (parse: ReportParse) => (parse.ok ? null : parse.error);

describe('report string parsing', () => {
  it('reads a total per day: the header translated, numeric rows kept, periods formatted', () => {
    const parse = parseReport(report([[REPORT_CELLS.period, REPORT_CELLS.total], [20261120, 12], [20261121, 0]]), words);
    expect(parse).toEqual({
      ok: true,
      table: { header: ['Period', 'Total'], rows: [[20261120, 12], [20261121, 0]], periods: ['2026.11.20', '2026.11.21'], kinds: ['total'] },
    });
  });

  it('reads columns per product with Others, by month, names as sent', () => {
    const parse = parseReport(report([['period', 'Cola', '삼각김밥', 'others'], [202610, 5, 3, 1.5], [202611, -2, 0, 4]]), { period: '기간', total: '합계', others: '기타' });
    expect(parse.ok).toBe(true);
    if (!parse.ok) return;
    expect(parse.table.header).toEqual(['기간', 'Cola', '삼각김밥', '기타']);
    expect(parse.table.kinds).toEqual(['name', 'name', 'others']);
    expect(parse.table.periods).toEqual(['2026.10', '2026.11']);
    expect(parse.table.rows[1]).toEqual([202611, -2, 0, 4]);
    expect(reportRows(parse.table)).toEqual([
      { period: '2026.10', periodKey: 202610, sum: 9.5, c0: 5, c1: 3, c2: 1.5 },
      { period: '2026.11', periodKey: 202611, sum: 2, c0: -2, c1: 0, c2: 4 },
    ]);
  });

  it('takes a header with no rows as an empty table, and a header cell other than period as sent', () => {
    const parse = parseReport(report([['기간', 'total']]), words);
    expect(parse).toEqual({ ok: true, table: { header: ['기간', 'Total'], rows: [], periods: [], kinds: ['total'] } });
  });

  it('takes an already parsed table too (a Live server may send one)', () => {
    expect(parseReport([['period', 'total'], [202611, 3]], words).ok).toBe(true);
  });

  it('formats periods and refuses what is not a real day or month', () => {
    expect(formatReportPeriod(20240229)).toBe('2024.02.29');
    expect(formatReportPeriod(202412)).toBe('2024.12');
    expect(formatReportPeriod(20230229)).toBeNull();
    expect(formatReportPeriod(202413)).toBeNull();
    expect(formatReportPeriod(2024)).toBeNull();
    expect(formatReportPeriod(202411.5)).toBeNull();
    expect(formatReportPeriod(-202411)).toBeNull();
  });

  it.each([
    ['not JSON', '{"period"', { code: 'notJson' }],
    ['empty text', '', { code: 'notJson' }],
    ['a JSON object', '{"header":["period"]}', { code: 'notTable' }],
    ['a number', '42', { code: 'notTable' }],
    ['null', 'null', { code: 'notTable' }],
    ['rows that are not arrays', '[["period","total"],{"a":1}]', { code: 'notTable' }],
    ['no rows at all', '[]', { code: 'noHeader', row: 1 }],
    ['a header with no columns', '[["period"]]', { code: 'noHeader', row: 1 }],
    ['a header cell that is a number', '[["period",3]]', { code: 'badHeader', row: 1, column: 2 }],
    ['an empty header cell', '[["period","  "]]', { code: 'badHeader', row: 1, column: 2 }],
    ['text in a numeric row', '[["period","total"],[20261120,12],[20261121,"12"]]', { code: 'notNumber', row: 3, column: 2 }],
    ['null in a numeric row', '[["period","total"],[20261120,null]]', { code: 'notNumber', row: 2, column: 2 }],
    ['a text period', '[["period","total"],["20261120",1]]', { code: 'notNumber', row: 2, column: 1 }],
    ['a short row', '[["period","a","b"],[20261120,1]]', { code: 'ragged', row: 2 }],
    ['a long row', '[["period","total"],[20261120,1,2]]', { code: 'ragged', row: 2 }],
    ['a period that is no day or month', '[["period","total"],[2026,1]]', { code: 'badPeriod', row: 2, column: 1 }],
    ['a day that does not exist', '[["period","total"],[20261131,1]]', { code: 'badPeriod', row: 2, column: 1 }],
  ])('%s gives a clear error, not a crash', (_name, data, error) => {
    expect(() => parseReport(data, words)).not.toThrow();
    const parse = parseReport(data, words);
    expect(parse.ok).toBe(false);
    expect(errorOf(parse)).toEqual(error);
  });

  it('anything that is not text or a table is no table', () => {
    for (const data of [undefined, null, 7, { list: [] }]) expect(errorOf(parseReport(data, words))?.code).toBe('notTable');
  });
});

describe('report chart', () => {
  it('draws a total as a line, a split as stacked bars with Others grey', () => {
    const total = parseReport(report([['period', 'total'], [202610, 1], [202611, 2]]), words);
    const split = parseReport(report([['period', 'A', 'others'], [202611, 1, 2]]), words);
    if (!total.ok || !split.ok) throw new Error('bad sample');
    expect(reportChartType(total.table)).toBe('line');
    expect(reportChartData(total.table)).toMatchObject({ labels: ['2026.10', '2026.11'], datasets: [{ type: 'line', label: 'Total', data: [1, 2] }] });
    expect(reportChartType(split.table)).toBe('bar');
    const data = reportChartData(split.table);
    expect(data.datasets.map((d) => [d.label, d.data, d.stack])).toEqual([
      ['A', [1], 'columns'],
      ['Others', [2], 'columns'],
    ]);
    expect(data.datasets[1]!.backgroundColor).toBe('#9ca3af');
  });
});
