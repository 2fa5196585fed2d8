// Edit form of one device: division, name, serial, type, provider, model, status, its spot.
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DEVICE_STATUSES, DEVICE_TYPES, PROVIDERS, type TreeCompany } from '@contract/entities';
import { useLanguage } from '../../i18n';
import { FormActions } from '../../ui/FormActions';
import { providerLabel } from '../../ui/format';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { DEVICE_TEXT_FIELDS, divisionOptions, type DeviceFormValues } from './deviceForm';

interface Props {
  values: DeviceFormValues;
  onChange: (values: DeviceFormValues) => void;
  onSubmit: () => void;
  onCancel: () => void;
  saving: boolean;
  tree: readonly TreeCompany[];
  /** Saving was tried without a division. */
}

export function DeviceForm({ values, onChange, onSubmit, onCancel, saving, tree }: Props) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const set = (patch: Partial<DeviceFormValues>) => onChange({ ...values, ...patch });

  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t('titles.deviceDetail')}>
      <div className="grid">
        <div className="col-12 md:col-6">
          <SelectField
            id="divisionIdx"
            label={t('fields.companyDivision')}
            value={values.divisionIdx}
            options={divisionOptions(tree)}
            onValue={(divisionIdx) => set({ divisionIdx })}
            placeholder={t('device.pickDivision')}
            filter
          />
        </div>
        <div className="col-12 md:col-6">
          <SelectField
            id="deviceType"
            label={t('fields.deviceType')}
            value={values.deviceType}
            options={DEVICE_TYPES.map((code) => ({ value: code, label: t(`enums.deviceType.${code}`) }))}
            onValue={(deviceType) => deviceType && set({ deviceType })}
          />
        </div>
        {DEVICE_TEXT_FIELDS.map((field) => (
          <div key={field} className="col-12 md:col-6">
            <TextField id={field} label={t(`fields.${field}`)} value={values[field]} onValue={(v) => set({ [field]: v })} />
          </div>
        ))}
        <div className="col-12 md:col-6">
          <SelectField
            id="provider"
            label={t('fields.provider')}
            value={values.provider}
            options={PROVIDERS.map((code) => ({ value: code, label: providerLabel(code, lang) }))}
            onValue={(provider) => provider && set({ provider })}
          />
        </div>
        <div className="col-12 md:col-6">
          <SelectField
            id="status"
            label={t('fields.status')}
            value={values.status}
            options={DEVICE_STATUSES.map((code) => ({ value: code, label: t(`enums.deviceStatus.${code}`) }))}
            onValue={(status) => set({ status })}
            placeholder={t('enums.deviceStatus.OFFLINE')}
          />
        </div>
      </div>
      <FormActions saving={saving} onCancel={onCancel} />
    </form>
  );
}
