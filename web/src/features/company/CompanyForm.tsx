// Edit form of one company: text fields and the provider checkboxes (TC / ZELOTEK).
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from 'primereact/checkbox';
import { InputTextarea } from 'primereact/inputtextarea';
import { PROVIDERS } from '@contract/entities';
import { FormActions } from '../../ui/FormActions';
import { TextField } from '../../ui/TextField';
import { TEXT_FIELDS, type CompanyFormValues } from './companyForm';

interface Props {
  values: CompanyFormValues;
  onChange: (values: CompanyFormValues) => void;
  onSubmit: () => void;
  onCancel: () => void;
  saving: boolean;
}

export function CompanyForm({ values, onChange, onSubmit, onCancel, saving }: Props) {
  const { t } = useTranslation();
  const set = (patch: Partial<CompanyFormValues>) => onChange({ ...values, ...patch });
  const toggle = (code: string, on: boolean) =>
    set({ providers: on ? [...values.providers.filter((c) => c !== code), code] : values.providers.filter((c) => c !== code) });

  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t('titles.companyDetail')}>
      <div className="grid">
        {TEXT_FIELDS.filter((f) => f !== 'memo').map((field) => (
          <div key={field} className="col-12 md:col-6">
            <TextField id={field} label={t(`fields.${field}`)} value={values[field]} onValue={(v) => set({ [field]: v })} />
          </div>
        ))}
        <fieldset className="col-12 md:col-6 border-none p-2 m-0">
          <legend className="text-sm font-medium mb-2">{t('fields.provider')}</legend>
          <div className="flex gap-4">
            {PROVIDERS.map((code) => (
              <div key={code} className="flex align-items-center gap-2">
                <Checkbox inputId={`provider-${code}`} checked={values.providers.includes(code)} onChange={(e) => toggle(code, Boolean(e.checked))} />
                <label htmlFor={`provider-${code}`}>{t(`labels.provider.${code}`)}</label>
              </div>
            ))}
          </div>
        </fieldset>
        <div className="col-12 flex flex-column gap-1">
          <label htmlFor="memo" className="text-sm font-medium">
            {t('fields.memo')}
          </label>
          <InputTextarea id="memo" name="memo" value={values.memo} onChange={(e) => set({ memo: e.target.value })} rows={3} autoResize />
        </div>
      </div>
      <FormActions saving={saving} onCancel={onCancel} />
    </form>
  );
}
