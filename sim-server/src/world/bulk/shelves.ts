// What stands on the bulk world's shelves, as flat typed arrays (one slot per product mapping, no
// object per row): 2–4 different products on every tray (ambient kiosk shelves only long-life
// goods), each at its list price with the par level a staff visit fills it up to, placed a few hours
// before the history starts; then 8–16 long-life products in every warehouse. Keys follow the
// arrays: device mappings first, in device order, then warehouse stock.
import { AMBIENT_SHELF_LIFE_DAYS } from '../../../../contract/index';
import type { ProductRow } from '../../db/repositories/products';
import { createRandom, deriveSeed, type Random as FastRandom } from '../../fleet/random';
import { DAY, HOUR, MINUTE, WORLD_REF_DATE_MS, wireToMs } from '../random';
import { productsPerTray, type BulkOrganisation } from './organisation';

/** Staff keep at least this many of each product on a tray. */
const MIN_PAR = 5;
/** Goods a warehouse keeps. */
const STORABLE_DAYS = 7;

export interface Shelves {
  /** Device mappings: mapping i has key i + 1. */
  count: number;
  device: Int32Array;
  tray: Int32Array;
  product: Int32Array;
  price: Int32Array;
  par: Int32Array;
  /** Stock at placement. */
  stock: Int32Array;
  /** Expiry as days from the reference date. */
  expiresInDays: Int8Array;
  /** Device d (deviceIdx d + 1) holds mappings first[d] … first[d + 1] − 1. */
  first: Int32Array;
  /** When each device's products were placed (epoch ms, whole seconds). */
  placedAt: Float64Array;
  warehouse: WarehouseStock[];
}

export interface WarehouseStock {
  productMappingIdx: number;
  productIdx: number;
  divisionIdx: number;
  price: number;
  stock: number;
  expiredDate: number;
  receivedAt: number;
}

/** Products of each warehouse, drawn before the devices' shelves so the device budget is known. */
export function warehouseSizes(seed: number, warehouses: number): number[] {
  const f = createRandom(deriveSeed(seed, 'bulk', 'warehouse-sizes'));
  return Array.from({ length: warehouses }, () => f.int(8, 16));
}

export function placeShelves(seed: number, org: BulkOrganisation, historyStartMs: number, warehouseCounts: readonly number[]): Shelves {
  const f = createRandom(deriveSeed(seed, 'bulk', 'shelves'));
  const shared = org.products.filter((p) => p.companyIdx === null);
  const ambient = shared.filter((p) => p.shelfLifeDays >= AMBIENT_SHELF_LIFE_DAYS);
  const count = org.mappingsPerDevice.reduce((a, b) => a + b, 0);
  const s: Shelves = {
    count,
    device: new Int32Array(count),
    tray: new Int32Array(count),
    product: new Int32Array(count),
    price: new Int32Array(count),
    par: new Int32Array(count),
    stock: new Int32Array(count),
    expiresInDays: new Int8Array(count),
    first: new Int32Array(org.devices.length + 1),
    placedAt: new Float64Array(org.devices.length),
    warehouse: [],
  };
  let i = 0;
  let t = 0;
  for (const device of org.devices) {
    const d = device.deviceIdx - 1;
    s.first[d] = i;
    s.placedAt[d] = Math.floor(Math.max(historyStartMs - f.int(1, 6) * HOUR, wireToMs(device.createdDate) + 10 * MINUTE) / 1000) * 1000;
    const trays: typeof org.trays = [];
    while (t < org.trays.length && org.trays[t]!.deviceIdx === device.deviceIdx) trays.push(org.trays[t++]!);
    const perTray = productsPerTray(org.mappingsPerDevice[d]!, trays.length);
    trays.forEach((tray, n) => {
      const pool = tray.setTemperature === null ? ambient : shared;
      const k = perTray[n]!;
      const par = Math.max(MIN_PAR, Math.floor(tray.maxCapacity / k));
      for (const product of sample(f, pool, k)) {
        s.device[i] = device.deviceIdx;
        s.tray[i] = tray.trayIdx;
        s.product[i] = product.productIdx;
        s.price[i] = product.price;
        s.par[i] = par;
        s.stock[i] = par;
        // One in ten already expired (1–2 days ago); the rest expire today or within 10 days.
        s.expiresInDays[i] = f.chance(0.1) ? -f.int(1, 2) : f.int(0, Math.min(10, product.shelfLifeDays));
        i++;
      }
    });
  }
  s.first[org.devices.length] = i;
  const storable = shared.filter((p) => p.shelfLifeDays >= STORABLE_DAYS);
  org.divisions
    .filter((d) => d.divisionType === 'WAREHOUSE')
    .forEach((division, w) => {
      const receivedAt = WORLD_REF_DATE_MS - f.int(1, 20) * DAY - f.int(0, 8) * HOUR;
      for (const product of sample(f, storable, warehouseCounts[w]!)) {
        s.warehouse.push({
          productMappingIdx: count + s.warehouse.length + 1,
          productIdx: product.productIdx,
          divisionIdx: division.divisionIdx,
          price: product.price,
          stock: f.int(2, 20) * 10,
          expiredDate: WORLD_REF_DATE_MS + f.int(1, Math.min(30, product.shelfLifeDays)) * DAY,
          receivedAt,
        });
      }
    });
  return s;
}

/** k different items of a list (a partial Fisher–Yates shuffle of its positions). */
export function sample<T>(f: FastRandom, items: readonly T[], k: number): T[] {
  const order = items.map((_, n) => n);
  const out: T[] = [];
  for (let n = 0; n < Math.min(k, items.length); n++) {
    const j = n + Math.floor(f.float() * (order.length - n));
    [order[n], order[j]] = [order[j]!, order[n]!];
    out.push(items[order[n]!]!);
  }
  return out;
}

/** The products of a list by key (keys are 1 … n). */
export function byKey(products: readonly ProductRow[]): (productIdx: number) => ProductRow {
  return (productIdx) => products[productIdx - 1]!;
}
