// What the dashboard shows below its figures, a chunk of its own (DashboardPage): sales by hour, and
// two lists, the faults that still need someone (then the latest others) and the latest door
// openings, each device named with its store.
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { DATE_TIME_FORMAT } from '@contract/constants';
import type { DashboardInfo } from '@contract/entities';
import { DataList } from '../../ui/DataList';
import { DateCell } from '../../ui/DateCell';
import { enumLabel } from '../../ui/enumLabel';
import { deviceLabel } from '../../ui/format';
import { FaultStateTag, SeverityTag } from '../../ui/DeviceTags';
import { listLinks } from '../../core/listLinks';
import { paths } from '../../core/paths';
import { SalesByHourChart } from './SalesByHourChart';

type Fault = DashboardInfo['recentFaults'][number];
type DoorOpen = DashboardInfo['recentDoorOpens'][number];

/** `generatedAt`: when the figures above were made (this answer's, or the one before while it arrives). */
export default function DashboardDetails({ info, generatedAt }: { info: Partial<DashboardInfo>; generatedAt: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      {info.salesByHour && info.salesByHour.length > 0 && <SalesByHourChart hours={info.salesByHour} generatedAt={info.generatedAt ?? generatedAt} />}
      <div className="grid">
        <section className="col-12 xl:col-6">
          <div className="flex justify-content-between align-items-baseline gap-2">
            <h2 className="text-lg mt-2">{t('dashboard.recentFaults')}</h2>
            <Link to={listLinks.openFaults()} className="text-sm" data-testid="all-open-faults">
              {t('dashboard.allOpenFaults')}
            </Link>
          </div>
          <DataList<Fault>
            label={t('dashboard.recentFaults')}
            rows={info.recentFaults ?? []}
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
        {info.recentDoorOpens && (
          <section className="col-12 xl:col-6">
            <h2 className="text-lg mt-2">{t('dashboard.recentDoorOpens')}</h2>
            <DataList<DoorOpen>
              label={t('dashboard.recentDoorOpens')}
              rows={info.recentDoorOpens}
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
    </>
  );
}
