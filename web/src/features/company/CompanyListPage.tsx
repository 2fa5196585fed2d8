// /management/company: keyword and company filter (kept in the URL), the list, row ⇒ detail, new company.
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Company } from '@contract/entities';
import { paths } from '../../core/paths';
import { useCan } from '../../core/useCan';
import { useLanguage } from '../../i18n';
import { useCompanyStore } from './store';
import { DataList, type ListNames } from '../../ui/DataList';
import { DateCell } from '../../ui/DateCell';
import { formatCount, providerLabel } from '../../ui/format';
import { ListScreen } from '../../ui/list/ListScreen';
import { useListController } from '../../ui/list/useListController';
import { useQueryLoad } from '../../ui/list/useListLoad';

const COMPANY_LIST: ListNames = { titleKey: 'titles.company', emptyKey: 'company.empty', exportName: 'companies' };

const FILTERS = { keyword: 'text' } as const;

export default function CompanyListPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const canCreate = useCan('company', 'create');
  const controller = useListController(FILTERS, 'company');
  const { query, refresh } = controller;
  const { list, fetchList } = useCompanyStore();
  const load = useQueryLoad(query, refresh, fetchList);

  return (
    <ListScreen
      controller={controller}
      load={load}
      newAction={canCreate ? { label: t('actions.newCompany'), onNew: () => navigate(paths.companyDetail('new')) } : null}
    >
      <DataList<Company>
        names={COMPANY_LIST}
        rows={list}
        dataKey="companyIdx"
        onRowClick={(row) => navigate(paths.companyDetail(row.companyIdx))}
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
    </ListScreen>
  );
}
