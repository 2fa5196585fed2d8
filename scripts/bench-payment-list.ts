// How fast the payment list, the revenue reports and the product sales answer with a fleet's
// 100,000+ payments: the demo world's week copied into earlier weeks, then each call timed through
// HTTP (median of 5). `npx tsx scripts/bench-payment-list.ts [payments]` (default 100,000).
import request from 'supertest';
import { API_BASE } from '../contract/index';
import { createSimApp } from '../sim-server/src/app';

const target = Number(process.argv[2] ?? 100_000);
const sim = createSimApp({ db: ':memory:', logError: () => {}, fleet: { autoRun: false } });
const db = sim.db!;

const base = db.prepare('SELECT MAX(paymentIdx) FROM payments').pluck().get() as number;
const copy = db.transaction((weeks: number) => {
  const offset = db.prepare('SELECT MAX(paymentIdx) FROM payments').pluck().get() as number;
  db.prepare(`INSERT INTO payments (paymentIdx, deviceIdx, provider, approveResult, state, paymentMode, amount, approveNo, approveAt, employeeUidIdx, refundAmount, refundedAt)
    SELECT paymentIdx + ?, deviceIdx, provider, approveResult, state, paymentMode, amount, approveNo, datetime(approveAt, ?), employeeUidIdx, refundAmount,
      CASE WHEN refundedAt IS NULL THEN NULL ELSE datetime(refundedAt, ?) END
    FROM payments WHERE paymentIdx <= ?`).run(offset, `-${7 * weeks} days`, `-${7 * weeks} days`, base);
  db.prepare(`INSERT INTO payment_lines (paymentIdx, productMappingIdx, productIdx, productName, count, price, promotionType, listPrice, amount, promotionIdx, refundCount, refundAmount)
    SELECT paymentIdx + ?, productMappingIdx, productIdx, productName, count, price, promotionType, listPrice, amount, promotionIdx, refundCount, refundAmount
    FROM payment_lines WHERE paymentIdx <= ?`).run(offset, base);
});
for (let weeks = 1; (db.prepare('SELECT COUNT(*) FROM payments').pluck().get() as number) < target; weeks++) copy(weeks);
db.pragma('optimize');
const payments = db.prepare('SELECT COUNT(*) FROM payments').pluck().get() as number;
const lines = db.prepare('SELECT COUNT(*) FROM payment_lines').pluck().get() as number;

async function token(userId: string): Promise<string> {
  const res = await request(sim.app).post(`${API_BASE}/auth/login`).send({ userId, password: `${userId}1234` });
  return res.body.accessToken as string;
}

async function time(label: string, bearer: string, path: string, body: object): Promise<void> {
  const runs: number[] = [];
  let answer: { result: number; data: { list: unknown[]; totalCount: number } } | undefined;
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    const res = await request(sim.app).post(`${API_BASE}${path}`).set('Authorization', `Bearer ${bearer}`).send(body);
    runs.push(performance.now() - started);
    answer = res.body;
  }
  runs.sort((a, b) => a - b);
  if (answer?.result !== 0) throw new Error(`${label}: ${JSON.stringify(answer)}`);
  console.log(`${label.padEnd(52)} ${runs[2]!.toFixed(1).padStart(7)} ms   rows ${String(answer.data.list.length).padStart(4)} of ${answer.data.totalCount}`);
}

const admin = await token('admin');
const partner = await token('partner');
console.log(`${payments} payments, ${lines} payment lines\n`);
await time('payments: page 1 of 20, newest first', admin, '/payment/list', { page: 1, size: 20 });
await time('payments: page 2,500 of 20 (deep)', admin, '/payment/list', { page: 2500, size: 20 });
await time('payments: last page of 1000', admin, '/payment/list', { page: Math.ceil(payments / 1000), size: 1000 });
await time('payments: sort by amount, page 1', admin, '/payment/list', { page: 1, size: 20, sortField: 'amount' });
await time('payments: sort by device name, page 1', admin, '/payment/list', { page: 1, size: 20, sortField: 'deviceName', sortOrder: 'asc' });
await time('payments: state REFUNDED', admin, '/payment/list', { page: 1, size: 20, state: 'REFUNDED' });
await time('payments: keyword (a product name)', admin, '/payment/list', { page: 1, size: 20, keyword: '김밥' });
const receipt = db.prepare('SELECT paymentIdx, approveNo FROM payments WHERE approveNo IS NOT NULL ORDER BY paymentIdx DESC LIMIT 1').get() as { paymentIdx: number; approveNo: string };
await time('payments: keyword (an approval number)', admin, '/payment/list', { page: 1, size: 20, keyword: receipt.approveNo });
await time('payments: keyword (a payment number)', admin, '/payment/list', { page: 1, size: 20, keyword: String(receipt.paymentIdx) });
await time('payments: one week, approved, card', admin, '/payment/list', { page: 1, size: 20, startDate: '2026-10-01', endDate: '2026-10-07', approved: true, paymentMode: 2 });
await time('payments: PARTNER scope, page 1', partner, '/payment/list', { page: 1, size: 20 });
await time('revenue per month', admin, '/statistics/revenue-report/list', {});
await time('revenue per day per device, page 1 of 50', admin, '/statistics/revenue-report/list/daily', { groupByDevice: true, page: 1, size: 50 });
await time('product sales, page 1', admin, '/payment/product/list', { page: 1, size: 20 });
await time('product sales, promotionType RATE', admin, '/payment/product/list', { page: 1, size: 20, promotionType: 'RATE' });
sim.close();
