// A list filter over one of the catalog's code sets (contract/entities): a dropdown whose options
// are the codes with their labels — the i18n `enums.<group>` names, or a contract label table of
// both languages — and an "All" that clears it.
import { useTranslation } from 'react-i18next';
import type { Language } from '@contract/messages';
import { useLanguage } from '../../i18n';
import { enumLabel } from '../enumLabel';
import { SelectField, type Option } from '../SelectField';

/** Where a code's label comes from: an i18n `enums` group, or a contract table of both languages. */
export type EnumLabels<C extends string> = string | Readonly<Record<C, Readonly<Record<Language, string>>>>;

/** The options of a code set, labelled. */
export function useEnumOptions<C extends string>(codes: readonly C[], labels: EnumLabels<C>): Option<C>[] {
  const { t } = useTranslation();
  const lang = useLanguage();
  return codes.map((code) => ({ value: code, label: typeof labels === 'string' ? enumLabel(t, labels, code) : labels[code][lang] }));
}

interface EnumFilterProps<C extends string> {
  /** The URL parameter (and the element id `filter-<name>`). */
  name: string;
  label: string;
  codes: readonly C[];
  labels: EnumLabels<C>;
  value: C | undefined;
  /** The code picked, '' for All. */
  onChange: (code: C | '') => void;
  /** Without "All" (a view that is always one of its codes). */
  required?: boolean;
}

export function EnumFilter<C extends string>({ name, label, codes, labels, value, onChange, required = false }: EnumFilterProps<C>) {
  const { t } = useTranslation();
  const options = useEnumOptions(codes, labels);
  return (
    <SelectField
      id={`filter-${name}`}
      className=""
      label={label}
      value={value ?? null}
      options={options}
      onValue={(code) => onChange(code ?? '')}
      placeholder={required ? undefined : t('app.all')}
      showClear={!required}
    />
  );
}
