// Every world table is either copied into (and purged from) a trainee's sandbox or deliberately
// global, and every column that names another row of a sandbox table is remapped by the copy: a
// table or reference a later migration adds fails here until classroom/sandbox.ts says what to do.
import { afterAll, describe, expect, it } from 'vitest';
import { GLOBAL_TABLES, SANDBOX_TABLES } from '../../sim-server/src/classroom/sandbox';
import { worldTables } from '../../sim-server/src/db/migrations';
import { openDatabase } from '../../sim-server/src/db/open';

describe('sandbox coverage', () => {
  const db = openDatabase(':memory:');
  afterAll(() => db.close());
  const sandbox = SANDBOX_TABLES.map((t) => t.table);
  const columns = (table: string) => (db.prepare(`PRAGMA table_info("${table}")`).all() as { name: string }[]).map((c) => c.name);

  it('places every world table in SANDBOX_TABLES or GLOBAL_TABLES, and none in both', () => {
    const tables = worldTables(db);
    expect(tables.filter((t) => !sandbox.includes(t) && !GLOBAL_TABLES.includes(t))).toEqual([]);
    expect(sandbox.filter((t) => GLOBAL_TABLES.includes(t))).toEqual([]);
    expect([...sandbox, ...GLOBAL_TABLES].filter((t) => !tables.includes(t))).toEqual([]);
    expect(new Set(sandbox).size).toBe(sandbox.length);
  });

  it('remaps every foreign key of a sandbox table, to a table copied before it; every remapped column exists', () => {
    const position = new Map(sandbox.map((t, i) => [t, i]));
    for (const t of SANDBOX_TABLES) {
      const own = columns(t.table);
      expect({ table: t.table, missing: Object.keys(t.remap).filter((c) => !own.includes(c)) }).toEqual({ table: t.table, missing: [] });
      if (t.key !== null) expect(own).toContain(t.key);
      const keys = db.prepare(`PRAGMA foreign_key_list("${t.table}")`).all() as { from: string; table: string }[];
      const unmapped = keys.filter((k) => k.from !== t.key && !(k.from in t.remap)).map((k) => k.from);
      expect({ table: t.table, unmapped }).toEqual({ table: t.table, unmapped: [] });
      for (const [column, remap] of Object.entries(t.remap)) {
        if (!('to' in remap)) continue;
        expect({ table: t.table, column, parentFirst: (position.get(remap.to) ?? Infinity) < position.get(t.table)! }).toEqual({ table: t.table, column, parentFirst: true });
      }
    }
  });

  it('remaps the references that have no foreign key: employee cards, a planned refund’s shelf, a point log’s payment', () => {
    const remapped = (table: string) => Object.keys(SANDBOX_TABLES.find((t) => t.table === table)!.remap);
    expect(remapped('payments')).toEqual(expect.arrayContaining(['employeeUidIdx', 'refundMappingIdx']));
    expect(remapped('product_transactions')).toContain('employeeUidIdx');
    expect(remapped('door_opens')).toContain('employeeUidIdx');
    expect(remapped('restock_routes')).toEqual(expect.arrayContaining(['divisionIdx', 'sourceDivisionIdx']));
  });
});
