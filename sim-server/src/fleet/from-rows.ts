// Database rows → KioskSpec. Only the columns the engine needs are required, so the wiring can pass
// repository rows as they are.
import type { VisitSchedule } from './replenishment';
import type { DeviceType, EmployeeSpec, KioskSpec, ProductSpec, Provider, TraySpec } from './model';

export interface FleetRows {
  devices: { deviceIdx: number; divisionIdx: number; companyIdx?: number; serialNumber: string; provider: Provider; deviceType: DeviceType; firmwareVersion: string; status?: string; temperature?: number | null; inDefrost?: boolean }[];
  trays: { trayIdx: number; deviceIdx: number; setTemperature: number | null }[];
  /** Product mappings on device trays (warehouse rows, with a null trayIdx, are skipped). */
  mappings: { productMappingIdx: number; productIdx: number; productName: string; trayIdx: number | null; price: number; stock: number; expiredDate: string | null; parLevel?: number | null }[];
  products: { productIdx: number; cost: number; shelfLifeDays: number }[];
  employees?: { employeeUidIdx: number; uid: string; divisionIdx: number; enabled: boolean }[];
  /** Staff visits per store or site (restock_routes, visitMinutes parsed). */
  routes?: ({ divisionIdx: number; sourceDivisionIdx: number | null } & VisitSchedule)[];
}

/**
 * One refrigerated zone per device, cooled to the coldest setTemperature of its trays (a fridge is
 * one cabinet); trays without a setTemperature are ambient. Devices stored as OFFLINE start cut off.
 */
export function kioskSpecsFromRows(rows: FleetRows): KioskSpec[] {
  const productByIdx = new Map(rows.products.map((p) => [p.productIdx, p]));
  // Grouped once (in their order), so a fleet of thousands is not a scan per device and tray.
  const traysOf = groupBy(rows.trays, (t) => t.deviceIdx);
  const mappingsOf = groupBy(rows.mappings, (m) => m.trayIdx);
  const routeOf = new Map((rows.routes ?? []).map((r) => [r.divisionIdx, r]));
  return rows.devices.map((device) => {
    const trays = traysOf.get(device.deviceIdx) ?? [];
    const setpoints = trays.map((t) => t.setTemperature).filter((t): t is number => t !== null);
    const traySpecs: TraySpec[] = trays.map((tray) => ({
      trayIdx: tray.trayIdx,
      zoneNo: tray.setTemperature === null ? null : 1,
      products: (mappingsOf.get(tray.trayIdx) ?? []).map((m): ProductSpec => {
        const master = productByIdx.get(m.productIdx);
        return { ...pickProduct(m), cost: master?.cost ?? 0, ...(master ? { shelfLifeDays: master.shelfLifeDays } : {}) };
      }),
    }));
    const employees: EmployeeSpec[] = (rows.employees ?? [])
      .filter((e) => e.enabled && e.divisionIdx === device.divisionIdx)
      .map((e) => ({ employeeUidIdx: e.employeeUidIdx, uid: e.uid }));
    const route = routeOf.get(device.divisionIdx);
    return {
      ...(route ? { restock: { minutes: route.minutes, weekdaysOnly: route.weekdaysOnly, sourceDivisionIdx: route.sourceDivisionIdx } } : {}),
      deviceIdx: device.deviceIdx,
      ...(device.companyIdx === undefined ? {} : { companyIdx: device.companyIdx }),
      divisionIdx: device.divisionIdx,
      serialNumber: device.serialNumber,
      provider: device.provider,
      deviceType: device.deviceType,
      firmwareVersion: device.firmwareVersion,
      // A rebuilt kiosk goes on from its last reading (a failed fridge stays warm across a restart).
      zones: setpoints.length > 0 ? [{ zoneNo: 1, setpoint: Math.min(...setpoints), ...(device.temperature != null ? { startC: device.temperature, startHeld: !!device.inDefrost } : {}) }] : [],
      trays: traySpecs,
      employees,
      startOffline: device.status === 'OFFLINE',
    };
  });
}

function pickProduct(m: FleetRows['mappings'][number]): Omit<ProductSpec, 'cost'> {
  return {
    productMappingIdx: m.productMappingIdx, productIdx: m.productIdx, productName: m.productName, price: m.price, stock: m.stock, expiredDate: m.expiredDate,
    ...(m.parLevel == null ? {} : { parLevel: m.parLevel }),
  };
}

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}
