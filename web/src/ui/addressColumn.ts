// The address column of a list: one text for the cell, the CSV and (where the list sorts by it) the sort.
import type { TFunction } from 'i18next';
import type { ListColumn } from './DataList';

export function addressColumn<T extends object>(t: TFunction, address: (row: T) => string, { sortable = true } = {}): ListColumn<T> {
  return { field: 'fullAddress', header: t('fields.fullAddress'), body: address, csv: address, className: 'col-address', ...(sortable && { sortable: true, sortValue: address }) };
}
