// Kiosk specs and event helpers shared by the fleet engine tests.
import type { EventOf, FleetEvent, FleetEventType, KioskSpec } from '../../../sim-server/src/fleet/index';

/** Monday 2026-11-16 00:00 KST. */
export const MONDAY = Date.parse('2026-11-16T00:00:00+09:00');
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

const NAMES = ['삼각김밥', '샌드위치', '바나나우유', '생수', '도시락', '샐러드'];

/** An AI fridge with one 4 °C zone and three trays of two products each (ids derived from deviceIdx). */
export function fridgeSpec(deviceIdx: number, overrides: Partial<KioskSpec> = {}): KioskSpec {
  return {
    deviceIdx,
    serialNumber: `TC-AIF-2026-${String(deviceIdx).padStart(6, '0')}`,
    provider: 'TC',
    deviceType: 'AI_FRIDGE',
    firmwareVersion: '2.4.11',
    zones: [{ zoneNo: 1, setpoint: 4 }],
    trays: [1, 2, 3].map((trayNo) => ({
      trayIdx: deviceIdx * 10 + trayNo,
      zoneNo: 1,
      products: [0, 1].map((i) => {
        const n = (trayNo - 1) * 2 + i;
        return {
          productMappingIdx: deviceIdx * 100 + n,
          productIdx: n + 1,
          productName: NAMES[n]!,
          price: 1200 + n * 700,
          cost: 800 + n * 400,
          stock: 8,
          expiredDate: '2026-11-30',
          shelfLifeDays: 3,
        };
      }),
    })),
    sessionsPerDay: 100,
    ...overrides,
  };
}

/** A ZELOTEK kiosk with ambient shelves (no refrigeration). */
export function ambientKioskSpec(deviceIdx: number): KioskSpec {
  const base = fridgeSpec(deviceIdx, { provider: 'ZELOTEK', deviceType: 'KIOSK', serialNumber: `ZT-KSK-2026-${deviceIdx}`, zones: [] });
  return { ...base, trays: base.trays.map((t) => ({ ...t, zoneNo: null })) };
}

export function ofType<T extends FleetEventType>(events: FleetEvent[], type: T): EventOf<T>[] {
  return events.filter((e): e is EventOf<T> => e.type === type);
}

/** Advance in steps (as a real timer would) and collect everything. */
export function advanceBy(engine: { now(): number; advanceTo(t: number): FleetEvent[] }, ms: number, stepMs = ms): FleetEvent[] {
  const end = engine.now() + ms;
  const out: FleetEvent[] = [];
  for (let t = engine.now() + stepMs; t < end + stepMs; t += stepMs) out.push(...engine.advanceTo(Math.min(t, end)));
  return out;
}
