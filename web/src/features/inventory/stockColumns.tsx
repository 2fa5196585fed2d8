// The columns of a list of held stock (a device's products off display, a warehouse's stock): which
// product, and its stock, expiry and last change; each list adds where it is held and its actions.
import type { TFunction } from 'i18next';
import { DATE_FORMAT } from '@contract/constants';
import type { ProductMapping } from '../../state/product';
import type { ListColumn } from '../../ui/DataList';
import { DateCell } from '../../ui/DateCell';
import { formatCount, formatDate } from '../../ui/format';
import { ExpiryText } from './ExpiryText';

export function productColumns(t: TFunction): ListColumn<ProductMapping>[] {
  return [
    { field: 'productName', header: t('fields.productName'), className: 'font-medium', sortable: true },
    { field: 'barcode', header: t('fields.barcode'), sortable: true },
    { field: 'category', header: t('fields.category'), sortable: true },
  ];
}

export function stockStateColumns(t: TFunction): ListColumn<ProductMapping>[] {
  return [
    { field: 'stock', header: t('fields.stock'), body: (row) => formatCount(row.stock), sortable: true, className: 'text-right' },
    { field: 'expiredDate', header: t('fields.expiredDate'), body: (row) => <ExpiryText value={row.expiredDate} />, sortable: true },
    { field: 'updatedDate', header: t('fields.updatedDate'), body: (row) => <DateCell value={row.updatedDate} />, sortable: true, csv: (row) => formatDate(row.updatedDate, DATE_FORMAT) },
  ];
}
