// /management/device: company/division, status and keyword filters (kept in the URL), the list with
// status, temperature and open faults, refreshed on its own; row ⇒ the device's info tab; new device
// (ADMIN and PARTNER). A fleet has 10,000 devices: the server pages and sorts the list (one page of
// 20 a call, the sort the operator clicked), the keyword is searched by the server, and the CSV
// export gathers every page. `temperature=alert` (the dashboard's temperature alerts) lists the
// devices too warm: the list call's temperatureAlert. Every column fits 1440 px (a 1,152 px table
// beside the menu): the serial number breaks at a hyphen, the connection sits under the status and
// the last report's time under its day when space is short.
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Tag } from 'primereact/tag';
import { DATE_TIME_FORMAT } from '@contract/constants';
import { DEVICE_SORT_FIELDS, DEVICE_STATUSES } from '@contract/entities';
import { TEMPERATURE_FILTER } from '../../core/listLinks';
import { paths } from '../../core/paths';
import { useCan } from '../../core/useCan';
import { useDeviceStore, type Device } from './store';
import { DataList, type ListColumn, type ListNames } from '../../ui/DataList';
import { DateCell } from '../../ui/DateCell';
import { enumLabel } from '../../ui/enumLabel';
import { formatDate, fullAddress } from '../../ui/format';
import { EnumFilter, SelectFilter } from '../../ui/list/EnumFilter';
import { ListScreen } from '../../ui/list/ListScreen';
import { useListController } from '../../ui/list/useListController';
import { useQueryLoad } from '../../ui/list/useListLoad';
import { sortsBy, useServerList } from '../../ui/useServerList';
import { companyDivisionColumn, DeviceStatusTag, TemperatureText } from '../../ui/DeviceTags';
import { addressColumn } from '../../ui/addressColumn';

const DEVICE_LIST: ListNames = { titleKey: 'titles.device', emptyKey: 'device.empty', exportName: 'devices' };

const FILTERS = { keyword: 'text', status: DEVICE_STATUSES, temperature: TEMPERATURE_FILTER } as const;

export default function DeviceListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canCreate = useCan('device', 'create');
  const controller = useListController(FILTERS, 'division');
  const { filters, query, refresh, update, place } = controller;
  const { list, totalCount, fetchList, fetchExportPage } = useDeviceStore();
  const listQuery = useMemo(() => {
    const { temperature, ...rest } = query;
    return temperature ? { ...rest, temperatureAlert: true } : rest;
  }, [query]);
  const { body, paging } = useServerList(listQuery, place, DEVICE_SORT_FIELDS, fetchExportPage);
  const load = useQueryLoad(body, refresh, fetchList, { live: true });

  const columns = useMemo<ListColumn<Device>[]>(() => {
    const columns: ListColumn<Device>[] = [
      { field: 'deviceName', header: t('fields.deviceName'), className: 'white-space-nowrap font-medium' },
      { field: 'serialNumber', header: t('fields.serialNumber'), className: 'col-serial' },
      { field: 'deviceType', header: t('fields.deviceType'), body: (row) => enumLabel(t, 'deviceType', row.deviceType), csv: (row) => enumLabel(t, 'deviceType', row.deviceType), className: 'white-space-nowrap' },
      companyDivisionColumn(t),
      { field: 'status', header: t('fields.status'), body: (row) => <DeviceStatusTag status={row.status} online={row.online} stacked />, csv: (row) => enumLabel(t, 'deviceStatus', row.status) },
      { field: 'temperature', header: t('fields.temperature'), body: (row) => <TemperatureText value={row.temperature} /> },
      {
        field: 'openFaultCount',
        header: t('fields.openFaultCount'),
        body: (row) => (row.openFaultCount > 0 ? <Tag value={String(row.openFaultCount)} severity="danger" rounded /> : '0'),
      },
      addressColumn(t, (row) => fullAddress(row.address, row.divisionAddressDetail, row.addressDetail), { sortable: false }),
      { field: 'reportAt', header: t('fields.reportAt'), body: (row) => formatDate(row.reportAt, DATE_TIME_FORMAT) },
      { field: 'createdDate', header: t('fields.createdDate'), body: (row) => <DateCell value={row.createdDate} /> },
      { field: 'updatedDate', header: t('fields.updatedDate'), body: (row) => <DateCell value={row.updatedDate} /> },
    ];
    // The headers the server sorts by (status by severity, company and division together).
    return columns.map((c) => (sortsBy(c.field, DEVICE_SORT_FIELDS) ? { ...c, sortable: true } : c));
  }, [t]);

  return (
    <ListScreen
      controller={controller}
      load={load}
      newAction={canCreate ? { label: t('actions.newDevice'), onNew: () => navigate(paths.deviceDetail('new', 'info')) } : null}
      filters={
        <>
          <EnumFilter name="status" label={t('fields.status')} codes={DEVICE_STATUSES} labels="deviceStatus" value={filters.status} onChange={(status) => update({ status })} />
          <SelectFilter
            name="temperature"
            label={t('fields.temperature')}
            options={[{ value: TEMPERATURE_FILTER[0], label: t('device.temperatureAlertOnly') }]}
            value={filters.temperature}
            onChange={(temperature) => update({ temperature: temperature ?? '' })}
          />
        </>
      }
    >
      <div className="device-list">
      <DataList<Device>
        names={DEVICE_LIST}
        rows={list}
        dataKey="deviceIdx"
        onRowClick={(row) => navigate(paths.deviceDetail(row.deviceIdx, 'info'))}
        columns={columns}
        serverPaging={paging(totalCount)}
      />
      </div>
    </ListScreen>
  );
}
