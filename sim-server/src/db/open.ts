// Opens the simulator's SQLite database and brings its schema up to date.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { migrate } from './migrations';

export type Db = Database.Database;
type Statement = Database.Statement;

/** Prepared statements kept per database, most recently used last. */
const STATEMENT_CACHE_SIZE = 500;

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
    migrate(db);
    cacheStatements(db);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

/**
 * The repositories build their SQL per call and prepare it every time; under load preparing cost
 * more than running (a profile of the device list at 50 connections: 15 % of the time). So
 * `db.prepare` answers a statement kept by its SQL text (at most STATEMENT_CACHE_SIZE of them).
 * Each caller gets a handle of its own, because `pluck()` and `raw()` change a better-sqlite3 statement for
 * everyone holding it: the handle applies its own mode just before it runs.
 */
function cacheStatements(db: Db): void {
  const prepare = db.prepare.bind(db);
  const cache = new Map<string, Statement>();
  db.prepare = ((source: string) => {
    let statement = cache.get(source);
    if (statement) cache.delete(source);
    else {
      statement = prepare(source);
      if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
    }
    cache.set(source, statement);
    return new StatementHandle(statement) as unknown as Statement;
  }) as Db['prepare'];
}

/** One caller's view of a shared prepared statement: the methods the simulator uses, its own pluck mode. */
class StatementHandle {
  /** How rows come back: objects, the first column alone (pluck) or arrays of values (raw). */
  private shape: 'object' | 'pluck' | 'raw' = 'object';

  constructor(private readonly statement: Statement) {}

  get reader(): boolean {
    return this.statement.reader;
  }

  get source(): string {
    return this.statement.source;
  }

  pluck(toggle = true): this {
    if (!this.statement.reader) this.statement.pluck(toggle); // throws as better-sqlite3 does for a statement that returns nothing
    this.shape = toggle ? 'pluck' : 'object';
    return this;
  }

  raw(toggle = true): this {
    if (!this.statement.reader) this.statement.raw(toggle);
    this.shape = toggle ? 'raw' : 'object';
    return this;
  }

  run(...params: unknown[]): Database.RunResult {
    return this.statement.run(...params);
  }

  get(...params: unknown[]): unknown {
    if (!this.asObjects) return this.mode().get(...params);
    const row = this.statement.raw(true).get(...params) as unknown[] | undefined;
    return row && objectOf(this.statement, row);
  }

  all(...params: unknown[]): unknown[] {
    if (!this.asObjects) return this.mode().all(...params);
    const rows = this.statement.raw(true).all(...params) as unknown[][];
    return rows.map((row) => objectOf(this.statement, row));
  }

  *iterate(...params: unknown[]): IterableIterator<unknown> {
    if (!this.asObjects) return yield* this.mode().iterate(...params);
    for (const row of this.statement.raw(true).iterate(...params) as IterableIterator<unknown[]>) yield objectOf(this.statement, row);
  }

  /** Rows as objects are read as arrays and made objects here (see objectOf). */
  private get asObjects(): boolean {
    return this.shape === 'object' && this.statement.reader;
  }

  private mode(): Statement {
    if (!this.statement.reader) return this.statement;
    if (this.shape === 'pluck') return this.statement.pluck(true);
    return this.statement.raw(true);
  }
}

type RowMaker = ((values: readonly unknown[]) => Record<string, unknown>) & { columnCount: number };
const rowMakers = new WeakMap<Statement, RowMaker>();

/**
 * A row as an object, as better-sqlite3 would make it (a later column of the same name wins). Made by
 * a function compiled once per statement from its column names, an object literal: better-sqlite3
 * sets an object's properties one by one, which cost two thirds of what the SQL did (a 20-row
 * device page: 306 µs as its objects, 176 µs as arrays made objects here; docs/performance.md).
 */
function objectOf(statement: Statement, values: readonly unknown[]): Record<string, unknown> {
  let make = rowMakers.get(statement);
  if (!make || make.columnCount !== values.length) {
    // Column names come from the simulator's own SQL; JSON.stringify quotes each as a key.
    const names = statement.columns().map((c) => c.name);
    if (names.includes('__proto__')) throw new Error('a column named __proto__ cannot be read as an object');
    make = Object.assign(new Function('v', `return { ${names.map((name, i) => `${JSON.stringify(name)}: v[${i}]`).join(', ')} };`) as RowMaker, { columnCount: names.length });
    rowMakers.set(statement, make);
  }
  return make(values);
}
