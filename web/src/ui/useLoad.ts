// One section's read: run `load` whenever `key` changes (null: nothing to read), and say whether
// it is loading and how it failed. A section keeps its own flags, so two reads of one store on a
// screen (revenue and products) do not overwrite each other's outcome; an answer that arrives
// after the key moved on is ignored.
import { useEffect, useRef, useState } from 'react';

export interface LoadState {
  loading: boolean;
  failure: string | null;
}

export function useLoad(key: string | null, load: () => Promise<{ ok: boolean; message: string }>): LoadState {
  const latest = useRef(load);
  latest.current = load;
  const [state, setState] = useState<LoadState>({ loading: false, failure: null });
  useEffect(() => {
    if (key === null) return;
    let live = true;
    setState({ loading: true, failure: null });
    void latest.current().then((result) => {
      if (live) setState({ loading: false, failure: result.ok ? null : result.message });
    });
    return () => {
      live = false;
    };
  }, [key]);
  return state;
}
