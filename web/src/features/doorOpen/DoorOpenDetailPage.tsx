// /management/doorOpen/:deviceIdx: one device's door-open sessions, newest first, refreshed on their own.
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Message } from 'primereact/message';
import { useDeviceStore } from '../../state/device';
import { AutoRefreshToggle } from '../../ui/AutoRefreshToggle';
import { BackToListButton } from '../../ui/DetailFrame';
import { useLiveFetch } from '../../ui/useLiveFetch';
import { DeviceHeader } from '../device/DeviceHeader';
import { useDeviceOfRoute } from '../device/useDeviceOfRoute';
import { DoorOpenTable } from './DoorOpenTable';
import { paths } from '../../app/paths';
import { listUrl } from '../../ui/list/listPlace';

export default function DoorOpenDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { deviceIdx, device } = useDeviceOfRoute();
  const { doorOpens, loading, status, message, fetchDeviceDoorOpens } = useDeviceStore();
  const live = useLiveFetch(`doors:${deviceIdx}`, ({ silent }) =>
    deviceIdx === null ? Promise.resolve({ ok: false }) : fetchDeviceDoorOpens(deviceIdx, { silent }),
  );
  const rows = doorOpens.filter((d) => d.deviceIdx === deviceIdx);
  return (
    <div className="flex flex-column gap-3">
      <div className="flex justify-content-between align-items-center flex-wrap gap-2">
        {device ? <DeviceHeader device={device} link /> : <span />}
        <AutoRefreshToggle failed={live.failed} />
      </div>
      {status === 'FAIL' && <Message severity="error" text={message} />}
      <DoorOpenTable
        rows={rows}
        label={device ? t('doorOpen.deviceTitle', { device: device.deviceName }) : t('titles.doorOpenDetail')}
        loading={loading}
        withDevice={false}
        pageKey={String(deviceIdx)}
      />
      <div>
        <BackToListButton onClick={() => navigate(listUrl(paths.doorOpen()))} />
      </div>
    </div>
  );
}
