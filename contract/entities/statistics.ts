// Statistics reports and product training.
import { z } from 'zod';
import { wireDateTime } from '../wire';

export const REPORT_GROUP_BY = ['DAY', 'MONTH'] as const;
export const REPORT_SPLIT_BY = ['TOTAL', 'PRODUCT', 'CATEGORY', 'DEVICE'] as const;
/** Fixed header cells of report strings (the console translates them; names are shown as sent). */
export const REPORT_CELLS = { period: 'period', total: 'total', others: 'others' } as const;
export const hourSales = z.object({ hour: z.number().int().min(0).max(23), count: z.number().int(), amount: z.number().int() });
/**
 * A product's temperature class: AMBIENT keeps outside a fridge (a shelf life of at least
 * AMBIENT_SHELF_LIFE_DAYS), CHILLED needs a chilled tray (one with a setTemperature). The display
 * report keeps them apart: it suggests a product only for a tray of its class.
 */
export const TEMPERATURE_CLASSES = ['CHILLED', 'AMBIENT'] as const;
export const AMBIENT_SHELF_LIFE_DAYS = 180;
export const temperatureClass = z.enum(TEMPERATURE_CLASSES);
/** A product and what it sold over a period: units (net of refunds) and won. */
const productSales = z.object({
  productIdx: z.number().int(),
  productName: z.string(),
  category: z.string(),
  temperatureClass,
  /** Units sold, net of refunds. */
  count: z.number().int(),
  amount: z.number().int(),
});
export const productRank = productSales.extend({
  /** Devices in scope that carry it on a tray now. */
  deviceCount: z.number().int(),
});
/** One placement on a device's tray and what it sold over the period (the lines taken from it, net of refunds). */
export const displaySlot = productSales.extend({
  productMappingIdx: z.number().int(),
  trayIdx: z.number().int(),
  trayNo: z.number().int(),
  trayName: z.string(),
  /** The tray's zone in °C; null: an ambient tray. */
  setTemperature: z.number().nullable(),
  stock: z.number().int(),
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
