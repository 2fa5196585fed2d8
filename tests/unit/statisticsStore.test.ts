// State area `statistics`: each report in its own slot through the shared phase helper, and a
// failure worded 'Information lookup failed' with the report's name (spec §8), in either language.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fillTemplate, messages } from '@contract';
import { setLanguage } from '../../web/src/i18n';
import { useStatisticsStore } from '../../web/src/features/statistics/store';
import { mockBackend, restoreBackend } from './support/mockBackend';
import { listOf, refused } from './support/scriptedBackend';
import { reportReply, reportString, sampleRank } from './support/statisticsSamples';
import { expectConsoleError } from './support/problems';

beforeEach(async () => {
  await setLanguage('en');
  useStatisticsStore.getState().reset();
});
afterEach(async () => {
  restoreBackend();
  await setLanguage('en');
});

describe('statistics store', () => {
  it('keeps each report string as sent, per measure', async () => {
    const data = reportString(['period', 'total'], [202611, 4]);
    const calls = mockBackend((config) => (config.url === '/statistics/sale-profit-report-string/list' ? reportReply(data) : refused(9, 'no')));
    const result = await useStatisticsStore.getState().fetchReport('saleProfit', { groupBy: 'MONTH', splitBy: 'TOTAL', top: 10 });
    expect(result.ok).toBe(true);
    expect(useStatisticsStore.getState().reports).toEqual({ saleCount: null, saleAmount: null, saleProfit: data });
    expect(JSON.parse(String(calls[0]!.data))).toEqual({ groupBy: 'MONTH', splitBy: 'TOTAL', top: 10 });
  });

  it('puts rankings in their own slots: one failing leaves the others', async () => {
    mockBackend((config) => (config.url === '/statistics/ai-report/top-products' ? listOf(sampleRank(1)) : refused(9, 'not simulated yet')));
    const store = useStatisticsStore.getState();
    const [top, worst] = await Promise.all([store.fetchRanks('top', 'top', { size: 5 }), store.fetchRanks('worst', 'worst', { size: 5 })]);
    expect(top.ok).toBe(true);
    expect(worst.ok).toBe(false);
    expect(useStatisticsStore.getState().ranks.top.map((r) => r.productIdx)).toEqual([1]);
    expect(useStatisticsStore.getState().ranks.worst).toEqual([]);
  });

  it("a failure says 'Information lookup failed' with the report's name, in the store and the result, in Korean too", async () => {
    expectConsoleError(/\[api\] statistics\.aiHour: /); // spec §8: a failed request is logged
    mockBackend(() => refused(9, 'not simulated yet'));
    const failed = await useStatisticsStore.getState().fetchInventoryDays({});
    expect(failed.message).toBe('Information lookup failed (Days of stock left)');
    expect(useStatisticsStore.getState()).toMatchObject({ status: 'FAIL', message: 'Information lookup failed (Days of stock left)', loading: false });
    await setLanguage('ko');
    const ko = await useStatisticsStore.getState().fetchReport('saleCount', {});
    expect(ko.message).toBe(`${messages.lookupFailed.ko} (판매 수량)`);
    mockBackend(() => ({ status: 500, data: {} }));
    const status = await useStatisticsStore.getState().fetchHours({});
    expect(status.message).toBe(`${messages.lookupFailed.ko} (시간대별 판매)`);
    mockBackend(() => ({ fail: 'network' }));
    const network = await useStatisticsStore.getState().fetchHours({});
    expect(network.message).toBe(`${fillTemplate(messages.serverUnreachable.ko, { failure: messages.lookupFailed.ko })} (시간대별 판매)`);
  });
});
