// Checkpoints of the database file's WAL, off the server's thread. SQLite's automatic checkpoint
// runs inside the commit that takes the WAL past 1,000 pages, on the connection that committed: in
// the large world that is the server's thread, held up to 437 ms copying pages into a 900 MB file.
// The server's connection checkpoints nothing by itself (wal_autocheckpoint = 0); a thread with a
// connection of its own does it (checkpoint-worker.ts). A database in memory has no WAL.
import { Worker } from 'node:worker_threads';
import type { Db } from './open';

/** How often the thread checkpoints (at once again while frames are left). */
const CHECKPOINT_EVERY_MS = 200;
/**
 * A WAL of more frames (pages) than this, not all in the file yet, is behind: the fleet's catch-up
 * waits (`behind`) until the thread has copied them all, so the next write starts the WAL again.
 * Without that wait a writer that never pauses keeps a checkpoint from ever finishing, and the WAL
 * grew to 840 MB over a large world's catch-up.
 */
const BEHIND_FRAMES = 8192;
/** SQLite's own automatic checkpoint (pages), taken up again if the thread stops. */
const AUTO_CHECKPOINT_PAGES = 1000;

export interface CheckpointResult {
  /** Frames in the WAL, and how many of them are in the database file (SQLite's wal_checkpoint). */
  log: number;
  checkpointed: number;
  busy: number;
}

export interface Checkpointer {
  /** A checkpoint now, on the thread. */
  now(): Promise<CheckpointResult>;
  /** Whether, at the thread's last checkpoint, the WAL held more than BEHIND_FRAMES frames not yet in the file. */
  behind(): boolean;
  /**
   * Copies what the WAL still holds into the file, on the caller's thread (so the file alone holds
   * every change, as when the last connection closes), and ends the thread: resolves when it has
   * closed its connection. Call it before closing `db`.
   */
  close(): Promise<void>;
}

/** Takes over the WAL checkpoints of `db` (a file); for a database in memory it does nothing. */
export function walCheckpointer(db: Db, logError: (message: string, error: unknown) => void, everyMs = CHECKPOINT_EVERY_MS): Checkpointer {
  if (db.memory) return { now: () => Promise.resolve({ log: 0, checkpointed: 0, busy: 0 }), behind: () => false, close: () => Promise.resolve() };
  // No journal_size_limit: it would cut the WAL file back inside a commit, on the server's thread.
  // The file keeps its largest size (a new large world's 900 MB) until the close empties it.
  db.pragma('wal_autocheckpoint = 0');
  const entry = new URL('./checkpoint-worker.ts', import.meta.url).href;
  const worker = new Worker(new URL('./worker-start.js', import.meta.url), { workerData: { file: db.name, entry, everyMs } });
  worker.unref(); // it never keeps the process alive
  const pending = new Map<number, { resolve: (r: CheckpointResult) => void; reject: (e: Error) => void }>();
  let next = 0;
  let closing = false;
  let behind = false;
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  worker.on('message', ({ id, result }: { id?: number; result: CheckpointResult }) => {
    behind = result.log > BEHIND_FRAMES && result.checkpointed < result.log;
    if (id === undefined) return;
    pending.get(id)?.resolve(result);
    pending.delete(id);
  });
  const stopped = (error: Error) => {
    for (const p of pending.values()) p.reject(error);
    pending.clear();
    behind = false;
    if (closing) return;
    closing = true;
    // The WAL must not grow without bound: the server's connection checkpoints again itself.
    if (db.open) db.pragma(`wal_autocheckpoint = ${AUTO_CHECKPOINT_PAGES}`);
    logError('the checkpoint thread stopped; the server checkpoints the WAL itself', error);
  };
  worker.on('error', stopped);
  worker.on('exit', (code) => stopped(new Error(`the checkpoint thread stopped (exit code ${code})`)));
  return {
    now: () =>
      new Promise((resolve, reject) => {
        if (closing) return reject(new Error('the checkpoint thread is closed'));
        const id = next++;
        pending.set(id, { resolve, reject });
        worker.postMessage({ id });
      }),
    behind: () => behind,
    close: () => {
      if (!closing) {
        closing = true;
        worker.postMessage('close');
        try {
          if (db.open) db.pragma('wal_checkpoint(TRUNCATE)');
        } catch (error) {
          // Busy (the thread's last checkpoint still running) is no loss: the next start reads the WAL.
          if ((error as { code?: unknown }).code !== 'SQLITE_BUSY') logError('closing: the last checkpoint failed', error);
        }
      }
      return exited;
    },
  };
}
