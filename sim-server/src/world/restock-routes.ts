// Staff routes of the seeded world: each company runs one van that loads at its warehouse (when it
// has one) and then serves its stores and sites in stop order, about half an hour apart from 07:00.
// A busy store gets a second visit after the lunch peak; some office sites are served on weekdays
// only. A warehouse's own row is its supplier's delivery (weekday mornings, before the van leaves).
import { ITEMS_PER_SESSION } from '../fleet/replenishment';
import type { RestockRouteRow } from '../db/repositories/restock-routes';
import type { DivisionRow } from '../db/repositories/divisions';
import type { Random } from './random';

/** Items a day per device above which a store gets a second, afternoon visit. */
const BUSY_ITEMS_PER_DEVICE = 25;
const FIRST_STOP_MINUTE = 7 * 60;
/** Driving and a visit of 15–30 minutes between two stops. */
const MINUTES_BETWEEN_STOPS = [45, 75] as const;

/**
 * One route per company. `sessionsPerDay` answers each device's customers on an average weekday
 * (by division), which decides the second visit; `lastDeliveryAt` is the warehouses' last delivery.
 */
export function drawRoutes(r: Random, divisions: readonly DivisionRow[], sessionsPerDay: (divisionIdx: number) => number[], lastDeliveryAt: string): RestockRouteRow[] {
  const rows: RestockRouteRow[] = [];
  const companies = [...new Set(divisions.map((d) => d.companyIdx))].sort((a, b) => a - b);
  for (const companyIdx of companies) {
    const own = divisions.filter((d) => d.companyIdx === companyIdx);
    const warehouse = own.find((d) => d.divisionType === 'WAREHOUSE') ?? null;
    if (warehouse) {
      rows.push({
        divisionIdx: warehouse.divisionIdx, sourceDivisionIdx: null, routeNo: companyIdx, stopNo: 0,
        visitMinutes: JSON.stringify([r.int(330, 390)]), weekdaysOnly: 1, lastVisitAt: lastDeliveryAt,
      });
    }
    const stops = r.f.helpers.shuffle(own.filter((d) => d.divisionType !== 'WAREHOUSE'));
    let first = FIRST_STOP_MINUTE;
    stops.forEach((d, i) => {
      const busy = sessionsPerDay(d.divisionIdx).some((n) => n * ITEMS_PER_SESSION > BUSY_ITEMS_PER_DEVICE);
      if (i > 0) first += r.int(...MINUTES_BETWEEN_STOPS);
      const afternoon = r.int(14 * 60, 16 * 60);
      rows.push({
        divisionIdx: d.divisionIdx, sourceDivisionIdx: warehouse?.divisionIdx ?? null, routeNo: companyIdx, stopNo: i + 1,
        visitMinutes: JSON.stringify(busy ? [first, afternoon] : [first]),
        weekdaysOnly: d.divisionType === 'SITE' && r.f.datatype.boolean(0.5) ? 1 : 0,
        lastVisitAt: null,
      });
    });
  }
  return rows;
}
