// Opens the simulator's SQLite database and brings its schema up to date.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { migrate } from './migrations';

export type Db = Database.Database;

/** Opens a database file, ':memory:', or an image (`db.serialize()`) as a database in memory of its own. */
export function openDatabase(source: string | Buffer): Db {
  if (typeof source === 'string' && source !== ':memory:') mkdirSync(dirname(source), { recursive: true });
  const db = new Database(source);
  try {
    // WAL keeps readers and the writer apart; it is a no-op for ':memory:'.
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 5000');
    // Pages are kept as read, up to 64 MB (the default is 2 MB): the large world's list reads (its
    // devices, their divisions and indexes) and the fleet's writes beside them need more than 2 MB,
    // and every page read again from the file cost a device list page a third of its time.
    db.pragma('cache_size = -65536');
    migrate(db);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}
