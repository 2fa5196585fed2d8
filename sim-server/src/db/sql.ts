// Small SQL builders shared by the repositories. Table and column names always come from code,
// never from a request; values are always bound.
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../../contract/constants';
import type { Statement } from 'better-sqlite3';
import type { Db } from './open';

/** Statements the list helpers prepared, by connection and text (at most STATEMENTS_KEPT a connection). */
const statements = new WeakMap<Db, Map<string, Statement>>();
const STATEMENTS_KEPT = 500;

/**
 * A read statement of the list helpers, prepared once per connection and text (better-sqlite3's
 * own advice: prepare once, run many). A list's page of a big world compiles statements with
 * correlated subqueries, a fifth of its request when compiled anew each time. Only the statement is
 * kept, never an answer. `pluck` is set at every use, as the caller asks.
 */
export function preparedRead(db: Db, sql: string, pluck = false): Statement {
  let kept = statements.get(db);
  if (!kept) statements.set(db, (kept = new Map()));
  let statement = kept.get(sql);
  if (!statement) {
    if (kept.size >= STATEMENTS_KEPT) kept.clear();
    kept.set(sql, (statement = db.prepare(sql)));
  }
  return statement.pluck(pluck);
}

/** Bound values; a Buffer is stored as a BLOB. */
export type SqlValue = string | number | null | Buffer;

/** INSERT a row whose keys are column names; answers the new key. */
export function insertRow(db: Db, table: string, row: Record<string, SqlValue>): number {
  const columns = Object.keys(row);
  const sql = `INSERT INTO ${table} (${columns.map((c) => `"${c}"`).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`;
  return Number(db.prepare(sql).run(...Object.values(row)).lastInsertRowid);
}

/**
 * INSERT many rows of the same shape with one prepared statement (the seeder's bulk path);
 * keys are taken from the first row.
 */
export function insertRows<T extends { [K in keyof T]: SqlValue }>(db: Db, table: string, rows: readonly T[]): void {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]!) as (keyof T & string)[];
  const insert = db.prepare(`INSERT INTO ${table} (${columns.map((c) => `"${c}"`).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`);
  for (const row of rows) insert.run(...columns.map((c) => row[c] ?? null));
}

/** UPDATE the given columns of one row. */
export function updateRow(db: Db, table: string, keyColumn: string, key: number, patch: Record<string, SqlValue>): void {
  const columns = Object.keys(patch);
  if (columns.length === 0) return;
  db.prepare(`UPDATE ${table} SET ${columns.map((c) => `"${c}" = ?`).join(', ')} WHERE ${keyColumn} = ?`).run(...Object.values(patch), key);
}

/**
 * `column IN (…)` over keys bound as one JSON array, not one parameter each: a PARTNER's scope of
 * 33,000 divisions is one value, where SQLite takes at most 32,766 parameters a statement.
 */
export function inKeys(column: string, keys: readonly number[]): [sql: string, keys: string] {
  return [`${column} IN (SELECT value FROM json_each(?))`, JSON.stringify(keys)];
}

/** A WHERE clause assembled from optional conditions. */
export class Where {
  private readonly parts: string[] = [];
  readonly params: SqlValue[] = [];

  add(sql: string, ...params: SqlValue[]): this {
    this.parts.push(sql);
    this.params.push(...params);
    return this;
  }

  /** `column IN (…)` (see inKeys); null means no restriction, an empty list matches nothing. */
  in(column: string, values: readonly number[] | null): this {
    if (values === null) return this;
    if (values.length === 0) return this.add('0');
    return this.add(...inKeys(column, values));
  }

  /** Case-insensitive substring match on any of the columns (no LIKE wildcards to escape). */
  keyword(columns: readonly string[], keyword: string | undefined): this {
    const k = keyword?.trim();
    if (!k) return this;
    return this.add(`(${columns.map((c) => `instr(lower(${c}), lower(?)) > 0`).join(' OR ')})`, ...columns.map(() => k));
  }

  /** `column` within the days from `startDate` to `endDate` (YYYY-MM-DD, both inclusive, either optional). */
  dateRange(column: string, startDate: string | undefined, endDate: string | undefined): this {
    if (startDate) this.add(`${column} >= ?`, startDate);
    if (endDate) this.add(`${column} < date(?, '+1 day')`, endDate);
    return this;
  }

  /** No condition at all. */
  get empty(): boolean {
    return this.parts.length === 0;
  }

  toString(): string {
    return this.parts.length ? `WHERE ${this.parts.join(' AND ')}` : '';
  }
}

export interface Paging {
  page?: number;
  size?: number;
}

/**
 * The page a list call answers, the one place the paging rule is applied: `size` rows (at most
 * MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE when not given) from page `page` (default 1). There is no
 * "everything": a request without paging gets the first page, and its totalCount says how many
 * match in all.
 */
export function pageSlice(q: Paging): { size: number; start: number } {
  const size = Math.min(q.size ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
  return { size, start: ((q.page ?? 1) - 1) * size };
}

/** The page of a list already in memory, in its order. */
export function pageOf<T>(list: readonly T[], paging: Paging): T[] {
  const { size, start } = pageSlice(paging);
  return list.slice(start, start + size);
}

/**
 * The rows 0…n-1 a page holds of the order `compare` gives (a total order). A page nearer one end
 * keeps only the rows up to it from that end in a bounded heap rather than sorting them all: the
 * first page of 80,000 rows costs one comparison for most rows.
 */
export function orderedPage(n: number, compare: (a: number, b: number) => number, paging: Paging): number[] {
  const { size, start } = pageSlice(paging);
  if (start >= n) return [];
  const end = Math.min(start + size, n);
  const fromEnd = n - start < end;
  const keep = fromEnd ? n - start : end;
  // A heap of the `keep` rows first in `before`'s order, its last such row on top.
  const before = fromEnd ? (a: number, b: number) => compare(b, a) : compare;
  const heap: number[] = [];
  const down = (from: number) => {
    for (let i = from; ; ) {
      const left = 2 * i + 1;
      const right = left + 1;
      let top = i;
      if (left < heap.length && before(heap[left]!, heap[top]!) > 0) top = left;
      if (right < heap.length && before(heap[right]!, heap[top]!) > 0) top = right;
      if (top === i) return;
      [heap[i], heap[top]] = [heap[top]!, heap[i]!];
      i = top;
    }
  };
  for (let row = 0; row < n; row++) {
    if (heap.length < keep) {
      heap.push(row);
      for (let i = heap.length - 1; i > 0 && before(heap[i]!, heap[(i - 1) >> 1]!) > 0; i = (i - 1) >> 1) {
        [heap[i], heap[(i - 1) >> 1]] = [heap[(i - 1) >> 1]!, heap[i]!];
      }
    } else if (before(row, heap[0]!) < 0) {
      heap[0] = row;
      down(0);
    }
  }
  // From the start: rows [0, end) sorted, the page their tail. From the end: rows [start, n) sorted, the page their head.
  heap.sort(compare);
  return fromEnd ? heap.slice(0, end - start) : heap.slice(start, end);
}

/** LIMIT/OFFSET of the page (see pageSlice). */
export function pageClause(q: Paging): { sql: string; params: number[] } {
  const { size, start } = pageSlice(q);
  return { sql: 'LIMIT ? OFFSET ?', params: [size, start] };
}

/** Rows of a page plus the number of all matching rows. */
export function listPage<T>(db: Db, select: string, where: Where, orderBy: string, paging: Paging): { list: T[]; totalCount: number } {
  const totalCount = preparedRead(db, `SELECT COUNT(*) FROM (${select} ${where})`, true).get(...where.params) as number;
  const page = pageClause(paging);
  const list = preparedRead(db, `${select} ${where} ORDER BY ${orderBy} ${page.sql}`).all(...where.params, ...page.params) as T[];
  return { list, totalCount };
}

/** A list read page by page: counted and paged on its keys, only the page's rows read in full. */
export interface KeyedList {
  /** `FROM …` with the joins the conditions need: the count and the page's keys come from it. */
  from: string;
  /** The key column (`v.deviceIdx`). */
  key: string;
  /** `SELECT … FROM …` of a whole row, without WHERE. */
  select: string;
  where: Where;
  orderBy: string;
  /** `FROM …` for the page's keys when the order needs more joins (default: `from`). */
  keysFrom?: string;
  /** The same order written for `keysFrom` (default: `orderBy`). */
  keysOrderBy?: string;
  /**
   * The keys' order read from the other end (see `orderBy`'s `reversed`): a page past the middle of
   * the list is then found by sorting from the end, so the last page costs what the first does.
   */
  keysReversed?: string;
  /**
   * A quicker way to a page's keys for some queries: the keys of rows [offset, offset + size) of
   * the `totalCount` rows, or null to take the ordinary query (it must give what that query would).
   */
  findKeys?: (offset: number, size: number, totalCount: number) => number[] | null;
  /** A quicker way to count the rows for some queries, or null to count with the ordinary query. */
  countRows?: () => number | null;
}

/** One term of an ORDER BY: a column or expression written in code, never taken from a request. */
export interface OrderTerm {
  by: string;
  desc?: boolean;
  /** Empty (NULL) values last whichever the direction. */
  nullsLast?: boolean;
}

/** The ORDER BY text of the terms, or of the very same order read backwards (`reversed`). */
export function orderBy(terms: readonly OrderTerm[], reversed = false): string {
  return terms
    .map((t) => {
      const desc = Boolean(t.desc) !== reversed;
      const nulls = t.nullsLast ? (reversed ? ' NULLS FIRST' : ' NULLS LAST') : '';
      return `${t.by} ${desc ? 'DESC' : 'ASC'}${nulls}`;
    })
    .join(', ');
}

/**
 * Rows of a page plus the number of all matching rows, for lists whose rows are costly (joins,
 * per-row subqueries): the keys of the page are found first, so only those rows are read in full,
 * whatever the number of rows before them.
 */
export function keyedPage<T>(db: Db, l: KeyedList, paging: Paging, keyOf: (row: T) => number): { list: T[]; totalCount: number } {
  const { keys, totalCount } = pageKeys(db, l, paging);
  return { list: rowsOf(db, l, keys, keyOf), totalCount };
}

/** The keys of a page of a keyed list, in the list's order, and the number of all matching rows. */
export function pageKeys(db: Db, l: Omit<KeyedList, 'select'>, paging: Paging): { keys: number[]; totalCount: number } {
  const totalCount = l.countRows?.() ?? (preparedRead(db, `SELECT COUNT(*) ${l.from} ${l.where}`, true).get(...l.where.params) as number);
  const { size, start: offset } = pageSlice(paging);
  if (offset >= totalCount) return { keys: [], totalCount };
  const found = l.findKeys?.(offset, size, totalCount);
  if (found) return { keys: found, totalCount };
  const end = Math.min(offset + size, totalCount);
  // Past the middle, the page is the first rows from the end: rows [offset, end) are rows
  // [totalCount - end, totalCount - offset) of the reversed order.
  const fromEnd = l.keysReversed !== undefined && offset + end > totalCount;
  const keysSql = `SELECT ${l.key} ${l.keysFrom ?? l.from} ${l.where} ORDER BY ${fromEnd ? l.keysReversed : (l.keysOrderBy ?? l.orderBy)} LIMIT ? OFFSET ?`;
  const keys = preparedRead(db, keysSql, true)
    .all(...l.where.params, ...(fromEnd ? [end - offset, totalCount - end] : [size, offset])) as number[];
  if (fromEnd) keys.reverse();
  return { keys, totalCount };
}

/** The whole rows of `keys`, in their order. */
function rowsOf<T>(db: Db, l: KeyedList, keys: readonly number[], keyOf: (row: T) => number): T[] {
  if (keys.length === 0) return [];
  // The keys as one JSON array: one statement whatever the page's size.
  const rows = preparedRead(db, `${l.select} WHERE ${l.key} IN (SELECT value FROM json_each(?))`).all(JSON.stringify(keys)) as T[];
  const byKey = new Map(rows.map((r) => [keyOf(r), r]));
  return keys.map((k) => byKey.get(k)!);
}

/** Which companies and divisions a query may see; null means all (see auth/scope.ts). */
export interface ScopeFilter {
  companyIdxs: readonly number[] | null;
  divisionIdxs: readonly number[] | null;
}
export const UNSCOPED: ScopeFilter = { companyIdxs: null, divisionIdxs: null };

/** The scope as conditions on a joined `divisions d` (every record that belongs to a division). */
export function divisionScope(scope: ScopeFilter): Where {
  return new Where().in('d.companyIdx', scope.companyIdxs).in('d.divisionIdx', scope.divisionIdxs);
}

/**
 * The join to `divisions d` on `on`, when a condition names `d`: every device and placement has a
 * division, so a count without a scope needs no look-up per row (the dashboard's counts of 10,000 devices).
 */
export const divisionJoinIfNamed = (on: string, where: Where) => (/\bd\./.test(String(where)) ? `JOIN divisions d ON d.divisionIdx = ${on}` : '');

/** Which users a query may see: by company and/or by key; null means no restriction. */
export interface UserScopeFilter {
  companyIdxs: readonly number[] | null;
  userIdxs: readonly number[] | null;
}

/**
 * Records in use over the usual aliases (`c` companies, `d` divisions, `v` devices). Deleting one
 * archives it (migration 17): it leaves every list, selector, count and the fleet, while the history
 * that names it (payments, orders, door sessions…) still joins to it and keeps its figures.
 */
export const IN_USE = { company: 'c.archivedDate IS NULL', division: 'd.archivedDate IS NULL', device: 'v.archivedDate IS NULL' } as const;

/** A row read with `*` as callers see it: the archive stamp is the register's own business. */
export function withoutArchiveStamp<T>(row: T): T {
  const { archivedDate: _stamp, ...rest } = row as T & { archivedDate?: unknown };
  return rest as T;
}
