import { z } from 'zod';
import { endpoint } from '../endpoint';
import { listQuery, listResponse, noParams, resultCode } from '../wire';
import { hourSales, inventoryDays, productRank } from '../entities';

/** Report-string calls: period, scope and grouping. */
export const reportQuery = listQuery.extend({ groupBy: z.enum(['DAY', 'MONTH', 'PRODUCT', 'DEVICE']).default('DAY') });
/** `data` is a JSON string of a table: first row the header, other rows numeric columns (spec §3). */
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
    summary: 'Gross profit in won as a report string.', params: noParams, body: reportQuery, response: reportString,
  }),
  aiHour: endpoint({
    id: 'statistics.aiHour', area: 'statistics', method: 'POST', path: '/statistics/ai-report/hour',
    summary: 'Sales by hour of day.', params: noParams, body: listQuery, response: listResponse(hourSales),
  }),
  aiWorst: endpoint({
    id: 'statistics.aiWorst', area: 'statistics', method: 'POST', path: '/statistics/ai-report/worst-products',
    summary: 'Worst-selling products.', params: noParams, body: listQuery, response: listResponse(productRank),
  }),
  aiTop: endpoint({
    id: 'statistics.aiTop', area: 'statistics', method: 'POST', path: '/statistics/ai-report/top-products',
    summary: 'Best-selling products.', params: noParams, body: listQuery, response: listResponse(productRank),
  }),
  aiInventoryDays: endpoint({
    id: 'statistics.aiInventoryDays', area: 'statistics', method: 'POST', path: '/statistics/ai-report/inventory-days',
    summary: 'Days of stock left per product at the recent sales rate.', params: noParams, body: listQuery, response: listResponse(inventoryDays),
  }),
};
