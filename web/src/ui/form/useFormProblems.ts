// A form's problems by field: found before sending (the request's schema) or named by the server's
// refusal; a field's problem goes as soon as the field is edited.
import { useCallback, useMemo, useState } from 'react';
import type { z } from 'zod';
import { currentLanguage } from '../../i18n';
import { NO_PROBLEMS, checkBody, hasProblems, problemsOfAnswer, type Problems } from './problems';

export interface FormProblems {
  problems: Problems;
  /** Check the body the form would send; false (and the problems shown) when the server would refuse it. */
  check: (schema: z.ZodType, body: unknown) => boolean;
  /** Show the fields a store action's refusal names (its outcome's answer); true when it named any. */
  takeAnswer: (result: { outcome: unknown } | null | undefined) => boolean;
  /** The field was edited: its problem (and those of the fields inside it) goes. */
  clear: (path: string) => void;
  /** Problems found elsewhere (a rule the schema cannot state, e.g. typing the password twice). */
  show: (problems: Problems) => void;
  reset: () => void;
}

export function useFormProblems(): FormProblems {
  const [problems, setProblems] = useState<Problems>(NO_PROBLEMS);
  const check = useCallback((schema: z.ZodType, body: unknown) => {
    const found = checkBody(schema, body, currentLanguage());
    setProblems(found);
    return !hasProblems(found);
  }, []);
  const takeAnswer = useCallback((result: { outcome: unknown } | null | undefined) => {
    const named = problemsOfAnswer((result?.outcome as { response?: unknown } | undefined)?.response);
    setProblems(named);
    return hasProblems(named);
  }, []);
  const clear = useCallback((path: string) => {
    setProblems((all) => {
      const left = Object.entries(all).filter(([p]) => p !== path && !p.startsWith(`${path}.`));
      return left.length === Object.keys(all).length ? all : Object.fromEntries(left);
    });
  }, []);
  const show = useCallback((found: Problems) => setProblems(found), []);
  const reset = useCallback(() => setProblems(NO_PROBLEMS), []);
  return useMemo(() => ({ problems, check, takeAnswer, clear, show, reset }), [problems, check, takeAnswer, clear, show, reset]);
}
