import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, fillTemplate, messages } from '@contract';
import { notFoundKey } from '../../web/src/api/notFound';
import { useCommonStore } from '../../web/src/state/common';
import { useCompanyStore } from '../../web/src/features/company/store';
import { resetAreaStores } from '../../web/src/state/areaStore';
import { useUiStore } from '../../web/src/state/ui';
import { deferred, mockBackend, restoreBackend, sampleCompany, sampleUser, type Reply } from './support/mockBackend';
import { expectConsoleError } from './support/problems';

const ko = (key: keyof typeof messages) => messages[key].ko;

beforeEach(() => {
  useCompanyStore.getState().reset();
  useCommonStore.getState().reset();
});
afterEach(() => {
  restoreBackend();
  vi.restoreAllMocks();
});

describe('request phase', () => {
  it('sets loading and clears the previous status and message while the call runs', async () => {
    useCompanyStore.setState({ status: 'FAIL', message: 'old failure' });
    const reply = deferred<Reply>();
    mockBackend(() => reply.promise);
    const running = useCompanyStore.getState().save({ companyName: 'A' });
    expect(useCompanyStore.getState()).toMatchObject({ loading: true, status: '', message: '' });
    expect(useUiStore.getState().loadingCount).toBe(1);
    reply.resolve({ data: { result: 0, message: 'saved', data: sampleCompany(7) } });
    await running;
    expect(useCompanyStore.getState().loading).toBe(false);
    expect(useUiStore.getState().loadingCount).toBe(0);
  });
});

describe('save phases (spec §4)', () => {
  it("result 0 gives SUCCESS with 'Normally processed' and stores the saved record", async () => {
    mockBackend(() => ({ data: { result: 0, message: 'saved', data: sampleCompany(7) } }));
    const result = await useCompanyStore.getState().save({ companyName: 'A' });
    expect(result.status).toBe('SUCCESS');
    expect(useCompanyStore.getState()).toMatchObject({ status: 'SUCCESS', message: ko('normallyProcessed'), loading: false });
    expect(useCompanyStore.getState().detail?.companyIdx).toBe(7);
  });

  it('any other result gives FAIL with the server message', async () => {
    mockBackend(() => ({ data: { result: 2, message: 'Company name: is required' } }));
    const result = await useCompanyStore.getState().save({ companyName: '' });
    expect(result).toMatchObject({ ok: false, status: 'FAIL', serverMessage: 'Company name: is required' });
    expect(useCompanyStore.getState()).toMatchObject({ status: 'FAIL', message: 'Company name: is required', loading: false });
  });

  it('a failure without a message gives FAIL with the generic message', async () => {
    mockBackend(() => ({ data: { result: 1 } }));
    await useCompanyStore.getState().remove(3);
    expect(useCompanyStore.getState()).toMatchObject({ status: 'FAIL', message: ko('processingError') });
  });

  it('an HTTP failure on save gives FAIL with the generic message', async () => {
    expectConsoleError(/\[api\] company\.store: /); // spec §8: a failed request is logged
    mockBackend(() => ({ status: 500, data: { message: 'internal' } }));
    await useCompanyStore.getState().save({ companyName: 'A' });
    expect(useCompanyStore.getState()).toMatchObject({ status: 'FAIL', message: ko('processingError') });
  });
});

describe('no server answering', () => {
  const unreachable = (failure: string) => fillTemplate(messages.serverUnreachable.ko, { failure });

  it.each<[string, Reply]>([
    ['no network', { fail: 'network' }],
    ['a gateway whose server is down (502, as Live mode answers)', { status: 502, data: { result: 1, message: 'down' } }],
    ['a server unavailable (503)', { status: 503, data: 'Service Unavailable' }],
    ['a gateway timeout (504)', { status: 504, data: '' }],
  ])('%s: the screen says its failure and that the server cannot be reached', async (_what, reply) => {
    expectConsoleError(/\[api\] (company\.list|company\.store): /); // spec §8: a failed request is logged
    mockBackend(() => reply);
    await useCompanyStore.getState().save({ companyName: 'A' });
    expect(useCompanyStore.getState()).toMatchObject({ status: 'FAIL', message: unreachable(ko('processingError')), loading: false });
    await useCompanyStore.getState().fetchList();
    expect(useCompanyStore.getState()).toMatchObject({ status: 'FAIL', message: unreachable(ko('lookupFailed')) });
  });

  it('a server that answers, even with an error, is not called unreachable', async () => {
    expectConsoleError(/\[api\] company\.list: /); // spec §8: a failed request is logged
    for (const reply of [{ status: 500, data: {} }, { status: 404, data: 'Not Found' }, { fail: 'timeout' }, { data: { result: 1 } }] as Reply[]) {
      mockBackend(() => reply);
      await useCompanyStore.getState().fetchList();
      expect(useCompanyStore.getState().message).toBe(ko('lookupFailed'));
    }
  });
});

describe('fetch phases', () => {
  it('puts the list in the store', async () => {
    mockBackend(() => ({ data: { result: 0, message: '', data: { list: [sampleCompany(2), sampleCompany(1)], totalCount: 2 } } }));
    await useCompanyStore.getState().fetchList();
    expect(useCompanyStore.getState().list.map((c) => c.companyIdx)).toEqual([2, 1]);
    expect(useCompanyStore.getState()).toMatchObject({ status: 'SUCCESS', totalCount: 2, loading: false });
  });

  it("a fetch failure reads 'Information lookup failed', not the server's words; a record that does not exist says so", async () => {
    expectConsoleError(/\[api\] company\.list: /); // spec §8: a failed request is logged
    mockBackend(() => ({ data: { result: 3, message: 'company 99 not found' } }));
    await useCompanyStore.getState().fetchDetail(99);
    expect(useCompanyStore.getState()).toMatchObject({ status: 'FAIL', message: ko('noSuchRecord'), detail: null });
    mockBackend(() => ({ data: { result: 1, message: 'database busy' } }));
    await useCompanyStore.getState().fetchDetail(99);
    expect(useCompanyStore.getState()).toMatchObject({ status: 'FAIL', message: ko('lookupFailed'), detail: null });
    mockBackend(() => ({ fail: 'timeout' }));
    await useCompanyStore.getState().fetchList();
    expect(useCompanyStore.getState()).toMatchObject({ status: 'FAIL', message: ko('lookupFailed') });
  });

  it("names a missing device as a device: a device call, a path or a body naming only a device", () => {
    expect(notFoundKey(api.device.info)).toBe('noSuchDevice');
    expect(notFoundKey(api.training.info)).toBe('noSuchDevice');
    expect(notFoundKey(api.payment.list, { deviceIdx: 4, startDate: '2026-11-01' })).toBe('noSuchDevice');
    expect(notFoundKey(api.payment.list, { deviceIdx: 4, companyIdx: 1 })).toBe('noSuchRecord');
    expect(notFoundKey(api.company.info)).toBe('noSuchRecord');
    expect(notFoundKey(api.order.info, undefined)).toBe('noSuchRecord');
  });

  it('reset brings an area back to its initial state (logout resets every area)', async () => {
    mockBackend(() => ({ data: { result: 0, message: '', data: { list: [sampleCompany(1)], totalCount: 1 } } }));
    await useCompanyStore.getState().fetchList();
    resetAreaStores();
    expect(useCompanyStore.getState()).toMatchObject({ list: [], totalCount: 0, status: '', message: '', detail: null });
  });
});

describe('auth actions of the common area', () => {
  it("login '0' stores the bearer token and user", async () => {
    mockBackend(() => ({ data: { result: '0', accessToken: 'tok', user: sampleUser, msg: 'welcome' } }));
    const result = await useCommonStore.getState().login({ userId: 'admin', password: 'admin1234' });
    expect(result.status).toBe('LOGIN_SUCCESS');
    expect(useCommonStore.getState()).toMatchObject({ token: 'Bearer tok', status: 'LOGIN_SUCCESS' });
    expect(useCommonStore.getState().user?.userId).toBe('admin');
  });

  it('any other login result is LOGIN_FAIL with the server msg, and no token', async () => {
    mockBackend(() => ({ data: { result: '1', msg: 'Wrong ID or password' } }));
    await useCommonStore.getState().login({ userId: 'admin', password: 'x' });
    expect(useCommonStore.getState()).toMatchObject({ token: null, status: 'LOGIN_FAIL', message: 'Wrong ID or password' });
  });

  it("find ID: '0' says the information was sent, anything else that the account was not found", async () => {
    mockBackend(() => ({ data: { result: '0', msg: 'sent' } }));
    expect((await useCommonStore.getState().findId({ userName: 'a', email: 'b' })).message).toBe(ko('infoSentByMail'));
    mockBackend(() => ({ data: { result: '3', msg: 'no match' } }));
    expect((await useCommonStore.getState().resetPassword({ userId: 'a', email: 'b' })).message).toBe(ko('accountNotFound'));
    expect(useCommonStore.getState().status).toBe('FAIL');
  });
});
