// Crash safety: the simulator is killed (SIGKILL) in the middle of a stream of writes and started
// again on the same database file. Every write it answered with success is there, whole; nothing
// is half-written (stock still equals the sum of its transactions, no order without its lines).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'kiosk-crash-'));
const file = join(dir, 'sim.db');
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

/** Starts the simulator process on the file; resolves with its base URL once it listens. */
function startSim(): Promise<{ base: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'fixtures/sim-process.ts'), file], { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const port = /port (\d+)/.exec(out)?.[1];
      if (port) resolve({ base: `http://127.0.0.1:${port}/api/v1`, child });
    });
    child.on('exit', (code) => reject(new Error(`the simulator exited (${code}) before listening`)));
  });
}

async function post(base: string, path: string, body: unknown, token?: string): Promise<{ result?: unknown; data?: any; accessToken?: string }> {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { result?: unknown; data?: any };
}

describe('crash safety', () => {
  it('keeps every write answered with success, whole, when killed mid-stream', async () => {
    const first = await startSim();
    const token = (await post(first.base, '/auth/login', { userId: 'admin', password: 'admin1234' })).accessToken!;
    const inventory = await post(first.base, '/product/inventory/list', { size: 1 }, token);
    const device = inventory.data.list[0].deviceIdx as number;
    const rows = ((await post(first.base, '/product/inventory/list', { deviceIdx: device }, token)).data.list as { productMappingIdx: number }[]).map((r) => r.productMappingIdx);

    // Three streams of writes at once; the process dies while they run.
    const answered = { companies: [] as number[], orders: [] as number[], counts: [] as number[] };
    let stop = false;
    const companies = (async () => {
      for (let i = 0; !stop; i++) {
        const r = await post(first.base, '/company/store', { companyName: `Crash test ${i}`, ceoName: `CEO ${i}`, memo: 'x'.repeat(200) }, token).catch(() => null);
        if (r?.result === 0) answered.companies.push(r.data.companyIdx);
      }
    })();
    const orders = (async () => {
      for (let i = 0; !stop; i++) {
        const r = await post(first.base, '/product-order/store', { divisionIdx: 1, productList: [{ productIdx: 1, count: 1 + (i % 5) }, { productIdx: 2, count: 2 }] }, token).catch(() => null);
        if (r?.result === 0) answered.orders.push(r.data.productOrderIdx);
      }
    })();
    const counts = (async () => {
      for (let i = 0; !stop; i++) {
        const stock = 10 + (i % 7);
        const r = await post(first.base, '/product/inventory/storeAll', { deviceIdx: device, inventoryList: rows.map((productMappingIdx) => ({ productMappingIdx, stock })) }, token).catch(() => null);
        if (r?.result === '0') answered.counts.push(stock);
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));
    stop = true;
    await Promise.all([companies, orders, counts]);
    expect(answered.companies.length).toBeGreaterThan(5);
    expect(answered.orders.length).toBeGreaterThan(5);
    expect(answered.counts.length).toBeGreaterThan(5);

    // The file as the killed process left it, opened again by a new simulator.
    const second = await startSim();
    const token2 = (await post(second.base, '/auth/login', { userId: 'admin', password: 'admin1234' })).accessToken!;
    for (const companyIdx of answered.companies) {
      const res = await fetch(`${second.base}/company/info/${companyIdx}`, { headers: { Authorization: `Bearer ${token2}` } });
      const body = (await res.json()) as { result: number; data: { companyName: string; memo: string } };
      expect(body.result).toBe(0);
      expect(body.data.memo).toBe('x'.repeat(200));
    }
    second.child.kill('SIGKILL');
    await new Promise((resolve) => second.child.once('exit', resolve));

    const db = new Database(file, { readonly: true });
    try {
      const storedOrders = db.prepare(`SELECT productOrderIdx FROM product_orders WHERE productOrderIdx IN (${answered.orders.join(',')})`).pluck().all();
      expect(storedOrders).toHaveLength(answered.orders.length);
      expect(db.prepare('SELECT COUNT(*) FROM product_orders o WHERE NOT EXISTS (SELECT 1 FROM product_order_lines l WHERE l.productOrderIdx = o.productOrderIdx)').pluck().get()).toBe(0);
      const unbalanced = db
        .prepare(`SELECT COUNT(*) FROM product_mappings m
          LEFT JOIN (SELECT productMappingIdx, SUM(count) AS total FROM product_transactions GROUP BY productMappingIdx) t USING (productMappingIdx)
          WHERE t.total IS NULL OR m.stock <> t.total`)
        .pluck()
        .get();
      expect(unbalanced).toBe(0);
      // The last answered count is there for every row of the device (a later unanswered one may be too).
      const stocks = db.prepare(`SELECT stock FROM product_mappings WHERE productMappingIdx IN (${rows.join(',')})`).pluck().all() as number[];
      expect(new Set(stocks).size).toBe(1);
      expect(answered.counts.includes(stocks[0]!) || stocks[0] === 10 + (answered.counts.length % 7)).toBe(true);
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    } finally {
      db.close();
    }
  }, 90_000);
});
