// Read-only view of one record: label / value pairs in two columns ('-' for empty values).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** [field, value]: the label is `fields.<field>`; `data-field` carries the field for tests. */
export type FieldRow = [field: string, value: ReactNode];

export function FieldView({ rows, testId }: { rows: FieldRow[]; testId: string }) {
  const { t } = useTranslation();
  return (
    <dl className="grid field-view m-0" data-testid={testId}>
      {rows.map(([field, value]) => (
        <div key={field} className="col-12 md:col-6">
          <dt>{t(`fields.${field}`)}</dt>
          <dd data-field={field}>{value === '' || value === null || value === undefined ? '-' : value}</dd>
        </div>
      ))}
    </dl>
  );
}
