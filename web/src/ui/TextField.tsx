// A labelled PrimeReact text input (label bound by id, so tests and screen readers find it). In a
// form with problems (ui/form) it shows its own under it, in PrimeReact's invalid state.
import type { InputHTMLAttributes } from 'react';
// Not the form layer's index: the sign-in page's fields need no schema wording (its JavaScript budget).
import { FieldInput } from './form/FieldInput';
import { useFocusAfterPaint } from './useFocusAfterPaint';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  /** The field's path in the request body (default: its id). */
  path?: string;
}

/** `autoFocus` focuses the field once the page is drawn (useFocusAfterPaint), not during React's commit. */
export function TextField({ id, label, value, onValue, path = id, className, autoFocus = false, ...input }: TextFieldProps) {
  useFocusAfterPaint(autoFocus ? id : null);
  return (
    <div className="flex flex-column gap-1 mb-3">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <FieldInput id={id} name={id} path={path} value={value} onValue={onValue} {...input} className={['w-full', className].filter(Boolean).join(' ')} />
    </div>
  );
}
