// Edit form of one device: division, name, serial, type, provider, model, status, its spot.
import { useTranslation } from 'react-i18next';
import { DEVICE_STATUSES, DEVICE_TYPES, PROVIDERS, type TreeCompany } from '@contract/entities';
import { useLanguage } from '../../i18n';
import type { DetailFormProps } from '../../ui/DetailFrame';
import { providerLabel } from '../../ui/format';
import { FormCell, FormGrid, TextFieldCells } from '../../ui/FormGrid';
import { DivisionSelect } from '../../ui/OrgFields';
import { SelectField } from '../../ui/SelectField';
import { DEVICE_TEXT_FIELDS, type DeviceFormValues } from './deviceForm';

interface Props extends DetailFormProps<DeviceFormValues> {
  tree: readonly TreeCompany[];
}

export function DeviceForm({ values, onChange, onSubmit, onCancel, saving, tree }: Props) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const set = (patch: Partial<DeviceFormValues>) => onChange({ ...values, ...patch });
  return (
    <FormGrid label={t('titles.deviceDetail')} onSubmit={onSubmit} onCancel={onCancel} saving={saving}>
      <FormCell>
        <DivisionSelect tree={tree} value={values.divisionIdx} onValue={(divisionIdx) => set({ divisionIdx })} placeholder={t('device.pickDivision')} />
      </FormCell>
      <FormCell>
        <SelectField
          id="deviceType"
          label={t('fields.deviceType')}
          value={values.deviceType}
          options={DEVICE_TYPES.map((code) => ({ value: code, label: t(`enums.deviceType.${code}`) }))}
          onValue={(deviceType) => deviceType && set({ deviceType })}
        />
      </FormCell>
      <TextFieldCells fields={DEVICE_TEXT_FIELDS} values={values} set={set} />
      <FormCell>
        <SelectField
          id="provider"
          label={t('fields.provider')}
          value={values.provider}
          options={PROVIDERS.map((code) => ({ value: code, label: providerLabel(code, lang) }))}
          onValue={(provider) => provider && set({ provider })}
        />
      </FormCell>
      <FormCell>
        <SelectField
          id="status"
          label={t('fields.status')}
          value={values.status}
          options={DEVICE_STATUSES.map((code) => ({ value: code, label: t(`enums.deviceStatus.${code}`) }))}
          onValue={(status) => set({ status })}
          placeholder={t('enums.deviceStatus.OFFLINE')}
        />
      </FormCell>
    </FormGrid>
  );
}
