// Lets non-React code (session rules) move the router; the router registers itself at start.
type Navigate = (to: string) => void;

let navigate: Navigate | null = null;

export function setNavigator(fn: Navigate | null): void {
  navigate = fn;
}

export function goTo(path: string): void {
  if (navigate) navigate(path);
  else window.location.assign(path);
}

// After a session expiry the operator starts again at the site root (spec §2), not on the page
// whose call found the session over; after a sign-out the next person starts on the home page, not
// on the page the last one left. A new session brings the return to the asked page back.
export const askedPage = { keep: true };

/** Where the console opens after sign-in when no page was asked for. */
export const HOME_PATH = '/dashboard';
// Any origin will do: it only tells a path of this console from a link elsewhere.
const BASE = 'http://console.invalid';

/**
 * Where sign-in leads: the signed-in page that was asked for (router state `from`: its path and
 * query), else the dashboard. Only a path of this console counts, never another site's address or
 * a sign-in page.
 */
export function afterSignInPath(state: unknown): string {
  const from = state !== null && typeof state === 'object' ? (state as { from?: unknown }).from : undefined;
  if (typeof from !== 'string' || !from.startsWith('/')) return HOME_PATH;
  let url: URL;
  try {
    url = new URL(from, BASE);
  } catch {
    return HOME_PATH;
  }
  if (url.origin !== BASE || url.pathname === '/' || url.pathname === '/login' || url.pathname.startsWith('/auth/')) return HOME_PATH;
  return `${url.pathname}${url.search}`;
}
