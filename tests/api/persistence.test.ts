// The database: a restart keeps every change, reset reseeds, the schema is migrated once.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { FAILURE } from '../../contract/index';
import { createSimApp } from '../../sim-server/src/app';
import { MIGRATIONS } from '../../sim-server/src/db/migrations';
import { DEFAULT_SEED } from '../../sim-server/src/options';
import { worldInfo } from '../../sim-server/src/world/seed';
import { client, control, loginAs, makeSim, rows, signedIn } from './support';

const dirs: string[] = [];
afterEach(() => {
  while (dirs.length) rmSync(dirs.pop()!, { recursive: true, force: true });
});
function tempDb(): string {
  const dir = mkdtempSync(join(tmpdir(), 'kiosk-sim-'));
  dirs.push(dir);
  return join(dir, 'nested', 'sim.db');
}

describe('persistence', () => {
  it('keeps a created company and sessions across a restart, without reseeding', async () => {
    const file = tempDb();
    const first = createSimApp({ db: file });
    let idx: number;
    let token: string;
    try {
      expect(first.db!.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(first.db!.pragma('foreign_keys', { simple: true })).toBe(1);
      token = await loginAs(first, 'admin');
      const created = await client(first, token).post('/company/store', { companyName: '재시작 확인 회사' });
      idx = created.body.data.companyIdx;
    } finally {
      first.close();
    }

    const second = createSimApp({ db: file, seed: 4242 });
    try {
      const info = await client(second, token).get(`/company/info/${idx}`);
      expect(info.body).toMatchObject({ result: 0, data: { companyName: '재시작 확인 회사' } });
      expect(worldInfo(second.db!)).toEqual({ seed: DEFAULT_SEED, preset: 'demo' });
      expect(second.db!.prepare('SELECT COUNT(*) FROM companies').pluck().get()).toBe(9);
      expect(second.db!.prepare('SELECT version FROM schema_migrations').pluck().all()).toEqual(MIGRATIONS.map((m) => m.version));
    } finally {
      second.close();
    }
  });

  it('opens a database an older version left with the reports’ copy: its journals and triggers go, payments stay', () => {
    const file = tempDb();
    mkdirSync(dirname(file), { recursive: true });
    const old = new Database(file);
    old.exec('CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, appliedAt TEXT NOT NULL)');
    for (const m of MIGRATIONS.filter((m) => m.version <= 21)) {
      old.exec(m.sql);
      old.prepare('INSERT INTO schema_migrations VALUES (?, ?, ?)').run(m.version, m.name, '2026-11-01T00:00:00Z');
    }
    // What version 21 made at every open: the journals and the copy's triggers.
    old.exec(`CREATE TABLE sales_changes (paymentIdx INTEGER PRIMARY KEY, seq INTEGER NOT NULL); CREATE TABLE line_changes (paymentLineIdx INTEGER PRIMARY KEY, seq INTEGER NOT NULL);
      CREATE TABLE shelf_changes (productMappingIdx INTEGER PRIMARY KEY, seq INTEGER NOT NULL);
      CREATE TRIGGER copy_payments_changed AFTER UPDATE OF amount ON payments BEGIN INSERT INTO sales_changes VALUES (NEW.paymentIdx, 1); END;
      CREATE TRIGGER copy_payment_lines_deleted AFTER DELETE ON payment_lines BEGIN INSERT INTO line_changes VALUES (OLD.paymentLineIdx, 1); END;`);
    old.close();
    const sim = createSimApp({ db: file });
    try {
      const left = sim.db!.prepare(`SELECT name FROM sqlite_master WHERE name GLOB 'copy_*' OR name IN ('sales_changes', 'line_changes', 'shelf_changes')`).pluck().all();
      expect(left).toEqual([]);
      expect(sim.db!.prepare('SELECT COUNT(*) FROM payments').pluck().get()).toBeGreaterThan(0);
      expect(sim.db!.prepare('UPDATE payments SET amount = amount WHERE paymentIdx = 1').run().changes).toBe(1); // no trigger writes into a table that is gone
    } finally {
      sim.close();
    }
  });

  it('resets to the same world with POST /sim/reset, or to another seed when asked', async () => {
    const sim = makeSim();
    const fresh = rows(sim, 'companies');
    const admin = await signedIn(sim);
    await admin.post('/company/store', { companyName: '사라질 회사' });
    expect(rows(sim, 'companies')).toHaveLength(fresh.length + 1);

    const reset = await control(sim).post('/reset');
    expect(reset.body).toMatchObject({ result: 0, data: { seed: DEFAULT_SEED, preset: 'demo' } });
    expect(rows(sim, 'companies')).toEqual(fresh);
    expect(rows(sim, 'sessions')).toHaveLength(1); // the caller's own, carried into the new world
    // Every other session ended with the old world, its token saying why.
    expect((await admin.post('/company/list')).body).toMatchObject({ result: FAILURE.EXPIRED, sessionEnd: 'worldReset' });

    await control(sim).post('/reset', { seed: 7 });
    expect(worldInfo(sim.db!)).toEqual({ seed: 7, preset: 'demo' });
    expect(rows(sim, 'companies')).not.toEqual(fresh);
  });

  it('refuses a bad reset request and keeps the world', async () => {
    const sim = makeSim();
    const before = rows(sim, 'companies');
    for (const body of [{ seed: 'x' }, { seed: -1 }, { preset: 'huge' }, { wipe: true }]) {
      const res = await control(sim).post('/reset', body);
      expect({ body, result: res.body.result }).toEqual({ body, result: FAILURE.BAD_INPUT });
    }
    const broken = await control(sim).post('/reset', '{');
    expect(broken.status).toBe(400);
    expect(broken.type).toBe('application/json');
    expect(rows(sim, 'companies')).toEqual(before);
  });
});
