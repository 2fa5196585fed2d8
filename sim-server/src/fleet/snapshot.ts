// The read-only view of a kiosk for the cockpit and the wiring (device.status, live temperatures).
import type { DEVICE_STATUSES } from '../../../contract/index';
import { networkUp, powerOn } from './condition';
import type { ZoneReading } from './model';
import type { FaultSeverity } from './faults';
import { readZones } from './kiosk';
import type { Kiosk, OpenType, Provider } from './model';

export type DeviceStatus = (typeof DEVICE_STATUSES)[number];

export interface KioskSnapshot {
  deviceIdx: number;
  serialNumber: string;
  provider: Provider;
  /** device.status: OFFLINE when silent, FAULT with an open WARNING/CRITICAL notice, else ONLINE. */
  status: DeviceStatus;
  online: boolean;
  powerOn: boolean;
  networkUp: boolean;
  lastHeartbeatAt: number;
  signalDbm: number;
  /** Live air readings (the cockpit's view). */
  zones: ZoneReading[];
  /** The last readings the kiosk sent (what the dashboard and the alarms saw). */
  reported: ZoneReading[];
  door: { sessionId: string; openType: OpenType; openAt: number; closeAt: number | null } | null;
  openFaults: { faultId: string; code: string; severity: FaultSeverity; raisedAt: number }[];
  lastSelfCheckAt: number | null;
  stock: { productMappingIdx: number; stock: number; expiredDate: string | null }[];
}

export function stockOf(k: Kiosk): KioskSnapshot['stock'] {
  return [...k.state.products.values()].map((p) => ({ productMappingIdx: p.productMappingIdx, stock: p.stock, expiredDate: p.expiredDate }));
}

export function snapshotOf(k: Kiosk, now: number): KioskSnapshot {
  const s = k.state;
  const faulty = s.faults.some((f) => f.severity !== 'INFO');
  return {
    deviceIdx: k.spec.deviceIdx,
    serialNumber: k.spec.serialNumber,
    provider: k.spec.provider,
    status: !s.online ? 'OFFLINE' : faulty ? 'FAULT' : 'ONLINE',
    online: s.online,
    powerOn: powerOn(k),
    networkUp: networkUp(k, now),
    lastHeartbeatAt: s.lastHeartbeatAt,
    signalDbm: s.signalDbm,
    zones: readZones(k, now),
    reported: s.reported,
    door: s.door && { sessionId: s.door.sessionId, openType: s.door.openType, openAt: s.door.openAt, closeAt: s.door.closeAt },
    openFaults: s.faults.map((f) => ({ faultId: f.faultId, code: f.code, severity: f.severity, raisedAt: f.raisedAt })),
    lastSelfCheckAt: s.lastSelfCheckAt,
    stock: stockOf(k),
  };
}

