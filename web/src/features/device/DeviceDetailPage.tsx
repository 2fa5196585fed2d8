// /management/device/:deviceIdx/:tabId ('new' creates): a TabView whose active tab is the URL's
// tabId — switching tabs navigates, deep links open their tab, an unknown tabId shows info. The
// device refreshes itself silently while open (not while it is being edited).
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { TabPanel, TabView } from 'primereact/tabview';
import { deviceEndpoints } from '@contract/endpoints/device';
import { useCan } from '../../core/useCan';
import { useDeviceStore } from './store';
import { AutoRefreshToggle } from '../../ui/AutoRefreshToggle';
import { DetailFrame } from '../../ui/DetailFrame';
import { useAutoRefresh } from '../../ui/useAutoRefresh';
import { useDetailEditor } from '../../ui/useDetailEditor';
import { useOrgTree } from '../../ui/useOrgTree';
import { DeviceDoorsTab, DeviceFaultsTab, DeviceSelfChecksTab } from './DeviceHistoryTabs';
import { DeviceHeader } from './DeviceHeader';
import { DeviceInfoTab } from './DeviceInfoTab';
import { deviceFormToBody, deviceToForm, emptyDeviceForm } from './deviceForm';
import { DEVICE_LIST_PATH, DEVICE_TABS, devicePath, isDeviceTab, tabAt, tabIndexOf } from './deviceTabs';
import { TemperatureTab } from './TemperatureTab';
import { TrayEditor } from './TrayEditor';

export default function DeviceDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { deviceIdx: param = '', tabId } = useParams();
  const canUpdate = useCan('device', 'update');
  const canDelete = useCan('device', 'delete');
  const { tree } = useOrgTree();
  const { detail, status, message, loading, fetchDetail, save, remove } = useDeviceStore();
  const record = detail && param !== 'new' && detail.deviceIdx === Number(param) ? detail : null;
  const editor = useDetailEditor({
    param,
    listPath: DEVICE_LIST_PATH,
    recordPath: (idx) => devicePath(idx),
    record,
    emptyForm: emptyDeviceForm,
    toForm: deviceToForm,
    fetch: fetchDetail,
    toBody: deviceFormToBody,
    schema: deviceEndpoints.store.body,
    save,
    savedIdx: () => useDeviceStore.getState().detail?.deviceIdx ?? null,
    remove,
    confirmDeleteMessage: t('device.confirmDelete'),
  });
  const live = useAutoRefresh(() => (editor.idx !== null ? fetchDetail(editor.idx, { silent: true }) : undefined), { paused: editor.editing });

  // An unknown tabId shows info, and the address says so.
  const known = isDeviceTab(tabId);
  useEffect(() => {
    if (!known) navigate(devicePath(param), { replace: true });
  }, [known, param, navigate]);

  const idx = editor.idx;
  return (
    <DetailFrame ready={editor.isNew || record !== null} failure={status === 'FAIL' && !record ? message : null} onBack={editor.backToList}>
      <div className="flex flex-column gap-3">
        {record && (
          <div className="flex justify-content-between align-items-center flex-wrap gap-2">
            <DeviceHeader device={record} />
            <AutoRefreshToggle failed={live.failed} />
          </div>
        )}
        {/* Scrollable: on a phone the six tabs do not fit; arrows appear only when some are hidden. */}
        <TabView
          scrollable
          activeIndex={tabIndexOf(tabId)}
          onTabChange={(e) => navigate(devicePath(param, tabAt(e.index)))}
          aria-label={t('device.tabsLabel')}
          data-testid="device-tabs"
          data-active-tab={DEVICE_TABS[tabIndexOf(tabId)]}
        >
          <TabPanel header={t('device.tabs.info')}>
            <DeviceInfoTab
              editor={editor}
              record={record}
              saving={loading}
              tree={tree}
              canUpdate={canUpdate}
              canDelete={canDelete}
            />
          </TabPanel>
          <TabPanel header={t('device.tabs.trays')} disabled={idx === null}>
            {idx !== null && <TrayEditor deviceIdx={idx} />}
          </TabPanel>
          <TabPanel header={t('device.tabs.temperature')} disabled={idx === null}>
            <TemperatureTab detail={record} />
          </TabPanel>
          <TabPanel header={t('device.tabs.doors')} disabled={idx === null}>
            {idx !== null && <DeviceDoorsTab deviceIdx={idx} />}
          </TabPanel>
          <TabPanel header={t('device.tabs.faults')} disabled={idx === null}>
            {idx !== null && <DeviceFaultsTab deviceIdx={idx} />}
          </TabPanel>
          <TabPanel header={t('device.tabs.selfchecks')} disabled={idx === null}>
            {idx !== null && <DeviceSelfChecksTab deviceIdx={idx} />}
          </TabPanel>
        </TabView>
      </div>
    </DetailFrame>
  );
}
