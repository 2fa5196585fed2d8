// Where the window is scrolled, per history entry: a new screen (another path) opens at the top,
// Back and Forward return to where that entry was left, a new query on the same screen (a filter,
// a page of the list) stays where it is. The console runs BrowserRouter, not a data router, so
// React Router's <ScrollRestoration> is not there to do it (app/router.tsx says why).
// Positions are kept in session storage too while signed in, so a reload returns to its place. A
// page's content arrives after its route opens: a position is restored as soon as the page is tall
// enough for it, for a few seconds at most, and not once the operator scrolls or keys themselves.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const STORAGE_KEY = 'kiosk-console.scroll-places';
/** History entries remembered: the newest ones. */
const KEPT = 100;
/** How long a restore waits for its page to grow tall enough. */
export const RESTORE_FOR_MS = 4000;
/** What the operator does that ends a restore still waiting (their own scroll wins). */
const OPERATOR_EVENTS = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

type Places = Map<string, number>;

function readPlaces(): Places {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as unknown;
    if (Array.isArray(stored)) return new Map(stored.filter((e): e is [string, number] => Array.isArray(e) && typeof e[0] === 'string' && Number.isFinite(e[1])));
  } catch {
    // A damaged record: start afresh.
  }
  return new Map();
}

function writePlaces(places: Places): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...places].slice(-KEPT)));
  } catch {
    // Then the places last for this page only.
  }
}

function forgetPlaces(): void {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing was kept.
  }
}

const maxScroll = () => document.documentElement.scrollHeight - window.innerHeight;

/** Scroll the window to `y` unless it is there (a scroll that moves nothing is no scroll). */
function scrollWindowTo(y: number): void {
  if (window.scrollY !== y) window.scrollTo(0, y);
}

export function useScrollPlace(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const places = useRef<Places | null>(null);
  places.current ??= readPlaces();
  /** The entry scroll positions are written for. */
  const entry = useRef(location.key);
  const shownPath = useRef<string | null>(null);
  /** A restore still waiting for its page to grow: stops it. */
  const stopRestore = useRef<(() => void) | null>(null);

  useEffect(() => {
    const before = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    const onScroll = () => {
      // While restoring, a page still too short clamps the scroll: that is not where the entry was
      // left. Nor is a scroll up to the very bottom: the page shrank under it (a screen leaving, a
      // table reloading), the operator did not scroll there.
      const y = window.scrollY;
      const was = places.current!.get(entry.current);
      const shrunk = was !== undefined && y < was && y >= maxScroll() - 1;
      if (!stopRestore.current && !shrunk) places.current!.set(entry.current, y);
    };
    const save = () => writePlaces(places.current!);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', save);
      stopRestore.current?.();
      // The shell goes with the session (a sign-out): its places go too, session storage holding
      // no more than the session (spec §9).
      forgetPlaces();
      window.history.scrollRestoration = before;
    };
  }, []);

  useLayoutEffect(() => {
    const kept = places.current!;
    const first = shownPath.current === null;
    const newScreen = shownPath.current !== location.pathname;
    if (navigationType === 'REPLACE' && !newScreen && !first) {
      // The same entry rewritten (a list writing its filters into the address as it opens): its
      // place moves to the new key, and a restore under way goes on.
      const y = kept.get(entry.current);
      kept.delete(entry.current);
      if (y !== undefined) kept.set(location.key, y);
      entry.current = location.key;
      writePlaces(kept);
      return;
    }
    stopRestore.current?.();
    shownPath.current = location.pathname;
    entry.current = location.key;
    // Re-inserted, so the entries kept are the newest.
    const saved = kept.get(location.key);
    kept.delete(location.key);
    if (saved !== undefined) kept.set(location.key, saved);
    writePlaces(kept);
    if (navigationType === 'POP' && saved !== undefined) {
      // Marked as restoring before the first scroll, whose clamped position is not the place.
      const ended = () => {
        stopRestore.current = null;
        kept.set(entry.current, window.scrollY);
      };
      stopRestore.current = ended;
      stopRestore.current = restore(saved, ended);
      if (stopRestore.current === null) ended();
    } else if (newScreen && !(first && navigationType === 'POP')) {
      scrollWindowTo(0);
    }
  }, [location.key, location.pathname, navigationType]);
}

/**
 * Scroll to `y` once the page is tall enough (within RESTORE_FOR_MS). Returns how to stop waiting
 * (which tells `done`), or null when it is there at once.
 */
function restore(y: number, done: () => void): (() => void) | null {
  const reachable = () => Math.min(y, Math.max(0, maxScroll()));
  scrollWindowTo(reachable());
  if (reachable() >= y) return null;
  const started = performance.now();
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    OPERATOR_EVENTS.forEach((type) => window.removeEventListener(type, stop, true));
    done();
  };
  const step = () => {
    const to = reachable();
    scrollWindowTo(to);
    if (to >= y || performance.now() - started > RESTORE_FOR_MS) stop();
    else frame = requestAnimationFrame(step);
  };
  OPERATOR_EVENTS.forEach((type) => window.addEventListener(type, stop, { capture: true, passive: true }));
  frame = requestAnimationFrame(step);
  return stop;
}
