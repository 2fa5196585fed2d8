// Today's sales by hour as a bar chart (PrimeReact Chart; chart.js arrives with this screen only).
import { useTranslation } from 'react-i18next';
import { Card } from 'primereact/card';
import { Chart } from 'primereact/chart';
import { chartLabel } from '../../ui/chartSummary';
import type { DashboardInfo } from '@contract/entities';
import { salesByHourChartData, salesByHourOptions } from '../../ui/salesByHour';

/** `generatedAt` is the wire time the figures were made: later hours have not happened yet. */
export function SalesByHourChart({ hours, generatedAt }: { hours: DashboardInfo['salesByHour']; generatedAt: string }) {
  const { t } = useTranslation();
  const currentHour = Number(/ (\d{2}):/.exec(generatedAt)?.[1] ?? 23);
  const data = salesByHourChartData(
    hours,
    { hour: (hour) => t('dashboard.hour', { hour }), amount: t('dashboard.salesAmount'), count: t('dashboard.paymentCount') },
    currentHour,
  );
  return (
    <Card title={t('dashboard.salesByHour')} data-testid="sales-by-hour">
      <div style={{ height: '18rem' }}>
        <Chart type="bar" data={data} options={salesByHourOptions} style={{ height: '100%' }} pt={chartLabel(t('dashboard.salesByHour'), data)} />
      </div>
    </Card>
  );
}
