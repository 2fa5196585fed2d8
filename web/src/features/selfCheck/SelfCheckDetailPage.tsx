// /management/selfCheck/:deviceIdx: one device's self-checks, every component's result as a tag,
// refreshed on their own.
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Message } from 'primereact/message';
import { useDeviceStore } from '../../state/device';
import { AutoRefreshToggle } from '../../ui/AutoRefreshToggle';
import { BackToListButton } from '../../ui/DetailFrame';
import { useLiveFetch } from '../../ui/useLiveFetch';
import { DeviceHeader } from '../device/DeviceHeader';
import { useDeviceOfRoute } from '../device/useDeviceOfRoute';
import { SelfCheckTable } from './SelfCheckTable';
import { paths } from '../../app/paths';
import { listUrl } from '../../ui/list/listPlace';

export default function SelfCheckDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { deviceIdx, device } = useDeviceOfRoute();
  const { selfChecks, loading, status, message, fetchSelfChecks } = useDeviceStore();
  const live = useLiveFetch(`selfChecks:${deviceIdx}`, ({ silent }) =>
    deviceIdx === null ? Promise.resolve({ ok: false }) : fetchSelfChecks({ deviceIdx }, { silent }),
  );
  const rows = selfChecks.filter((c) => c.deviceIdx === deviceIdx);
  return (
    <div className="flex flex-column gap-3">
      <div className="flex justify-content-between align-items-center flex-wrap gap-2">
        {device ? <DeviceHeader device={device} link /> : <span />}
        <AutoRefreshToggle failed={live.failed} />
      </div>
      {status === 'FAIL' && <Message severity="error" text={message} />}
      <SelfCheckTable
        rows={rows}
        label={device ? t('selfCheck.deviceTitle', { device: device.deviceName }) : t('titles.selfCheckDetail')}
        loading={loading}
        withDevice={false}
        perComponent
        pageKey={String(deviceIdx)}
      />
      <div>
        <BackToListButton onClick={() => navigate(listUrl(paths.selfCheck()))} />
      </div>
    </div>
  );
}
