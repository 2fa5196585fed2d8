// How failures are answered: in the endpoint's style (its success code, `msg` or `message`), in the
// caller's language. What is thrown is ../failure.ts.
import { FAILURE, failureResult, type EndpointDef, type FailureCode, type FieldProblem, type Language, type SuccessStyle } from '../../../contract/index';
import { SimFailure } from '../failure';
import { translate } from '../i18n';
import { ContractViolation } from './answer-check';

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
