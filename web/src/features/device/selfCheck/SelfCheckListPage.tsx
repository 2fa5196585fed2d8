// /management/selfCheck: the newest self-check of each device (or every check), with result,
// organisation and period filters (kept in the URL), refreshed on its own; row ⇒ the device's checks.
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../core/paths';
import { useDeviceStore } from '../store';
import { DateRangeFilter } from '../../../ui/DateRangeFilter';
import { EnumFilter } from '../../../ui/list/EnumFilter';
import { ListScreen } from '../../../ui/list/ListScreen';
import { useListController } from '../../../ui/list/useListController';
import { useListLoad } from '../../../ui/list/useListLoad';
import { OrgFilter } from '../../../ui/OrgSelector';
import { latestPerDevice } from './selfChecks';
import { SelfCheckTable } from './SelfCheckTable';

const VIEWS = ['latest', 'all'] as const;
const RESULTS = ['passed', 'failed'] as const;
const FILTERS = { view: VIEWS, result: RESULTS, startDate: 'date', endDate: 'date' } as const;

export default function SelfCheckListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { filters, query, refresh, update, place } = useListController(FILTERS, 'device');
  const { selfChecks, loading, fetchSelfChecks } = useDeviceStore();
  const view = filters.view ?? 'latest';
  const body = useMemo(() => {
    const { view: _view, result, ...rest } = query;
    return { ...rest, ...(result ? { passed: result === 'passed' } : {}) };
  }, [query]);
  const load = useListLoad(`${JSON.stringify(body)}#${refresh}`, ({ silent }) => fetchSelfChecks(body, { silent }), { live: true });
  const rows = useMemo(() => (view === 'latest' ? latestPerDevice(selfChecks) : selfChecks), [view, selfChecks]);

  return (
    <ListScreen
      place={place}
      load={load}
      filters={
        <>
          <EnumFilter name="view" label={t('selfCheck.view')} codes={VIEWS} labels="selfCheckView" value={view} onChange={(code) => update({ view: code === 'all' ? 'all' : '' })} required />
          <OrgFilter level="device" />
          <EnumFilter name="result" label={t('fields.passed')} codes={RESULTS} labels="checkResult" value={filters.result} onChange={(result) => update({ result })} />
          <DateRangeFilter startDate={filters.startDate} endDate={filters.endDate} onChange={(range) => update(range)} />
        </>
      }
    >
      <SelfCheckTable label={t('titles.selfCheck')} rows={rows} loading={loading} onRowClick={(row) => navigate(paths.selfCheckDetail(row.deviceIdx))} />
    </ListScreen>
  );
}
