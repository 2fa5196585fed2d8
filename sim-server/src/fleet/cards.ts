// Employee cards and their welfare points. A card opens its division's kiosks inside the division's
// UID time slots (KST) and pays with points; the balance is set to the reset policy's point at each
// reset (DAILY at 00:00 KST, WEEKLY on resetDay 1–7 = Mon–Sun, MONTHLY on resetDay of the month).
// A due reset is applied before any use of the card at a later moment and by a sweep every tick, so
// balances follow time exactly, whatever the tick boundaries. Shared with the seeded history.
import type { CardResetEvent, FleetEvent, ResetCycle } from './events';
import { DAY_MS, kstDate, kstDayStart, kstMinuteOfDay, kstWeekday } from './kst';

export interface ResetRule {
  cycle: ResetCycle;
  /** 0 for DAILY, 1–7 (Mon–Sun) for WEEKLY, 1–28 for MONTHLY. */
  day: number;
  /** The balance after a reset. */
  point: number;
}

/** A KST time-of-day window in minutes, [from, to). */
export interface Slot {
  from: number;
  to: number;
}

export interface CardSpec {
  employeeUidIdx: number;
  /** Points left when the card joins the fleet (the database's balance). */
  point: number;
  /** When the card opens kiosks; empty: at any time. */
  slots: Slot[];
  reset: ResetRule | null;
  /** When the card was registered: its first reset comes after it (epoch ms). */
  since?: number;
}

/** 'HH:mm' → minutes since midnight. */
export function minutesOf(hhmm: string): number {
  return Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
}

/** Whether a moment lies in one of the slots (no slots: always). */
export function inSlots(slots: readonly Slot[], at: number): boolean {
  if (slots.length === 0) return true;
  const minute = kstMinuteOfDay(at);
  return slots.some((s) => minute >= s.from && minute < s.to);
}

/** The first reset of a rule strictly after `afterMs` (a KST midnight). */
export function nextResetAt(afterMs: number, rule: Pick<ResetRule, 'cycle' | 'day'>): number {
  let t = kstDayStart(afterMs);
  if (t <= afterMs) t += DAY_MS;
  // At most a week (weekly) or two months of midnights (monthly) to look at.
  for (let i = 0; i < 70; i++, t += DAY_MS) {
    if (rule.cycle === 'DAILY') return t;
    if (rule.cycle === 'WEEKLY' && (kstWeekday(t) || 7) === rule.day) return t;
    if (rule.cycle === 'MONTHLY' && Number(kstDate(t).slice(8, 10)) === rule.day) return t;
  }
  throw new RangeError(`no ${rule.cycle} reset on day ${rule.day}`);
}

interface CardState {
  spec: CardSpec;
  point: number;
  nextResetAt: number | null;
}

/** The balances of every card in the fleet (one per card, whichever kiosk it is used at). */
export class CardBook {
  private readonly cards = new Map<number, CardState>();

  /**
   * The cards become these; balances are taken from the specs (the database is the truth). A card
   * known before under the same rule keeps its next reset (one due while the engine catches up with
   * the clock is still made); a new card's first reset comes after its registration.
   */
  set(specs: readonly CardSpec[], now: number): void {
    const before = new Map(this.cards);
    this.cards.clear();
    for (const spec of [...specs].sort((a, b) => a.employeeUidIdx - b.employeeUidIdx)) {
      const known = before.get(spec.employeeUidIdx);
      const sameRule = known !== undefined && JSON.stringify(known.spec.reset) === JSON.stringify(spec.reset);
      const next = spec.reset ? (sameRule ? known.nextResetAt : nextResetAt(Math.max(now, spec.since ?? now), spec.reset)) : null;
      this.cards.set(spec.employeeUidIdx, { spec, point: spec.point, nextResetAt: next });
    }
  }

  has(employeeUidIdx: number): boolean {
    return this.cards.has(employeeUidIdx);
  }

  /** Whether the card opens kiosks at `at` (inside its slots). */
  opensAt(employeeUidIdx: number, at: number): boolean {
    const card = this.cards.get(employeeUidIdx);
    return card !== undefined && inSlots(card.spec.slots, at);
  }

  /** The balance at `at`, counting a reset due by then (nothing changes). */
  balanceAt(employeeUidIdx: number, at: number): number | undefined {
    const card = this.cards.get(employeeUidIdx);
    if (!card) return undefined;
    return card.nextResetAt !== null && card.nextResetAt <= at ? card.spec.reset!.point : card.point;
  }

  /** Pays `amount` at `at`; answers the balance after, or null when it is not enough (nothing changes). */
  spend(employeeUidIdx: number, at: number, amount: number, out: FleetEvent[]): number | null {
    const card = this.cards.get(employeeUidIdx);
    if (!card) return null;
    this.resetDue(card, at, out);
    if (card.point < amount) return null;
    card.point -= amount;
    return card.point;
  }

  /** Gives `amount` back at `at`; answers the balance after (null: the card is gone). */
  credit(employeeUidIdx: number, at: number, amount: number, out: FleetEvent[]): number | null {
    const card = this.cards.get(employeeUidIdx);
    if (!card) return null;
    this.resetDue(card, at, out);
    card.point += amount;
    return card.point;
  }

  /** Every reset due by `t`, in card order. */
  sweep(t: number, out: FleetEvent[]): void {
    for (const card of this.cards.values()) this.resetDue(card, t, out);
  }

  private resetDue(card: CardState, t: number, out: FleetEvent[]): void {
    const rule = card.spec.reset;
    while (rule && card.nextResetAt !== null && card.nextResetAt <= t) {
      // A reset that changes nothing is no event (the point log shows no "0 P" resets).
      if (card.point !== rule.point) {
        const event: CardResetEvent = {
          type: 'CARD_RESET', at: card.nextResetAt, deviceIdx: null, employeeUidIdx: card.spec.employeeUidIdx,
          point: rule.point - card.point, balance: rule.point, cycle: rule.cycle,
        };
        out.push(event);
      }
      card.point = rule.point;
      card.nextResetAt = nextResetAt(card.nextResetAt, rule);
    }
  }
}
