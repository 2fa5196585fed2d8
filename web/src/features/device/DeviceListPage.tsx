// /management/device: company/division, status and keyword filters (kept in the URL), the list with
// status, temperature and open faults, refreshed on its own; row ⇒ the device's info tab; new device
// (ADMIN and PARTNER). A fleet has 10,000 devices: the server pages and sorts the list (one page of
// 20 a call, the sort the operator clicked), the keyword is searched by the server, and the CSV
// export gathers every page.
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { DATE_TIME_FORMAT } from '@contract/constants';
import { DEVICE_SORT_FIELDS, DEVICE_STATUSES } from '@contract/entities';
import { useCan } from '../../app/useCan';
import { useDeviceStore, type Device } from '../../state/device';
import { AutoRefreshToggle } from '../../ui/AutoRefreshToggle';
import { DataList, type ListColumn } from '../../ui/DataList';
import { DateCell } from '../../ui/DateCell';
import { enumLabel } from '../../ui/enumLabel';
import { fullAddress } from '../../ui/format';
import { KeywordSearch } from '../../ui/KeywordSearch';
import { ListToolbar } from '../../ui/ListToolbar';
import { OrgFilter } from '../../ui/OrgSelector';
import { SelectField } from '../../ui/SelectField';
import { useListFilters } from '../../ui/useListFilters';
import { useLiveFetch } from '../../ui/useLiveFetch';
import { sortsBy, useServerList } from '../../ui/useServerList';
import { companyDivisionColumn, DeviceStatusTag, TemperatureText } from './DeviceTags';
import { devicePath } from './deviceTabs';

const FILTERS = { keyword: 'text', status: DEVICE_STATUSES } as const;

export default function DeviceListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { filters, query, refresh, update } = useListFilters(FILTERS, 'division');
  const { list, totalCount, loading, status, message, fetchList, fetchExportPage } = useDeviceStore();
  const { body, paging } = useServerList(query, DEVICE_SORT_FIELDS, fetchExportPage);
  const live = useLiveFetch(`${JSON.stringify(body)}#${refresh}`, ({ silent }) => fetchList(body, { silent }));

  const columns = useMemo<ListColumn<Device>[]>(() => {
    const columns: ListColumn<Device>[] = [
      { field: 'deviceName', header: t('fields.deviceName'), className: 'white-space-nowrap font-medium' },
      { field: 'serialNumber', header: t('fields.serialNumber'), className: 'white-space-nowrap' },
      { field: 'deviceType', header: t('fields.deviceType'), body: (row) => enumLabel(t, 'deviceType', row.deviceType), csv: (row) => enumLabel(t, 'deviceType', row.deviceType), className: 'white-space-nowrap' },
      companyDivisionColumn(t),
      { field: 'status', header: t('fields.status'), body: (row) => <DeviceStatusTag status={row.status} online={row.online} />, csv: (row) => enumLabel(t, 'deviceStatus', row.status) },
      { field: 'temperature', header: t('fields.temperature'), body: (row) => <TemperatureText value={row.temperature} /> },
      {
        field: 'openFaultCount',
        header: t('fields.openFaultCount'),
        body: (row) => (row.openFaultCount > 0 ? <Tag value={String(row.openFaultCount)} severity="danger" rounded /> : '0'),
      },
      {
        field: 'fullAddress',
        header: t('fields.fullAddress'),
        body: (row) => fullAddress(row.address, row.divisionAddressDetail, row.addressDetail),
        csv: (row) => fullAddress(row.address, row.divisionAddressDetail, row.addressDetail),
        className: 'col-address',
      },
      { field: 'reportAt', header: t('fields.reportAt'), body: (row) => <DateCell value={row.reportAt} format={DATE_TIME_FORMAT} /> },
      { field: 'createdDate', header: t('fields.createdDate'), body: (row) => <DateCell value={row.createdDate} /> },
      { field: 'updatedDate', header: t('fields.updatedDate'), body: (row) => <DateCell value={row.updatedDate} /> },
    ];
    // The headers the server sorts by (status by severity, company and division together).
    return columns.map((c) => (sortsBy(c.field, DEVICE_SORT_FIELDS) ? { ...c, sortable: true } : c));
  }, [t]);

  return (
    <div className="flex flex-column gap-3">
      <ListToolbar newLabel={useCan('device', 'create') ? t('actions.newDevice') : undefined} onNew={() => navigate(devicePath('new'))}>
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
        emptyMessage={t('device.empty')}
        onRowClick={(row) => navigate(devicePath(row.deviceIdx))}
        columns={columns}
        serverPaging={paging(totalCount)}
      />
    </div>
  );
}
