// State area `order` (spec §3): purchase orders — the list, one order, save ('Order saved' /
// 'Order save failed'), and the two ends of a REQUESTED order: received (its lines go to the
// division's warehouse stock) or canceled.
import { api } from '@contract/api-routes';
import { productOrder as orderSchema } from '@contract/entities';
import type { BodyOf, ResponseOf } from '@contract/endpoint';
import { createAreaStore } from '../../state/areaStore';
import { detailSpec, keepSaved, listSpec } from '../../state/recordSpecs';

export type ProductOrder = ResponseOf<typeof api.order.info>['data'];
export type OrderLine = ProductOrder['productList'][number];
export type OrderStatus = ProductOrder['status'];
export type OrderListQuery = BodyOf<typeof api.order.list>;
export type OrderStoreBody = BodyOf<typeof api.order.store>;

/** The store body that moves an order to `status`, its lines and memo as they are. */
export function statusChangeBody(order: ProductOrder, status: OrderStatus): OrderStoreBody {
  return {
    productOrderIdx: order.productOrderIdx,
    divisionIdx: order.divisionIdx,
    status,
    memo: order.memo,
    productList: order.productList.map((line) => ({ productIdx: line.productIdx, count: line.count })),
  };
}

export const useOrderStore = createAreaStore(
  {
    list: [] as ProductOrder[],
    totalCount: 0,
    detail: null as ProductOrder | null,
  },
  ({ run }) => {
    const keep = keepSaved<ProductOrder>(orderSchema, 'productOrderIdx');
    return {
      fetchList: (query: OrderListQuery = {}) => run(listSpec(api.order.list), { body: query }),
      fetchDetail: (productOrderIdx: number) => run(detailSpec(api.order.info), { params: { productOrderIdx } }),
      /** Create (no productOrderIdx) or change lines and memo: 'Order saved' / 'Order save failed'. */
      save: (body: OrderStoreBody) =>
        run(
          { endpoint: api.order.store, kind: 'save', successMessage: 'orderSaved', failureMessage: 'orderSaveFailed', onSuccess: (d, r) => keep(d, r.data) },
          { body },
        ),
      /** RECEIVED or CANCELED: 'Normally processed', or the generic failure and the server's reason. */
      changeStatus: (order: ProductOrder, status: Exclude<OrderStatus, 'REQUESTED'>) =>
        run({ endpoint: api.order.store, kind: 'save', onSuccess: (d, r) => keep(d, r.data) }, { body: statusChangeBody(order, status) }),
    };
  },
);
