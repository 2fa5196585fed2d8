// Seeded employee cards and their points: 2–4 cards in every division with a reset policy and UID
// time slots (one in ten disabled). Each card's log starts with the RESET of its registration and
// follows the policy's resets, the purchases of its POINT sessions and the refunds of those, in time
// order, with the same rules as the fleet (cards.ts): a purchase the balance cannot cover is paid by
// credit card instead, so the card's point is always the running sum of its log and never negative.
import { toWireDateTime } from '../clock';
import type { DoorOpenRow } from '../db/repositories/door-opens';
import { purchaseMemo, type EmployeePointLogRow, type EmployeeUidRow } from '../db/repositories/employee-uids';
import type { PaymentLineRow, PaymentRow } from '../db/repositories/payments';
import type { ResetPolicy } from '../db/repositories/reset-policies';
import type { UidTime } from '../db/repositories/uid-times';
import { inSlots, minutesOf, nextResetAt, type ResetRule, type Slot } from '../fleet/cards';
import type { DivisionRow } from '../db/repositories/divisions';
import { DAY, WORLD_REF_DATE_MS, wireToMs, type Random } from './random';
import type { SeedRefund } from './sales-history';
import { recordText, resetMemo } from '../record-text';

/** Registered 1–20 days before the history starts. */
const REGISTERED_DAYS = [1, 20] as const;

export function generateCards(r: Random, divisions: DivisionRow[], policies: ResetPolicy[], uidTimes: UidTime[], historyStartMs: number): EmployeeUidRow[] {
  const cards: EmployeeUidRow[] = [];
  const uids = new Set<string>();
  for (const division of divisions) {
    const policy = policies.find((p) => p.divisionIdx === division.divisionIdx);
    if (!policy || !uidTimes.some((t) => t.divisionIdx === division.divisionIdx)) continue;
    for (let n = r.int(2, 4); n > 0; n--) {
      let uid = r.f.string.hexadecimal({ length: r.pick([8, 14]), casing: 'upper', prefix: '' });
      while (uids.has(uid)) uid = r.f.string.hexadecimal({ length: 14, casing: 'upper', prefix: '' });
      uids.add(uid);
      const created = toWireDateTime(historyStartMs - r.int(REGISTERED_DAYS[0] * 24, REGISTERED_DAYS[1] * 24) * (DAY / 24));
      cards.push({
        employeeUidIdx: cards.length + 1,
        companyIdx: division.companyIdx,
        divisionIdx: division.divisionIdx,
        uid,
        employeeName: r.personName(),
        employeeNo: `E${r.digits(5)}`,
        point: 0,
        enabled: r.f.datatype.boolean(0.9) ? 1 : 0,
        lastUsedAt: null,
        deletedDate: null,
        createdDate: created,
        updatedDate: created,
      });
    }
  }
  return cards;
}

/** Which enabled cards open a division's kiosks at a moment (inside the division's time slots). */
export function cardOpener(cards: EmployeeUidRow[], uidTimes: UidTime[]): (divisionIdx: number, at: number) => number[] {
  const slots = new Map<number, Slot[]>();
  for (const t of uidTimes) slots.set(t.divisionIdx, [...(slots.get(t.divisionIdx) ?? []), { from: minutesOf(t.startTime), to: minutesOf(t.endTime) }]);
  return (divisionIdx, at) =>
    cards.filter((c) => c.enabled === 1 && c.divisionIdx === divisionIdx && inSlots(slots.get(divisionIdx) ?? [], at)).map((c) => c.employeeUidIdx);
}

interface CardEvent {
  at: number;
  /** Resets come first at a moment, as the fleet applies a due reset before a use. */
  order: number;
  apply(): void;
}

export interface CardHistory {
  payments: PaymentRow[];
  paymentLines: PaymentLineRow[];
  doorOpens: DoorOpenRow[];
  refunds: SeedRefund[];
}

/**
 * Settles every card's points over the history (changing `cards`, and the POINT payments a balance
 * could not cover into credit-card ones) and answers the point log.
 */
export function settleCards(cards: EmployeeUidRow[], policies: ResetPolicy[], h: CardHistory): EmployeePointLogRow[] {
  const logs: EmployeePointLogRow[] = [];
  const lines = new Map<number, PaymentLineRow[]>();
  for (const l of h.paymentLines) lines.set(l.paymentIdx, [...(lines.get(l.paymentIdx) ?? []), l]);
  const doors = new Map(h.doorOpens.filter((d) => d.paymentIdx !== null).map((d) => [d.paymentIdx!, d]));
  const byCard = new Map<number, PaymentRow[]>();
  for (const p of h.payments) if (p.employeeUidIdx !== null) byCard.set(p.employeeUidIdx, [...(byCard.get(p.employeeUidIdx) ?? []), p]);
  const refundsOf = new Map<number, SeedRefund[]>();
  for (const r of h.refunds) refundsOf.set(r.paymentIdx, [...(refundsOf.get(r.paymentIdx) ?? []), r]);

  for (const card of cards) {
    const policy = policies.find((p) => p.divisionIdx === card.divisionIdx)!;
    const rule: ResetRule = { cycle: policy.resetCycle, day: policy.resetDay, point: policy.resetPoint };
    let balance = 0;
    const log = (at: string, point: number, reason: EmployeePointLogRow['reason'], memo: string, referenceIdx: number | null = null) => {
      balance += point;
      logs.push({ employeePointLogIdx: logs.length + 1, employeeUidIdx: card.employeeUidIdx, referenceIdx, point, balance, reason, memo, createdDate: at });
    };
    const events: CardEvent[] = [];
    for (let t = nextResetAt(wireToMs(card.createdDate), rule); t < WORLD_REF_DATE_MS; t = nextResetAt(t, rule)) {
      const at = toWireDateTime(t);
      // As the fleet's (cards.ts): a reset that changes nothing leaves no entry.
      events.push({ at: t, order: 0, apply: () => balance !== rule.point && log(at, rule.point - balance, 'RESET', resetMemo(rule.cycle)) });
    }
    const converted = new Set<number>();
    for (const payment of byCard.get(card.employeeUidIdx) ?? []) {
      const at = wireToMs(payment.approveAt);
      events.push({
        at, order: 1,
        apply: () => {
          if (payment.state === 'DECLINED') return;
          if (balance < payment.amount) {
            // Not enough points: the employee paid by credit card.
            converted.add(payment.paymentIdx);
            payment.paymentMode = 2;
            payment.employeeUidIdx = null;
            const door = doors.get(payment.paymentIdx);
            if (door) Object.assign(door, { openType: 'CARD', employeeUidIdx: null });
            return;
          }
          log(payment.approveAt, -payment.amount, 'PURCHASE', purchaseMemo(lines.get(payment.paymentIdx) ?? []), payment.paymentIdx);
          card.lastUsedAt = payment.approveAt;
        },
      });
      for (const refund of refundsOf.get(payment.paymentIdx) ?? []) {
        events.push({
          at: refund.at, order: 1,
          apply: () => {
            if (!converted.has(payment.paymentIdx)) log(toWireDateTime(refund.at), refund.amount, 'REFUND', recordText('refund', { payment: payment.paymentIdx }), payment.paymentIdx);
          },
        });
      }
    }
    log(card.createdDate, rule.point, 'RESET', recordText('newCard'));
    for (const e of events.sort((a, b) => a.at - b.at || a.order - b.order)) e.apply();
    card.point = balance;
  }
  return logs;
}
