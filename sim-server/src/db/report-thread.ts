// The reports that add up a fleet's history (revenue, product sales, the payment list, the report
// strings and AI reports, the dashboard's counts) run on a thread of their own, over a read-only connection to the same
// file: better-sqlite3's calls are synchronous, and a whole-fleet sum in the large world takes
// seconds that every other request would wait behind. A database in memory (tests, world images)
// has no file another connection could open: there the same functions run in line.
import { Worker } from 'node:worker_threads';
import type { Db } from './open';
import { dashboardRepository } from './repositories/dashboard';
import { paymentRepository } from './repositories/payments';
import { statisticsRepository } from './repositories/statistics';

/** The functions a report thread answers, by name. */
export function reportFunctions(db: Db) {
  const { revenue, productSales, list } = paymentRepository(db);
  const { reportCells, byHour, productTotals, displayed, displaySlots, inventoryDays } = statisticsRepository(db);
  const { dashboard } = dashboardRepository(db);
  return { revenue, productSales, paymentList: list, reportCells, byHour, productTotals, displayed, displaySlots, inventoryDays, dashboard };
}
type Reports = ReturnType<typeof reportFunctions>;
export type ReportName = keyof Reports;

/** A report's answer, on the report thread or in line. */
export type ReportRunner = { [N in ReportName]: (...args: Parameters<Reports[N]>) => Promise<ReturnType<Reports[N]>> } & { close(): void };

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

/** Reports for `db`: on a thread of their own when it is a file, else in line. */
export function reportRunner(db: Db): ReportRunner {
  const inLine = reportFunctions(db);
  const calls = db.memory
    ? { run: (name: ReportName, args: unknown[]) => Promise.resolve().then(() => (inLine[name] as (...a: unknown[]) => unknown)(...args)), close: () => undefined }
    : reportThread(db.name);
  const names = Object.keys(inLine) as ReportName[];
  return Object.assign(Object.fromEntries(names.map((name) => [name, (...args: unknown[]) => calls.run(name, args)])), { close: calls.close }) as unknown as ReportRunner;
}

/** A thread answering reports over a read-only connection to `file`: started at the first report, and again after one died. */
function reportThread(file: string) {
  let worker: Worker | null = null;
  const pending = new Map<number, Pending>();
  let next = 0;
  const failAll = (error: Error) => {
    for (const p of pending.values()) p.reject(error);
    pending.clear();
  };
  const thread = () => {
    if (worker) return worker;
    const entry = new URL('./report-worker.ts', import.meta.url).href;
    const started = new Worker(new URL('./worker-start.js', import.meta.url), { workerData: { file, entry } });
    started.on('message', ({ id, value, error, code }: { id: number; value?: unknown; error?: string; code?: string }) => {
      const p = pending.get(id);
      pending.delete(id);
      if (pending.size === 0) started.unref(); // an idle report thread never keeps the process alive
      // The error's code (SQLITE_BUSY …) comes along: the handlers' failure mapping reads it.
      if (error !== undefined) p?.reject(Object.assign(new Error(error), code === undefined ? {} : { code }));
      else p?.resolve(value);
    });
    const stopped = (error: Error) => {
      if (worker !== started) return; // closed on purpose
      worker = null;
      failAll(error);
    };
    started.on('error', stopped);
    started.on('exit', (code) => stopped(new Error(`the report thread stopped (exit code ${code})`)));
    return (worker = started);
  };
  return {
    run: (name: ReportName, args: unknown[]) =>
      new Promise((resolve, reject) => {
        const id = next++;
        pending.set(id, { resolve, reject });
        const w = thread();
        w.ref(); // a report under way keeps it
        w.postMessage({ id, name, args });
      }),
    close: () => {
      const w = worker;
      worker = null;
      failAll(new Error('the report thread was closed'));
      void w?.terminate();
    },
  };
}
