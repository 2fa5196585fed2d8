// The products of one payment in a dialog, asked from the server when it opens: count, list
// price, price charged, the promotion that applied (spec §9 type labels) and the line's amount.
// A failed lookup says so ('Product list lookup failed', spec §8). Used by the payment history
// and by the point log's purchases.
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from 'primereact/dialog';
import { Message } from 'primereact/message';
import { useLanguage } from '../../i18n';
import type { PaymentLine } from './store';
import { DataList, type ListColumn } from '../../ui/DataList';
import { formatCount, formatWon, promotionTypeLabel } from '../../ui/format';
import { useLoad } from '../../ui/useLoad';

interface Props {
  /** The payment whose lines are shown; null keeps the dialog closed. */
  paymentIdx: number | null;
  header: string;
  /** The lines the store holds for `paymentIdx`. */
  lines: readonly PaymentLine[];
  load: (paymentIdx: number) => Promise<{ ok: boolean; message: string }>;
  onHide: () => void;
  /** Shown under the lines (the payment's totals). */
  children?: ReactNode;
}

/** A payment's product lines: count, list price, price charged, promotion and amount. */
export function PaymentLinesTable({ lines, loading, label }: { lines: readonly PaymentLine[]; loading: boolean; label?: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const columns = useMemo<ListColumn<PaymentLine>[]>(() => {
    const promotion = (row: PaymentLine) => promotionTypeLabel(row.promotionType, lang);
    return [
      { field: 'productName', header: t('fields.productName'), className: 'font-medium' },
      { field: 'count', header: t('fields.count'), body: (row) => formatCount(row.count), className: 'text-right' },
      { field: 'listPrice', header: t('fields.listPrice'), body: (row) => formatWon(row.listPrice, lang), className: 'text-right white-space-nowrap' },
      { field: 'price', header: t('fields.unitPrice'), body: (row) => formatWon(row.price, lang), className: 'text-right white-space-nowrap' },
      { field: 'promotionType', header: t('fields.promotionType'), body: promotion, csv: promotion },
      { field: 'amount', header: t('fields.amount'), body: (row) => formatWon(row.amount, lang), className: 'text-right white-space-nowrap' },
    ];
  }, [t, lang]);
  return <DataList<PaymentLine> label={label ?? t('payment.lines')} rows={loading ? [] : lines} dataKey="num" loading={loading} emptyMessage={t('payment.noLines')} columns={columns} />;
}

export function PaymentLinesDialog({ paymentIdx, header, lines, load, onHide, children }: Props) {
  const state = useLoad(paymentIdx === null ? null : String(paymentIdx), () => load(paymentIdx!));
  return (
    <Dialog visible={paymentIdx !== null} onHide={onHide} header={header} style={{ width: 'min(52rem, 95vw)' }} data-testid="payment-lines-dialog">
      {state.failure ? (
        <Message severity="error" text={state.failure} className="w-full" />
      ) : (
        <div className="flex flex-column gap-2">
          <PaymentLinesTable lines={lines} loading={state.loading} />
          {children}
        </div>
      )}
    </Dialog>
  );
}
