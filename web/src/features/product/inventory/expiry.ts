// How close stock is to its expiry date (pure). Expired: before today. Expiring soon: today up to
// DASHBOARD_LIMITS.expiringWithinDays days on (the dashboard's line). Dates are KST calendar days,
// like the wire; today is the back end's (core/backendClock: the simulated clock in Simulator mode).
import dayjs from 'dayjs';
import { DASHBOARD_LIMITS, WIRE_DATE_FORMAT } from '@contract/constants';
import { backendNow, kstDay } from '../../../core/backendClock';

export type ExpiryState = 'expired' | 'soon' | 'ok' | 'none';

/** Today in KST as YYYY-MM-DD (by default the back end's today). */
export function todayKst(now: Date = new Date(backendNow())): string {
  return kstDay(now.getTime());
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
