// Sample statistics and training records (rankings, hours, days of stock left, products on a tray,
// training devices and rows) and report strings, for the statistics, AI report and training tests.
import type { DisplaySlot, HourSales, InventoryDays, ProductRank } from '../../../web/src/features/statistics/store';
import type { ProductTraining, TrainingDevice } from '../../../web/src/features/training/store';

/** A report string: the header, then the rows. */
export const reportString = (...rows: unknown[][]): string => JSON.stringify(rows);

/** A report answer as the server sends it. */
export const reportReply = (data: string) => ({ data: { result: 0, message: '', data } });

export function sampleRank(productIdx: number, overrides: Partial<ProductRank> = {}): ProductRank {
  return { productIdx, productName: `Product ${productIdx}`, category: 'Drinks', temperatureClass: 'CHILLED', count: 10, amount: 15000, deviceCount: 2, ...overrides };
}

export function sampleHour(hour: number, count: number, amount = count * 1500): HourSales {
  return { hour, count, amount };
}

export function sampleDays(productIdx: number, overrides: Partial<InventoryDays> = {}): InventoryDays {
  return { productIdx, productName: `Product ${productIdx}`, deviceIdx: 101, deviceName: 'Fridge A', divisionName: 'Gangnam', stock: 6, dailySales: 2, days: 3, ...overrides };
}

/** A placement on tray `productMappingIdx` of a chilled device, with its own sales. */
export function sampleDisplayed(productMappingIdx: number, productIdx: number, overrides: Partial<DisplaySlot> = {}): DisplaySlot {
  return {
    productMappingIdx,
    productIdx,
    productName: `Product ${productIdx}`,
    category: 'Drinks',
    temperatureClass: 'CHILLED',
    trayIdx: 1000 + productMappingIdx,
    trayNo: productMappingIdx,
    trayName: `Shelf ${productMappingIdx}`,
    setTemperature: 4,
    stock: 5,
    count: 10,
    amount: 15000,
    ...overrides,
  };
}

export function sampleTrainingDevice(deviceIdx: number, overrides: Partial<TrainingDevice> = {}): TrainingDevice {
  return {
    deviceIdx,
    deviceName: `Fridge ${deviceIdx}`,
    serialNumber: `SN-${deviceIdx}`,
    divisionName: 'Gangnam',
    companyName: 'Hanaro Foods',
    pendingCount: 2,
    trainingCount: 1,
    trainedCount: 30,
    modelVersion: 'v1.30',
    lastTrainedAt: '2026-11-20 14:05:00',
    updatedDate: '2026-11-20 14:05:00',
    ...overrides,
  };
}

export function sampleTraining(productTrainingIdx: number, overrides: Partial<ProductTraining> = {}): ProductTraining {
  return {
    productTrainingIdx,
    productIdx: 500 + productTrainingIdx,
    productName: `New product ${productTrainingIdx}`,
    imgFullPath: null,
    trainingStatusCode: 'TRAINING_PENDING',
    progress: null,
    device: { deviceIdx: 101, deviceName: 'Fridge 101', serialNumber: 'SN-101' },
    createdDate: '2026-11-18 10:00:00',
    updatedDate: '2026-11-19 11:30:00',
    ...overrides,
  };
}
