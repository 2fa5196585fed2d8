// Tab and Shift+Tab stay inside a drawer while it is open (PrimeReact's Sidebar does not keep focus
// in by itself): past the last control Tab comes back to the first, Shift+Tab the other way round.
import type { KeyboardEvent } from 'react';

/** What Tab stops at in a drawer: its close button, links, buttons and fields. */
const TAB_STOPS = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function keepFocusInside(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Tab') return;
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(TAB_STOPS)];
  const [first, last] = [focusable[0], focusable.at(-1)];
  if (!first || !last) return;
  const edge = event.shiftKey ? first : last;
  if (document.activeElement !== edge && event.currentTarget.contains(document.activeElement)) return;
  event.preventDefault();
  (event.shiftKey ? last : first).focus();
}
