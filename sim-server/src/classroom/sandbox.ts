// Trainee sandboxes: a company of the world (the template) copied whole, once per trainee, by one
// INSERT … SELECT per table for every trainee at once, and purged again (docs/decisions.md,
// "Classroom sandboxes"). What a company owns is found through its owner paths: company →
// divisions → devices → … Each copy gets keys of its own, dense and above every key the table ever
// had; every column that names another row of the company names the copy's row; the shared catalog
// stays shared. Column lists come from the database, so a column a later migration adds is copied
// without a change here; a table a later migration adds fails the coverage test until it is listed
// in SANDBOX_TABLES or GLOBAL_TABLES.
import type { Db } from '../db/open';
import { withoutHistoryGuards } from '../db/migrations';
import { PRODUCT_IMAGE_BASE } from '../media/product-images';

/** How a copied column finds its value. */
type Remap =
  /** The copy's row of that table (in the same sandbox); null when the template's row is not the company's. */
  | { to: string }
  /** Likewise, but a row the company does not own (the shared catalog) is named as it is. */
  | { to: string; orShared: true }
  /** An SQL expression over the template's row `x`, the target `k` (n: trainee number) and the new key `m.new`. */
  | { sql: string };

export interface SandboxTable {
  table: string;
  /** Its own integer key, given anew in each copy; null: rows keyed by their parent's key (remapped like any column). */
  key: string | null;
  /** Which rows of `x` the companies own (@companies, a JSON array), through their parents' owned keys (`temp.o_<table>`). */
  owner: string;
  remap: Record<string, Remap>;
  /** Purged with the sandbox but never copied: what a trainee makes (accounts, API keys) is not the template's. */
  purgeOnly?: true;
}

const byCompany = 'x.companyIdx IN (SELECT value FROM json_each(@companies))';
const under = (column: string, parent: string) => `x.${column} IN (SELECT old FROM temp.o_${parent})`;
const to = (table: string): Remap => ({ to: table });
const ownOrShared = (table: string): Remap => ({ to: table, orShared: true });
const nn = `printf('%02d', k.n)`;

/** What a sandbox holds, parents first (the copy's order; the purge's is the reverse). */
export const SANDBOX_TABLES: readonly SandboxTable[] = [
  {
    table: 'companies', key: 'companyIdx', owner: byCompany,
    remap: {
      companyName: { sql: `substr(x.companyName, 1, 90) || ' 교육' || ${nn}` },
      // Unique among the companies in use; 999 is no tax office's prefix.
      businessNumber: { sql: `printf('999-%02d-%05d', k.n, m.new % 100000)` },
    },
  },
  { table: 'divisions', key: 'divisionIdx', owner: byCompany, remap: { companyIdx: to('companies') } },
  { table: 'restock_routes', key: null, owner: under('divisionIdx', 'divisions'), remap: { divisionIdx: to('divisions'), sourceDivisionIdx: to('divisions') } },
  { table: 'division_open_api', key: null, owner: under('divisionIdx', 'divisions'), remap: { divisionIdx: to('divisions') }, purgeOnly: true },
  // The template's people are not in the sandbox; its trainee (classroom_trainees) outlives a reset (@whole: 0).
  { table: 'users', key: 'userIdx', owner: `${byCompany} AND (@whole OR x.userIdx NOT IN (SELECT userIdx FROM classroom_trainees))`, remap: { companyIdx: to('companies') }, purgeOnly: true },
  { table: 'user_divisions', key: null, owner: `${under('userIdx', 'users')} OR ${under('divisionIdx', 'divisions')}`, remap: { userIdx: to('users'), divisionIdx: to('divisions') }, purgeOnly: true },
  { table: 'user_attachments', key: 'userAttachmentIdx', owner: under('userIdx', 'users'), remap: { userIdx: to('users') }, purgeOnly: true },
  {
    table: 'devices', key: 'deviceIdx', owner: under('divisionIdx', 'divisions'),
    // Serial numbers are unique in the world, archived devices' included: T01-<the template's>.
    remap: { divisionIdx: to('divisions'), serialNumber: { sql: `substr('T' || ${nn} || '-' || x.serialNumber, 1, 40)` } },
  },
  { table: 'trays', key: 'trayIdx', owner: under('deviceIdx', 'devices'), remap: { deviceIdx: to('devices') } },
  { table: 'products', key: 'productIdx', owner: byCompany, remap: { companyIdx: to('companies') } },
  {
    table: 'product_attachments', key: 'productAttachmentIdx', owner: under('productIdx', 'products'),
    // An image is served by its key without sign-in: each copy's is new (the products' paths follow, copyCompany).
    remap: { productIdx: to('products'), publicKey: { sql: `CASE WHEN x.publicKey IS NULL THEN NULL ELSE lower(hex(randomblob(16))) END` } },
  },
  { table: 'employee_reset_policies', key: 'employeeResetPolicyIdx', owner: under('divisionIdx', 'divisions'), remap: { divisionIdx: to('divisions') } },
  { table: 'employee_uid_times', key: 'employeeUidTimeIdx', owner: under('divisionIdx', 'divisions'), remap: { divisionIdx: to('divisions') } },
  { table: 'employee_uids', key: 'employeeUidIdx', owner: byCompany, remap: { companyIdx: to('companies'), divisionIdx: to('divisions') } },
  { table: 'promotions', key: 'promotionIdx', owner: byCompany, remap: { companyIdx: to('companies'), divisionIdx: to('divisions'), productIdx: ownOrShared('products') } },
  {
    table: 'product_mappings', key: 'productMappingIdx', owner: under('divisionIdx', 'divisions'),
    remap: { divisionIdx: to('divisions'), deviceIdx: to('devices'), trayIdx: to('trays'), productIdx: ownOrShared('products') },
  },
  // Who ordered stays by name (orderedBy); the account is not in the sandbox.
  { table: 'product_orders', key: 'productOrderIdx', owner: under('divisionIdx', 'divisions'), remap: { divisionIdx: to('divisions'), orderedByUserIdx: { sql: 'NULL' } } },
  { table: 'product_order_lines', key: 'productOrderLineIdx', owner: under('productOrderIdx', 'product_orders'), remap: { productOrderIdx: to('product_orders'), productIdx: ownOrShared('products') } },
  {
    table: 'payments', key: 'paymentIdx', owner: under('deviceIdx', 'devices'),
    // employeeUidIdx and refundMappingIdx name rows without a foreign key: a planned refund puts units back on the copy's shelf.
    remap: { deviceIdx: to('devices'), employeeUidIdx: to('employee_uids'), refundMappingIdx: to('product_mappings') },
  },
  {
    table: 'payment_lines', key: 'paymentLineIdx', owner: under('paymentIdx', 'payments'),
    remap: { paymentIdx: to('payments'), productMappingIdx: to('product_mappings'), productIdx: ownOrShared('products'), promotionIdx: to('promotions') },
  },
  {
    table: 'product_transactions', key: 'transactionIdx', owner: under('productMappingIdx', 'product_mappings'),
    remap: { productMappingIdx: to('product_mappings'), paymentIdx: to('payments'), employeeUidIdx: to('employee_uids') },
  },
  { table: 'door_opens', key: 'doorOpenIdx', owner: under('deviceIdx', 'devices'), remap: { deviceIdx: to('devices'), paymentIdx: to('payments'), employeeUidIdx: to('employee_uids') } },
  { table: 'employee_point_logs', key: 'employeePointLogIdx', owner: under('employeeUidIdx', 'employee_uids'), remap: { employeeUidIdx: to('employee_uids'), referenceIdx: to('payments') } },
  // sourceId is kept: the fleet raises or resolves the copies' open notices as on a restart (carry-faults.ts).
  { table: 'fault_notices', key: 'noticeIdx', owner: under('deviceIdx', 'devices'), remap: { deviceIdx: to('devices') } },
  { table: 'self_checks', key: 'selfCheckIdx', owner: under('deviceIdx', 'devices'), remap: { deviceIdx: to('devices') } },
  { table: 'temperature_samples', key: null, owner: under('deviceIdx', 'devices'), remap: { deviceIdx: to('devices') } },
  { table: 'product_trainings', key: 'productTrainingIdx', owner: under('deviceIdx', 'devices'), remap: { deviceIdx: to('devices'), productIdx: ownOrShared('products') } },
  { table: 'device_models', key: null, owner: under('deviceIdx', 'devices'), remap: { deviceIdx: to('devices') } },
  { table: 'device_model_products', key: null, owner: under('deviceIdx', 'devices'), remap: { deviceIdx: to('devices'), productIdx: ownOrShared('products') } },
];

/**
 * World tables no sandbox holds a row of: the world's own state, the classroom itself, and what follows a user (sessions, reset links: they go with their account).
 */
export const GLOBAL_TABLES: readonly string[] = [
  'meta', 'sim_state', 'outbox', 'sessions', 'password_resets', 'classrooms', 'classroom_trainees',
  'classroom_progress', 'classroom_answers',
];

/** One copy to make: trainee number `n`, into a new company or (a reset) the existing, purged `companyIdx`. */
export interface SandboxTarget {
  n: number;
  companyIdx?: number;
}

const copied = SANDBOX_TABLES.filter((t) => !t.purgeOnly);
const ownerParams = (companyIdxs: readonly number[], whole: boolean) => ({ companies: JSON.stringify(companyIdxs), whole: whole ? 1 : 0 });
const keyed = (t: SandboxTable): t is SandboxTable & { key: string } => t.key !== null;
const columnsOf = (db: Db, table: string) => (db.prepare(`PRAGMA table_info("${table}")`).all() as { name: string }[]).map((c) => c.name);

/** The keys the companies own (the template, or sandboxes to purge), table by table, in temp.o_<table> (parents first). */
function collectOwned(db: Db, tables: readonly SandboxTable[], companyIdxs: readonly number[], whole = false): void {
  for (const t of tables.filter(keyed)) {
    db.exec(`DROP TABLE IF EXISTS temp.o_${t.table}; CREATE TEMP TABLE o_${t.table} (old INTEGER PRIMARY KEY)`);
    db.prepare(`INSERT INTO temp.o_${t.table} SELECT x.${t.key} FROM "${t.table}" x WHERE ${t.owner}`).run(ownerParams(companyIdxs, whole));
  }
}

function dropTemp(db: Db, prefixes: readonly string[]): void {
  for (const t of SANDBOX_TABLES) for (const p of prefixes) db.exec(`DROP TABLE IF EXISTS temp.${p}_${t.table}`);
  db.exec('DROP TABLE IF EXISTS temp.k');
}

/** What a copy made: each trainee number's company, and each new device with the template's it copies. */
export interface Copies {
  companies: Map<number, number>;
  devices: { deviceIdx: number; twinOf: number }[];
}

/**
 * Copies company `template` once per target, in the caller's transaction. A target's company row,
 * when given, is overwritten with the template's (a reset).
 */
export function copyCompany(db: Db, template: number, targets: readonly SandboxTarget[]): Copies {
  db.exec('DROP TABLE IF EXISTS temp.k; CREATE TEMP TABLE k (slot INTEGER PRIMARY KEY, n INTEGER NOT NULL, companyIdx INTEGER)');
  const addTarget = db.prepare('INSERT INTO temp.k (slot, n, companyIdx) VALUES (?, ?, ?)');
  targets.forEach((t, i) => addTarget.run(i + 1, t.n, t.companyIdx ?? null));
  try {
    collectOwned(db, copied, [template]);
    for (const t of copied) copyTable(db, t);
    followImagePaths(db);
    const companies = db.prepare('SELECT k.n, m.new FROM temp.m_companies m JOIN temp.k k ON k.slot = m.slot').raw().all() as [number, number][];
    const devices = db.prepare('SELECT new AS deviceIdx, old AS twinOf FROM temp.m_devices ORDER BY new').all() as Copies['devices'];
    return { companies: new Map(companies), devices };
  } finally {
    dropTemp(db, ['o', 'm']);
  }
}

function copyTable(db: Db, t: SandboxTable): void {
  if (keyed(t)) {
    db.exec(`DROP TABLE IF EXISTS temp.m_${t.table}; CREATE TEMP TABLE m_${t.table} (slot INTEGER, old INTEGER, new INTEGER, PRIMARY KEY (slot, old)) WITHOUT ROWID`);
    // Above any key the table ever had (AUTOINCREMENT's sequence), so keys only grow.
    const base = db
      .prepare(`SELECT MAX(COALESCE((SELECT MAX(${t.key}) FROM "${t.table}"), 0), COALESCE((SELECT seq FROM sqlite_sequence WHERE name = ?), 0))`)
      .pluck()
      .get(t.table) as number;
    const count = db.prepare(`SELECT COUNT(*) FROM temp.o_${t.table}`).pluck().get() as number;
    const fresh = `@base + (k.slot - 1) * @count + ROW_NUMBER() OVER (PARTITION BY k.slot ORDER BY o.old)`;
    db.prepare(`INSERT INTO temp.m_${t.table} SELECT k.slot, o.old, ${t.table === 'companies' ? `COALESCE(k.companyIdx, ${fresh})` : fresh} FROM temp.o_${t.table} o CROSS JOIN temp.k k`).run({ base, count });
  }
  const columns = columnsOf(db, t.table);
  const joins: string[] = [];
  const values = columns.map((c) => {
    if (c === t.key) return 'm.new';
    const remap = t.remap[c];
    if (!remap) return `x."${c}"`;
    if ('sql' in remap) return remap.sql;
    const alias = `j_${c}`;
    joins.push(`LEFT JOIN temp.m_${remap.to} ${alias} ON ${alias}.slot = k.slot AND ${alias}.old = x."${c}"`);
    return 'orShared' in remap ? `COALESCE(${alias}.new, x."${c}")` : `${alias}.new`;
  });
  const from = keyed(t)
    ? `temp.m_${t.table} m JOIN temp.k k ON k.slot = m.slot JOIN "${t.table}" x ON x.${t.key} = m.old`
    : `"${t.table}" x CROSS JOIN temp.k k`;
  const where = keyed(t) ? 'WHERE 1' : `WHERE ${t.owner}`;
  // A reset writes the template's company over the trainee's own row.
  const upsert = t.table === 'companies' ? ` ON CONFLICT (companyIdx) DO UPDATE SET ${columns.filter((c) => c !== t.key).map((c) => `"${c}" = excluded."${c}"`).join(', ')}` : '';
  const order = keyed(t) ? 'ORDER BY m.new' : '';
  db.prepare(`INSERT INTO "${t.table}" (${columns.map((c) => `"${c}"`).join(', ')}) SELECT ${values.join(', ')} FROM ${from} ${joins.join(' ')} ${where} ${order}${upsert}`).run();
}

/** A copied product showing an uploaded image shows the copy's image, under its new key. */
function followImagePaths(db: Db): void {
  db.prepare(
    `UPDATE products AS p SET imgFullPath = replace(p.imgFullPath, s.oldKey, s.newKey)
     FROM (SELECT c.productIdx, o.publicKey AS oldKey, c.publicKey AS newKey
           FROM temp.m_product_attachments m JOIN product_attachments o ON o.productAttachmentIdx = m.old JOIN product_attachments c ON c.productAttachmentIdx = m.new
           WHERE o.publicKey IS NOT NULL) s
     WHERE s.productIdx = p.productIdx AND instr(p.imgFullPath, @base || '/' || s.oldKey || '.') = 1`,
  ).run({ base: PRODUCT_IMAGE_BASE });
}

/**
 * Deletes every row the sandbox companies hold, children first, in the caller's transaction.
 * `whole`: the company rows and their trainees' accounts too (the class ends); otherwise both stay,
 * for the copy that follows (a reset). Sandboxes are disposable: the one place besides a world reset
 * where history (payments, stock movements…) is deleted, and only a sandbox's. Answers the rows deleted.
 */
export function purgeCompanies(db: Db, companyIdxs: readonly number[], { whole }: { whole: boolean }): number {
  const sandboxes = db.prepare('SELECT COUNT(*) FROM classroom_trainees WHERE companyIdx IN (SELECT value FROM json_each(?))').pluck().get(JSON.stringify(companyIdxs));
  if (sandboxes !== new Set(companyIdxs).size) throw new Error(`not every company of ${JSON.stringify(companyIdxs)} is a trainee's sandbox`);
  let deleted = 0;
  try {
    collectOwned(db, SANDBOX_TABLES, companyIdxs, whole);
    withoutHistoryGuards(db, () => {
      for (const t of [...SANDBOX_TABLES].reverse()) {
        if (t.table === 'companies' && !whole) continue;
        const where = keyed(t) ? `x.${t.key} IN (SELECT old FROM temp.o_${t.table})` : t.owner;
        deleted += db.prepare(`DELETE FROM "${t.table}" AS x WHERE ${where}`).run(ownerParams(companyIdxs, whole)).changes;
      }
    });
  } finally {
    dropTemp(db, ['o']);
  }
  return deleted;
}

/** The devices a company holds (a sandbox's kiosks, for the fleet). */
export function devicesOf(db: Db, companyIdx: number): number[] {
  return db.prepare('SELECT v.deviceIdx FROM devices v JOIN divisions d USING (divisionIdx) WHERE d.companyIdx = ? ORDER BY v.deviceIdx').pluck().all(companyIdx) as number[];
}
