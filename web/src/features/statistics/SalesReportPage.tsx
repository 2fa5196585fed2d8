// /statistics/sales-report (ours; spec §2 lists no statistics route): the three report strings —
// units sold, sales amount, gross profit — one tab each. Rows per day or month over a period (the
// sales screen's defaults: the last 30 days, the last 6 months), columns total or per product,
// category or device (the top N and Others), org tree down to a device; all kept in the URL. A
// period row opens that period's sales (/management/sales/{salesIdx}).
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { SelectButton } from 'primereact/selectbutton';
import { TabPanel, TabView } from 'primereact/tabview';
import { REPORT_GROUP_BY, REPORT_SPLIT_BY } from '@contract/entities';
import { useBackendToday } from '../../core/backendClock';
import { REPORT_MEASURES, useStatisticsStore, type ReportMeasure, type ReportQuery } from './store';
import { DateRangeFilter } from '../../ui/DateRangeFilter';
import { ListToolbar } from '../../ui/ListToolbar';
import { OrgFilter } from '../../ui/OrgSelector';
import type { OrgSelection } from '../../ui/orgSelection';
import { SelectField } from '../../ui/SelectField';
import { useListController } from '../../ui/list/useListController';
import { useLoad } from '../../ui/useLoad';
import { MonthRangeFilter } from '../sales/MonthRangeFilter';
import { salesDetailPath, salesPeriod } from '../sales/salesPeriod';
import { ReportSection } from './ReportSection';
import { paths } from '../../core/paths';

export const SALES_REPORT_PATH = paths.salesReport();
export const TOP_CHOICES = ['5', '10', '20'] as const;
export const DEFAULT_TOP = 10;

const FILTERS = {
  measure: REPORT_MEASURES,
  groupBy: REPORT_GROUP_BY,
  splitBy: REPORT_SPLIT_BY,
  top: TOP_CHOICES,
  startDate: 'date',
  endDate: 'date',
} as const;

export default function SalesReportPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { filters, query, refresh, update } = useListController(FILTERS, 'device');
  const measure: ReportMeasure = filters.measure ?? 'saleCount';
  const groupBy = filters.groupBy ?? 'DAY';
  const splitBy = filters.splitBy ?? 'TOTAL';
  // The default period ends on the back end's today (the simulated one in Simulator mode).
  const today = useBackendToday();

  const { org, body } = useMemo(() => {
    const { measure: _m, groupBy: g, splitBy: s, top, startDate, endDate, ...selection } = query;
    const period = salesPeriod(g === 'MONTH' ? 'month' : 'day', { startDate, endDate }, dayjs(today));
    const reportQuery: ReportQuery = { ...selection, ...period, groupBy: g ?? 'DAY', splitBy: s ?? 'TOTAL', top: Number(top ?? DEFAULT_TOP) };
    return { org: selection as OrgSelection, body: reportQuery };
  }, [query, today]);
  const data = useStatisticsStore((s) => s.reports[measure]);
  const state = useLoad(`${measure} ${JSON.stringify(body)} ${refresh}`, () => useStatisticsStore.getState().fetchReport(measure, body));

  return (
    <div className="flex flex-column gap-3">
      <p className="m-0 text-600">{t('statistics.explain')}</p>
      <ListToolbar>
        <OrgFilter level="device" />
        <div className="flex flex-column gap-1">
          <span className="text-sm font-medium" id="report-group-by-label">
            {t('statistics.groupBy')}
          </span>
          <SelectButton
            value={groupBy}
            options={REPORT_GROUP_BY.map((v) => ({ value: v, label: t(`enums.reportGroupBy.${v}`) }))}
            onChange={(e) => e.value && update({ groupBy: e.value as string, startDate: '', endDate: '' })}
            allowEmpty={false}
            aria-labelledby="report-group-by-label"
          />
        </div>
        {groupBy === 'MONTH' ? (
          <MonthRangeFilter startDate={body.startDate!} endDate={body.endDate!} onChange={(period) => update(period)} />
        ) : (
          <DateRangeFilter startDate={body.startDate} endDate={body.endDate} onChange={(range) => update(range)} />
        )}
        <SelectField
          id="report-split-by"
          className=""
          label={t('statistics.splitBy')}
          value={splitBy}
          options={REPORT_SPLIT_BY.map((v) => ({ value: v, label: t(`enums.reportSplitBy.${v}`) }))}
          onValue={(value) => update({ splitBy: value ?? '' })}
        />
        {splitBy !== 'TOTAL' && (
          <SelectField
            id="report-top"
            className=""
            label={t('statistics.top')}
            value={String(body.top)}
            options={TOP_CHOICES.map((n) => ({ value: n, label: t('statistics.topOption', { count: Number(n) }) }))}
            onValue={(value) => update({ top: value ?? '' })}
          />
        )}
      </ListToolbar>
      <TabView activeIndex={REPORT_MEASURES.indexOf(measure)} onTabChange={(e) => update({ measure: REPORT_MEASURES[e.index] })}>
        {REPORT_MEASURES.map((m) => (
          <TabPanel key={m} header={t(`statistics.reportNames.${m}`)}>
            {m === measure && (
              <ReportSection
                measure={m}
                data={data}
                loading={state.loading}
                failure={state.failure}
                onRowClick={(row) => navigate(salesDetailPath({ salesIdx: row.periodKey, deviceIdx: null }, org))}
                exportName={`sales-report-${m}-${groupBy.toLowerCase()}-${splitBy.toLowerCase()}`}
              />
            )}
          </TabPanel>
        ))}
      </TabView>
    </div>
  );
}
