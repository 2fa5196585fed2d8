// Edit form of one division: company (ADMIN picks it on create; it never moves), name, type,
// contact and address fields.
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DIVISION_TYPES, type TreeCompany } from '@contract/entities';
import { FormActions } from '../../ui/FormActions';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { DIVISION_TEXT_FIELDS, type DivisionFormValues } from './divisionForm';

interface Props {
  values: DivisionFormValues;
  onChange: (values: DivisionFormValues) => void;
  onSubmit: () => void;
  onCancel: () => void;
  saving: boolean;
  /** The company may be picked (an ADMIN creating a division). */
  picksCompany: boolean;
  tree: readonly TreeCompany[];
  /** Saving was tried without a company. */
}

export function DivisionForm({ values, onChange, onSubmit, onCancel, saving, picksCompany, tree }: Props) {
  const { t } = useTranslation();
  const set = (patch: Partial<DivisionFormValues>) => onChange({ ...values, ...patch });

  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t('titles.divisionDetail')}>
      <div className="grid">
        <div className="col-12 md:col-6">
          <SelectField
            id="companyIdx"
            label={t('fields.companyName')}
            value={values.companyIdx}
            options={tree.map((c) => ({ value: c.companyIdx, label: c.companyName }))}
            onValue={(companyIdx) => set({ companyIdx })}
            disabled={!picksCompany}
            placeholder={t('user.pickCompany')}
            filter
          />
        </div>
        <div className="col-12 md:col-6">
          <SelectField
            id="divisionType"
            label={t('fields.divisionType')}
            value={values.divisionType}
            options={DIVISION_TYPES.map((code) => ({ value: code, label: t(`enums.divisionType.${code}`) }))}
            onValue={(divisionType) => divisionType && set({ divisionType })}
          />
        </div>
        {DIVISION_TEXT_FIELDS.map((field) => (
          <div key={field} className="col-12 md:col-6">
            <TextField id={field} label={t(`fields.${field}`)} value={values[field]} onValue={(v) => set({ [field]: v })} />
          </div>
        ))}
      </div>
      <FormActions saving={saving} onCancel={onCancel} />
    </form>
  );
}
