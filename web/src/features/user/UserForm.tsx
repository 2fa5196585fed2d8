// Edit form of one user: ID and password (a new user), name, type and level, company (ADMIN only),
// the divisions a MANAGER runs, contact data. Each field's problem shows under it (ui/form).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { TreeCompany, User } from '@contract/entities';
import { authTypeLabels, userTypeLabels } from '@contract/labels';
import { paths } from '../../core/paths';
import type { DetailFormProps } from '../../ui/DetailFrame';
import { FormCell, FormGrid, TextFieldCells } from '../../ui/FormGrid';
import { CompanySelect } from '../../ui/OrgFields';
import { EnumField } from '../../ui/EnumField';
import { divisionsOf } from '../../ui/orgSelection';
import { MultiSelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { assignableAuthTypes, assignableUserTypes, hasCompany, picksCompany, runsDivisions } from './userOptions';
import type { UserFormValues } from './userForm';

interface Props extends DetailFormProps<UserFormValues> {
  isNew: boolean;
  /** The signed-in user: decides which types, levels and companies may be given. */
  caller: User | null;
  tree: readonly TreeCompany[];
}

export function UserForm({ values, onChange, onSubmit, onCancel, saving, isNew, caller, tree }: Props) {
  const { t } = useTranslation();
  const set = (patch: Partial<UserFormValues>) => onChange({ ...values, ...patch });
  const ownAccount = !isNew && caller !== null && caller.userId === values.userId;

  return (
    <FormGrid label={t('titles.userDetail')} onSubmit={onSubmit} onCancel={onCancel} saving={saving}>
      <FormCell>
        <TextField id="userId" label={t('fields.userId')} value={values.userId} onValue={(userId) => set({ userId })} disabled={!isNew} autoComplete="off" />
      </FormCell>
      <FormCell>
        {ownAccount ? (
          // One's own password is changed on My info, where the current one is asked first.
          <p className="mt-4">
            <Link to={paths.myInfo()}>{t('user.ownPasswordOnMyInfo')}</Link>
          </p>
        ) : (
          <TextField
            id="password"
            type="password"
            autoComplete="new-password"
            label={isNew ? t('fields.password') : t('user.newPasswordOptional')}
            value={values.password}
            onValue={(password) => set({ password })}
          />
        )}
      </FormCell>
      <TextFieldCells fields={['userName'] as const} values={values} set={set} />
      <div className="col-12 md:col-3">
        <EnumField id="userType" label={t('fields.userType')} codes={assignableUserTypes(caller?.authType)} labels={userTypeLabels} value={values.userType} onValue={(userType) => set({ userType })} />
      </div>
      <div className="col-12 md:col-3">
        <EnumField
          id="authType"
          label={t('fields.authType')}
          codes={assignableAuthTypes(caller?.authType)}
          labels={authTypeLabels}
          value={values.authType}
          onValue={(authType) => set({ authType, divisionIdxList: runsDivisions(authType) ? values.divisionIdxList : [] })}
        />
      </div>
      {picksCompany(caller?.authType) && hasCompany(values.authType) && (
        <FormCell>
          <CompanySelect tree={tree} value={values.companyIdx} onValue={(companyIdx) => set({ companyIdx, divisionIdxList: [] })} placeholder={t('user.pickCompany')} />
        </FormCell>
      )}
      {runsDivisions(values.authType) && (
        <FormCell>
          <MultiSelectField
            id="divisionIdxList"
            label={t('fields.divisions')}
            value={values.divisionIdxList}
            options={divisionsOf(tree, values.companyIdx).map((d) => ({ value: d.divisionIdx, label: d.divisionName }))}
            onValue={(divisionIdxList) => set({ divisionIdxList })}
            placeholder={t('user.pickDivisions')}
          />
        </FormCell>
      )}
      <TextFieldCells fields={['email', 'phone'] as const} values={values} set={set} />
    </FormGrid>
  );
}
