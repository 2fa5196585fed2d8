// /management/doorOpen: door-open sessions with open type, organisation and period filters (kept in
// the URL), refreshed on their own; row ⇒ the session's detail on its device's page. The server pages
// the list (a period of "all" holds every session of the fleet): one page a call, and a refresh
// reads that page again, not the whole period; the CSV export gathers every page.
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
import { useServerList } from '../../../ui/useServerList';
import { DoorOpenTable } from './DoorOpenTable';

const FILTERS = { openType: DOOR_OPEN_TYPES, startDate: 'date', endDate: 'date' } as const;
/** The list is newest first; the call sorts by nothing else. */
const NO_SORT: readonly never[] = [];

export default function DoorOpenListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const controller = useListController(FILTERS, 'device');
  const { filters, query, refresh, update, place } = controller;
  const { doorOpens, doorOpenTotal, loading, fetchDoorOpens, fetchDoorOpenExportPage } = useDeviceStore();
  const { body, paging } = useServerList(query, place, NO_SORT, fetchDoorOpenExportPage);
  const load = useQueryLoad(body, refresh, fetchDoorOpens, { live: true });

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
      <DoorOpenTable label={t('titles.doorOpen')} rows={doorOpens} loading={loading} onRowClick={(row) => navigate(doorSessionAddress(row))} serverPaging={paging(doorOpenTotal)} />
    </ListScreen>
  );
}
