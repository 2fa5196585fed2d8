// Validation with the contract's schemas. A refusal names each field by its label in the caller's
// language ("Set temperature (°C): must be at least -30") and lists the fields by path beside the
// message (`fieldErrors`), so a form can show each problem under its field.
import type { z } from 'zod';
import { LANGUAGES, fieldProblems, type FieldProblem, type Language } from '../../../contract/index';
import { badInputFailure } from '../failure';

export function validate<S extends z.ZodType>(schema: S, input: unknown, where: string): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  throw badInputFailure(Object.fromEntries(LANGUAGES.map((lang) => [lang, fieldProblems(parsed.error.issues, input, lang, where)])) as Record<Language, FieldProblem[]>);
}

