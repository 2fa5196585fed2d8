// The `fields` strings of a language: the labels of the fields a request carries come from the
// contract (contract/field-labels.ts, the words the server's refusals use), the console adds its own
// (columns, filters, read-only values). A console label may not repeat a contract field's name, so
// each label lives in one place.
import { fieldLabels, type FieldName } from '@contract/field-labels';
import type { Language } from '@contract/messages';

/** Fields the sign-in page labels itself (ko-signin.ts ships with the entry, without this table). */
export const SIGN_IN_FIELDS = ['userId', 'password'] as const satisfies readonly FieldName[];
type SignInField = (typeof SIGN_IN_FIELDS)[number];

type Own<T> = T & { [K in keyof T & FieldName]: never };

function labelsIn<N extends FieldName>(lang: Language, names: readonly N[]): Record<N, string> {
  return Object.fromEntries(names.map((name) => [name, fieldLabels[name][lang]])) as Record<N, string>;
}

const ALL = Object.keys(fieldLabels) as FieldName[];

/** The contract's labels in `lang` with the console's own (which must not name a contract field). */
export function withFieldLabels<T extends Record<string, string>>(lang: Language, own: Own<T>): Record<FieldName, string> & T {
  return { ...labelsIn(lang, ALL), ...own };
}

/** The same without the sign-in page's fields (Korean: those ship with the entry in ko-signin.ts). */
export function withFieldLabelsAfterSignIn<T extends Record<string, string>>(lang: Language, own: Own<T>): Record<Exclude<FieldName, SignInField>, string> & T {
  const rest = ALL.filter((name): name is Exclude<FieldName, SignInField> => !(SIGN_IN_FIELDS as readonly string[]).includes(name));
  return { ...labelsIn(lang, rest), ...own };
}
