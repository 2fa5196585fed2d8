// Read-only view of one purchase order: where it goes, who placed it, when, its status, and its
// lines with unit cost and amount, and the totals (product count, order count, amount).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_TIME_FORMAT } from '@contract/constants';
import { useLanguage } from '../../i18n';
import type { OrderLine, ProductOrder } from './store';
import { DataList, type ListColumn } from '../../ui/DataList';
import { FieldView } from '../../ui/FieldView';
import { formatCount, formatDate, formatWon, fullAddress } from '../../ui/format';
import { orderAmount, orderCount, productCount } from './orderForm';
import { OrderStatusTag } from './OrderStatusTag';

export function OrderView({ order }: { order: ProductOrder }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const columns = useMemo<ListColumn<OrderLine>[]>(
    () => [
      { field: 'productName', header: t('fields.productName'), className: 'font-medium' },
      { field: 'count', header: t('fields.count'), body: (row) => formatCount(row.count), className: 'text-right' },
      { field: 'cost', header: t('fields.unitCost'), body: (row) => formatWon(row.cost, lang), className: 'text-right' },
      { field: 'amount', header: t('fields.amount'), body: (row) => formatWon(row.cost * row.count, lang), className: 'text-right' },
    ],
    [t, lang],
  );
  return (
    <div className="flex flex-column gap-3">
      <FieldView
        testId="order-view"
        rows={[
          ['productOrderIdx', String(order.productOrderIdx)],
          ['status', <OrderStatusTag key="status" status={order.status} />],
          ['companyName', order.companyName],
          ['divisionName', order.divisionName],
          ['fullAddress', fullAddress(order.address, order.addressDetail)],
          ['orderedBy', order.orderedBy],
          ['orderDate', formatDate(order.createdDate, DATE_TIME_FORMAT)],
          ['receivedAt', order.receivedAt ? formatDate(order.receivedAt, DATE_TIME_FORMAT) : ''],
          ['productCount', formatCount(productCount(order.productList))],
          ['orderCount', formatCount(orderCount(order.productList))],
          ['orderAmount', formatWon(orderAmount(order.productList), lang)],
          ['memo', order.memo],
        ]}
      />
      <DataList<OrderLine> label={t('order.lines')} rows={order.productList} dataKey="productIdx" columns={columns} emptyMessage={t('order.noLines')} />
    </div>
  );
}
