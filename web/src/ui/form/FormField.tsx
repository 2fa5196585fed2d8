// A labelled field around any input (number, mask, text area, calendar): the label, the input in
// its problem state, the problem under it. Apart from FormProblemsContext, which the sign-in page's
// fields load without it.
import type { ReactNode } from 'react';
import { FieldError, useFieldProblem, type FieldState } from './FormProblemsContext';

interface FormFieldProps {
  id: string;
  label: string;
  /** The field's path in the request body (default: its id). */
  path?: string;
  className?: string;
  /** The input, given its invalid state and what to do when it is edited. */
  children: (field: FieldState) => ReactNode;
}

/** A labelled field of any input (number, mask, text area): the label, the input, its problem under it. */
export function FormField({ id, label, path = id, className = 'flex flex-column gap-1', children }: FormFieldProps) {
  const field = useFieldProblem(path, id);
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children(field)}
      <FieldError id={id} error={field.error} />
    </div>
  );
}
