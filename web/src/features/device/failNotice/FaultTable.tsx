// Fault notices as a list: the fail-notice screen, a device's faults tab, a notice's neighbours.
import { useTranslation } from 'react-i18next';
import { DATE_TIME_FORMAT } from '@contract/constants';
import type { FaultNotice } from '../store';
import { DataList, type ListColumn } from '../../../ui/DataList';
import { DateCell } from '../../../ui/DateCell';
import { enumLabel } from '../../../ui/enumLabel';
import { deviceLabel, fullAddress } from '../../../ui/format';
import { FaultStateTag, SeverityTag } from '../../../ui/DeviceTags';
import type { FleetTableProps } from '../fleetTable';

interface Props extends FleetTableProps<FaultNotice> {
  emptyMessage?: string;
}

export function FaultTable({ withDevice = true, emptyMessage, ...list }: Props) {
  const { t } = useTranslation();
  const device: ListColumn<FaultNotice>[] = withDevice
    ? [
        {
          field: 'deviceName',
          header: t('fields.device'),
          className: 'white-space-nowrap',
          body: (row) => (
            <span className="flex flex-column">
              <span>{deviceLabel(row)}</span>
              <span className="text-xs text-500" data-field="serialNumber">
                {row.serialNumber}
              </span>
            </span>
          ),
        },
      ]
    : [];
  const address: ListColumn<FaultNotice>[] = withDevice
    ? [{ field: 'fullAddress', header: t('fields.fullAddress'), body: (row) => fullAddress(row.address, row.addressDetail), className: 'col-address' }]
    : [];
  return (
    <DataList<FaultNotice>
      {...list}
      dataKey="noticeIdx"
      emptyMessage={emptyMessage ?? t('failNotice.empty')}
      columns={[
        ...device,
        { field: 'component', header: t('fields.component'), body: (row) => enumLabel(t, 'component', row.component) },
        {
          field: 'faultCode',
          header: t('fields.faultCode'),
          body: (row) => (
            <span className="flex flex-column">
              <span>{enumLabel(t, 'faultCode', row.faultCode)}</span>
              <code className="text-xs text-500">{row.faultCode}</code>
            </span>
          ),
        },
        { field: 'severity', header: t('fields.severity'), body: (row) => <SeverityTag severity={row.severity} /> },
        { field: 'state', header: t('fields.state'), body: (row) => <FaultStateTag state={row.state} /> },
        { field: 'description', header: t('fields.description'), className: 'col-text' },
        ...address,
        { field: 'reportAt', header: t('fields.faultReportAt'), body: (row) => <DateCell value={row.reportAt} format={DATE_TIME_FORMAT} /> },
        { field: 'resolvedAt', header: t('fields.resolvedAt'), body: (row) => <DateCell value={row.resolvedAt} format={DATE_TIME_FORMAT} /> },
      ]}
    />
  );
}
