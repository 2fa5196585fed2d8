// What the engine tells the outside world. Each event carries what the database wiring needs to
// write the contract's rows; events of one door session share a sessionId and the same `at`.
import type { TRANSACTION_CODES } from '../../../contract/index';
import type { Bilingual } from '../../../contract/index';
import type { CheckItem, FaultCode, FaultSeverity } from './faults';
import type { FaultSource, OpenType, ZoneReading } from './model';
import type { PricedLine, PromotionTerms } from './pricing';

export type TransactionCode = (typeof TRANSACTION_CODES)[number];
/** How often an employee card's points are reset (fleet/cards.ts). */
export type ResetCycle = 'DAILY' | 'WEEKLY' | 'MONTHLY';

interface Base<T extends string> {
  type: T;
  /** Epoch ms of simulated time. */
  at: number;
  deviceIdx: number;
}

/** device.reportAt; coalesced to the newest per kiosk per advanceTo() by default. */
export interface HeartbeatEvent extends Base<'HEARTBEAT'> {
  signalDbm: number;
  firmwareVersion: string;
}

export interface TemperatureSampleEvent extends Base<'TEMPERATURE_SAMPLE'> {
  zones: ZoneReading[];
}

/** One doorOpen row. `at` = closeAt. */
export interface DoorSessionEvent extends Base<'DOOR_SESSION'> {
  sessionId: string;
  openType: OpenType;
  openAt: number;
  closeAt: number;
  employeeUidIdx: number | null;
  /** True when a PAYMENT with the same sessionId follows (doorOpen.paymentIdx). */
  hasPayment: boolean;
}

export interface PaymentLineOut extends PricedLine {
  productMappingIdx: number;
  productIdx: number;
  productName: string;
  count: number;
  /** The promotion's terms the line was priced by, so a trimmed line can be priced again. */
  terms: PromotionTerms | null;
}
/** One payment row. approveAt = at = the door's close. */
export interface PaymentEvent extends Base<'PAYMENT'> {
  sessionId: string;
  /** 'tc' or 'zelotek'. */
  provider: string;
  /** 1 app, 2 credit card, 99 points. */
  paymentMode: 1 | 2 | 99;
  approveResult: number;
  approved: boolean;
  /** 'PAID' or 'DECLINED'. */
  state: string;
  amount: number;
  approveNo: string | null;
  productList: PaymentLineOut[];
  /** The employee card whose points paid (POINT mode), for the point log. */
  employeeUidIdx: number | null;
  /** The card's balance after paying, as the engine counts it (null without a card). */
  pointBalance: number | null;
  /** A refund the fleet will make later (the vision system charged for a product put back). */
  refund: { at: number; productMappingIdx: number } | null;
}

/**
 * Money back for one line of an earlier payment (the one of this device approved at paymentAt), its
 * units back on the shelf; and the points back to the card that paid.
 */
export interface RefundEvent extends Base<'REFUND'> {
  paymentAt: number;
  productMappingIdx: number;
  count: number;
  amount: number;
  /** The engine's stock after the units came back; null when the product left the kiosk. */
  stockAfter: number | null;
  employeeUidIdx: number | null;
  pointBalance: number | null;
}

/** An employee card's points set to its division's resetPoint (deviceIdx null: no kiosk did it). */
export interface CardResetEvent extends Omit<Base<'CARD_RESET'>, 'deviceIdx'> {
  deviceIdx: null;
  employeeUidIdx: number;
  /** The change (resetPoint − balance before). */
  point: number;
  balance: number;
  cycle: ResetCycle;
}

/** One productTransaction row; also the new stock (and expiry) of the product mapping. */
export interface StockTransactionEvent extends Base<'STOCK_TRANSACTION'> {
  sessionId: string;
  productMappingIdx: number;
  productIdx: number;
  transactionCode: TransactionCode;
  /** Signed change in stock. */
  count: number;
  stockAfter: number;
  /** New expiredDate of the mapping when a fresh batch went in; undefined = unchanged. */
  expiredDate?: string;
  memo: string;
  /** A staff visit's ADD: the warehouse it comes from as far as that holds the product (the rest from the supplier). */
  sourceDivisionIdx?: number;
}

/** A new fault notice (state OPEN). faultId identifies it until FAULT_RESOLVED. */
export interface FaultRaisedEvent extends Base<'FAULT_RAISED'> {
  faultId: string;
  code: FaultCode;
  component: string;
  severity: FaultSeverity;
  description: Bilingual;
  source: FaultSource;
}
export interface FaultResolvedEvent extends Base<'FAULT_RESOLVED'> {
  faultId: string;
  code: FaultCode;
  severity: FaultSeverity;
  /** Who ended it: the engine's own logic, or a clearFault command. */
  by: 'auto' | 'command';
}

export interface SelfCheckEvent extends Base<'SELF_CHECK'> {
  passed: boolean;
  results: { component: CheckItem; passed: boolean; detail: string }[];
}

export interface DeviceOfflineEvent extends Base<'DEVICE_OFFLINE'> {
  lastHeartbeatAt: number;
}
export type DeviceOnlineEvent = Base<'DEVICE_ONLINE'>;

/** A scenario started; deviceIdx is null when it concerns the whole fleet. */
export interface ScenarioEvent extends Omit<Base<'SCENARIO'>, 'deviceIdx'> {
  deviceIdx: number | null;
  name: string;
  description: Bilingual;
  deviceIdxs: number[];
}

export type FleetEvent =
  | HeartbeatEvent
  | TemperatureSampleEvent
  | DoorSessionEvent
  | PaymentEvent
  | RefundEvent
  | CardResetEvent
  | StockTransactionEvent
  | FaultRaisedEvent
  | FaultResolvedEvent
  | SelfCheckEvent
  | DeviceOfflineEvent
  | DeviceOnlineEvent
  | ScenarioEvent;

export type FleetEventType = FleetEvent['type'];
export type EventOf<T extends FleetEventType> = Extract<FleetEvent, { type: T }>;

/** Stable sort by time: events at the same moment keep the order they were produced in. */
export function byTime(events: FleetEvent[]): FleetEvent[] {
  return events.sort((a, b) => a.at - b.at); // Array sort is stable (ES2019)
}
