// How long a report holds the server's thread: the longest event-loop delay (perf_hooks, 1 ms
// resolution) of this process while each report runs, asked as a handler asks it (db/report-thread.ts).
// npx tsx scripts/bench/held.ts <database file>   (a seeded world, e.g. the large one)
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { openDatabase } from '../../sim-server/src/db/open';
import { reportRunner } from '../../sim-server/src/db/report-thread';
import { UNSCOPED } from '../../sim-server/src/db/sql';

const db = openDatabase(process.argv[2]!);
const reports = reportRunner(db);
const today = (db.prepare('SELECT MAX(approveAt) FROM payments').pluck().get() as string).slice(0, 10);
const daysBefore = (n: number) => new Date(Date.parse(`${today}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
const calls: [string, () => Promise<unknown>][] = [
  ['revenue per month, six months', () => reports.revenue({ page: 1, size: 20, startDate: daysBefore(180), endDate: today }, UNSCOPED, 'month')],
  ['revenue per day and device, 30 days', () => reports.revenue({ page: 1, size: 20, startDate: daysBefore(29), endDate: today, groupByDevice: true }, UNSCOPED, 'day')],
  ['product sales, 30 days, page 2,500', () => reports.productSales({ page: 2500, size: 20, startDate: daysBefore(29), endDate: today }, UNSCOPED)],
  ['payments: keyword and state PAID', () => reports.paymentList({ page: 1, size: 20, keyword: '김밥', state: 'PAID' }, UNSCOPED)],
  ['report cells: units a month by device, six months', () => reports.reportCells({ startDate: daysBefore(180), endDate: today }, UNSCOPED, 'count', 'MONTH', 'DEVICE')],
  ['days of stock left, page 1', () => reports.inventoryDays({}, UNSCOPED, `${daysBefore(7)} 00:00:00`, `${today} 00:00:00`, 7, { page: 1, size: 20 })],
];
for (const [name, call] of calls) {
  const h = monitorEventLoopDelay({ resolution: 1 });
  h.enable();
  const started = performance.now();
  await call();
  const ms = performance.now() - started;
  h.disable();
  console.log(`${name.padEnd(52)} ${ms.toFixed(0).padStart(7)} ms   longest event-loop delay ${(h.max / 1e6).toFixed(1)} ms`);
}
reports.close();
db.close();
