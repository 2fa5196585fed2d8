// The checkpoint thread (checkpointer.ts): a connection of its own to the database file that copies
// the WAL's committed pages into the file, and tells the server how far it got. A passive checkpoint
// neither waits for nor holds up the server's reads and writes; once it has copied every frame, the
// server's next write starts the WAL again from its beginning.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

const { file, everyMs } = workerData as { file: string; everyMs: number };
const db = new Database(file, { fileMustExist: true });
db.pragma('busy_timeout = 5000');

type Result = { busy: number; log: number; checkpointed: number };
const checkpoint = (): Result => {
  const result = (db.pragma('wal_checkpoint(PASSIVE)') as Result[])[0]!;
  parentPort!.postMessage({ result });
  return result;
};
let timer: NodeJS.Timeout | null = null;
let copied = 0;
// A checkpoint that fails ends the thread ('error' on the server's side, which checkpoints again itself).
const run = () => {
  const { log, checkpointed } = checkpoint();
  // Frames left: again at once while it gets on, a little later while a reader holds them back.
  timer = setTimeout(run, checkpointed >= log ? everyMs : checkpointed !== copied ? 0 : 20);
  copied = checkpointed;
};
timer = setTimeout(run, everyMs);

parentPort!.on('message', (message: { id: number } | 'close') => {
  if (message === 'close') {
    if (timer) clearTimeout(timer);
    db.close();
    parentPort!.close();
    return;
  }
  parentPort!.postMessage({ id: message.id, result: checkpoint() });
});
