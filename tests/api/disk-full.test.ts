// A full disk (SQLITE_FULL; provoked with PRAGMA max_page_count) answers a clear "disk full"
// message in the user's language instead of HTTP 500, saves nothing, and reads keep working; once
// there is room again, writes work again.
import { describe, expect, it } from 'vitest';
import { FAILURE } from '../../contract/index';
import { makeSim, signedIn, value } from './support';

const company = (i: number) => ({ companyName: `Disk full ${i}`, memo: `${'x'.repeat(900)} ${i}` });

describe('a full disk', () => {
  it('answers "disk full" in the user’s words, saves nothing, and reads keep working', async () => {
    const errors: string[] = [];
    const sim = makeSim({ logError: (message) => errors.push(message) });
    const admin = await signedIn(sim);
    const ko = await signedIn(sim, 'admin', 'ko');
    const companies = value(sim, 'SELECT COUNT(*) FROM companies');
    // No room for one more page: every write that needs one fails.
    sim.db!.pragma(`max_page_count = ${value(sim, 'PRAGMA page_count')}`);
    let full: { status: number; body: { result: unknown; message: string } } | undefined;
    for (let i = 0; i < 50 && !full; i++) {
      const res = await admin.post('/company/store', company(i));
      if (res.body.result !== 0) full = res;
    }
    expect(full).toMatchObject({ status: 200, body: { result: FAILURE.REJECTED, message: 'The server’s disk is full: nothing was saved. Free some space (or ask the administrator) and try again.' } });
    const stored = value(sim, 'SELECT COUNT(*) FROM companies');
    const refusedKo = await ko.post('/company/store', company(99));
    expect(refusedKo.body).toEqual({ result: FAILURE.REJECTED, message: '서버 디스크가 가득 차서 저장하지 못했습니다. 공간을 확보한 뒤(또는 관리자에게 문의) 다시 시도하세요.' });
    expect(value(sim, 'SELECT COUNT(*) FROM companies')).toBe(stored);
    expect(errors.some((m) => m.includes('company.store') && m.includes('disk'))).toBe(true);

    // Reads answer as before.
    expect((await admin.post('/company/list', {})).body).toMatchObject({ result: 0, data: { totalCount: stored } });
    expect((await admin.get('/dashboard/info')).body.result).toBe(0);
    expect((await admin.post('/payment/list', { size: 5 })).body.result).toBe(0);

    // Room again: writes work.
    sim.db!.pragma('max_page_count = 1073741823');
    expect((await admin.post('/company/store', company(100))).body.result).toBe(0);
    expect(value(sim, 'SELECT COUNT(*) FROM companies')).toBe(stored + 1);
    expect(stored).toBeGreaterThanOrEqual(companies);
  });
});
