// /dashboard: today's sales, the fleet, faults, temperature and stock figures, sales by hour, and the
// faults that still need someone (then the latest others) and the latest door openings, each device
// named with its store — refreshed on its own while open.
// The figures are drawn as soon as the answer arrives; the chart and the two tables follow in a
// deferred render, which React splits into short tasks, so the first answer does not hold the main
// thread for one long task (on a phone, about a second), and their code (PrimeReact's DataTable,
// Chart.js) arrives in chunks of their own meanwhile instead of before the first figure.
import { lazy, Suspense, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Message } from 'primereact/message';
import { DATE_TIME_FORMAT } from '@contract/constants';
import type { DashboardInfo } from '@contract/entities';
import { useDashboardStore } from './store';
import { AutoRefreshToggle } from '../../ui/AutoRefreshToggle';
import { formatDate } from '../../ui/format';
import { useLiveFetch } from '../../ui/useLiveFetch';
import { DashboardFigures } from './DashboardFigures';

const DashboardDetails = lazy(() => import('./DashboardDetails'));

export default function DashboardPage() {
  const { t } = useTranslation();
  const { info, status, message, fetchInfo } = useDashboardStore();
  const live = useLiveFetch('dashboard', ({ silent }) => fetchInfo({ silent }));

  const deferred = useDeferredValue(info);
  if (status === 'FAIL' && !info) return <Message severity="error" text={message} />;
  if (!info) return <p>{t('app.loading')}</p>;
  const figures = info as Partial<DashboardInfo>;
  // The previous answer (none on the first) until the deferred render with this one is done.
  const later = (deferred ?? null) as Partial<DashboardInfo> | null;

  return (
    <div className="flex flex-column gap-3">
      <div className="flex justify-content-between align-items-center flex-wrap gap-2">
        <p className="text-sm text-600 m-0">{t('dashboard.generatedAt', { time: formatDate(info.generatedAt, DATE_TIME_FORMAT) })}</p>
        <AutoRefreshToggle failed={live.failed} />
      </div>
      <DashboardFigures info={figures} />
      {later && (
        // The chart and the lists appear together, below the figures, moving nothing.
        <Suspense fallback={null}>
          <DashboardDetails info={later} generatedAt={info.generatedAt} />
        </Suspense>
      )}
    </div>
  );
}
