// Sample commerce and people records (promotions, payments and their lines, revenue, products
// sold, employee cards, point log) for the promotion, payment, sales, employee UID and point log tests.
import type { Promotion } from '../../../web/src/features/promotion/store';
import type { Payment, PaymentLine } from '../../../web/src/features/payment/store';
import type { ProductSale, RevenueRow } from '../../../web/src/features/sales/store';
import type { EmployeeUid } from '../../../web/src/features/employeeUid/store';
import type { PointLog } from '../../../web/src/features/employeePointLog/store';

export function samplePromotion(promotionIdx: number, overrides: Partial<Promotion> = {}): Promotion {
  return {
    promotionIdx,
    promotionName: `Promo ${promotionIdx}`,
    type: 'RATE',
    status: 'ACTIVE',
    companyIdx: 1,
    companyName: 'Hanaro Foods',
    productIdx: 7,
    productName: 'Cola',
    listPrice: 1500,
    divisionIdx: 11,
    divisionName: 'Gangnam',
    promotionRate: 10,
    promotionSaleCount: null,
    promotionFreeCount: null,
    promotionAmount: null,
    startDateTime: '2024-05-01 09:30:00',
    endDateTime: '2024-05-31 18:45:00',
    createdDate: '2024-04-20 10:00:00',
    updatedDate: '2024-04-21 11:00:00',
    ...overrides,
  };
}

export function sampleLine(productIdx: number, overrides: Partial<PaymentLine> = {}): PaymentLine {
  return { productIdx, productName: `Product ${productIdx}`, count: 1, price: 1500, listPrice: 1500, amount: 1500, promotionType: null, promotionIdx: null, ...overrides };
}

export function samplePayment(paymentIdx: number, overrides: Partial<Payment> = {}): Payment {
  return {
    paymentIdx,
    deviceIdx: 101,
    deviceName: 'Fridge A',
    companyIdx: 1,
    divisionIdx: 11,
    divisionName: 'Gangnam',
    provider: 'tc',
    approveResult: 1,
    state: 'PAID',
    paymentMode: 2,
    amount: 3000,
    refundAmount: 0,
    refundedAt: null,
    approveNo: `A${paymentIdx}`,
    approveAt: '2024-05-06 12:34:56',
    employeeUidIdx: null,
    employeeName: null,
    address: 'Seoul Gangnam-daero 1',
    addressDetail: 'B1',
    productList: [sampleLine(7, { productName: 'Cola' }), sampleLine(8, { productName: 'Cider' })],
    ...overrides,
  };
}

export function sampleRevenue(salesIdx: number, overrides: Partial<RevenueRow> = {}): RevenueRow {
  const text = String(salesIdx);
  const period = text.length === 6 ? `${text.slice(0, 4)}-${text.slice(4)}` : `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6)}`;
  return { salesIdx, period, deviceIdx: null, deviceName: null, divisionName: null, paymentCount: 10, totalAmount: 20000, refundAmount: 1000, netAmount: 19000, ...overrides };
}

export function sampleSale(paymentIdx: number, overrides: Partial<ProductSale> = {}): ProductSale {
  return {
    paymentIdx,
    productIdx: 7,
    productName: 'Cola',
    category: 'Drinks',
    deviceIdx: 101,
    deviceName: 'Fridge A',
    divisionName: 'Gangnam',
    promotionType: null,
    productCount: 2,
    amount: 3000,
    approveAt: '2024-05-06 12:34:56',
    ...overrides,
  };
}

export function sampleEmployeeUid(employeeUidIdx: number, overrides: Partial<EmployeeUid> = {}): EmployeeUid {
  return {
    employeeUidIdx,
    companyIdx: 1,
    divisionIdx: 11,
    divisionName: 'Gangnam',
    uid: `04A1B2C3D${employeeUidIdx}`,
    employeeName: `Employee ${employeeUidIdx}`,
    employeeNo: `E-${employeeUidIdx}`,
    point: 5000,
    enabled: true,
    lastUsedAt: '2024-05-06 12:00:00',
    createdDate: '2024-01-02 10:11:12',
    updatedDate: '2024-03-04 05:06:07',
    ...overrides,
  };
}

export function samplePointLog(employeePointLogIdx: number, overrides: Partial<PointLog> = {}): PointLog {
  return {
    employeePointLogIdx,
    employeeUidIdx: 5,
    employeeName: 'Kim Minji',
    referenceIdx: null,
    point: 5000,
    balance: 5000,
    reason: 'RESET',
    memo: '',
    createdDate: '2024-05-06 00:00:00',
    ...overrides,
  };
}
