// /management/employee-uid: employees' cards with employee number, UID, division, welfare points
// left, enabled and last use. Org tree down to a division and keyword (name, employee number or
// UID) live in the URL; row ⇒ detail; new card; CSV export.
import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Message } from 'primereact/message';
import { DATE_TIME_FORMAT } from '@contract/constants';
import { useEmployeeUidStore, type EmployeeUid } from '../../state/employeeUid';
import { DataList, type ListColumn } from '../../ui/DataList';
import { DateCell } from '../../ui/DateCell';
import { formatDate } from '../../ui/format';
import { KeywordSearch } from '../../ui/KeywordSearch';
import { ListToolbar } from '../../ui/ListToolbar';
import { OrgFilter } from '../../ui/OrgSelector';
import { useListFilters } from '../../ui/useListFilters';
import { EMPLOYEE_UID_PATH } from './employeeUidForm';
import { EnabledTag } from './EnabledTag';
import { pointText } from './points';

const FILTERS = { keyword: 'text' } as const;

export default function EmployeeUidListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { filters, query, refresh, update } = useListFilters(FILTERS, 'division');
  const { list, loading, status, message, fetchList } = useEmployeeUidStore();

  useEffect(() => {
    void fetchList(query);
  }, [query, refresh, fetchList]);

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
        csv: (row) => (row.lastUsedAt ? formatDate(row.lastUsedAt, DATE_TIME_FORMAT) : ''),
      },
    ];
  }, [t]);

  return (
    <div className="flex flex-column gap-3">
      <ListToolbar newLabel={t('actions.newEmployeeUid')} onNew={() => navigate(`${EMPLOYEE_UID_PATH}/new`)}>
        <OrgFilter level="division" />
        <KeywordSearch value={filters.keyword ?? ''} onSearch={(keyword) => update({ keyword })} />
      </ListToolbar>
      {status === 'FAIL' && <Message severity="error" text={message} />}
      <DataList<EmployeeUid>
        label={t('titles.employeeUid')}
        rows={list}
        dataKey="employeeUidIdx"
        loading={loading}
        pageKey={JSON.stringify(query)}
        emptyMessage={t('employeeUid.empty')}
        onRowClick={(row) => navigate(`${EMPLOYEE_UID_PATH}/${row.employeeUidIdx}`)}
        columns={columns}
        exportName="employee-uids"
      />
    </div>
  );
}
