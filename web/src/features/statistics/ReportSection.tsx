// One report string on screen: read into a table (reportTable.ts) in the current language, shown as
// a sortable list (newest period first) with CSV export and, beside it, a chart — a line for the
// total, stacked bars for the columns of a split. A lookup failure or a string that is not a report
// table says so.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from 'primereact/chart';
import { chartLabel } from '../../ui/chartSummary';
import { useLanguage } from '../../i18n';
import type { ReportMeasure } from './store';
import { DataList, type ListColumn } from '../../ui/DataList';
import { formatCount, formatWon } from '../../ui/format';
import { ChartSection } from './ChartSection';
import { reportChartData, reportChartOptions, reportChartType } from './reportChart';
import { parseReport, reportField, reportRows, type ReportError, type ReportRow } from './reportTable';

interface Props {
  measure: ReportMeasure;
  /** The report string as sent; null while there is none. */
  data: string | null;
  loading: boolean;
  failure: string | null;
  onRowClick?: (row: ReportRow) => void;
  exportName: string;
}

export function ReportSection({ measure, data, loading, failure, onRowClick, exportName }: Props) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const title = t(`statistics.reportNames.${measure}`);
  const parsed = useMemo(
    () => (data === null ? null : parseReport(data, { period: t('statistics.cells.period'), total: t('statistics.cells.total'), others: t('statistics.cells.others') })),
    [data, t],
  );
  const table = parsed?.ok ? parsed.table : null;
  // Newest period first in the table (the latest days on the first page); the chart reads left to right.
  const rows = useMemo(() => (table ? reportRows(table).reverse() : []), [table]);

  const columns = useMemo<ListColumn<ReportRow>[]>(() => {
    if (!table) return [];
    const value = (n: number) => (measure === 'saleCount' ? formatCount(n) : formatWon(n, lang));
    const numeric = (field: `c${number}` | 'sum', header: string): ListColumn<ReportRow> => ({
      field,
      header,
      sortable: true,
      body: (row) => value(row[field]),
      className: 'text-right white-space-nowrap',
    });
    return [
      { field: 'period', header: table.header[0]!, sortable: true, sortValue: (row) => row.periodKey, className: 'font-medium white-space-nowrap' },
      ...table.kinds.map((_, n) => numeric(reportField(n), table.header[n + 1]!)),
      ...(table.kinds.length > 1 ? [numeric('sum', t('statistics.sum'))] : []),
    ];
  }, [table, measure, lang, t]);

  const problem = parsed && !parsed.ok ? t('statistics.badReport', { report: title, reason: reportErrorText(t, parsed.error) }) : null;
  return (
    <ChartSection
      title={title}
      testId={`report-${measure}`}
      state={{ loading, failure }}
      failures={[problem]}
      showBody={Boolean(table) || (loading && !failure)}
      chart={
        table && (
          <Chart type={reportChartType(table)} data={reportChartData(table)} options={reportChartOptions} style={{ height: '100%' }} pt={chartLabel(t('statistics.chart', { title }), reportChartData(table))} />
        )
      }
    >
      <DataList<ReportRow>
        rows={rows}
        dataKey="periodKey"
        emptyMessage={t('statistics.empty')}
        onRowClick={onRowClick}
        columns={columns}
        exportName={exportName}
      />
    </ChartSection>
  );
}

/** What is wrong with a report string, in the operator's words. */
export function reportErrorText(t: (key: string, values?: Record<string, unknown>) => string, error: ReportError): string {
  return t(`statistics.reportError.${error.code}`, { row: error.row, column: error.column });
}
