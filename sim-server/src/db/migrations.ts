// Numbered schema migrations (the SQL is in ./migrations/) and how they are applied. Columns are
// named like the contract's entity fields, so rows read back as entities without a mapping layer.
// Never edit an applied migration: add one. Typed by better-sqlite3 itself: db/open.ts opens the
// database and runs these, so this file cannot import it.
import type Database from 'better-sqlite3';
import { EARLY_MIGRATIONS } from './migrations/early';
import { LATER_MIGRATIONS } from './migrations/later';
import { HISTORY_GUARD_PREFIX, type Migration } from './migrations/parts';

export const MIGRATIONS: readonly Migration[] = [...EARLY_MIGRATIONS, ...LATER_MIGRATIONS];

/** Applies every migration the database has not seen yet, each in its own transaction. */
export function migrate(db: Database.Database): void {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, appliedAt TEXT NOT NULL)`);
  const applied = new Set(db.prepare('SELECT version FROM schema_migrations').pluck().all() as number[]);
  const newest = Math.max(0, ...applied);
  const ordered = [...MIGRATIONS].sort((a, b) => a.version - b.version);
  const known = ordered.at(-1)?.version ?? 0;
  if (newest > known) throw new Error(`database schema version ${newest} is newer than this simulator (${known})`);
  for (const m of ordered) {
    if (applied.has(m.version)) continue;
    db.transaction(() => {
      db.exec(m.sql);
      db.prepare('INSERT INTO schema_migrations (version, name, appliedAt) VALUES (?, ?, ?)').run(m.version, m.name, new Date().toISOString());
    })();
  }
}

/**
 * Tables that hold the world, for reset: everything but the migration log, the ended sessions and
 * sales_days, which its triggers keep from the payments (db/sales-days.ts).
 */
export function worldTables(db: Database.Database): string[] {
  return db
    .prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT IN ('schema_migrations', 'sqlite_sequence', 'ended_sessions', 'sales_days')`)
    .pluck()
    .all() as string[];
}

/**
 * Runs `replace` (which empties and refills every world table, in the caller's transaction) with
 * the guards against erasing history set aside, then puts them back as they were.
 */
export function withoutHistoryGuards(db: Database.Database, replace: () => void): void {
  const guards = db
    .prepare(`SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND substr(name, 1, ?) = ?`)
    .all(HISTORY_GUARD_PREFIX.length, HISTORY_GUARD_PREFIX) as { name: string; sql: string }[];
  for (const guard of guards) db.exec(`DROP TRIGGER "${guard.name}"`);
  replace();
  for (const guard of guards) db.exec(guard.sql);
}
