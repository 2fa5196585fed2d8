// State area `promotion` (spec §3): price promotions — the list, one promotion, save (create or
// update) and delete. Delete goes to GET /promotion/delete/{promotionIdx}, never to the spec's
// tray call (docs/decisions.md: an operator who deletes a promotion must never lose a tray).
import { api } from '@contract/api-routes';
import { promotion as promotionSchema } from '@contract/entities';
import type { BodyOf, ResponseOf } from '@contract/endpoint';
import { createAreaStore } from './areaStore';

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
  ({ run }) => ({
    fetchList: (query: PromotionListQuery = {}) =>
      run(
        {
          endpoint: api.promotion.list,
          kind: 'fetch',
          latest: 'list',
          onSuccess: (d, r) => {
            d.list = r.data.list;
            d.totalCount = r.data.totalCount;
          },
        },
        { body: query },
      ),
    fetchDetail: (promotionIdx: number) =>
      run(
        {
          endpoint: api.promotion.info,
          kind: 'fetch',
          latest: 'detail',
          onSuccess: (d, r) => void (d.detail = r.data),
          onFailure: (d) => void (d.detail = null),
        },
        { params: { promotionIdx } },
      ),
    /** Create (no promotionIdx) or update: 'Normally processed', or the generic failure and the server's reason. */
    save: (body: PromotionStoreBody) =>
      run(
        {
          endpoint: api.promotion.store,
          kind: 'save',
          onSuccess: (d, r) => {
            const saved = promotionSchema.safeParse(r.data);
            if (!saved.success) return;
            d.detail = saved.data;
            d.list = d.list.map((row) => (row.promotionIdx === saved.data.promotionIdx ? saved.data : row));
          },
        },
        { body },
      ),
    remove: (promotionIdx: number) =>
      run(
        {
          endpoint: api.promotion.delete,
          kind: 'save',
          onSuccess: (d) => {
            if (d.detail?.promotionIdx === promotionIdx) d.detail = null;
            d.list = d.list.filter((row) => row.promotionIdx !== promotionIdx);
          },
        },
        { params: { promotionIdx } },
      ),
  }),
);
