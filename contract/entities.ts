// Entity shapes on the wire. The spec names a few fields per entity (§3); the rest are
// ours, defined once here so the simulator, the console and the tests agree.
import { z } from 'zod';
import { wireDate, wireDateTime, won } from './wire';

export const USER_TYPES = ['INTERNAL', 'INTERNAL_BS', 'INTERNAL_MD', 'BUSINESS', 'CORP'] as const;
export const AUTH_TYPES = ['ADMIN', 'PARTNER', 'MANAGER'] as const;
export const userType = z.enum(USER_TYPES);
export const authType = z.enum(AUTH_TYPES);
export type UserType = z.infer<typeof userType>;
export type AuthType = z.infer<typeof authType>;

/** Provider codes a company may hold; stored as a comma list, compared case-insensitively. */
export const PROVIDERS = ['TC', 'ZELOTEK'] as const;

const stamps = { createdDate: wireDateTime, updatedDate: wireDateTime };

// ── Organisation ────────────────────────────────────────────────────────────
export const company = z.object({
  companyIdx: z.number().int(),
  companyName: z.string(),
  businessNumber: z.string(), // 000-00-00000
  ceoName: z.string(),
  phone: z.string(),
  email: z.string(),
  zipCode: z.string(),
  address: z.string(),
  addressDetail: z.string(),
  /** 'TC', 'ZELOTEK', 'TC,ZELOTEK' or null (shown '-'). */
  provider: z.string().nullable(),
  memo: z.string(),
  divisionCount: z.number().int().nonnegative(),
  deviceCount: z.number().int().nonnegative(),
  ...stamps,
});
export type Company = z.infer<typeof company>;

export const DIVISION_TYPES = ['STORE', 'SITE', 'WAREHOUSE'] as const;
export const division = z.object({
  divisionIdx: z.number().int(),
  companyIdx: z.number().int(),
  companyName: z.string(),
  divisionName: z.string(),
  divisionType: z.enum(DIVISION_TYPES),
  phone: z.string(),
  managerName: z.string(),
  zipCode: z.string(),
  address: z.string(),
  addressDetail: z.string(),
  deviceCount: z.number().int().nonnegative(),
  ...stamps,
});
export type Division = z.infer<typeof division>;

export const userAttachment = z.object({
  userAttachmentIdx: z.number().int(),
  userIdx: z.number().int(),
  fileName: z.string(),
  /** BUSINESS_LICENSE, CONTRACT, ID_CARD, BANK_ACCOUNT, ETC */
  documentType: z.string(),
  fileSize: z.number().int().nonnegative(),
  createdDate: wireDateTime,
});
export type UserAttachment = z.infer<typeof userAttachment>;

export const user = z.object({
  userIdx: z.number().int(),
  userId: z.string(),
  userName: z.string(),
  userType,
  authType,
  companyIdx: z.number().int().nullable(),
  companyName: z.string().nullable(),
  /** Divisions a MANAGER runs; empty for other levels. */
  divisionIdxList: z.array(z.number().int()),
  email: z.string(),
  phone: z.string(),
  lastLoginDate: wireDateTime.nullable(),
  ...stamps,
});
export type User = z.infer<typeof user>;
export const userDetail = user.extend({ attachmentList: z.array(userAttachment) });

export const employeeResetPolicy = z.object({
  employeeResetPolicyIdx: z.number().int(),
  divisionIdx: z.number().int(),
  /** How often employee points reset. */
  resetCycle: z.enum(['DAILY', 'WEEKLY', 'MONTHLY']),
  /** Day of week (1–7) for WEEKLY, day of month (1–28) for MONTHLY, 0 for DAILY. */
  resetDay: z.number().int().min(0).max(28),
  /** Points granted at each reset. */
  resetPoint: won,
  ...stamps,
});
export const employeeUidTime = z.object({
  employeeUidTimeIdx: z.number().int(),
  divisionIdx: z.number().int(),
  startTime: z.string().regex(/^\d{2}:\d{2}$/),
  endTime: z.string().regex(/^\d{2}:\d{2}$/),
  createdDate: wireDateTime,
});
export const openApiAccess = z.object({
  divisionIdx: z.number().int(),
  divisionName: z.string(),
  companyName: z.string(),
  enabled: z.boolean(),
  /** Masked except right after issue (the full key is shown once). */
  apiKey: z.string().nullable(),
  issuedDate: wireDateTime.nullable(),
});

// ── Devices ─────────────────────────────────────────────────────────────────
export const DEVICE_TYPES = ['AI_FRIDGE', 'VENDING', 'KIOSK'] as const;
export const DEVICE_STATUSES = ['ONLINE', 'OFFLINE', 'FAULT', 'MAINTENANCE'] as const;
/**
 * What device.list sorts by: the device's own fields, its company and division names together
 * (`companyDivision`), and what it reports (the newest temperature, its open faults). `status`
 * sorts by severity: ONLINE, MAINTENANCE, OFFLINE, FAULT.
 */
export const DEVICE_SORT_FIELDS = ['deviceName', 'serialNumber', 'companyDivision', 'status', 'temperature', 'openFaultCount', 'reportAt', 'createdDate', 'updatedDate'] as const;
export const device = z.object({
  deviceIdx: z.number().int(),
  divisionIdx: z.number().int(),
  divisionName: z.string(),
  companyIdx: z.number().int(),
  companyName: z.string(),
  deviceName: z.string(),
  serialNumber: z.string(),
  deviceType: z.enum(DEVICE_TYPES),
  provider: z.enum(PROVIDERS),
  model: z.string(),
  firmwareVersion: z.string(),
  status: z.enum(DEVICE_STATUSES),
  /** Postal code and road address of the device's division. */
  zipCode: z.string(),
  address: z.string(),
  /** The division's address detail (building, floor); `addressDetail` is the device's own spot in it. */
  divisionAddressDetail: z.string(),
  addressDetail: z.string(),
  trayCount: z.number().int().nonnegative(),
  /** Last heartbeat the device reported. */
  reportAt: wireDateTime.nullable(),
  /** Connected: heartbeats arrive (false before the first one and after missed ones). */
  online: z.boolean(),
  /** Signal strength of the last heartbeat in dBm; null before the first one. */
  signalDbm: z.number().int().nullable(),
  /** Latest measured temperature in °C (the warmest zone of the latest sample); null without a reading. */
  temperature: z.number().nullable(),
  /** Fault notices not yet resolved (OPEN or ACKNOWLEDGED). */
  openFaultCount: z.number().int().nonnegative(),
  ...stamps,
});
export type Device = z.infer<typeof device>;

export const tray = z.object({
  trayIdx: z.number().int(),
  deviceIdx: z.number().int(),
  trayNo: z.number().int().positive(),
  trayName: z.string(),
  /** Target temperature of the tray's zone in °C (null for ambient trays). */
  setTemperature: z.number().nullable(),
  maxCapacity: z.number().int().positive(),
  ...stamps,
});
export type Tray = z.infer<typeof tray>;

export const FAULT_SEVERITIES = ['INFO', 'WARNING', 'CRITICAL'] as const;
export const FAULT_STATES = ['OPEN', 'ACKNOWLEDGED', 'RESOLVED'] as const;
/** A fault notice; the list carries the device's fields as spec §3 says. */
export const faultNotice = z.object({
  noticeIdx: z.number().int(),
  deviceIdx: z.number().int(),
  deviceName: z.string(),
  /** The device's store (device names repeat from store to store). */
  divisionName: z.string(),
  serialNumber: z.string(),
  component: z.string(),
  faultCode: z.string(),
  severity: z.enum(FAULT_SEVERITIES),
  state: z.enum(FAULT_STATES),
  description: z.string(),
  address: z.string(),
  addressDetail: z.string(),
  reportAt: wireDateTime,
  resolvedAt: wireDateTime.nullable(),
  ...stamps,
});
export const selfCheck = z.object({
  selfCheckIdx: z.number().int(),
  deviceIdx: z.number().int(),
  deviceName: z.string(),
  /** The device's store (device names repeat from store to store). */
  divisionName: z.string(),
  passed: z.boolean(),
  results: z.array(z.object({ component: z.string(), passed: z.boolean(), detail: z.string() })),
  address: z.string(),
  addressDetail: z.string(),
  reportAt: wireDateTime,
  ...stamps,
});
/** Who opened the door: a customer paying by app, card or points, or staff (restock, service). */
export const DOOR_OPEN_TYPES = ['APP', 'CARD', 'POINT', 'EMPLOYEE'] as const;
export const doorOpen = z.object({
  doorOpenIdx: z.number().int(),
  deviceIdx: z.number().int(),
  deviceName: z.string(),
  /** The device's store (device names repeat from store to store). */
  divisionName: z.string(),
  openType: z.enum(DOOR_OPEN_TYPES),
  openAt: wireDateTime,
  closeAt: wireDateTime.nullable(),
  paymentIdx: z.number().int().nullable(),
  address: z.string(),
  addressDetail: z.string(),
  reportAt: wireDateTime,
  ...stamps,
});

// ── Products and stock ─────────────────────────────────────────────────────
/** IMAGE: the product's picture (it becomes imgFullPath); ATTACHMENT: a document kept with the product. */
export const PRODUCT_FILE_KINDS = ['IMAGE', 'ATTACHMENT'] as const;
/** Picture types a product image may have (raster only: an uploaded SVG could carry script). */
export const PRODUCT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
/** Largest product image; attachments may use the whole UPLOAD_LIMIT_BYTES. */
export const PRODUCT_IMAGE_LIMIT_BYTES = 5 * 1024 * 1024;
export const productAttachment = z.object({
  productAttachmentIdx: z.number().int(),
  productIdx: z.number().int(),
  kind: z.enum(PRODUCT_FILE_KINDS),
  fileName: z.string(),
  fileSize: z.number().int().nonnegative(),
  createdDate: wireDateTime,
  /** Upload answers of kind IMAGE: the product's new imgFullPath (absent in lists). */
  imgFullPath: z.string().nullable().optional(),
});
export const productMaster = z.object({
  productIdx: z.number().int(),
  /** The company that owns the record; null: the shared catalog (kept by internal master-data staff). */
  companyIdx: z.number().int().nullable(),
  companyName: z.string().nullable(),
  productName: z.string(),
  barcode: z.string(),
  category: z.string(),
  manufacturer: z.string(),
  price: won,
  cost: won,
  /** Shelf life from stocking, in days. */
  shelfLifeDays: z.number().int().positive(),
  /** An http(s) link shows the image; anything else shows the placeholder. */
  imgFullPath: z.string().nullable(),
  ...stamps,
});
export type ProductMaster = z.infer<typeof productMaster>;
export const productMasterDetail = productMaster.extend({
  /** Documents (kind ATTACHMENT), newest first; the image is imgFullPath. */
  attachmentList: z.array(productAttachment),
  /** Units in stock over every device and warehouse in the caller's scope. */
  stockTotal: z.number().int().nonnegative(),
  /** Devices in the caller's scope that carry the product. */
  deviceCount: z.number().int().nonnegative(),
});

/**
 * Where a mapping's stock is: TRAY on display on a device tray; OFF_TRAY held by a device but on no
 * tray (not on display: customers cannot take it); WAREHOUSE held by a division, on no device.
 */
export const PLACEMENTS = ['TRAY', 'OFF_TRAY', 'WAREHOUSE'] as const;
/**
 * What the stock lists (product.list, product.inventoryList) sort by. Empty values last either way;
 * by divisionName, deviceName, trayNo, productName, barcode or category the rows of one division
 * (device, tray, product) stay together: ties by that record's key, then by productMappingIdx, all in
 * one direction. Other fields: ties by productMappingIdx.
 */
export const STOCK_SORT_FIELDS = ['divisionName', 'deviceName', 'trayNo', 'productName', 'barcode', 'category', 'price', 'stock', 'expiredDate', 'createdDate', 'updatedDate'] as const;

/** A product placed on a device tray (or held in a warehouse division), with its stock. */
export const productMapping = z.object({
  productMappingIdx: z.number().int(),
  productIdx: z.number().int(),
  productName: z.string(),
  category: z.string(),
  barcode: z.string(),
  companyIdx: z.number().int(),
  companyName: z.string(),
  deviceIdx: z.number().int().nullable(),
  deviceName: z.string().nullable(),
  divisionIdx: z.number().int(),
  divisionName: z.string(),
  placement: z.enum(PLACEMENTS),
  trayIdx: z.number().int().nullable(),
  trayNo: z.number().int().nullable(),
  trayName: z.string().nullable(),
  price: won,
  stock: z.number().int().nonnegative(),
  expiredDate: wireDate.nullable(),
  imgFullPath: z.string().nullable(),
  ...stamps,
});
export const TRANSACTION_CODES = ['ADD', 'DISCARD', 'SALE', 'REFUND', 'MANUAL', 'NEW'] as const;
export const transactionCode = z.enum(TRANSACTION_CODES);
export const productTransaction = z.object({
  transactionIdx: z.number().int(),
  productMappingIdx: z.number().int(),
  transactionCode,
  /** Signed change in stock. */
  count: z.number().int(),
  stockAfter: z.number().int().nonnegative(),
  memo: z.string(),
  /** The payment of a SALE or REFUND. */
  paymentIdx: z.number().int().nullable(),
  createdDate: wireDateTime,
});
/** A transaction with where it happened: the movements of a warehouse or a device. */
export const stockMovement = productTransaction.extend({
  productIdx: z.number().int(),
  productName: z.string(),
  divisionIdx: z.number().int(),
  divisionName: z.string(),
  deviceIdx: z.number().int().nullable(),
  deviceName: z.string().nullable(),
});

export const ORDER_STATUSES = ['REQUESTED', 'RECEIVED', 'CANCELED'] as const;
export const orderLine = z.object({
  productIdx: z.number().int(),
  productName: z.string(),
  count: z.number().int().positive(),
  cost: won,
});
/**
 * A purchase order of a division (a store's backroom or a warehouse). REQUESTED can be edited,
 * received or canceled; receiving adds every line to the division's warehouse stock (ADD).
 */
export const productOrder = z.object({
  productOrderIdx: z.number().int(),
  companyIdx: z.number().int(),
  companyName: z.string(),
  divisionIdx: z.number().int(),
  divisionName: z.string(),
  status: z.enum(ORDER_STATUSES),
  address: z.string(),
  addressDetail: z.string(),
  productList: z.array(orderLine),
  memo: z.string(),
  /** Who placed it (user name). */
  orderedBy: z.string(),
  receivedAt: wireDateTime.nullable(),
  createdDate: wireDateTime,
  updatedDate: wireDateTime,
});

// ── Commerce ────────────────────────────────────────────────────────────────
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

// ── Statistics and training ─────────────────────────────────────────────────
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

// ── Employees ───────────────────────────────────────────────────────────────
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

// ── Navigation and dashboard ────────────────────────────────────────────────
export const treeDevice = z.object({
  deviceIdx: z.number().int(),
  deviceName: z.string(),
  serialNumber: z.string(),
  status: z.enum(DEVICE_STATUSES),
});
export const treeDivision = z.object({
  divisionIdx: z.number().int(),
  divisionName: z.string(),
  deviceList: z.array(treeDevice),
});
export const treeCompany = z.object({
  companyIdx: z.number().int(),
  companyName: z.string(),
  divisionList: z.array(treeDivision),
});
export type TreeCompany = z.infer<typeof treeCompany>;

export const dashboardInfo = z.object({
  companyCount: z.number().int(),
  divisionCount: z.number().int(),
  deviceCount: z.number().int(),
  /** Devices by status (ONLINE, OFFLINE, FAULT, MAINTENANCE). */
  onlineDeviceCount: z.number().int(),
  offlineDeviceCount: z.number().int(),
  faultDeviceCount: z.number().int(),
  maintenanceDeviceCount: z.number().int(),
  /** Devices whose heartbeats arrive (device.online), whatever their status. */
  connectedDeviceCount: z.number().int(),
  /** Fault notices not yet resolved, in all and by severity. */
  openFaultCount: z.number().int(),
  openFaultsBySeverity: z.object({ INFO: z.number().int(), WARNING: z.number().int(), CRITICAL: z.number().int() }),
  /** Approved payments of today (KST) and their amount net of refunds (as revenue counts it). */
  todayPaymentCount: z.number().int(),
  todaySalesAmount: won,
  /** Products on device trays with stock at or below DASHBOARD_LIMITS.lowStock. */
  lowStockCount: z.number().int(),
  /** Devices whose latest temperature is above DASHBOARD_LIMITS.temperatureAlertC. */
  temperatureAlertCount: z.number().int(),
  /** Products in stock (devices and warehouses) expiring from today to DASHBOARD_LIMITS.expiringWithinDays days on. */
  expiringSoonCount: z.number().int(),
  /** Today's approved payments by KST hour, 24 entries (hour 0–23); amounts net of refunds. */
  salesByHour: z.array(hourSales).length(24),
  /** Newest fault notices, for the dashboard's list. */
  recentFaults: z.array(faultNotice.pick({ noticeIdx: true, deviceName: true, divisionName: true, component: true, severity: true, state: true, reportAt: true })),
  /** Newest door-open sessions. */
  recentDoorOpens: z.array(doorOpen.pick({ doorOpenIdx: true, deviceIdx: true, deviceName: true, divisionName: true, openType: true, openAt: true, closeAt: true, paymentIdx: true })),
  generatedAt: wireDateTime,
});
export type DashboardInfo = z.infer<typeof dashboardInfo>;
