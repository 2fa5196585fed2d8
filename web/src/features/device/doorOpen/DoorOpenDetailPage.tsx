// /management/doorOpen/:deviceIdx: one device's door-open sessions, newest first, refreshed on their
// own; a row (or `?session=&day=`) opens that session's detail.
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../core/paths';
import { RECORD_QUERY, wireDay } from '../../../core/recordAddress';
import { useDeviceStore } from '../store';
import { DeviceHistoryPage } from '../DeviceHistoryPage';
import { DoorOpenTable } from './DoorOpenTable';
import { DoorSessionDialog } from './DoorSessionDialog';

export default function DoorOpenDetailPage() {
  const { t } = useTranslation();
  const [, setParams] = useSearchParams();
  const { doorOpens, loading, fetchDeviceDoorOpens } = useDeviceStore();
  return (
    <DeviceHistoryPage kind="doors" read={fetchDeviceDoorOpens} listPath={paths.doorOpen()}>
      {({ deviceIdx, device }) => {
        const rows = doorOpens.filter((d) => d.deviceIdx === deviceIdx);
        return (
          <>
            <DoorOpenTable
              rows={rows}
              label={device ? t('doorOpen.deviceTitle', { device: device.deviceName }) : t('titles.doorOpenDetail')}
              loading={loading}
              withDevice={false}
              pageKey={String(deviceIdx)}
              onRowClick={(row) => setParams({ [RECORD_QUERY.session]: String(row.doorOpenIdx), [RECORD_QUERY.day]: wireDay(row.openAt) })}
            />
            {deviceIdx !== null && <DoorSessionDialog deviceIdx={deviceIdx} rows={rows} />}
          </>
        );
      }}
    </DeviceHistoryPage>
  );
}
