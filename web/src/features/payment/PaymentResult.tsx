// A payment's result in the one vocabulary (contract paymentOutcomeLabels) as a tag, and the
// summary under its lines (result, how paid, paid and refunded): the payment's detail and its door
// session's say the same words as the list, its filter and its CSV.
import { useTranslation } from 'react-i18next';
import { Tag } from 'primereact/tag';
import { paymentOutcome } from '@contract/labels';
import { useLanguage } from '../../i18n';
import { formatWon, paymentModeLabel, paymentResultLabel } from '../../ui/format';
import type { Payment } from './store';

type Paid = Pick<Payment, 'provider' | 'approveResult' | 'state' | 'paymentMode' | 'amount' | 'refundAmount'>;

/** Declined red, refunded (in full or in part) amber, paid green. */
export function paymentSeverity(payment: Pick<Payment, 'provider' | 'approveResult' | 'state'>): 'danger' | 'warning' | 'success' {
  const outcome = paymentOutcome(payment);
  return outcome === 'DECLINED' ? 'danger' : outcome === 'REFUNDED' || outcome === 'PARTIAL_REFUND' ? 'warning' : 'success';
}

export function PaymentResultTag({ payment, className }: { payment: Pick<Payment, 'provider' | 'approveResult' | 'state'>; className?: string }) {
  const lang = useLanguage();
  return <Tag value={paymentResultLabel(payment, lang)} severity={paymentSeverity(payment)} className={className} data-outcome={paymentOutcome(payment) ?? 'APPROVED'} />;
}

export function PaymentSummary({ payment, testId }: { payment: Paid; testId: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <span data-testid={testId}>
      <PaymentResultTag payment={payment} className="mr-2" />
      {`${paymentModeLabel(payment.provider, payment.paymentMode, lang)} · ${t('payment.linesTotal', { amount: formatWon(payment.amount, lang), refund: formatWon(payment.refundAmount, lang) })}`}
    </span>
  );
}
