import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@contract';
import { callEndpoint, responseCache } from '../../web/src/api';
import { setLanguage } from '../../web/src/i18n';
import { useDivisionStore } from '../../web/src/features/division/store';
import { restoreBackend } from './support/mockBackend';
import { sampleAccess, sampleDivision, samplePolicy, sampleSlot, sampleTree } from './support/orgSamples';
import { backend, info, listOf, on, refused, saved, sentBody } from './support/scriptedBackend';

beforeAll(() => setLanguage('en'));
beforeEach(() => {
  useDivisionStore.getState().reset();
  responseCache.clear();
});
afterEach(() => {
  restoreBackend();
  vi.restoreAllMocks();
});

const storeBody = { companyIdx: 1, divisionName: 'New store' };

describe('division save wording', () => {
  it("create: 'Store registered' / 'Store registration failed' (+ the server's message)", async () => {
    backend(on('/division/store', (body) => (body.divisionName === 'dup' ? refused(1, 'The name is taken') : saved(sampleDivision(30)))));
    const ok = await useDivisionStore.getState().save(storeBody);
    expect(ok).toMatchObject({ ok: true, message: 'Store registered' });
    expect(useDivisionStore.getState().detail?.divisionIdx).toBe(30);
    const failed = await useDivisionStore.getState().save({ ...storeBody, divisionName: 'dup' });
    expect(failed).toMatchObject({ ok: false, genericMessage: 'Store registration failed', serverMessage: 'The name is taken' });
  });

  it("update: 'Normally processed' / 'An error occurred during processing'", async () => {
    backend(on('/division/store', (body) => (body.phone === 'x' ? refused(2, 'phone: bad') : saved(sampleDivision(3)))));
    expect(await useDivisionStore.getState().save({ ...storeBody, divisionIdx: 3 })).toMatchObject({ message: 'Normally processed' });
    expect(await useDivisionStore.getState().save({ ...storeBody, divisionIdx: 3, phone: 'x' })).toMatchObject({ genericMessage: 'An error occurred during processing' });
  });

  it('a saved division makes the cached org tree stale', async () => {
    let treeCalls = 0;
    backend(
      on('/tree/list', () => {
        treeCalls += 1;
        return info(sampleTree());
      }),
      on('/division/store', saved(sampleDivision(30))),
    );
    await callEndpoint(api.auth.tree, {}, { cache: true });
    await callEndpoint(api.auth.tree, {}, { cache: true });
    expect(treeCalls).toBe(1);
    await useDivisionStore.getState().save(storeBody);
    await callEndpoint(api.auth.tree, {}, { cache: true });
    expect(treeCalls).toBe(2);
  });
});

describe('employee reset policy', () => {
  it("registers when the division has none ('registered'), modifies afterwards ('modified')", async () => {
    let stored: ReturnType<typeof samplePolicy> | null = null;
    const calls = backend(
      on('/employee-reset-policy/info/11', () => info(stored)),
      on('/employee-reset-policy/store', (body) => {
        stored = samplePolicy(body);
        return saved(stored, 'registered');
      }),
      on('/employee-reset-policy/update', (body) => saved(samplePolicy(body), 'modified')),
    );
    await useDivisionStore.getState().fetchPolicy(11);
    expect(useDivisionStore.getState()).toMatchObject({ policy: null, policyDivisionIdx: 11, status: 'SUCCESS' });

    const first = await useDivisionStore.getState().savePolicy(11, { resetCycle: 'MONTHLY', resetDay: 1, resetPoint: 3000 });
    expect(first.message).toBe('registered');
    expect(sentBody(calls, '/employee-reset-policy/store')).toEqual({ divisionIdx: 11, resetCycle: 'MONTHLY', resetDay: 1, resetPoint: 3000 });

    const second = await useDivisionStore.getState().savePolicy(11, { resetCycle: 'WEEKLY', resetDay: 5, resetPoint: 4000 });
    expect(second.message).toBe('modified');
    expect(sentBody(calls, '/employee-reset-policy/update')).toEqual({ employeeResetPolicyIdx: 7, divisionIdx: 11, resetCycle: 'WEEKLY', resetDay: 5, resetPoint: 4000 });
    expect(useDivisionStore.getState().policy).toMatchObject({ resetCycle: 'WEEKLY', resetDay: 5 });
  });

  it("another division's policy is never updated in this division's name", async () => {
    const calls = backend(on('/employee-reset-policy/info/11', info(samplePolicy())), on('/employee-reset-policy/store', saved(samplePolicy({ divisionIdx: 12 }), 'registered')));
    await useDivisionStore.getState().fetchPolicy(11);
    await useDivisionStore.getState().savePolicy(12, { resetCycle: 'DAILY', resetDay: 0, resetPoint: 0 });
    expect(calls.map((c) => c.url)).toContain('/employee-reset-policy/store');
  });
});

describe('UID time slots', () => {
  it("adds in time order ('registered'), refuses an overlap with the server's message, deletes ('deleted')", async () => {
    backend(
      on('/employee-uid-time/list/11', listOf(sampleSlot(1, '13:00', '18:00'))),
      on('/employee-uid-time/store', (body) =>
        body.startTime === '12:00' ? refused(1, 'Overlaps 13:00–18:00') : saved(sampleSlot(2, String(body.startTime), String(body.endTime)), 'registered'),
      ),
      on('/employee-uid-time/delete/1', saved(undefined, 'deleted')),
    );
    await useDivisionStore.getState().fetchUidTimes(11);
    expect((await useDivisionStore.getState().addUidTime(11, '09:00', '12:00')).message).toBe('registered');
    expect(useDivisionStore.getState().uidTimes.map((s) => s.startTime)).toEqual(['09:00', '13:00']);
    const overlap = await useDivisionStore.getState().addUidTime(11, '12:00', '14:00');
    expect(overlap).toMatchObject({ ok: false, serverMessage: 'Overlaps 13:00–18:00' });
    expect(useDivisionStore.getState().uidTimes).toHaveLength(2);
    expect((await useDivisionStore.getState().removeUidTime(1)).message).toBe('deleted');
    expect(useDivisionStore.getState().uidTimes.map((s) => s.employeeUidTimeIdx)).toEqual([2]);
  });
});

describe('Open API access and the once-shown key', () => {
  const FULL = 'kc_live_0123456789abcdef0123456789abcdef';

  it('issuing a key puts the full key in issuedKey only; the list keeps the masked form', async () => {
    backend(
      on('/division/openApi/list', listOf(sampleAccess(5, { enabled: true, apiKey: 'kc_live_****aaaa', issuedDate: '2024-01-01 00:00:00' }))),
      on('/division/openApi/store', (body) => saved(sampleAccess(5, { enabled: body.enabled, apiKey: FULL, issuedDate: '2024-06-01 09:00:00' }))),
    );
    await useDivisionStore.getState().fetchOpenApiList();
    await useDivisionStore.getState().changeOpenApi({ divisionIdx: 5, enabled: true, regenerateKey: true });
    expect(useDivisionStore.getState().issuedKey).toEqual({ divisionIdx: 5, divisionName: 'Store 5', apiKey: FULL });
    expect(useDivisionStore.getState().openApiList[0]).toMatchObject({ apiKey: 'kc_live_****aaaa', issuedDate: '2024-06-01 09:00:00' });
    useDivisionStore.getState().forgetIssuedKey();
    expect(useDivisionStore.getState().issuedKey).toBeNull();
  });

  it('switching on a division without a key issues one; switching off issues nothing', async () => {
    backend(
      on('/division/openApi/list', listOf(sampleAccess(6))),
      on('/division/openApi/store', (body) => saved(sampleAccess(6, { enabled: body.enabled, apiKey: body.enabled ? FULL : 'kc_live_****cdef' }))),
    );
    await useDivisionStore.getState().fetchOpenApiList();
    await useDivisionStore.getState().changeOpenApi({ divisionIdx: 6, enabled: true });
    expect(useDivisionStore.getState().issuedKey?.apiKey).toBe(FULL);
    useDivisionStore.getState().forgetIssuedKey();
    await useDivisionStore.getState().changeOpenApi({ divisionIdx: 6, enabled: false });
    expect(useDivisionStore.getState().issuedKey).toBeNull();
    expect(useDivisionStore.getState().openApiList[0]).toMatchObject({ enabled: false, apiKey: 'kc_live_****cdef' });
  });
});
