// A text input in its problem state with the problem under it: inside TextField (with its label), or
// alone in a table cell (named by aria-label; the column header is its visible label).
import type { ComponentProps } from 'react';
import { InputText } from 'primereact/inputtext';
import { FieldError, useFieldProblem } from './FormProblemsContext';

type FieldInputProps = Omit<ComponentProps<typeof InputText>, 'onChange' | 'value' | 'id'> & {
  id: string;
  /** The field's path in the request body; undefined while the row is not in it. */
  path: string | undefined;
  value: string;
  onValue: (value: string) => void;
};

export function FieldInput({ id, path, value, onValue, className = 'w-full', ...input }: FieldInputProps) {
  const field = useFieldProblem(path, id);
  return (
    <>
      <InputText
        id={id}
        value={value}
        onChange={(e) => {
          field.edited();
          onValue(e.target.value);
        }}
        {...input}
        {...field.inputProps}
        className={[className, field.inputProps.className].filter(Boolean).join(' ')}
      />
      <FieldError id={id} error={field.error} />
    </>
  );
}
