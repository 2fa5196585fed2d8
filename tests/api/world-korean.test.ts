// The simulated world is Korean through and through: what its history and its running fleet write
// into records (stock movement memos, point log memos) is Korean, not English placeholders.
import { describe, expect, it } from 'vitest';
import { recordText, resetMemo } from '../../sim-server/src/record-text';
import { column, makeSim, step } from './support';

const DAY = 24 * 60 * 60 * 1000;
/** An English word (three letters or more): 'sale', 'placed', 'reset', 'tray' … */
const ENGLISH_WORD = /[A-Za-z]{3,}/;

describe('a Korean world', () => {
  it('holds Korean memos in stock movements and point logs, seeded and written while the fleet runs', async () => {
    const sim = makeSim();
    await step(sim, 2 * DAY);
    const memos = (sql: string) => column<string>(sim, sql).filter((memo) => memo);
    const stock = memos('SELECT DISTINCT memo FROM product_transactions');
    const points = memos('SELECT DISTINCT memo FROM employee_point_logs');
    expect(stock.filter((memo) => ENGLISH_WORD.test(memo))).toEqual([]);
    expect(points.filter((memo) => ENGLISH_WORD.test(memo))).toEqual([]);
    // The kinds of record the world writes, worded in Korean.
    expect(stock).toEqual(expect.arrayContaining([recordText('placed'), recordText('sale'), recordText('restock')]));
    expect(stock.some((memo) => memo.startsWith(recordText('saleSession', { session: '' })))).toBe(true);
    expect(points).toEqual(expect.arrayContaining([recordText('newCard'), resetMemo('DAILY')]));
    expect(resetMemo('DAILY')).toBe('일간 초기화');
  });
});
