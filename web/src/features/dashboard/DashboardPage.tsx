// /dashboard: the figures of GET /dashboard/info as cards, and the recent faults.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from 'primereact/card';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { DATE_TIME_FORMAT, type DashboardInfo } from '@contract';
import { useLanguage } from '../../i18n';
import { useDashboardStore } from '../../state/dashboard';
import { DataList } from '../../ui/DataList';
import { DateCell } from '../../ui/DateCell';
import { formatCount, formatDate, formatWon } from '../../ui/format';

type Fault = DashboardInfo['recentFaults'][number];
const SEVERITY_TAG = { INFO: 'info', WARNING: 'warning', CRITICAL: 'danger' } as const;

function Figure({ label, value, detail, testId }: { label: string; value: string; detail?: string; testId: string }) {
  return (
    <div className="col-12 sm:col-6 lg:col-3">
      <Card className="h-full" data-testid={testId}>
        <div className="text-sm text-600">{label}</div>
        <div className="text-3xl font-semibold mt-1">{value}</div>
        {detail && <div className="text-sm text-600 mt-1">{detail}</div>}
      </Card>
    </div>
  );
}

export default function DashboardPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { info, status, message, loading, fetchInfo } = useDashboardStore();

  useEffect(() => {
    void fetchInfo();
  }, [fetchInfo]);

  if (status === 'FAIL') return <Message severity="error" text={message} />;
  if (!info) return <p>{t('app.loading')}</p>;

  return (
    <div>
      <p className="text-sm text-600 mt-0">{t('dashboard.generatedAt', { time: formatDate(info.generatedAt, DATE_TIME_FORMAT) })}</p>
      <div className="grid">
        <Figure testId="figure-companies" label={t('dashboard.companies')} value={formatCount(info.companyCount)} />
        <Figure testId="figure-divisions" label={t('dashboard.divisions')} value={formatCount(info.divisionCount)} />
        <Figure
          testId="figure-devices"
          label={t('dashboard.devices')}
          value={formatCount(info.deviceCount)}
          detail={t('dashboard.deviceStates', { online: info.onlineDeviceCount, offline: info.offlineDeviceCount, fault: info.faultDeviceCount })}
        />
        <Figure testId="figure-open-faults" label={t('dashboard.openFaults')} value={formatCount(info.openFaultCount)} />
        <Figure testId="figure-today-payments" label={t('dashboard.todayPayments')} value={formatCount(info.todayPaymentCount)} />
        <Figure testId="figure-today-sales" label={t('dashboard.todaySales')} value={formatWon(info.todaySalesAmount, lang)} />
        <Figure testId="figure-low-stock" label={t('dashboard.lowStock')} value={formatCount(info.lowStockCount)} />
      </div>
      <h2 className="text-lg mt-4">{t('dashboard.recentFaults')}</h2>
      <DataList<Fault>
        label={t('dashboard.recentFaults')}
        rows={info.recentFaults}
        dataKey="noticeIdx"
        loading={loading}
        emptyMessage={t('dashboard.noRecentFaults')}
        columns={[
          { field: 'deviceName', header: t('dashboard.deviceName') },
          { field: 'component', header: t('dashboard.component') },
          {
            field: 'severity',
            header: t('dashboard.severity'),
            body: (row) => <Tag value={t(`enums.severity.${row.severity}`)} severity={SEVERITY_TAG[row.severity]} />,
          },
          { field: 'state', header: t('dashboard.state'), body: (row) => t(`enums.faultState.${row.state}`) },
          { field: 'reportAt', header: t('dashboard.reportAt'), body: (row) => <DateCell value={row.reportAt} format={DATE_TIME_FORMAT} /> },
        ]}
      />
    </div>
  );
}
