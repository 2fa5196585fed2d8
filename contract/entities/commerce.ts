// Promotions, payments and the sales reports built on them.
import { z } from 'zod';
import { wireDateTime, won } from '../wire';
import { stamps } from './stamps';

export const PROMOTION_TYPES = ['RATE', 'COUNT', 'AMOUNT'] as const;
export const promotionType = z.enum(PROMOTION_TYPES);
/** Where a promotion stands at the server's now: before its start, running, or over. */
export const PROMOTION_STATUSES = ['SCHEDULED', 'ACTIVE', 'ENDED'] as const;
/**
 * A price promotion on one product, in one company's kiosks (all of them, or one division's).
 * RATE: promotionRate % off; COUNT: buy promotionSaleCount, get promotionFreeCount more free;
 * AMOUNT: sold at promotionAmount won. Active from startDateTime (inclusive) to endDateTime (exclusive).
 */
export const promotion = z.object({
  promotionIdx: z.number().int(),
  promotionName: z.string(),
  type: promotionType,
  status: z.enum(PROMOTION_STATUSES),
  companyIdx: z.number().int(),
  companyName: z.string(),
  productIdx: z.number().int(),
  productName: z.string(),
  /** The product's list price, for showing the discount. */
  listPrice: won,
  /** null: every kiosk of the company. */
  divisionIdx: z.number().int().nullable(),
  divisionName: z.string().nullable(),
  promotionRate: z.number().min(0).max(100).nullable(),
  promotionSaleCount: z.number().int().nullable(),
  promotionFreeCount: z.number().int().nullable(),
  /** Discounted price in won for AMOUNT. */
  promotionAmount: won.nullable(),
  startDateTime: wireDateTime,
  endDateTime: wireDateTime,
  ...stamps,
});

export const paymentLine = z.object({
  productIdx: z.number().int(),
  productName: z.string(),
  count: z.number().int(),
  /** Unit price charged (after the promotion). */
  price: won,
  /** Unit list price before any promotion. */
  listPrice: won,
  /** count × price, less the free units of a COUNT promotion. */
  amount: won,
  promotionType: promotionType.nullable(),
  promotionIdx: z.number().int().nullable(),
});
/** PAID approved; DECLINED approval failed; REFUNDED / PARTIAL_REFUND approved, then money returned. */
export const PAYMENT_STATES = ['PAID', 'DECLINED', 'REFUNDED', 'PARTIAL_REFUND'] as const;
export const payment = z.object({
  paymentIdx: z.number().int(),
  deviceIdx: z.number().int(),
  deviceName: z.string(),
  companyIdx: z.number().int(),
  divisionIdx: z.number().int(),
  divisionName: z.string(),
  /** 'tc' or another provider code. */
  provider: z.string(),
  /** For 'tc': 1 approved; for other providers: 0 approved. */
  approveResult: z.number().int(),
  /** Payment state shown in parentheses after 'approved' (e.g. PAID, REFUNDED). */
  state: z.string(),
  /** For 'tc': 1 app, 2 credit card, 99 points. */
  paymentMode: z.number().int(),
  amount: won,
  /** Money returned so far (REFUND transactions put the units back on the shelf). */
  refundAmount: won,
  refundedAt: wireDateTime.nullable(),
  approveNo: z.string().nullable(),
  approveAt: wireDateTime,
  /** The employee card that paid with points (paymentMode 99), if any. */
  employeeUidIdx: z.number().int().nullable(),
  employeeName: z.string().nullable(),
  address: z.string(),
  addressDetail: z.string(),
  productList: z.array(paymentLine),
});
/**
 * Revenue of one period (and one device when grouped by device). salesIdx names the period as a
 * number, YYYYMM for a month or YYYYMMDD for a day: /management/sales/{salesIdx} shows that period.
 */
export const revenueReport = z.object({
  salesIdx: z.number().int(),
  /** The period the row covers: YYYY-MM for monthly rows, YYYY-MM-DD for daily rows. */
  period: z.string(),
  deviceIdx: z.number().int().nullable(),
  deviceName: z.string().nullable(),
  /** The device's store (device names repeat from store to store); null when not grouped by device. */
  divisionName: z.string().nullable(),
  paymentCount: z.number().int().nonnegative(),
  totalAmount: won,
  refundAmount: won,
  netAmount: z.number().int(),
});
/** One product line of an approved payment: what sold, when, where, and under which promotion. */
export const productSale = z.object({
  paymentIdx: z.number().int(),
  productIdx: z.number().int(),
  productName: z.string(),
  category: z.string(),
  deviceIdx: z.number().int(),
  deviceName: z.string(),
  /** The device's store. */
  divisionName: z.string(),
  promotionType: promotionType.nullable(),
  productCount: z.number().int(),
  /** Net of refunds of this line. */
  amount: z.number().int(),
  approveAt: wireDateTime,
});
