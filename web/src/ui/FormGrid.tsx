// A record's edit form: its fields, then Save and Cancel. Submitting never reloads the page and the
// browser's own checks are off: each problem shows under its field (ui/form). Most forms lay their
// fields on PrimeFlex's grid (FormGrid, FormCell); plain text fields come as TextFieldCells.
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from './FormActions';
import { TextField } from './TextField';
import type { wholeNumber } from './wholeNumber';

type WholeNumberProps = ReturnType<typeof wholeNumber>;

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

const CELL_WIDTHS = { half: 'col-12 md:col-6', third: 'col-12 md:col-4' } as const;

/** One field's cell: half (or a third of) the row from md up, the whole row below that. */
export function FormCell({ width = 'half', children }: { width?: keyof typeof CELL_WIDTHS; children: ReactNode }) {
  return <div className={CELL_WIDTHS[width]}>{children}</div>;
}

interface TextFieldCellsProps<K extends string> {
  fields: readonly K[];
  values: Record<K, string>;
  set: (patch: Partial<Record<K, string>>) => void;
  width?: keyof typeof CELL_WIDTHS;
  /** A whole-number field's bounds (ui/wholeNumber), by field. */
  bounds?: Partial<Record<K, WholeNumberProps>>;
}

/** Plain text fields, each in its own cell, labelled `fields.<name>`. */
export function TextFieldCells<K extends string>({ fields, values, set, width, bounds }: TextFieldCellsProps<K>) {
  const { t } = useTranslation();
  return (
    <>
      {fields.map((field) => (
        <FormCell key={field} width={width}>
          <TextField id={field} label={t(`fields.${field}`)} value={values[field]} onValue={(value) => set({ [field]: value } as Partial<Record<K, string>>)} {...bounds?.[field]} />
        </FormCell>
      ))}
    </>
  );
}
