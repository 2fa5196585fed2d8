// Staff routes (restock_routes): when each store or site is visited and which warehouse feeds it,
// and each warehouse's supplier deliveries (its stopNo 0 row). The replenishment rule itself is
// fleet/replenishment.ts.
import type { VisitSchedule } from '../../fleet/replenishment';
import type { Db } from '../open';

/** A restock_routes row as stored (visitMinutes: JSON array of KST minutes of the day). */
export interface RestockRouteRow {
  divisionIdx: number;
  /** The warehouse that feeds this stop; null for a warehouse's own row or a company without one. */
  sourceDivisionIdx: number | null;
  routeNo: number;
  /** 0 = the warehouse (its delivery); 1… = the stores and sites in the van's order. */
  stopNo: number;
  visitMinutes: string;
  weekdaysOnly: 0 | 1;
  /** Wire date-time of the last supplier delivery (warehouses only). */
  lastVisitAt: string | null;
}

/** A stop's schedule as the replenishment rule reads it. */
export function scheduleOf(row: Pick<RestockRouteRow, 'visitMinutes' | 'weekdaysOnly'>): VisitSchedule {
  return { minutes: JSON.parse(row.visitMinutes) as number[], weekdaysOnly: row.weekdaysOnly === 1 };
}

export function restockRouteRepository(db: Db) {
  return {
    all(): RestockRouteRow[] {
      return db.prepare('SELECT * FROM restock_routes ORDER BY routeNo, stopNo').all() as RestockRouteRow[];
    },
    /** The delivery row of a warehouse, or of every warehouse. */
    deliveries(warehouseIdx?: number): RestockRouteRow[] {
      return db
        .prepare(`SELECT * FROM restock_routes WHERE stopNo = 0 ${warehouseIdx === undefined ? '' : 'AND divisionIdx = ?'} ORDER BY divisionIdx`)
        .all(...(warehouseIdx === undefined ? [] : [warehouseIdx])) as RestockRouteRow[];
    },
    /** Products on trays, in the stores and sites a warehouse feeds, of one product. */
    shelvesFed(warehouseIdx: number, productIdx: number): number {
      return db
        .prepare(`SELECT COUNT(*) FROM product_mappings m JOIN restock_routes r ON r.divisionIdx = m.divisionIdx
          WHERE r.sourceDivisionIdx = ? AND m.productIdx = ? AND m.trayIdx IS NOT NULL AND m.removedDate IS NULL`)
        .pluck()
        .get(warehouseIdx, productIdx) as number;
    },
    setLastVisit(divisionIdx: number, at: string): void {
      db.prepare('UPDATE restock_routes SET lastVisitAt = ? WHERE divisionIdx = ?').run(at, divisionIdx);
    },
  };
}
