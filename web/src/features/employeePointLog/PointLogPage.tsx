// /management/employee-point-log: how employees' welfare points moved, newest first — employee,
// reason, points ±, balance after, memo, date. Org tree down to a division, employee, reason,
// period and keyword live in the URL (a card's screen links here with its employee). A purchase
// opens the products of the payment it refers to (referenceIdx).
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { DATE_TIME_FORMAT } from '@contract/constants';
import { useEmployeeUidStore } from '../employeeUid/store';
import { useEmployeePointLogStore, type PointLog } from './store';
import { DataList, type ListColumn } from '../../ui/DataList';
import { DateCell } from '../../ui/DateCell';
import { DateRangeFilter } from '../../ui/DateRangeFilter';
import { enumLabel } from '../../ui/enumLabel';
import { EnumFilter, SelectFilter } from '../../ui/list/EnumFilter';
import { ListScreen } from '../../ui/list/ListScreen';
import { useQueryLoad } from '../../ui/list/useListLoad';
import { useListController } from '../../ui/list/useListController';
import { pointChangeText, pointText } from '../../ui/points';
import { PaymentLinesDialog } from '../payment/PaymentLinesDialog';
import { POINT_LOG_FILTERS, POINT_REASONS, pointLogBody } from './pointLogQuery';


export default function PointLogPage() {
  const { t } = useTranslation();
  const controller = useListController(POINT_LOG_FILTERS, 'division');
  const { filters, query, refresh, update } = controller;
  const { list, products, fetchList, fetchPaymentProducts } = useEmployeePointLogStore();
  const employees = useEmployeeUidStore((s) => s.list);
  const [open, setOpen] = useState<PointLog | null>(null);
  const body = useMemo(() => pointLogBody(query), [query]);

  const load = useQueryLoad(body, refresh, fetchList);
  // The employee choices: the cards of the org selection.
  const { companyIdx, divisionIdx } = body;
  useEffect(() => {
    void useEmployeeUidStore.getState().fetchList({ ...(companyIdx ? { companyIdx } : {}), ...(divisionIdx ? { divisionIdx } : {}) });
  }, [companyIdx, divisionIdx]);

  // The card the URL names stays named in the filter even when the employee choices do not hold it
  // (another company's selection, or not loaded yet): its own rows say whose they are.
  const employeeOptions = useMemo(() => {
    const options = employees.map((e) => ({ value: e.employeeUidIdx, label: e.employeeNo ? `${e.employeeName} (${e.employeeNo})` : e.employeeName }));
    const named = body.employeeUidIdx;
    const row = named === undefined || options.some((o) => o.value === named) ? undefined : list.find((r) => r.employeeUidIdx === named);
    return row ? [{ value: row.employeeUidIdx, label: row.employeeName }, ...options] : options;
  }, [employees, list, body.employeeUidIdx]);

  const columns = useMemo<ListColumn<PointLog>[]>(() => {
    const reason = (row: PointLog) => enumLabel(t, 'pointReason', row.reason);
    return [
      {
        field: 'createdDate',
        header: t('fields.loggedAt'),
        body: (row) => <DateCell value={row.createdDate} format={DATE_TIME_FORMAT} />,
        sortable: true,
      },
      { field: 'employeeName', header: t('fields.employeeName'), className: 'font-medium', sortable: true },
      { field: 'reason', header: t('fields.reason'), body: reason, sortable: true, sortValue: reason, csv: reason },
      {
        field: 'point',
        header: t('fields.pointChange'),
        body: (row) => <span className={row.point < 0 ? 'text-red-600' : row.point > 0 ? 'text-green-700' : ''}>{pointChangeText(t, row.point)}</span>,
        sortable: true,
        className: 'text-right white-space-nowrap',
      },
      { field: 'balance', header: t('fields.balance'), body: (row) => pointText(t, row.balance), sortable: true, className: 'text-right white-space-nowrap' },
      { field: 'memo', header: t('fields.memo'), body: (row) => row.memo || '-' },
      {
        field: 'referenceIdx',
        header: t('fields.paymentIdx'),
        body: (row) =>
          row.referenceIdx === null ? (
            '-'
          ) : (
            <Button
              type="button"
              size="small"
              text
              icon="pi pi-shopping-bag"
              label={String(row.referenceIdx)}
              aria-label={t('pointLog.productsOf', { payment: row.referenceIdx })}
              onClick={() => setOpen(row)}
            />
          ),
        sortable: true,
      },
    ];
  }, [t]);

  return (
    <ListScreen
      controller={controller}
      load={load}
      filters={
        <>
          <SelectFilter
            name="employee"
            label={t('fields.employeeName')}
            options={employeeOptions}
            value={body.employeeUidIdx}
            onChange={(value) => update({ employeeUidIdx: value === null ? '' : String(value) })}
            filter
          />
          <EnumFilter name="reason" label={t('fields.reason')} codes={POINT_REASONS} labels="pointReason" value={filters.reason} onChange={(reason) => update({ reason })} />
          <DateRangeFilter startDate={filters.startDate} endDate={filters.endDate} onChange={(range) => update(range)} />
        </>
      }
      after={
        <PaymentLinesDialog
          paymentIdx={open?.referenceIdx ?? null}
          header={open ? t('pointLog.linesTitle', { payment: open.referenceIdx, employee: open.employeeName }) : ''}
          lines={products}
          load={fetchPaymentProducts}
          onHide={() => setOpen(null)}
        />
      }
    >
      <DataList<PointLog>
        label={t('titles.employeePointLog')}
        rows={list}
        dataKey="employeePointLogIdx"
        emptyMessage={t('pointLog.empty')}
        columns={columns}
        exportName="employee-point-log"
      />
    </ListScreen>
  );
}
