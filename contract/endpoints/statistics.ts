import { z } from 'zod';
import { endpoint } from '../endpoint';
import { bodyIdx, listQuery, listResponse, noParams, resultCode } from '../wire';
import { REPORT_GROUP_BY, REPORT_SPLIT_BY, displaySlot, hourSales, inventoryDays, productRank } from '../entities';

/**
 * Report-string calls: scope and period (startDate–endDate of listQuery), rows per day or month
 * (groupBy), and columns: one total, or one per product, category or device (splitBy) — the `top`
 * biggest, the rest summed in a last "others" column.
 */
export const reportQuery = listQuery.extend({
  groupBy: z.enum(REPORT_GROUP_BY).default('DAY'),
  splitBy: z.enum(REPORT_SPLIT_BY).default('TOTAL'),
  top: z.number().int().min(1).max(50).default(10),
});
/**
 * `data` is a JSON string of a table (spec §3): the first row the header, every other row numbers.
 * The header's first cell is REPORT_CELLS.period, then the column names: REPORT_CELLS.total, or the
 * product, category or device names and REPORT_CELLS.others. Each row starts with its period as a
 * number, YYYYMMDD (DAY) or YYYYMM (MONTH), oldest first, every period of the range present.
 */
const reportString = z.object({ result: resultCode, message: z.string(), data: z.string() });

export const statisticsEndpoints = {
  saleCount: endpoint({
    id: 'statistics.saleCount', area: 'statistics', method: 'POST', path: '/statistics/sale-count-report-string/list',
    summary: 'Units sold as a report string.', params: noParams, body: reportQuery, response: reportString,
  }),
  saleAmount: endpoint({
    id: 'statistics.saleAmount', area: 'statistics', method: 'POST', path: '/statistics/sale-amount-report-string/list',
    summary: 'Sales amount in won as a report string.', params: noParams, body: reportQuery, response: reportString,
  }),
  saleProfit: endpoint({
    id: 'statistics.saleProfit', area: 'statistics', method: 'POST', path: '/statistics/sale-profit-report-string/list',
    summary: 'Gross profit in won (net sales minus the cost of the units sold) as a report string.', params: noParams, body: reportQuery, response: reportString,
  }),
  aiHour: endpoint({
    id: 'statistics.aiHour', area: 'statistics', method: 'POST', path: '/statistics/ai-report/hour',
    summary: 'Sales by hour of day (KST) over the period, all 24 hours.', params: noParams, body: listQuery, response: listResponse(hourSales),
  }),
  aiWorst: endpoint({
    id: 'statistics.aiWorst', area: 'statistics', method: 'POST', path: '/statistics/ai-report/worst-products',
    summary: 'Worst-selling products over the period among those on display, fewest units first, leaving out the upper half of the best sellers (size: how many, default 10).', params: noParams, body: listQuery, response: listResponse(productRank),
  }),
  aiTop: endpoint({
    id: 'statistics.aiTop', area: 'statistics', method: 'POST', path: '/statistics/ai-report/top-products',
    summary: 'Best-selling products over the period: the upper half of the products sold, most units first (size: how many, default 10).', params: noParams, body: listQuery, response: listResponse(productRank),
  }),
  aiDisplay: endpoint({
    id: 'statistics.aiDisplay', area: 'statistics', method: 'POST', path: '/statistics/ai-report/display',
    summary: "What is on each tray of one device now and the units each placement sold over the period (tray order).",
    params: noParams, body: listQuery.extend({ deviceIdx: bodyIdx }), response: listResponse(displaySlot),
    specListed: false,
  }),
  aiInventoryDays: endpoint({
    id: 'statistics.aiInventoryDays', area: 'statistics', method: 'POST', path: '/statistics/ai-report/inventory-days',
    summary: 'Days of stock left per product on each device at the sales rate of the last 7 days, fewest days first.', params: noParams, body: listQuery, response: listResponse(inventoryDays),
  }),
};
