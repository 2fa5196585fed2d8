// The bulk seeder's way into SQLite: rows of one table are buffered as flat values and written
// many rows per prepared INSERT, so a million rows cost a few thousand statement runs instead of a
// million. Nothing but the current batch is kept. `withoutIndexes` drops every secondary index for
// the duration of a load and builds each again afterwards (one sort instead of a million B-tree
// inserts); the caller runs both inside its transaction.
import type { Db } from '../../db/open';
import type { SqlValue } from '../../db/sql';

/** SQLite's bound-parameter limit is 32,766; stay well below it. */
const MAX_PARAMS_PER_STATEMENT = 4000;

export class RowWriter {
  private readonly perStatement: number;
  private readonly full: ReturnType<Db['prepare']>;
  private readonly values: SqlValue[];
  private filled = 0;
  private rows = 0;
  /** Rows written so far (flushed or buffered). */
  count = 0;

  constructor(
    private readonly db: Db,
    private readonly table: string,
    private readonly columns: readonly string[],
  ) {
    this.perStatement = Math.max(1, Math.floor(MAX_PARAMS_PER_STATEMENT / columns.length));
    this.full = db.prepare(this.sql(this.perStatement));
    this.values = new Array<SqlValue>(this.perStatement * columns.length).fill(null);
  }

  /** One row, its values in the order of the columns. */
  add(...values: SqlValue[]): void {
    if (values.length !== this.columns.length) throw new Error(`${this.table}: ${values.length} values for ${this.columns.length} columns`);
    for (let i = 0; i < values.length; i++) this.values[this.filled++] = values[i]!;
    this.count++;
    if (++this.rows === this.perStatement) {
      this.full.run(this.values);
      this.filled = 0;
      this.rows = 0;
    }
  }

  /** Writes what is buffered. */
  flush(): void {
    if (this.rows === 0) return;
    this.db.prepare(this.sql(this.rows)).run(this.values.slice(0, this.filled));
    this.filled = 0;
    this.rows = 0;
  }

  private sql(rows: number): string {
    const one = `(${this.columns.map(() => '?').join(', ')})`;
    return `INSERT INTO ${this.table} (${this.columns.map((c) => `"${c}"`).join(', ')}) VALUES ${Array.from({ length: rows }, () => one).join(', ')}`;
  }
}

/** Runs `load` with every secondary index of the database dropped, then creates them again as they were. */
export function withoutIndexes(db: Db, load: () => void): void {
  const indexes = db.prepare(`SELECT name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL ORDER BY name`).all() as { name: string; sql: string }[];
  for (const index of indexes) db.exec(`DROP INDEX "${index.name}"`);
  load();
  for (const index of indexes) db.exec(index.sql);
}
