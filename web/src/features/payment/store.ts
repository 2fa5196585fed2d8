// State area `payment` (spec §3): payments from kiosk sessions, paged and sorted by the server
// (a fleet has 100,000 of them), and the product lines of one payment. Spec §4: asking for the
// payment list resets the whole state first. A product-list failure says 'Product list lookup
// failed' (spec §8).
import { api } from '@contract/api-routes';
import type { BodyOf, ResponseOf } from '@contract/endpoint';
import { createAreaStore, type ActionSpec } from '../../state/areaStore';
import { exportPageSpec } from '../../state/recordSpecs';

export type Payment = ResponseOf<typeof api.payment.list>['data']['list'][number];
export type PaymentLine = Payment['productList'][number];
export type PaymentListQuery = BodyOf<typeof api.payment.list>;
export type PaymentSortField = NonNullable<PaymentListQuery['sortField']>;

/** Where a store keeps the lines of one payment. */
export interface PaymentLinesState {
  products: PaymentLine[];
  productsFor: number | null;
}

/**
 * Read the product lines of one payment (GET /employee-point-log/payment/product/list/{referenceIdx},
 * the catalog's one call that answers a payment's lines by its key) into `products`; a failure
 * says 'Product list lookup failed'. The payment history and the point log both use it.
 */
export function paymentLinesAction<S extends PaymentLinesState>(paymentIdx: number): ActionSpec<S, typeof api.employeePointLog.paymentProducts> {
  return {
    endpoint: api.employeePointLog.paymentProducts,
    kind: 'fetch',
    latest: 'products',
    failureMessage: 'productListLookupFailed',
    onRequest: (draft) => {
      const d = draft as PaymentLinesState;
      d.products = [];
      d.productsFor = paymentIdx;
    },
    onSuccess: (draft, r) => void ((draft as PaymentLinesState).products = r.data.list),
  };
}

const initial = {
  list: [] as Payment[],
  /** Payments the last query matches (the list holds one page of them). */
  totalCount: 0,
  /** The query (with page, size and sort) the list answers. */
  query: null as PaymentListQuery | null,
  /** The product lines of payment `productsFor`. */
  products: [] as PaymentLine[],
  productsFor: null as number | null,
};

export const usePaymentStore = createAreaStore({ ...initial }, ({ run }) => ({
  /** One page of payments; the whole state is reset as the request goes out (spec §4). */
  fetchList: (query: PaymentListQuery) =>
    run(
      {
        endpoint: api.payment.list,
        kind: 'fetch',
        latest: 'list',
        onRequest: (d) => void Object.assign(d, initial, { query }),
        onSuccess: (d, r) => {
          d.list = r.data.list;
          d.totalCount = r.data.totalCount;
        },
      },
      { body: query },
    ),
  /** A page for the CSV export: read in the background, the list on screen stays as it is. */
  fetchExportPage: (query: PaymentListQuery) => run(exportPageSpec(api.payment.list), { body: query }),
  /** The product lines of one payment. */
  fetchProducts: (paymentIdx: number) => run(paymentLinesAction(paymentIdx), { params: { referenceIdx: paymentIdx } }),
}));
