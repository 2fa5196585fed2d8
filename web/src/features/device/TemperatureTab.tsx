// The temperature tab: a line chart of the device's last 24 hours (device.info `temperatureHistory`)
// with the alert line dashed at 5 °C and defrosts shaded; says so plainly when the server sends no history.
import { useTranslation } from 'react-i18next';
import { Chart } from 'primereact/chart';
import { chartLabel } from '../../ui/chartSummary';
import { Message } from 'primereact/message';
import { DASHBOARD_LIMITS } from '@contract/constants';
import { temperatureHistoryOf, type DeviceDetail } from './store';
import { TemperatureText } from '../../ui/DeviceTags';
import { temperatureChartData, temperatureChartOptions } from './temperatureChart';

export function TemperatureTab({ detail }: { detail: DeviceDetail | null }) {
  const { t } = useTranslation();
  const history = temperatureHistoryOf(detail);
  if (!history || history.length === 0) return <Message severity="info" text={t('temperature.none')} data-testid="no-temperature-history" />;
  const data = temperatureChartData(history, {
    series: t('temperature.series'),
    limit: t('temperature.limit', { limit: DASHBOARD_LIMITS.temperatureAlertC }),
    defrost: t('temperature.defrost'),
  });
  return (
    <section className="flex flex-column gap-2" data-testid="temperature-tab">
      <div className="flex align-items-center gap-3">
        <h3 className="text-base m-0">{t('temperature.title')}</h3>
        {detail && (
          <span data-testid="temperature-now">
            <TemperatureText value={detail.temperature} />
          </span>
        )}
      </div>
      <div style={{ height: '22rem' }}>
        <Chart type="line" data={data} options={temperatureChartOptions} style={{ height: '100%' }} pt={chartLabel(t('temperature.title'), data)} />
      </div>
    </section>
  );
}
