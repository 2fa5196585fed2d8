// Writes a generated world into the database: on first start (empty database) and on
// POST /sim/reset (wipe, then the same seed gives the same world, keys included).
import { hashPassword } from '../auth/password';
import { worldTables } from '../db/migrations';
import type { Db } from '../db/open';
import { insertRow, insertRows } from '../db/sql';
import { generateWorld, type World } from './generate';
import type { PresetName } from './presets';

const SEED_KEY = 'world.seed';
const PRESET_KEY = 'world.preset';

export interface WorldInfo {
  seed: number;
  preset: string;
}

/** The seed and preset the database was made with, or null for a new database. */
export function worldInfo(db: Db): WorldInfo | null {
  const rows = db.prepare('SELECT key, value FROM meta WHERE key IN (?, ?)').all(SEED_KEY, PRESET_KEY) as { key: string; value: string }[];
  const value = (key: string) => rows.find((r) => r.key === key)?.value;
  const seed = value(SEED_KEY);
  return seed === undefined ? null : { seed: Number(seed), preset: value(PRESET_KEY) ?? 'demo' };
}

/** Seeds a new database; a database that already holds a world is left as it is. */
export function ensureWorld(db: Db, seed: number, preset: PresetName): void {
  if (worldInfo(db) === null) resetWorld(db, seed, preset);
}

/** Wipes every table of the world and writes a fresh one, in one transaction. */
export function resetWorld(db: Db, seed: number, preset: PresetName): void {
  const world = generateWorld(seed, preset);
  const hashes = world.users.map((u) => hashPassword(u.password)); // CPU work outside the write lock
  db.transaction(() => {
    db.pragma('defer_foreign_keys = ON'); // tables are emptied in any order; checked at commit
    for (const table of worldTables(db)) db.prepare(`DELETE FROM "${table}"`).run();
    if (db.prepare(`SELECT 1 FROM sqlite_master WHERE name = 'sqlite_sequence'`).get()) db.prepare('DELETE FROM sqlite_sequence').run();
    writeWorld(db, world, hashes);
    insertRow(db, 'meta', { key: SEED_KEY, value: String(seed) });
    insertRow(db, 'meta', { key: PRESET_KEY, value: preset });
  })();
}

function writeWorld(db: Db, world: World, passwordHashes: string[]): void {
  insertRows(db, 'companies', world.companies);
  insertRows(db, 'divisions', world.divisions);
  insertRows(db, 'devices', world.devices);
  insertRows(db, 'trays', world.trays);
  insertRows(db, 'products', world.products);
  insertRows(db, 'users', world.users.map((user, i) => ({ ...user.row, passwordHash: passwordHashes[i]! })));
  insertRows(db, 'user_divisions', world.users.flatMap((user) => user.divisionIdxList.map((divisionIdx) => ({ userIdx: user.row.userIdx, divisionIdx }))));
  insertRows(db, 'user_attachments', world.attachments);
  insertRows(db, 'employee_reset_policies', world.resetPolicies);
  insertRows(db, 'employee_uid_times', world.uidTimes);
  insertRows(db, 'product_orders', world.orders);
  insertRows(db, 'product_order_lines', world.orderLines);
  insertRows(db, 'product_mappings', world.productMappings);
  insertRows(db, 'device_models', world.deviceModels);
  insertRows(db, 'device_model_products', world.deviceModelProducts);
  insertRows(db, 'product_trainings', world.productTrainings);
  insertRows(db, 'promotions', world.promotions);
  insertRows(db, 'employee_uids', world.employeeUids);
  insertRows(db, 'payments', world.payments);
  insertRows(db, 'payment_lines', world.paymentLines);
  insertRows(db, 'product_transactions', world.productTransactions);
  insertRows(db, 'door_opens', world.doorOpens);
  insertRows(db, 'employee_point_logs', world.employeePointLogs);
  insertRows(db, 'fault_notices', world.faultNotices);
  insertRows(db, 'self_checks', world.selfChecks);
  insertRows(db, 'temperature_samples', world.temperatureSamples);
}
