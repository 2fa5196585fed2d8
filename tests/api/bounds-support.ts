// Helpers of the bounds tests: every screen that adds up sales as each role sees it, a shelf the
// demo manager runs, a sale at it, and a snapshot of every table.
import { isSuccess } from '../../contract/index';
import { control, deviceScopes, signedIn, step, value } from './support';
import type { Sim } from './stock-support';

const MINUTE = 60_000;
type Role = 'admin' | 'partner' | 'manager';
const ROLES: Role[] = ['admin', 'partner', 'manager'];

/** Every screen that adds up sales: [method, path, success style]. */
export const SALES_SCREENS = [
  ['POST', '/payment/list', 0],
  ['POST', '/statistics/revenue-report/list', 0],
  ['POST', '/statistics/revenue-report/list/daily', 0],
  ['POST', '/payment/product/list', 0],
  ['POST', '/statistics/sale-count-report-string/list', 0],
  ['POST', '/statistics/sale-amount-report-string/list', 0],
  ['POST', '/statistics/sale-profit-report-string/list', 0],
  ['POST', '/statistics/ai-report/hour', 0],
  ['POST', '/statistics/ai-report/top-products', 0],
  ['POST', '/statistics/ai-report/worst-products', 0],
  ['POST', '/statistics/ai-report/inventory-days', 0],
  ['GET', '/dashboard/info', 0],
] as const;

/** Each sales screen as each role sees it: `role path → HTTP status result`. */
export async function salesScreens(sim: Sim, roles: readonly Role[] = ROLES): Promise<Record<string, string>> {
  const seen: Record<string, string> = {};
  for (const role of roles) {
    const who = await signedIn(sim, role);
    for (const [method, path, success] of SALES_SCREENS) {
      const res = method === 'GET' ? await who.get(path) : await who.post(path, {});
      seen[`${role} ${path}`] = `${res.status} ${isSuccess(res.body.result, success) ? 'ok' : `${res.body.result} ${res.body.message}`}`;
    }
  }
  return seen;
}
export const allAnswer = (seen: Record<string, string>) => Object.fromEntries(Object.keys(seen).map((k) => [k, '200 ok']));

/** A fridge the manager runs, online, with a product on a tray; the product's mapping. */
export function managedShelf(sim: Sim) {
  const s = deviceScopes(sim);
  const fridge = value(sim, `SELECT MIN(v.deviceIdx) FROM devices v JOIN product_mappings m USING (deviceIdx)
    WHERE v.divisionIdx IN (${s.managed.join(',')}) AND v.deviceType = 'AI_FRIDGE' AND v.status = 'ONLINE' AND v.online = 1
      AND m.trayIdx IS NOT NULL AND m.removedDate IS NULL`);
  const productMappingIdx = value(sim, 'SELECT MIN(productMappingIdx) FROM product_mappings WHERE deviceIdx = ? AND trayIdx IS NOT NULL AND removedDate IS NULL', fridge);
  return { ...s, fridge, productMappingIdx };
}

/** Every row of every table, for a before/after comparison. */
export function snapshot(sim: Sim): Record<string, unknown[]> {
  const tables = sim.db!.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").pluck().all() as string[];
  return Object.fromEntries(tables.map((t) => [t, sim.db!.prepare(`SELECT * FROM "${t}"`).all()]));
}

/** A customer takes `count` units of a mapping at the fridge; the sale is written five minutes on. Answers its paymentIdx. */
export async function sellAt(sim: Sim, deviceIdx: number, productMappingIdx: number, count: number): Promise<number> {
  const last = value(sim, 'SELECT COALESCE(MAX(paymentIdx), 0) FROM payments');
  const opened = await control(sim).post(`/devices/${deviceIdx}/door`, { mode: 'CARD', items: [{ productMappingIdx, count }] });
  if (opened.body.result !== 0) throw new Error(`the door did not open: ${JSON.stringify(opened.body)}`);
  await step(sim, 5 * MINUTE);
  const paymentIdx = value(sim, 'SELECT MIN(paymentIdx) FROM payments WHERE paymentIdx > ? AND deviceIdx = ?', last, deviceIdx);
  if (!paymentIdx) throw new Error('the sale made no payment');
  return paymentIdx;
}

