// Labelled PrimeReact Dropdown and MultiSelect (label bound by id, so tests and screen readers find them).
import { useTranslation } from 'react-i18next';
import { Dropdown } from 'primereact/dropdown';
import { MultiSelect } from 'primereact/multiselect';

export interface Option<V> {
  label: string;
  value: V;
}

interface BaseProps<V> {
  id: string;
  label: string;
  options: Option<V>[];
  disabled?: boolean;
  placeholder?: string;
  /** Wrapper classes (default: a form field's bottom margin). */
  className?: string;
}

function FieldLabel({ id, label }: { id: string; label: string }) {
  return (
    <label htmlFor={id} id={`${id}-label`} className="text-sm font-medium">
      {label}
    </label>
  );
}

interface SelectFieldProps<V> extends BaseProps<V> {
  value: V | null;
  /** null when cleared (`showClear`). */
  onValue: (value: V | null) => void;
  filter?: boolean;
  showClear?: boolean;
}

export function SelectField<V extends string | number>(props: SelectFieldProps<V>) {
  const { id, label, options, value, onValue, disabled, placeholder, filter, showClear, className = 'mb-3' } = props;
  return (
    <div className={`flex flex-column gap-1 ${className}`}>
      <FieldLabel id={id} label={label} />
      <Dropdown
        inputId={id}
        ariaLabelledBy={`${id}-label`}
        value={value}
        options={options}
        onChange={(e) => onValue((e.value ?? null) as V | null)}
        disabled={disabled}
        placeholder={placeholder}
        filter={filter}
        showClear={showClear}
        className="w-full"
      />
    </div>
  );
}

interface MultiSelectFieldProps<V> extends BaseProps<V> {
  value: V[];
  onValue: (value: V[]) => void;
}

export function MultiSelectField<V extends string | number>(props: MultiSelectFieldProps<V>) {
  const { id, label, options, value, onValue, disabled, placeholder, className = 'mb-3' } = props;
  const { t } = useTranslation();
  return (
    <div className={`flex flex-column gap-1 ${className}`}>
      <FieldLabel id={id} label={label} />
      <MultiSelect
        inputId={id}
        ariaLabelledBy={`${id}-label`}
        value={value}
        options={options}
        onChange={(e) => onValue((e.value ?? []) as V[])}
        disabled={disabled}
        placeholder={placeholder}
        emptyMessage={t('app.empty')}
        display="chip"
        filter
        className="w-full"
      />
    </div>
  );
}
