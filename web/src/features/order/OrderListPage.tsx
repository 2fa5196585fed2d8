// /management/order: purchase orders with the full address, product count (lines), order count
// (Σ line counts), amount, status and dates. Org tree down to a division, status, period and
// keyword live in the URL; row ⇒ detail; new order; CSV export.
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { DATE_TIME_FORMAT } from '@contract/constants';
import { ORDER_STATUSES } from '@contract/entities';
import { useLanguage } from '../../i18n';
import { useOrderStore, type ProductOrder } from './store';
import { DataList, type ListColumn, type ListNames } from '../../ui/DataList';
import { DateCell } from '../../ui/DateCell';
import { DateRangeFilter } from '../../ui/DateRangeFilter';
import { enumLabel } from '../../ui/enumLabel';
import { formatCount, formatWon, fullAddress } from '../../ui/format';
import { useListController } from '../../ui/list/useListController';
import { orderAmount, orderCount, productCount } from './orderForm';
import { OrderStatusTag } from './OrderStatusTag';
import { EnumFilter } from '../../ui/list/EnumFilter';
import { useQueryLoad } from '../../ui/list/useListLoad';
import { ListScreen } from '../../ui/list/ListScreen';
import { paths } from '../../core/paths';
import { addressColumn } from '../../ui/addressColumn';

const ORDER_LIST: ListNames = { titleKey: 'titles.order', emptyKey: 'order.empty', exportName: 'orders' };

const FILTERS = { keyword: 'text', status: ORDER_STATUSES, startDate: 'date', endDate: 'date' } as const;

export default function OrderListPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const controller = useListController(FILTERS, 'division');
  const { filters, query, refresh, update } = controller;
  const { list, fetchList } = useOrderStore();
  const load = useQueryLoad(query, refresh, fetchList);

  const columns = useMemo<ListColumn<ProductOrder>[]>(
    () => [
      { field: 'productOrderIdx', header: t('fields.productOrderIdx'), sortable: true },
      {
        field: 'status',
        header: t('fields.status'),
        body: (row) => <OrderStatusTag status={row.status} />,
        sortable: true,
        sortValue: (row) => ORDER_STATUSES.indexOf(row.status),
        csv: (row) => enumLabel(t, 'orderStatus', row.status),
      },
      { field: 'companyName', header: t('fields.companyName'), sortable: true },
      { field: 'divisionName', header: t('fields.divisionName'), sortable: true },
      addressColumn(t, (row) => fullAddress(row.address, row.addressDetail)),
      {
        field: 'productCount',
        header: t('fields.productCount'),
        body: (row) => formatCount(productCount(row.productList)),
        sortable: true,
        sortValue: (row) => productCount(row.productList),
        csv: (row) => productCount(row.productList),
        className: 'text-right',
      },
      {
        field: 'orderCount',
        header: t('fields.orderCount'),
        body: (row) => formatCount(orderCount(row.productList)),
        sortable: true,
        sortValue: (row) => orderCount(row.productList),
        csv: (row) => orderCount(row.productList),
        className: 'text-right',
      },
      {
        field: 'amount',
        header: t('fields.orderAmount'),
        body: (row) => formatWon(orderAmount(row.productList), lang),
        sortable: true,
        sortValue: (row) => orderAmount(row.productList),
        csv: (row) => orderAmount(row.productList),
        className: 'text-right white-space-nowrap',
      },
      { field: 'orderedBy', header: t('fields.orderedBy'), sortable: true },
      {
        field: 'createdDate',
        header: t('fields.orderDate'),
        body: (row) => <DateCell value={row.createdDate} format={DATE_TIME_FORMAT} />,
        sortable: true,
      },
      {
        field: 'receivedAt',
        header: t('fields.receivedAt'),
        body: (row) => <DateCell value={row.receivedAt} format={DATE_TIME_FORMAT} />,
        sortable: true,
      },
    ],
    [t, lang],
  );

  return (
    <ListScreen
      controller={controller}
      load={load}
      newAction={{ label: t('actions.newOrder'), onNew: () => navigate(paths.orderDetail('new')) }}
      filters={
        <>
          <EnumFilter name="status" label={t('fields.status')} codes={ORDER_STATUSES} labels="orderStatus" value={filters.status} onChange={(status) => update({ status })} />
          <DateRangeFilter startDate={filters.startDate} endDate={filters.endDate} onChange={(range) => update(range)} />
        </>
      }
    >
      <DataList<ProductOrder>
        names={ORDER_LIST}
        rows={list}
        dataKey="productOrderIdx"
        onRowClick={(row) => navigate(paths.orderDetail(row.productOrderIdx))}
        columns={columns}
      />
    </ListScreen>
  );
}
