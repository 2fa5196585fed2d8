// A payment and its door session, found with the catalog's list calls: the payment list of the
// device and day, the door-open list of the device around the payment (a session opens before its
// payment, and may open the day before). Failures say 'Information lookup failed' (spec §8).
import dayjs from 'dayjs';
import { api } from '@contract/api-routes';
import type { ResponseOf } from '@contract/endpoint';
import { MAX_PAGE_SIZE, WIRE_DATE_FORMAT } from '@contract/constants';
import { wireDay } from '../../core/recordAddress';
import { findInList, type Found } from '../../ui/useFound';
import type { Payment, PaymentListQuery } from './store';

export type DoorSession = ResponseOf<typeof api.device.openDoorList>['data']['list'][number];

/** Payment `paymentIdx` of the device, approved on one of the days from `startDate` to `endDate`. */
export function findPayment(deviceIdx: number, paymentIdx: number, startDate: string, endDate = startDate): Promise<Found<Payment>> {
  return findInList(api.payment.list, { body: { deviceIdx, startDate, endDate, size: MAX_PAGE_SIZE } }, (p) => p.paymentIdx === paymentIdx);
}

/**
 * Payment `paymentIdx` among those a list's scope and period answer: asked for by its number (the
 * keyword takes `#9551`, so a payment deep in a long period is found), else among the first
 * MAX_PAGE_SIZE, for a back end whose search does not match payment numbers.
 */
export async function findPaymentAmong(scope: Pick<PaymentListQuery, 'companyIdx' | 'divisionIdx' | 'deviceIdx' | 'startDate' | 'endDate'>, paymentIdx: number): Promise<Found<Payment>> {
  const byNumber = await findInList(api.payment.list, { body: { ...scope, keyword: `#${paymentIdx}` } }, (p) => p.paymentIdx === paymentIdx);
  if (!byNumber.ok || byNumber.record) return byNumber;
  return findInList(api.payment.list, { body: { ...scope, size: MAX_PAGE_SIZE } }, (p) => p.paymentIdx === paymentIdx);
}

/** The door session the payment came from: the device's session that names it. */
export function findDoorSessionOf(payment: Pick<Payment, 'deviceIdx' | 'paymentIdx' | 'approveAt'>): Promise<Found<DoorSession>> {
  const day = wireDay(payment.approveAt);
  const dayBefore = dayjs(day).subtract(1, 'day').format(WIRE_DATE_FORMAT);
  return findInList(api.device.openDoorList, { body: { deviceIdx: payment.deviceIdx, startDate: dayBefore, endDate: day, size: MAX_PAGE_SIZE } }, (s) => s.paymentIdx === payment.paymentIdx);
}
