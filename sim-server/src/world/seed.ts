// Writes a generated world into the database: on first start (empty database) and on
// POST /sim/reset (wipe, then the same seed gives the same world, keys included). Presets drawn row
// by row (demo, training) come from generate.ts; bulk presets (large) from bulk/.
import { hashPassword } from '../auth/password';
import { withoutHistoryGuards, worldTables } from '../db/migrations';
import { openDatabase, type Db } from '../db/open';
import { withDeviceFiguresRefilled } from '../db/device-figures';
import { withSalesDaysRefilled } from '../db/sales-days';
import { insertRow, insertRows } from '../db/sql';
import { planBulkWorld, writeBulkWorld, type BulkSize } from './bulk/index';
import { generateWorld, type World } from './generate';
import { PRESETS, isBulkPreset, type DetailedPresetName, type PresetName } from './presets';

const SEED_KEY = 'world.seed';
const PRESET_KEY = 'world.preset';
/** A bulk world's bound on the kiosks the fleet engine drives, and the last key it seeded. */
const LIVE_KIOSKS_KEY = 'fleet.liveKiosks';
const SEEDED_DEVICES_KEY = 'fleet.seededDevices';

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

/**
 * Which kiosks the fleet engine drives: all of them (null), or in a bulk world the first
 * `liveKiosks` by key and every device registered after seeding (a key above `seededDevices`).
 */
export function liveKiosks(db: Db): { liveKiosks: number; seededDevices: number } | null {
  const rows = db.prepare('SELECT key, value FROM meta WHERE key IN (?, ?)').all(LIVE_KIOSKS_KEY, SEEDED_DEVICES_KEY) as { key: string; value: string }[];
  const value = (key: string) => rows.find((r) => r.key === key)?.value;
  const live = value(LIVE_KIOSKS_KEY);
  return live === undefined ? null : { liveKiosks: Number(live), seededDevices: Number(value(SEEDED_DEVICES_KEY) ?? 0) };
}

/** Seeds a new database (answers true); a database that already holds a world is left as it is. */
export function ensureWorld(db: Db, seed: number, preset: PresetName): boolean {
  if (worldInfo(db) !== null) return false;
  resetWorld(db, seed, preset);
  return true;
}

/**
 * A new database holding the world of this seed and preset, as an image (`db.serialize()`) for
 * SimOptions.image: each simulator opened from it starts from its own copy of exactly the world
 * seeding writes (the fleet has not run on it yet), without seeding again.
 */
export function worldImage(seed: number, preset: PresetName): Buffer {
  const db = openDatabase(':memory:');
  try {
    resetWorld(db, seed, preset);
    return db.serialize();
  } finally {
    db.close();
  }
}

/** Wipes every table of the world and writes a fresh one, in one transaction. */
export function resetWorld(db: Db, seed: number, preset: PresetName): void {
  const spec = PRESETS[preset];
  if (isBulkPreset(spec)) {
    resetBulkWorld(db, seed, preset, spec);
    return;
  }
  const world = generateWorld(seed, preset as DetailedPresetName);
  const hashes = world.users.map((u) => hashPassword(u.password)); // CPU work outside the write lock
  replaceWorld(db, true, () => {
    writeWorld(db, world, hashes);
    insertRow(db, 'meta', { key: SEED_KEY, value: String(seed) });
    insertRow(db, 'meta', { key: PRESET_KEY, value: preset });
  });
}

/**
 * A bulk world of any size: the 'large' preset, or a smaller one of the same kind (tests). Its keys
 * are correct by construction (the API tests check them with foreign_key_check on a small one);
 * checking a million rows again at every start would cost seconds.
 */
export function resetBulkWorld(db: Db, seed: number, presetName: string, size: BulkSize): void {
  const plan = planBulkWorld(seed, size);
  const hashes = plan.org.users.map((u) => hashPassword(u.password));
  replaceWorld(db, false, () => {
    writeBulkWorld(db, plan, hashes);
    insertRow(db, 'meta', { key: SEED_KEY, value: String(seed) });
    insertRow(db, 'meta', { key: PRESET_KEY, value: presetName });
    insertRow(db, 'meta', { key: LIVE_KIOSKS_KEY, value: String(size.liveKiosks) });
    insertRow(db, 'meta', { key: SEEDED_DEVICES_KEY, value: String(size.devices) });
  });
}

/** The meta key replaceWorld counts up at every new world. */
export const WORLD_GENERATION_KEY = 'world.generation';

/** Which world this is (a new one each replaceWorld); null before the first replacement. */
export function worldGeneration(db: Db): string | null {
  return (db.prepare('SELECT value FROM meta WHERE key = ?').pluck().get(WORLD_GENERATION_KEY) as string | undefined) ?? null;
}

/**
 * Empties every table of the world and runs `write`, in one transaction. Foreign keys are off
 * meanwhile, so emptying a table is one truncate rather than a check per row (a large world has
 * millions); `checkKeys` then checks every key before the commit. Every account of the old world
 * that the new one has too (by user ID) keeps its password hash: a replaced world never brings back
 * a published password someone changed (an unchanged hash still takes the published one).
 */
export function replaceWorld(db: Db, checkKeys: boolean, write: () => void): void {
  db.pragma('foreign_keys = OFF');
  try {
    db.transaction(() => {
      const passwords = db.prepare('SELECT userId, passwordHash FROM users').all() as { userId: string; passwordHash: string }[];
      // What holds on to a world (a running tour) sees by this that it was replaced.
      const generation = Number(db.prepare('SELECT value FROM meta WHERE key = ?').pluck().get(WORLD_GENERATION_KEY) ?? 0) + 1;
      withoutHistoryGuards(db, () =>
        withSalesDaysRefilled(db, () => withDeviceFiguresRefilled(db, () => {
          for (const table of worldTables(db)) db.prepare(`DELETE FROM "${table}"`).run();
          if (db.prepare(`SELECT 1 FROM sqlite_master WHERE name = 'sqlite_sequence'`).get()) db.prepare('DELETE FROM sqlite_sequence').run();
          insertRow(db, 'meta', { key: WORLD_GENERATION_KEY, value: String(generation) });
          write();
          const keep = db.prepare('UPDATE users SET passwordHash = ? WHERE userId = ?');
          for (const { userId, passwordHash } of passwords) keep.run(passwordHash, userId);
        })),
      );
      if (checkKeys) {
        const broken = db.pragma('foreign_key_check') as unknown[];
        if (broken.length > 0) throw new Error(`seed bug: ${broken.length} broken foreign key(s), e.g. ${JSON.stringify(broken[0])}`);
      }
    })();
  } finally {
    db.pragma('foreign_keys = ON');
  }
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
  insertRows(db, 'restock_routes', world.restockRoutes);
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
