// One record looked for by a screen (a door session's payment, a payment's door session): read
// whenever `key` changes (null: nothing to look for); an answer that arrives after the key moved on
// is ignored. `record` null once found means there is none.
import type { EndpointRef, ResponseOf } from '@contract/endpoint';
import { callEndpoint, type CallInput } from '../api/call';
import { notFoundKey, saysNotFound } from '../api/notFound';
import { tm } from '../i18n';
import { useKeyedRead } from './useLoad';

export type Found<T> = { ok: true; record: T | null } | { ok: false; message: string };

export interface FoundState<T> {
  loading: boolean;
  record: T | null;
  failure: string | null;
}

export function useFound<T>(key: string | null, find: () => Promise<Found<T>>): FoundState<T> {
  const state = useKeyedRead(key, find);
  if (state.key !== key) return { loading: key !== null, record: null, failure: null };
  const answer = state.answer;
  return { loading: state.loading, record: answer?.ok ? answer.record : null, failure: answer && !answer.ok ? answer.message : null };
}

/** The row of a list call's answer that `matches` (the catalog reads these records by no key of their own). */
type RowOf<E extends EndpointRef> = ResponseOf<E> extends { data: { list: readonly (infer R)[] } } ? R : never;

export async function findInList<E extends EndpointRef>(endpoint: E, input: CallInput<E>, matches: (row: RowOf<E>) => boolean): Promise<Found<RowOf<E>>> {
  const outcome = await callEndpoint(endpoint, input);
  if (!outcome.ok) return { ok: false, message: tm(saysNotFound(outcome) ? notFoundKey(endpoint, input.body) : 'lookupFailed') };
  const { list } = (outcome.response as { data: { list: readonly RowOf<E>[] } }).data;
  return { ok: true, record: list.find(matches) ?? null };
}
