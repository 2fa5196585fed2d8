// The address of one door session or one payment: its device's page (spec §2 detail routes) with the
// record and its day in the query. Neither list call reads one record by its key, so the screen asks
// its device's list of that day for it (decisions: door sessions and their payments).
import { paths } from './paths';

/** The KST day (YYYY-MM-DD) of a wire date-time. */
export const wireDay = (wireDateTime: string): string => wireDateTime.slice(0, 10);

/** The query keys of a record's address. */
export const RECORD_QUERY = { session: 'session', day: 'day', payment: 'payment' } as const;

/** /management/doorOpen/{deviceIdx}?session={doorOpenIdx}&day={day it opened}: the session's detail. */
export function doorSessionAddress(s: { deviceIdx: number; doorOpenIdx: number; openAt: string }): string {
  const query = new URLSearchParams({ [RECORD_QUERY.session]: String(s.doorOpenIdx), [RECORD_QUERY.day]: wireDay(s.openAt) });
  return `${paths.doorOpenDetail(s.deviceIdx)}?${query}`;
}

/** /management/payment/history/{deviceIdx}?startDate=day&endDate=day&payment={paymentIdx}: the payment's detail. */
export function paymentAddress(p: { deviceIdx: number; paymentIdx: number; day: string }): string {
  const query = new URLSearchParams({ startDate: p.day, endDate: p.day, [RECORD_QUERY.payment]: String(p.paymentIdx) });
  return `${paths.paymentDevice(p.deviceIdx)}?${query}`;
}
