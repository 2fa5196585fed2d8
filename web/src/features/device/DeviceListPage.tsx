// /management/device: company/division, status and keyword filters (kept in the URL), the list with
// status, temperature and open faults, refreshed on its own; row ⇒ the device's info tab; new device
// (ADMIN and PARTNER).
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { DATE_TIME_FORMAT } from '@contract/constants';
import { DEVICE_STATUSES } from '@contract/entities';
import { useCommonStore } from '../../state/common';
import { useDeviceStore, type Device } from '../../state/device';
import { AutoRefreshToggle } from '../../ui/AutoRefreshToggle';
import { DataList } from '../../ui/DataList';
import { DateCell } from '../../ui/DateCell';
import { enumLabel } from '../../ui/enumLabel';
import { fullAddress } from '../../ui/format';
import { KeywordSearch } from '../../ui/KeywordSearch';
import { ListToolbar } from '../../ui/ListToolbar';
import { OrgFilter } from '../../ui/OrgSelector';
import { SelectField } from '../../ui/SelectField';
import { useListFilters } from '../../ui/useListFilters';
import { useLiveFetch } from '../../ui/useLiveFetch';
import { managesDevices } from './deviceForm';
import { DeviceStatusTag, TemperatureText } from './DeviceTags';
import { devicePath } from './deviceTabs';

const FILTERS = { keyword: 'text', status: DEVICE_STATUSES } as const;

export default function DeviceListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const authType = useCommonStore((s) => s.user?.authType);
  const { filters, query, refresh, update } = useListFilters(FILTERS, 'division');
  const { list, loading, status, message, fetchList } = useDeviceStore();
  const pageKey = JSON.stringify(query);
  const live = useLiveFetch(`${pageKey}#${refresh}`, ({ silent }) => fetchList(query, { silent }));

  return (
    <div className="flex flex-column gap-3">
      <ListToolbar newLabel={managesDevices(authType) ? t('actions.newDevice') : undefined} onNew={() => navigate(devicePath('new'))}>
        <OrgFilter level="division" />
        <SelectField
          id="filter-status"
          className=""
          label={t('fields.status')}
          value={filters.status ?? null}
          options={DEVICE_STATUSES.map((code) => ({ value: code, label: t(`enums.deviceStatus.${code}`) }))}
          onValue={(value) => update({ status: value ?? '' })}
          placeholder={t('app.all')}
          showClear
        />
        <KeywordSearch value={filters.keyword ?? ''} onSearch={(keyword) => update({ keyword })} />
        <AutoRefreshToggle failed={live.failed} />
      </ListToolbar>
      {status === 'FAIL' && <Message severity="error" text={message} />}
      <DataList<Device>
        label={t('titles.device')}
        exportName="devices"
        rows={list}
        dataKey="deviceIdx"
        loading={loading}
        pageKey={pageKey}
        emptyMessage={t('device.empty')}
        onRowClick={(row) => navigate(devicePath(row.deviceIdx))}
        columns={[
          { field: 'deviceName', header: t('fields.deviceName'), className: 'white-space-nowrap font-medium', sortable: true },
          { field: 'serialNumber', header: t('fields.serialNumber'), className: 'white-space-nowrap', sortable: true },
          { field: 'deviceType', header: t('fields.deviceType'), body: (row) => enumLabel(t, 'deviceType', row.deviceType), csv: (row) => enumLabel(t, 'deviceType', row.deviceType), className: 'white-space-nowrap' },
          {
            field: 'companyDivision',
            header: t('fields.companyDivision'),
            sortable: true,
            sortValue: (row) => `${row.companyName} ${row.divisionName}`,
            csv: (row) => `${row.companyName} ${row.divisionName}`,
            body: (row) => (
              <span className="flex flex-column">
                <span className="text-600 text-sm white-space-nowrap">{row.companyName}</span>
                <span>{row.divisionName}</span>
              </span>
            ),
          },
          { field: 'status', header: t('fields.status'), body: (row) => <DeviceStatusTag status={row.status} online={row.online} />, sortable: true, csv: (row) => enumLabel(t, 'deviceStatus', row.status) },
          { field: 'temperature', header: t('fields.temperature'), body: (row) => <TemperatureText value={row.temperature} />, sortable: true },
          {
            field: 'openFaultCount',
            header: t('fields.openFaultCount'),
            sortable: true,
            body: (row) => (row.openFaultCount > 0 ? <Tag value={String(row.openFaultCount)} severity="danger" rounded /> : '0'),
          },
          {
            field: 'fullAddress',
            header: t('fields.fullAddress'),
            body: (row) => fullAddress(row.address, row.divisionAddressDetail, row.addressDetail),
            csv: (row) => fullAddress(row.address, row.divisionAddressDetail, row.addressDetail),
            className: 'col-address',
          },
          { field: 'reportAt', header: t('fields.reportAt'), body: (row) => <DateCell value={row.reportAt} format={DATE_TIME_FORMAT} />, sortable: true },
          { field: 'createdDate', header: t('fields.createdDate'), body: (row) => <DateCell value={row.createdDate} />, sortable: true },
          { field: 'updatedDate', header: t('fields.updatedDate'), body: (row) => <DateCell value={row.updatedDate} />, sortable: true },
        ]}
      />
    </div>
  );
}
