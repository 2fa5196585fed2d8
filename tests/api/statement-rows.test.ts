// db.prepare's statements read rows as arrays and make them objects themselves (db/open.ts): the
// rows must be exactly the objects better-sqlite3 makes, in every way a repository reads them.
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../sim-server/src/db/open';

const SQL = `SELECT 1 AS a, 'x' AS b, NULL AS c, x'00ff' AS d, 2.5 AS a2, 3 AS a UNION ALL SELECT 4, 'y', NULL, NULL, NULL, 5`;

describe('rows read through db.prepare', () => {
  it('are the objects better-sqlite3 makes: same keys in the same order, a later column of a name winning', () => {
    const db = openDatabase(':memory:');
    const plain = new Database(':memory:');
    try {
      const expected = plain.prepare(SQL).all();
      expect(db.prepare(SQL).all()).toEqual(expected);
      expect(Object.keys(db.prepare(SQL).all()[0] as object)).toEqual(Object.keys(expected[0] as object));
      expect(db.prepare(SQL).get()).toEqual(plain.prepare(SQL).get());
      expect([...db.prepare(SQL).iterate()]).toEqual(expected);
      expect(db.prepare(`${SQL} LIMIT 0`).get()).toBeUndefined();
      // Other handles of the same statement keep their own shape.
      expect(db.prepare(SQL).pluck().all()).toEqual([1, 4]);
      expect(db.prepare(SQL).raw().all()).toEqual(plain.prepare(SQL).raw().all());
      expect(db.prepare(SQL).all()).toEqual(expected);
    } finally {
      db.close();
      plain.close();
    }
  });

  it('let go of the database when an iteration stops early', () => {
    const db = openDatabase(':memory:');
    try {
      for (const row of db.prepare(SQL).iterate()) {
        expect(row).toMatchObject({ a: 3 });
        break;
      }
      expect(() => db.prepare('CREATE TABLE t (x)').run()).not.toThrow(); // an open iterator would make this throw
    } finally {
      db.close();
    }
  });
});
