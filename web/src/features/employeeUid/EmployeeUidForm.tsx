// Edit form of one employee card: division, card UID, name, employee number, enabled.
import { useMemo, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from 'primereact/checkbox';
import type { TreeCompany } from '@contract/entities';
import { FormActions } from '../../ui/FormActions';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { divisionOptions } from '../device/deviceForm';
import type { EmployeeUidFormValues } from './employeeUidForm';

interface Props {
  values: EmployeeUidFormValues;
  onChange: (values: EmployeeUidFormValues) => void;
  onSubmit: () => void;
  onCancel: () => void;
  saving: boolean;
  tree: readonly TreeCompany[];
}

export function EmployeeUidForm({ values, onChange, onSubmit, onCancel, saving, tree }: Props) {
  const { t } = useTranslation();
  const set = (patch: Partial<EmployeeUidFormValues>) => onChange({ ...values, ...patch });
  const divisions = useMemo(() => divisionOptions(tree), [tree]);

  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t('titles.employeeUidDetail')}>
      <div className="grid">
        <div className="col-12 md:col-6">
          <SelectField
            id="divisionIdx"
            label={t('fields.companyDivision')}
            value={values.divisionIdx}
            options={divisions}
            onValue={(divisionIdx) => set({ divisionIdx })}
            placeholder={t('device.pickDivision')}
            filter
          />
        </div>
        <div className="col-12 md:col-6">
          <TextField id="uid" label={t('fields.uid')} value={values.uid} onValue={(uid) => set({ uid })} aria-describedby="uid-hint" autoComplete="off" />
          <small id="uid-hint" className="text-600 block -mt-2 mb-3">
            {t('employeeUid.uidHint')}
          </small>
        </div>
        <div className="col-12 md:col-6">
          <TextField id="employeeName" label={t('fields.employeeName')} value={values.employeeName} onValue={(employeeName) => set({ employeeName })} />
        </div>
        <div className="col-12 md:col-6">
          <TextField id="employeeNo" label={t('fields.employeeNo')} value={values.employeeNo} onValue={(employeeNo) => set({ employeeNo })} />
        </div>
        <div className="col-12 flex align-items-center gap-2">
          <Checkbox inputId="enabled" checked={values.enabled} onChange={(e) => set({ enabled: e.checked === true })} />
          <label htmlFor="enabled">{t('employeeUid.enabledLabel')}</label>
        </div>
      </div>
      <FormActions saving={saving} onCancel={onCancel} />
    </form>
  );
}
