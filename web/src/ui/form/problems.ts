// The console's one form check (pure): a form's request body checked with the schema the server
// uses, and a server refusal read back, both as problems by field path, worded in the user's
// language with the field's label (contract/field-problems.ts words them for both sides).
import type { z } from 'zod';
import { fieldProblems, type FieldProblem } from '@contract/field-problems';
import type { Language } from '@contract/messages';

/** Problem sentences by field path (`email`, `trayList.1.setTemperature`); empty when all is well. */
export type Problems = Readonly<Record<string, string>>;

export const NO_PROBLEMS: Problems = Object.freeze({});

function byPath(list: readonly FieldProblem[]): Problems {
  const out: Record<string, string> = {};
  // The first problem of a field is the one to fix first.
  for (const p of list) if (!(p.path in out)) out[p.path] = p.message;
  return out;
}

/** What the server would refuse in this body, found before sending it. */
export function checkBody(schema: z.ZodType, body: unknown, lang: Language): Problems {
  const parsed = schema.safeParse(body);
  return parsed.success ? NO_PROBLEMS : byPath(fieldProblems(parsed.error.issues, body, lang));
}

/** The fields a refusal names (`fieldErrors` beside its message); empty for any other answer. */
export function problemsOfAnswer(answer: unknown): Problems {
  const list = (answer as { fieldErrors?: unknown } | null)?.fieldErrors;
  if (!Array.isArray(list)) return NO_PROBLEMS;
  return byPath(list.filter((p): p is FieldProblem => typeof p?.path === 'string' && typeof p?.message === 'string'));
}

export function hasProblems(problems: Problems): boolean {
  return Object.keys(problems).length > 0;
}
