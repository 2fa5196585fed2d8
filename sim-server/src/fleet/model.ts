// The engine's own input and state. Input (KioskSpec) is what the wiring reads from the database;
// state (KioskState) is what the engine keeps between ticks and is never shared with callers.
import type { DEVICE_TYPES, PROVIDERS } from '../../../contract/index';
import type { FaultCode, FaultSeverity } from './faults';
import type { Random } from './random';
import type { TelemetryRules } from './telemetry-rules';
import type { VisitSchedule } from './replenishment';

export type Provider = (typeof PROVIDERS)[number];
export type DeviceType = (typeof DEVICE_TYPES)[number];

/** One zone's reading as the kiosk sends it. */
export interface ZoneReading {
  zoneNo: number;
  setpoint: number;
  /** °C to one decimal; null while the probe is broken. */
  temperature: number | null;
  compressorOn: boolean;
  /** The defrost heater runs. */
  defrosting: boolean;
  /** In a defrost or its pull-down: alarms are held, and the chart shades it as a defrost. */
  defrost: boolean;
}

export type CustomerMode = 'APP' | 'CARD' | 'POINT';
/** doorOpen.openType */
export type OpenType = CustomerMode | 'EMPLOYEE';

// ── Input ──────────────────────────────────────────────────────────────────
export interface ProductSpec {
  productMappingIdx: number;
  productIdx: number;
  productName: string;
  /** Won. */
  price: number;
  cost: number;
  stock: number;
  /** 'YYYY-MM-DD' (KST) or null. */
  expiredDate: string | null;
  /** Shelf life of a fresh batch, for the expiry date of restocked units (default 7). */
  shelfLifeDays?: number;
  /** Stock a staff visit fills up to (default: the replenishment rule on the kiosk's pace, at least the starting stock). */
  parLevel?: number;
}

export interface TraySpec {
  trayIdx: number;
  /** Refrigerated zone the tray sits in; null for ambient shelves. */
  zoneNo: number | null;
  products: ProductSpec[];
}

export interface ZoneSpec {
  zoneNo: number;
  /** Target temperature in °C. */
  setpoint: number;
  /** The cabinet's temperature at the start (its last reading); default: near the setpoint. */
  startC?: number;
  /** The last reading was a defrost's: the new kiosk is in its pull-down, alarms held. */
  startHeld?: boolean;
}

export interface EmployeeSpec {
  employeeUidIdx: number;
  uid: string;
}

/**
 * A refund still to come: `count` units of one product of the payment this kiosk approved at
 * paymentAt go back on the shelf at `at`, and `amount` back to the payer (points to the card).
 */
export interface PendingRefund {
  at: number;
  paymentAt: number;
  productMappingIdx: number;
  count: number;
  amount: number;
  employeeUidIdx: number | null;
}

export interface KioskSpec {
  deviceIdx: number;
  /** Where the kiosk stands: which promotions apply to it. */
  companyIdx?: number;
  divisionIdx?: number;
  serialNumber: string;
  provider: Provider;
  deviceType: DeviceType;
  firmwareVersion: string;
  zones: ZoneSpec[];
  trays: TraySpec[];
  /**
   * Employee cards of the kiosk's division: staff who restock it (staff visits happen without them
   * too) and employees who pay with points (their balances are the fleet's CardBook).
   */
  employees?: EmployeeSpec[];
  /** Refunds planned before the kiosk was built (a restart), made when due. */
  pendingRefunds?: PendingRefund[];
  /** Customer door sessions on an average weekday (default: drawn from 30–120). */
  sessionsPerDay?: number;
  /** Start cut off from the network (a device the database says is offline). */
  startOffline?: boolean;
  /** Staff visits of the kiosk's route and the warehouse feeding them (default: one morning visit a day, from the supplier). */
  restock?: RestockSpec;
}

export interface RestockSpec extends VisitSchedule {
  sourceDivisionIdx: number | null;
}

// ── State ──────────────────────────────────────────────────────────────────
export interface ZoneState {
  zoneNo: number;
  /** Band, defrost and alarms of the device's type and class. */
  rules: TelemetryRules;
  setpoint: number;
  /** Temperature of the cabinet and its goods (slow). */
  mass: number;
  /** Warm air let in by door openings on top of the mass (fast, decays in minutes). */
  airBump: number;
  compressorOn: boolean;
  /** Cooling power and heat leak of this unit, varied a little per fridge. */
  coolRate: number;
  leakK: number;
  defrostUntil: number | null;
  /** °C per minute the heater adds during the current defrost. */
  defrostRate: number;
  nextDefrostAt: number;
  /** Temperature alarms are held until this (defrost and its pull-down). */
  alarmHoldUntil: number;
  /** First reading of the current run above the warning line (below the low line). */
  warmSince: number | null;
  coldSince: number | null;
}

export interface ProductState extends ProductSpec {
  trayIdx: number;
  parLevel: number;
  shelfLifeDays: number;
}

export interface WantedItem {
  productMappingIdx: number;
  count: number;
}

interface SessionBase {
  sessionId: string;
  openAt: number;
  /** null: left open until someone closes it (clearFault CABINET_DOOR_OPEN). */
  closeAt: number | null;
  /** Staff who opened it, or the employee paying by points. */
  employeeUidIdx: number | null;
}
/** Everything random about a session is decided when the door opens, by whoever opened it. */
export interface CustomerSession extends SessionBase {
  kind: 'customer';
  openType: CustomerMode;
  /** What the customer means to take; capped by the stock left when the door closes. */
  wanted: WantedItem[];
  declined: boolean;
  approveNo: string;
  /** A refund of one line some hours after an approved payment: when, and which line (0–1 of the list). */
  refund: { delayMs: number; pick: number } | null;
}
export interface StaffSession extends SessionBase {
  kind: 'staff';
  openType: 'EMPLOYEE';
  /** Stock to add; null = fill every product up to its par level. */
  items: WantedItem[] | null;
}
export type DoorSession = CustomerSession | StaffSession;

export type FaultSource = 'random' | 'command' | 'auto' | 'scenario';

export interface OpenFault {
  faultId: string;
  code: FaultCode;
  severity: FaultSeverity;
  raisedAt: number;
  source: FaultSource;
  /** When a spontaneous fault ends by itself; null = until cleared. */
  resolveAt: number | null;
}

export interface KioskState {
  online: boolean;
  lastHeartbeatAt: number;
  nextHeartbeatAt: number;
  signalDbm: number;
  /** Where the signal drifts back to (placement of the kiosk). */
  signalBase: number;
  /** setOffline(true): heartbeats stop until setOffline(false). */
  forcedOffline: boolean;
  /** Timed outage (random blip or scenario). */
  networkDownUntil: number;
  zones: ZoneState[];
  products: Map<number, ProductState>;
  door: DoorSession | null;
  /** Refunds to make, oldest first. */
  refunds: PendingRefund[];
  faults: OpenFault[];
  lastSelfCheckAt: number | null;
  /** KST minute of day of the nightly self-check and the morning staff visit. */
  selfCheckMinute: number;
  nextSelfCheckAt: number;
  /** Minute of the daily visit when the kiosk has no route. */
  restockMinute: number;
  nextRestockAt: number;
  nextSampleAt: number;
  /** The last temperature reading sent (the dashboard and the alarms read the same one). */
  reported: ZoneReading[];
  sessionsPerDay: number;
  /** Per-kiosk counters, so ids do not depend on other kiosks. */
  sessionSeq: number;
  faultSeq: number;
}

export interface Kiosk {
  spec: KioskSpec;
  state: KioskState;
  /** Autonomous behaviour. */
  life: Random;
  /** Commands, so cockpit clicks do not reshuffle the kiosk's own future. */
  cmd: Random;
}

// ── Options ────────────────────────────────────────────────────────────────
export interface FleetOptions {
  tickMs: number;
  heartbeatMs: number;
  /** Missed heartbeats before a kiosk counts as offline. */
  offlineAfterMissed: number;
  temperatureSampleMs: number;
  /** Customer sessions happen by themselves (off in tests that want a quiet fridge). */
  traffic: boolean;
  /** Spontaneous faults per kiosk per day. */
  faultsPerKioskDay: number;
  declineRate: number;
  /** Share of approved payments refunded later, one line each. */
  refundRate: number;
  /** Hours after the payment a refund is made. */
  refundAfterHours: readonly [number, number];
  /** Share of customers who walk away leaving the door open. */
  forgetfulRate: number;
  /** A staff visit every morning fills up stock and discards expired units. */
  autoRestock: boolean;
  /** Keep only the newest HEARTBEAT per kiosk in each advanceTo() result. */
  coalesceHeartbeats: boolean;
}

export const DEFAULT_OPTIONS: FleetOptions = {
  tickMs: 30_000,
  heartbeatMs: 60_000,
  offlineAfterMissed: 3,
  temperatureSampleMs: 5 * 60_000,
  traffic: true,
  faultsPerKioskDay: 0.08,
  declineRate: 0.025,
  refundRate: 0.01,
  refundAfterHours: [1, 8],
  forgetfulRate: 0.002,
  autoRestock: true,
  coalesceHeartbeats: true,
};
