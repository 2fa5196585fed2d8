// Edit form of one device: division, name, serial, type, provider, model, status, its spot.
import { useTranslation } from 'react-i18next';
import { DEVICE_STATUSES, DEVICE_TYPES, PROVIDERS, type TreeCompany } from '@contract/entities';
import type { DetailFormProps } from '../../ui/DetailFrame';
import { providerLabels } from '@contract/labels';
import { EnumField } from '../../ui/EnumField';
import { FormCell, FormGrid, TextFieldCells } from '../../ui/FormGrid';
import { DivisionSelect } from '../../ui/OrgFields';
import { DEVICE_TEXT_FIELDS, type DeviceFormValues } from './deviceForm';

interface Props extends DetailFormProps<DeviceFormValues> {
  tree: readonly TreeCompany[];
}

export function DeviceForm({ values, onChange, onSubmit, onCancel, saving, tree }: Props) {
  const { t } = useTranslation();
  const set = (patch: Partial<DeviceFormValues>) => onChange({ ...values, ...patch });
  return (
    <FormGrid label={t('titles.deviceDetail')} onSubmit={onSubmit} onCancel={onCancel} saving={saving}>
      <FormCell>
        <DivisionSelect tree={tree} value={values.divisionIdx} onValue={(divisionIdx) => set({ divisionIdx })} placeholder={t('device.pickDivision')} />
      </FormCell>
      <FormCell>
        <EnumField id="deviceType" label={t('fields.deviceType')} codes={DEVICE_TYPES} labels="deviceType" value={values.deviceType} onValue={(deviceType) => set({ deviceType })} />
      </FormCell>
      <TextFieldCells fields={DEVICE_TEXT_FIELDS} values={values} set={set} />
      <FormCell>
        <EnumField id="provider" label={t('fields.provider')} codes={PROVIDERS} labels={providerLabels} value={values.provider} onValue={(provider) => set({ provider })} />
      </FormCell>
      <FormCell>
        <EnumField
          id="status"
          label={t('fields.status')}
          codes={DEVICE_STATUSES}
          labels="deviceStatus"
          value={values.status}
          onValue={(status) => set({ status })}
          placeholder={t('enums.deviceStatus.OFFLINE')}
        />
      </FormCell>
    </FormGrid>
  );
}
