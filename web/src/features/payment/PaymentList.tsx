// Payments, paged and sorted by the server (a fleet has 100,000): when, where, how paid (spec §9
// mode labels), the result (one vocabulary: contract paymentOutcomeLabels), amount, refunds and the
// employee of a points payment. Filters (org tree down to a device, result, mode, period — the last
// 7 days up to the back end's today unless one is picked — and keyword, which also takes a
// receipt's approval or payment number) live in the URL; a row opens its products, its device and
// its door session under `?payment=` (an address to share); CSV export gathers every page.
import { useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { DATE_TIME_SECONDS_FORMAT } from '@contract/constants';
import { PAYMENT_STATES } from '@contract/entities';
import { paymentOutcomeLabels } from '@contract/labels';
import { useBackendToday } from '../../core/backendClock';
import { useLanguage } from '../../i18n';
import { usePaymentStore, type Payment } from './store';
import { DataList, type ListColumn } from '../../ui/DataList';
import { DateCell } from '../../ui/DateCell';
import { DateRangeFilter } from '../../ui/DateRangeFilter';
import { formatWon, paymentModeLabel, paymentResultLabel } from '../../ui/format';
import { EnumFilter } from '../../ui/list/EnumFilter';
import { ListScreen } from '../../ui/list/ListScreen';
import { useQueryLoad } from '../../ui/list/useListLoad';
import { useListController } from '../../ui/list/useListController';
import { sortsBy, useServerList } from '../../ui/useServerList';
import { PaymentLinesDialog } from './PaymentLinesDialog';
import { PaymentOrigin } from './PaymentOrigin';
import { PaymentResultTag } from './PaymentResult';
import { findPaymentAmong } from './paymentRecords';
import { RECORD_QUERY } from '../../core/recordAddress';
import { useFound } from '../../ui/useFound';
import { PAYMENT_FILTERS, PAYMENT_MODE_LABELS, PAYMENT_MODES, paymentDevicePath, paymentFilterBody, SORT_FIELDS } from './paymentQuery';

/** `deviceIdx`: one device's payments (its own route); else the org tree picks. */
export function PaymentList({ deviceIdx, label }: { deviceIdx?: number; label: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const controller = useListController(PAYMENT_FILTERS, deviceIdx === undefined ? 'device' : null);
  const { filters, query, refresh, update, place } = controller;
  const { list, totalCount, products, fetchList, fetchExportPage, fetchProducts } = usePaymentStore();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  // The back end's day (the simulated one in Simulator mode): until the simulator's clock is read it
  // is the browser's, and a default period moves with it; a period picked (in the URL) stays.
  const today = useBackendToday();

  const filterBody = useMemo(() => {
    const { keyword, state, paymentMode, startDate, endDate, ...org } = query;
    return { ...paymentFilterBody({ keyword, state, paymentMode, startDate, endDate }, org, dayjs(today)), ...(deviceIdx !== undefined ? { deviceIdx } : {}) };
  }, [query, deviceIdx, today]);
  const { body, paging } = useServerList(filterBody, place, SORT_FIELDS, fetchExportPage);
  const period = { startDate: filterBody.startDate, endDate: filterBody.endDate };

  const load = useQueryLoad(body, refresh, fetchList);

  // The payment open is the one the address names (core/recordAddress.ts): the row clicked, else
  // a row of the page, else looked for in the list's scope and period once the page is in.
  const named = Number(params.get(RECORD_QUERY.payment)) || null;
  const [picked, setPicked] = useState<Payment | null>(null);
  const held = named === null ? null : picked?.paymentIdx === named ? picked : (list.find((p) => p.paymentIdx === named) ?? null);
  const { companyIdx, divisionIdx, deviceIdx: scopeDevice } = filterBody;
  const scope = { companyIdx, divisionIdx, deviceIdx: scopeDevice, ...period };
  const linked = useFound(named === null || held || load.loading ? null : `${named} ${JSON.stringify(scope)}`, () => findPaymentAmong(scope, named!));
  const open = held ?? linked.record;
  // A row opened here is a new history entry (Back closes it); one opened from its address is not.
  const pushed = useRef<number | null>(null);
  const show = (row: Payment) => {
    setPicked(row);
    pushed.current = row.paymentIdx;
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      next.set(RECORD_QUERY.payment, String(row.paymentIdx));
      return next;
    });
  };
  // The products button of a row (its column is made once) opens it with the current address.
  const showLatest = useRef(show);
  showLatest.current = show;
  const close = () => {
    if (named === null) return;
    if (pushed.current === named) {
      pushed.current = null;
      navigate(-1);
      return;
    }
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      next.delete(RECORD_QUERY.payment);
      return next;
    }, { replace: true });
  };

  const columns = useMemo<ListColumn<Payment>[]>(() => {
    const mode = (row: Payment) => paymentModeLabel(row.provider, row.paymentMode, lang);
    const result = (row: Payment) => paymentResultLabel(row, lang);
    const lines = (row: Payment) => row.productList.map((line) => `${line.productName} ×${line.count}`).join('; ');
    const columns: ListColumn<Payment>[] = [
      { field: 'paymentIdx', header: t('fields.paymentIdx') },
      {
        field: 'approveAt',
        header: t('fields.approveAt'),
        body: (row) => <DateCell value={row.approveAt} format={DATE_TIME_SECONDS_FORMAT} />,
      },
      {
        field: 'deviceName',
        header: t('fields.deviceName'),
        body: (row) => (
          <Link to={paymentDevicePath(row.deviceIdx)} onClick={(e) => e.stopPropagation()}>
            {row.deviceName}
          </Link>
        ),
      },
      { field: 'divisionName', header: t('fields.divisionName') },
      { field: 'paymentMode', header: t('fields.paymentMode'), body: mode, csv: mode },
      { field: 'approveResult', header: t('fields.approveResult'), body: (row) => <PaymentResultTag payment={row} className="white-space-nowrap" />, csv: result },
      { field: 'amount', header: t('fields.amount'), body: (row) => formatWon(row.amount, lang), className: 'text-right white-space-nowrap' },
      { field: 'refundAmount', header: t('fields.refundAmount'), body: (row) => (row.refundAmount ? formatWon(row.refundAmount, lang) : '-'), className: 'text-right white-space-nowrap' },
      // When the money went back: a refund is looked for by its day, which is not the payment's.
      {
        field: 'refundedAt',
        header: t('fields.refundedAt'),
        body: (row) => <DateCell value={row.refundedAt} format={DATE_TIME_SECONDS_FORMAT} />,
      },
      { field: 'employeeName', header: t('fields.employeeName'), body: (row) => row.employeeName ?? '-' },
      { field: 'approveNo', header: t('fields.approveNo'), body: (row) => row.approveNo ?? '-' },
      {
        field: 'productList',
        header: t('fields.products'),
        body: (row) => (
          <Button
            type="button"
            size="small"
            text
            label={t('payment.productsButton', { count: row.productList.length })}
            aria-label={t('payment.productsOf', { products: t('payment.productsButton', { count: row.productList.length }), payment: row.paymentIdx })}
            onClick={(e) => {
              e.stopPropagation();
              showLatest.current(row);
            }}
          />
        ),
        csv: lines,
      },
    ];
    return columns
      .filter((c) => deviceIdx === undefined || c.field !== 'deviceName')
      .map((c) => (sortsBy(c.field, SORT_FIELDS) ? { ...c, sortable: true } : c));
  }, [t, lang, deviceIdx]);

  return (
    <ListScreen
      controller={controller}
      load={load}
      filters={
        <>
          <DateRangeFilter startDate={period.startDate} endDate={period.endDate} onChange={(range) => update(range)} />
          <EnumFilter name="state" label={t('fields.approveResult')} codes={PAYMENT_STATES} labels={paymentOutcomeLabels} value={filters.state} onChange={(state) => update({ state })} />
          <EnumFilter name="mode" label={t('fields.paymentMode')} codes={PAYMENT_MODES} labels={PAYMENT_MODE_LABELS} value={filters.paymentMode} onChange={(paymentMode) => update({ paymentMode })} />
        </>
      }
      summary={
        <>
          <p className="m-0 text-600" data-testid="payment-total">
            {t('payment.total', { total: totalCount })}
          </p>
          {named !== null && !held && !load.loading && (linked.failure || (!linked.loading && !linked.record)) && (
            <Message severity="warn" text={linked.failure ?? t('payment.notFound', { payment: named })} data-testid="payment-not-found" />
          )}
        </>
      }
      keywordHint={t('payment.searchHint')}
      after={
        <PaymentLinesDialog
          paymentIdx={open?.paymentIdx ?? null}
          header={open ? t('payment.linesTitle', { payment: open.paymentIdx, device: open.deviceName }) : ''}
          lines={products}
          load={fetchProducts}
          onHide={close}
        >
          {open && (
            <>
              <p className="m-0 text-right" data-testid="payment-lines-total">
                {t('payment.linesTotal', { amount: formatWon(open.amount, lang), refund: formatWon(open.refundAmount, lang) })}
              </p>
              <p className="m-0" data-testid="payment-result">
                <PaymentResultTag payment={open} className="mr-2" />
                {paymentModeLabel(open.provider, open.paymentMode, lang)}
              </p>
              <PaymentOrigin payment={open} />
            </>
          )}
        </PaymentLinesDialog>
      }
    >
      <DataList<Payment>
        label={label}
        rows={list}
        dataKey="paymentIdx"
        emptyMessage={t('payment.empty')}
        onRowClick={show}
        columns={columns}
        exportName={deviceIdx === undefined ? 'payments' : `payments-device-${deviceIdx}`}
        serverPaging={paging(totalCount)}
      />
    </ListScreen>
  );
}
