// /management/doorOpen: door-open sessions with open type, organisation and period filters (kept in
// the URL), refreshed on their own; row ⇒ the session's detail on its device's page.
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { DOOR_OPEN_TYPES } from '@contract/entities';
import { doorSessionAddress } from '../../../core/recordAddress';
import { useDeviceStore } from '../store';
import { DateRangeFilter } from '../../../ui/DateRangeFilter';
import { EnumFilter } from '../../../ui/list/EnumFilter';
import { ListScreen } from '../../../ui/list/ListScreen';
import { useListController } from '../../../ui/list/useListController';
import { useQueryLoad } from '../../../ui/list/useListLoad';
import { DoorOpenTable } from './DoorOpenTable';

const FILTERS = { openType: DOOR_OPEN_TYPES, startDate: 'date', endDate: 'date' } as const;

export default function DoorOpenListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const controller = useListController(FILTERS, 'device');
  const { filters, query, refresh, update } = controller;
  const { doorOpens, loading, fetchDoorOpens } = useDeviceStore();
  const load = useQueryLoad(query, refresh, fetchDoorOpens, { live: true });

  return (
    <ListScreen
      controller={controller}
      load={load}
      filters={
        <>
          <EnumFilter name="openType" label={t('fields.openType')} codes={DOOR_OPEN_TYPES} labels="openType" value={filters.openType} onChange={(openType) => update({ openType })} />
          <DateRangeFilter startDate={filters.startDate} endDate={filters.endDate} onChange={(range) => update(range)} />
        </>
      }
    >
      <DoorOpenTable label={t('titles.doorOpen')} rows={doorOpens} loading={loading} onRowClick={(row) => navigate(doorSessionAddress(row))} />
    </ListScreen>
  );
}
