// How an answer says success or failure (design.md §3), without zod: the console's client checks
// answers with these on every route, the sign-in form's included. Re-exported by ./wire.

/** Success is the number 0 for most calls and the string '0' for a few (spec §5). */
export type SuccessStyle = 0 | '0';

/** Failure codes the simulator answers; a real server may send others. */
export const FAILURE = {
  /** A business rule said no (record in use, duplicate key …). */
  REJECTED: 1,
  /** The request body or a path parameter failed validation. */
  BAD_INPUT: 2,
  /** The record does not exist. */
  NOT_FOUND: 3,
  /** The record exists but is outside the caller's scope. */
  NOT_AUTHORIZED: 4,
  /** The session token has expired. */
  EXPIRED: 5,
  /** Too many attempts (sign-in, find ID, password reset): the message says how long to wait. */
  THROTTLED: 6,
  /** The endpoint is routed and validated but its area is not simulated yet. */
  NOT_SIMULATED: 9,
} as const;
export type FailureCode = (typeof FAILURE)[keyof typeof FAILURE];

/** Success in exactly one endpoint's style, number 0 or the string '0' (what the simulator is held to). */
export function isSuccess(result: unknown, style: SuccessStyle): boolean {
  return style === '0' ? result === '0' : result === 0;
}

/**
 * The success style an answer used, whichever the endpoint's: 0 or '0', null for any other result.
 * Production may answer a call in the other style than the spec gives it; the console reads either
 * as success (and records the drift), the contract suite reports it, the simulator never does it.
 */
export function successStyleOf(result: unknown): SuccessStyle | null {
  return result === 0 || result === '0' ? result : null;
}

/** Encode a failure code in the endpoint's style (string endpoints answer strings). */
export function failureResult(code: FailureCode, style: SuccessStyle): number | string {
  return style === '0' ? String(code) : code;
}
