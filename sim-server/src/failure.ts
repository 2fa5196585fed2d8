// Failures: thrown by handlers and helpers of every layer, answered in the endpoint's style by
// http/failure.ts (the mount, the control API).
import {
  FAILURE,
  LANGUAGES,
  fieldProblem,
  type FailureCode,
  type FieldProblem,
  type Language,
  type ProblemValues,
  type RuleProblemKey,
  type SessionEndReason,
} from '../../contract/index';
import { entityNames, type EntityName, type Text, type TextKey, type TextValues } from './i18n';

export class SimFailure extends Error {
  constructor(
    readonly code: FailureCode,
    /** Rendered in the caller's language when answering. */
    readonly text: Text,
    /** HTTP status: 200 for business failures (design.md §3), 4xx for transport-level ones. */
    readonly status = 200,
    /** Bad input: each refused field by path, worded per language (answered as `fieldErrors`). */
    readonly problems?: Record<Language, FieldProblem[]>,
    /** An expired answer for a session the server ended: why (answered as `sessionEnd`). */
    readonly sessionEnd?: SessionEndReason,
  ) {
    super(`${text.key} (${code})`);
  }
}

/** Shorthands that throw, so `repo.get(idx) ?? fail.notFound('company')` reads as one line. */
export const fail = {
  notFound(entity: EntityName): never {
    throw new SimFailure(FAILURE.NOT_FOUND, { key: 'notFound', values: { entity: entityNames[entity] } });
  },
  rejected(key: TextKey, values?: TextValues): never {
    throw new SimFailure(FAILURE.REJECTED, { key, values });
  },
  /** The caller may not do this (answered 200 with NOT_AUTHORIZED; a missing session is auth/session.ts's 403). */
  notAuthorized(key: TextKey): never {
    throw new SimFailure(FAILURE.NOT_AUTHORIZED, { key });
  },
  /**
   * A rule the schema cannot express, worded like schema failures ("File: is required"): `problem`
   * is a problem key of the contract (contract/rule-problems.ts, field-problems.ts) with its `values`, so every rule
   * reads in the caller's language; words of a rule's own are not taken.
   */
  badInput(field: string, problem: RuleProblemKey, values?: ProblemValues): never {
    throw badInputFailure(Object.fromEntries(LANGUAGES.map((lang) => [lang, [fieldProblem(field, problem, lang, values)]])) as Record<Language, FieldProblem[]>);
  },
};

/** Shown in the message; the full list is in `fieldErrors`. */
const MAX_ISSUES = 5;

/** A BAD_INPUT refusal: the message lists the problems (at most MAX_ISSUES), `fieldErrors` all of them. */
export function badInputFailure(problems: Record<Language, FieldProblem[]>): SimFailure {
  const detail = (lang: Language) => {
    const lines = problems[lang].map((p) => p.message);
    const shown = lines.slice(0, MAX_ISSUES).join('; ');
    return lines.length > MAX_ISSUES ? `${shown}; … (+${lines.length - MAX_ISSUES})` : shown;
  };
  return new SimFailure(FAILURE.BAD_INPUT, { key: 'badInput', values: { detail: { ko: detail('ko'), en: detail('en') } } }, 200, problems);
}
