// Edit form of one division: company (ADMIN picks it on create; it never moves), name, type,
// contact and address fields.
import { useTranslation } from 'react-i18next';
import { DIVISION_TYPES, type TreeCompany } from '@contract/entities';
import type { DetailFormProps } from '../../ui/DetailFrame';
import { FormCell, FormGrid, TextFieldCells } from '../../ui/FormGrid';
import { CompanySelect } from '../../ui/OrgFields';
import { EnumField } from '../../ui/EnumField';
import { DIVISION_TEXT_FIELDS, type DivisionFormValues } from './divisionForm';

interface Props extends DetailFormProps<DivisionFormValues> {
  /** The company may be picked (an ADMIN creating a division). */
  picksCompany: boolean;
  tree: readonly TreeCompany[];
}

export function DivisionForm({ values, onChange, onSubmit, onCancel, saving, picksCompany, tree }: Props) {
  const { t } = useTranslation();
  const set = (patch: Partial<DivisionFormValues>) => onChange({ ...values, ...patch });
  return (
    <FormGrid label={t('titles.divisionDetail')} onSubmit={onSubmit} onCancel={onCancel} saving={saving}>
      <FormCell>
        <CompanySelect tree={tree} value={values.companyIdx} onValue={(companyIdx) => set({ companyIdx })} disabled={!picksCompany} placeholder={t('user.pickCompany')} />
      </FormCell>
      <FormCell>
        <EnumField id="divisionType" label={t('fields.divisionType')} codes={DIVISION_TYPES} labels="divisionType" value={values.divisionType} onValue={(divisionType) => set({ divisionType })} />
      </FormCell>
      <TextFieldCells fields={DIVISION_TEXT_FIELDS} values={values} set={set} />
    </FormGrid>
  );
}
