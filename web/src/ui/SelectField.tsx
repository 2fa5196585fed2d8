// Labelled PrimeReact Dropdown and MultiSelect (label bound by id, so tests and screen readers find
// them). In a form with problems (ui/form) each shows its own under it, in the invalid state.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
// The context alone: the sign-in page's fields need no schema wording (its JavaScript budget).
import { FieldError, useFieldProblem } from './form/FormProblemsContext';
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
  /** The field's path in the request body (default: its id). */
  path?: string;
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

/** The label above, the problem below, and what the Dropdown and the MultiSelect inside share: ids, invalid state, width. */
function usePicker(id: string, label: string, path: string, className: string) {
  const field = useFieldProblem(path, id);
  const input = { inputId: id, ariaLabelledBy: `${id}-label`, invalid: Boolean(field.error), 'aria-describedby': field.inputProps['aria-describedby'], className: 'w-full' };
  const frame = (picker: ReactNode) => (
    <div className={`flex flex-column gap-1 ${className}`}>
      <FieldLabel id={id} label={label} />
      {picker}
      <FieldError id={id} error={field.error} />
    </div>
  );
  return { edited: field.edited, input, frame };
}

export function SelectField<V extends string | number>(props: SelectFieldProps<V>) {
  const { id, label, options, value, onValue, disabled, placeholder, filter, showClear, className = 'mb-3', path = id } = props;
  const { edited, input, frame } = usePicker(id, label, path, className);
  return frame(
    <Dropdown
      {...input}
      value={value}
      options={options}
      onChange={(e) => {
        edited();
        onValue((e.value ?? null) as V | null);
      }}
      disabled={disabled}
      placeholder={placeholder}
      filter={filter}
      showClear={showClear}
    />,
  );
}

interface MultiSelectFieldProps<V> extends BaseProps<V> {
  value: V[];
  onValue: (value: V[]) => void;
}

export function MultiSelectField<V extends string | number>(props: MultiSelectFieldProps<V>) {
  const { id, label, options, value, onValue, disabled, placeholder, className = 'mb-3', path = id } = props;
  const { t } = useTranslation();
  const { edited, input, frame } = usePicker(id, label, path, className);
  return frame(
    <MultiSelect
      {...input}
      value={value}
      options={options}
      onChange={(e) => {
        edited();
        onValue((e.value ?? []) as V[]);
      }}
      disabled={disabled}
      placeholder={placeholder}
      emptyMessage={t('app.empty')}
      display="chip"
      filter
    />,
  );
}
