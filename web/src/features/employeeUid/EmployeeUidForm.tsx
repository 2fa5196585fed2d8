// Edit form of one employee card: division (and where the card's points come from), card UID,
// name, employee number, enabled.
import { useTranslation } from 'react-i18next';
import { Checkbox } from 'primereact/checkbox';
import type { TreeCompany } from '@contract/entities';
import type { DetailFormProps } from '../../ui/DetailFrame';
import { FormCell, FormGrid, TextFieldCells } from '../../ui/FormGrid';
import { DivisionSelect } from '../../ui/OrgFields';
import { TextField } from '../../ui/TextField';
import type { EmployeeUidFormValues } from './employeeUidForm';
import { PointPolicyNote } from './PointPolicyNote';

interface Props extends DetailFormProps<EmployeeUidFormValues> {
  tree: readonly TreeCompany[];
  /** A new card (its points are the policy's from the start). */
  isNew: boolean;
}

export function EmployeeUidForm({ values, onChange, onSubmit, onCancel, saving, tree, isNew }: Props) {
  const { t } = useTranslation();
  const set = (patch: Partial<EmployeeUidFormValues>) => onChange({ ...values, ...patch });
  return (
    <FormGrid label={t('titles.employeeUidDetail')} onSubmit={onSubmit} onCancel={onCancel} saving={saving}>
      <FormCell>
        <DivisionSelect tree={tree} value={values.divisionIdx} onValue={(divisionIdx) => set({ divisionIdx })} placeholder={t('device.pickDivision')} />
        <PointPolicyNote divisionIdx={values.divisionIdx} newCard={isNew} />
      </FormCell>
      <FormCell>
        <TextField id="uid" label={t('fields.uid')} value={values.uid} onValue={(uid) => set({ uid })} aria-describedby="uid-hint" autoComplete="off" />
        <small id="uid-hint" className="text-600 block -mt-2 mb-3">
          {t('employeeUid.uidHint')}
        </small>
      </FormCell>
      <TextFieldCells fields={['employeeName', 'employeeNo'] as const} values={values} set={set} />
      <div className="col-12 flex align-items-center gap-2">
        <Checkbox inputId="enabled" checked={values.enabled} onChange={(e) => set({ enabled: e.checked === true })} />
        <label htmlFor="enabled">{t('employeeUid.enabledLabel')}</label>
      </div>
    </FormGrid>
  );
}
