// A read refused because its record does not exist (result NOT_FOUND, in either style: '3' or 3)
// says so, in the record's words: a call about a device (its path names one) "No such device",
// any other "No such record" — not the lookup failure, which asks the operator to try again.
import type { EndpointRef } from '@contract/endpoint';
import type { MessageKey } from '@contract/messages';
import { FAILURE } from '@contract/result-codes';
import type { CallFailure } from './call';

export function saysNotFound(failure: CallFailure): boolean {
  return failure.kind === 'rejected' && Number(failure.result) === FAILURE.NOT_FOUND;
}

/** The words for a record of this call that does not exist. */
export function notFoundKey(endpoint: Pick<EndpointRef, 'id' | 'path'>): MessageKey {
  return endpoint.id.startsWith('device.') || endpoint.path.includes('{deviceIdx}') ? 'noSuchDevice' : 'noSuchRecord';
}
