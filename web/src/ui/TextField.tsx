// A labelled PrimeReact text input (label bound by id, so tests and screen readers find it). In a
// form with problems (ui/form) it shows its own under it, in PrimeReact's invalid state.
import type { InputHTMLAttributes } from 'react';
import { InputText } from 'primereact/inputtext';
// The context alone: the sign-in page's fields need no schema wording (its JavaScript budget).
import { FieldError, useFieldProblem } from './form/FormProblemsContext';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  /** The field's path in the request body (default: its id). */
  path?: string;
}

export function TextField({ id, label, value, onValue, path = id, className, ...input }: TextFieldProps) {
  const field = useFieldProblem(path, id);
  return (
    <div className="flex flex-column gap-1 mb-3">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <InputText
        id={id}
        name={id}
        value={value}
        onChange={(e) => {
          field.edited();
          onValue(e.target.value);
        }}
        {...input}
        {...field.inputProps}
        className={['w-full', className, field.inputProps.className].filter(Boolean).join(' ')}
      />
      <FieldError id={id} error={field.error} />
    </div>
  );
}
