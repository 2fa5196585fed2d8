// State area `sales` (spec §3): revenue per month and per day (optionally per device) — approved
// payments minus refunds — and the product lines sold (POST /payment/product/list, paged by the
// server; a failure there says 'Product list lookup failed', spec §8).
import { api } from '@contract/api-routes';
import type { BodyOf, ResponseOf } from '@contract/endpoint';
import { createAreaStore } from '../../state/areaStore';

export type RevenueRow = ResponseOf<typeof api.sales.revenueList>['data']['list'][number];
export type ProductSale = ResponseOf<typeof api.sales.productList>['data']['list'][number];
export type RevenueQuery = BodyOf<typeof api.sales.revenueList>;
export type ProductSaleQuery = BodyOf<typeof api.sales.productList>;

export const useSalesStore = createAreaStore(
  {
    /** Revenue per month (salesIdx YYYYMM). */
    monthly: [] as RevenueRow[],
    /** Revenue per day (salesIdx YYYYMMDD). */
    daily: [] as RevenueRow[],
    /** One page of product lines, and how many lines the query matches. */
    products: [] as ProductSale[],
    productsTotal: 0,
  },
  ({ run }) => ({
    fetchMonthly: (query: RevenueQuery) =>
      run(
        {
          endpoint: api.sales.revenueList,
          kind: 'fetch',
          latest: 'monthly',
          everyPage: true,
          onRequest: (d) => void (d.monthly = []),
          onSuccess: (d, r) => void (d.monthly = r.data.list),
        },
        { body: query },
      ),
    fetchDaily: (query: RevenueQuery) =>
      run(
        {
          endpoint: api.sales.revenueDaily,
          kind: 'fetch',
          latest: 'daily',
          everyPage: true,
          onRequest: (d) => void (d.daily = []),
          onSuccess: (d, r) => void (d.daily = r.data.list),
        },
        { body: query },
      ),
    fetchProducts: (query: ProductSaleQuery) =>
      run(
        {
          endpoint: api.sales.productList,
          kind: 'fetch',
          latest: 'products',
          failureMessage: 'productListLookupFailed',
          onRequest: (d) => {
            d.products = [];
            d.productsTotal = 0;
          },
          onSuccess: (d, r) => {
            d.products = r.data.list;
            d.productsTotal = r.data.totalCount;
          },
        },
        { body: query },
      ),
    /** A page for the CSV export: read in the background, the page on screen stays. */
    fetchProductsExportPage: (query: ProductSaleQuery) =>
      run({ endpoint: api.sales.productList, kind: 'fetch', silent: true, failureMessage: 'productListLookupFailed', call: { loading: true } }, { body: query }),
  }),
);
