// The problems of the form around a field, so every field (TextField, SelectField, FieldProblem)
// shows its own without the form passing them one by one.
import { createContext, useContext, type ReactNode } from 'react';
import type { FormProblems } from './useFormProblems';

const Context = createContext<FormProblems | null>(null);

export function FormProblemsProvider({ value, children }: { value: FormProblems | null | undefined; children: ReactNode }) {
  return <Context.Provider value={value ?? null}>{children}</Context.Provider>;
}

export interface FieldState {
  /** The sentence to show under the field, '' when the field is fine. */
  error: string;
  /** For the input: PrimeReact's invalid state and the link to the message. */
  inputProps: { 'aria-invalid'?: true; 'aria-describedby'?: string; className?: string };
  /** The field was edited. */
  edited: () => void;
}

/** The id of the message under a field. */
export const errorIdOf = (id: string) => `${id}-error`;

/** A field's problem in the form around it (`path` names it in the request body). */
export function useFieldProblem(path: string | undefined, id: string): FieldState {
  const form = useContext(Context);
  const error = (path !== undefined && form?.problems[path]) || '';
  return {
    error,
    inputProps: error ? { 'aria-invalid': true, 'aria-describedby': errorIdOf(id), className: 'p-invalid' } : {},
    edited: () => {
      if (path !== undefined && form && error) form.clear(path);
    },
  };
}

/** The message under a field, in PrimeReact's error style (the input is described by it). */
export function FieldError({ id, error }: { id: string; error: string }) {
  if (!error) return null;
  return (
    <small id={errorIdOf(id)} className="p-error">
      {error}
    </small>
  );
}
