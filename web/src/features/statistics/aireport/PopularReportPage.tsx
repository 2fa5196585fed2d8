// /aireport/popular: over a period and a scope (org tree down to a device), the best sellers and
// the slow movers among the products on display, each a list with its chart beside it. Each
// ranking failing says 'Information lookup failed' with its name.
import { useTranslation } from 'react-i18next';
import { useStatisticsStore } from '../store';
import { useLoad } from '../../../ui/useLoad';
import { AiReportToolbar } from './AiReportToolbar';
import { useAiReportQuery } from './aiReportQuery';
import { RankSection } from './RankSection';

const FILTERS = {} as const;

export default function PopularReportPage() {
  const { t } = useTranslation();
  const { org, period, size, update, key } = useAiReportQuery(FILTERS);
  const top = useStatisticsStore((s) => s.ranks.top);
  const worst = useStatisticsStore((s) => s.ranks.worst);
  const body = { ...org, ...period, size };
  const topState = useLoad(key, () => useStatisticsStore.getState().fetchRanks('top', 'top', body));
  const worstState = useLoad(key, () => useStatisticsStore.getState().fetchRanks('worst', 'worst', body));

  return (
    <div className="flex flex-column gap-4">
      <p className="m-0 text-600">{t('aiReport.popularExplain')}</p>
      <AiReportToolbar period={period} size={size} update={update} />
      <RankSection report="top" rows={top} state={topState} />
      <RankSection report="worst" rows={worst} state={worstState} />
    </div>
  );
}
