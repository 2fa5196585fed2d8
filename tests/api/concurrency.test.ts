// Fifty operators save the same inventory rows at the same moment: every save is all or nothing, so
// afterwards each row's stock is one of the saved values and still the sum of its transactions.
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { loginAs, makeSim } from './support';
import { unbalanced } from './stock-support';

describe('concurrent saves', () => {
  it('leaves stock equal to the sum of transactions when 50 clients save the same rows at once', async () => {
    const sim = makeSim();
    const token = await loginAs(sim, 'admin');
    const server = await new Promise<import('node:http').Server>((resolve) => {
      const s = sim.app.listen(0, '127.0.0.1', () => resolve(s));
    });
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
      const device = sim.db!.prepare('SELECT deviceIdx FROM product_mappings WHERE deviceIdx IS NOT NULL AND trayIdx IS NOT NULL GROUP BY deviceIdx HAVING COUNT(*) >= 3 ORDER BY deviceIdx LIMIT 1').pluck().get() as number;
      const rows = sim.db!.prepare('SELECT productMappingIdx FROM product_mappings WHERE deviceIdx = ? AND removedDate IS NULL ORDER BY productMappingIdx').pluck().all(device) as number[];
      const before = sim.db!.prepare('SELECT COUNT(*) FROM product_transactions').pluck().get() as number;
      const saves = Array.from({ length: 50 }, (_, client) =>
        fetch(`${base}/product/inventory/storeAll`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
          body: JSON.stringify({ deviceIdx: device, inventoryList: rows.map((productMappingIdx, i) => ({ productMappingIdx, stock: client + i })) }),
        }).then((res) => res.json() as Promise<{ result: unknown }>),
      );
      const results = await Promise.all(saves);
      expect(results.map((r) => r.result)).toEqual(results.map(() => '0'));
      expect(unbalanced(sim)).toBe(0);
      // One client's whole save is the last: every row holds that client's value.
      const stocks = rows.map((r) => sim.db!.prepare('SELECT stock FROM product_mappings WHERE productMappingIdx = ?').pluck().get(r) as number);
      const winner = stocks[0]!;
      expect(stocks).toEqual(rows.map((_, i) => winner + i));
      const manual = (sim.db!.prepare('SELECT COUNT(*) FROM product_transactions').pluck().get() as number) - before;
      expect(manual).toBeGreaterThan(0);
      expect(manual).toBeLessThanOrEqual(50 * rows.length);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
