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
import { useQueryLoad } from '../../../ui/list/useListLoad';
import { latestPerDevice } from './selfChecks';
import { SelfCheckTable } from './SelfCheckTable';

const VIEWS = ['latest', 'all'] as const;
const RESULTS = ['passed', 'failed'] as const;
const FILTERS = { view: VIEWS, result: RESULTS, startDate: 'date', endDate: 'date' } as const;

export default function SelfCheckListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const controller = useListController(FILTERS, 'device');
  const { filters, query, refresh, update } = controller;
  const { selfChecks, loading, fetchSelfChecks } = useDeviceStore();
  const view = filters.view ?? 'latest';
  const body = useMemo(() => {
    const { view: _view, result, ...rest } = query;
    return { ...rest, ...(result ? { passed: result === 'passed' } : {}) };
  }, [query]);
  const load = useQueryLoad(body, refresh, fetchSelfChecks, { live: true });
  const rows = useMemo(() => (view === 'latest' ? latestPerDevice(selfChecks) : selfChecks), [view, selfChecks]);

  return (
    <ListScreen
      controller={controller}
      load={load}
      lead={<EnumFilter name="view" label={t('selfCheck.view')} codes={VIEWS} labels="selfCheckView" value={view} onChange={(code) => update({ view: code === 'all' ? 'all' : '' })} required />}
      filters={
        <>
          <EnumFilter name="result" label={t('fields.passed')} codes={RESULTS} labels="checkResult" value={filters.result} onChange={(result) => update({ result })} />
          <DateRangeFilter startDate={filters.startDate} endDate={filters.endDate} onChange={(range) => update(range)} />
        </>
      }
    >
      <SelfCheckTable label={t('titles.selfCheck')} rows={rows} loading={loading} onRowClick={(row) => navigate(paths.selfCheckDetail(row.deviceIdx))} />
    </ListScreen>
  );
}
