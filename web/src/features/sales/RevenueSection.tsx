// Revenue rows (per period, per device or both) as a sortable table with totals and CSV export,
// and beside it a PrimeReact Chart: net amount as bars, payment count as a line.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from 'primereact/chart';
import { chartLabel } from '../../ui/chartSummary';
import { Message } from 'primereact/message';
import { useLanguage } from '../../i18n';
import type { RevenueRow } from './store';
import { DataList, type ListColumn } from '../../ui/DataList';
import { storeAndDevice } from '../../ui/listExport';
import { deviceLabel, formatCount, formatPeriod, formatWon } from '../../ui/format';
import { salesByHourOptions } from '../../ui/salesByHour';
import { revenueChartData, revenueTotals } from './salesPeriod';

interface Props {
  title: string;
  rows: readonly RevenueRow[];
  loading: boolean;
  failure: string | null;
  /** Header of the period column; none hides it (one period, per device). */
  periodHeader?: string;
  /** Show the device column. */
  withDevice: boolean;
  /** What one chart point is: the period (default) or the device. */
  chartBy?: 'period' | 'device';
  onRowClick?: (row: RevenueRow) => void;
  exportName: string;
  testId: string;
}

/** A per-device row names its device with the store; a period row has no device. */
const deviceOf = (row: RevenueRow) => (row.deviceName === null ? '-' : deviceLabel({ divisionName: row.divisionName, deviceName: row.deviceName }));

export function RevenueSection({ title, rows, loading, failure, periodHeader, withDevice, chartBy = 'period', onRowClick, exportName, testId }: Props) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const columns = useMemo<ListColumn<RevenueRow>[]>(() => {
    const won = (field: 'totalAmount' | 'refundAmount' | 'netAmount'): ListColumn<RevenueRow> => ({
      field,
      header: t(`fields.${field}`),
      body: (row) => formatWon(row[field], lang),
      sortable: true,
      className: 'text-right white-space-nowrap',
    });
    return [
      ...(periodHeader ? [{ field: 'period', header: periodHeader, sortable: true, className: 'font-medium white-space-nowrap', body: (row: RevenueRow) => formatPeriod(row.period), csv: (row: RevenueRow) => formatPeriod(row.period) }] : []),
      ...(withDevice ? [{ field: 'deviceName', header: t('fields.deviceName'), sortable: true, body: deviceOf, csv: deviceOf, exports: storeAndDevice<RevenueRow>(t) }] : []),
      { field: 'paymentCount', header: t('fields.paymentCount'), body: (row) => formatCount(row.paymentCount), sortable: true, className: 'text-right' },
      won('totalAmount'),
      won('refundAmount'),
      won('netAmount'),
    ];
  }, [t, lang, periodHeader, withDevice]);
  const totals = revenueTotals(rows);
  const chart = revenueChartData(rows, (row) => (chartBy === 'device' ? deviceOf(row) : formatPeriod(row.period)), {
    amount: t('fields.netAmount'),
    count: t('fields.paymentCount'),
  });

  return (
    <section className="flex flex-column gap-2" data-testid={testId}>
      <h2 className="text-lg m-0">{title}</h2>
      {failure && <Message severity="error" text={failure} />}
      <div className="grid">
        <div className="col-12 xl:col-7">
          <DataList<RevenueRow>
            label={title}
            rows={rows}
            dataKey="num"
            loading={loading}
            emptyMessage={t('sales.empty')}
            onRowClick={onRowClick}
            columns={columns}
            exportName={exportName}
          />
          {/* Totals are known only once the rows are: no "0건 · 0원" while they are read or after a failure. */}
          <p className="m-0 mt-2 text-right" data-testid={`${testId}-totals`} aria-busy={loading}>
            {loading
              ? t('app.loading')
              : failure
                ? ''
                : t('sales.totals', {
                    payments: totals.paymentCount,
                    total: formatWon(totals.totalAmount, lang),
                    refund: formatWon(totals.refundAmount, lang),
                    net: formatWon(totals.netAmount, lang),
                  })}
          </p>
        </div>
        <div className="col-12 xl:col-5">
          <div style={{ height: '20rem' }}>
            <Chart type="bar" data={chart} options={salesByHourOptions} style={{ height: '100%' }} pt={chartLabel(t('sales.chart', { title }), chart)} />
          </div>
        </div>
      </div>
    </section>
  );
}
