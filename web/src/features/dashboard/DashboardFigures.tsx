// The dashboard's figure cards: only the figures the answer holds (an older server may send fewer).
// A figure with a list behind it is a link to that list, filtered as the figure counts (core/listLinks).
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Card } from 'primereact/card';
import { DASHBOARD_LIMITS } from '@contract/constants';
import type { DashboardInfo } from '@contract/entities';
import { listLinks } from '../../core/listLinks';
import { useLanguage } from '../../i18n';
import { formatCount, formatWon } from '../../ui/format';

type Figures = Partial<DashboardInfo>;

interface FigureProps {
  label: string;
  value: string;
  detail?: ReactNode;
  testId: string;
  alert?: boolean;
  /** The list behind the figure. */
  to?: string;
}

function Figure({ label, value, detail, testId, alert = false, to }: FigureProps) {
  const { t } = useTranslation();
  const card = (
    <Card className={`h-full ${alert ? 'border-left-3 border-red-500' : ''} ${to ? 'dashboard-figure-link' : ''}`} data-testid={testId} data-alert={alert}>
      <div className="flex justify-content-between align-items-center text-sm text-600">
        <span>{label}</span>
        {to && <i className="pi pi-angle-right" aria-hidden="true" />}
      </div>
      <div className={`text-3xl font-semibold mt-1 ${alert ? 'text-red-600' : ''}`}>{value}</div>
      {detail && <div className="text-sm text-600 mt-1">{detail}</div>}
    </Card>
  );
  return (
    <div className="col-6 lg:col-3">
      {to ? (
        <Link to={to} className="block h-full no-underline text-color" data-testid={`${testId}-link`} title={t('dashboard.openList', { figure: label })}>
          {card}
        </Link>
      ) : (
        card
      )}
    </div>
  );
}

const has = (value: unknown): value is number => typeof value === 'number';

export function DashboardFigures({ info }: { info: Figures }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const severity = info.openFaultsBySeverity;
  return (
    <div className="grid">
      {has(info.todaySalesAmount) && (
        <Figure
          testId="figure-today-sales"
          label={t('dashboard.todaySales')}
          value={formatWon(info.todaySalesAmount, lang)}
          detail={has(info.todayPaymentCount) ? t('dashboard.todaySalesDetail', { payments: info.todayPaymentCount }) : undefined}
        />
      )}
      {has(info.todayPaymentCount) && <Figure testId="figure-today-payments" label={t('dashboard.todayPayments')} value={formatCount(info.todayPaymentCount)} />}
      {has(info.deviceCount) && (
        <Figure
          testId="figure-devices"
          to={listLinks.devices()}
          label={t('dashboard.devices')}
          value={formatCount(info.deviceCount)}
          detail={
            <>
              <div>
                {t('dashboard.deviceStatusDetail', {
                  online: info.onlineDeviceCount ?? '-',
                  offline: info.offlineDeviceCount ?? '-',
                  fault: info.faultDeviceCount ?? '-',
                  maintenance: info.maintenanceDeviceCount ?? '-',
                })}
              </div>
              {has(info.connectedDeviceCount) && (
                <div data-testid="figure-connection">
                  {t('dashboard.connection', { online: info.connectedDeviceCount, offline: info.deviceCount - info.connectedDeviceCount })}
                </div>
              )}
            </>
          }
        />
      )}
      {has(info.openFaultCount) && (
        <Figure
          testId="figure-open-faults"
          to={listLinks.openFaults()}
          label={t('dashboard.openFaults')}
          value={formatCount(info.openFaultCount)}
          alert={(severity?.CRITICAL ?? 0) > 0}
          detail={severity ? t('dashboard.faultsBySeverity', { critical: severity.CRITICAL, warning: severity.WARNING, info: severity.INFO }) : undefined}
        />
      )}
      {has(info.temperatureAlertCount) && (
        <Figure
          testId="figure-temperature-alerts"
          to={listLinks.temperatureAlerts()}
          label={t('dashboard.temperatureAlerts')}
          value={formatCount(info.temperatureAlertCount)}
          alert={info.temperatureAlertCount > 0}
          detail={t('dashboard.temperatureAlertsDetail', { limit: DASHBOARD_LIMITS.temperatureAlertC })}
        />
      )}
      {has(info.expiringSoonCount) && (
        <Figure
          testId="figure-expiring-soon"
          to={listLinks.expiringSoon()}
          label={t('dashboard.expiringSoon')}
          value={formatCount(info.expiringSoonCount)}
          detail={t('dashboard.expiringSoonDetail', { days: DASHBOARD_LIMITS.expiringWithinDays })}
        />
      )}
      {has(info.lowStockCount) && (
        <Figure
          testId="figure-low-stock"
          to={listLinks.lowStock()}
          label={t('dashboard.lowStock')}
          value={formatCount(info.lowStockCount)}
          detail={t('dashboard.lowStockDetail', { limit: DASHBOARD_LIMITS.lowStock })}
        />
      )}
      {has(info.companyCount) && (
        <Figure
          testId="figure-companies"
          label={t('dashboard.companies')}
          value={formatCount(info.companyCount)}
          detail={has(info.divisionCount) ? <span data-testid="figure-divisions">{t('dashboard.divisionsDetail', { divisions: info.divisionCount })}</span> : undefined}
        />
      )}
    </div>
  );
}
