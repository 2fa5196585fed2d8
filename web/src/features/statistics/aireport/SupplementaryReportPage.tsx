// /aireport/supplementary (the replenishment report): for a scope (org tree down to a device),
// the days of stock left per product and device at the sales rate of the last 7 days — rows below
// the threshold (in the URL) marked to restock — and the sales by hour over a period, to restock
// in the quiet hours. Each report beside its chart; each failing says 'Information lookup failed'
// with its name.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from 'primereact/chart';
import { chartLabel } from '../../../ui/chartSummary';
import { Tag } from 'primereact/tag';
import { useLanguage } from '../../../i18n';
import { useStatisticsStore, type HourSales, type InventoryDays } from '../store';
import { DataList, type ListColumn } from '../../../ui/DataList';
import { deviceLabel, formatCount, formatWon } from '../../../ui/format';
import { SelectField } from '../../../ui/SelectField';
import { salesByHourChartData, salesByHourOptions } from '../../../ui/salesByHour';
import { useLoad } from '../../../ui/useLoad';
import { ChartSection } from '../ChartSection';
import { AiReportToolbar } from './AiReportToolbar';
import { useAiReportQuery } from './aiReportQuery';
import { ADVICE_COLOURS, barChartData, barChartOptions } from './rankChart';
import { DEFAULT_THRESHOLD, fewestDaysLeft, formatDays, isSoldOut, needsRestock, peakHours, quietHours, restockSummary, THRESHOLDS } from './replenishment';

const FILTERS = { below: THRESHOLDS } as const;

type DaysRow = InventoryDays & { key: string; device: string };

export default function SupplementaryReportPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { filters, org, period, update, key } = useAiReportQuery(FILTERS);
  const threshold = Number((filters as { below?: string }).below ?? DEFAULT_THRESHOLD);
  const inventoryDays = useStatisticsStore((s) => s.inventoryDays);
  const hours = useStatisticsStore((s) => s.hours);
  const daysState = useLoad(JSON.stringify(org), () => useStatisticsStore.getState().fetchInventoryDays(org));
  const hoursState = useLoad(key, () => useStatisticsStore.getState().fetchHours({ ...org, ...period }));

  const daysRows = useMemo<DaysRow[]>(() => inventoryDays.map((row) => ({ ...row, key: `${row.deviceIdx}-${row.productIdx}`, device: deviceLabel(row) })), [inventoryDays]);
  const summary = restockSummary(inventoryDays, threshold);
  const daysColumns = useMemo<ListColumn<DaysRow>[]>(() => {
    const daysText = (row: DaysRow) =>
      isSoldOut(row) ? t('aiReport.soldOut') : row.days === null ? t('aiReport.noRecentSales') : t('aiReport.daysValue', { days: formatDays(row.days) });
    return [
      { field: 'productName', header: t('fields.productName'), sortable: true, className: 'font-medium' },
      { field: 'device', header: t('fields.deviceName'), sortable: true, className: 'white-space-nowrap' },
      { field: 'stock', header: t('fields.stock'), sortable: true, body: (row) => formatCount(row.stock), className: 'text-right' },
      { field: 'dailySales', header: t('fields.dailySales'), sortable: true, body: (row) => formatDays(row.dailySales), className: 'text-right' },
      {
        field: 'days',
        header: t('fields.daysLeft'),
        sortable: true,
        className: 'text-right white-space-nowrap',
        csv: (row) => (isSoldOut(row) ? 0 : row.days === null ? '' : Math.round(row.days * 10) / 10),
        body: (row) =>
          needsRestock(row, threshold) ? (
            <span className="flex gap-2 align-items-center justify-content-end">
              <Tag value={t('aiReport.restock')} severity="danger" />
              <span className="font-bold text-red-700">{daysText(row)}</span>
            </span>
          ) : (
            daysText(row)
          ),
      },
    ];
  }, [t, threshold]);
  const hourColumns = useMemo<ListColumn<HourSales>[]>(
    () => [
      { field: 'hour', header: t('fields.hour'), sortable: true, body: (row) => t('dashboard.hour', { hour: row.hour }), csv: (row) => row.hour },
      { field: 'count', header: t('fields.paymentCount'), sortable: true, body: (row) => formatCount(row.count), className: 'text-right' },
      { field: 'amount', header: t('fields.amount'), sortable: true, body: (row) => formatWon(row.amount, lang), className: 'text-right white-space-nowrap' },
    ],
    [t, lang],
  );

  const daysTitle = t('statistics.reportNames.inventoryDays');
  const hoursTitle = t('statistics.reportNames.hours');
  // The same data objects while the rows stay the same: PrimeReact's Chart draws its chart afresh
  // for a new one (the other report's answer would redraw this one's chart).
  const daysChart = useMemo(
    () =>
      barChartData(
        fewestDaysLeft(inventoryDays),
        (row) => `${row.productName} · ${deviceLabel(row)}`,
        (row) => Math.round(row.days! * 10) / 10,
        t('fields.daysLeft'),
        (row) => (needsRestock(row, threshold) ? ADVICE_COLOURS.slow : ADVICE_COLOURS.keep),
      ),
    [inventoryDays, threshold, t],
  );
  const hourChart = useMemo(
    () => salesByHourChartData(hours, { hour: (hour) => t('dashboard.hour', { hour }), amount: t('dashboard.salesAmount'), count: t('dashboard.paymentCount') }),
    [hours, t],
  );
  const hourList = (list: number[]) => list.map((hour) => t('dashboard.hour', { hour })).join(', ');
  const peaks = peakHours(hours);

  return (
    <div className="flex flex-column gap-4">
      <p className="m-0 text-600">{t('aiReport.supplementaryExplain')}</p>
      <AiReportToolbar period={period} update={update}>
        <SelectField
          id="report-threshold"
          className=""
          label={t('aiReport.threshold')}
          value={String(threshold)}
          options={THRESHOLDS.map((n) => ({ value: n, label: t('aiReport.thresholdOption', { count: Number(n) }) }))}
          onValue={(value) => update({ below: value ?? '' })}
        />
      </AiReportToolbar>
      <ChartSection
        title={daysTitle}
        testId="inventory-days"
        wide
        state={daysState}
        note={
          <p className="m-0 text-sm" data-testid="restock-count">
            {t('aiReport.belowThreshold', { ...summary, within: t('product.days', { count: threshold }) })}
          </p>
        }
        chart={<Chart type="bar" data={daysChart} options={barChartOptions} style={{ height: '100%' }} pt={chartLabel(t('aiReport.chart', { title: daysTitle }), daysChart)} />}
      >
        <DataList<DaysRow>
          rows={daysRows}
          dataKey="key"
          emptyMessage={t('aiReport.noInventoryDays')}
          columns={daysColumns}
          rowClassName={(row) => (needsRestock(row, threshold) ? 'bg-red-50' : '')}
          exportName="ai-report-inventory-days"
        />
      </ChartSection>
      <ChartSection
        title={hoursTitle}
        testId="sales-hours"
        state={hoursState}
        note={
          peaks.length > 0 ? (
            <p className="m-0 text-sm" data-testid="hour-advice">
              {t('aiReport.peakHours', { hours: hourList(peaks) })} · {t('aiReport.quietHours', { hours: hourList(quietHours(hours)) })}
            </p>
          ) : undefined
        }
        chart={<Chart type="bar" data={hourChart} options={salesByHourOptions} style={{ height: '100%' }} pt={chartLabel(t('aiReport.chart', { title: hoursTitle }), hourChart)} />}
      >
        <DataList<HourSales>
          rows={hours}
          dataKey="hour"
          emptyMessage={t('aiReport.noRanks')}
          columns={hourColumns}
          exportName="ai-report-hours"
        />
      </ChartSection>
    </div>
  );
}
