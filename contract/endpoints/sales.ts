import { z } from 'zod';
import { endpoint } from '../endpoint';
import { listQuery, listResponse, noParams } from '../wire';
import { productSale, promotionType, revenueReport } from '../entities';

export const salesEndpoints = {
  revenueList: endpoint({
    id: 'sales.revenueList', area: 'sales', method: 'POST', path: '/statistics/revenue-report/list',
    summary: 'Revenue per month (or per device per month): approved payments minus refunds.',
    params: noParams, body: listQuery.extend({ groupByDevice: z.boolean().optional() }),
    response: listResponse(revenueReport),
  }),
  revenueDaily: endpoint({
    id: 'sales.revenueDaily', area: 'sales', method: 'POST', path: '/statistics/revenue-report/list/daily',
    summary: 'Revenue per day.',
    params: noParams, body: listQuery.extend({ groupByDevice: z.boolean().optional() }),
    response: listResponse(revenueReport),
  }),
  productList: endpoint({
    id: 'sales.productList', area: 'sales', method: 'POST', path: '/payment/product/list',
    summary: 'Products sold, with the promotion that applied.',
    params: noParams, body: listQuery.extend({ promotionType: promotionType.optional() }),
    response: listResponse(productSale),
  }),
};
