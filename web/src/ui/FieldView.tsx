// Read-only view of one record: label / value pairs in two columns ('-' for empty values).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** [field, value]: the label is `fields.<field>`; `data-field` carries the field for tests. */
export type FieldRow = [field: string, value: ReactNode];

interface Props<R> {
  /** Each a [field, value], or the name of a field of `record` shown as it is. */
  rows: Array<FieldRow | (keyof R & string)>;
  /** The record whose fields are named alone. */
  record?: R;
  testId: string;
}

export function FieldView<R extends object>({ rows, record, testId }: Props<R>) {
  const { t } = useTranslation();
  const pairs = rows.map((row): FieldRow => (typeof row === 'string' ? [row, record?.[row as keyof R] as ReactNode] : row));
  return (
    <dl className="grid field-view m-0" data-testid={testId}>
      {pairs.map(([field, value]) => (
        <div key={field} className="col-12 md:col-6">
          <dt>{t(`fields.${field}`)}</dt>
          <dd data-field={field}>{value === '' || value === null || value === undefined ? '-' : value}</dd>
        </div>
      ))}
    </dl>
  );
}
