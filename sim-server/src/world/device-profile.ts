// What the seeded history needs to know about each device: its cabinet (as the fleet engine sees
// it), when it went silent and the faults it had, as time intervals that the sales, self-checks
// and temperatures all respect.
import type { Tray } from '../../../contract/index';
import type { DeviceRow } from '../db/repositories/devices';
import { hasFeature } from '../fleet/condition';
import type { Feature, FaultCode } from '../fleet/faults';
import { kioskSpecsFromRows } from '../fleet/from-rows';
import type { KioskSpec } from '../fleet/model';
import { WORLD_REF_DATE_MS, wireToMs } from './random';

/** A fault from `from` until `until` (Infinity: not resolved by the reference date). */
export interface Incident {
  code: FaultCode;
  from: number;
  until: number;
}

export interface DeviceProfile {
  device: DeviceRow;
  spec: KioskSpec;
  /** Target of the refrigerated zone, or null for an ambient cabinet. */
  setpoint: number | null;
  /** Its last heartbeat when it has gone quiet (OFFLINE, MAINTENANCE); the reference date otherwise. */
  silentSince: number;
  /** Customer door sessions on an average weekday. */
  sessionsPerDay: number;
  /** Staff visits (restocks), in time order. */
  restocks: number[];
  incidents: Incident[];
}

/** Each device's profile; `sessionsPerDay` answers its customers on an average weekday. */
export function profilesOf(devices: DeviceRow[], trays: Tray[], sessionsPerDay: (deviceIdx: number) => number): DeviceProfile[] {
  const specs = kioskSpecsFromRows({ devices, trays, mappings: [], products: [] });
  return devices.map((device, i) => {
    const silent = device.status === 'OFFLINE' || device.status === 'MAINTENANCE';
    return {
      device,
      spec: specs[i]!,
      setpoint: specs[i]!.zones[0]?.setpoint ?? null,
      silentSince: silent && device.reportAt ? wireToMs(device.reportAt) : WORLD_REF_DATE_MS,
      sessionsPerDay: sessionsPerDay(device.deviceIdx),
      restocks: [],
      incidents: [],
    };
  });
}

/** Whether the device has the hardware (cash unit, refrigeration, camera and scales). */
export function hasPart(p: DeviceProfile, feature: Feature | undefined): boolean {
  return hasFeature(p.spec, feature);
}

/** Whether a fault with one of these codes is open at `at`. */
export function hasIncident(p: DeviceProfile, codes: readonly FaultCode[], at: number): boolean {
  return p.incidents.some((i) => codes.includes(i.code) && i.from <= at && at < i.until);
}
