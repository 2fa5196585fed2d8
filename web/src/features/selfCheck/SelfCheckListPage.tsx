// /management/selfCheck: the newest self-check of each device (or every check), with result,
// organisation and period filters (kept in the URL), refreshed on its own; row ⇒ the device's checks.
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Message } from 'primereact/message';
import { useDeviceStore } from '../../state/device';
import { AutoRefreshToggle } from '../../ui/AutoRefreshToggle';
import { DateRangeFilter } from '../../ui/DateRangeFilter';
import { ListToolbar } from '../../ui/ListToolbar';
import { OrgFilter } from '../../ui/OrgSelector';
import { SelectField } from '../../ui/SelectField';
import { useListFilters } from '../../ui/useListFilters';
import { useLiveFetch } from '../../ui/useLiveFetch';
import { latestPerDevice } from './selfChecks';
import { SelfCheckTable } from './SelfCheckTable';

const VIEWS = ['latest', 'all'] as const;
const RESULTS = ['passed', 'failed'] as const;
const FILTERS = { view: VIEWS, result: RESULTS, startDate: 'date', endDate: 'date' } as const;

export default function SelfCheckListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { filters, query, refresh, update } = useListFilters(FILTERS, 'device');
  const { selfChecks, loading, status, message, fetchSelfChecks } = useDeviceStore();
  const view = filters.view ?? 'latest';
  const body = useMemo(() => {
    const { view: _view, result, ...rest } = query;
    return { ...rest, ...(result ? { passed: result === 'passed' } : {}) };
  }, [query]);
  const pageKey = JSON.stringify(query);
  const live = useLiveFetch(`${pageKey}#${refresh}`, ({ silent }) => fetchSelfChecks(body, { silent }));
  const rows = useMemo(() => (view === 'latest' ? latestPerDevice(selfChecks) : selfChecks), [view, selfChecks]);

  return (
    <div className="flex flex-column gap-3">
      <ListToolbar>
        <SelectField
          id="filter-view"
          className=""
          label={t('selfCheck.view')}
          value={view}
          options={VIEWS.map((code) => ({ value: code, label: t(`enums.selfCheckView.${code}`) }))}
          onValue={(value) => update({ view: value === 'all' ? 'all' : '' })}
        />
        <OrgFilter level="device" />
        <SelectField
          id="filter-result"
          className=""
          label={t('fields.passed')}
          value={filters.result ?? null}
          options={RESULTS.map((code) => ({ value: code, label: t(`enums.checkResult.${code}`) }))}
          onValue={(value) => update({ result: value ?? '' })}
          placeholder={t('app.all')}
          showClear
        />
        <DateRangeFilter startDate={filters.startDate} endDate={filters.endDate} onChange={(range) => update(range)} />
        <AutoRefreshToggle failed={live.failed} />
      </ListToolbar>
      {status === 'FAIL' && <Message severity="error" text={message} />}
      <SelfCheckTable
        label={t('titles.selfCheck')}
        rows={rows}
        loading={loading}
        pageKey={`${pageKey}:${view}`}
        onRowClick={(row) => navigate(`/management/selfCheck/${row.deviceIdx}`)}
      />
    </div>
  );
}
