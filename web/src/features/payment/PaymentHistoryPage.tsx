// /management/payment/history: every payment the org tree filter leaves, paged by the server.
import { useTranslation } from 'react-i18next';
import { PaymentList } from './PaymentList';

export default function PaymentHistoryPage() {
  const { t } = useTranslation();
  return <PaymentList label={t('titles.paymentHistory')} />;
}
