// An edit form's choice of the company or the division a record belongs to, from the organisation
// tree (searchable: a tree may hold many).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TreeCompany } from '@contract/entities';
import { divisionOptions } from './orgSelection';
import { SelectField } from './SelectField';

interface Props {
  tree: readonly TreeCompany[];
  value: number | null;
  onValue: (value: number | null) => void;
  placeholder: string;
  disabled?: boolean;
}

export function CompanySelect({ tree, value, onValue, placeholder, disabled }: Props) {
  const { t } = useTranslation();
  return (
    <SelectField
      id="companyIdx"
      label={t('fields.companyName')}
      value={value}
      options={tree.map((c) => ({ value: c.companyIdx, label: c.companyName }))}
      onValue={onValue}
      disabled={disabled}
      placeholder={placeholder}
      filter
    />
  );
}

/** Every division of the tree, as 'Company / Division'. */
export function DivisionSelect({ tree, value, onValue, placeholder, disabled }: Props) {
  const { t } = useTranslation();
  const options = useMemo(() => divisionOptions(tree), [tree]);
  return (
    <SelectField
      id="divisionIdx"
      label={t('fields.companyDivision')}
      value={value}
      options={options}
      onValue={onValue}
      disabled={disabled}
      placeholder={placeholder}
      filter
    />
  );
}
