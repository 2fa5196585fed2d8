// Writes a generated world into the database: on first start (empty database) and on
// POST /sim/reset (wipe, then the same seed gives the same world, keys included).
import { hashPassword } from '../auth/password';
import { worldTables } from '../db/migrations';
import type { Db } from '../db/open';
import { insertRow } from '../db/sql';
import { generateWorld, type World } from './generate';
import type { PresetName } from './presets';

const SEED_KEY = 'world.seed';
const PRESET_KEY = 'world.preset';

export interface WorldInfo {
  seed: number;
  preset: string;
}

/** The seed and preset the database was made with, or null for a new database. */
export function worldInfo(db: Db): WorldInfo | null {
  const rows = db.prepare('SELECT key, value FROM meta WHERE key IN (?, ?)').all(SEED_KEY, PRESET_KEY) as { key: string; value: string }[];
  const value = (key: string) => rows.find((r) => r.key === key)?.value;
  const seed = value(SEED_KEY);
  return seed === undefined ? null : { seed: Number(seed), preset: value(PRESET_KEY) ?? 'demo' };
}

/** Seeds a new database; a database that already holds a world is left as it is. */
export function ensureWorld(db: Db, seed: number, preset: PresetName): void {
  if (worldInfo(db) === null) resetWorld(db, seed, preset);
}

/** Wipes every table of the world and writes a fresh one, in one transaction. */
export function resetWorld(db: Db, seed: number, preset: PresetName): void {
  const world = generateWorld(seed, preset);
  const hashes = world.users.map((u) => hashPassword(u.password)); // CPU work outside the write lock
  db.transaction(() => {
    db.pragma('defer_foreign_keys = ON'); // tables are emptied in any order; checked at commit
    for (const table of worldTables(db)) db.prepare(`DELETE FROM "${table}"`).run();
    if (db.prepare(`SELECT 1 FROM sqlite_master WHERE name = 'sqlite_sequence'`).get()) db.prepare('DELETE FROM sqlite_sequence').run();
    writeWorld(db, world, hashes);
    insertRow(db, 'meta', { key: SEED_KEY, value: String(seed) });
    insertRow(db, 'meta', { key: PRESET_KEY, value: preset });
  })();
}

function writeWorld(db: Db, world: World, passwordHashes: string[]): void {
  for (const row of world.companies) insertRow(db, 'companies', row);
  for (const row of world.divisions) insertRow(db, 'divisions', row);
  for (const row of world.devices) insertRow(db, 'devices', row);
  for (const row of world.trays) insertRow(db, 'trays', row);
  for (const row of world.products) insertRow(db, 'products', row);
  world.users.forEach((user, i) => {
    insertRow(db, 'users', { ...user.row, passwordHash: passwordHashes[i]! });
    for (const divisionIdx of user.divisionIdxList) insertRow(db, 'user_divisions', { userIdx: user.row.userIdx, divisionIdx });
  });
  for (const row of world.attachments) insertRow(db, 'user_attachments', { ...row });
  for (const row of world.resetPolicies) insertRow(db, 'employee_reset_policies', row);
  for (const row of world.uidTimes) insertRow(db, 'employee_uid_times', row);
}
