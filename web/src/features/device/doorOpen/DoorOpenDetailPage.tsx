// /management/doorOpen/:deviceIdx: one device's door-open sessions, newest first, refreshed on their own.
import { useTranslation } from 'react-i18next';
import { paths } from '../../../core/paths';
import { useDeviceStore } from '../store';
import { DeviceHistoryPage } from '../DeviceHistoryPage';
import { DoorOpenTable } from './DoorOpenTable';

export default function DoorOpenDetailPage() {
  const { t } = useTranslation();
  const { doorOpens, loading, fetchDeviceDoorOpens } = useDeviceStore();
  return (
    <DeviceHistoryPage kind="doors" read={fetchDeviceDoorOpens} listPath={paths.doorOpen()}>
      {({ deviceIdx, device }) => (
        <DoorOpenTable
          rows={doorOpens.filter((d) => d.deviceIdx === deviceIdx)}
          label={device ? t('doorOpen.deviceTitle', { device: device.deviceName }) : t('titles.doorOpenDetail')}
          loading={loading}
          withDevice={false}
          pageKey={String(deviceIdx)}
        />
      )}
    </DeviceHistoryPage>
  );
}
