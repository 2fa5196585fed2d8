// One record looked for by a screen (a door session's payment, a payment's door session): read
// whenever `key` changes (null: nothing to look for); an answer that arrives after the key moved on
// is ignored. `record` null once found means there is none.
import { useEffect, useRef, useState } from 'react';

export type Found<T> = { ok: true; record: T | null } | { ok: false; message: string };

export interface FoundState<T> {
  loading: boolean;
  record: T | null;
  failure: string | null;
}

export function useFound<T>(key: string | null, find: () => Promise<Found<T>>): FoundState<T> {
  const latest = useRef(find);
  latest.current = find;
  const [state, setState] = useState<FoundState<T> & { key: string | null }>({ key: null, loading: false, record: null, failure: null });
  useEffect(() => {
    if (key === null) return;
    let live = true;
    setState({ key, loading: true, record: null, failure: null });
    void latest.current().then((found) => {
      if (live) setState({ key, loading: false, record: found.ok ? found.record : null, failure: found.ok ? null : found.message });
    });
    return () => {
      live = false;
    };
  }, [key]);
  return state.key === key ? state : { loading: key !== null, record: null, failure: null };
}
