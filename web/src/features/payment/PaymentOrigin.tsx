// Where a payment came from, under its products: its device and the door session it closed (found
// in the device's door-open list around the payment), each a link to its own page.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { DATE_TIME_SECONDS_FORMAT } from '@contract/constants';
import { paths } from '../../core/paths';
import { doorSessionAddress } from '../../core/recordAddress';
import { deviceLabel, formatDate } from '../../ui/format';
import { useFound } from '../../ui/useFound';
import { findDoorSessionOf } from './paymentRecords';
import type { Payment } from './store';

export function PaymentOrigin({ payment }: { payment: Payment }) {
  const { t } = useTranslation();
  const session = useFound(String(payment.paymentIdx), () => findDoorSessionOf(payment));
  const found = session.record;
  return (
    <dl className="record-links m-0 flex flex-column gap-1" data-testid="payment-origin">
      <div className="flex gap-2">
        <dt className="text-600 white-space-nowrap">{t('fields.device')}</dt>
        <dd className="m-0">
          <Link to={paths.deviceDetail(payment.deviceIdx, 'info')}>{deviceLabel(payment)}</Link>
        </dd>
      </div>
      <div className="flex gap-2">
        <dt className="text-600 white-space-nowrap">{t('doorSession.title')}</dt>
        <dd className="m-0" data-testid="payment-door-session">
          {session.loading
            ? t('doorSession.looking')
            : session.failure ?? (found
              ? <Link to={doorSessionAddress(found)}>{t('doorSession.linkText', { session: found.doorOpenIdx, openAt: formatDate(found.openAt, DATE_TIME_SECONDS_FORMAT) })}</Link>
              : t('doorSession.noneForPayment'))}
        </dd>
      </div>
    </dl>
  );
}
