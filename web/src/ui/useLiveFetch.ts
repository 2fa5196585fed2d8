// A live screen's data: fetched (with the loading flags) whenever `key` changes — the query, a
// repeated Search — then refreshed silently by the auto-refresh while the screen is open.
import { useEffect, useRef } from 'react';
import { useAutoRefresh, type AutoRefreshState } from './useAutoRefresh';

export type Load = (options: { silent: boolean }) => Promise<{ ok: boolean }>;

export function useLiveFetch(key: string, load: Load, { paused = false }: { paused?: boolean } = {}): AutoRefreshState {
  const latest = useRef(load);
  latest.current = load;
  useEffect(() => {
    void latest.current({ silent: false });
  }, [key]);
  return useAutoRefresh(() => latest.current({ silent: true }), { paused });
}
