// Read-only view of one user.
import { DATE_TIME_FORMAT } from '@contract/constants';
import type { TreeCompany, User } from '@contract/entities';
import { useLanguage } from '../../i18n';
import { FieldView, type FieldRow } from '../../ui/FieldView';
import { authTypeLabel, formatDate, userTypeLabel } from '../../ui/format';
import { divisionNameOf } from '../../ui/orgSelection';
import { runsDivisions } from './userOptions';

export function UserView({ user, tree }: { user: User; tree: readonly TreeCompany[] }) {
  const lang = useLanguage();
  return (
    <FieldView
      testId="user-view"
      rows={[
        ['userId', user.userId],
        ['userName', user.userName],
        ['userType', userTypeLabel(user.userType, lang)],
        ['authType', authTypeLabel(user.authType, lang)],
        ['companyName', user.companyName],
        ...(runsDivisions(user.authType) ? [['divisions', user.divisionIdxList.map((idx) => divisionNameOf(tree, idx)).join(', ')] as FieldRow] : []),
        ['email', user.email],
        ['phone', user.phone],
        ['lastLoginDate', formatDate(user.lastLoginDate, DATE_TIME_FORMAT)],
        ['createdDate', formatDate(user.createdDate, DATE_TIME_FORMAT)],
        ['updatedDate', formatDate(user.updatedDate, DATE_TIME_FORMAT)],
      ]}
    />
  );
}
