// A fresh copy of a seeded world in a fraction of a second: the world of a (seed, preset) is seeded
// once per process into an image file, and every later reset copies its tables in with SQL instead
// of drawing the world and hashing every password again. The caller's own session is kept, so a
// presenter who restarts a tour (or resets the world) stays signed in; the others end, saying why.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SessionEndReason } from '../../../contract/index';
import type { Repositories } from '../db/repositories/index';
import { tokenHash } from '../db/repositories/sessions';
import { WORLD_GENERATION_KEY } from './seed';
import { worldTables } from '../db/migrations';
import { PRESETS, isBulkPreset, type PresetName } from './presets';
import { replaceWorld, resetWorld, worldImage } from './seed';

let folder: string | null = null;
const images = new Map<string, string>();

/** The image file of a world, seeded on first use; the folder goes when the process ends. */
function imageFile(seed: number, preset: PresetName): string {
  const key = `${preset}-${seed}`;
  const known = images.get(key);
  if (known) return known;
  if (!folder) {
    const made = mkdtempSync(join(tmpdir(), 'kiosk-worlds-'));
    folder = made;
    process.once('exit', () => rmSync(made, { recursive: true, force: true }));
  }
  const file = join(folder, `${key}.db`);
  writeFileSync(file, worldImage(seed, preset));
  images.set(key, file);
  return file;
}

/** A signed-in session to carry into the new world (its token hash, as stored). */
interface KeptSession {
  token: string;
  userId: string;
  createdAt: number;
  expiresAt: number;
}

/** Who asked for the new world (their session is carried into it), and why every other session ends. */
export interface WorldHandover {
  keepToken: string;
  reason: SessionEndReason;
  /** Real time (epoch ms). */
  now: number;
}

/**
 * Replaces the world with exactly the one seeding writes for (seed, preset); every other session
 * ends for `handover.reason` (its token then says why), and the asker's is signed in again when its
 * user (by sign-in id) is in the new world. Passwords changed in the old world stay (replaceWorld).
 * A bulk world is seeded afresh each time (its image would be hundreds of megabytes).
 */
export function freshWorld(repos: Repositories, seed: number, preset: PresetName, handover?: WorldHandover): void {
  const { db } = repos;
  const keep = handover
    ? (db.prepare('SELECT s.token, u.userId, s.createdAt, s.expiresAt FROM sessions s JOIN users u ON u.userIdx = s.userIdx WHERE s.token = ?').get(tokenHash(handover.keepToken)) as KeptSession | undefined)
    : undefined;
  if (handover) repos.sessions.end({ allBut: { token: handover.keepToken } }, handover.reason, handover.now);
  if (isBulkPreset(PRESETS[preset])) resetWorld(db, seed, preset);
  else {
    const file = imageFile(seed, preset);
    db.prepare('ATTACH DATABASE ? AS fresh').run(file);
    try {
      replaceWorld(db, false, () => {
        for (const table of worldTables(db)) {
          const columns = (db.prepare(`SELECT name FROM pragma_table_info(?)`).pluck().all(table) as string[]).map((c) => `"${c}"`).join(', ');
          // The generation counter is the new world's own (replaceWorld wrote it), not the image's.
          const where = table === 'meta' ? ` WHERE key <> '${WORLD_GENERATION_KEY}'` : '';
          db.prepare(`INSERT INTO main."${table}" (${columns}) SELECT ${columns} FROM fresh."${table}"${where}`).run();
        }
        db.prepare('INSERT INTO main.sqlite_sequence SELECT * FROM fresh.sqlite_sequence').run();
      });
    } finally {
      db.prepare('DETACH DATABASE fresh').run();
    }
  }
  if (keep) {
    db.prepare('INSERT INTO sessions (token, userIdx, createdAt, expiresAt) SELECT ?, userIdx, ?, ? FROM users WHERE userId = ?').run(keep.token, keep.createdAt, keep.expiresAt, keep.userId);
  }
}
