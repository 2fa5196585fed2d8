// /management/company: keyword and company filter (kept in the URL), the list, row ⇒ detail, new company.
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Message } from 'primereact/message';
import type { Company } from '@contract/entities';
import { useLanguage } from '../../i18n';
import { useCompanyStore } from '../../state/company';
import { DataList } from '../../ui/DataList';
import { DateCell } from '../../ui/DateCell';
import { formatCount, providerLabel } from '../../ui/format';
import { KeywordSearch } from '../../ui/KeywordSearch';
import { ListToolbar } from '../../ui/ListToolbar';
import { OrgFilter } from '../../ui/OrgSelector';
import { useListFilters } from '../../ui/useListFilters';
import { useCan } from '../../app/useCan';

const FILTERS = { keyword: 'text' } as const;

export default function CompanyListPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const { filters, query, refresh, update } = useListFilters(FILTERS, 'company');
  const { list, loading, status, message, fetchList } = useCompanyStore();

  useEffect(() => {
    void fetchList(query);
  }, [query, refresh, fetchList]);

  return (
    <div className="flex flex-column gap-3">
      <ListToolbar newLabel={useCan('company', 'create') ? t('actions.newCompany') : undefined} onNew={() => navigate('/management/company/new')}>
        <OrgFilter level="company" />
        <KeywordSearch value={filters.keyword ?? ''} onSearch={(keyword) => update({ keyword })} />
      </ListToolbar>
      {status === 'FAIL' && <Message severity="error" text={message} />}
      <DataList<Company>
        label={t('titles.company')}
        exportName="companies"
        rows={list}
        dataKey="companyIdx"
        loading={loading}
        emptyMessage={t('company.empty')}
        onRowClick={(row) => navigate(`/management/company/${row.companyIdx}`)}
        columns={[
          { field: 'companyName', header: t('fields.companyName'), sortable: true },
          { field: 'provider', header: t('fields.provider'), body: (row) => providerLabel(row.provider, lang), csv: (row) => providerLabel(row.provider, lang) },
          { field: 'businessNumber', header: t('fields.businessNumber') },
          { field: 'ceoName', header: t('fields.ceoName') },
          { field: 'phone', header: t('fields.phone'), className: 'white-space-nowrap' },
          { field: 'divisionCount', header: t('fields.divisionCount'), body: (row) => formatCount(row.divisionCount), sortable: true },
          { field: 'deviceCount', header: t('fields.deviceCount'), body: (row) => formatCount(row.deviceCount), sortable: true },
          { field: 'createdDate', header: t('fields.createdDate'), body: (row) => <DateCell value={row.createdDate} />, sortable: true },
          { field: 'updatedDate', header: t('fields.updatedDate'), body: (row) => <DateCell value={row.updatedDate} />, sortable: true },
        ]}
      />
    </div>
  );
}
