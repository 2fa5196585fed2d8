// Run a callback every `ms` while `enabled`, never while the browser tab is hidden and never twice
// at once (a slow answer is not overtaken by the next tick). A tick skipped while hidden runs as
// soon as the tab is visible again.
import { useEffect, useRef } from 'react';

export function pageHidden(): boolean {
  return typeof document !== 'undefined' && document.visibilityState === 'hidden';
}

export function useInterval(callback: () => unknown, ms: number, enabled = true): void {
  const latest = useRef(callback);
  latest.current = callback;

  useEffect(() => {
    if (!enabled) return;
    let busy = false;
    let missed = false;
    const tick = async () => {
      if (pageHidden()) {
        missed = true;
        return;
      }
      if (busy) return;
      busy = true;
      missed = false;
      try {
        await latest.current();
      } finally {
        busy = false;
      }
    };
    const timer = setInterval(() => void tick(), ms);
    const onVisible = () => {
      if (!pageHidden() && missed) void tick();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [ms, enabled]);
}
