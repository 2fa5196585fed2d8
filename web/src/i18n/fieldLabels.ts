// The `fields` strings of a language: the labels of the fields a request carries come from the
// contract (contract/field-labels.ts `fieldLabelsIn`, the words the server's refusals use); the
// console adds its own (columns, filters, read-only values), which may not name a request field, so
// each label lives in one place. Types only: the string tables load nothing more for it.
import type { FieldName } from '@contract/field-labels';

/** The console's own labels: any name but a request field's. */
export type ConsoleFields = Record<string, string> & { [K in FieldName]?: never };
