// /dashboard: today's sales, the fleet, faults, temperature and stock figures, sales by hour, and the
// faults that still need someone (then the latest others) and the latest door openings, each device
// named with its store — refreshed on its own while open.
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Message } from 'primereact/message';
import { DATE_TIME_FORMAT } from '@contract/constants';
import type { DashboardInfo } from '@contract/entities';
import { useDashboardStore } from '../../state/dashboard';
import { AutoRefreshToggle } from '../../ui/AutoRefreshToggle';
import { DataList } from '../../ui/DataList';
import { DateCell } from '../../ui/DateCell';
import { enumLabel } from '../../ui/enumLabel';
import { deviceLabel, formatDate } from '../../ui/format';
import { useLiveFetch } from '../../ui/useLiveFetch';
import { FaultStateTag, SeverityTag } from '../device/DeviceTags';
import { DashboardFigures } from './DashboardFigures';
import { SalesByHourChart } from './SalesByHourChart';
import { paths } from '../../app/paths';

type Fault = DashboardInfo['recentFaults'][number];
type DoorOpen = DashboardInfo['recentDoorOpens'][number];

export default function DashboardPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { info, status, message, fetchInfo } = useDashboardStore();
  const live = useLiveFetch('dashboard', ({ silent }) => fetchInfo({ silent }));

  if (status === 'FAIL' && !info) return <Message severity="error" text={message} />;
  if (!info) return <p>{t('app.loading')}</p>;
  const figures = info as Partial<DashboardInfo>;

  return (
    <div className="flex flex-column gap-3">
      <div className="flex justify-content-between align-items-center flex-wrap gap-2">
        <p className="text-sm text-600 m-0">{t('dashboard.generatedAt', { time: formatDate(info.generatedAt, DATE_TIME_FORMAT) })}</p>
        <AutoRefreshToggle failed={live.failed} />
      </div>
      <DashboardFigures info={figures} />
      {figures.salesByHour && figures.salesByHour.length > 0 && <SalesByHourChart hours={figures.salesByHour} generatedAt={info.generatedAt} />}
      <div className="grid">
        <section className="col-12 xl:col-6">
          <h2 className="text-lg mt-2">{t('dashboard.recentFaults')}</h2>
          <DataList<Fault>
            label={t('dashboard.recentFaults')}
            rows={figures.recentFaults ?? []}
            dataKey="noticeIdx"
            emptyMessage={t('dashboard.noRecentFaults')}
            onRowClick={(row) => navigate(paths.failNoticeDetail(row.noticeIdx))}
            columns={[
              { field: 'deviceName', header: t('dashboard.deviceName'), className: 'white-space-nowrap', body: (row) => deviceLabel(row) },
              { field: 'component', header: t('dashboard.component'), body: (row) => enumLabel(t, 'component', row.component) },
              { field: 'severity', header: t('dashboard.severity'), body: (row) => <SeverityTag severity={row.severity} /> },
              { field: 'state', header: t('dashboard.state'), body: (row) => <FaultStateTag state={row.state} /> },
              { field: 'reportAt', header: t('dashboard.reportAt'), body: (row) => <DateCell value={row.reportAt} format={DATE_TIME_FORMAT} /> },
            ]}
          />
        </section>
        {figures.recentDoorOpens && (
          <section className="col-12 xl:col-6">
            <h2 className="text-lg mt-2">{t('dashboard.recentDoorOpens')}</h2>
            <DataList<DoorOpen>
              label={t('dashboard.recentDoorOpens')}
              rows={figures.recentDoorOpens}
              dataKey="doorOpenIdx"
              emptyMessage={t('dashboard.noRecentDoorOpens')}
              onRowClick={(row) => navigate(paths.doorOpenDetail(row.deviceIdx))}
              columns={[
                { field: 'deviceName', header: t('dashboard.deviceName'), className: 'white-space-nowrap', body: (row) => deviceLabel(row) },
                { field: 'openType', header: t('fields.openType'), body: (row) => enumLabel(t, 'openType', row.openType) },
                { field: 'openAt', header: t('fields.openAt'), body: (row) => <DateCell value={row.openAt} format={DATE_TIME_FORMAT} /> },
                { field: 'paymentIdx', header: t('fields.paymentIdx'), body: (row) => (row.paymentIdx === null ? '-' : `#${row.paymentIdx}`) },
              ]}
            />
          </section>
        )}
      </div>
    </div>
  );
}
