// The valid call of every catalog endpoint, in the order that makes each possible: reads first (they
// discover the keys later calls use), then writes on records the suite creates itself (named
// "Contract test …") and deletes again. A step that cannot be built here says why and is skipped.
import type { CallInput } from './client';

/** Keys learnt from answers, by name. */
export type World = Record<string, number | string | undefined> & { token?: string };

export interface Skip {
  skip: string;
}
export type Build = CallInput | Skip;

/** What a step may look at before building its call, besides the answers so far. */
export interface StepContext {
  /** The target is the simulator, whose outbox shows the mails it "sent". */
  simulator: boolean;
  /** The mails of the simulator's outbox, newest first. */
  outbox(): Promise<Array<{ to: string; body: string }>>;
}

export interface Step {
  /** Catalog id of the endpoint. */
  id: string;
  /** Among the write steps, a call that only reads (it runs even where writes are off, given a key). */
  readsOnly?: boolean;
  /** Learns what only something outside the API knows (a mailed link), before `input`. */
  prepare?(w: World, context: StepContext): Promise<void>;
  /** A built call may carry its own `token` (sign-out uses a session of its own). */
  input(w: World): Build;
  /** Keys to remember from a successful answer's `data`. */
  learn?(w: World, data: any): void;
}

/** The key named, or a skip saying none was found. */
function need(w: World, ...names: string[]): Skip | null {
  const missing = names.filter((n) => w[n] === undefined);
  return missing.length ? { skip: `no record to use (${missing.join(', ')} not found)` } : null;
}
const num = (w: World, name: string) => w[name] as number;
const first = (data: any) => data?.list?.[0];
const stamp = () => new Date().toISOString().replace(/\D/g, '').slice(0, 14);

/** A 1×1 PNG, for the product picture upload. */
export const PNG_1X1 = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
const TEXT_FILE = { name: 'contract-test.txt', type: 'text/plain', bytes: new TextEncoder().encode('contract test document\n') };

/** 'YYYY-MM-DD HH:mm:ss' of now plus some days (local clock; the server's zone may differ, a day of room covers it). */
function wireDateTime(daysFromNow: number): string {
  const d = new Date(Date.now() + daysFromNow * 86_400_000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:00`;
}

export const READ_STEPS: Step[] = [
  { id: 'auth.tree', input: () => ({}) },
  { id: 'dashboard.info', input: () => ({}) },

  { id: 'company.list', input: () => ({ body: {} }), learn: (w, d) => void (w.companyIdx = first(d)?.companyIdx) },
  { id: 'company.info', input: (w) => need(w, 'companyIdx') ?? { params: { companyIdx: num(w, 'companyIdx') } } },

  { id: 'user.list', input: () => ({ body: {} }), learn: (w, d) => void (w.userIdx = first(d)?.userIdx) },
  {
    id: 'user.info',
    input: (w) => need(w, 'userIdx') ?? { body: { userIdx: num(w, 'userIdx') } },
    learn: (w, d) => void (w.userAttachmentIdx = d?.attachmentList?.[0]?.userAttachmentIdx),
  },

  {
    id: 'division.list',
    input: () => ({ body: {} }),
    learn: (w, d) => {
      const list: any[] = d?.list ?? [];
      w.divisionIdx = list.find((x) => x.divisionType !== 'WAREHOUSE')?.divisionIdx ?? list[0]?.divisionIdx;
      w.warehouseIdx = list.find((x) => x.divisionType === 'WAREHOUSE')?.divisionIdx;
    },
  },
  { id: 'division.info', input: (w) => need(w, 'divisionIdx') ?? { params: { divisionIdx: num(w, 'divisionIdx') } } },
  { id: 'division.openApiList', input: () => ({ body: {} }) },
  { id: 'division.resetPolicyInfo', input: (w) => need(w, 'divisionIdx') ?? { params: { divisionIdx: num(w, 'divisionIdx') } } },
  { id: 'division.uidTimeList', input: (w) => need(w, 'divisionIdx') ?? { params: { divisionIdx: num(w, 'divisionIdx') } } },

  { id: 'device.list', input: () => ({ body: {} }), learn: (w, d) => void (w.deviceIdx = first(d)?.deviceIdx) },
  { id: 'device.info', input: (w) => need(w, 'deviceIdx') ?? { params: { deviceIdx: num(w, 'deviceIdx') } } },
  { id: 'device.selfCheck', input: () => ({ body: {} }) },
  { id: 'device.faultCheck', input: () => ({ body: {} }) },
  { id: 'device.openDoorList', input: () => ({ body: {} }) },
  { id: 'device.openDoorInfo', input: (w) => need(w, 'deviceIdx') ?? { params: { deviceIdx: num(w, 'deviceIdx') } } },
  { id: 'tray.list', input: (w) => need(w, 'deviceIdx') ?? { body: { deviceIdx: num(w, 'deviceIdx') } } },

  { id: 'product.masterList', input: () => ({ body: {} }), learn: (w, d) => void (w.productIdx = (d?.list ?? []).find((p: any) => p.companyIdx === null)?.productIdx ?? first(d)?.productIdx) },
  {
    id: 'product.info',
    input: (w) => need(w, 'productIdx') ?? { body: { productIdx: num(w, 'productIdx') } },
    learn: (w, d) => void (w.productAttachmentIdx = d?.attachmentList?.[0]?.productAttachmentIdx),
  },
  { id: 'product.list', input: () => ({ body: { size: 50 } }) },
  { id: 'product.inventoryList', input: () => ({ body: { size: 50 } }), learn: (w, d) => void (w.productMappingIdx = first(d)?.productMappingIdx) },
  { id: 'product.transactions', input: (w) => need(w, 'productMappingIdx') ?? { params: { productMappingIdx: num(w, 'productMappingIdx') } } },
  { id: 'product.movements', input: () => ({ body: { size: 50 } }) },

  { id: 'order.list', input: () => ({ body: {} }), learn: (w, d) => void (w.productOrderIdx = first(d)?.productOrderIdx) },
  { id: 'order.info', input: (w) => need(w, 'productOrderIdx') ?? { params: { productOrderIdx: num(w, 'productOrderIdx') } } },
  { id: 'promotion.list', input: () => ({ body: {} }), learn: (w, d) => void (w.promotionIdx = first(d)?.promotionIdx) },
  { id: 'promotion.info', input: (w) => need(w, 'promotionIdx') ?? { params: { promotionIdx: num(w, 'promotionIdx') } } },

  { id: 'training.deviceList', input: () => ({ body: {} }), learn: (w, d) => void (w.trainingDeviceIdx = first(d)?.deviceIdx) },
  {
    id: 'training.list',
    input: (w) => need(w, 'trainingDeviceIdx') ?? { body: { deviceIdx: num(w, 'trainingDeviceIdx') } },
    learn: (w, d) => void (w.productTrainingIdx = d?.productTrainingList?.[0]?.productTrainingIdx),
  },
  { id: 'training.info', input: (w) => need(w, 'trainingDeviceIdx') ?? { params: { deviceIdx: num(w, 'trainingDeviceIdx') } } },

  { id: 'payment.list', input: () => ({ body: { page: 1, size: 20 } }) },
  { id: 'sales.revenueList', input: () => ({ body: {} }) },
  { id: 'sales.revenueDaily', input: () => ({ body: {} }) },
  { id: 'sales.productList', input: () => ({ body: { page: 1, size: 20 } }) },
  { id: 'statistics.saleCount', input: () => ({ body: { groupBy: 'DAY' } }) },
  { id: 'statistics.saleAmount', input: () => ({ body: { groupBy: 'DAY', splitBy: 'PRODUCT', top: 5 } }) },
  { id: 'statistics.saleProfit', input: () => ({ body: { groupBy: 'MONTH', splitBy: 'CATEGORY' } }) },
  { id: 'statistics.aiHour', input: () => ({ body: {} }) },
  { id: 'statistics.aiWorst', input: () => ({ body: {} }) },
  { id: 'statistics.aiTop', input: () => ({ body: {} }) },
  { id: 'statistics.aiInventoryDays', input: () => ({ body: {} }) },
  { id: 'statistics.aiDisplay', input: (w) => need(w, 'deviceIdx') ?? { body: { deviceIdx: num(w, 'deviceIdx') } } },

  { id: 'employeeUid.list', input: () => ({ body: {} }), learn: (w, d) => void (w.employeeUidIdx = first(d)?.employeeUidIdx) },
  { id: 'employeeUid.info', input: (w) => need(w, 'employeeUidIdx') ?? { params: { employeeUidIdx: num(w, 'employeeUidIdx') } } },
  {
    id: 'employeePointLog.list',
    input: () => ({ body: { reason: 'PURCHASE' } }),
    learn: (w, d) => void (w.referenceIdx = (d?.list ?? []).find((x: any) => x.referenceIdx !== null)?.referenceIdx),
  },
  { id: 'employeePointLog.paymentProducts', input: (w) => need(w, 'referenceIdx') ?? { params: { referenceIdx: num(w, 'referenceIdx') } } },
];

/**
 * Calls that change data or send mail, run only where writes are allowed, on records of the suite's own: a company with a store, its device and trays, a user, a
 * product, an order, a promotion, an employee card; every one deleted again at the end where the API
 * can delete it. Runs only where writes are allowed.
 */
export const WRITE_STEPS: Step[] = [
  {
    id: 'company.store',
    input: () => ({ body: { companyName: `Contract test company ${stamp()}`, provider: 'TC' } }),
    learn: (w, d) => void (w.ownCompanyIdx = d?.companyIdx),
  },
  {
    id: 'division.store',
    input: (w) => need(w, 'ownCompanyIdx') ?? { body: { companyIdx: num(w, 'ownCompanyIdx'), divisionName: 'Contract test store', divisionType: 'STORE', address: 'Contract test road 1' } },
    learn: (w, d) => void (w.ownDivisionIdx = d?.divisionIdx),
  },
  {
    id: 'division.openApiStore',
    input: (w) => need(w, 'ownDivisionIdx') ?? { body: { divisionIdx: num(w, 'ownDivisionIdx'), enabled: true } },
  },
  {
    id: 'division.resetPolicyStore',
    input: (w) => need(w, 'ownDivisionIdx') ?? { body: { divisionIdx: num(w, 'ownDivisionIdx'), resetCycle: 'DAILY', resetDay: 0, resetPoint: 5000 } },
    learn: (w, d) => void (w.ownPolicyIdx = d?.employeeResetPolicyIdx),
  },
  {
    id: 'division.resetPolicyUpdate',
    input: (w) =>
      need(w, 'ownDivisionIdx', 'ownPolicyIdx') ?? {
        body: { employeeResetPolicyIdx: num(w, 'ownPolicyIdx'), divisionIdx: num(w, 'ownDivisionIdx'), resetCycle: 'WEEKLY', resetDay: 1, resetPoint: 7000 },
      },
  },
  {
    id: 'division.uidTimeStore',
    input: (w) => need(w, 'ownDivisionIdx') ?? { body: { divisionIdx: num(w, 'ownDivisionIdx'), startTime: '11:00', endTime: '14:00' } },
    learn: (w, d) => void (w.ownUidTimeIdx = d?.employeeUidTimeIdx ?? d?.list?.[0]?.employeeUidTimeIdx),
  },
  {
    id: 'employeeUid.store',
    input: (w) => need(w, 'ownDivisionIdx') ?? { body: { divisionIdx: num(w, 'ownDivisionIdx'), uid: `C0DE${stamp().slice(-8)}`, employeeName: 'Contract test employee' } },
    learn: (w, d) => void (w.ownEmployeeUidIdx = d?.employeeUidIdx),
  },
  {
    id: 'employeeUid.update',
    input: (w) =>
      need(w, 'ownDivisionIdx', 'ownEmployeeUidIdx') ?? {
        body: { employeeUidIdx: num(w, 'ownEmployeeUidIdx'), divisionIdx: num(w, 'ownDivisionIdx'), uid: `C0DE${stamp().slice(-8)}`, employeeName: 'Contract test employee 2' },
      },
  },
  {
    id: 'user.store',
    input: (w) =>
      need(w, 'ownCompanyIdx') ?? {
        body: { userId: `ct${stamp()}`, password: 'contract-test-1', userName: 'Contract test user', userType: 'CORP', authType: 'PARTNER', companyIdx: num(w, 'ownCompanyIdx'), email: 'contract-test@example.com' },
      },
    learn: (w, d) => {
      w.ownUserIdx = d?.userIdx;
      w.ownUserId = d?.userId;
    },
  },
  {
    id: 'user.fileUpload',
    input: (w) => need(w, 'ownUserIdx') ?? { body: { userIdx: num(w, 'ownUserIdx'), documentType: 'CONTRACT' }, file: TEXT_FILE },
    learn: (w, d) => void (w.userAttachmentIdx = d?.userAttachmentIdx ?? w.userAttachmentIdx),
  },
  // The document just uploaded (or, with writes off, one the server already had).
  { id: 'user.fileDownload', readsOnly: true, input: (w) => need(w, 'userAttachmentIdx') ?? { params: { attcheIdx: num(w, 'userAttachmentIdx') } } },
  { id: 'auth.findId', input: () => ({ body: { userName: 'Contract test user', email: 'contract-test@example.com' } }) },
  { id: 'auth.resetPassword', input: (w) => need(w, 'ownUserId') ?? { body: { userId: w.ownUserId, email: 'contract-test@example.com' } } },
  {
    id: 'auth.resetPasswordConfirm',
    // The link's token is only in the mail: the simulator's outbox shows it, another server's mailbox is out of reach.
    prepare: async (w, context) => {
      if (!context.simulator) return;
      const mail = (await context.outbox()).find((m) => m.to === 'contract-test@example.com');
      w.resetToken = /[?&]token=([^\s&]+)/.exec(mail?.body ?? '')?.[1];
    },
    input: (w) =>
      w.resetToken === undefined ? { skip: 'no reset link to use (its token is mailed; only the simulator shows its mails)' } : { body: { token: w.resetToken, password: 'contract-test-2' } },
  },
  // With a session of its own (the suite's first sign-in), so the calls after it keep theirs.
  { id: 'auth.logout', input: (w) => need(w, 'spareToken') ?? { body: {}, token: w.spareToken as string } },
  {
    id: 'product.masterStore',
    input: (w) => need(w, 'ownCompanyIdx') ?? { body: { companyIdx: num(w, 'ownCompanyIdx'), productName: 'Contract test sandwich', price: 3500, cost: 2000, shelfLifeDays: 3 } },
    learn: (w, d) => void (w.ownProductIdx = d?.productIdx),
  },
  {
    id: 'product.fileUpload',
    input: (w) => need(w, 'ownProductIdx') ?? { body: { productIdx: num(w, 'ownProductIdx'), kind: 'IMAGE' }, file: { name: 'contract-test.png', type: 'image/png', bytes: PNG_1X1 } },
  },
  {
    id: 'product.fileUpload',
    input: (w) => need(w, 'ownProductIdx') ?? { body: { productIdx: num(w, 'ownProductIdx'), kind: 'ATTACHMENT' }, file: TEXT_FILE },
    learn: (w, d) => void (w.productAttachmentIdx = d?.productAttachmentIdx ?? w.productAttachmentIdx),
  },
  { id: 'product.fileDownload', readsOnly: true, input: (w) => need(w, 'productAttachmentIdx') ?? { params: { attcheIdx: num(w, 'productAttachmentIdx') } } },
  {
    id: 'device.store',
    input: (w) =>
      need(w, 'ownDivisionIdx') ?? {
        body: { divisionIdx: num(w, 'ownDivisionIdx'), deviceName: 'Contract test fridge', serialNumber: `CT-${stamp()}`, deviceType: 'AI_FRIDGE', provider: 'TC' },
      },
    learn: (w, d) => void (w.ownDeviceIdx = d?.deviceIdx),
  },
  {
    id: 'tray.storeAll',
    input: (w) =>
      need(w, 'ownDeviceIdx') ?? {
        body: {
          deviceIdx: num(w, 'ownDeviceIdx'),
          trayList: [
            { trayNo: 1, trayName: 'Shelf 1', setTemperature: 4, maxCapacity: 12 },
            { trayNo: 2, trayName: 'Shelf 2', setTemperature: 4, maxCapacity: 12 },
            { trayNo: 3, trayName: 'Shelf 3', setTemperature: 4, maxCapacity: 12 },
          ],
        },
      },
    learn: (w, d) => {
      const trays: any[] = Array.isArray(d) ? d : [];
      [w.ownTrayIdx, w.ownTray2Idx, w.ownTray3Idx] = trays.map((t) => t.trayIdx);
    },
  },
  {
    id: 'product.addProduct',
    input: (w) => need(w, 'ownDeviceIdx', 'ownTrayIdx', 'ownProductIdx') ?? { body: { deviceIdx: num(w, 'ownDeviceIdx'), trayIdx: num(w, 'ownTrayIdx'), productIdx: num(w, 'ownProductIdx'), stock: 6 } },
    learn: (w, d) => void (w.ownMappingIdx = d?.productMappingIdx),
  },
  {
    id: 'product.inventoryStoreAll',
    input: (w) => need(w, 'ownDeviceIdx', 'ownMappingIdx') ?? { body: { deviceIdx: num(w, 'ownDeviceIdx'), inventoryList: [{ productMappingIdx: num(w, 'ownMappingIdx'), stock: 5 }] } },
  },
  {
    id: 'order.store',
    input: (w) => need(w, 'ownDivisionIdx', 'ownProductIdx') ?? { body: { divisionIdx: num(w, 'ownDivisionIdx'), productList: [{ productIdx: num(w, 'ownProductIdx'), count: 4 }] } },
    learn: (w, d) => void (w.ownOrderIdx = d?.productOrderIdx),
  },
  {
    id: 'product.migrateStock',
    input: (w) => need(w, 'ownMappingIdx', 'ownDivisionIdx') ?? { body: { fromProductMappingIdx: num(w, 'ownMappingIdx'), toDivisionIdx: num(w, 'ownDivisionIdx'), count: 2 } },
    learn: (w, d) => void (w.ownBackroomMappingIdx = (Array.isArray(d) ? d : []).find((m: any) => m.deviceIdx === null)?.productMappingIdx),
  },
  {
    id: 'promotion.store',
    input: (w) =>
      need(w, 'ownProductIdx', 'ownCompanyIdx') ?? {
        body: {
          promotionName: 'Contract test 10% off',
          type: 'RATE',
          productIdx: num(w, 'ownProductIdx'),
          companyIdx: num(w, 'ownCompanyIdx'),
          promotionRate: 10,
          startDateTime: wireDateTime(2),
          endDateTime: wireDateTime(9),
        },
      },
    learn: (w, d) => void (w.ownPromotionIdx = d?.promotionIdx),
  },
  {
    id: 'training.update',
    input: (w) => need(w, 'productTrainingIdx') ?? { body: { productTrainingIdxList: [num(w, 'productTrainingIdx')], trainingStatusCode: 'TRAINING' } },
  },

  // Clean-up, newest first.
  { id: 'promotion.delete', input: (w) => need(w, 'ownPromotionIdx') ?? { params: { promotionIdx: num(w, 'ownPromotionIdx') } } },
  {
    id: 'product.delete',
    input: (w) => need(w, 'ownMappingIdx', 'ownBackroomMappingIdx') ?? { body: { productMappingIdxList: [num(w, 'ownMappingIdx'), num(w, 'ownBackroomMappingIdx')], discard: true } },
  },
  { id: 'tray.deleteOne', input: (w) => need(w, 'ownTray3Idx') ?? { params: { trayIdx: num(w, 'ownTray3Idx') } } },
  { id: 'tray.delete', input: (w) => need(w, 'ownTray2Idx') ?? { body: { trayIdxList: [num(w, 'ownTray2Idx')] } } },
  { id: 'device.delete', input: (w) => need(w, 'ownDeviceIdx') ?? { params: { deviceIdx: num(w, 'ownDeviceIdx') } } },
  { id: 'employeeUid.delete', input: (w) => need(w, 'ownEmployeeUidIdx') ?? { params: { employeeUidIdx: num(w, 'ownEmployeeUidIdx') } } },
  { id: 'division.uidTimeDelete', input: (w) => need(w, 'ownUidTimeIdx') ?? { params: { employeeUidTimeIdx: num(w, 'ownUidTimeIdx') } } },
  { id: 'user.delete', input: (w) => need(w, 'ownUserIdx') ?? { params: { userIdx: num(w, 'ownUserIdx') } } },
  // A division with an open order is not deleted (the order could never be received): cancel it.
  {
    id: 'order.store',
    input: (w) =>
      need(w, 'ownOrderIdx', 'ownDivisionIdx', 'ownProductIdx') ?? {
        body: { productOrderIdx: num(w, 'ownOrderIdx'), divisionIdx: num(w, 'ownDivisionIdx'), status: 'CANCELED', productList: [{ productIdx: num(w, 'ownProductIdx'), count: 4 }] },
      },
  },
  { id: 'division.delete', input: (w) => need(w, 'ownDivisionIdx') ?? { params: { divisionIdx: num(w, 'ownDivisionIdx') } } },
  { id: 'company.delete', input: (w) => need(w, 'ownCompanyIdx') ?? { params: { companyIdx: num(w, 'ownCompanyIdx') } } },
];
