// A simulator of the default world opened from the run's seeded image (tests/support/worldImage.ts)
// is exactly the simulator seeding gives, and each copy is a world of its own.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { createSimApp, type SimApp } from '../../sim-server/src/app';
import { verifyPassword } from '../../sim-server/src/auth/password';
import { DEFAULT_SEED } from '../../sim-server/src/options';
import { generateWorld } from '../../sim-server/src/world/generate';
import { column, makeSim, rows, signedIn, value } from './support';

const seeded: SimApp[] = [];
afterEach(() => {
  while (seeded.length) seeded.pop()!.close();
});

/** A simulator that seeds its own world, as makeSim's options would without the image. */
function freshlySeeded(): SimApp {
  const sim = createSimApp({ db: ':memory:', logError: () => {}, fleet: { autoRun: false } });
  seeded.push(sim);
  return sim;
}

/** Columns that differ between any two seedings: salted password hashes and wall-clock stamps. */
const VARYING: Record<string, string[]> = { users: ['passwordHash'], schema_migrations: ['appliedAt'], sim_state: ['updatedAt'] };

function tableRows(sim: SimApp, table: string): unknown[] {
  const list = table === 'sqlite_sequence' ? sim.db!.prepare('SELECT * FROM sqlite_sequence ORDER BY name').all() : rows(sim, table);
  const varying = VARYING[table] ?? [];
  return list.map((row) => Object.fromEntries(Object.entries(row as object).filter(([key]) => !varying.includes(key))));
}

const schema = (sim: SimApp) => sim.db!.prepare('SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY type, name').all();
const tables = (sim: SimApp) => column<string>(sim, `SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name`);

describe('the default world opened from the seeded image', () => {
  it('is a copy, not a new seeding, and another seed is still seeded', () => {
    expect(makeSim().seededMs).toBeNull();
    expect(makeSim({ seed: DEFAULT_SEED + 1 }).seededMs).toEqual(expect.any(Number));
    expect(freshlySeeded().seededMs).toEqual(expect.any(Number));
  });

  it('holds exactly the schema and the rows of every table that seeding writes', () => {
    const copy = makeSim();
    const fresh = freshlySeeded();
    expect(schema(copy)).toEqual(schema(fresh));
    expect(copy.db!.pragma('user_version', { simple: true })).toBe(fresh.db!.pragma('user_version', { simple: true }));
    expect(copy.db!.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(tables(copy).length).toBeGreaterThan(30);
    for (const table of tables(fresh)) {
      expect({ table, rows: tableRows(copy, table) }).toEqual({ table, rows: tableRows(fresh, table) });
    }
    expect(value(copy, 'SELECT COUNT(*) FROM payments')).toBeGreaterThan(0);
  });

  it('starts the fleet as on a new world: same clock, run and kiosks', () => {
    const copy = makeSim();
    const fresh = freshlySeeded();
    expect(copy.fleet!.startup).toEqual(fresh.fleet!.startup);
    expect(copy.fleet!.startup.newWorld).toBe(true);
    expect(copy.fleet!.clockState()).toEqual(fresh.fleet!.clockState());
  });

  it('keeps every account’s password', async () => {
    const copy = makeSim();
    const hashes = new Map(copy.db!.prepare('SELECT userId, passwordHash FROM users').raw().all() as [string, string][]);
    const users = generateWorld(DEFAULT_SEED).users;
    expect(hashes.size).toBe(users.length);
    for (const user of users) expect({ userId: user.row.userId, verified: await verifyPassword(user.password, hashes.get(user.row.userId)!) }).toEqual({ userId: user.row.userId, verified: true });
  });

  it('gives each simulator a world of its own, and leaves the image as it was', async () => {
    const image = readFileSync(inject('defaultWorldImage'));
    const first = makeSim();
    const second = makeSim();
    const before = tableRows(second, 'companies');
    const admin = await signedIn(first);
    const created = await admin.post('/company/store', { companyName: 'Copy Test Co', businessNumber: '999-88-77777', ceoName: 'Kim', phone: '02-1234-5678', email: 'ceo@test.example', zipCode: '06236', address: 'Seoul', provider: null });
    expect(created.body.result).toBe(0);
    expect(value(first, `SELECT COUNT(*) FROM companies WHERE companyName = 'Copy Test Co'`)).toBe(1);
    first.db!.prepare('DELETE FROM user_divisions').run();
    expect(tableRows(second, 'companies')).toEqual(before);
    expect(value(second, 'SELECT COUNT(*) FROM user_divisions')).toBeGreaterThan(0);
    expect(value(makeSim(), `SELECT COUNT(*) FROM companies WHERE companyName = 'Copy Test Co'`)).toBe(0);
    expect(readFileSync(inject('defaultWorldImage')).equals(image)).toBe(true);
  });
});
