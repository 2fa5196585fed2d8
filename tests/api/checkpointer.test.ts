// The WAL's checkpoints run on a thread of their own (db/checkpointer.ts): the server's connection
// never checkpoints inside a commit (in the large world that held its thread up to 437 ms), and
// what it commits still reaches the database file.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { walCheckpointer } from '../../sim-server/src/db/checkpointer';
import { openDatabase, type Db } from '../../sim-server/src/db/open';
import { makeSim } from './support';

/** 2,000 pages of rows carrying `marker`: SQLite's own checkpoint (at 1,000 pages) would run in this commit. */
function writeMarked(db: Db, marker: string): void {
  db.exec('CREATE TABLE IF NOT EXISTS checkpoint_probe (text TEXT NOT NULL)');
  const insert = db.prepare('INSERT INTO checkpoint_probe VALUES (?)');
  db.transaction(() => {
    for (let i = 0; i < 2000; i++) insert.run(`${marker}:${i}:${'x'.repeat(4000)}`);
  })();
}
/** Whether the database file itself (not its WAL) holds `marker`. */
const inFile = (db: Db, marker: string) => readFileSync(db.name).includes(marker);

describe('WAL checkpoints', () => {
  const dir = mkdtempSync(join(tmpdir(), 'kiosk-checkpoints-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('the server’s connection checkpoints nothing by itself; the thread copies its commits into the file', async () => {
    const sim = makeSim({ db: join(dir, 'sim.db') });
    const db = sim.db!;
    expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(0);
    writeMarked(db, 'server-commit-7f3a');
    await vi.waitFor(() => expect(inFile(db, 'server-commit-7f3a')).toBe(true), { timeout: 30_000, interval: 100 });
  }, 60_000);

  it('a commit leaves the file as it was until the thread checkpoints, and closing ends the thread', async () => {
    const db = openDatabase(join(dir, 'own.db'));
    const checkpoints = walCheckpointer(db, () => {}, 3_600_000); // its own timer never fires here
    try {
      writeMarked(db, 'own-commit-9c1e');
      expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(0);
      expect(inFile(db, 'own-commit-9c1e')).toBe(false); // still only in the WAL
      const result = await checkpoints.now();
      expect(result.log).toBeGreaterThanOrEqual(2000);
      expect(result.checkpointed).toBe(result.log);
      expect(inFile(db, 'own-commit-9c1e')).toBe(true);
    } finally {
      await checkpoints.close(); // resolves once the thread has closed its connection and ended
      db.close();
    }
    await expect(checkpoints.now()).rejects.toThrow('closed');
  }, 60_000);
});
