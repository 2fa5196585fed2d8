// Par levels of warehouse rows: what the stores a warehouse feeds sell between two of its supplier's
// deliveries, plus safety (the replenishment rule over the delivery schedule), at least a case.
// The demo world's story: the demo company's supplier is short of the product its stores sell most
// and allocates only part of a day's need, so a few shelves there run low or empty every week (a
// classroom, the training preset, starts from well-kept shelves).
import { coverDaysOf, parLevelOf } from '../fleet/replenishment';
import { scheduleOf, type RestockRouteRow } from '../db/repositories/restock-routes';
import type { ProductRow } from '../db/repositories/products';
import type { DeviceRow } from '../db/repositories/devices';

/** A warehouse keeps at least a case of anything it carries. */
export const CASE_UNITS = 20;
/** The demo partner's company, whose supplier is short (the story a demo tells). */
const STORY_COMPANY = 1;
/** Share of a day's need the short supplier allocates per delivery. */
const SHORT_ALLOCATION = 0.45;

/**
 * The par of each (warehouse, product): `dailyUnits` answers what a device sells of a product a
 * day (0 when it does not hold it). `companyOf` names each warehouse's company.
 */
export function warehousePars(routes: readonly RestockRouteRow[], devices: readonly DeviceRow[], companyOf: (divisionIdx: number) => number,
  dailyUnits: (deviceIdx: number, productIdx: number) => number, products: readonly ProductRow[], story: boolean): WarehousePars {
  const fedBy = new Map<number, DeviceRow[]>();
  for (const route of routes) {
    if (route.sourceDivisionIdx === null) continue;
    fedBy.set(route.sourceDivisionIdx, [...(fedBy.get(route.sourceDivisionIdx) ?? []), ...devices.filter((d) => d.divisionIdx === route.divisionIdx)]);
  }
  const need = (warehouseIdx: number, productIdx: number) => (fedBy.get(warehouseIdx) ?? []).reduce((sum, d) => sum + dailyUnits(d.deviceIdx, productIdx), 0);
  // The product the story company's stores sell most (of the storable ones its warehouse may carry).
  const storyWarehouse = story ? routes.find((route) => route.stopNo === 0 && companyOf(route.divisionIdx) === STORY_COMPANY) : undefined;
  const short = storyWarehouse && [...products].filter((p) => p.shelfLifeDays >= 7).sort((a, b) => need(storyWarehouse.divisionIdx, b.productIdx) - need(storyWarehouse.divisionIdx, a.productIdx))[0];
  const parOf = (divisionIdx: number, product: ProductRow) => {
    const daily = need(divisionIdx, product.productIdx);
    if (divisionIdx === storyWarehouse?.divisionIdx && product.productIdx === short?.productIdx) return Math.max(1, Math.round(daily * SHORT_ALLOCATION));
    const route = routes.find((r) => r.divisionIdx === divisionIdx);
    const coverDays = coverDaysOf(route ? scheduleOf(route) : { weekdaysOnly: true });
    return Math.max(CASE_UNITS, parLevelOf({ dailyUnits: daily, coverDays, shelfLifeDays: product.shelfLifeDays, capacity: Infinity }));
  };
  return { parOf, carried: (divisionIdx) => (divisionIdx === storyWarehouse?.divisionIdx && short ? [short] : []) };
}

export interface WarehousePars {
  parOf(divisionIdx: number, product: ProductRow): number;
  /** Products a warehouse carries whatever else it was drawn to hold (the story's short product). */
  carried(divisionIdx: number): ProductRow[];
}
