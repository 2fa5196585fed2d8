// The calls the bench times one at a time: the lists paged or filtered server-side and the sales
// and statistics reports with the console's default periods (index.ts over HTTP, held.ts in process).
import type { Call } from './load';

export const post = (path: string, body: object, token?: string): Call => ({ method: 'POST', path: `/api/v1${path}`, body, ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}) });
export const get = (path: string): Call => ({ method: 'GET', path });

/** Paged or filtered list calls, each timed alone (median of 5). */
export function listCalls(admin: string, partner: string, today: string, weekAgo: string): { name: string; call: Call }[] {
  const a = (path: string, body: object) => post(path, body, admin);
  // The sales screens' default periods: 30 days, and six months from the first of the month.
  const monthAgo = new Date(Date.parse(`${today}T00:00:00Z`) - 29 * 86_400_000).toISOString().slice(0, 10);
  const sixMonths = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 6, 1)).toISOString().slice(0, 10);
  const days30 = { startDate: monthAgo, endDate: today };
  return [
    { name: 'dashboard (ADMIN)', call: { method: 'GET', path: '/api/v1/dashboard/info', headers: { authorization: `Bearer ${admin}` } } },
    { name: 'devices: page 1', call: a('/device/list', { page: 1, size: 20 }) },
    { name: 'devices: PARTNER scope, page 1', call: post('/device/list', { page: 1, size: 20 }, partner) },
    { name: 'devices: status FAULT', call: a('/device/list', { page: 1, size: 20, status: 'FAULT' }) },
    { name: 'devices: keyword (serial number)', call: a('/device/list', { page: 1, size: 20, keyword: 'TC-AIF' }) },
    { name: 'payments: page 1, newest first', call: a('/payment/list', { page: 1, size: 20 }) },
    { name: "payments: the console's default (last 7 days)", call: a('/payment/list', { page: 1, size: 20, startDate: weekAgo, endDate: today }) },
    { name: 'payments: PARTNER scope, page 1', call: post('/payment/list', { page: 1, size: 20 }, partner) },
    { name: 'payments: page 2,500 (deep)', call: a('/payment/list', { page: 2500, size: 20 }) },
    { name: 'payments: sort by amount', call: a('/payment/list', { page: 1, size: 20, sortField: 'amount' }) },
    { name: 'payments: state REFUNDED', call: a('/payment/list', { page: 1, size: 20, state: 'REFUNDED' }) },
    { name: 'payments: card, last 7 days', call: a('/payment/list', { page: 1, size: 20, paymentMode: 2, startDate: weekAgo, endDate: today }) },
    { name: 'payments: keyword (a product name), last 7 days', call: a('/payment/list', { page: 1, size: 20, keyword: '김밥', startDate: weekAgo, endDate: today }) },
    { name: 'payments: keyword (a product name), all time', call: a('/payment/list', { page: 1, size: 20, keyword: '김밥' }) },
    { name: 'payments: keyword and state PAID', call: a('/payment/list', { page: 1, size: 20, keyword: '김밥', state: 'PAID' }) },
    { name: 'payments: keyword with a space', call: a('/payment/list', { page: 1, size: 20, keyword: '참치마요 삼각' }) },
    { name: 'payments: keyword sorted by amount', call: a('/payment/list', { page: 1, size: 20, keyword: '김밥', sortField: 'amount' }) },
    { name: 'payments: one device', call: a('/payment/list', { page: 1, size: 20, deviceIdx: 7 }) },
    { name: 'inventory: page 1', call: a('/product/inventory/list', { page: 1, size: 20 }) },
    { name: 'inventory: PARTNER scope, page 1', call: post('/product/inventory/list', { page: 1, size: 20 }, partner) },
    { name: 'inventory: one device', call: a('/product/inventory/list', { deviceIdx: 7 }) },
    { name: 'inventory: expired or expiring', call: a('/product/inventory/list', { page: 1, size: 20, expiresBy: today }) },
    { name: 'inventory: keyword (a product name)', call: a('/product/inventory/list', { page: 1, size: 20, keyword: '생수' }) },
    { name: 'revenue: per month, six months', call: a('/statistics/revenue-report/list', { page: 1, size: 20, startDate: sixMonths, endDate: today }) },
    { name: 'revenue: per day, 30 days', call: a('/statistics/revenue-report/list/daily', { page: 1, size: 20, ...days30 }) },
    { name: 'revenue: per day and device, 30 days', call: a('/statistics/revenue-report/list/daily', { page: 1, size: 20, ...days30, groupByDevice: true }) },
    { name: 'product sales: 30 days, page 1', call: a('/payment/product/list', { page: 1, size: 20, ...days30 }) },
    { name: 'product sales: 30 days, page 2,500 (deep)', call: a('/payment/product/list', { page: 2500, size: 20, ...days30 }) },
    { name: 'product sales: keyword (a product name), 30 days', call: a('/payment/product/list', { page: 1, size: 20, ...days30, keyword: '김밥' }) },
    { name: 'report string: amount a day by product, a week', call: a('/statistics/sale-amount-report-string/list', { groupBy: 'DAY', splitBy: 'PRODUCT', top: 5 }) },
    { name: 'report string: units a month by device, six months', call: a('/statistics/sale-count-report-string/list', { groupBy: 'MONTH', splitBy: 'DEVICE', top: 5 }) },
    { name: 'AI report: top products, a week', call: a('/statistics/ai-report/top-products', {}) },
    { name: 'AI report: sales by hour, a week', call: a('/statistics/ai-report/hour', {}) },
    { name: 'AI report: days of stock left, page 1', call: a('/statistics/ai-report/inventory-days', { page: 1, size: 20 }) },
  ];
}

