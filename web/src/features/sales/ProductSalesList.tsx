// The products sold in a period (POST /payment/product/list): each line of an approved payment
// with its device, the promotion that applied (spec §9 type labels), units and amount net of
// refunds. The server pages it (a month of a fleet is many thousands of lines); the promotion type
// filter lives in the URL; CSV export gathers every page. A failure says 'Product list lookup
// failed' (spec §8).
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_TIME_FORMAT } from '@contract/constants';
import { PROMOTION_TYPES } from '@contract/entities';
import { promotionLabels } from '@contract/labels';
import { useLanguage } from '../../i18n';
import { useSalesStore, type ProductSale, type ProductSaleQuery } from './store';
import { DataList, pageRequest, type ListColumn } from '../../ui/DataList';
import { storeAndDevice } from '../../ui/listExport';
import { DateCell } from '../../ui/DateCell';
import { deviceLabel, formatCount, formatWon, promotionTypeLabel } from '../../ui/format';
import { showOutcome } from '../../ui/MessageDialog';
import { EnumFilter } from '../../ui/list/EnumFilter';
import { useListController } from '../../ui/list/useListController';
import { ListFailureMessage } from '../../ui/list/ListScreen';
import { useListLoad } from '../../ui/list/useListLoad';

const FILTERS = { promotionType: PROMOTION_TYPES } as const;

export function ProductSalesList({ query, title, exportName }: { query: ProductSaleQuery; title: string; exportName: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { filters, update, place } = useListController(FILTERS);
  const products = useSalesStore((s) => s.products);
  const productsTotal = useSalesStore((s) => s.productsTotal);
  const { fetchProducts, fetchProductsExportPage } = useSalesStore.getState();

  const filterBody = useMemo(() => ({ ...query, ...(filters.promotionType ? { promotionType: filters.promotionType } : {}) }), [query, filters.promotionType]);
  const body = useMemo(() => ({ ...filterBody, ...pageRequest(place.first, place.rows) }), [filterBody, place.first, place.rows]);

  const state = useListLoad(JSON.stringify(body), () => fetchProducts(body));

  const fetchPage = useCallback(
    async (page: number, size: number) => {
      const result = await fetchProductsExportPage({ ...body, page, size });
      if (!result.ok || !result.response) {
        await showOutcome(result, { withServerMessage: false });
        return null;
      }
      return result.response.data;
    },
    [body, fetchProductsExportPage],
  );

  const columns = useMemo<ListColumn<ProductSale>[]>(() => {
    const promotion = (row: ProductSale) => promotionTypeLabel(row.promotionType, lang);
    const device = (row: ProductSale) => deviceLabel(row);
    return [
      {
        field: 'approveAt',
        header: t('fields.approveAt'),
        body: (row) => <DateCell value={row.approveAt} format={DATE_TIME_FORMAT} />,
      },
      { field: 'productName', header: t('fields.productName'), className: 'font-medium' },
      { field: 'category', header: t('fields.category') },
      { field: 'deviceName', header: t('fields.deviceName'), body: device, exports: storeAndDevice<ProductSale>(t) },
      { field: 'promotionType', header: t('fields.promotionType'), body: promotion, csv: promotion },
      { field: 'productCount', header: t('fields.unitsSold'), body: (row) => formatCount(row.productCount), className: 'text-right' },
      { field: 'amount', header: t('fields.amount'), body: (row) => formatWon(row.amount, lang), className: 'text-right white-space-nowrap' },
      { field: 'paymentIdx', header: t('fields.paymentIdx') },
    ];
  }, [t, lang]);

  return (
    <section className="flex flex-column gap-2" data-testid="product-sales">
      <div className="flex justify-content-between align-items-end flex-wrap gap-2">
        <h2 className="text-lg m-0">{title}</h2>
        <EnumFilter name="promotion-type" label={t('fields.promotionType')} codes={PROMOTION_TYPES} labels={promotionLabels} value={filters.promotionType} onChange={(promotionType) => update({ promotionType })} />
      </div>
      {state.failure && <ListFailureMessage failure={state.failure} onRetry={state.retry} />}
      <DataList<ProductSale>
        label={title}
        rows={products}
        dataKey="num"
        loading={state.loading}
        place={place}
        failed={state.failure !== null}
        emptyMessage={t('sales.noProducts')}
        columns={columns}
        exportName={exportName}
        serverPaging={{ totalCount: productsTotal, fetchPage }}
      />
    </section>
  );
}
