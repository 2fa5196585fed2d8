// /management/user: keyword, level, type and company filters (kept in the URL), the list, row ⇒ detail, new user.
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Message } from 'primereact/message';
import { DATE_TIME_FORMAT } from '@contract/constants';
import { AUTH_TYPES, USER_TYPES, type User } from '@contract/entities';
import { useLanguage } from '../../i18n';
import { useUserStore } from '../../state/user';
import { DataList } from '../../ui/DataList';
import { DateCell } from '../../ui/DateCell';
import { authTypeLabel, userTypeLabel } from '../../ui/format';
import { KeywordSearch } from '../../ui/KeywordSearch';
import { ListToolbar } from '../../ui/ListToolbar';
import { OrgFilter } from '../../ui/OrgSelector';
import { SelectField } from '../../ui/SelectField';
import { useListFilters } from '../../ui/useListFilters';
import { useCan } from '../../app/useCan';

const FILTERS = { keyword: 'text', userType: USER_TYPES, authType: AUTH_TYPES } as const;

export default function UserListPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const { filters, query, refresh, update } = useListFilters(FILTERS, 'company');
  const { list, loading, status, message, fetchList } = useUserStore();

  useEffect(() => {
    void fetchList(query);
  }, [query, refresh, fetchList]);

  return (
    <div className="flex flex-column gap-3">
      <ListToolbar newLabel={useCan('user', 'create') ? t('actions.newUser') : undefined} onNew={() => navigate('/management/user/new')}>
        <OrgFilter level="company" />
        <SelectField
          id="filter-authType"
          className=""
          label={t('fields.authType')}
          value={filters.authType ?? null}
          options={AUTH_TYPES.map((code) => ({ value: code, label: authTypeLabel(code, lang) }))}
          onValue={(authType) => update({ authType: authType ?? '' })}
          placeholder={t('app.all')}
          showClear
        />
        <SelectField
          id="filter-userType"
          className=""
          label={t('fields.userType')}
          value={filters.userType ?? null}
          options={USER_TYPES.map((code) => ({ value: code, label: userTypeLabel(code, lang) }))}
          onValue={(userType) => update({ userType: userType ?? '' })}
          placeholder={t('app.all')}
          showClear
        />
        <KeywordSearch value={filters.keyword ?? ''} onSearch={(keyword) => update({ keyword })} />
      </ListToolbar>
      {status === 'FAIL' && <Message severity="error" text={message} />}
      <DataList<User>
        label={t('titles.user')}
        exportName="users"
        rows={list}
        dataKey="userIdx"
        loading={loading}
        emptyMessage={t('user.empty')}
        onRowClick={(row) => navigate(`/management/user/${row.userIdx}`)}
        columns={[
          { field: 'userId', header: t('fields.userId'), sortable: true },
          { field: 'userName', header: t('fields.userName'), sortable: true },
          { field: 'userType', header: t('fields.userType'), body: (row) => userTypeLabel(row.userType, lang), csv: (row) => userTypeLabel(row.userType, lang) },
          { field: 'authType', header: t('fields.authType'), body: (row) => authTypeLabel(row.authType, lang), csv: (row) => authTypeLabel(row.authType, lang) },
          { field: 'companyName', header: t('fields.companyName'), body: (row) => row.companyName ?? '-', sortable: true },
          { field: 'email', header: t('fields.email') },
          { field: 'phone', header: t('fields.phone'), className: 'white-space-nowrap' },
          { field: 'createdDate', header: t('fields.createdDate'), body: (row) => <DateCell value={row.createdDate} />, sortable: true },
          { field: 'updatedDate', header: t('fields.updatedDate'), body: (row) => <DateCell value={row.updatedDate} />, sortable: true },
          { field: 'lastLoginDate', header: t('fields.lastLoginDate'), body: (row) => <DateCell value={row.lastLoginDate} format={DATE_TIME_FORMAT} />, sortable: true },
        ]}
      />
    </div>
  );
}
