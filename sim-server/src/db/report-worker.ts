// The report thread (report-thread.ts): a read-only connection to the simulator's database file
// that answers reports by name, one at a time.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { reportFunctions, type ReportName } from './report-thread';

const db = new Database((workerData as { file: string }).file, { readonly: true, fileMustExist: true });
db.pragma('busy_timeout = 5000');
const reports = reportFunctions(db);

parentPort!.on('message', ({ id, name, args }: { id: number; name: ReportName; args: unknown[] }) => {
  try {
    parentPort!.postMessage({ id, value: (reports[name] as (...a: unknown[]) => unknown)(...args) });
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error), ...(typeof code === 'string' ? { code } : {}) });
  }
});
