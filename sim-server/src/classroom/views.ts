// The views a classroom check may read (contract/classroom-course.ts): each a SELECT of one
// company's rows (@companyIdx, always bound by the caller), with the typed columns a course may name.
// Views are code and checks are data: a course file never carries SQL, and a task the checks cannot
// say gets a new view or column here, never a new kind of check (docs/decisions.md, "Classroom
// exercises").

/** How a column compares: text without regard to case, date-times by their day against a date. */
export type ColumnType = 'int' | 'text' | 'bool' | 'date' | 'datetime';

export interface ViewDef {
  /** A SELECT with exactly `columns`, limited to the rows of company @companyIdx. */
  sql: string;
  columns: Readonly<Record<string, ColumnType>>;
  /** Columns that order its rows as the template has them (the nth row of a ref is the same role in every copy). */
  key: readonly string[];
}

const ofCompany = 'd.companyIdx = @companyIdx';
/** Rows of a table owned through their device (`alias`.deviceIdx). */
const deviceJoin = (alias: string) => `JOIN devices v ON v.deviceIdx = ${alias}.deviceIdx JOIN divisions d ON d.divisionIdx = v.divisionIdx WHERE ${ofCompany}`;

export const VIEWS = {
  division: {
    sql: `SELECT d.divisionIdx, d.divisionName, d.divisionType, d.managerName, d.phone, (d.archivedDate IS NOT NULL) AS archived FROM divisions d WHERE ${ofCompany}`,
    columns: { divisionIdx: 'int', divisionName: 'text', divisionType: 'text', managerName: 'text', phone: 'text', archived: 'bool' },
    key: ['divisionIdx'],
  },
  device: {
    sql: `SELECT v.deviceIdx, v.serialNumber, v.deviceName, v.deviceType, v.provider, v.model, v.divisionIdx, v.status, (v.archivedDate IS NOT NULL) AS archived
      FROM devices v JOIN divisions d ON d.divisionIdx = v.divisionIdx WHERE ${ofCompany}`,
    columns: { deviceIdx: 'int', serialNumber: 'text', deviceName: 'text', deviceType: 'text', provider: 'text', model: 'text', divisionIdx: 'int', status: 'text', archived: 'bool' },
    key: ['deviceIdx'],
  },
  tray: {
    sql: `SELECT t.trayIdx, t.deviceIdx, t.trayNo, t.trayName, t.maxCapacity FROM trays t ${deviceJoin('t')}`,
    columns: { trayIdx: 'int', deviceIdx: 'int', trayNo: 'int', trayName: 'text', maxCapacity: 'int' },
    key: ['deviceIdx', 'trayNo'],
  },
  /** Products held on devices and in warehouses; peakStock is the most it ever held (sales follow a restock at once). */
  placement: {
    sql: `SELECT m.productMappingIdx, m.deviceIdx, m.divisionIdx, m.trayIdx, t.trayNo, m.productIdx, p.productName, m.stock, m.price, m.expiredDate,
        (m.removedDate IS NOT NULL) AS removed,
        (SELECT MAX(x.stockAfter) FROM product_transactions x WHERE x.productMappingIdx = m.productMappingIdx) AS peakStock
      FROM product_mappings m JOIN divisions d ON d.divisionIdx = m.divisionIdx JOIN products p ON p.productIdx = m.productIdx
      LEFT JOIN trays t ON t.trayIdx = m.trayIdx WHERE ${ofCompany}`,
    columns: {
      productMappingIdx: 'int', deviceIdx: 'int', divisionIdx: 'int', trayIdx: 'int', trayNo: 'int', productIdx: 'int', productName: 'text',
      stock: 'int', price: 'int', expiredDate: 'date', removed: 'bool', peakStock: 'int',
    },
    key: ['productMappingIdx'],
  },
  promotion: {
    sql: `SELECT m.promotionIdx, m.promotionName, m.productIdx, m.divisionIdx, m.type, m.promotionRate, m.promotionSaleCount, m.promotionFreeCount, m.promotionAmount,
        m.startDateTime, m.endDateTime FROM promotions m WHERE m.companyIdx = @companyIdx`,
    columns: {
      promotionIdx: 'int', promotionName: 'text', productIdx: 'int', divisionIdx: 'int', type: 'text', promotionRate: 'int', promotionSaleCount: 'int',
      promotionFreeCount: 'int', promotionAmount: 'int', startDateTime: 'datetime', endDateTime: 'datetime',
    },
    key: ['promotionIdx'],
  },
  employeeCard: {
    sql: `SELECT e.employeeUidIdx, e.uid, e.employeeName, e.employeeNo, e.divisionIdx, e.enabled, e.point, (e.deletedDate IS NOT NULL) AS deleted
      FROM employee_uids e WHERE e.companyIdx = @companyIdx`,
    columns: { employeeUidIdx: 'int', uid: 'text', employeeName: 'text', employeeNo: 'text', divisionIdx: 'int', enabled: 'bool', point: 'int', deleted: 'bool' },
    key: ['employeeUidIdx'],
  },
  resetPolicy: {
    sql: `SELECT r.employeeResetPolicyIdx, r.divisionIdx, r.resetCycle, r.resetDay, r.resetPoint
      FROM employee_reset_policies r JOIN divisions d ON d.divisionIdx = r.divisionIdx WHERE ${ofCompany}`,
    columns: { employeeResetPolicyIdx: 'int', divisionIdx: 'int', resetCycle: 'text', resetDay: 'int', resetPoint: 'int' },
    key: ['divisionIdx'],
  },
  order: {
    sql: `SELECT o.productOrderIdx, o.divisionIdx, o.status, o.memo, o.createdDate FROM product_orders o JOIN divisions d ON d.divisionIdx = o.divisionIdx WHERE ${ofCompany}`,
    columns: { productOrderIdx: 'int', divisionIdx: 'int', status: 'text', memo: 'text', createdDate: 'datetime' },
    key: ['productOrderIdx'],
  },
  orderLine: {
    sql: `SELECT l.productOrderLineIdx, l.productOrderIdx, o.divisionIdx, o.status, l.productIdx, l.productName, l.count
      FROM product_order_lines l JOIN product_orders o ON o.productOrderIdx = l.productOrderIdx JOIN divisions d ON d.divisionIdx = o.divisionIdx WHERE ${ofCompany}`,
    columns: { productOrderLineIdx: 'int', productOrderIdx: 'int', divisionIdx: 'int', status: 'text', productIdx: 'int', productName: 'text', count: 'int' },
    key: ['productOrderLineIdx'],
  },
  /** The company's users, one row per division they are linked to (divisionIdx null for none). */
  user: {
    sql: `SELECT u.userIdx, u.userId, u.userName, u.userType, u.authType, ud.divisionIdx
      FROM users u LEFT JOIN user_divisions ud ON ud.userIdx = u.userIdx WHERE u.companyIdx = @companyIdx`,
    columns: { userIdx: 'int', userId: 'text', userName: 'text', userType: 'text', authType: 'text', divisionIdx: 'int' },
    key: ['userIdx', 'divisionIdx'],
  },
  /** The company's own product records (the shared catalog is reached by a `catalog` ref). */
  product: {
    sql: `SELECT p.productIdx, p.productName, p.price, p.cost, p.barcode, p.category FROM products p WHERE p.companyIdx = @companyIdx`,
    columns: { productIdx: 'int', productName: 'text', price: 'int', cost: 'int', barcode: 'text', category: 'text' },
    key: ['productIdx'],
  },
  payment: {
    sql: `SELECT p.paymentIdx, p.approveNo, p.deviceIdx, v.divisionIdx, p.approveAt, p.refundedAt, p.state, p.amount, p.refundAmount FROM payments p ${deviceJoin('p')}`,
    columns: {
      paymentIdx: 'int', approveNo: 'text', deviceIdx: 'int', divisionIdx: 'int', approveAt: 'datetime', refundedAt: 'datetime', state: 'text', amount: 'int', refundAmount: 'int',
    },
    key: ['paymentIdx'],
  },
  fault: {
    sql: `SELECT f.noticeIdx, f.deviceIdx, f.faultCode, f.severity, f.state, f.reportAt FROM fault_notices f ${deviceJoin('f')}`,
    columns: { noticeIdx: 'int', deviceIdx: 'int', faultCode: 'text', severity: 'text', state: 'text', reportAt: 'datetime' },
    key: ['noticeIdx'],
  },
} as const satisfies Record<string, ViewDef>;

export type ViewName = keyof typeof VIEWS;

export function isViewName(name: string): name is ViewName {
  return Object.hasOwn(VIEWS, name);
}

/** The view of that name, or undefined. */
export function viewOf(name: string): ViewDef | undefined {
  return isViewName(name) ? VIEWS[name] : undefined;
}

/** What a `catalog` ref gives: a product of the shared catalog, found by its name. */
export const CATALOG_REF_COLUMNS: Readonly<Record<string, ColumnType>> = { productIdx: 'int', productName: 'text', price: 'int' };
export const CATALOG_REF_SQL = 'SELECT productIdx, productName, price FROM products WHERE companyIdx IS NULL AND productName = ? ORDER BY productIdx LIMIT 1';
