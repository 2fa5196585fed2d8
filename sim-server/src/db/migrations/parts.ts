// What every migration file shares: the shape of a migration and the SQL helpers they use.

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** The two time stamps every record table carries. */
export const stamps = `createdDate TEXT NOT NULL, updatedDate TEXT NOT NULL`;

/** Name prefix of the triggers that refuse to erase history (migration 17). */
export const HISTORY_GUARD_PREFIX = 'history_guard_';

/** A BEFORE DELETE trigger on `table` that aborts with `message` (an SQL string), when `condition` holds. */
export function historyGuard(table: string, message: string, condition?: string): string {
  return `CREATE TRIGGER ${HISTORY_GUARD_PREFIX}${table} BEFORE DELETE ON ${table} ${condition ? `WHEN ${condition} ` : ''}BEGIN SELECT RAISE(ABORT, ${message}); END;`;
}
