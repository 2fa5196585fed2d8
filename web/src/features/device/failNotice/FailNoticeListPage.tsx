// /management/failNotice: fault notices with severity, state, organisation, period and keyword
// filters (kept in the URL), refreshed on their own; row ⇒ the notice. The state filter also offers
// `UNRESOLVED` (open or acknowledged, on a device in use: the dashboard's open faults).
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { FAULT_SEVERITIES, FAULT_STATES } from '@contract/entities';
import { UNRESOLVED } from '../../../core/listLinks';
import { paths } from '../../../core/paths';
import { useDeviceStore } from '../store';
import { DateRangeFilter } from '../../../ui/DateRangeFilter';
import { EnumFilter, SelectFilter, useEnumOptions } from '../../../ui/list/EnumFilter';
import { ListScreen } from '../../../ui/list/ListScreen';
import { useListController } from '../../../ui/list/useListController';
import { useQueryLoad } from '../../../ui/list/useListLoad';
import { FaultTable } from './FaultTable';

const STATE_FILTER = [UNRESOLVED, ...FAULT_STATES] as const;
const FILTERS = { keyword: 'text', severity: FAULT_SEVERITIES, state: STATE_FILTER, startDate: 'date', endDate: 'date' } as const;

export default function FailNoticeListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const controller = useListController(FILTERS, 'device');
  const { filters, query, refresh, update } = controller;
  const { faults, loading, fetchFaults } = useDeviceStore();
  const body = useMemo(() => {
    const { state, ...rest } = query;
    if (state === UNRESOLVED) return { ...rest, unresolved: true };
    return state ? { ...rest, state } : rest;
  }, [query]);
  const load = useQueryLoad(body, refresh, fetchFaults, { live: true });
  const stateOptions = [{ value: UNRESOLVED, label: t('failNotice.unresolved') }, ...useEnumOptions(FAULT_STATES, 'faultState')];

  return (
    <ListScreen
      controller={controller}
      load={load}
      filters={
        <>
          <EnumFilter name="severity" label={t('fields.severity')} codes={FAULT_SEVERITIES} labels="severity" value={filters.severity} onChange={(severity) => update({ severity })} />
          <SelectFilter name="state" label={t('fields.state')} options={stateOptions} value={filters.state} onChange={(state) => update({ state: state ?? '' })} />
          <DateRangeFilter startDate={filters.startDate} endDate={filters.endDate} onChange={(range) => update(range)} />
        </>
      }
    >
      <FaultTable label={t('titles.failNotice')} rows={faults} loading={loading} onRowClick={(row) => navigate(paths.failNoticeDetail(row.noticeIdx))} />
    </ListScreen>
  );
}
