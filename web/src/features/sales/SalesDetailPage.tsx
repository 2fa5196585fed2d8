// /management/sales/:salesIdx: one period. YYYYMM ⇒ that month's days (a day opens its own
// screen) and products; YYYYMMDD ⇒ that day's devices (a device opens its payments of the day)
// and products. The org selection of the list (in the URL) still applies.
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Message } from 'primereact/message';
import { useSalesStore } from './store';
import { BackToListButton } from '../../ui/DetailFrame';
import { formatPeriod } from '../../ui/format';
import { OrgFilter } from '../../ui/OrgSelector';
import { useListController } from '../../ui/list/useListController';
import { paymentDevicePath } from '../payment/paymentQuery';
import { useLoad } from '../../ui/useLoad';
import { ProductSalesList } from './ProductSalesList';
import { RevenueSection } from './RevenueSection';
import { periodOfSalesIdx, SALES_PATH, salesDetailPath } from './salesPeriod';
import { listUrl } from '../../ui/list/listPlace';

const FILTERS = {} as const;

export default function SalesDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { salesIdx = '' } = useParams();
  const period = periodOfSalesIdx(salesIdx);
  const { query: org } = useListController(FILTERS, 'device');
  const daily = useSalesStore((s) => s.daily);
  const fetchDaily = useSalesStore((s) => s.fetchDaily);
  const query = useMemo(
    () => (period ? { ...org, startDate: period.startDate, endDate: period.endDate, ...(period.kind === 'day' ? { groupByDevice: true } : {}) } : null),
    [org, period?.startDate, period?.endDate, period?.kind],
  );
  const revenue = useLoad(query ? JSON.stringify(query) : null, () => fetchDaily(query!));
  const productQuery = useMemo(() => (period ? { ...org, startDate: period.startDate, endDate: period.endDate } : null), [org, period?.startDate, period?.endDate]);
  const back = () => navigate(listUrl(SALES_PATH));

  if (!period || !query || !productQuery) {
    return (
      <div className="flex flex-column gap-3 align-items-start">
        <Message severity="error" text={t('sales.badPeriod', { salesIdx })} role="alert" />
        <BackToListButton onClick={back} />
      </div>
    );
  }
  const isMonth = period.kind === 'month';
  return (
    <div className="flex flex-column gap-4">
      <div className="flex justify-content-between align-items-end flex-wrap gap-3">
        <h2 className="text-xl m-0" data-testid="sales-period">
          {t(isMonth ? 'sales.monthOf' : 'sales.dayOf', { period: formatPeriod(period.label) })}
        </h2>
        <OrgFilter level="device" />
      </div>
      <RevenueSection
        title={t(isMonth ? 'sales.daysOfMonth' : 'sales.devicesOfDay')}
        testId="revenue"
        rows={daily}
        loading={revenue.loading}
        failure={revenue.failure}
        periodHeader={isMonth ? t('fields.day') : undefined}
        withDevice={!isMonth}
        chartBy={isMonth ? 'period' : 'device'}
        onRowClick={(row) =>
          isMonth
            ? navigate(salesDetailPath(row, org))
            : row.deviceIdx !== null && navigate(`${paymentDevicePath(row.deviceIdx)}?startDate=${period.startDate}&endDate=${period.endDate}`)
        }
        exportName={`sales-${salesIdx}`}
      />
      <ProductSalesList query={productQuery} title={t('sales.productsTitle')} exportName={`sales-products-${salesIdx}`} />
      <div>
        <BackToListButton onClick={back} />
      </div>
    </div>
  );
}
