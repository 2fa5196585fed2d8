// /management/employee-uid: employees' cards with employee number, UID, division, welfare points
// left, enabled and last use. Org tree down to a division and keyword (name, employee number or
// UID) live in the URL; row ⇒ detail; new card; CSV export.
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { DATE_TIME_FORMAT } from '@contract/constants';
import { useEmployeeUidStore, type EmployeeUid } from './store';
import { DataList, type ListColumn } from '../../ui/DataList';
import { DateCell } from '../../ui/DateCell';
import { useListController } from '../../ui/list/useListController';
import { EnabledTag } from './EnabledTag';
import { pointText } from '../../ui/points';
import { useQueryLoad } from '../../ui/list/useListLoad';
import { ListScreen } from '../../ui/list/ListScreen';
import { paths } from '../../core/paths';

const FILTERS = { keyword: 'text' } as const;

export default function EmployeeUidListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const controller = useListController(FILTERS, 'division');
  const { query, refresh } = controller;
  const { list, fetchList } = useEmployeeUidStore();
  const load = useQueryLoad(query, refresh, fetchList);

  const columns = useMemo<ListColumn<EmployeeUid>[]>(() => {
    const enabled = (row: EmployeeUid) => t(row.enabled ? 'employeeUid.enabled' : 'employeeUid.disabled');
    return [
      { field: 'employeeName', header: t('fields.employeeName'), className: 'font-medium', sortable: true },
      { field: 'employeeNo', header: t('fields.employeeNo'), sortable: true },
      { field: 'uid', header: t('fields.uid'), className: 'font-monospace', sortable: true },
      { field: 'divisionName', header: t('fields.divisionName'), sortable: true },
      { field: 'point', header: t('fields.point'), body: (row) => pointText(t, row.point), sortable: true, className: 'text-right white-space-nowrap' },
      { field: 'enabled', header: t('fields.enabled'), body: (row) => <EnabledTag enabled={row.enabled} />, sortable: true, sortValue: (row) => (row.enabled ? 0 : 1), csv: enabled },
      {
        field: 'lastUsedAt',
        header: t('fields.lastUsedAt'),
        body: (row) => <DateCell value={row.lastUsedAt} format={DATE_TIME_FORMAT} />,
        sortable: true,
      },
    ];
  }, [t]);

  return (
    <ListScreen
      controller={controller}
      load={load}
      newAction={{ label: t('actions.newEmployeeUid'), onNew: () => navigate(paths.employeeUidDetail('new')) }}
    >
      <DataList<EmployeeUid>
        label={t('titles.employeeUid')}
        rows={list}
        dataKey="employeeUidIdx"
        emptyMessage={t('employeeUid.empty')}
        onRowClick={(row) => navigate(paths.employeeUidDetail(row.employeeUidIdx))}
        columns={columns}
        exportName="employee-uids"
      />
    </ListScreen>
  );
}
