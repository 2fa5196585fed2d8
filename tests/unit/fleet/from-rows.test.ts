// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createFleetEngine, kioskSpecsFromRows, type FleetRows } from '../../../sim-server/src/fleet/index';
import { MONDAY } from './support';

const rows: FleetRows = {
  devices: [
    { deviceIdx: 1, divisionIdx: 10, serialNumber: 'TC-AIF-2025-000101', provider: 'TC', deviceType: 'AI_FRIDGE', firmwareVersion: '2.1.3', status: 'ONLINE' },
    { deviceIdx: 2, divisionIdx: 11, serialNumber: 'ZT-KSK-2025-000102', provider: 'ZELOTEK', deviceType: 'KIOSK', firmwareVersion: '1.0.0', status: 'OFFLINE' },
  ],
  trays: [
    { trayIdx: 1, deviceIdx: 1, setTemperature: 4 },
    { trayIdx: 2, deviceIdx: 1, setTemperature: 3.5 },
    { trayIdx: 3, deviceIdx: 2, setTemperature: null },
  ],
  mappings: [
    { productMappingIdx: 5, productIdx: 1, productName: '삼각김밥', trayIdx: 1, price: 1500, stock: 7, expiredDate: '2026-11-20' },
    { productMappingIdx: 6, productIdx: 2, productName: '생수', trayIdx: 3, price: 900, stock: 12, expiredDate: null },
    { productMappingIdx: 7, productIdx: 2, productName: '생수', trayIdx: null, price: 900, stock: 300, expiredDate: null },
  ],
  products: [
    { productIdx: 1, cost: 900, shelfLifeDays: 2 },
    { productIdx: 2, cost: 400, shelfLifeDays: 365 },
  ],
  employees: [
    { employeeUidIdx: 1, uid: 'A1', divisionIdx: 10, enabled: true },
    { employeeUidIdx: 2, uid: 'B2', divisionIdx: 10, enabled: false },
    { employeeUidIdx: 3, uid: 'C3', divisionIdx: 11, enabled: true },
  ],
};

describe('kioskSpecsFromRows', () => {
  it('builds one cold zone per fridge at its coldest tray, ambient trays otherwise', () => {
    const [fridge, kiosk] = kioskSpecsFromRows(rows);
    expect(fridge!.zones).toEqual([{ zoneNo: 1, setpoint: 3.5 }]);
    expect(fridge!.trays.map((t) => [t.trayIdx, t.zoneNo])).toEqual([[1, 1], [2, 1]]);
    expect(fridge!.trays[0]!.products).toEqual([
      { productMappingIdx: 5, productIdx: 1, productName: '삼각김밥', price: 1500, stock: 7, expiredDate: '2026-11-20', cost: 900, shelfLifeDays: 2 },
    ]);
    expect(fridge!.employees).toEqual([{ employeeUidIdx: 1, uid: 'A1' }]);
    expect(fridge!.startOffline).toBe(false);
    expect(kiosk!.zones).toEqual([]);
    expect(kiosk!.trays).toEqual([{ trayIdx: 3, zoneNo: null, products: [expect.objectContaining({ productMappingIdx: 6 })] }]);
    expect(kiosk!.startOffline).toBe(true);
  });

  it('feeds an engine directly; devices stored offline stay offline until told otherwise', () => {
    const engine = createFleetEngine({ seed: 1, kiosks: kioskSpecsFromRows(rows), startAt: MONDAY });
    engine.advanceTo(MONDAY + 10 * 60_000);
    expect(engine.snapshot().kiosks.map((k) => [k.deviceIdx, k.status])).toEqual([[1, 'ONLINE'], [2, 'OFFLINE']]);
    expect(engine.products(2)).toEqual([{ productMappingIdx: 6, stock: 12, expiredDate: null }]);
  });
});
