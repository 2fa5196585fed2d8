// /aireport/display: what to place on which tray of one device. For the device picked (org tree
// down to a device; with none, it opens on the busiest device of the period, busiestDevice.ts) and a period: what is on its trays now with the units each tray sold, best sellers
// kept and slow movers marked with a suggested replacement of the tray's temperature class; then
// the device's best sellers, its slow movers, and the company's best sellers it does not carry.
// Each report failing says 'Information lookup failed' with its name.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from 'primereact/chart';
import { chartLabel } from '../../../ui/chartSummary';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { useLanguage } from '../../../i18n';
import { useStatisticsStore } from '../store';
import { DataList, type ListColumn } from '../../../ui/DataList';
import { formatCount, formatWon } from '../../../ui/format';
import { useLoad } from '../../../ui/useLoad';
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

export default function DisplayReportPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { org, period, size, update, key } = useAiReportQuery(FILTERS);
  const deviceIdx = org.deviceIdx;
  const busiest = useOpenOnBusiestDevice(org, period);
  const { displayed, ranks } = useStatisticsStore();
  const read = deviceIdx === undefined ? null : key;
  const store = useStatisticsStore.getState;
  // Every placement on the device's trays with its own sales: no size, so every page is gathered.
  const displayedState = useLoad(read, () => store().fetchDisplayed({ deviceIdx: deviceIdx!, ...period }));
  const topState = useLoad(read, () => store().fetchRanks('top', 'deviceTop', { deviceIdx, ...period, size }));
  const worstState = useLoad(read, () => store().fetchRanks('worst', 'deviceWorst', { deviceIdx, ...period, size }));
  const candidateState = useLoad(read, () =>
    store().fetchRanks('top', 'candidates', { ...(org.companyIdx !== undefined ? { companyIdx: org.companyIdx } : {}), ...period, size: CANDIDATE_POOL }),
  );

  const missing = useMemo(() => missingBestSellers(ranks.candidates, displayed), [ranks.candidates, displayed]);
  const plan = useMemo(
    () => planDisplay({ displayed, top: ranks.deviceTop, slowCount: size, missing }),
    [displayed, ranks.deviceTop, size, missing],
  );
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
  const chart = barChartData(plan, (row) => `${row.trayNo} · ${row.productName}`, (row) => row.count, t('fields.unitsSold'), (row) => ADVICE_COLOURS[row.advice]);
  return (
    <div className="flex flex-column gap-4">
      <AiReportToolbar period={period} size={size} update={update} />
      {deviceIdx === undefined ? (
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
          <ChartSection
            title={title}
            testId="display-plan"
            state={displayedState}
            note={<p className="m-0 text-600 text-sm">{t('aiReport.displayExplain')}</p>}
            chart={<Chart type="bar" data={chart} options={barChartOptions} style={{ height: '100%' }} pt={chartLabel(t('aiReport.chart', { title }), chart)} />}
          >
            <DataList<DisplayPlanRow>
              rows={plan}
              dataKey="productMappingIdx"
              emptyMessage={t('aiReport.noDisplayed')}
              columns={columns}
              exportName={`ai-report-display-${deviceIdx}`}
            />
          </ChartSection>
          <RankSection report="deviceTop" rows={ranks.deviceTop} state={topState} deviceIdx={deviceIdx} />
          <RankSection report="deviceWorst" rows={ranks.deviceWorst} state={worstState} deviceIdx={deviceIdx} />
          <RankSection report="candidates" rows={missing.slice(0, size)} state={candidateState} deviceIdx={deviceIdx} />
        </>
      )}
    </div>
  );
}
