// /aireport/display: what to place on which tray of one device. For the device picked (org tree
// down to a device; with none, it opens on the busiest device of the period, busiestDevice.ts) and a period: what is on its trays now with the units each tray sold, best sellers
// kept and slow movers marked with a suggested replacement of the tray's temperature class; then
// the device's best sellers, its slow movers, and the company's best sellers it does not carry.
// Each report failing says 'Information lookup failed' with its name. The four reports are read
// side by side and drawn together once all have answered (one render rather than one per answer);
// a chart is drawn once it comes into view (the page is four tables long).
import { memo, useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from 'primereact/chart';
import { chartLabel } from '../../../ui/chartSummary';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { useLanguage } from '../../../i18n';
import { useStatisticsStore, type DisplaySlot, type ProductRank } from '../store';
import { DataList, type ListColumn } from '../../../ui/DataList';
import { formatCount, formatWon } from '../../../ui/format';
import { useKeyedRead, type LoadState } from '../../../ui/useLoad';
import type { OrgSelection } from '../../../ui/orgSelection';
import type { Period } from '../../sales/salesPeriod';
import { trayText } from '../../product/inventory/InventoryCells';
import { ChartSection } from '../ChartSection';
import { AiReportToolbar } from './AiReportToolbar';
import { useOpenOnBusiestDevice } from './busiestDevice';
import { useAiReportQuery } from './aiReportQuery';
import { missingBestSellers, planDisplay, type Advice, type DisplayPlanRow } from './displayPlan';
import { ADVICE_COLOURS, barChartData, barChartOptions } from './rankChart';
import { RankSection } from './RankSection';

const FILTERS = {} as const;
/** Best sellers of the company asked for, so that enough remain once the device's own are left out. */
export const CANDIDATE_POOL = 100;

const ADVICE_SEVERITY: Record<Advice, 'success' | 'danger' | 'info'> = { top: 'success', slow: 'danger', keep: 'info' };

/** A report's rows while the reports are read: one array, so the memoised sections are not drawn again. */
const NONE: never[] = [];

/** The four reports of one device, side by side; each answer says how its own read went. */
function readReports(target: OrgSelection, period: Period, size: number) {
  const store = useStatisticsStore.getState();
  const deviceIdx = target.deviceIdx!;
  const company = target.companyIdx !== undefined ? { companyIdx: target.companyIdx } : {};
  return Promise.all([
    // Every placement on the device's trays with its own sales: no size, so every page is gathered.
    store.fetchDisplayed({ deviceIdx, ...period }),
    store.fetchRanks('top', 'deviceTop', { deviceIdx, ...period, size }),
    store.fetchRanks('worst', 'deviceWorst', { deviceIdx, ...period, size }),
    store.fetchRanks('top', 'candidates', { ...company, ...period, size: CANDIDATE_POOL }),
  ]);
}

export default function DisplayReportPage() {
  const { t } = useTranslation();
  const { org, period, size, update, refresh } = useAiReportQuery(FILTERS);
  const busiest = useOpenOnBusiestDevice(org, period);
  // The device looked at: the URL's, or the busiest from the render that finds it, so its reads
  // start alongside the address change rather than after the render that change causes.
  const target = org.deviceIdx !== undefined ? org : busiest.path;
  const deviceIdx = target?.deviceIdx;
  const read = target === null ? null : `${JSON.stringify([target.companyIdx ?? null, target.divisionIdx ?? null, deviceIdx, period, size])}#${refresh}`;
  const reads = useKeyedRead(read, () => readReports(target!, period, size));
  // The sections are built in a deferred render after the reads went out: built in the render the
  // reads' start causes, they would hold the requests back (those leave a task later).
  const sectionsShown = useDeferredValue(reads.key !== null);
  const states = useMemo(() => {
    const stateOf = (i: number): LoadState => {
      const answer = reads.loading ? undefined : reads.answer?.[i];
      return { loading: reads.loading, failure: answer && !answer.ok ? answer.message : null };
    };
    return { displayed: stateOf(0), deviceTop: stateOf(1), deviceWorst: stateOf(2), candidates: stateOf(3) };
  }, [reads.loading, reads.answer]);
  // The store's rows once every read has answered; none before (each answer is written as it comes).
  const stored = useStatisticsStore((s) => s.displayed);
  const ranks = useStatisticsStore((s) => s.ranks);
  const displayed: readonly DisplaySlot[] = reads.loading ? NONE : stored;
  const deviceTop: readonly ProductRank[] = reads.loading ? NONE : ranks.deviceTop;
  const deviceWorst: readonly ProductRank[] = reads.loading ? NONE : ranks.deviceWorst;
  const candidates: readonly ProductRank[] = reads.loading ? NONE : ranks.candidates;

  const missing = useMemo(() => missingBestSellers(candidates, displayed), [candidates, displayed]);
  const plan = useMemo(() => planDisplay({ displayed, top: deviceTop, slowCount: size, missing }), [displayed, deviceTop, size, missing]);
  const missingShown = useMemo(() => missing.slice(0, size), [missing, size]);

  return (
    <div className="flex flex-column gap-4">
      <AiReportToolbar period={period} size={size} update={update} />
      {target === null ? (
        busiest.failure ? (
          <Message severity="error" text={busiest.failure} className="justify-content-start" />
        ) : busiest.noSales ? (
          <Message severity="info" text={t('aiReport.pickDevice')} className="justify-content-start" data-testid="display-pick-device" />
        ) : (
          <p className="m-0 text-600">{t('aiReport.findingBusiest')}</p>
        )
      ) : (
        <>
          {busiest.openedOn === deviceIdx && (
            <Message severity="info" text={t('aiReport.openedOnBusiest')} className="justify-content-start" data-testid="display-opened-on-busiest" />
          )}
          {sectionsShown && (
            <>
              <PlanSection plan={plan} state={states.displayed} deviceIdx={deviceIdx!} />
              <RankSection report="deviceTop" rows={deviceTop} state={states.deviceTop} deviceIdx={deviceIdx} chartWhenSeen />
              <RankSection report="deviceWorst" rows={deviceWorst} state={states.deviceWorst} deviceIdx={deviceIdx} chartWhenSeen />
              <RankSection report="candidates" rows={missingShown} state={states.candidates} deviceIdx={deviceIdx} chartWhenSeen />
            </>
          )}
        </>
      )}
    </div>
  );
}

/** What is on the device's trays now and the advice for each, with the units sold as bars. */
const PlanSection = memo(function PlanSection({ plan, state, deviceIdx }: { plan: DisplayPlanRow[]; state: LoadState; deviceIdx: number }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const columns = useMemo<ListColumn<DisplayPlanRow>[]>(() => {
    const adviceText = (advice: Advice) => t(`aiReport.advice.${advice}`);
    const replaceText = (row: DisplayPlanRow) =>
      row.replaceWith ? t('aiReport.replaceWithText', { product: row.replaceWith.productName, units: row.replaceWith.count, devices: row.replaceWith.deviceCount }) : '';
    const zoneText = (row: DisplayPlanRow) => (row.setTemperature === null ? t('trays.ambient') : String(row.setTemperature));
    return [
      {
        field: 'tray',
        header: t('fields.tray'),
        sortable: true,
        sortValue: (row) => row.trayNo,
        body: (row) => <span className="white-space-nowrap">{trayText(row)}</span>,
        csv: (row) => trayText(row) ?? '',
      },
      {
        field: 'setTemperature',
        header: t('fields.setTemperature'),
        sortable: true,
        sortValue: (row) => row.setTemperature ?? Infinity,
        body: (row) => zoneText(row),
        csv: (row) => zoneText(row),
      },
      { field: 'productName', header: t('fields.productName'), sortable: true, className: 'font-medium' },
      { field: 'stock', header: t('fields.stock'), sortable: true, body: (row) => formatCount(row.stock), className: 'text-right' },
      { field: 'count', header: t('fields.unitsSold'), sortable: true, body: (row) => formatCount(row.count), className: 'text-right' },
      { field: 'amount', header: t('fields.amount'), sortable: true, body: (row) => formatWon(row.amount, lang), className: 'text-right white-space-nowrap' },
      {
        field: 'advice',
        header: t('fields.advice'),
        sortable: true,
        sortValue: (row) => ['top', 'keep', 'slow'].indexOf(row.advice),
        body: (row) => <Tag value={adviceText(row.advice)} severity={ADVICE_SEVERITY[row.advice]} />,
        csv: (row) => adviceText(row.advice),
      },
      { field: 'replaceWith', header: t('fields.replaceWith'), body: replaceText, csv: replaceText },
    ];
  }, [t, lang]);

  const title = t('statistics.reportNames.displayed');
  // The same data object while the plan stays the same: PrimeReact's Chart draws its chart afresh for a new one.
  const chart = useMemo(() => {
    const data = barChartData(plan, (row) => `${row.trayNo} · ${row.productName}`, (row) => row.count, t('fields.unitsSold'), (row) => ADVICE_COLOURS[row.advice]);
    return <Chart type="bar" data={data} options={barChartOptions} style={{ height: '100%' }} pt={chartLabel(t('aiReport.chart', { title }), data)} />;
  }, [plan, t, title]);
  return (
    <ChartSection
      title={title}
      testId="display-plan"
      state={state}
      note={<p className="m-0 text-600 text-sm">{t('aiReport.displayExplain')}</p>}
      chart={chart}
      chartWhenSeen
    >
      <DataList<DisplayPlanRow>
        rows={plan}
        dataKey="productMappingIdx"
        emptyMessage={t('aiReport.noDisplayed')}
        columns={columns}
        exportName={`ai-report-display-${deviceIdx}`}
      />
    </ChartSection>
  );
});
