// Door-open sessions as a list: who opened (app, card, points, staff), when, how long, which payment.
import { useTranslation } from 'react-i18next';
import { Tag } from 'primereact/tag';
import { DATE_TIME_SECONDS_FORMAT } from '@contract/constants';
import type { DoorOpen } from '../store';
import { DataList, type ListColumn } from '../../../ui/DataList';
import { DateCell } from '../../../ui/DateCell';
import { enumLabel } from '../../../ui/enumLabel';
import { doorDuration, durationText } from './doorDuration';
import { deviceLabel } from '../../../ui/format';
import type { FleetTableProps } from '../fleetTable';

/** How long the door stood open, or a tag while it stands open. */
export function Duration({ row }: { row: Pick<DoorOpen, 'openAt' | 'closeAt'> }) {
  const { t } = useTranslation();
  const parts = doorDuration(row.openAt, row.closeAt);
  if (!parts) return <Tag value={t('doorOpen.stillOpen')} severity="warning" />;
  const { key, values } = durationText(parts);
  return <span className="white-space-nowrap">{t(key, values)}</span>;
}

export function DoorOpenTable({ withDevice = true, ...list }: FleetTableProps<DoorOpen>) {
  const { t } = useTranslation();
  const device: ListColumn<DoorOpen>[] = withDevice ? [{ field: 'deviceName', header: t('fields.device'), body: (row) => deviceLabel(row) }] : [];
  return (
    <DataList<DoorOpen>
      {...list}
      dataKey="doorOpenIdx"
      emptyMessage={t('doorOpen.empty')}
      columns={[
        ...device,
        {
          field: 'openType',
          header: t('fields.openType'),
          body: (row) => <Tag value={enumLabel(t, 'openType', row.openType)} severity={row.openType === 'EMPLOYEE' ? 'secondary' : 'info'} />,
        },
        { field: 'openAt', header: t('fields.openAt'), body: (row) => <DateCell value={row.openAt} format={DATE_TIME_SECONDS_FORMAT} /> },
        { field: 'closeAt', header: t('fields.closeAt'), body: (row) => <DateCell value={row.closeAt} format={DATE_TIME_SECONDS_FORMAT} /> },
        { field: 'duration', header: t('fields.duration'), body: (row) => <Duration row={row} /> },
        { field: 'paymentIdx', header: t('fields.paymentIdx'), body: (row) => (row.paymentIdx === null ? '-' : `#${row.paymentIdx}`) },
      ]}
    />
  );
}
