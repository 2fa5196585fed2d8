// Statistics reports and product training.
import { z } from 'zod';
import { wireDateTime } from '../wire';

export const REPORT_GROUP_BY = ['DAY', 'MONTH'] as const;
export const REPORT_SPLIT_BY = ['TOTAL', 'PRODUCT', 'CATEGORY', 'DEVICE'] as const;
/** Fixed header cells of report strings (the console translates them; names are shown as sent). */
export const REPORT_CELLS = { period: 'period', total: 'total', others: 'others' } as const;
export const hourSales = z.object({ hour: z.number().int().min(0).max(23), count: z.number().int(), amount: z.number().int() });
export const productRank = z.object({
  productIdx: z.number().int(),
  productName: z.string(),
  category: z.string(),
  /** Units sold, net of refunds. */
  count: z.number().int(),
  amount: z.number().int(),
  /** Devices in scope that carry it on a tray now. */
  deviceCount: z.number().int(),
});
export const inventoryDays = z.object({
  productIdx: z.number().int(),
  productName: z.string(),
  deviceIdx: z.number().int(),
  deviceName: z.string(),
  divisionName: z.string(),
  stock: z.number().int(),
  dailySales: z.number(),
  /** Days of stock left at the recent sales rate; null when nothing sold recently. */
  days: z.number().nullable(),
});
/**
 * A product a device's vision model does not recognise yet: TRAINING_PENDING waits (for photos and
 * an operator's go), TRAINING is being learnt; once learnt it leaves the list and counts as trained.
 */
export const TRAINING_STATUS_CODES = ['TRAINING_PENDING', 'TRAINING'] as const;
export const deviceRef = z.object({ deviceIdx: z.number().int(), deviceName: z.string(), serialNumber: z.string() });
export const productTraining = z.object({
  productTrainingIdx: z.number().int(),
  productIdx: z.number().int(),
  productName: z.string(),
  imgFullPath: z.string().nullable(),
  trainingStatusCode: z.enum(TRAINING_STATUS_CODES),
  /** Share learnt so far while TRAINING (0–100); null while pending. */
  progress: z.number().int().min(0).max(100).nullable(),
  device: deviceRef,
  createdDate: wireDateTime,
  updatedDate: wireDateTime,
});
export const trainingDevice = deviceRef.extend({
  divisionName: z.string(),
  companyName: z.string(),
  pendingCount: z.number().int(),
  trainingCount: z.number().int(),
  /** Products on the device the model recognises. */
  trainedCount: z.number().int(),
  /** Version of the device's recognition model (grows with each product learnt). */
  modelVersion: z.string(),
  lastTrainedAt: wireDateTime.nullable(),
  updatedDate: wireDateTime,
});
