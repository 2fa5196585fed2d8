// A form's choice of one code of a code set (device type, provider, user level …), the codes
// labelled as EnumFilter labels them. Nothing picked (a new record's status) shows the placeholder.
import { useEnumOptions, type EnumLabels } from './list/EnumFilter';
import { SelectField } from './SelectField';

interface Props<C extends string> {
  id: string;
  label: string;
  codes: readonly C[];
  labels: EnumLabels<C>;
  value: C | null;
  onValue: (code: C) => void;
  placeholder?: string;
  /** Wrapper classes (default: a form field's bottom margin). */
  className?: string;
}

export function EnumField<C extends string>({ id, label, codes, labels, value, onValue, placeholder, className }: Props<C>) {
  const options = useEnumOptions(codes, labels);
  return <SelectField id={id} label={label} value={value} options={options} onValue={(code) => code && onValue(code)} placeholder={placeholder} className={className} />;
}
