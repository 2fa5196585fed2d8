// Heartbeats and connectivity. A kiosk reports every minute with its signal strength; the server
// side counts it offline after three missed heartbeats and raises a NETWORK_OFFLINE notice, which
// the next heartbeat resolves.
import type { FleetEvent } from './events';
import { networkUp, powerOn } from './condition';
import { openFault, resolveAuto } from './fault-ops';
import type { FleetOptions, Kiosk } from './model';

export const SIGNAL = { bestDbm: -50, worstDbm: -95 } as const;

export function runHeartbeats(k: Kiosk, t1: number, opts: FleetOptions, out: FleetEvent[]): void {
  const s = k.state;
  for (; s.nextHeartbeatAt <= t1; s.nextHeartbeatAt += opts.heartbeatMs) {
    const at = s.nextHeartbeatAt;
    if (!networkUp(k, at)) continue;
    driftSignal(k);
    s.lastHeartbeatAt = at;
    out.push({ type: 'HEARTBEAT', at, deviceIdx: k.spec.deviceIdx, signalDbm: s.signalDbm, firmwareVersion: k.spec.firmwareVersion });
    if (!s.online) {
      s.online = true;
      out.push({ type: 'DEVICE_ONLINE', at, deviceIdx: k.spec.deviceIdx });
      resolveAuto(k, 'NETWORK_OFFLINE', at, out);
    }
  }
  const deadline = s.lastHeartbeatAt + opts.offlineAfterMissed * opts.heartbeatMs;
  if (s.online && t1 >= deadline) {
    s.online = false;
    out.push({ type: 'DEVICE_OFFLINE', at: deadline, deviceIdx: k.spec.deviceIdx, lastHeartbeatAt: s.lastHeartbeatAt });
    // A power cut already has its own notice; silence without one is a network problem.
    if (powerOn(k)) openFault(k, 'NETWORK_OFFLINE', deadline, 'auto', out);
  }
}

/** Random walk pulled back towards the kiosk's usual level, clamped to what a modem reports. */
function driftSignal(k: Kiosk): void {
  const s = k.state;
  const next = s.signalDbm + 0.1 * (s.signalBase - s.signalDbm) + k.life.normal(0, 1.5);
  s.signalDbm = Math.round(Math.min(SIGNAL.bestDbm, Math.max(SIGNAL.worstDbm, next)));
}
