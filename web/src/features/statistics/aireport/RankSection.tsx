// A product ranking (best or worst sellers): rank, product, category, units sold, amount and how
// many devices carry it now, as a sortable list with CSV export, and beside it the units sold as
// horizontal bars. A failure says 'Information lookup failed' with the ranking's name.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from 'primereact/chart';
import { chartLabel } from '../../../ui/chartSummary';
import { useLanguage } from '../../../i18n';
import type { ProductRank } from '../store';
import { DataList, type ListColumn } from '../../../ui/DataList';
import { formatCount, formatWon } from '../../../ui/format';
import { ChartSection } from '../ChartSection';
import { barChartData, barChartOptions } from './rankChart';

type RankRow = ProductRank & { rank: number };

interface Props {
  title: string;
  testId: string;
  rows: readonly ProductRank[];
  loading: boolean;
  failure: string | null;
  exportName: string;
  emptyMessage?: string;
  note?: string;
  colour?: string;
}

export function RankSection({ title, testId, rows, loading, failure, exportName, emptyMessage, note, colour }: Props) {
  const { t } = useTranslation();
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
  const chart = barChartData(ranked, (row) => row.productName, (row) => row.count, t('fields.unitsSold'), colour ? () => colour : undefined);
  return (
    <ChartSection
      title={title}
      testId={testId}
      failures={[failure]}
      note={note ? <p className="m-0 text-600 text-sm">{note}</p> : undefined}
      chart={<Chart type="bar" data={chart} options={barChartOptions} style={{ height: '100%' }} pt={chartLabel(t('aiReport.chart', { title }), chart)} />}
    >
      <DataList<RankRow>
        label={title}
        rows={ranked}
        dataKey="productIdx"
        loading={loading}
        emptyMessage={emptyMessage ?? t('aiReport.noRanks')}
        columns={columns}
        exportName={exportName}
      />
    </ChartSection>
  );
}
