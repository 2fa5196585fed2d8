// A list screen's read: run `load` whenever `key` (the list call's body, a repeated Search) changes
// or the operator asks again (Retry), and say whether it is loading and how it failed — a call that
// timed out is told apart, since trying again may well work. With `live` the screen also refreshes
// on its own (useAutoRefresh): silently, a success clearing an earlier failure. An answer that
// arrives after the key moved on is ignored.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAutoRefresh, type AutoRefreshState } from '../useAutoRefresh';

/** What a store read answers (an ActionResult, or the first failure of several). */
export interface LoadResult {
  ok: boolean;
  message: string;
  outcome?: { ok: boolean; kind?: string };
}

export interface ListFailure {
  message: string;
  timedOut: boolean;
}

export interface ListLoad {
  loading: boolean;
  failure: ListFailure | null;
  /** Read the same query again. */
  retry: () => void;
  /** The auto-refresh's state, for a live screen. */
  live: AutoRefreshState | null;
}

export function failureOf(result: LoadResult): ListFailure | null {
  if (result.ok) return null;
  return { message: result.message, timedOut: result.outcome?.kind === 'timeout' };
}

export function useListLoad(
  key: string,
  load: (options: { silent: boolean }) => Promise<LoadResult>,
  { live = false, paused = false }: { live?: boolean; paused?: boolean } = {},
): ListLoad {
  const latest = useRef(load);
  latest.current = load;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ loading: boolean; failure: ListFailure | null }>({ loading: true, failure: null });

  useEffect(() => {
    let current = true;
    setState({ loading: true, failure: null });
    void latest.current({ silent: false }).then((result) => {
      if (current) setState({ loading: false, failure: failureOf(result) });
    });
    return () => {
      current = false;
    };
  }, [key, attempt]);

  const auto = useAutoRefresh(
    async () => {
      const result = await latest.current({ silent: true });
      if (result.ok) setState((s) => (s.failure ? { ...s, failure: null } : s));
      return result;
    },
    { paused: !live || paused },
  );
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry, live: live ? auto : null };
}

/**
 * The read of a list call's body: again whenever the body changes or the operator searches the same
 * again (`refresh`, the controller's).
 */
export function useQueryLoad<Q>(
  body: Q,
  refresh: number,
  read: (body: Q, options: { silent: boolean }) => Promise<LoadResult>,
  options?: { live?: boolean; paused?: boolean },
): ListLoad {
  return useListLoad(`${JSON.stringify(body)}#${refresh}`, (o) => read(body, o), options);
}
