// What a kiosk can do right now, derived from its open faults and outages. Every behaviour asks
// here, so a fault's effect is defined once.
import { payModesOf } from '../../../contract/index';
import type { Feature, FaultCode } from './faults';
import type { CustomerMode, Kiosk, KioskSpec } from './model';

export function hasFault(k: Kiosk, code: FaultCode): boolean {
  return k.state.faults.some((f) => f.code === code);
}

export function hasFeature(spec: KioskSpec, feature: Feature | undefined): boolean {
  switch (feature) {
    case undefined:
      return true;
    case 'cash': // AI fridges take app, card and points only
      return spec.deviceType !== 'AI_FRIDGE';
    case 'fridge':
      return spec.zones.length > 0;
    case 'vision': // camera and weight shelves identify what was taken
      return spec.deviceType === 'AI_FRIDGE';
  }
}

export function powerOn(k: Kiosk): boolean {
  return !hasFault(k, 'POWER_LOSS');
}

export function networkUp(k: Kiosk, at: number): boolean {
  return powerOn(k) && !k.state.forcedOffline && at >= k.state.networkDownUntil;
}

/** Share of normal cooling power: a dead compressor gives none, a dead fan barely moves cold air. */
export function coolingEfficiency(k: Kiosk): number {
  if (!powerOn(k) || hasFault(k, 'REFRIGERATION_COMPRESSOR')) return 0;
  return hasFault(k, 'REFRIGERATION_FAN') ? 0.1 : 1;
}

export type Refusal =
  | 'UNKNOWN_DEVICE'
  | 'UNKNOWN_PRODUCT'
  | 'DUPLICATE_DEVICE'
  | 'BAD_INPUT'
  | 'DOOR_BUSY'
  | 'POWER_OFF'
  | 'OFFLINE'
  | 'LOCK_FAULT'
  | 'CARD_READER_FAULT'
  | 'MODE_NOT_ACCEPTED'
  | 'NOT_APPLICABLE'
  | 'ALREADY_OPEN'
  | 'NOT_OPEN'
  | 'UNKNOWN_CARD'
  | 'CARD_OUTSIDE_HOURS'
  | 'NOT_ENOUGH_POINTS'
  | 'NO_CARD';

/** Why a customer could not open the door with this mode now, or null if they can. */
export function customerRefusal(k: Kiosk, at: number, mode: CustomerMode | null): Refusal | null {
  if (mode !== null && !payModesOf(k.spec.provider).includes(mode)) return 'MODE_NOT_ACCEPTED';
  if (k.state.door) return 'DOOR_BUSY';
  if (!powerOn(k)) return 'POWER_OFF';
  if (!networkUp(k, at)) return 'OFFLINE'; // the unlock is authorised by the server
  if (hasFault(k, 'CABINET_LOCK_ACTUATOR')) return 'LOCK_FAULT';
  if (mode === 'CARD' && hasFault(k, 'PAYMENT_CARD_READER')) return 'CARD_READER_FAULT';
  return null;
}

/** Staff carry a key, so only power (for the door log) and a free door matter. */
export function staffRefusal(k: Kiosk): Refusal | null {
  if (k.state.door) return 'DOOR_BUSY';
  return powerOn(k) ? null : 'POWER_OFF';
}
