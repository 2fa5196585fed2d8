import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTO_LOGIN_STORAGE_KEY, SESSION_STORAGE_KEY, TAB_SIGNAL_STORAGE_KEY, messages } from '@contract';
import { currentAuthorization } from '../../web/src/api/client';
import { responseCache } from '../../web/src/api/cache';
import { askedPage, setNavigator } from '../../web/src/core/navigation';
import { installSession, logout, readStoredSession, rememberSession, startSession } from '../../web/src/core/session';
import { tabId } from '../../web/src/core/tabSignal';
import { useCommonStore } from '../../web/src/state/common';
import { useCompanyStore } from '../../web/src/features/company/store';
import { useUiStore } from '../../web/src/state/ui';
import { deferred, mockBackend, restoreBackend, sampleCompany, sampleUser, type Reply } from './support/mockBackend';
import { expectConsoleError } from './support/problems';

const session = { token: 'Bearer abc', user: sampleUser };
const navigate = vi.fn();
let alertSpy: ReturnType<typeof vi.spyOn>;

/** What another tab's write to the signal key looks like here. */
function signalFromOtherTab(value: object) {
  window.dispatchEvent(new StorageEvent('storage', { key: TAB_SIGNAL_STORAGE_KEY, newValue: JSON.stringify(value) }));
}

function signalsWritten(setItem: { mock: { calls: unknown[][] } }): Array<Record<string, unknown>> {
  return setItem.mock.calls.filter(([key]) => key === TAB_SIGNAL_STORAGE_KEY).map(([, value]) => JSON.parse(value as string));
}

beforeAll(() => {
  installSession();
  setNavigator(navigate);
});
beforeEach(() => {
  useCommonStore.getState().setSession(null);
  sessionStorage.clear();
  localStorage.clear();
  navigate.mockReset();
  useUiStore.getState().clearNotice();
  alertSpy = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
  // An explicit logout tells the server (best-effort): something must answer it.
  mockBackend(() => ({ data: { result: 0, message: 'ok' } }));
});
afterEach(() => {
  restoreBackend();
  vi.restoreAllMocks();
});

describe('session start', () => {
  it('reads the session from session storage', async () => {
    sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
    expect(await startSession(10)).toBe(true);
    expect(useCommonStore.getState().token).toBe('Bearer abc');
    expect(currentAuthorization()).toBe('Bearer abc');
  });

  it('falls back to the auto-login record of local storage', async () => {
    localStorage.setItem(AUTO_LOGIN_STORAGE_KEY, JSON.stringify({ ...session, token: 'Bearer auto' }));
    expect(readStoredSession()?.token).toBe('Bearer auto');
    expect(await startSession(10)).toBe(true);
    expect(useCommonStore.getState().token).toBe('Bearer auto');
    // …and from then on it is this tab's session too.
    expect(JSON.parse(sessionStorage.getItem(SESSION_STORAGE_KEY)!).token).toBe('Bearer auto');
  });

  it('prefers session storage over the auto-login record', () => {
    sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
    localStorage.setItem(AUTO_LOGIN_STORAGE_KEY, JSON.stringify({ ...session, token: 'Bearer auto' }));
    expect(readStoredSession()?.token).toBe('Bearer abc');
  });

  it('without any record (and no tab answering) is not signed in', async () => {
    sessionStorage.setItem(SESSION_STORAGE_KEY, '{broken');
    expect(await startSession(10)).toBe(false);
    expect(useCommonStore.getState().token).toBeNull();
    expect(currentAuthorization()).toBeNull();
  });

  it('adopts the session another tab hands over', async () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const starting = startSession(1000);
    expect(signalsWritten(setItem)).toContainEqual(expect.objectContaining({ type: 'request-login-info', from: tabId }));
    signalFromOtherTab({ type: 'login-info', to: 'some-other-tab', session: { ...session, token: 'Bearer wrong' } });
    signalFromOtherTab({ type: 'login-info', to: tabId, session });
    expect(await starting).toBe(true);
    expect(useCommonStore.getState().token).toBe('Bearer abc');
  });
});

describe('login state follows the token', () => {
  it('setting a session writes session storage and the header; clearing the token ends both', () => {
    useCommonStore.getState().setSession(session);
    expect(JSON.parse(sessionStorage.getItem(SESSION_STORAGE_KEY)!)).toEqual(session);
    expect(currentAuthorization()).toBe('Bearer abc');
    useCommonStore.getState().setSession(null);
    expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(currentAuthorization()).toBeNull();
  });

  it('"keep me signed in" writes the auto-login record', () => {
    useCommonStore.getState().setSession(session);
    rememberSession();
    expect(JSON.parse(localStorage.getItem(AUTO_LOGIN_STORAGE_KEY)!).token).toBe('Bearer abc');
  });
});

describe('logout', () => {
  it('explicit: clears token, both storages, cache and area data, signals other tabs, goes to /login', () => {
    useCommonStore.getState().setSession(session);
    rememberSession();
    responseCache.set('k', 1);
    useCompanyStore.setState({ list: [sampleCompany(1)] as never });
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    expect(logout(true)).toBe(true);
    expect(useCommonStore.getState().token).toBeNull();
    expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(AUTO_LOGIN_STORAGE_KEY)).toBeNull();
    expect(responseCache.size).toBe(0);
    expect(useCompanyStore.getState().list).toEqual([]);
    expect(signalsWritten(setItem)).toContainEqual(expect.objectContaining({ type: 'logout', explicit: true }));
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(alertSpy).not.toHaveBeenCalled();
    // The next sign-in may be someone else's: it does not return to this page.
    expect(askedPage.keep).toBe(false);
    useCommonStore.getState().setSession(session);
    expect(askedPage.keep).toBe(true);
  });

  it("each logout signal is a fresh value, so other tabs' storage event fires every time", () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    useCommonStore.getState().setSession(session);
    logout(true);
    useCommonStore.getState().setSession(session);
    logout(true);
    const [first, second] = signalsWritten(setItem).filter((s) => s.type === 'logout');
    expect(first).toBeDefined();
    expect(JSON.stringify(first)).not.toBe(JSON.stringify(second));
  });

  it('not explicit: alerts "Session expired, logged out" and goes to the site root', () => {
    useCommonStore.getState().setSession(session);
    logout(false);
    expect(alertSpy).toHaveBeenCalledWith(messages.sessionExpired.ko);
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('does nothing when already signed out', () => {
    expect(logout(false)).toBe(false);
    expect(alertSpy).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('sign-out on the server', () => {
  /** Lets the call on its way settle (the transport loads, the answer is judged). */
  const settled = () => new Promise((resolve) => setTimeout(resolve, 50));
  // Sign-out calls of the tests before may still be on their way: let them land before a test counts calls.
  beforeEach(settled);

  it('an explicit logout asks the server to revoke the token, and is signed out at once without waiting for it', async () => {
    const answer = deferred<Reply>();
    const calls = mockBackend(() => answer.promise);
    useCommonStore.getState().setSession(session);
    expect(logout(true)).toBe(true);
    // Signed out before the server has said anything.
    expect(useCommonStore.getState().token).toBeNull();
    expect(currentAuthorization()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login');
    await vi.waitFor(() => expect(calls).toHaveLength(1), { timeout: 15_000 });
    expect(calls[0]!.url).toBe('/auth/logout');
    expect(calls[0]!.method).toBe('post');
    expect(calls[0]!.headers.Authorization).toBe('Bearer abc');
    answer.resolve({ data: { result: 0, message: 'ok' } });
    await settled();
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it.each<[string, Reply]>([
    ['a server without the call (HTTP 404)', { status: 404, data: 'Not Found' }],
    ['no network', { fail: 'network' }],
    ['HTTP 403 (the token was already gone)', { status: 403, data: { result: 4, message: 'Invalid token' } }],
    ['a refusal', { data: { result: 1, message: 'nope' } }],
  ])('signs out all the same against %s, with no alert', async (_what, reply) => {
    // Spec §8: a failed request is logged; a refusal is an answer, not a failure.
    if ('fail' in reply || reply.status !== undefined) expectConsoleError(/\[api\] auth\.logout: /);
    const calls = mockBackend(() => reply);
    useCommonStore.getState().setSession(session);
    logout(true);
    await vi.waitFor(() => expect(calls).toHaveLength(1), { timeout: 15_000 });
    await settled();
    expect(useCommonStore.getState().token).toBeNull();
    expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it('makes no call when the session is already over (expiry, another tab)', async () => {
    const calls = mockBackend(() => ({ data: { result: 0, message: 'ok' } }));
    useCommonStore.getState().setSession(session);
    logout(false);
    useCommonStore.getState().setSession(session);
    signalFromOtherTab({ type: 'logout', nonce: 'server-side' });
    await settled();
    expect(calls).toEqual([]);
  });
});

describe('signals from other tabs', () => {
  it("'logout' ends this session with a notice (no alert) and goes to /login", () => {
    useCommonStore.getState().setSession(session);
    signalFromOtherTab({ type: 'logout', nonce: '1' });
    expect(useCommonStore.getState().token).toBeNull();
    expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(useUiStore.getState().notice).toBe('loggedOutElsewhere');
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it("an explicit 'logout' elsewhere leaves no page to return to here; one after an expiry does", () => {
    useCommonStore.getState().setSession(session);
    signalFromOtherTab({ type: 'logout', explicit: false, nonce: '3' });
    expect(askedPage.keep).toBe(true);
    useCommonStore.getState().setSession(session);
    signalFromOtherTab({ type: 'logout', explicit: true, nonce: '4' });
    expect(useCommonStore.getState().token).toBeNull();
    expect(askedPage.keep).toBe(false);
  });

  it("'logout' while signed out changes nothing", () => {
    signalFromOtherTab({ type: 'logout', nonce: '2' });
    expect(useUiStore.getState().notice).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it("'request-login-info' is answered with this session and nothing visible happens here", () => {
    useCommonStore.getState().setSession(session);
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    signalFromOtherTab({ type: 'request-login-info', from: 'new-tab' });
    expect(signalsWritten(setItem)).toContainEqual(expect.objectContaining({ type: 'login-info', to: 'new-tab', session }));
    // The token does not stay in local storage.
    expect(localStorage.getItem(TAB_SIGNAL_STORAGE_KEY)).toBeNull();
    expect(useCommonStore.getState().token).toBe('Bearer abc');
    expect(navigate).not.toHaveBeenCalled();
    expect(alertSpy).not.toHaveBeenCalled();
    expect(useUiStore.getState().notice).toBeNull();
  });

  it("'request-login-info' gets no answer from a signed-out tab", () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    signalFromOtherTab({ type: 'request-login-info', from: 'new-tab' });
    expect(signalsWritten(setItem)).toEqual([]);
  });
});
