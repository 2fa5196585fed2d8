// How close stock is to its expiry date (pure). Expired: before today. Expiring soon: today up to
// DASHBOARD_LIMITS.expiringWithinDays days on (the dashboard's line). Dates are KST calendar days,
// like the wire.
import dayjs from 'dayjs';
import { WIRE_DATE_FORMAT } from '@contract/constants';
import { DASHBOARD_LIMITS } from '@contract/entities';

export type ExpiryState = 'expired' | 'soon' | 'ok' | 'none';

const kstDay = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today in KST as YYYY-MM-DD. */
export function todayKst(now: Date = new Date()): string {
  return kstDay.format(now);
}

/** A YYYY-MM-DD day `days` later. */
export function addDays(day: string, days: number): string {
  return dayjs(day).add(days, 'day').format(WIRE_DATE_FORMAT);
}

/** The last day that still counts as expiring soon. */
export function expiringSoonUntil(today: string = todayKst()): string {
  return addDays(today, DASHBOARD_LIMITS.expiringWithinDays);
}

export function expiryState(expiredDate: string | null | undefined, today: string = todayKst()): ExpiryState {
  if (!expiredDate) return 'none';
  const day = expiredDate.slice(0, 10);
  if (day < today) return 'expired';
  return day <= expiringSoonUntil(today) ? 'soon' : 'ok';
}
