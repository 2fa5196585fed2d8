// A product ranking (best or worst sellers): rank, product, category, units sold, amount and how
// many devices carry it now, as a sortable list with CSV export, and beside it the units sold as
// horizontal bars. A failure says 'Information lookup failed' with the ranking's name.
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from 'primereact/chart';
import { chartLabel } from '../../../ui/chartSummary';
import { useLanguage } from '../../../i18n';
import type { ProductRank } from '../store';
import { DataList, type ListColumn } from '../../../ui/DataList';
import { formatCount, formatWon } from '../../../ui/format';
import { ChartSection } from '../ChartSection';
import type { LoadState } from '../../../ui/useLoad';
import { ADVICE_COLOURS, barChartData, barChartOptions } from './rankChart';

type RankRow = ProductRank & { rank: number };

/**
 * Each ranking's section: its test id, its CSV file's name (`ai-report-<file>`, then `-<device>` for
 * one device's), its bars' colour (the advice it feeds) and, where it has its own, its empty message.
 */
const REPORTS = {
  top: { testId: 'rank-top', file: 'top', colour: ADVICE_COLOURS.top },
  worst: { testId: 'rank-worst', file: 'worst', colour: ADVICE_COLOURS.slow },
  deviceTop: { testId: 'rank-device-top', file: 'top', colour: ADVICE_COLOURS.top },
  deviceWorst: { testId: 'rank-device-worst', file: 'worst', colour: ADVICE_COLOURS.slow },
  candidates: { testId: 'rank-candidates', file: 'candidates', colour: ADVICE_COLOURS.keep, empty: 'aiReport.noCandidates' },
} as const satisfies Record<string, { testId: string; file: string; colour: string; empty?: string }>;

interface Props {
  /** Which ranking (statistics.reportNames names it). */
  report: keyof typeof REPORTS;
  rows: readonly ProductRank[];
  state: LoadState;
  /** One device's ranking: its file name says which. */
  deviceIdx?: number;
  /** Draw the chart once it comes into view (ChartSection). */
  chartWhenSeen?: boolean;
}

/** Memoised: a screen drawn again for another section's answer leaves this one (and its chart) as it is. */
export const RankSection = memo(function RankSection({ report, rows, state, deviceIdx, chartWhenSeen = false }: Props) {
  const { t } = useTranslation();
  const { testId, file, colour, ...texts } = REPORTS[report];
  const title = t(`statistics.reportNames.${report}`);
  const exportName = deviceIdx === undefined ? `ai-report-${file}` : `ai-report-${file}-${deviceIdx}`;
  const emptyMessage = 'empty' in texts ? t(texts.empty) : t('aiReport.noRanks');
  const lang = useLanguage();
  const ranked = useMemo<RankRow[]>(() => rows.map((row, index) => ({ ...row, rank: index + 1 })), [rows]);
  const columns = useMemo<ListColumn<RankRow>[]>(
    () => [
      { field: 'rank', header: t('fields.rank'), sortable: true, className: 'text-right' },
      { field: 'productName', header: t('fields.productName'), sortable: true, className: 'font-medium' },
      { field: 'category', header: t('fields.category'), sortable: true },
      { field: 'count', header: t('fields.unitsSold'), sortable: true, body: (row) => formatCount(row.count), className: 'text-right' },
      { field: 'amount', header: t('fields.amount'), sortable: true, body: (row) => formatWon(row.amount, lang), className: 'text-right white-space-nowrap' },
      { field: 'deviceCount', header: t('fields.carriedBy'), sortable: true, body: (row) => formatCount(row.deviceCount), className: 'text-right' },
    ],
    [t, lang],
  );
  // The same data object while the rows stay the same: PrimeReact's Chart draws its chart afresh for a new one.
  const chart = useMemo(() => {
    const data = barChartData(ranked, (row) => row.productName, (row) => row.count, t('fields.unitsSold'), () => colour);
    return <Chart type="bar" data={data} options={barChartOptions} style={{ height: '100%' }} pt={chartLabel(t('aiReport.chart', { title }), data)} />;
  }, [ranked, t, title, colour]);
  return (
    <ChartSection title={title} testId={testId} state={state} chart={chart} chartWhenSeen={chartWhenSeen}>
      <DataList<RankRow>
        rows={ranked}
        dataKey="productIdx"
        emptyMessage={emptyMessage}
        columns={columns}
        exportName={exportName}
      />
    </ChartSection>
  );
});
