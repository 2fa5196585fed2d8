// The nightly self-check: each component the device has passes unless an open fault says otherwise.
import { hasFeature, networkUp } from './condition';
import type { FleetEvent, SelfCheckEvent } from './events';
import { CHECK_ITEMS, FAULTS, type CheckItem, type Feature } from './faults';
import type { Kiosk } from './model';

/** Hardware a check item needs (a vending machine has no camera to test). */
const ITEM_NEEDS: Partial<Record<CheckItem, Feature>> = { REFRIGERATION: 'fridge', WEIGHT_SENSOR: 'vision', CAMERA: 'vision' };

export function runSelfCheck(k: Kiosk, at: number, out: FleetEvent[]): SelfCheckEvent {
  const results = CHECK_ITEMS.filter((item) => hasFeature(k.spec, ITEM_NEEDS[item])).map((component) => {
    const failing = k.state.faults.filter((f) => FAULTS[f.code].check === component).map((f) => f.code);
    // Results upload later if the link is down, but the link test itself fails.
    if (component === 'NETWORK' && !networkUp(k, at) && !failing.includes('NETWORK_OFFLINE')) failing.push('NETWORK_OFFLINE');
    const unique = [...new Set(failing)];
    return { component, passed: unique.length === 0, detail: unique.length === 0 ? 'OK' : unique.join(', ') };
  });
  const event: SelfCheckEvent = { type: 'SELF_CHECK', at, deviceIdx: k.spec.deviceIdx, passed: results.every((r) => r.passed), results };
  k.state.lastSelfCheckAt = at;
  out.push(event);
  return event;
}
