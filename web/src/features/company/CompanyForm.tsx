// Edit form of one company: text fields and the provider checkboxes (TC / ZELOTEK).
import { useTranslation } from 'react-i18next';
import { Checkbox } from 'primereact/checkbox';
import { InputTextarea } from 'primereact/inputtextarea';
import { PROVIDERS } from '@contract/entities';
import type { DetailFormProps } from '../../ui/DetailFrame';
import { FormGrid, TextFieldCells } from '../../ui/FormGrid';
import { TEXT_FIELDS, type CompanyFormValues } from './companyForm';

export function CompanyForm({ values, onChange, onSubmit, onCancel, saving }: DetailFormProps<CompanyFormValues>) {
  const { t } = useTranslation();
  const set = (patch: Partial<CompanyFormValues>) => onChange({ ...values, ...patch });
  const toggle = (code: string, on: boolean) =>
    set({ providers: on ? [...values.providers.filter((c) => c !== code), code] : values.providers.filter((c) => c !== code) });

  return (
    <FormGrid label={t('titles.companyDetail')} onSubmit={onSubmit} onCancel={onCancel} saving={saving}>
      <TextFieldCells fields={TEXT_FIELDS.filter((f) => f !== 'memo')} values={values} set={set} />
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
    </FormGrid>
  );
}
