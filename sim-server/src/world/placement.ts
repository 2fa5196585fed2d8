// Products on the world's shelves: 2–4 products on every device tray (chilled trays take anything,
// ambient kiosk shelves only long-life goods) and a stock of long-life goods in every warehouse,
// each placed with a NEW transaction and a par level. Expiry dates lie 2 days before to 10 days
// after the reference date, never beyond the product's shelf life.
import { AMBIENT_SHELF_LIFE_DAYS, type Tray } from '../../../contract/index';
import { toWireDate, toWireDateTime } from '../clock';
import type { DeviceRow } from '../db/repositories/devices';
import type { ProductRow } from '../db/repositories/products';
import type { ProductMappingRow } from '../db/repositories/stock';
import type { DivisionRow } from '../db/repositories/divisions';
import { DAY, HOUR, MINUTE, WORLD_REF_DATE_MS, wireToMs, type Random } from './random';
import type { StockBook } from './stock-book';
import { recordText } from '../record-text';
import { dailyUnitsOf, parLevelOf } from '../fleet/replenishment';
import type { WarehousePars } from './warehouse-pars';

/** A product on a device tray; its mapping's parLevel is the stock a staff visit fills it up to. */
export interface Shelf {
  mapping: ProductMappingRow & { parLevel: number };
  productName: string;
  shelfLifeDays: number;
}


/** What a device's par levels follow: its customers on an average weekday and the days its shelves must cover. */
export interface ShelfPace {
  sessionsPerDay: number;
  coverDays: number;
}

/**
 * 2–4 products on every tray, each with a par level by the replenishment rule (its share of the
 * device's sales over the cover days, at most its share of the tray) and a first stock at or a
 * little below par.
 */
export function placeOnTrays(r: Random, book: StockBook, devices: DeviceRow[], trays: Tray[], products: ProductRow[], historyStartMs: number, paceOf: (deviceIdx: number) => ShelfPace): Map<number, Shelf[]> {
  const ambient = products.filter((p) => p.shelfLifeDays >= AMBIENT_SHELF_LIFE_DAYS);
  const shelves = new Map<number, Shelf[]>();
  for (const device of devices) {
    const placedAt = toWireDateTime(Math.max(historyStartMs - r.int(1, 6) * HOUR, wireToMs(device.createdDate) + 10 * MINUTE));
    const chosen = trays.filter((t) => t.deviceIdx === device.deviceIdx).map((tray) => {
      const count = r.int(2, 4);
      return { tray, picked: r.f.helpers.arrayElements(tray.setTemperature === null ? ambient : products, count) };
    });
    const pace = paceOf(device.deviceIdx);
    const dailyUnits = dailyUnitsOf(pace.sessionsPerDay, chosen.reduce((n, c) => n + c.picked.length, 0));
    const list: Shelf[] = [];
    for (const { tray, picked } of chosen) {
      for (const product of picked) {
        const parLevel = parLevelOf({ dailyUnits, coverDays: pace.coverDays, shelfLifeDays: product.shelfLifeDays, capacity: Math.floor(tray.maxCapacity / picked.length) });
        const placed = {
          productIdx: product.productIdx,
          divisionIdx: device.divisionIdx,
          deviceIdx: device.deviceIdx,
          trayIdx: tray.trayIdx,
          price: product.price,
          expiredDate: expiryNearReference(r, product),
          parLevel,
        };
        const mapping = book.place(placed, parLevel - r.int(0, Math.ceil(parLevel / 4)), placedAt, recordText('placed')) as Shelf['mapping'];
        list.push({ mapping, productName: product.productName, shelfLifeDays: product.shelfLifeDays });
      }
    }
    shelves.set(device.deviceIdx, list);
  }
  return shelves;
}

/** 8–16 products of a week's shelf life or more in every warehouse, each first counted at its par level (`parOf`). */
export function stockWarehouses(r: Random, book: StockBook, divisions: DivisionRow[], products: ProductRow[], pars: WarehousePars): void {
  const storable = products.filter((p) => p.shelfLifeDays >= 7);
  for (const division of divisions.filter((d) => d.divisionType === 'WAREHOUSE')) {
    const receivedMs = WORLD_REF_DATE_MS - r.int(1, 20) * DAY - r.int(0, 8) * HOUR;
    const receivedAt = toWireDateTime(receivedMs);
    const drawn = r.f.helpers.arrayElements(storable, r.int(8, 16));
    for (const product of [...drawn, ...pars.carried(division.divisionIdx).filter((p) => !drawn.includes(p))]) {
      const placed = {
        productIdx: product.productIdx,
        divisionIdx: division.divisionIdx,
        deviceIdx: null,
        trayIdx: null,
        price: product.price,
        expiredDate: toWireDate(receivedMs + product.shelfLifeDays * DAY), // fresh when received
      };
      const units = pars.parOf(division.divisionIdx, product);
      book.place({ ...placed, parLevel: units }, units, receivedAt, recordText('received'));
    }
  }
}

/** One in ten already expired (1–2 days ago); the rest expire today or within 10 days. */
function expiryNearReference(r: Random, product: ProductRow): string {
  const days = r.f.datatype.boolean(0.1) ? -r.int(1, 2) : r.int(0, Math.min(10, product.shelfLifeDays));
  return toWireDate(WORLD_REF_DATE_MS + days * DAY);
}
