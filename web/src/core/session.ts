// The session of spec §4, in one place: storage, restore, tab signals, logout and the
// session-lost rule reported by the API layer.
import { api } from '@contract/api-routes';
import { AUTO_LOGIN_STORAGE_KEY, SESSION_END_STORAGE_KEY, SESSION_STORAGE_KEY } from '@contract/constants';
import { SESSION_END_REASONS, type SessionEndReason } from '@contract/session-end';
import { setAuthorization } from '../api/authorization';
import { responseCache } from '../api/cache';
import { callEndpoint } from '../api/call';
import { onSessionLost } from '../api/sessionRule';
import { tm } from '../i18n';
import { resetAreaStores } from '../state/areaStore';
import { useTourState } from '../state/tour';
import { useCommonStore, type SessionData } from '../state/common';
import { useUiStore } from '../state/ui';
import { askedPage, goTo } from './navigation';
import { onSignal, sendSignal, tabId, type TabSignal } from './tabSignal';
import { paths } from './paths';

/**
 * How long a new tab waits for another tab to hand over its session. Long enough for a busy
 * machine's signed-in tab to answer; short enough that a signed-out visitor barely waits.
 */
export const TAB_ANSWER_TIMEOUT_MS = 800;

function read(storage: Storage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

function remove(storage: Storage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Nothing stored if storage is unavailable.
  }
}

function parseSession(raw: string | null): SessionData | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<SessionData>;
    if (typeof value.token === 'string' && value.token !== '' && value.user && typeof value.user === 'object') {
      return { token: value.token, user: value.user };
    }
  } catch {
    // A damaged record is no session.
  }
  return null;
}

/** Session storage first, then the auto-login record of local storage. */
export function readStoredSession(): SessionData | null {
  return parseSession(read(sessionStorage, SESSION_STORAGE_KEY)) ?? parseSession(read(localStorage, AUTO_LOGIN_STORAGE_KEY));
}

/** "Keep me signed in": the current session also goes to local storage. */
export function rememberSession(): void {
  const { token, user } = useCommonStore.getState();
  if (token && user) localStorage.setItem(AUTO_LOGIN_STORAGE_KEY, JSON.stringify({ token, user }));
}

/** Why the server ended this tab's session, for the sign-in page: kept in session storage, so a reload still says it. */
function tellSessionEnd(reason: SessionEndReason | null): void {
  useUiStore.getState().setSessionEnd(reason);
  try {
    if (reason) sessionStorage.setItem(SESSION_END_STORAGE_KEY, reason);
    else sessionStorage.removeItem(SESSION_END_STORAGE_KEY);
  } catch {
    // Then only until a reload.
  }
}

/** The reason kept by an earlier page of this tab, if any. */
function storedSessionEnd(): SessionEndReason | null {
  const stored = read(sessionStorage, SESSION_END_STORAGE_KEY);
  return (SESSION_END_REASONS as readonly (string | null)[]).includes(stored) ? (stored as SessionEndReason) : null;
}

/** Clear this tab's session, cache and area data (no signal, no message). */
function endLocalSession(): void {
  useCommonStore.getState().setSession(null);
  responseCache.clear();
  resetAreaStores();
  useTourState.getState().end(); // a tour belongs to the session that started it
}

/**
 * Logout. Explicit (the button): the server is asked to revoke the token, then to /login (the next
 * sign-in opens the home page). Not
 * explicit (expired / 403): the session is already over there; the alert 'Session expired, logged
 * out' and the site root, the sign-in page then saying why the server ended it when it said
 * (`reason`). Returns false when already signed out, which is what keeps many failing requests down
 * to one alert.
 */
export function logout(explicit = true, reason: SessionEndReason | null = null): boolean {
  if (!useCommonStore.getState().token) return false;
  // After a sign-out the next sign-in may be someone else's: it opens the home page, not the page
  // this one was on. (Set before the session ends: the signed-out redirect to /login reads it.)
  if (explicit) askedPage.keep = false;
  // Best-effort and not awaited: the call takes the token with it as it starts, and whatever comes
  // back (a Live server without the call answers 404) this tab is signed out at once below.
  if (explicit) void callEndpoint(api.auth.logout, { body: {} });
  endLocalSession();
  remove(localStorage, AUTO_LOGIN_STORAGE_KEY);
  sendSignal({ type: 'logout', explicit });
  if (explicit) {
    goTo(paths.login());
  } else {
    askedPage.keep = false;
    tellSessionEnd(reason);
    window.alert(tm('sessionExpired'));
    goTo('/');
  }
  return true;
}

function handleSessionLost(sentAuthorization: string | null, reason: SessionEndReason | null): void {
  const { token } = useCommonStore.getState();
  // A late answer to a request of an earlier session must not end the current one.
  if (!token || (sentAuthorization !== null && sentAuthorization !== token)) return;
  logout(false, reason);
}

function handleSignal(signal: TabSignal): void {
  const { token, user } = useCommonStore.getState();
  if (signal.type === 'logout' && token) {
    // Signed out in another tab: the next sign-in here may be someone else's too.
    if (signal.explicit) askedPage.keep = false;
    endLocalSession();
    useUiStore.getState().showNotice('loggedOutElsewhere');
    goTo(paths.login());
  } else if (signal.type === 'request-login-info' && token && user) {
    // Handed over silently: no message, no navigation in this tab.
    sendSignal({ type: 'login-info', to: signal.from, session: { token, user } });
  }
}

let installed = false;

/** Wire the session: storage and header follow the token; tab signals; the session-lost rule. */
export function installSession(): void {
  if (installed) return;
  installed = true;
  useUiStore.getState().setSessionEnd(storedSessionEnd());
  useCommonStore.subscribe((state, prev) => {
    if (state.token === prev.token && state.user === prev.user) return;
    if (state.token && !prev.token) {
      askedPage.keep = true;
      tellSessionEnd(null); // told until this sign-in
    }
    setAuthorization(state.token);
    try {
      if (state.token && state.user) sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: state.token, user: state.user }));
      else sessionStorage.removeItem(SESSION_STORAGE_KEY);
    } catch {
      // The session then lasts for this page only.
    }
  });
  onSessionLost(handleSessionLost);
  onSignal(handleSignal);
}

/** Ask the other tabs for their session; null if none answers in time. */
function askOtherTabs(timeoutMs: number): Promise<SessionData | null> {
  return new Promise((resolve) => {
    const stop = onSignal((signal) => {
      if (signal.type !== 'login-info' || signal.to !== tabId) return;
      finish(parseSession(JSON.stringify(signal.session)));
    });
    const timer = setTimeout(() => finish(null), timeoutMs);
    function finish(session: SessionData | null) {
      clearTimeout(timer);
      stop();
      resolve(session);
    }
    sendSignal({ type: 'request-login-info', from: tabId });
  });
}

/** Session start: stored session, else the auto-login record, else another tab's, else signed out. */
export async function startSession(timeoutMs = TAB_ANSWER_TIMEOUT_MS): Promise<boolean> {
  installSession();
  const session = readStoredSession() ?? (await askOtherTabs(timeoutMs));
  if (session) useCommonStore.getState().setSession(session);
  return session !== null;
}
