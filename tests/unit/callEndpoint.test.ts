import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, messages, simRoutes } from '@contract';
import { callEndpoint } from '../../web/src/api/call';
import { onSessionLost } from '../../web/src/api/sessionRule';
import { clearSuccessDrifts, onSuccessDrift, successDrifts } from '../../web/src/api/successDrift';
import { setAuthorization } from '../../web/src/api/client';
import { setLanguage } from '../../web/src/i18n';
import { useUiStore } from '../../web/src/state/ui';
import { deferred, mockBackend, restoreBackend, sampleCompany, sampleUser, type Reply } from './support/mockBackend';
import { sampleDashboard } from './support/deviceSamples';
import { expectConsoleError } from './support/problems';

afterEach(async () => {
  restoreBackend();
  setAuthorization(null);
  await setLanguage('ko');
  vi.restoreAllMocks();
});

describe('requests built from the catalog', () => {
  it('POSTs JSON to /api/v1 + path with the bearer and language headers', async () => {
    const calls = mockBackend(() => ({ data: { result: 0, message: '', data: { list: [], totalCount: 0 } } }));
    setAuthorization('Bearer abc');
    await setLanguage('en');
    await callEndpoint(api.company.list, { body: { keyword: 'x' } });
    const [config] = calls;
    expect(config!.baseURL).toBe('/api/v1');
    expect(config!.method).toBe('post');
    expect(config!.url).toBe('/company/list');
    expect(JSON.parse(config!.data as string)).toEqual({ keyword: 'x' });
    expect(config!.headers.get('Authorization')).toBe('Bearer abc');
    expect(config!.headers.get('Accept-Language')).toBe('en');
    expect(config!.timeout).toBe(30_000);
  });

  it('GETs with path parameters filled in and no body', async () => {
    const calls = mockBackend(() => ({ data: { result: 0, message: '', data: sampleCompany(42) } }));
    await callEndpoint(api.company.info, { params: { companyIdx: 42 } });
    expect(calls[0]!.method).toBe('get');
    expect(calls[0]!.url).toBe('/company/info/42');
    expect(calls[0]!.data).toBeUndefined();
  });

  it('sends multipart form data with the files', async () => {
    const calls = mockBackend(() => ({ data: { result: 0, message: '' } }));
    const file = new Blob(['hello'], { type: 'text/plain' });
    await callEndpoint(api.user.fileUpload, { body: { userIdx: 3, documentType: 'CONTRACT' }, files: { file } });
    const form = calls[0]!.data as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('userIdx')).toBe('3');
    expect(form.get('documentType')).toBe('CONTRACT');
    expect(form.get('file')).toBeInstanceOf(Blob);
  });

  it('asks file endpoints for a blob and returns it with its name', async () => {
    const calls = mockBackend(() => ({
      data: new Blob(['%PDF'], { type: 'application/pdf' }),
      headers: { 'content-disposition': 'attachment; filename="contract.pdf"' },
    }));
    const outcome = await callEndpoint(api.user.fileDownload, { params: { attcheIdx: 9 } });
    expect(calls[0]!.responseType).toBe('blob');
    expect(outcome.ok).toBe(true);
    expect((outcome as { response: { fileName: string } }).response.fileName).toBe('contract.pdf');
  });

  it('reads the JSON failure a file endpoint sends instead of a file', async () => {
    mockBackend(() => ({ data: new Blob([JSON.stringify({ result: 3, message: 'no such file' })], { type: 'application/json' }) }));
    const outcome = await callEndpoint(api.user.fileDownload, { params: { attcheIdx: 9 } });
    expect(outcome).toMatchObject({ ok: false, kind: 'rejected', result: 3, message: 'no such file' });
  });
});

describe('the control API through the same engine', () => {
  it('sends a /sim call from the server root with its query, and keeps the session on a refusal, with the answer’s own words', async () => {
    const lost = vi.fn();
    onSessionLost(lost);
    setAuthorization('Bearer abc');
    const calls = mockBackend((config) =>
      config.url === '/sim/events'
        ? { data: { result: 0, message: '', data: { list: [], lastSeq: 0, from: 0 } } }
        : { status: 403, data: { result: 3, message: 'Session expired, logged out' } },
    );
    expect(await callEndpoint(simRoutes.control.events, { query: { since: 4 } })).toMatchObject({ ok: true, response: { data: { lastSeq: 0 } } });
    expect([calls[0]!.baseURL, calls[0]!.url, calls[0]!.params, calls[0]!.headers.get('Authorization')]).toEqual(['', '/sim/events', { since: 4 }, 'Bearer abc']);
    expectConsoleError(/\[api\] sim\.control\.door: /);
    const refused = await callEndpoint(simRoutes.control.door, { params: { deviceIdx: 7 }, body: {} });
    expect(calls[1]!.url).toBe('/sim/devices/7/door');
    expect(refused).toMatchObject({ ok: false, kind: 'status', status: 403, answerMessage: 'Session expired, logged out', endsSession: false });
    expect(lost).not.toHaveBeenCalled();
  });
});

describe("success is 0 or '0' on every call, a drift from the spec's style recorded once per call", () => {
  const listData = { list: [], totalCount: 0 };
  const login = { accessToken: 't', user: sampleUser, msg: 'hi' };
  const signIn = () => callEndpoint(api.auth.login, { body: { userId: 'a', password: 'b' } });
  const production = "production's other success style";
  beforeEach(() => clearSuccessDrifts());

  it("reads number 0 as success for company.list, and the string '0' too, recording that drift", async () => {
    mockBackend(() => ({ data: { result: 0, message: '', data: listData } }));
    expect((await callEndpoint(api.company.list)).ok).toBe(true);
    expect(successDrifts()).toEqual([]);
    mockBackend(() => ({ data: { result: '0', message: '', data: listData }, offContract: production }));
    expect(await callEndpoint(api.company.list)).toMatchObject({ ok: true, response: { data: listData } });
    expect(successDrifts()).toEqual([{ id: 'company.list', expected: 0, answered: '0' }]);
  });

  it("signs in on the number 0 where the spec gives '0' (no operator locked out by a type), recorded once", async () => {
    const heard = vi.fn();
    const stop = onSuccessDrift(heard);
    mockBackend(() => ({ data: { result: '0', ...login } }));
    expect((await signIn()).ok).toBe(true);
    mockBackend(() => ({ data: { result: 0, ...login }, offContract: production }));
    expect(await signIn()).toMatchObject({ ok: true, response: { accessToken: 't' } });
    expect(await signIn()).toMatchObject({ ok: true });
    stop();
    expect(successDrifts()).toEqual([{ id: 'auth.login', expected: '0', answered: 0 }]);
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('takes any other result as a refusal, in either type', async () => {
    for (const result of [1, '1', '00', 0.5, null, false, '']) {
      mockBackend(() => ({ data: { result, message: 'no' }, offContract: 'results a server may send' }));
      expect(await callEndpoint(api.company.list)).toMatchObject({ ok: false, kind: 'rejected', result });
    }
    expect(successDrifts()).toEqual([]);
  });

  it("reads login's msg when there is no message", async () => {
    mockBackend(() => ({ data: { result: '1', msg: 'Wrong password' } }));
    expect(await signIn()).toMatchObject({ ok: false, kind: 'rejected', result: '1', message: 'Wrong password' });
  });

  it("says sign-in's msg before its message (spec §7: login reads msg), and a signed-in call's message before msg", async () => {
    mockBackend(() => ({ data: { result: '1', msg: 'Wrong password', message: 'Bad credentials' } }));
    expect(await signIn()).toMatchObject({ ok: false, message: 'Wrong password' });
    mockBackend(() => ({ data: { result: 1, message: 'In use', msg: 'other' }, offContract: 'a server adding msg' }));
    expect(await callEndpoint(api.company.delete, { params: { companyIdx: 1 } })).toMatchObject({ ok: false, message: 'In use' });
  });
});

describe('client errors (spec §8)', () => {
  const cases: Array<[string, Reply, string]> = [
    ['aborted', { fail: 'aborted' }, messages.requestAborted.en],
    ['canceled', { fail: 'canceled' }, messages.requestAborted.en],
    ['network', { fail: 'network' }, messages.networkError.en],
    ['timeout', { fail: 'timeout' }, messages.timeout.en],
    ['status', { status: 500, data: 'boom' }, 'Request failed with status code 500'],
  ];

  // Spec §8: each of these failures is logged to the console.
  beforeEach(() => expectConsoleError(/\[api\] dashboard\.info: /));

  it.each(cases)('maps %s', async (_name, reply, text) => {
    await setLanguage('en');
    mockBackend(() => reply);
    const outcome = await callEndpoint(api.dashboard.info);
    expect(outcome.ok).toBe(false);
    expect((outcome as { message: string }).message).toBe(text);
  });

  it('reports the status code of an HTTP failure', async () => {
    mockBackend(() => ({ status: 404, data: {} }));
    expect(await callEndpoint(api.dashboard.info)).toMatchObject({ ok: false, kind: 'status', status: 404 });
  });

  it('an aborted signal ends the call as aborted without reaching the server', async () => {
    const calls = mockBackend(() => ({ data: {} }));
    const controller = new AbortController();
    controller.abort();
    const outcome = await callEndpoint(api.dashboard.info, { signal: controller.signal });
    expect(outcome).toMatchObject({ ok: false, kind: 'aborted' });
    expect(calls).toHaveLength(0);
  });
});

describe('loading flag', () => {
  it('is on while requests with the loading option run, counting concurrent ones', async () => {
    const first = deferred<Reply>();
    const second = deferred<Reply>();
    const replies = [first.promise, second.promise];
    mockBackend(() => replies.shift()!);
    const a = callEndpoint(api.dashboard.info, {}, { loading: true });
    const b = callEndpoint(api.dashboard.info, {}, { loading: true });
    expect(useUiStore.getState().loadingCount).toBe(2);
    first.resolve({ data: { result: 0, message: '', data: sampleDashboard() } });
    await a;
    expect(useUiStore.getState().loadingCount).toBe(1);
    expectConsoleError(/\[api\] dashboard\.info: /); // spec §8: a failed request is logged
    second.resolve({ fail: 'network' });
    await b;
    expect(useUiStore.getState().loadingCount).toBe(0);
  });

  it('stays off for requests without the option', async () => {
    const reply = deferred<Reply>();
    mockBackend(() => reply.promise);
    const call = callEndpoint(api.dashboard.info);
    expect(useUiStore.getState().loadingCount).toBe(0);
    reply.resolve({ data: { result: 0, message: '', data: sampleDashboard() } });
    await call;
  });
});
