import { z } from 'zod';
import { endpoint } from '../endpoint';
import { bodyIdx, listQuery, listResponse, noParams } from '../wire';
import { productSale, promotionType, revenueReport } from '../entities';

export const salesEndpoints = {
  revenueList: endpoint({
    id: 'sales.revenueList', area: 'sales', method: 'POST', path: '/statistics/revenue-report/list',
    summary: 'Revenue per month (or per device per month) in startDate–endDate: approved payments minus refunds, by approval date.',
    params: noParams, body: listQuery.extend({ groupByDevice: z.boolean().optional() }),
    response: listResponse(revenueReport),
  }),
  revenueDaily: endpoint({
    id: 'sales.revenueDaily', area: 'sales', method: 'POST', path: '/statistics/revenue-report/list/daily',
    summary: 'Revenue per day (or per device per day) in startDate–endDate; salesIdx YYYYMMDD.',
    params: noParams, body: listQuery.extend({ groupByDevice: z.boolean().optional() }),
    response: listResponse(revenueReport),
  }),
  productList: endpoint({
    id: 'sales.productList', area: 'sales', method: 'POST', path: '/payment/product/list',
    summary: 'Product lines of approved payments, newest first, with the promotion that applied; paged server-side (page, size) for large fleets.',
    params: noParams, body: listQuery.extend({ promotionType: promotionType.optional(), productIdx: bodyIdx.optional() }),
    response: listResponse(productSale),
  }),
};
