// What the reports add up, kept in memory as typed columns: the approved sales (payments and their
// lines) and the shelf (every placement's device, product and units). They serve the calls that
// add up a fleet's history: revenue per period, the report strings, the AI reports and the
// product-sales list's count and pages. In SQL each of them read a million payments and 1.4 million
// lines on every call (2–5 s in the large world); over typed arrays the same sums take milliseconds.
//
// SQLite stays the record; this is a copy that catches up before every read with what has
// committed since: rows with keys above the last it holds (keys only grow), the rows the journals
// name, and everything again once the world was replaced (meta `world.generation`). The journals
// (sales_changes, line_changes, shelf_changes) are written by triggers made from the copy's own
// column list (COPIED_COLUMNS): every row whose copied columns change, or which is deleted, is
// noted in the same transaction, so nothing the copy keeps can change unseen.
import { PAYMENT_STATES } from '../../../../contract/index';
import type { Db } from '../open';
import type { ScopeFilter } from '../sql';
import { deviceWhere, type DeviceFilter } from './device-scope';

/** The meta key replaceWorld counts up at every new world. */
export const WORLD_GENERATION_KEY = 'world.generation';
const DAY_SECONDS = 86_400;
/** Promotion types as stored in `LineColumns.promo` (0: none). */
const PROMOTION_CODES: Record<string, number> = { RATE: 1, COUNT: 2, AMOUNT: 3 };

/** Payments approved by the spec §9 rule, over `payments p`. */
const APPROVED = `p.approveResult = CASE WHEN lower(p.provider) = 'tc' THEN 1 ELSE 0 END`;
// Rows come as numbers but for the product name and the provider (text the ledger numbers, or
// numbers the whole-world load assigns in SQL): no per-row strings to parse or collect, a million
// of which cost a second and 100 MB of garbage at load. unixepoch() reads the stored KST wall time
// as UTC, as wallSeconds does.
const PROMOTION_CODE = `CASE l.promotionType ${Object.entries(PROMOTION_CODES).map(([type, code]) => `WHEN '${type}' THEN ${code}`).join(' ')} ELSE 0 END`;
const STATE_CODE = `CASE p.state ${PAYMENT_STATES.map((state, i) => `WHEN '${state}' THEN ${i + 1}`).join(' ')} ELSE 0 END`;

/**
 * What the copy keeps, one SQL expression per column over `payment_lines l`, `payments p` and
 * `product_mappings m`, in the order of the row tuples (LineRow, PaymentRow, PlacementRow). The one
 * list: the loader's SELECTs are made from it, and the journals' triggers watch every column it
 * names (COPIED_COLUMNS), so a column the copy starts to read is watched without a second list.
 */
const LINE_COPY = {
  from: 'payment_lines l CROSS JOIN payments p ON p.paymentIdx = l.paymentIdx',
  columns: {
    key: 'l.paymentLineIdx', payment: 'l.paymentIdx', device: 'p.deviceIdx', at: 'unixepoch(p.approveAt)', approved: APPROVED,
    product: 'l.productIdx', name: 'l.productName', promo: PROMOTION_CODE, units: 'l.count - l.refundCount', amount: 'l.amount - l.refundAmount',
  },
};
const PAYMENT_COPY = {
  from: 'payments p',
  columns: {
    key: 'p.paymentIdx', device: 'p.deviceIdx', at: 'unixepoch(p.approveAt)', approved: APPROVED, amount: 'p.amount', refund: 'p.refundAmount',
    state: STATE_CODE, mode: 'p.paymentMode', provider: 'lower(p.provider)', employee: 'COALESCE(p.employeeUidIdx, 0)',
  },
};
const PLACEMENT_COPY = {
  from: 'product_mappings m',
  columns: {
    key: 'm.productMappingIdx', device: 'm.deviceIdx', product: 'm.productIdx',
    shown: 'm.trayIdx IS NOT NULL AND m.removedDate IS NULL AND m.deviceIdx IS NOT NULL', stock: 'm.stock',
  },
};
/**
 * A copy's SELECT. `instead` reads a column another way from the same columns (the whole-world
 * load numbers names and providers in SQL), `joins` what that needs.
 */
function selectOf<C extends Record<string, string>>(copy: { from: string; columns: C }, instead: Partial<C> = {}, joins = ''): string {
  return `SELECT ${Object.entries(copy.columns).map(([name, sql]) => instead[name] ?? sql).join(', ')} FROM ${copy.from} ${joins}`;
}
const LINE_ROWS = selectOf(LINE_COPY);
const PAYMENT_ROWS = selectOf(PAYMENT_COPY);
const PLACEMENT_ROWS = selectOf(PLACEMENT_COPY);
/**
 * Every line with its name's place among the distinct names in BINARY order (the load numbers them
 * so); CROSS JOIN keeps the lines outside, read in key order, the names a lookup.
 */
const NUMBERED_LINE_ROWS = selectOf(LINE_COPY, { name: 'n.id' }, `CROSS JOIN (SELECT productName AS name, ROW_NUMBER() OVER (ORDER BY productName) - 1 AS id
    FROM (SELECT DISTINCT productName FROM payment_lines)) n ON n.name = l.productName`);

/** The tables the copy reads, by the alias its SQL gives them: key, and the journal of the keys that changed. */
export const COPIED_TABLES = {
  p: { table: 'payments', key: 'paymentIdx', journal: 'sales_changes' },
  l: { table: 'payment_lines', key: 'paymentLineIdx', journal: 'line_changes' },
  m: { table: 'product_mappings', key: 'productMappingIdx', journal: 'shelf_changes' },
} as const;
type Alias = keyof typeof COPIED_TABLES;

/** Per copied table, the columns the copy reads: every `alias.column` its SELECTs name. */
export const COPIED_COLUMNS: Readonly<Record<string, readonly string[]>> = (() => {
  const read = new Map(Object.values(COPIED_TABLES).map(({ table }) => [table as string, new Set<string>()]));
  for (const sql of [LINE_ROWS, PAYMENT_ROWS, PLACEMENT_ROWS]) {
    for (const [, alias, column] of sql.matchAll(/\b([lpm])\.(\w+)/g)) read.get(COPIED_TABLES[alias as Alias].table)!.add(column!);
  }
  return Object.fromEntries([...read].map(([table, columns]) => [table, [...columns].sort()]));
})();

/**
 * The journals' triggers, made from COPIED_COLUMNS (name → CREATE TRIGGER as sqlite_master keeps
 * it): per table, one noting a row whose copied columns change, one noting both keys of a row whose
 * key changes, and one noting a deleted row. New rows need none: their keys are above the
 * highest the copy holds (AUTOINCREMENT), and an INSERT trigger, even one that never fires, doubled
 * the cost of writing a sale. One journal row per key, its number raised at each change, so a
 * journal never outgrows its table. (An upsert, not INSERT OR REPLACE: a foreign key's SET NULL,
 * deleting a tray, runs its triggers with ABORT.)
 */
export function copyTriggers(): Map<string, string> {
  const triggers = new Map<string, string>();
  for (const { table, key, journal } of Object.values(COPIED_TABLES)) {
    const note = (row: 'NEW' | 'OLD') =>
      `INSERT INTO ${journal} (${key}, seq) VALUES (${row}.${key}, (SELECT COALESCE(MAX(seq), 0) + 1 FROM ${journal})) ON CONFLICT (${key}) DO UPDATE SET seq = excluded.seq;`;
    const columns = COPIED_COLUMNS[table]!.filter((column) => column !== key);
    triggers.set(`copy_${table}_changed`, `CREATE TRIGGER copy_${table}_changed AFTER UPDATE OF ${columns.join(', ')} ON ${table} BEGIN ${note('NEW')} END`);
    triggers.set(`copy_${table}_rekeyed`, `CREATE TRIGGER copy_${table}_rekeyed AFTER UPDATE OF ${key} ON ${table} BEGIN ${note('OLD')} ${note('NEW')} END`);
    triggers.set(`copy_${table}_deleted`, `CREATE TRIGGER copy_${table}_deleted AFTER DELETE ON ${table} BEGIN ${note('OLD')} END`);
  }
  return triggers;
}

/** The copy's triggers a database holds (those named copy_…), name → CREATE TRIGGER. */
const copyTriggersIn = (db: Db) => new Map(db.prepare(`SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND name GLOB 'copy_*'`).raw().all() as [string, string][]);

/**
 * Makes the journals' triggers the ones copyTriggers() makes, at every open: a database made by a
 * version that copied other columns gets the right ones. Triggers not named copy_… are left alone.
 */
export function syncCopyTriggers(db: Db): void {
  const wanted = copyTriggers();
  const right = () => {
    const have = copyTriggersIn(db);
    return have.size === wanted.size && [...wanted].every(([name, sql]) => have.get(name) === sql);
  };
  if (right()) return;
  db.transaction(() => {
    if (right()) return; // another process got there first
    dropCopyTriggers(db);
    for (const sql of wanted.values()) db.exec(sql);
  }).immediate();
}

/**
 * Drops the journals' triggers (syncCopyTriggers makes them again). Emptying a world's tables does
 * it: with a DELETE trigger SQLite deletes row by row (a large world's sales in 90 s instead of half
 * a second), and a new world needs no journal, the copy loads it whole.
 */
export function dropCopyTriggers(db: Db): void {
  for (const name of copyTriggersIn(db).keys()) db.exec(`DROP TRIGGER "${name}"`);
}

/** key, payment, device, time, approved, product, name (text or number), promotion, units, amount. */
type LineRow = [number, number, number, number, number, number, string | number, number, number, number];
/** key, device, time, approved, amount, refund, state, mode, provider (text or number), card. */
type PaymentRow = [number, number, number, number, number, number, number, number, string | number, number];
type PlacementRow = [number, number | null, number, number, number];

/**
 * A stored wire date-time ('YYYY-MM-DD HH:mm:ss', KST) as seconds of that wall clock read as UTC;
 * a date alone is its midnight. Days roll over as SQLite's date() rolls them ('02-30' is 2 March).
 */
export function wallSeconds(text: string): number {
  const day = Date.UTC(Number(text.slice(0, 4)), Number(text.slice(5, 7)) - 1, Number(text.slice(8, 10))) / 1000;
  if (text.length < 19) return day;
  return day + Number(text.slice(11, 13)) * 3600 + Number(text.slice(14, 16)) * 60 + Number(text.slice(17, 19));
}

/** A day (wall seconds / DAY_SECONDS) as YYYYMMDD, or YYYYMM. */
export function periodOfDay(day: number, byMonth: boolean): number {
  const date = new Date(day * DAY_SECONDS * 1000);
  const month = date.getUTCFullYear() * 100 + date.getUTCMonth() + 1;
  return byMonth ? month : month * 100 + date.getUTCDate();
}

/** A day (wall seconds / DAY_SECONDS) as 'YYYY-MM-DD', or its month as 'YYYY-MM'. */
export function periodText(day: number, period: 'day' | 'month'): string {
  return new Date(day * DAY_SECONDS * 1000).toISOString().slice(0, period === 'month' ? 7 : 10);
}

/** Typed columns indexed by a table's key, grown as keys grow. */
class Columns<T extends Record<string, Float64Array | Int32Array | Uint8Array>> {
  capacity = 0;
  /** The highest key held. */
  top = 0;
  constructor(public cols: T) {}

  /** Room for `key`, and a quarter more (`spare`) for the keys to come. */
  ensure(key: number, spare = 0.25): void {
    if (key > this.top) this.top = key;
    if (key < this.capacity) return;
    const capacity = Math.max(1024, Math.ceil((key + 1) * (1 + spare)));
    for (const name of Object.keys(this.cols) as (keyof T)[]) {
      const old = this.cols[name];
      const grown = new (old.constructor as new (n: number) => typeof old)(capacity);
      grown.set(old);
      this.cols[name] = grown as T[keyof T];
    }
    this.capacity = capacity;
  }
}

/**
 * Keys kept in a time order (`before`), read from either end. Sales mostly arrive newest, so a new
 * key's place is usually the end; another is found by halving and the keys after it shift.
 */
class KeyOrder {
  keys = new Int32Array(0);
  count = 0;
  constructor(private readonly before: (a: number, b: number) => boolean) {}

  /** Every key at once, sorted by `compare` (the same order as `before`). */
  fill(keys: number[], compare: (a: number, b: number) => number): void {
    this.keys = Int32Array.from(keys.sort(compare));
    this.count = this.keys.length;
  }

  place(key: number): void {
    if (this.keys.length === this.count) {
      const grown = new Int32Array(Math.max(1024, Math.ceil(this.count * 1.25)));
      grown.set(this.keys);
      this.keys = grown;
    }
    const { keys } = this;
    if (this.count === 0 || this.before(keys[this.count - 1]!, key)) {
      keys[this.count++] = key;
      return;
    }
    let lo = 0;
    let hi = this.count;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.before(keys[mid]!, key)) lo = mid + 1;
      else hi = mid;
    }
    keys.copyWithin(lo + 1, lo, this.count);
    keys[lo] = key;
    this.count++;
  }

  unplace(key: number): void {
    const at = this.keys.subarray(0, this.count).indexOf(key);
    if (at < 0) return;
    this.keys.copyWithin(at, at + 1, this.count);
    this.count--;
  }

  /** Takes out every key marked 1 in `gone` (by key), in one pass. */
  remove(gone: Uint8Array): void {
    let kept = 0;
    for (let i = 0; i < this.count; i++) if (gone[this.keys[i]!] !== 1) this.keys[kept++] = this.keys[i]!;
    this.count = kept;
  }
}

const lineColumns = () => ({
  /** 1 when the line exists and its payment is approved. */
  counted: new Uint8Array(0),
  at: new Float64Array(0),
  payment: new Int32Array(0),
  device: new Int32Array(0),
  product: new Int32Array(0),
  name: new Int32Array(0),
  promo: new Uint8Array(0),
  units: new Int32Array(0),
  amount: new Float64Array(0),
});
const paymentColumns = () => ({
  /** 1 when approved (spec §9). */
  counted: new Uint8Array(0),
  at: new Float64Array(0),
  device: new Int32Array(0),
  amount: new Float64Array(0),
  refund: new Float64Array(0),
  /** Its place in PAYMENT_STATES plus one. */
  state: new Uint8Array(0),
  mode: new Int32Array(0),
  /** The provider's number among `providers` (lower case). */
  provider: new Int32Array(0),
  /** The employee card that paid, 0 for none. */
  employee: new Int32Array(0),
});

const placementColumns = () => ({
  /** 1 when the placement is on display: on a device's tray, not removed. */
  shown: new Uint8Array(0),
  device: new Int32Array(0),
  product: new Int32Array(0),
  stock: new Int32Array(0),
});

/**
 * What a scan counts: per device key 0 (not counted), 1 (counted when the line's product name holds
 * the keyword) or 2 (counted); the names holding the keyword; the window [from, until) in wall
 * seconds; and the list filters of product sales.
 */
export interface SalesScan {
  devices: Uint8Array;
  names: Uint8Array | null;
  from: number;
  until: number;
  promotionType?: string;
  productIdx?: number;
}

/** A keyword search of the payment list: devices as in deviceModes, the payments a line's name matched, the window. */
export interface PaymentMatch {
  devices: Uint8Array;
  named: Uint8Array;
  from: number;
  until: number;
  state?: number;
  mode?: number;
  /** The provider's number; 0 (none has it) when no payment has that provider. */
  provider?: number;
  approved?: boolean;
  employee?: number;
}

/** The payment list's own filters and sort, as paymentKeyword takes them. */
export interface PaymentFilters {
  provider?: string | undefined;
  approved?: boolean | undefined;
  state?: (typeof PAYMENT_STATES)[number] | undefined;
  paymentMode?: number | undefined;
  employeeUidIdx?: number | undefined;
  sortField?: 'approveAt' | 'amount' | 'deviceName' | undefined;
  sortOrder?: 'asc' | 'desc' | undefined;
}

/** The filters of a sales scan: the common ones and those of the product-sales list. */
export type SalesQuery = DeviceFilter & { promotionType?: string | undefined; productIdx?: number | undefined };

/**
 * Per device key up to `top` (at least): 0 for a device outside the scope and filters (or none),
 * 2 for one inside that the keyword (if any) names by its name or serial number, and for the
 * others inside 1 when the keyword may match elsewhere (`elsewhere`: a product name), else 0.
 */
function deviceModes(db: Db, q: DeviceFilter, scope: ScopeFilter, elsewhere: boolean, top = 0): Uint8Array {
  const keyword = q.keyword?.trim() || undefined;
  const where = deviceWhere({ ...q, keyword: undefined, startDate: undefined, endDate: undefined }, scope, '');
  const hit = keyword ? 'instr(lower(v.deviceName), lower(?)) > 0 OR instr(lower(v.serialNumber), lower(?)) > 0' : '1';
  // Two JSON arrays filled row by row together (a fleet's 10,000 rows as two texts: a fifth of the
  // time of a row object each).
  const [keysText, hitsText] = db
    .prepare(`SELECT json_group_array(v.deviceIdx), json_group_array(${hit}) FROM devices v JOIN divisions d ON d.divisionIdx = v.divisionIdx ${where}`)
    .raw()
    .get(...(keyword ? [keyword, keyword] : []), ...where.params) as [string, string];
  const keys = JSON.parse(keysText) as number[];
  const hits = JSON.parse(hitsText) as number[];
  const modes = new Uint8Array(keys.reduce((most, key) => Math.max(most, key), top) + 1);
  keys.forEach((key, i) => (modes[key] = hits[i] ? 2 : elsewhere ? 1 : 0));
  return modes;
}

export function salesLedger(db: Db) {
  let lines = new Columns(lineColumns());
  let payments = new Columns(paymentColumns());
  let shelf = new Columns(placementColumns());
  /** Line keys by (time, payment) ascending and, within a payment, key descending: read from the end it is the product-sales order. */
  const lineOrder = new KeyOrder((a, b) => {
    const { at, payment } = lines.cols;
    if (at[a] !== at[b]) return at[a]! < at[b]!;
    if (payment[a] !== payment[b]) return payment[a]! < payment[b]!;
    return a > b;
  });
  /** Payment keys by (time, key): read from the end it is the payment list's default order. */
  const paymentOrder = new KeyOrder((a, b) => {
    const { at } = payments.cols;
    return at[a] !== at[b] ? at[a]! < at[b]! : a < b;
  });
  let names: string[] = [];
  let nameIds = new Map<string, number>();
  /** The highest product key of any line. */
  let productTop = 0;
  /** The highest device key of any payment (scans size their device table to it, so every read is in bounds). */
  let deviceTop = 0;
  let generation: string | null | undefined;
  /** The last change of each table's journal taken in. */
  const seqs: Record<Alias, number> = { p: 0, l: 0, m: 0 };
  /** lineKeys' answer, kept between calls. */
  let keyBuffer = new Int32Array(0);

  let providers = new Map<string, number>();
  const providerId = (lowered: string) => {
    let id = providers.get(lowered);
    if (id === undefined) providers.set(lowered, (id = providers.size + 1));
    return id;
  };

  const nameId = (name: string) => {
    let id = nameIds.get(name);
    if (id === undefined) {
      id = names.length;
      names.push(name);
      nameIds.set(name, id);
    }
    return id;
  };

  /** Writes a line row into the columns. */
  const writeLine = (row: LineRow) => {
    const [key, paymentIdx, deviceIdx, at, approved, productIdx, productName, promotion, units, amount] = row;
    const c = lines.cols;
    c.counted[key] = approved ? 1 : 0;
    c.at[key] = at;
    c.payment[key] = paymentIdx;
    c.device[key] = deviceIdx;
    c.product[key] = productIdx;
    if (productIdx > productTop) productTop = productIdx;
    c.name[key] = typeof productName === 'number' ? productName : nameId(productName);
    c.promo[key] = promotion;
    c.units[key] = units;
    c.amount[key] = amount;
  };
  /** Writes a line row and keeps the order; `fresh` when its key is new to the ledger (else it may move). */
  const putLine = (row: LineRow, fresh: boolean) => {
    const key = row[0];
    lines.ensure(key);
    const moves = !fresh && (lines.cols.at[key] !== row[3] || lines.cols.payment[key] !== row[1]);
    if (moves) lineOrder.unplace(key);
    writeLine(row);
    if (fresh || moves) lineOrder.place(key);
  };
  /** Writes a payment row; `ordered` keeps its place in the time order (not while loading all). */
  const putPayment = (row: PaymentRow, ordered = true) => {
    const [key, deviceIdx, at, approved, amount, refund, state, mode, provider, employee] = row;
    const fresh = key > payments.top || payments.cols.device[key] === 0;
    payments.ensure(key);
    const c = payments.cols;
    const moves = ordered && !fresh && c.at[key] !== at;
    if (moves) paymentOrder.unplace(key);
    c.counted[key] = approved ? 1 : 0;
    c.at[key] = at;
    if (ordered && (fresh || moves)) paymentOrder.place(key);
    c.device[key] = deviceIdx;
    if (deviceIdx > deviceTop) deviceTop = deviceIdx;
    c.amount[key] = amount;
    c.refund[key] = refund;
    c.state[key] = state;
    c.mode[key] = mode;
    c.provider[key] = typeof provider === 'number' ? provider : providerId(provider);
    c.employee[key] = employee;
  };
  const putPlacement = (row: PlacementRow) => {
    const [key, deviceIdx, productIdx, shown, stock] = row;
    shelf.ensure(key);
    const c = shelf.cols;
    c.shown[key] = shown ? 1 : 0;
    c.device[key] = deviceIdx ?? 0;
    if ((deviceIdx ?? 0) > deviceTop) deviceTop = deviceIdx!;
    c.product[key] = productIdx;
    c.stock[key] = stock;
  };

  const currentGeneration = () => (db.prepare('SELECT value FROM meta WHERE key = ?').pluck().get(WORLD_GENERATION_KEY) as string | undefined) ?? null;
  const lastSeq = (alias: Alias) => db.prepare(`SELECT COALESCE(MAX(seq), 0) FROM ${COPIED_TABLES[alias].journal}`).pluck().get() as number;
  const topKey = (table: string, key: string) => db.prepare(`SELECT COALESCE(MAX(${key}), 0) FROM ${table}`).pluck().get() as number;

  /**
   * Both time orders of a whole world at once, without a comparison sort (whose arrays of a
   * million numbers were most of a load's 100 MB of garbage): payments by one number each, their
   * time from the earliest in seconds times 2^21 plus their key, sorted natively; then the lines
   * counted out under their payments, key descending within one. A world past 2^21 payment keys
   * or 2^32 seconds of history is sorted by comparison instead.
   */
  const orderAll = () => {
    const pc = payments.cols;
    const lc = lines.cols;
    let present = 0;
    let earliest = Infinity;
    let latest = -Infinity;
    for (let key = 1; key <= payments.top; key++) {
      if (pc.device[key] === 0) continue;
      present++;
      earliest = Math.min(earliest, pc.at[key]!);
      latest = Math.max(latest, pc.at[key]!);
    }
    const packed = payments.top < 2 ** 21 && latest - earliest < 2 ** 32;
    if (!packed) {
      const paymentKeys: number[] = [];
      for (let key = 1; key <= payments.top; key++) if (pc.device[key] !== 0) paymentKeys.push(key);
      paymentOrder.fill(paymentKeys, (a, b) => pc.at[a]! - pc.at[b]! || a - b);
      const lineKeys: number[] = [];
      for (let key = 1; key <= lines.top; key++) if (lc.payment[key] !== 0) lineKeys.push(key);
      lineOrder.fill(lineKeys, (a, b) => lc.at[a]! - lc.at[b]! || lc.payment[a]! - lc.payment[b]! || b - a);
      return;
    }
    const timed = new Float64Array(present);
    let n = 0;
    for (let key = 1; key <= payments.top; key++) if (pc.device[key] !== 0) timed[n++] = (pc.at[key]! - earliest) * 2 ** 21 + key;
    timed.sort();
    paymentOrder.keys = Int32Array.from(timed, (value) => value % 2 ** 21);
    paymentOrder.count = present;
    // Lines by their payment's place: counted per place, then laid out from the highest key down.
    const place = new Int32Array(payments.capacity).fill(-1);
    paymentOrder.keys.forEach((key, i) => (place[key] = i));
    const start = new Int32Array(present + 1);
    let listed = 0;
    for (let key = 1; key <= lines.top; key++) {
      const at = lc.payment[key] !== 0 ? place[lc.payment[key]!]! : -1;
      if (at >= 0) {
        start[at + 1]!++;
        listed++;
      }
    }
    for (let i = 0; i < present; i++) start[i + 1]! += start[i]!;
    const keys = new Int32Array(listed);
    for (let key = lines.top; key >= 1; key--) {
      const at = lc.payment[key] !== 0 ? place[lc.payment[key]!]! : -1;
      if (at >= 0) keys[start[at]!++] = key;
    }
    lineOrder.keys = keys;
    lineOrder.count = listed;
  };

  const reload = () => {
    lines = new Columns(lineColumns());
    payments = new Columns(paymentColumns());
    shelf = new Columns(placementColumns());
    lineOrder.count = 0;
    paymentOrder.count = 0;
    names = [];
    nameIds = new Map();
    providers = new Map();
    productTop = 0;
    deviceTop = 0;
    generation = currentGeneration();
    for (const alias of ['p', 'l', 'm'] as const) seqs[alias] = lastSeq(alias);
    // A whole world at once: little room to spare (at a million lines a quarter is 15 MB).
    lines.ensure(topKey('payment_lines', 'paymentLineIdx'), 0.02);
    for (const name of db.prepare('SELECT DISTINCT productName FROM payment_lines ORDER BY productName').pluck().all() as string[]) nameId(name);
    for (const row of db.prepare(NUMBERED_LINE_ROWS).raw().iterate() as IterableIterator<LineRow>) writeLine(row);
    payments.ensure(topKey('payments', 'paymentIdx'), 0.02);
    const known = db.prepare('SELECT DISTINCT lower(provider) FROM payments').pluck().all() as string[];
    for (const provider of known) providerId(provider);
    const numbered = selectOf(PAYMENT_COPY, { provider: known.length ? `CASE lower(p.provider) ${known.map(() => 'WHEN ? THEN ?').join(' ')} ELSE 0 END` : '0' });
    const params = known.flatMap((provider) => [provider, providers.get(provider)!]);
    for (const row of db.prepare(numbered).raw().iterate(...params) as IterableIterator<PaymentRow>) putPayment(row, false);
    orderAll();
    shelf.ensure(topKey('product_mappings', 'productMappingIdx'), 0.02);
    for (const row of db.prepare(PLACEMENT_ROWS).raw().iterate() as IterableIterator<PlacementRow>) putPlacement(row);
  };

  /**
   * Brings the copy up to what has committed (see the top of this file), in one read transaction.
   * Read handlers only: a write earlier in the same transaction could still roll back.
   */
  const catchUp = () => (db.inTransaction ? follow() : db.transaction(follow)());
  const follow = () => {
    if (generation === undefined || currentGeneration() !== generation) {
      reload();
      return;
    }
    // The keys each journal noted since, then every row with a new key, then the noted rows again.
    const noted = (alias: Alias) => {
      const { journal, key } = COPIED_TABLES[alias];
      const keys = db.prepare(`SELECT ${key} FROM ${journal} WHERE seq > ?`).pluck().all(seqs[alias]) as number[];
      seqs[alias] = lastSeq(alias);
      return keys;
    };
    const changed = noted('p');
    const changedLines = noted('l');
    const moved = noted('m');
    for (const row of db.prepare(`${PAYMENT_ROWS} WHERE p.paymentIdx > ?`).raw().all(payments.top) as PaymentRow[]) putPayment(row);
    for (const row of db.prepare(`${LINE_ROWS} WHERE l.paymentLineIdx > ? ORDER BY l.paymentLineIdx`).raw().all(lines.top) as LineRow[]) putLine(row, true);
    for (const row of db.prepare(`${PLACEMENT_ROWS} WHERE m.productMappingIdx > ?`).raw().all(shelf.top) as PlacementRow[]) putPlacement(row);
    // Lines to let go of, in one pass over their time order at the end.
    const goneLines: number[] = [];
    reread<PaymentRow>(PAYMENT_ROWS, 'p.paymentIdx', changed, putPayment, (gone) => {
      dropPayments(gone);
      // Lines a payment left behind (deleted with foreign keys off) leave SQL's joins with it.
      const orphans = db.prepare('SELECT paymentLineIdx FROM payment_lines WHERE paymentIdx IN (SELECT value FROM json_each(?))').pluck().all(JSON.stringify([...gone]));
      goneLines.push(...(orphans as number[]));
    });
    // A line keeps its payment's device, time and approval.
    if (changed.length > 0) {
      for (const row of db.prepare(`${LINE_ROWS} WHERE l.paymentIdx IN (SELECT value FROM json_each(?))`).raw().all(JSON.stringify(changed)) as LineRow[]) putLine(row, false);
    }
    reread<LineRow>(LINE_ROWS, 'l.paymentLineIdx', changedLines, (row) => putLine(row, false), (gone) => goneLines.push(...gone));
    if (goneLines.length > 0) lineOrder.remove(clear(lines, goneLines));
    reread<PlacementRow>(PLACEMENT_ROWS, 'm.productMappingIdx', moved, putPlacement, (gone) => clear(shelf, gone));
  };

  /** Reads the rows of `keys` again; those no longer there (deleted, re-keyed, a line without its payment) leave the copy. */
  const reread = <R extends [number, ...unknown[]]>(select: string, key: string, keys: number[], put: (row: R) => void, drop: (gone: Set<number>) => void) => {
    if (keys.length === 0) return;
    const gone = new Set(keys);
    for (const row of db.prepare(`${select} WHERE ${key} IN (SELECT value FROM json_each(?))`).raw().all(JSON.stringify(keys)) as R[]) {
      gone.delete(row[0]);
      put(row);
    }
    if (gone.size > 0) drop(gone);
  };
  /**
   * Zeroes rows of typed columns (a row of zeros is one the copy does not hold) and answers them
   * marked by key, for one pass over a time order.
   */
  const clear = (c: Columns<Record<string, Float64Array | Int32Array | Uint8Array>>, gone: Iterable<number>): Uint8Array => {
    const marked = new Uint8Array(c.capacity);
    for (const key of gone) {
      if (key >= c.capacity) continue;
      marked[key] = 1;
      for (const col of Object.values(c.cols)) col[key] = 0;
    }
    return marked;
  };
  const dropPayments = (gone: Iterable<number>) => paymentOrder.remove(clear(payments, gone));

  /** Per line name id, 1 when the name holds the keyword (SQLite's instr and lower, as the SQL filters match). */
  const namesHolding = (keyword: string): Uint8Array => {
    const matching = new Uint8Array(names.length);
    const hits = db.prepare('SELECT key FROM json_each(?) WHERE instr(lower(value), lower(?)) > 0').pluck().all(JSON.stringify(names), keyword) as number[];
    for (const id of hits) matching[id] = 1;
    return matching;
  };

  /**
   * Per payment key, 1 when its lines' product names joined by spaces (in line order, as SQL's
   * group_concat joins them) hold the keyword: a name holding it, or a keyword with a space that
   * runs from the end of one name into the next. Only payments with a line whose name ends with the
   * keyword's part before one of its spaces are joined and searched.
   */
  const paymentsNamed = (keyword: string): Uint8Array => {
    const named = new Uint8Array(payments.capacity);
    const { name, payment } = lines.cols;
    const matching = namesHolding(keyword);
    for (let key = 1; key <= lines.top; key++) if (payment[key] !== 0 && matching[name[key]!] === 1) named[payment[key]!] = 1;
    const wanted = asciiLower(keyword);
    const heads = [...wanted.matchAll(/ /g)].map((space) => wanted.slice(0, space.index)).filter(Boolean);
    const left = new Uint8Array(names.length);
    names.forEach((text, id) => (left[id] = heads.some((head) => asciiLower(text).endsWith(head)) ? 1 : 0));
    if (!left.includes(1)) return named;
    const joined = new Map<number, string[]>();
    for (let key = 1; key <= lines.top; key++) if (payment[key] !== 0 && left[name[key]!] === 1 && named[payment[key]!] === 0) joined.set(payment[key]!, []);
    for (let key = 1; key <= lines.top; key++) joined.get(payment[key]!)?.push(names[name[key]!]!);
    for (const [paymentIdx, texts] of joined) if (asciiLower(texts.join(' ')).includes(wanted)) named[paymentIdx] = 1;
    return named;
  };

  /** Whether payment `key` is one a keyword match counts (see paymentKeyword). */
  const paymentMatches = (m: PaymentMatch, key: number): boolean => {
    const c = payments.cols;
    if (c.device[key] === 0) return false;
    const time = c.at[key]!;
    if (time < m.from || time >= m.until) return false;
    const mode = m.devices[c.device[key]!];
    if (mode !== 2 && (mode !== 1 || m.named[key] !== 1)) return false;
    if (m.state !== undefined && c.state[key] !== m.state) return false;
    if (m.mode !== undefined && c.mode[key] !== m.mode) return false;
    if (m.provider !== undefined && c.provider[key] !== m.provider) return false;
    if (m.approved !== undefined && c.counted[key] !== (m.approved ? 1 : 0)) return false;
    return m.employee === undefined || c.employee[key] === m.employee;
  };

  /**
   * A scan of the sales in scope with the common filters: the window is the filter's dates unless
   * `window` says otherwise; the keyword matches the device's name or serial number and, with
   * `lineNames`, the line's product name.
   */
  const scanOf = (q: SalesQuery, scope: ScopeFilter, lineNames: boolean, window?: { from: number; until: number }): SalesScan => {
    catchUp();
    const keyword = q.keyword?.trim() || undefined;
    const devices = deviceModes(db, q, scope, lineNames, deviceTop);
    const matching = keyword && lineNames ? namesHolding(keyword) : null;
    const scan: SalesScan = {
      devices,
      names: matching,
      from: window?.from ?? (q.startDate ? wallSeconds(q.startDate) : -Infinity),
      until: window?.until ?? (q.endDate ? wallSeconds(q.endDate) + DAY_SECONDS : Infinity),
    };
    if (q.promotionType !== undefined) scan.promotionType = q.promotionType;
    if (q.productIdx !== undefined) scan.productIdx = q.productIdx;
    return scan;
  };

  /**
   * The keys of the lines a scan counts, in key order, or the first `limit` of them in `within`'s
   * order (the product-sales order, or its reverse): a view of a buffer the next scan reuses. One
   * loop for every report, with the columns in locals and no call per line (it runs over every
   * line of the fleet; the reports then loop over the keys themselves).
   */
  const matchLines = (s: SalesScan, within?: { keys: Int32Array; count: number; reverse: boolean }, limit = Infinity): Int32Array => {
    if (keyBuffer.length < lines.capacity) keyBuffer = new Int32Array(lines.capacity);
    const found = keyBuffer;
    const { counted, at, device, name, promo, product } = lines.cols;
    const { devices, from, until } = s;
    const names = s.names ?? new Uint8Array(0);
    const promoCode = s.promotionType === undefined ? -1 : (PROMOTION_CODES[s.promotionType] ?? 99);
    const productIdx = s.productIdx ?? -1;
    const n = within ? within.count : lines.top;
    let matched = 0;
    for (let i = 0; i < n && matched < limit; i++) {
      const key = within ? within.keys[within.reverse ? n - 1 - i : i]! : i + 1;
      if (counted[key] !== 1) continue;
      const time = at[key]!;
      if (time < from || time >= until) continue;
      const mode = devices[device[key]!];
      if (mode !== 2 && (mode !== 1 || names[name[key]!] !== 1)) continue;
      if (promoCode >= 0 && promo[key] !== promoCode) continue;
      if (productIdx >= 0 && product[key] !== productIdx) continue;
      found[matched++] = key;
    }
    return found.subarray(0, matched);
  };

  return {
    /** Loads the copy now (a start-up warm-up), not at the first report. */
    warm(): void {
      catchUp();
    },

    /**
     * The copy row by row after catching up (present rows by key, names and providers as text) and
     * both time orders: for tests to hold a copy that followed changes to one loaded afresh.
     */
    snapshot() {
      catchUp();
      const providerNames = new Map([...providers].map(([name, id]) => [id, name]));
      const rowsOf = <T extends Record<string, Float64Array | Int32Array | Uint8Array>>(c: Columns<T>, present: keyof T, text: Partial<Record<keyof T, (id: number) => string>> = {}) => {
        const rows: Record<number, Record<string, number | string>> = {};
        for (let key = 1; key <= c.top; key++) {
          if (c.cols[present][key] !== 0) rows[key] = Object.fromEntries(Object.entries(c.cols).map(([name, col]) => [name, text[name]?.(col[key]!) ?? col[key]!]));
        }
        return rows;
      };
      return {
        lines: rowsOf(lines, 'payment', { name: (id) => names[id]! }),
        payments: rowsOf(payments, 'device', { provider: (id) => providerNames.get(id)! }),
        shelf: rowsOf(shelf, 'product'),
        lineOrder: Array.from(lineOrder.keys.subarray(0, lineOrder.count)),
        paymentOrder: Array.from(paymentOrder.keys.subarray(0, paymentOrder.count)),
      };
    },

    /** Sales lines: the scan of a query's filters (see scanOf). */
    lineScan: (q: SalesQuery, scope: ScopeFilter, window?: { from: number; until: number }) => scanOf(q, scope, true, window),
    /** Approved payments: the keyword matches the device only. */
    paymentScan: (q: DeviceFilter, scope: ScopeFilter) => scanOf(q, scope, false),

    /** The line columns, for a scan's visitor to read. */
    get lines() {
      return lines.cols;
    },
    get payments() {
      return payments.cols;
    },
    /** The highest product key of any line. */
    get productTop() {
      return productTop;
    },
    /** A line's product name (by `lines.name`). */
    nameOf: (id: number) => names[id]!,

    /** The keys of the lines the scan counts, in key order (a view of a buffer the next scan reuses). */
    lineKeys: (s: SalesScan): Int32Array => matchLines(s),

    /** Calls `visit` with every line key the scan counts. */
    eachLine(s: SalesScan, visit: (key: number) => void): void {
      for (const key of matchLines(s)) visit(key);
    },

    /** How many lines the scan counts. */
    countLines: (s: SalesScan): number => matchLines(s).length,

    /**
     * The keys of counted lines [offset, offset + size) newest first (time, then payment, both
     * descending; a payment's lines in key order), of `total` counted lines: past the middle they
     * are read from the oldest end.
     */
    pageLines(s: SalesScan, offset: number, size: number, total: number): number[] {
      const end = Math.min(offset + size, total);
      const fromOldest = offset + end > total;
      const skip = fromOldest ? total - end : offset;
      const keys = Array.from(matchLines(s, { keys: lineOrder.keys, count: lineOrder.count, reverse: !fromOldest }, skip + end - offset).subarray(skip));
      return fromOldest ? keys.reverse() : keys;
    },

    /**
     * The devices of a shelf scan (scope, organisation filters, keyword on the device or else on
     * the product: see deviceModes) after catching up.
     */
    shelfDevices(q: DeviceFilter, scope: ScopeFilter): Uint8Array {
      catchUp();
      return deviceModes(db, { ...q, startDate: undefined, endDate: undefined }, scope, true, deviceTop);
    },

    /** Calls `visit` with every placement on display on a device the modes count (mode > 0). */
    eachShown(devices: Uint8Array, visit: (key: number) => void): void {
      const { shown, device } = shelf.cols;
      for (let key = 1; key <= shelf.top; key++) if (shown[key] === 1 && devices[device[key]!]) visit(key);
    },

    get shelf() {
      return shelf.cols;
    },

    /**
     * The payment list's keyword search (approved or not): payments in scope and the window whose
     * device's name or serial number, or whose lines' product names joined by spaces, hold the
     * keyword, with the list's other filters.
     */
    paymentKeyword(q: DeviceFilter & PaymentFilters, scope: ScopeFilter): PaymentMatch {
      catchUp();
      const devices = deviceModes(db, q, scope, true, deviceTop);
      const named = paymentsNamed(q.keyword!.trim());
      const m: PaymentMatch = {
        devices,
        named,
        from: q.startDate ? wallSeconds(q.startDate) : -Infinity,
        until: q.endDate ? wallSeconds(q.endDate) + DAY_SECONDS : Infinity,
      };
      if (q.state !== undefined) m.state = PAYMENT_STATES.indexOf(q.state) + 1;
      if (q.paymentMode !== undefined) m.mode = q.paymentMode;
      // Lower case as SQLite's lower() makes it, as the stored providers were.
      if (q.provider) m.provider = providers.get(db.prepare('SELECT lower(?)').pluck().get(q.provider) as string) ?? 0;
      if (q.approved !== undefined) m.approved = q.approved;
      if (q.employeeUidIdx !== undefined) m.employee = q.employeeUidIdx;
      return m;
    },

    /** How many payments a keyword match counts. */
    countPayments(m: PaymentMatch): number {
      let n = 0;
      for (let key = 1; key <= payments.top; key++) if (paymentMatches(m, key)) n++;
      return n;
    },

    /**
     * The keys of matching payments [offset, offset + size) of `total`, in the payment list's order
     * for `sort`: by time (newest first unless asked), walking the time order from the nearer end;
     * by amount or device name (then newest first), ranked over the matches.
     */
    pagePayments(m: PaymentMatch, sort: PaymentFilters, offset: number, size: number, total: number): number[] {
      const c = payments.cols;
      if (sort.sortField === 'amount' || sort.sortField === 'deviceName') {
        // One number per match, sorted natively: the amount's or device name's rank (under 2^21),
        // then the place in the time order newest first (which also names the payment).
        const { keys, count } = paymentOrder;
        const position = new Int32Array(payments.capacity);
        for (let i = 0; i < count; i++) position[keys[i]!] = i;
        const matched: number[] = [];
        for (let key = 1; key <= payments.top; key++) if (paymentMatches(m, key)) matched.push(key);
        let rankOf: (key: number) => number;
        if (sort.sortField === 'deviceName') {
          const ranks = nameRanks(namesInOrder(db, 'devices', 'deviceIdx', 'deviceName')).rank;
          rankOf = (key) => ranks[c.device[key]!]!;
        } else if (matched.every((key) => Number.isInteger(c.amount[key]) && c.amount[key]! >= 0 && c.amount[key]! < 2 ** 21)) {
          rankOf = (key) => c.amount[key]!; // under 2,097,152 won: the amount is its own rank
        } else {
          const amounts = [...new Set(matched.map((key) => c.amount[key]!))].sort((a, b) => a - b);
          const ranks = new Map(amounts.map((amount, i) => [amount, i]));
          rankOf = (key) => ranks.get(c.amount[key]!)!;
        }
        const ascending = (sort.sortOrder ?? (sort.sortField === 'amount' ? 'desc' : 'asc')) === 'asc';
        const ordered = new Float64Array(matched.length);
        const top = matched.reduce((most, key) => Math.max(most, rankOf(key)), 0);
        matched.forEach((key, i) => (ordered[i] = (ascending ? rankOf(key) : top - rankOf(key)) * 2 ** 32 + (count - 1 - position[key]!)));
        ordered.sort();
        return Array.from(ordered.subarray(offset, offset + size), (value) => keys[count - 1 - (value % 2 ** 32)]!);
      }
      const newestFirst = sort.sortOrder !== 'asc';
      const end = Math.min(offset + size, total);
      const fromOtherEnd = offset + end > total;
      const skip = fromOtherEnd ? total - end : offset;
      const { keys, count } = paymentOrder;
      const found: number[] = [];
      let seen = 0;
      for (let i = 0; i < count && found.length < end - offset; i++) {
        const key = keys[newestFirst !== fromOtherEnd ? count - 1 - i : i]!;
        if (paymentMatches(m, key) && seen++ >= skip) found.push(key);
      }
      return fromOtherEnd ? found.reverse() : found;
    },

    /** Calls `visit` with every approved payment key in the scan (device and window). */
    eachPayment(s: SalesScan, visit: (key: number) => void): void {
      const { counted, at, device } = payments.cols;
      const { devices, from, until } = s;
      for (let key = 1; key <= payments.top; key++) {
        if (counted[key] !== 1) continue;
        const time = at[key]!;
        if (time >= from && time < until && devices[device[key]!] === 2) visit(key);
      }
    },
  };
}
export type SalesLedger = ReturnType<typeof salesLedger>;

/**
 * Each key's name and place among `sorted` (by name; equal names share one place), indexed by key,
 * for numeric comparisons.
 */
export function nameRanks(sorted: readonly [number, string][]): { rank: Int32Array; name: string[] } {
  const rank = new Int32Array(sorted.reduce((top, [key]) => Math.max(top, key), 0) + 1);
  const name: string[] = [];
  sorted.forEach(([key, text], i) => {
    rank[key] = i > 0 && sorted[i - 1]![1] === text ? rank[sorted[i - 1]![0]]! : i;
    name[key] = text;
  });
  return { rank, name };
}

/**
 * A table's keys and names by name (SQLite's BINARY order), read as two JSON texts from an
 * ordered subquery (a fleet's 10,000 devices in 0.7 ms where a row each took 4). Should the rows
 * not come in order, an ordered aggregate says it for sure.
 */
export function namesInOrder(db: Db, table: string, key: string, name: string): [number, string][] {
  const read = (sql: string) => {
    const [keys, names] = db.prepare(sql).raw().get() as [string, string];
    const parsedNames = JSON.parse(names) as string[];
    return (JSON.parse(keys) as number[]).map((k, i): [number, string] => [k, parsedNames[i]!]);
  };
  const rows = read(`SELECT json_group_array(${key}), json_group_array(${name}) FROM (SELECT ${key}, ${name} FROM ${table} ORDER BY ${name})`);
  if (rows.every(([, text], i) => i === 0 || rows[i - 1]![1] <= text)) return rows;
  return read(`SELECT json_group_array(${key} ORDER BY ${name}), json_group_array(${name} ORDER BY ${name}) FROM ${table}`);
}

/** Cells summed densely up to this many (8 bytes a measure each); a map beyond. */
const DENSE_CELLS = 1 << 20;

/** Sums of one to three measures per (row, column) cell, e.g. period × product; only cells added to exist. */
export class CellSums {
  private readonly dense: Float64Array | null;
  private readonly seen: Uint8Array | null;
  private readonly sparse: Map<number, Float64Array> | null;
  /** How many cells were added to. */
  count = 0;

  constructor(
    readonly rows: number,
    readonly cols: number,
    private readonly measures: 1 | 2 | 3 = 3,
  ) {
    const dense = rows * cols <= DENSE_CELLS;
    this.dense = dense ? new Float64Array(rows * cols * measures) : null;
    this.seen = dense ? new Uint8Array(rows * cols) : null;
    this.sparse = dense ? null : new Map();
  }

  add(row: number, col: number, a: number, b = 0, c = 0): void {
    const cell = row * this.cols + col;
    let values: Float64Array;
    let at = 0;
    if (this.dense) {
      if (this.seen![cell] === 0) {
        this.seen![cell] = 1;
        this.count++;
      }
      values = this.dense;
      at = cell * this.measures;
    } else {
      let found = this.sparse!.get(cell);
      if (!found) {
        found = new Float64Array(this.measures);
        this.sparse!.set(cell, found);
        this.count++;
      }
      values = found;
    }
    values[at] += a;
    if (this.measures > 1) values[at + 1] += b;
    if (this.measures > 2) values[at + 2] += c;
  }

  /** The sums of a cell (0 for measures it does not keep), or null when nothing was added to it. */
  get(row: number, col: number): [number, number, number] | null {
    const cell = row * this.cols + col;
    if (this.dense && !this.seen![cell]) return null;
    const values = this.dense ?? this.sparse!.get(cell);
    if (!values) return null;
    const at = this.dense ? cell * this.measures : 0;
    return [values[at]!, this.measures > 1 ? values[at + 1]! : 0, this.measures > 2 ? values[at + 2]! : 0];
  }

  /** Every cell added to, rows in order and columns in order within a row. */
  each(visit: (row: number, col: number, a: number, b: number, c: number) => void): void {
    const cells = this.dense ? null : [...this.sparse!.keys()].sort((x, y) => x - y);
    const total = cells ? cells.length : this.seen!.length;
    const m = this.measures;
    for (let i = 0; i < total; i++) {
      const cell = cells ? cells[i]! : i;
      if (!cells && !this.seen![cell]) continue;
      const values = this.dense ?? this.sparse!.get(cell)!;
      const at = this.dense ? cell * m : 0;
      visit(Math.floor(cell / this.cols), cell % this.cols, values[at]!, m > 1 ? values[at + 1]! : 0, m > 2 ? values[at + 2]! : 0);
    }
  }
}

/** Lower case as SQLite's lower() makes it (ASCII letters only). */
const asciiLower = (text: string) => text.replace(/[A-Z]/g, (c) => c.toLowerCase());

/** A day of wall seconds. */
export const dayOf = (wall: number) => Math.floor(wall / DAY_SECONDS);
/** An hour of the day (0–23) of wall seconds. */
export const hourOf = (wall: number) => Math.floor((wall - dayOf(wall) * DAY_SECONDS) / 3600);
