// State area `promotion` (spec §3): price promotions — the list, one promotion, save (create or
// update) and delete. Delete goes to GET /promotion/delete/{promotionIdx}, never to the spec's
// tray call (docs/decisions.md: an operator who deletes a promotion must never lose a tray).
import { api } from '@contract/api-routes';
import { promotion as promotionSchema } from '@contract/entities';
import type { BodyOf, ResponseOf } from '@contract/endpoint';
import { createAreaStore } from '../../state/areaStore';
import { detailSpec, dropRecord, keepSaved, listSpec } from '../../state/recordSpecs';

export type Promotion = ResponseOf<typeof api.promotion.info>['data'];
export type PromotionType = Promotion['type'];
export type PromotionStatus = Promotion['status'];
export type PromotionListQuery = BodyOf<typeof api.promotion.list>;
export type PromotionStoreBody = BodyOf<typeof api.promotion.store>;

export const usePromotionStore = createAreaStore(
  {
    list: [] as Promotion[],
    totalCount: 0,
    detail: null as Promotion | null,
  },
  ({ run }) => {
    const keep = keepSaved<Promotion>(promotionSchema, 'promotionIdx');
    return {
      fetchList: (query: PromotionListQuery = {}) => run(listSpec(api.promotion.list), { body: query }),
      fetchDetail: (promotionIdx: number) => run(detailSpec(api.promotion.info), { params: { promotionIdx } }),
      /** Create (no promotionIdx) or update: 'Normally processed', or the generic failure and the server's reason. */
      save: (body: PromotionStoreBody) => run({ endpoint: api.promotion.store, kind: 'save', onSuccess: (d, r) => keep(d, r.data) }, { body }),
      remove: (promotionIdx: number) =>
        run({ endpoint: api.promotion.delete, kind: 'save', onSuccess: dropRecord<Promotion>('promotionIdx', promotionIdx) }, { params: { promotionIdx } }),
    };
  },
);
