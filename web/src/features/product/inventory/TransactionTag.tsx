// A stock transaction's code as its spec §9 label (ADD stock-in, DISCARD stock-out, SALE sale,
// REFUND return, MANUAL manual update, NEW new registration), coloured by direction, and its
// signed count.
import type { TFunction } from 'i18next';
import { Tag } from 'primereact/tag';
import { DATE_TIME_FORMAT } from '@contract/constants';
import type { Language } from '@contract/messages';
import { useLanguage } from '../../../i18n';
import type { ProductTransaction } from '../store';
import type { ListColumn } from '../../../ui/DataList';
import { DateCell } from '../../../ui/DateCell';
import { formatCount, transactionLabel } from '../../../ui/format';

const TONE: Record<string, 'success' | 'danger' | 'info' | 'warning' | 'secondary'> = {
  ADD: 'success',
  NEW: 'success',
  REFUND: 'info',
  SALE: 'secondary',
  DISCARD: 'danger',
  MANUAL: 'warning',
};

export function TransactionTag({ code }: { code: string }) {
  const lang = useLanguage();
  return <Tag value={transactionLabel(code, lang)} severity={TONE[code]} data-code={code} />;
}

/** +3 / −2 / 0 */
export function signedCount(count: number): string {
  return count > 0 ? `+${formatCount(count)}` : count < 0 ? `−${formatCount(-count)}` : '0';
}

/** The columns every transaction list shows: when, what (label), the change and the stock after it, the memo. */
export function transactionColumns<T extends ProductTransaction>(t: TFunction, lang: Language): ListColumn<T>[] {
  return [
    {
      field: 'createdDate',
      header: t('fields.transactionDate'),
      body: (row) => <DateCell value={row.createdDate} format={DATE_TIME_FORMAT} />,
      sortable: true,
    },
    {
      field: 'transactionCode',
      header: t('fields.transactionCode'),
      body: (row) => <TransactionTag code={row.transactionCode} />,
      sortable: true,
      sortValue: (row) => transactionLabel(row.transactionCode, lang),
      csv: (row) => transactionLabel(row.transactionCode, lang),
    },
    { field: 'count', header: t('fields.change'), body: (row) => signedCount(row.count), sortable: true, className: 'text-right' },
    { field: 'stockAfter', header: t('fields.stockAfter'), body: (row) => formatCount(row.stockAfter), sortable: true, className: 'text-right' },
    { field: 'memo', header: t('fields.memo'), className: 'col-text' },
  ];
}
