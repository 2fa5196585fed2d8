// A record's edit form: its fields, then Save and Cancel. Submitting never reloads the page and the
// browser's own checks are off: each problem shows under its field (ui/form). Most forms lay their
// fields on PrimeFlex's grid (FormGrid, FormCell); plain text fields come as TextFieldCells.
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from './FormActions';
import { TextField } from './TextField';

interface RecordFormProps {
  /** The form's accessible name (the record's detail title). */
  label: string;
  onSubmit: () => void;
  onCancel: () => void;
  saving: boolean;
  className?: string;
  children: ReactNode;
}

export function RecordForm({ label, onSubmit, onCancel, saving, className, children }: RecordFormProps) {
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <form onSubmit={submit} noValidate aria-label={label} className={className}>
      {children}
      <FormActions saving={saving} onCancel={onCancel} />
    </form>
  );
}

/** A RecordForm with its fields (FormCells) on the grid; `below` stands between the grid and the buttons. */
export function FormGrid({ children, below, ...form }: Omit<RecordFormProps, 'className'> & { below?: ReactNode }) {
  return (
    <RecordForm {...form}>
      <div className="grid">{children}</div>
      {below}
    </RecordForm>
  );
}

/** One field's cell: half the row from md up, the whole row below that. */
export function FormCell({ children }: { children: ReactNode }) {
  return <div className="col-12 md:col-6">{children}</div>;
}

/** Plain text fields, each in its own cell, labelled `fields.<name>`. */
export function TextFieldCells<K extends string>({ fields, values, set }: { fields: readonly K[]; values: Record<K, string>; set: (patch: Partial<Record<K, string>>) => void }) {
  const { t } = useTranslation();
  return (
    <>
      {fields.map((field) => (
        <FormCell key={field}>
          <TextField id={field} label={t(`fields.${field}`)} value={values[field]} onValue={(value) => set({ [field]: value } as Partial<Record<K, string>>)} />
        </FormCell>
      ))}
    </>
  );
}
