// A read refused because its record does not exist (result NOT_FOUND, in either style: '3' or 3)
// says so, in the record's words: a call about a device "No such device", any other "No such
// record" — not the lookup failure, which asks the operator to try again.
import type { EndpointRef } from '@contract/endpoint';
import type { MessageKey } from '@contract/messages';
import { FAILURE } from '@contract/result-codes';
import type { CallFailure } from './call';

export function saysNotFound(failure: CallFailure): boolean {
  return failure.kind === 'rejected' && Number(failure.result) === FAILURE.NOT_FOUND;
}

/**
 * The words for a record of this call that does not exist: a device when the call is about one (a
 * device call, a path naming a device) or names no record but a device (a list of one device's
 * rows, by `deviceIdx` in its body).
 */
export function notFoundKey(endpoint: Pick<EndpointRef, 'id' | 'path'>, body?: unknown): MessageKey {
  if (endpoint.id.startsWith('device.') || endpoint.path.includes('{deviceIdx}')) return 'noSuchDevice';
  const keys = body !== null && typeof body === 'object' ? Object.keys(body).filter((key) => /Idx$/.test(key)) : [];
  return keys.length === 1 && keys[0] === 'deviceIdx' ? 'noSuchDevice' : 'noSuchRecord';
}
