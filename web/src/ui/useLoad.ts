// One section's read: run `load` whenever `key` changes (null: nothing to read), and say whether
// it is loading and how it failed. A section keeps its own flags, so two reads of one store on a
// screen (revenue and products) do not overwrite each other's outcome; an answer that arrives
// after the key moved on is ignored.
import { useEffect, useRef, useState } from 'react';

export interface LoadState {
  loading: boolean;
  failure: string | null;
}

/** The read behind useLoad and useFound: the key it answers, whether it runs, and its answer. */
export function useKeyedRead<R>(key: string | null, read: () => Promise<R>): { key: string | null; loading: boolean; answer: R | null } {
  const latest = useRef(read);
  latest.current = read;
  const [state, setState] = useState<{ key: string | null; loading: boolean; answer: R | null }>({ key: null, loading: false, answer: null });
  useEffect(() => {
    if (key === null) return;
    let live = true;
    setState({ key, loading: true, answer: null });
    void latest.current().then((answer) => {
      if (live) setState({ key, loading: false, answer });
    });
    return () => {
      live = false;
    };
  }, [key]);
  // A key not answered yet is loading from the first render on (the effect starts the read after
  // it): no frame shows an empty answer as if it were the figures.
  return { ...state, loading: key !== null && (state.key !== key || state.loading) };
}

export function useLoad(key: string | null, load: () => Promise<{ ok: boolean; message: string }>): LoadState {
  const { loading, answer } = useKeyedRead(key, load);
  return { loading, failure: answer && !answer.ok ? answer.message : null };
}
