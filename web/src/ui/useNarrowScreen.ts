// Whether the window is phone-narrow (at most `maxWidth` px), following resizes and rotation. A
// screen that lays out differently on a phone (cards instead of a wide table) renders one or the
// other, never both: duplicated fields would confuse screen readers and tests alike.
import { useEffect, useState } from 'react';

export const PHONE_MAX_WIDTH = 600;

function query(maxWidth: number): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(`(max-width: ${maxWidth}px)`) : null;
}

export function useNarrowScreen(maxWidth = PHONE_MAX_WIDTH): boolean {
  const [narrow, setNarrow] = useState(() => query(maxWidth)?.matches ?? false);
  useEffect(() => {
    const list = query(maxWidth);
    if (!list) return;
    const changed = () => setNarrow(list.matches);
    changed();
    list.addEventListener('change', changed);
    return () => list.removeEventListener('change', changed);
  }, [maxWidth]);
  return narrow;
}
