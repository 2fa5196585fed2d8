// The simulator's database is plain better-sqlite3 (docs/decisions.md, "Plain better-sqlite3"):
// openDatabase leaves `prepare` as the library documents it, so rows are its objects and pluck()
// and raw() change the statement they are called on.
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../sim-server/src/db/open';

describe('the database openDatabase gives', () => {
  it('prepares statements as better-sqlite3 does', () => {
    const db = openDatabase(':memory:');
    try {
      expect(db.prepare).toBe(Database.prototype.prepare);
      const statement = db.prepare(`SELECT 1 AS a, 'x' AS b UNION ALL SELECT 2, 'y'`);
      expect(statement.all()).toEqual([{ a: 1, b: 'x' }, { a: 2, b: 'y' }]);
      expect(statement.pluck().all()).toEqual([1, 2]);
      expect(statement.all()).toEqual([1, 2]); // pluck stays on the statement, as documented
    } finally {
      db.close();
    }
  });
});
