// State area `company` (spec §3): list, detail, status, message.
import { api } from '@contract/api-routes';
import { company as companySchema } from '@contract/entities';
import type { BodyOf } from '@contract/endpoint';
import type { CompanyStoreBody } from '@contract/endpoints/company';
import type { Company } from '@contract/entities';
import { createAreaStore } from '../../state/areaStore';
import { detailSpec, listSpec } from '../../state/recordSpecs';
import { ORG_TREE_CHANGES } from '../../state/orgTree';

export type CompanyListQuery = BodyOf<typeof api.company.list>;

export const useCompanyStore = createAreaStore(
  { list: [] as Company[], totalCount: 0, detail: null as Company | null },
  ({ run }) => ({
    fetchList: (query: CompanyListQuery = {}) => run(listSpec(api.company.list), { body: query }),
    fetchDetail: (companyIdx: number) => run(detailSpec(api.company.info), { params: { companyIdx } }),
    /** Create (no companyIdx) or update; the answer carries the saved record. */
    save: (body: CompanyStoreBody) =>
      run(
        {
          endpoint: api.company.store,
          kind: 'save',
          invalidates: ORG_TREE_CHANGES,
          // The contract types a save answer's data loosely; take it only when it is a company.
          onSuccess: (d, r) => {
            const saved = companySchema.safeParse(r.data);
            if (saved.success) d.detail = saved.data;
          },
        },
        { body },
      ),
    remove: (companyIdx: number) =>
      run({ endpoint: api.company.delete, kind: 'save', invalidates: ORG_TREE_CHANGES, onSuccess: (d) => void (d.detail = null) }, { params: { companyIdx } }),
  }),
);
