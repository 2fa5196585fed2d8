// The reports run on a thread of their own when the database is a file (db/report-thread.ts): the
// thread answers what the same functions answer in line, sees what the server committed after it
// started, and serves the report endpoints.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { reportFunctions, reportRunner } from '../../sim-server/src/db/report-thread';
import { UNSCOPED } from '../../sim-server/src/db/sql';
import { makeSim, signedIn } from './support';

describe('the report thread', () => {
  const dir = mkdtempSync(join(tmpdir(), 'kiosk-reports-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('answers as the functions do in line, sees later commits, and serves the report endpoints', async () => {
    const sim = makeSim({ db: join(dir, 'sim.db') });
    const db = sim.db!;
    const inLine = reportFunctions(db);
    const thread = reportRunner(db);
    try {
      const q = { startDate: '2026-11-01', endDate: '2026-11-23' };
      expect(await thread.revenue({ ...q, groupByDevice: true, page: 1, size: 5 }, UNSCOPED, 'day')).toEqual(inLine.revenue({ ...q, groupByDevice: true, page: 1, size: 5 }, UNSCOPED, 'day'));
      expect(await thread.reportCells(q, { companyIdxs: [1], divisionIdxs: null }, 'amount', 'DAY', 'PRODUCT')).toEqual(inLine.reportCells(q, { companyIdxs: [1], divisionIdxs: null }, 'amount', 'DAY', 'PRODUCT'));
      expect(await thread.paymentList({ keyword: '김밥', page: 2, size: 3 }, UNSCOPED)).toEqual(inLine.paymentList({ keyword: '김밥', page: 2, size: 3 }, UNSCOPED));
      // A payment refunded by the server after the thread started is seen at the next report.
      const before = (await thread.revenue({}, UNSCOPED, 'month')).list.reduce((sum, r) => sum + r.refundAmount, 0);
      const paymentIdx = db.prepare(`SELECT paymentIdx FROM payments WHERE provider = 'tc' AND approveResult = 1 AND refundAmount = 0 ORDER BY paymentIdx LIMIT 1`).pluck().get() as number;
      db.prepare('UPDATE payments SET refundAmount = 100 WHERE paymentIdx = ?').run(paymentIdx);
      expect((await thread.revenue({}, UNSCOPED, 'month')).list.reduce((sum, r) => sum + r.refundAmount, 0)).toBe(before + 100);
      // A call the functions refuse fails its promise, and the thread goes on.
      await expect(thread.revenue({ companyIdx: 'x' as unknown as number, keyword: {} as unknown as string }, UNSCOPED, 'month')).rejects.toThrow();
      expect((await thread.byHour(q, UNSCOPED)).length).toBe(24);
    } finally {
      thread.close();
    }
    const admin = await signedIn(sim);
    const res = await admin.post('/statistics/revenue-report/list', {});
    expect(res.body.result).toBe(0);
    expect(res.body.data.list).toEqual(inLine.revenue({}, UNSCOPED, 'month').list);
  }, 120_000);
});
