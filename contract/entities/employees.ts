// Employee cards and their point logs.
import { z } from 'zod';
import { wireDateTime } from '../wire';
import { stamps } from './stamps';

/**
 * An employee's card (its UID) in a division with a welfare point balance: tapping it opens that
 * division's kiosks inside the division's UID time slots, and what the employee takes is paid with
 * points (paymentMode 99). The balance is set to the reset policy's resetPoint at each reset.
 */
export const employeeUid = z.object({
  employeeUidIdx: z.number().int(),
  companyIdx: z.number().int(),
  divisionIdx: z.number().int(),
  divisionName: z.string(),
  uid: z.string(),
  employeeName: z.string(),
  employeeNo: z.string(),
  /** Points left. */
  point: z.number().int(),
  enabled: z.boolean(),
  lastUsedAt: wireDateTime.nullable(),
  ...stamps,
});
export const employeePointLog = z.object({
  employeePointLogIdx: z.number().int(),
  employeeUidIdx: z.number().int(),
  employeeName: z.string(),
  /** The payment the points were spent on, or null for resets and grants. */
  referenceIdx: z.number().int().nullable(),
  point: z.number().int(),
  balance: z.number().int(),
  /** RESET: the balance set to the policy's resetPoint; PURCHASE: spent on referenceIdx; REFUND: given back; MANUAL: an operator's change. */
  reason: z.enum(['RESET', 'PURCHASE', 'REFUND', 'MANUAL']),
  memo: z.string(),
  createdDate: wireDateTime,
});
