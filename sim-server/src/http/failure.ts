// Failures: thrown by handlers and helpers, answered in the endpoint's style by the mount.
import {
  FAILURE,
  LANGUAGES,
  failureResult,
  fieldProblem,
  type EndpointDef,
  type FailureCode,
  type FieldProblem,
  type Language,
  type ProblemValues,
  type RuleProblemKey,
  type SessionEndReason,
  type SuccessStyle,
} from '../../../contract/index';
import { entityNames, translate, type EntityName, type Text, type TextKey, type TextValues } from '../i18n';
import { ContractViolation } from './answer-check';

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

/**
 * The database refused a write for want of room (SQLITE_FULL: a full disk, or max_page_count): the
 * transaction rolled back, so nothing was saved, and reads go on. Answered in the user's words with
 * HTTP 200 like a business failure, so the console shows the message; undefined for other errors.
 */
export function databaseFailure(error: unknown, where: string, logError: (message: string, error: unknown) => void): SimFailure | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string' || !code.startsWith('SQLITE_FULL')) return undefined;
  logError(`${where}: the disk is full, nothing was saved`, error);
  return new SimFailure(FAILURE.REJECTED, { key: 'diskFull' });
}

/** What a thrown error answers: a SimFailure as itself, a storage or constraint error as a refusal, anything else a 500. */
export function asFailure(error: unknown, id: string, logError: (message: string, error: unknown) => void): SimFailure {
  if (error instanceof SimFailure) return error;
  const storage = databaseFailure(error, id, logError);
  if (storage) return storage;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && code.startsWith('SQLITE_CONSTRAINT')) {
    // The schema caught what a handler did not check: refuse, nothing was written.
    logError(`${id}: constraint violation`, error);
    return new SimFailure(FAILURE.REJECTED, { key: 'conflict' });
  }
  logError(error instanceof ContractViolation ? error.message : `${id} failed`, error);
  return new SimFailure(FAILURE.REJECTED, { key: 'processingError' }, 500);
}

/** How an endpoint answers failures: its success style, and whether it speaks `msg` (login style). */
export interface FailureStyle {
  success: SuccessStyle;
  usesMsg: boolean;
}
export const DEFAULT_STYLE: FailureStyle = { success: 0, usesMsg: false };

export function styleOf(e: EndpointDef): FailureStyle {
  const shape = (e.response as unknown as { shape?: Record<string, unknown> }).shape;
  return { success: e.success, usesMsg: shape !== undefined && 'msg' in shape };
}

export function failureBody(style: FailureStyle, code: FailureCode, message: string, fieldErrors?: FieldProblem[]): Record<string, unknown> {
  const result = failureResult(code, style.success);
  const body: Record<string, unknown> = style.usesMsg ? { result, msg: message, message } : { result, message };
  return fieldErrors?.length ? { ...body, fieldErrors } : body;
}

export function renderFailure(style: FailureStyle, failure: SimFailure, lang: Language): Record<string, unknown> {
  const body = failureBody(style, failure.code, translate(lang, failure.text.key, failure.text.values), failure.problems?.[lang]);
  return failure.sessionEnd ? { ...body, sessionEnd: failure.sessionEnd } : body;
}
