import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, messages } from '@contract';
import { callEndpoint } from '../../web/src/api/call';
import { setNavigator } from '../../web/src/app/navigation';
import { installSession } from '../../web/src/app/session';
import { useCommonStore } from '../../web/src/state/common';
import { useCompanyStore } from '../../web/src/state/company';
import { deferred, mockBackend, restoreBackend, sampleUser, type Reply } from './support/mockBackend';

const navigate = vi.fn();
let alertSpy: ReturnType<typeof vi.spyOn>;

beforeAll(() => {
  installSession();
  setNavigator(navigate);
});
beforeEach(() => {
  useCommonStore.getState().setSession({ token: 'Bearer live', user: sampleUser });
  navigate.mockReset();
  alertSpy = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  restoreBackend();
  vi.restoreAllMocks();
  useCommonStore.getState().setSession(null);
});

describe('session expiry through the API (spec §8)', () => {
  it('many simultaneous 403 answers log out once, with one alert', async () => {
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
