// Failures: thrown by handlers and helpers, answered in the endpoint's style by the mount.
import { FAILURE, failureResult, type EndpointDef, type FailureCode, type Language, type SuccessStyle } from '../../../contract/index';
import { entityNames, translate, type EntityName, type Text, type TextKey, type TextValues } from '../i18n';

export class SimFailure extends Error {
  constructor(
    readonly code: FailureCode,
    /** Rendered in the caller's language when answering. */
    readonly text: Text,
    /** HTTP status: 200 for business failures (design.md §3), 4xx for transport-level ones. */
    readonly status = 200,
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
  /** A rule the schema cannot express, worded like schema failures: `file: is required`. */
  badInput(field: string, problem: string): never {
    throw new SimFailure(FAILURE.BAD_INPUT, { key: 'badInput', values: { detail: `${field}: ${problem}` } });
  },
};

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

export function failureBody(style: FailureStyle, code: FailureCode, message: string): Record<string, unknown> {
  const result = failureResult(code, style.success);
  return style.usesMsg ? { result, msg: message, message } : { result, message };
}

export function renderFailure(style: FailureStyle, failure: SimFailure, lang: Language): Record<string, unknown> {
  return failureBody(style, failure.code, translate(lang, failure.text.key, failure.text.values));
}
