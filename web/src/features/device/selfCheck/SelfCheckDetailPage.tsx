// /management/selfCheck/:deviceIdx: one device's self-checks, every component's result as a tag,
// refreshed on their own.
import { useTranslation } from 'react-i18next';
import { paths } from '../../../core/paths';
import { useDeviceStore } from '../store';
import { DeviceHistoryPage } from '../DeviceHistoryPage';
import { SelfCheckTable } from './SelfCheckTable';

export default function SelfCheckDetailPage() {
  const { t } = useTranslation();
  const { selfChecks, loading, fetchSelfChecks } = useDeviceStore();
  return (
    <DeviceHistoryPage kind="selfChecks" read={(deviceIdx, options) => fetchSelfChecks({ deviceIdx }, options)} listPath={paths.selfCheck()}>
      {({ deviceIdx, device }) => (
        <SelfCheckTable
          rows={selfChecks.filter((c) => c.deviceIdx === deviceIdx)}
          label={device ? t('selfCheck.deviceTitle', { device: device.deviceName }) : t('titles.selfCheckDetail')}
          loading={loading}
          withDevice={false}
          perComponent
          pageKey={String(deviceIdx)}
        />
      )}
    </DeviceHistoryPage>
  );
}
