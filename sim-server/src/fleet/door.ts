// Door sessions: planning who opens and what they mean to do, opening, the "left open" alarm, and
// closing, which writes the whole bundle (door row, payment, stock) at the moment of closing.
import { customerRefusal, hasFault, staffRefusal, type Refusal } from './condition';
import type { FleetEvent } from './events';
import { openFault, resolveFault } from './fault-ops';
import { MINUTE_MS } from './kst';
import type { CustomerMode, CustomerSession, FleetOptions, Kiosk, StaffSession, WantedItem } from './model';
import type { Random } from './random';
import { settleRestock } from './restock';
import { settleSale, takenLines } from './sale';
import { doorOpened } from './thermal';

export const DOOR = {
  customerSec: [20, 90],
  staffMin: [3, 8],
  /** A forgetful customer's door stays open this long before someone shuts it. */
  forgottenMin: [3, 15],
  alarmAfterMs: 120_000,
} as const;

export interface CustomerRequest {
  items?: WantedItem[];
  mode?: CustomerMode;
  /** How long the door stays open (default 20–90 s, now and then much longer). */
  durationMs?: number;
  /** Leave the door open until clearFault(CABINET_DOOR_OPEN). */
  leaveOpen?: boolean;
}

export interface StaffRequest {
  items?: WantedItem[];
  employeeUidIdx?: number;
  durationMs?: number;
}

const MODE_WEIGHTS = {
  TC: { APP: 50, CARD: 40, POINT: 10 },
  ZELOTEK: { APP: 25, CARD: 70, POINT: 5 },
} as const;

/** Draws everything random about a customer's visit now, from the stream of whoever caused it. */
export function planCustomer(k: Kiosk, at: number, rng: Random, opts: FleetOptions, req: CustomerRequest = {}): CustomerSession | Refusal {
  const mode = req.mode ?? pickMode(k, rng);
  const refusal = customerRefusal(k, at, mode);
  if (refusal) return refusal;
  const wanted = req.items ?? randomBasket(k, rng);
  const forgetful = rng.chance(opts.forgetfulRate);
  const usualMs = rng.between(DOOR.customerSec[0], DOOR.customerSec[1]) * 1000;
  const forgottenMs = rng.between(DOOR.forgottenMin[0], DOOR.forgottenMin[1]) * MINUTE_MS;
  const durationMs = req.leaveOpen ? null : (req.durationMs ?? (forgetful ? forgottenMs : usualMs));
  const declined = rng.chance(opts.declineRate);
  const approveNo = rng.digits(8);
  const employees = k.spec.employees ?? [];
  const payer = mode === 'POINT' && employees.length > 0 ? rng.pick(employees).employeeUidIdx : null;
  return {
    kind: 'customer', sessionId: nextSessionId(k), openType: mode, openAt: at,
    closeAt: durationMs === null ? null : at + Math.round(durationMs), employeeUidIdx: payer, wanted, declined, approveNo,
  };
}

export function planStaff(k: Kiosk, at: number, rng: Random, req: StaffRequest = {}): StaffSession | Refusal {
  const refusal = staffRefusal(k);
  if (refusal) return refusal;
  const employees = k.spec.employees ?? [];
  const durationMs = req.durationMs ?? rng.between(DOOR.staffMin[0], DOOR.staffMin[1]) * MINUTE_MS;
  const employee = req.employeeUidIdx ?? (employees.length > 0 ? rng.pick(employees).employeeUidIdx : null);
  return {
    kind: 'staff', sessionId: nextSessionId(k), openType: 'EMPLOYEE', openAt: at, closeAt: at + Math.round(durationMs),
    employeeUidIdx: employee, items: req.items ?? null,
  };
}

export function openDoor(k: Kiosk, session: CustomerSession | StaffSession): void {
  k.state.door = session;
  for (const z of k.state.zones) doorOpened(z);
}

/** Minutes the door stood open within (t0, t1]. */
export function doorOpenMinutes(k: Kiosk, t0: number, t1: number): number {
  const door = k.state.door;
  if (!door) return 0;
  const from = Math.max(door.openAt, t0);
  const to = Math.min(door.closeAt ?? t1, t1);
  return Math.max(0, to - from) / MINUTE_MS;
}

/** Raise CABINET_DOOR_OPEN when a customer's door has been open for two minutes (staff work in service mode). */
export function checkDoorLeftOpen(k: Kiosk, t1: number, out: FleetEvent[]): void {
  const door = k.state.door;
  if (door?.kind !== 'customer') return;
  const alarmAt = door.openAt + DOOR.alarmAfterMs;
  if (alarmAt <= t1 && (door.closeAt === null || door.closeAt > alarmAt)) openFault(k, 'CABINET_DOOR_OPEN', alarmAt, 'auto', out);
}

/** Close the door at `at`: door row, then payment and stock (customer) or restock (staff). */
export function closeDoor(k: Kiosk, at: number, by: 'auto' | 'command', out: FleetEvent[]): void {
  const door = k.state.door;
  if (!door) return;
  k.state.door = null;
  const lines = door.kind === 'customer' ? takenLines(k, door) : [];
  out.push({
    type: 'DOOR_SESSION', at, deviceIdx: k.spec.deviceIdx, sessionId: door.sessionId, openType: door.openType,
    openAt: door.openAt, closeAt: at, employeeUidIdx: door.employeeUidIdx, hasPayment: lines.length > 0,
  });
  if (door.kind === 'customer' && lines.length > 0) settleSale(k, door, lines, at, out);
  if (door.kind === 'staff') settleRestock(k, door, at, out);
  for (const fault of k.state.faults.filter((f) => f.code === 'CABINET_DOOR_OPEN')) resolveFault(k, fault, at, by, out);
}

function nextSessionId(k: Kiosk): string {
  return `S${k.spec.deviceIdx}-${++k.state.sessionSeq}`;
}

function pickMode(k: Kiosk, rng: Random): CustomerMode {
  const weights = MODE_WEIGHTS[k.spec.provider];
  const cardDown = hasFault(k, 'PAYMENT_CARD_READER');
  return rng.weighted(
    (Object.keys(weights) as CustomerMode[]).map((mode) => ({ value: mode, weight: mode === 'CARD' && cardDown ? 0 : weights[mode] })),
  );
}

/** 0–3 items (mostly 1), from products with stock; sometimes a customer just looks. */
function randomBasket(k: Kiosk, rng: Random): WantedItem[] {
  const size = rng.weighted([{ value: 0, weight: 8 }, { value: 1, weight: 60 }, { value: 2, weight: 24 }, { value: 3, weight: 8 }]);
  const onShelf = [...k.state.products.values()].filter((p) => p.stock > 0);
  const basket: WantedItem[] = [];
  for (let i = 0; i < size && onShelf.length > 0; i++) {
    const product = rng.pick(onShelf);
    const line = basket.find((w) => w.productMappingIdx === product.productMappingIdx);
    if (line) line.count += 1;
    else basket.push({ productMappingIdx: product.productMappingIdx, count: 1 });
  }
  return basket;
}
