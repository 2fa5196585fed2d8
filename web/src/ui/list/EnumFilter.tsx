// A list filter: a dropdown of options with an "All" that clears it (SelectFilter); most filter by
// one of the catalog's code sets (contract/entities), the codes with their labels — the i18n
// `enums.<group>` names, or a contract label table of both languages (EnumFilter).
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

export function EnumFilter<C extends string>({ codes, labels, onChange, ...filter }: EnumFilterProps<C>) {
  const options = useEnumOptions(codes, labels);
  return <SelectFilter {...filter} options={options} onChange={(code) => onChange(code ?? '')} />;
}

interface SelectFilterProps<V> {
  /** The element id is `filter-<name>`. */
  name: string;
  label: string;
  options: Option<V>[];
  value: V | null | undefined;
  /** The option picked, null for All. */
  onChange: (value: V | null) => void;
  /** Without "All" (a view that is always one of its options). */
  required?: boolean;
  /** A text box to search the options (a long list). */
  filter?: boolean;
}

export function SelectFilter<V extends string | number>({ name, label, options, value, onChange, required = false, filter }: SelectFilterProps<V>) {
  const { t } = useTranslation();
  return (
    <SelectField
      id={`filter-${name}`}
      className=""
      label={label}
      value={value ?? null}
      options={options}
      onValue={onChange}
      placeholder={required ? undefined : t('app.all')}
      showClear={!required}
      filter={filter}
    />
  );
}
