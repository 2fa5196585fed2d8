// The device's door-open, fault and self-check tabs: its own rows of the shared lists, refreshed
// silently while the tab is open; a session or a fault row opens its detail.
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useDeviceStore } from './store';
import { useLiveFetch } from '../../ui/useLiveFetch';
import { DoorOpenTable } from './doorOpen/DoorOpenTable';
import { FaultTable } from './failNotice/FaultTable';
import { SelfCheckTable } from './selfCheck/SelfCheckTable';
import { paths } from '../../core/paths';
import { doorSessionAddress } from '../../core/recordAddress';

export function DeviceDoorsTab({ deviceIdx }: { deviceIdx: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const rows = useDeviceStore((s) => s.doorOpens);
  const fetch = useDeviceStore((s) => s.fetchDeviceDoorOpens);
  useLiveFetch(`doors:${deviceIdx}`, ({ silent }) => fetch(deviceIdx, { silent }));
  return <DoorOpenTable rows={rows} label={t('device.tabs.doors')} withDevice={false} pageKey={String(deviceIdx)} onRowClick={(row) => navigate(doorSessionAddress(row))} />;
}

export function DeviceFaultsTab({ deviceIdx }: { deviceIdx: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const rows = useDeviceStore((s) => s.faults);
  const fetch = useDeviceStore((s) => s.fetchFaults);
  useLiveFetch(`faults:${deviceIdx}`, ({ silent }) => fetch({ deviceIdx }, { silent }));
  return (
    <FaultTable
      rows={rows}
      label={t('device.tabs.faults')}
      withDevice={false}
      pageKey={String(deviceIdx)}
      onRowClick={(row) => navigate(paths.failNoticeDetail(row.noticeIdx))}
    />
  );
}

export function DeviceSelfChecksTab({ deviceIdx }: { deviceIdx: number }) {
  const { t } = useTranslation();
  const rows = useDeviceStore((s) => s.selfChecks);
  const fetch = useDeviceStore((s) => s.fetchSelfChecks);
  useLiveFetch(`selfChecks:${deviceIdx}`, ({ silent }) => fetch({ deviceIdx }, { silent }));
  return <SelfCheckTable rows={rows} label={t('device.tabs.selfchecks')} withDevice={false} perComponent pageKey={String(deviceIdx)} />;
}
