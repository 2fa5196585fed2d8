// The columns of a list of held stock (a device's products off display, a warehouse's stock): which
// product, and its stock, expiry and last change; each list adds where it is held and its actions.
// A device's stock list itself (DeviceStockList) is the product store's.
import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useProductStore, type ProductMapping } from '../store';
import { DataList, type DataListProps, type ListColumn } from '../../../ui/DataList';
import { DateCell } from '../../../ui/DateCell';
import { formatCount } from '../../../ui/format';
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
    { field: 'updatedDate', header: t('fields.updatedDate'), body: (row) => <DateCell value={row.updatedDate} />, sortable: true },
  ];
}

/** The row's buttons, side by side, in a column of their own (left out of the CSV export). */
export function actionsColumn(buttons: (row: ProductMapping) => ReactNode): ListColumn<ProductMapping> {
  return { field: 'actions', header: '', csv: false, body: (row) => <span className="flex gap-1 align-items-center">{buttons(row)}</span> };
}

/**
 * A device's stock (inventory, products off display): keyed by mapping, and loading while the
 * product store is busy, a write made from the list included.
 */
export function DeviceStockList(props: Omit<DataListProps<ProductMapping>, 'dataKey' | 'loading'>) {
  const loading = useProductStore((s) => s.loading);
  return <DataList<ProductMapping> {...props} dataKey="productMappingIdx" loading={loading} />;
}
