// /management/doorOpen: door-open sessions with open type, organisation and period filters (kept in
// the URL), refreshed on their own; row ⇒ the device's sessions.
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Message } from 'primereact/message';
import { DOOR_OPEN_TYPES } from '@contract/entities';
import { useDeviceStore } from '../../state/device';
import { AutoRefreshToggle } from '../../ui/AutoRefreshToggle';
import { DateRangeFilter } from '../../ui/DateRangeFilter';
import { ListToolbar } from '../../ui/ListToolbar';
import { OrgFilter } from '../../ui/OrgSelector';
import { SelectField } from '../../ui/SelectField';
import { useListFilters } from '../../ui/useListFilters';
import { useLiveFetch } from '../../ui/useLiveFetch';
import { DoorOpenTable } from './DoorOpenTable';

const FILTERS = { openType: DOOR_OPEN_TYPES, startDate: 'date', endDate: 'date' } as const;

export default function DoorOpenListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { filters, query, refresh, update } = useListFilters(FILTERS, 'device');
  const { doorOpens, loading, status, message, fetchDoorOpens } = useDeviceStore();
  const pageKey = JSON.stringify(query);
  const live = useLiveFetch(`${pageKey}#${refresh}`, ({ silent }) => fetchDoorOpens(query, { silent }));

  return (
    <div className="flex flex-column gap-3">
      <ListToolbar>
        <OrgFilter level="device" />
        <SelectField
          id="filter-openType"
          className=""
          label={t('fields.openType')}
          value={filters.openType ?? null}
          options={DOOR_OPEN_TYPES.map((code) => ({ value: code, label: t(`enums.openType.${code}`) }))}
          onValue={(value) => update({ openType: value ?? '' })}
          placeholder={t('app.all')}
          showClear
        />
        <DateRangeFilter startDate={filters.startDate} endDate={filters.endDate} onChange={(range) => update(range)} />
        <AutoRefreshToggle failed={live.failed} />
      </ListToolbar>
      {status === 'FAIL' && <Message severity="error" text={message} />}
      <DoorOpenTable
        label={t('titles.doorOpen')}
        rows={doorOpens}
        loading={loading}
        pageKey={pageKey}
        onRowClick={(row) => navigate(`/management/doorOpen/${row.deviceIdx}`)}
      />
    </div>
  );
}
