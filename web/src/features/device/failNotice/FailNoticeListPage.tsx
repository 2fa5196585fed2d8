// /management/failNotice: fault notices with severity, state, organisation, period and keyword
// filters (kept in the URL), refreshed on their own; row ⇒ the notice.
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { FAULT_SEVERITIES, FAULT_STATES } from '@contract/entities';
import { paths } from '../../../core/paths';
import { useDeviceStore } from '../store';
import { DateRangeFilter } from '../../../ui/DateRangeFilter';
import { EnumFilter } from '../../../ui/list/EnumFilter';
import { ListScreen } from '../../../ui/list/ListScreen';
import { useListController } from '../../../ui/list/useListController';
import { useQueryLoad } from '../../../ui/list/useListLoad';
import { FaultTable } from './FaultTable';

const FILTERS = { keyword: 'text', severity: FAULT_SEVERITIES, state: FAULT_STATES, startDate: 'date', endDate: 'date' } as const;

export default function FailNoticeListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const controller = useListController(FILTERS, 'device');
  const { filters, query, refresh, update } = controller;
  const { faults, loading, fetchFaults } = useDeviceStore();
  const load = useQueryLoad(query, refresh, fetchFaults, { live: true });

  return (
    <ListScreen
      controller={controller}
      load={load}
      filters={
        <>
          <EnumFilter name="severity" label={t('fields.severity')} codes={FAULT_SEVERITIES} labels="severity" value={filters.severity} onChange={(severity) => update({ severity })} />
          <EnumFilter name="state" label={t('fields.state')} codes={FAULT_STATES} labels="faultState" value={filters.state} onChange={(state) => update({ state })} />
          <DateRangeFilter startDate={filters.startDate} endDate={filters.endDate} onChange={(range) => update(range)} />
        </>
      }
    >
      <FaultTable label={t('titles.failNotice')} rows={faults} loading={loading} onRowClick={(row) => navigate(paths.failNoticeDetail(row.noticeIdx))} />
    </ListScreen>
  );
}
