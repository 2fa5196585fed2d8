// A labelled PrimeReact text input (label bound by id, so tests and screen readers find it). In a
// form with problems (ui/form) it shows its own under it, in PrimeReact's invalid state.
import { useEffect, type InputHTMLAttributes } from 'react';
// Not the form layer's index: the sign-in page's fields need no schema wording (its JavaScript budget).
import { FieldInput } from './form/FieldInput';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  /** The field's path in the request body (default: its id). */
  path?: string;
}

/**
 * `autoFocus` focuses the field in the frame after the page is first drawn, not as React's autoFocus
 * does, during the commit: focusing makes the browser lay the whole new page out there and then,
 * inside the commit's task (on the sign-in page, its load's longest task: the page's first layout,
 * fonts and all). A frame later that layout is the frame's own. A field focused meanwhile (a quick
 * operator, a test filling the form) keeps the focus.
 */
export function TextField({ id, label, value, onValue, path = id, className, autoFocus, ...input }: TextFieldProps) {
  useEffect(() => {
    if (!autoFocus) return;
    const frame = requestAnimationFrame(() => document.activeElement === document.body && document.getElementById(id)?.focus());
    return () => cancelAnimationFrame(frame);
  }, [autoFocus, id]);
  return (
    <div className="flex flex-column gap-1 mb-3">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <FieldInput id={id} name={id} path={path} value={value} onValue={onValue} {...input} className={['w-full', className].filter(Boolean).join(' ')} />
    </div>
  );
}
