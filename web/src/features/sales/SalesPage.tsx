// /management/sales: revenue by month or by day (a toggle), optionally per device, each with a
// chart beside its table; then the products sold in the period with their promotions. Org tree
// down to a device, view, period, per device and keyword live in the URL. A revenue row opens its
// period (/management/sales/{salesIdx}).
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { Checkbox } from 'primereact/checkbox';
import { SelectButton } from 'primereact/selectbutton';
import { useBackendToday } from '../../core/backendClock';
import { useSalesStore } from './store';
import { DateRangeFilter } from '../../ui/DateRangeFilter';
import { KeywordSearch } from '../../ui/KeywordSearch';
import { ListToolbar } from '../../ui/ListToolbar';
import { OrgFilter } from '../../ui/OrgSelector';
import type { OrgSelection } from '../../ui/orgSelection';
import { useListController } from '../../ui/list/useListController';
import { useLoad } from '../../ui/useLoad';
import { MonthRangeFilter } from './MonthRangeFilter';
import { ProductSalesList } from './ProductSalesList';
import { RevenueSection } from './RevenueSection';
import { salesDetailPath, SALES_VIEWS, salesPeriod, type SalesView } from './salesPeriod';

const FILTERS = { view: SALES_VIEWS, byDevice: ['1'], startDate: 'date', endDate: 'date', keyword: 'text' } as const;

export default function SalesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { filters, query, refresh, update } = useListController(FILTERS, 'device');
  const { monthly, daily, fetchMonthly, fetchDaily } = useSalesStore();
  const view: SalesView = filters.view ?? 'month';
  const byDevice = filters.byDevice === '1';
  // The default period ends on the back end's today (the simulated one in Simulator mode).
  const today = useBackendToday();

  const { org, revenueQuery } = useMemo(() => {
    const { view: v, byDevice: perDevice, startDate, endDate, keyword, ...selection } = query;
    const period = salesPeriod(v ?? 'month', { startDate, endDate }, dayjs(today));
    return {
      org: selection as OrgSelection,
      revenueQuery: { ...selection, ...period, ...(keyword ? { keyword } : {}), ...(perDevice === '1' ? { groupByDevice: true } : {}) },
    };
  }, [query, today]);
  const revenue = useLoad(`${view} ${JSON.stringify(revenueQuery)} ${refresh}`, () => (view === 'month' ? fetchMonthly(revenueQuery) : fetchDaily(revenueQuery)));
  const productQuery = useMemo(() => {
    const { groupByDevice: _grouped, ...rest } = revenueQuery;
    return rest;
  }, [revenueQuery]);

  const rows = view === 'month' ? monthly : daily;
  return (
    <div className="flex flex-column gap-4">
      <ListToolbar>
        <OrgFilter level="device" />
        <div className="flex flex-column gap-1">
          <span className="text-sm font-medium" id="sales-view-label">
            {t('sales.view')}
          </span>
          <SelectButton
            value={view}
            options={SALES_VIEWS.map((v) => ({ value: v, label: t(`enums.salesView.${v}`) }))}
            onChange={(e) => e.value && update({ view: e.value as string, startDate: '', endDate: '' })}
            allowEmpty={false}
            aria-labelledby="sales-view-label"
          />
        </div>
        {view === 'month' ? (
          <MonthRangeFilter startDate={revenueQuery.startDate} endDate={revenueQuery.endDate} onChange={(period) => update(period)} />
        ) : (
          <DateRangeFilter startDate={revenueQuery.startDate} endDate={revenueQuery.endDate} onChange={(range) => update(range)} />
        )}
        <div className="flex align-items-center gap-2 mb-2">
          <Checkbox inputId="filter-by-device" checked={byDevice} onChange={(e) => update({ byDevice: e.checked ? '1' : '' })} />
          <label htmlFor="filter-by-device">{t('sales.byDevice')}</label>
        </div>
        <KeywordSearch value={filters.keyword ?? ''} onSearch={(keyword) => update({ keyword })} />
      </ListToolbar>
      <RevenueSection
        title={t(view === 'month' ? 'sales.monthlyTitle' : 'sales.dailyTitle')}
        testId="revenue"
        rows={rows}
        loading={revenue.loading}
        failure={revenue.failure}
        periodHeader={t(view === 'month' ? 'fields.month' : 'fields.day')}
        withDevice={byDevice}
        onRowClick={(row) => navigate(salesDetailPath(row, org))}
        exportName={view === 'month' ? 'sales-monthly' : 'sales-daily'}
      />
      <ProductSalesList query={productQuery} title={t('sales.productsTitle')} exportName="sales-products" />
    </div>
  );
}
