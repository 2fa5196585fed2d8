// /management/failNotice: fault notices with severity, state, organisation, period and keyword
// filters (kept in the URL), refreshed on their own; row ⇒ the notice.
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Message } from 'primereact/message';
import { FAULT_SEVERITIES, FAULT_STATES } from '@contract/entities';
import { useDeviceStore } from '../../state/device';
import { AutoRefreshToggle } from '../../ui/AutoRefreshToggle';
import { DateRangeFilter } from '../../ui/DateRangeFilter';
import { KeywordSearch } from '../../ui/KeywordSearch';
import { ListToolbar } from '../../ui/ListToolbar';
import { OrgFilter } from '../../ui/OrgSelector';
import { SelectField } from '../../ui/SelectField';
import { useListFilters } from '../../ui/useListFilters';
import { useLiveFetch } from '../../ui/useLiveFetch';
import { FaultTable } from './FaultTable';

const FILTERS = { keyword: 'text', severity: FAULT_SEVERITIES, state: FAULT_STATES, startDate: 'date', endDate: 'date' } as const;

export default function FailNoticeListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { filters, query, refresh, update } = useListFilters(FILTERS, 'device');
  const { faults, loading, status, message, fetchFaults } = useDeviceStore();
  const pageKey = JSON.stringify(query);
  const live = useLiveFetch(`${pageKey}#${refresh}`, ({ silent }) => fetchFaults(query, { silent }));

  return (
    <div className="flex flex-column gap-3">
      <ListToolbar>
        <OrgFilter level="device" />
        <SelectField
          id="filter-severity"
          className=""
          label={t('fields.severity')}
          value={filters.severity ?? null}
          options={FAULT_SEVERITIES.map((code) => ({ value: code, label: t(`enums.severity.${code}`) }))}
          onValue={(value) => update({ severity: value ?? '' })}
          placeholder={t('app.all')}
          showClear
        />
        <SelectField
          id="filter-state"
          className=""
          label={t('fields.state')}
          value={filters.state ?? null}
          options={FAULT_STATES.map((code) => ({ value: code, label: t(`enums.faultState.${code}`) }))}
          onValue={(value) => update({ state: value ?? '' })}
          placeholder={t('app.all')}
          showClear
        />
        <DateRangeFilter startDate={filters.startDate} endDate={filters.endDate} onChange={(range) => update(range)} />
        <KeywordSearch value={filters.keyword ?? ''} onSearch={(keyword) => update({ keyword })} />
        <AutoRefreshToggle failed={live.failed} />
      </ListToolbar>
      {status === 'FAIL' && <Message severity="error" text={message} />}
      <FaultTable
        label={t('titles.failNotice')}
        rows={faults}
        loading={loading}
        pageKey={pageKey}
        onRowClick={(row) => navigate(`/management/failNotice/${row.noticeIdx}`)}
      />
    </div>
  );
}
