// Session rules (spec §8): expiry through the API, for answers of any HTTP status, sign-in that
// lacks a user, and where sign-in leads.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, FAILURE, messages } from '@contract';
import { callEndpoint } from '../../web/src/api/call';
import { afterSignInPath, setNavigator } from '../../web/src/core/navigation';
import { installSession } from '../../web/src/core/session';
import { useCommonStore } from '../../web/src/state/common';
import { useCompanyStore } from '../../web/src/features/company/store';
import { deferred, mockBackend, restoreBackend, sampleUser, type Reply } from './support/mockBackend';
import { expectConsoleError } from './support/problems';

const navigate = vi.fn();
let alertSpy: ReturnType<typeof vi.spyOn>;

beforeAll(() => {
  installSession();
  setNavigator(navigate);
});
beforeEach(() => {
  useCommonStore.getState().reset();
  useCommonStore.getState().setSession({ token: 'Bearer live', user: sampleUser });
  useCompanyStore.getState().reset();
  navigate.mockReset();
  alertSpy = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
});
afterEach(() => {
  restoreBackend();
  vi.restoreAllMocks();
  useCommonStore.getState().setSession(null);
});

describe('session expiry through the API (spec §8)', () => {
  it('many simultaneous 403 answers log out once, with one alert', async () => {
    expectConsoleError(/\[api\] (company\.info|company\.list|dashboard\.info): /); // spec §8: a failed request is logged
    mockBackend(() => ({ status: 403, data: { message: 'Forbidden' } }));
    const outcomes = await Promise.all([
      callEndpoint(api.company.list),
      callEndpoint(api.dashboard.info),
      callEndpoint(api.company.info, { params: { companyIdx: 1 } }),
    ]);
    expect(outcomes.every((o) => !o.ok && 'status' in o && o.status === 403)).toBe(true);
    expect(alertSpy).toHaveBeenCalledTimes(1);
    expect(alertSpy).toHaveBeenCalledWith(messages.sessionExpired.ko);
    expect(useCommonStore.getState().token).toBeNull();
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it("a failed result whose message says 'expired' logs out once, even mixed with 403s", async () => {
    expectConsoleError(/\[api\] company\.list: /); // spec §8: a failed request is logged
    const replies: Reply[] = [
      { data: { result: 5, message: 'Session EXPIRED, sign in again' } },
      { status: 403, data: {} },
      { data: { result: 5, message: 'Token expired' } },
    ];
    mockBackend(() => replies.shift()!);
    await Promise.all([callEndpoint(api.company.list), callEndpoint(api.company.list), callEndpoint(api.company.list)]);
    expect(alertSpy).toHaveBeenCalledTimes(1);
    expect(useCommonStore.getState().token).toBeNull();
  });

  it("'not authorized' in a failed result logs out too; a store action then reads FAIL", async () => {
    mockBackend(() => ({ data: { result: 4, message: 'You are Not Authorized' } }));
    await useCompanyStore.getState().fetchList();
    expect(useCompanyStore.getState().status).toBe('FAIL');
    expect(alertSpy).toHaveBeenCalledTimes(1);
    expect(useCommonStore.getState().token).toBeNull();
  });

  it('other failures keep the session', async () => {
    expectConsoleError(/\[api\] company\.list: /); // spec §8: a failed request is logged
    mockBackend(() => ({ data: { result: 3, message: 'company not found' } }));
    await callEndpoint(api.company.info, { params: { companyIdx: 9 } });
    mockBackend(() => ({ status: 500, data: {} }));
    await callEndpoint(api.company.list);
    expect(alertSpy).not.toHaveBeenCalled();
    expect(useCommonStore.getState().token).toBe('Bearer live');
  });

  it("'expired' on a successful result is not a logout", async () => {
    mockBackend(() => ({ data: { result: 0, message: 'promotion expired', data: { list: [], totalCount: 0 } } }));
    await callEndpoint(api.company.list);
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it('a late 403 for an earlier session does not end the current one', async () => {
    expectConsoleError(/\[api\] company\.list: /); // spec §8: a failed request is logged
    const reply = deferred<Reply>();
    mockBackend(() => reply.promise);
    const old = callEndpoint(api.company.list);
    useCommonStore.getState().setSession({ token: 'Bearer newer', user: sampleUser });
    reply.resolve({ status: 403, data: {} });
    await old;
    expect(alertSpy).not.toHaveBeenCalled();
    expect(useCommonStore.getState().token).toBe('Bearer newer');
  });
});

describe('the session rule for answers of any HTTP status', () => {
  it("many 401 answers saying 'expired' sign out once, with one alert, to the site root", async () => {
    expectConsoleError(/\[api\] (company\.list|dashboard\.info): /); // spec §8: a failed request is logged
    mockBackend(() => ({ status: 401, data: { result: FAILURE.EXPIRED, message: 'Token expired' } }));
    const outcomes = await Promise.all([callEndpoint(api.company.list), callEndpoint(api.dashboard.info), useCompanyStore.getState().fetchList()]);
    expect(outcomes.slice(0, 2).every((o) => !o.ok && o.endsSession)).toBe(true);
    expect(alertSpy).toHaveBeenCalledTimes(1);
    expect(alertSpy).toHaveBeenCalledWith(messages.sessionExpired.ko);
    expect(useCommonStore.getState().token).toBeNull();
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it("a 500 whose login-style msg says 'not authorized' signs out too", async () => {
    expectConsoleError(/\[api\] company\.info: /); // spec §8: a failed request is logged
    mockBackend(() => ({ status: 500, data: { msg: 'User is NOT AUTHORIZED' } }));
    const outcome = await callEndpoint(api.company.info, { params: { companyIdx: 1 } });
    expect(outcome).toMatchObject({ ok: false, kind: 'status', status: 500, endsSession: true });
    expect(useCommonStore.getState().token).toBeNull();
    expect(alertSpy).toHaveBeenCalledTimes(1);
  });

  it("a file download answered 401 with a JSON 'expired' body signs out", async () => {
    expectConsoleError(/\[api\] user\.fileDownload: /); // spec §8: a failed request is logged
    const body = new Blob([JSON.stringify({ result: 5, message: 'session expired' })], { type: 'application/json' });
    mockBackend(() => ({ status: 401, data: body }));
    const outcome = await callEndpoint(api.user.fileDownload, { params: { attcheIdx: 1 } });
    expect(outcome).toMatchObject({ ok: false, endsSession: true });
    expect(useCommonStore.getState().token).toBeNull();
  });

  it('other failed statuses keep the session, and so does a refusal on a call without a session', async () => {
    expectConsoleError(/\[api\] (auth\.login|company\.list): /); // spec §8: a failed request is logged
    mockBackend(() => ({ status: 401, data: { message: 'Unauthorized' } }));
    await callEndpoint(api.company.list);
    mockBackend(() => ({ status: 500, data: '<html>expired</html>' }));
    await callEndpoint(api.company.list);
    mockBackend(() => ({ status: 401, data: { result: '1', msg: 'password expired' } }));
    await callEndpoint(api.auth.login, { body: { userId: 'admin', password: 'x' } });
    expect(alertSpy).not.toHaveBeenCalled();
    expect(useCommonStore.getState().token).toBe('Bearer live');
  });
});

describe('sign-in answers', () => {
  beforeEach(() => useCommonStore.getState().setSession(null));

  it.each([
    ['no user object', { result: '0', accessToken: 'tok', msg: 'user record missing' }, 'user record missing'],
    ['a user that is not an object', { result: '0', accessToken: 'tok', user: 'admin', msg: 'odd answer' }, 'odd answer'],
    ['no token', { result: '0', user: sampleUser, msg: 'no token issued' }, 'no token issued'],
    ['no user and no msg', { result: '0', accessToken: 'tok' }, messages.processingError.ko],
  ])("result '0' with %s is LOGIN_FAIL, signed out, with the server's msg", async (what, data: object, shown) => {
    mockBackend(() => ({ data, offContract: `a sign-in success with ${what}` }));
    const result = await useCommonStore.getState().login({ userId: 'admin', password: 'admin1234' });
    expect(result.status).toBe('LOGIN_FAIL');
    expect(useCommonStore.getState()).toMatchObject({ token: null, user: null, status: 'LOGIN_FAIL', message: shown });
  });
});

describe('a read outside the caller scope', () => {
  it("says 'No access to this record' by the result code, whatever the server's wording", async () => {
    mockBackend(() => ({ data: { result: FAILURE.NOT_AUTHORIZED, message: 'Zugriff verweigert' } }));
    await useCompanyStore.getState().fetchDetail(3);
    expect(useCompanyStore.getState()).toMatchObject({ status: 'FAIL', message: messages.noAccessToRecord.ko });
    mockBackend(() => ({ data: { result: FAILURE.NOT_FOUND, message: 'no access to this record' } }));
    await useCompanyStore.getState().fetchDetail(3);
    expect(useCompanyStore.getState().message).toBe(messages.noSuchRecord.ko);
    expect(useCommonStore.getState().token).toBe('Bearer live');
  });
});

describe('where sign-in leads', () => {
  it.each([
    [{ from: '/management/device/12/trays?x=1' }, '/management/device/12/trays?x=1'],
    [{ from: '/management/company?keyword=a%20b' }, '/management/company?keyword=a%20b'],
    [null, '/dashboard'],
    [{ passwordChanged: true }, '/dashboard'],
    [{ from: 'https://evil.example/x' }, '/dashboard'],
    [{ from: '//evil.example/x' }, '/dashboard'],
    [{ from: '/\\evil.example/x' }, '/dashboard'],
    [{ from: 'javascript:alert(1)' }, '/dashboard'],
    [{ from: '/login' }, '/dashboard'],
    [{ from: '/auth/find-id' }, '/dashboard'],
    [{ from: '/' }, '/dashboard'],
    [{ from: 42 }, '/dashboard'],
  ])('%j → %s', (state, path) => {
    expect(afterSignInPath(state)).toBe(path);
  });
});
