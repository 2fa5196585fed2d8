// The field a page starts in, focused in the frame after the page is first drawn rather than by
// React's autoFocus, which focuses during the commit: focusing makes the browser lay the whole new
// page out there and then, inside the commit's task (on the sign-in page, its load's longest task:
// the first layout of the page and its fonts). In the next animation frame that layout is the frame's
// own. A field focused meanwhile (a quick operator, a test filling the form) keeps the focus.
import { useEffect } from 'react';

export function useFocusAfterPaint(id: string | null): void {
  useEffect(() => {
    if (id === null) return;
    const frame = requestAnimationFrame(() => {
      const active = document.activeElement;
      if (active && active !== document.body) return;
      document.getElementById(id)?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [id]);
}
