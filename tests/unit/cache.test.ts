import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_CACHE, api } from '@contract';
import { ResponseCache, responseCache } from '../../web/src/api/cache';
import { callEndpoint, forgetCached } from '../../web/src/api/call';
import { mockBackend, restoreBackend } from './support/mockBackend';
import { sampleDashboard } from './support/deviceSamples';

describe('ResponseCache', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps an entry for 5 minutes, then forgets it', () => {
    const cache = new ResponseCache<string>();
    cache.set('k', 'v');
    vi.advanceTimersByTime(API_CACHE.ttlMs - 1);
    expect(cache.get('k')).toBe('v');
    vi.advanceTimersByTime(1);
    expect(cache.get('k')).toBeUndefined();
  });

  it('holds at most 100 entries and evicts the oldest first', () => {
    const cache = new ResponseCache<number>();
    for (let i = 0; i < API_CACHE.maxEntries; i += 1) cache.set(`k${i}`, i);
    expect(cache.size).toBe(100);
    cache.set('k100', 100);
    expect(cache.size).toBe(100);
    expect(cache.get('k0')).toBeUndefined();
    expect(cache.get('k1')).toBe(1);
    expect(cache.get('k100')).toBe(100);
  });
});

describe('callEndpoint and the cache', () => {
  const answer = { result: 0, message: 'ok', data: sampleDashboard() };
  beforeEach(() => responseCache.clear());
  afterEach(() => restoreBackend());

  it('does not cache by default', async () => {
    expect(API_CACHE.enabledByDefault).toBe(false);
    const calls = mockBackend(() => ({ data: answer }));
    await callEndpoint(api.dashboard.info);
    await callEndpoint(api.dashboard.info);
    expect(calls).toHaveLength(2);
    expect(responseCache.size).toBe(0);
  });

  it('answers from the cache when a call opts in', async () => {
    const calls = mockBackend(() => ({ data: answer }));
    const first = await callEndpoint(api.dashboard.info, {}, { cache: true });
    const second = await callEndpoint(api.dashboard.info, {}, { cache: true });
    expect(calls).toHaveLength(1);
    expect(second).toEqual(first);
  });

  it('never caches a failed answer', async () => {
    const calls = mockBackend(() => ({ data: { result: 3, message: 'nope' } }));
    await callEndpoint(api.dashboard.info, {}, { cache: true });
    await callEndpoint(api.dashboard.info, {}, { cache: true });
    expect(calls).toHaveLength(2);
  });

  it("forgetCached drops one endpoint's answers and keeps the others", async () => {
    const calls = mockBackend((config) => ({ data: config.url === '/tree/list' ? { result: 0, message: '', data: [] } : answer }));
    await callEndpoint(api.dashboard.info, {}, { cache: true });
    await callEndpoint(api.auth.tree, {}, { cache: true });
    forgetCached(api.auth.tree);
    await callEndpoint(api.dashboard.info, {}, { cache: true });
    await callEndpoint(api.auth.tree, {}, { cache: true });
    expect(calls.map((c) => c.url)).toEqual(['/dashboard/info', '/tree/list', '/tree/list']);
  });
});
