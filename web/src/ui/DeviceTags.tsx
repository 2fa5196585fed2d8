// How the device area shows its codes: status with connection, temperature against the alert line,
// severity, fault state, self-check pass/fail, door-open type; and where a device stands.
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Tag } from 'primereact/tag';
import { DASHBOARD_LIMITS } from '@contract/constants';
import type { ListColumn } from './DataList';
import { enumLabel } from './enumLabel';

type TagSeverity = 'success' | 'info' | 'warning' | 'danger' | 'secondary';

const STATUS_TAG: Record<string, TagSeverity> = { ONLINE: 'success', OFFLINE: 'secondary', FAULT: 'danger', MAINTENANCE: 'warning' };
/** The theme's 'secondary' tag is blue; an offline device reads grey. */
const GREY = { background: '#64748b' };
const SEVERITY_TAG: Record<string, TagSeverity> = { INFO: 'info', WARNING: 'warning', CRITICAL: 'danger' };
const STATE_TAG: Record<string, TagSeverity> = { OPEN: 'danger', ACKNOWLEDGED: 'warning', RESOLVED: 'success' };

/** Status as a coloured tag, and whether heartbeats arrive. */
/** `stacked`: the connection under the status (a narrow column). */
export function DeviceStatusTag({ status, online, stacked = false }: { status: string; online?: boolean; stacked?: boolean }) {
  const { t } = useTranslation();
  const layout = stacked ? 'inline-flex flex-column align-items-start gap-1' : 'inline-flex align-items-center gap-2';
  return (
    <span className={`${layout} white-space-nowrap`} data-testid="device-status" data-status={status}>
      <Tag value={enumLabel(t, 'deviceStatus', status)} severity={STATUS_TAG[status] ?? 'secondary'} style={(STATUS_TAG[status] ?? 'secondary') === 'secondary' ? GREY : undefined} />
      {online !== undefined && (
        <span className={`text-sm ${online ? 'text-green-700' : 'text-500'}`} data-online={online}>
          <i className={`pi ${online ? 'pi-wifi' : 'pi-ban'} mr-1`} aria-hidden="true" />
          {t(`enums.connection.${online ? 'online' : 'offline'}`)}
        </span>
      )}
    </span>
  );
}

export function tooWarm(temperature: number | null | undefined): boolean {
  return temperature != null && temperature > DASHBOARD_LIMITS.temperatureAlertC;
}

export function formatTemperature(temperature: number | null | undefined): string {
  return temperature == null ? '-' : `${temperature.toFixed(1)} °C`;
}

/** °C with one decimal; red and marked above DASHBOARD_LIMITS.temperatureAlertC. */
export function TemperatureText({ value }: { value: number | null | undefined }) {
  const { t } = useTranslation();
  const warm = tooWarm(value);
  return (
    <span
      className={`white-space-nowrap ${warm ? 'text-red-600 font-semibold' : ''}`}
      data-warm={warm}
      title={warm ? t('device.tooWarm', { limit: DASHBOARD_LIMITS.temperatureAlertC }) : undefined}
    >
      {warm && <i className="pi pi-exclamation-triangle mr-1" aria-hidden="true" />}
      {formatTemperature(value)}
    </span>
  );
}

export function SeverityTag({ severity }: { severity: string }) {
  const { t } = useTranslation();
  return <Tag value={enumLabel(t, 'severity', severity)} severity={SEVERITY_TAG[severity] ?? 'secondary'} style={SEVERITY_TAG[severity] ? undefined : GREY} />;
}

export function FaultStateTag({ state }: { state: string }) {
  const { t } = useTranslation();
  return <Tag value={enumLabel(t, 'faultState', state)} severity={STATE_TAG[state] ?? 'secondary'} style={STATE_TAG[state] ? undefined : GREY} />;
}

export function PassTag({ passed }: { passed: boolean }) {
  const { t } = useTranslation();
  return <Tag value={t(`enums.checkResult.${passed ? 'passed' : 'failed'}`)} severity={passed ? 'success' : 'danger'} data-passed={passed} />;
}

/** The "Company / division" column of a device list: the company above the division (two columns in exports). */
export function companyDivisionColumn<T extends { companyName: string; divisionName: string }>(t: TFunction): ListColumn<T> {
  const text = (row: T) => `${row.companyName} ${row.divisionName}`;
  return {
    field: 'companyDivision',
    header: t('fields.companyDivision'),
    sortValue: text,
    // Exports keep one value a column.
    exports: [
      { header: t('fields.companyName'), value: (row) => row.companyName },
      { header: t('fields.divisionName'), value: (row) => row.divisionName },
    ],
    body: (row) => (
      <span className="flex flex-column">
        <span className="text-600 text-sm white-space-nowrap">{row.companyName}</span>
        <span>{row.divisionName}</span>
      </span>
    ),
  };
}
