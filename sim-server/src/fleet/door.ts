// Door sessions: planning who opens and what they mean to do, opening, the "left open" alarm, and
// closing, which writes the whole bundle (door row, payment, stock) at the moment of closing.
import { customerRefusal, hasFault, staffRefusal, type Refusal } from './condition';
import type { FleetEvent } from './events';
import { openFault, resolveFault } from './fault-ops';
import { HOUR_MS, MINUTE_MS } from './kst';
import type { TickContext } from './tick';
import type { CustomerMode, CustomerSession, Kiosk, StaffSession, WantedItem } from './model';
import type { Random } from './random';
import { settleRestock } from './restock';
import { modeWeights } from './payment-modes';
import { pricedLines, settleSale } from './sale';
import { unitsPicked } from './pricing';
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
  /** An employee taps this card (POINT mode). */
  employeeUidIdx?: number;
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

/**
 * Draws everything random about a customer's visit now, from the stream of whoever caused it. A
 * POINT visit is an employee tapping a card of the kiosk's division: only inside its time slots and
 * with points enough for the basket. A tap the card cannot make is refused; when the fleet itself
 * chose POINT and no card can pay, the customer pays another way.
 */
export function planCustomer(k: Kiosk, at: number, rng: Random, ctx: TickContext, req: CustomerRequest = {}): CustomerSession | Refusal {
  const { opts } = ctx;
  let mode = req.mode ?? (req.employeeUidIdx !== undefined ? 'POINT' : pickMode(k, at, rng, ctx));
  if (mode === null) return 'CARD_READER_FAULT'; // a card-only kiosk with a broken reader: nobody can pay
  const refusal = customerRefusal(k, at, mode);
  if (refusal) return refusal;
  const wanted = req.items ?? randomBasket(k, rng, (productIdx) => unitsPicked(ctx.promotionFor(k, productIdx, at)));
  let payer: number | null = null;
  if (mode === 'POINT') {
    const cost = basketCost(k, wanted, at, ctx);
    if (req.employeeUidIdx !== undefined) {
      const cardRefusal = cardRefusalOf(k, req.employeeUidIdx, at, cost, ctx);
      if (cardRefusal) return cardRefusal;
      payer = req.employeeUidIdx;
    } else {
      const usable = (k.spec.employees ?? []).filter((e) => cardRefusalOf(k, e.employeeUidIdx, at, cost, ctx) === null);
      if (usable.length > 0) payer = rng.pick(usable).employeeUidIdx;
      else if (req.mode === 'POINT') return 'NO_CARD';
      else mode = pickMode(k, at, rng, ctx, false) ?? 'APP'; // only a TC kiosk takes points, and it always takes the app
    }
  }
  const forgetful = rng.chance(opts.forgetfulRate);
  const usualMs = rng.between(DOOR.customerSec[0], DOOR.customerSec[1]) * 1000;
  const forgottenMs = rng.between(DOOR.forgottenMin[0], DOOR.forgottenMin[1]) * MINUTE_MS;
  const durationMs = req.leaveOpen ? null : (req.durationMs ?? (forgetful ? forgottenMs : usualMs));
  const declined = rng.chance(opts.declineRate);
  const approveNo = rng.digits(8);
  const refund = rng.chance(opts.refundRate) ? { delayMs: Math.round(rng.between(opts.refundAfterHours[0], opts.refundAfterHours[1]) * HOUR_MS), pick: rng.float() } : null;
  return {
    kind: 'customer', sessionId: nextSessionId(k), openType: mode, openAt: at,
    closeAt: durationMs === null ? null : at + Math.round(durationMs), employeeUidIdx: payer, wanted, declined, approveNo, refund,
  };
}

/**
 * A card this kiosk knows: one of its division's live employee cards. Whatever a card does at a door
 * (pay at a customer's, restock at a staff one) asks this first; another company's card or one that
 * does not exist is UNKNOWN_CARD.
 */
export function knowsCard(k: Kiosk, employeeUidIdx: number, ctx: TickContext): boolean {
  return (k.spec.employees ?? []).some((e) => e.employeeUidIdx === employeeUidIdx) && ctx.cards.has(employeeUidIdx);
}

/** Why a card cannot pay `cost` on this kiosk at `at`, or null if it can. */
function cardRefusalOf(k: Kiosk, employeeUidIdx: number, at: number, cost: number, ctx: TickContext): Refusal | null {
  if (!knowsCard(k, employeeUidIdx, ctx)) return 'UNKNOWN_CARD';
  if (!ctx.cards.opensAt(employeeUidIdx, at)) return 'CARD_OUTSIDE_HOURS';
  return (ctx.cards.balanceAt(employeeUidIdx, at) ?? 0) < cost ? 'NOT_ENOUGH_POINTS' : null;
}

/** What the wanted items would cost now, as far as the shelves hold them. */
function basketCost(k: Kiosk, wanted: readonly WantedItem[], at: number, ctx: TickContext): number {
  return pricedLines(k, wanted, at, ctx).reduce((sum, l) => sum + l.amount, 0);
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
export function closeDoor(k: Kiosk, at: number, by: 'auto' | 'command', ctx: TickContext, out: FleetEvent[]): void {
  const door = k.state.door;
  if (!door) return;
  k.state.door = null;
  const lines = door.kind === 'customer' ? pricedLines(k, door.wanted, at, ctx) : [];
  out.push({
    type: 'DOOR_SESSION', at, deviceIdx: k.spec.deviceIdx, sessionId: door.sessionId, openType: door.openType,
    openAt: door.openAt, closeAt: at, employeeUidIdx: door.employeeUidIdx, hasPayment: lines.length > 0,
  });
  if (door.kind === 'customer' && lines.length > 0) settleSale(k, door, lines, at, ctx, out);
  if (door.kind === 'staff') settleRestock(k, door, at, out);
  for (const fault of k.state.faults.filter((f) => f.code === 'CABINET_DOOR_OPEN')) resolveFault(k, fault, at, by, out);
}

function nextSessionId(k: Kiosk): string {
  return `S${k.spec.deviceIdx}-${++k.state.sessionSeq}`;
}

/** How a customer the fleet sends pays (payment-modes.ts), or null when nobody can pay here now. */
function pickMode(k: Kiosk, at: number, rng: Random, ctx: TickContext, points = true): CustomerMode | null {
  const cardHours = points && (k.spec.employees ?? []).some((e) => ctx.cards.opensAt(e.employeeUidIdx, at) && (ctx.cards.balanceAt(e.employeeUidIdx, at) ?? 0) > 0);
  const weights = modeWeights(k.spec.provider, { cardHours, cardReaderDown: hasFault(k, 'PAYMENT_CARD_READER') });
  return weights.length > 0 ? rng.weighted(weights) : null;
}

/** 0–3 picks (mostly 1), from products with stock, each `picked` units; sometimes a customer just looks. */
function randomBasket(k: Kiosk, rng: Random, picked: (productIdx: number) => number): WantedItem[] {
  const size = rng.weighted([{ value: 0, weight: 8 }, { value: 1, weight: 60 }, { value: 2, weight: 24 }, { value: 3, weight: 8 }]);
  const onShelf = [...k.state.products.values()].filter((p) => p.stock > 0);
  const basket: WantedItem[] = [];
  for (let i = 0; i < size && onShelf.length > 0; i++) {
    const product = rng.pick(onShelf);
    const line = basket.find((w) => w.productMappingIdx === product.productMappingIdx);
    if (line) line.count += 1;
    else basket.push({ productMappingIdx: product.productMappingIdx, count: picked(product.productIdx) });
  }
  return basket;
}
