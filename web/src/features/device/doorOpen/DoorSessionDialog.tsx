// One door session in a dialog with its own address (core/recordAddress.ts: the device's door-open
// page with `session` and `day`): who opened, when, how long, what was taken (the lines of the
// payment the session became, read from the payment list of its device and day) and a link to that
// payment. A staff session restocks and a customer who took nothing pays nothing: no payment.
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Dialog } from 'primereact/dialog';
import { Message } from 'primereact/message';
import { DATE_TIME_SECONDS_FORMAT, WIRE_DATE_FORMAT } from '@contract/constants';
import { paths } from '../../../core/paths';
import { RECORD_QUERY, paymentAddress, wireDay } from '../../../core/recordAddress';
import { enumLabel } from '../../../ui/enumLabel';
import { paymentOutcome } from '@contract/labels';
import { deviceLabel, formatDate } from '../../../ui/format';
import { useFound } from '../../../ui/useFound';
import { PaymentLinesTable } from '../../payment/PaymentLinesDialog';
import { PaymentSummary } from '../../payment/PaymentResult';
import { findPayment } from '../../payment/paymentRecords';
import type { DoorOpen } from '../store';
import { Duration } from './DoorOpenTable';
import { findDoorSession } from './doorSessionRecord';

interface Props {
  deviceIdx: number;
  /** Sessions the screen already holds (the one named may be among them). */
  rows: readonly DoorOpen[];
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex gap-2">
      <dt className="text-600" style={{ minWidth: '7rem' }}>{label}</dt>
      <dd className="m-0">{children}</dd>
    </div>
  );
}

export function DoorSessionDialog({ deviceIdx, rows }: Props) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const named = Number(params.get(RECORD_QUERY.session)) || null;
  const day = params.get(RECORD_QUERY.day);
  const held = rows.find((r) => r.doorOpenIdx === named && r.deviceIdx === deviceIdx) ?? null;
  const looked = useFound(named !== null && !held && day ? `${deviceIdx} ${named} ${day}` : null, () => findDoorSession(deviceIdx, named!, day!));
  const session = held ?? looked.record;
  const close = () =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      next.delete(RECORD_QUERY.session);
      next.delete(RECORD_QUERY.day);
      return next;
    }, { replace: true });

  return (
    <Dialog
      visible={named !== null}
      onHide={close}
      header={t('doorSession.header', { session: named ?? '' })}
      style={{ width: 'min(52rem, 95vw)' }}
      data-testid="door-session-dialog"
    >
      {looked.failure ? (
        <Message severity="error" text={looked.failure} className="w-full" />
      ) : session ? (
        <SessionDetail session={session} />
      ) : looked.loading ? (
        <p className="m-0">{t('doorSession.looking')}</p>
      ) : (
        <Message severity="warn" text={t('doorSession.notFound', { session: named ?? '' })} className="w-full" />
      )}
    </Dialog>
  );
}

function SessionDetail({ session }: { session: DoorOpen }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-column gap-3">
      <dl className="m-0 flex flex-column gap-1" data-testid="door-session-fields">
        <Field label={t('fields.device')}>
          <Link to={paths.deviceDetail(session.deviceIdx, 'info')}>{deviceLabel(session)}</Link>
        </Field>
        <Field label={t('fields.openType')}>{enumLabel(t, 'openType', session.openType)}</Field>
        <Field label={t('fields.openAt')}>{formatDate(session.openAt, DATE_TIME_SECONDS_FORMAT)}</Field>
        <Field label={t('fields.closeAt')}>{session.closeAt ? formatDate(session.closeAt, DATE_TIME_SECONDS_FORMAT) : '-'}</Field>
        <Field label={t('fields.duration')}>
          <Duration row={session} />
        </Field>
      </dl>
      <Taken session={session} />
    </div>
  );
}

/** What the session took: its payment's lines, or why it has none. */
function Taken({ session }: { session: DoorOpen }) {
  const { t } = useTranslation();
  const paymentIdx = session.paymentIdx;
  // Paid at the close (a live server may approve a moment later, past midnight).
  const from = wireDay(session.openAt);
  const to = dayjs(wireDay(session.closeAt ?? session.openAt)).add(1, 'day').format(WIRE_DATE_FORMAT);
  const payment = useFound(paymentIdx === null ? null : `${session.deviceIdx} ${paymentIdx} ${from}`, () => findPayment(session.deviceIdx, paymentIdx!, from, to));
  if (paymentIdx === null) {
    const why = session.openType === 'EMPLOYEE' ? 'doorSession.staff' : session.closeAt === null ? 'doorSession.stillOpen' : 'doorSession.nothingTaken';
    return <p className="m-0" data-testid="door-session-no-payment">{t(why)}</p>;
  }
  const p = payment.record;
  const declined = p ? paymentOutcome(p) === 'DECLINED' : false;
  const link = (
    <Link to={paymentAddress({ deviceIdx: session.deviceIdx, paymentIdx, day: p ? wireDay(p.approveAt) : wireDay(session.closeAt ?? session.openAt) })} data-testid="door-session-payment">
      {t('doorSession.paymentLink', { payment: paymentIdx })}
    </Link>
  );
  return (
    <section className="flex flex-column gap-2" aria-label={t('doorSession.taken')}>
      {payment.failure && <Message severity="error" text={payment.failure} className="w-full" />}
      {!payment.loading && !payment.failure && !p && <Message severity="warn" text={t('payment.notFound', { payment: paymentIdx })} className="w-full" />}
      {declined && <Message severity="warn" text={t('doorSession.declined')} className="w-full" />}
      <h3 className="m-0 text-base">{declined ? t('doorSession.declinedLines') : t('doorSession.taken')}</h3>
      <PaymentLinesTable label={declined ? t('doorSession.declinedLines') : t('doorSession.taken')} lines={p?.productList ?? []} loading={payment.loading} />
      <div className="flex flex-wrap justify-content-between align-items-center gap-2">
        {link}
        {p && <PaymentSummary payment={p} testId="door-session-payment-summary" />}
      </div>
    </section>
  );
}
