// A database written before the bounds existed may already hold sales no answer can carry: a
// payment of 2^53 − 1 won × 2 (not a safe integer), or payments that are safe one by one but whose
// sums are not. Lists leave such a row out, reports leave out the period, hour or product whose sum
// cannot be exact, the dashboard leaves the payments out of today's figures; each logs what it
// left out by its key and says so in the message. Nothing answers HTTP 500.
import { describe, expect, it } from 'vitest';
import { MAX_PAYMENT_WON } from '../../contract/index';
import { makeSim, signedIn, value, QUIET_FLEET } from './support';
import { allAnswer, managedShelf, salesScreens, sellAt } from './bounds-support';

const UNSAFE = 2 * Number.MAX_SAFE_INTEGER; // what the old code wrote for two units at 2^53 − 1 won
const HUGE = 4e15; // safe alone; two of them make 8e15, and with the rest of the day more than 2^53

/** Rewrites a payment (and its one line) as if it had been sold at `amount` won. */
function rewrite(sim: ReturnType<typeof makeSim>, paymentIdx: number, amount: number): void {
  sim.db!.prepare('UPDATE payment_lines SET price = ?, listPrice = ?, amount = ? WHERE paymentIdx = ?').run(amount / 2, amount / 2, amount, paymentIdx);
  sim.db!.prepare('UPDATE payments SET amount = ? WHERE paymentIdx = ?').run(amount, paymentIdx);
}

describe('sales written before the bounds', () => {
  it('leave every sales screen answering for every role, the rows they spoil left out with a note and logged by key', async () => {
    const logged: string[] = [];
    const sim = makeSim({ fleet: { engine: QUIET_FLEET }, logError: (message) => logged.push(message) });
    const { fridge, productMappingIdx } = managedShelf(sim);
    const manager = await signedIn(sim, 'manager');
    expect((await manager.post('/product/inventory/storeAll', { deviceIdx: fridge, inventoryList: [{ productMappingIdx, stock: 50 }] })).body.result).toBe('0');
    const sold: number[] = [];
    for (let i = 0; i < 4; i++) sold.push(await sellAt(sim, fridge, productMappingIdx, 2));
    const [unsafe, huge1, huge2] = sold as [number, number, number, number];
    rewrite(sim, unsafe, UNSAFE);
    rewrite(sim, huge1, HUGE);
    rewrite(sim, huge2, HUGE);

    const seen = await salesScreens(sim);
    expect(seen).toEqual(allAnswer(seen));

    // The payment list: the unsafe payment is left out, the others answer.
    const payments = await manager.post('/payment/list', { deviceIdx: fridge });
    const listed = (payments.body.data.list as { paymentIdx: number }[]).map((p) => p.paymentIdx);
    expect(listed).toEqual(expect.arrayContaining([huge1, huge2, sold[3]]));
    expect(listed).not.toContain(unsafe);
    expect(payments.body.message).toBe('Normally processed (1 row could not be shown and was left out; see the server log)');
    expect(logged.some((m) => m.includes('payment.list') && m.includes(`paymentIdx ${unsafe}`))).toBe(true);
    const ko = await signedIn(sim, 'manager', 'ko');
    expect((await ko.post('/payment/list', { deviceIdx: fridge })).body.message).toBe('정상 처리되었습니다. (표시할 수 없는 행 1개를 제외했습니다. 서버 로그를 확인하세요.)');

    // Revenue: today's row cannot be exact; the other days answer.
    const daily = await manager.post('/statistics/revenue-report/list/daily', { deviceIdx: fridge });
    const today = value<string>(sim, 'SELECT substr(approveAt, 1, 10) FROM payments WHERE paymentIdx = ?', unsafe);
    expect((daily.body.data.list as { period: string }[]).map((r) => r.period)).not.toContain(today);
    expect(daily.body.message).toMatch(/^Normally processed \(\d+ rows? could not be shown/);

    // A report string leaves out today's period row and says so.
    const amounts = await manager.post('/statistics/sale-amount-report-string/list', { deviceIdx: fridge, startDate: today, endDate: today });
    expect(JSON.parse(amounts.body.data)).toEqual([['period', 'total']]);
    expect(amounts.body.message).toBe('Normally processed (1 row could not be shown and was left out; see the server log)');
    const counts = await manager.post('/statistics/sale-count-report-string/list', { deviceIdx: fridge, startDate: today, endDate: today });
    expect(counts.body.message).toBe('Normally processed'); // units are not spoilt

    // The dashboard counts today without the three payments no door session could make.
    const dashboard = (await manager.get('/dashboard/info')).body;
    expect(dashboard.message).toBe('Normally processed (3 payments beyond the price limits were not counted; see the server log)');
    expect(Number.isSafeInteger(dashboard.data.todaySalesAmount)).toBe(true);
    expect(dashboard.data.todaySalesAmount).toBeLessThan(MAX_PAYMENT_WON * 1000);
    expect(logged.some((m) => m.includes('dashboard.info') && m.includes(`paymentIdx ${unsafe}`))).toBe(true);
  });
});
