// /management/division: keyword and company filter (kept in the URL), the list with the full
// address, row ⇒ detail, new division (ADMIN and PARTNER).
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Division } from '@contract/entities';
import { paths } from '../../core/paths';
import { useCan } from '../../core/useCan';
import { useDivisionStore } from './store';
import { DataList, type ListNames } from '../../ui/DataList';
import { DateCell } from '../../ui/DateCell';
import { formatCount, fullAddress } from '../../ui/format';
import { ListScreen } from '../../ui/list/ListScreen';
import { useListController } from '../../ui/list/useListController';
import { useQueryLoad } from '../../ui/list/useListLoad';
import { addressColumn } from '../../ui/addressColumn';

const DIVISION_LIST: ListNames = { titleKey: 'titles.division', emptyKey: 'division.empty', exportName: 'divisions' };

const FILTERS = { keyword: 'text' } as const;

export default function DivisionListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canCreate = useCan('division', 'create');
  const controller = useListController(FILTERS, 'company');
  const { query, refresh } = controller;
  const { list, fetchList } = useDivisionStore();
  const load = useQueryLoad(query, refresh, fetchList);

  return (
    <ListScreen
      controller={controller}
      load={load}
      newAction={canCreate ? { label: t('actions.newDivision'), onNew: () => navigate(paths.divisionDetail('new')) } : null}
    >
      <DataList<Division>
        names={DIVISION_LIST}
        rows={list}
        dataKey="divisionIdx"
        onRowClick={(row) => navigate(paths.divisionDetail(row.divisionIdx))}
        columns={[
          { field: 'divisionName', header: t('fields.divisionName'), sortable: true },
          { field: 'companyName', header: t('fields.companyName'), sortable: true },
          { field: 'divisionType', header: t('fields.divisionType'), body: (row) => t(`enums.divisionType.${row.divisionType}`), csv: (row) => t(`enums.divisionType.${row.divisionType}`) },
          addressColumn(t, (row) => fullAddress(row.address, row.addressDetail)),
          { field: 'phone', header: t('fields.phone'), className: 'white-space-nowrap' },
          { field: 'managerName', header: t('fields.managerName') },
          { field: 'deviceCount', header: t('fields.deviceCount'), body: (row) => formatCount(row.deviceCount), sortable: true },
          { field: 'createdDate', header: t('fields.createdDate'), body: (row) => <DateCell value={row.createdDate} />, sortable: true },
          { field: 'updatedDate', header: t('fields.updatedDate'), body: (row) => <DateCell value={row.updatedDate} />, sortable: true },
        ]}
      />
    </ListScreen>
  );
}
