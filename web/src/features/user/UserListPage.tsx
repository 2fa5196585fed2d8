// /management/user: keyword, level, type and company filters (kept in the URL), the list, row ⇒ detail, new user.
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { DATE_TIME_FORMAT } from '@contract/constants';
import { AUTH_TYPES, USER_TYPES, type User } from '@contract/entities';
import { authTypeLabels, userTypeLabels } from '@contract/labels';
import { paths } from '../../core/paths';
import { useCan } from '../../core/useCan';
import { useLanguage } from '../../i18n';
import { useUserStore } from './store';
import { DataList, type ListNames } from '../../ui/DataList';
import { DateCell } from '../../ui/DateCell';
import { authTypeLabel, userTypeLabel } from '../../ui/format';
import { EnumFilter } from '../../ui/list/EnumFilter';
import { ListScreen } from '../../ui/list/ListScreen';
import { useListController } from '../../ui/list/useListController';
import { useQueryLoad } from '../../ui/list/useListLoad';

const USER_LIST: ListNames = { titleKey: 'titles.user', emptyKey: 'user.empty', exportName: 'users' };

const FILTERS = { keyword: 'text', userType: USER_TYPES, authType: AUTH_TYPES } as const;

export default function UserListPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const canCreate = useCan('user', 'create');
  const controller = useListController(FILTERS, 'company');
  const { filters, query, refresh, update } = controller;
  const { list, fetchList } = useUserStore();
  const load = useQueryLoad(query, refresh, fetchList);

  return (
    <ListScreen
      controller={controller}
      load={load}
      newAction={canCreate ? { label: t('actions.newUser'), onNew: () => navigate(paths.userDetail('new')) } : null}
      filters={
        <>
          <EnumFilter name="authType" label={t('fields.authType')} codes={AUTH_TYPES} labels={authTypeLabels} value={filters.authType} onChange={(authType) => update({ authType })} />
          <EnumFilter name="userType" label={t('fields.userType')} codes={USER_TYPES} labels={userTypeLabels} value={filters.userType} onChange={(userType) => update({ userType })} />
        </>
      }
    >
      <DataList<User>
        names={USER_LIST}
        rows={list}
        dataKey="userIdx"
        onRowClick={(row) => navigate(paths.userDetail(row.userIdx))}
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
    </ListScreen>
  );
}
