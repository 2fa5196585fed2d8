// State area `employeePointLog` (spec §3): how employees' welfare points moved (resets, purchases,
// refunds, operators' changes), newest first, and the products of the payment a purchase refers
// to (referenceIdx); a failure there says 'Product list lookup failed' (spec §8).
import { api } from '@contract/api-routes';
import type { BodyOf, ResponseOf } from '@contract/endpoint';
import { createAreaStore } from '../../state/areaStore';
import { listSpec } from '../../state/recordSpecs';
import { paymentLinesAction, type PaymentLine } from '../payment/store';

export type PointLog = ResponseOf<typeof api.employeePointLog.list>['data']['list'][number];
export type PointReason = PointLog['reason'];
export type PointLogQuery = BodyOf<typeof api.employeePointLog.list>;

export const useEmployeePointLogStore = createAreaStore(
  {
    list: [] as PointLog[],
    totalCount: 0,
    /** Product lines of payment `productsFor` (a log entry's referenceIdx). */
    products: [] as PaymentLine[],
    productsFor: null as number | null,
  },
  ({ run }) => ({
    fetchList: (query: PointLogQuery = {}) => run(listSpec(api.employeePointLog.list), { body: query }),
    fetchPaymentProducts: (referenceIdx: number) => run(paymentLinesAction(referenceIdx), { params: { referenceIdx } }),
  }),
);
