// State area `employeeUid` (spec §3): employees' cards (UIDs) with their welfare point balance —
// the list, one card, register ('registered'), modify ('modified') and delete ('deleted'), spec §8;
// and the reset policy of a card's division, which says where its points come from.
import { api } from '@contract/api-routes';
import { employeeUid as uidSchema } from '@contract/entities';
import type { BodyOf, ResponseOf } from '@contract/endpoint';
import { createAreaStore } from '../../state/areaStore';
import { detailSpec, dropRecord, keepSaved, listSpec } from '../../state/recordSpecs';

export type EmployeeUid = ResponseOf<typeof api.employeeUid.info>['data'];
export type EmployeeUidQuery = BodyOf<typeof api.employeeUid.list>;
export type EmployeeUidStoreBody = BodyOf<typeof api.employeeUid.store>;
export type EmployeeUidUpdateBody = BodyOf<typeof api.employeeUid.update>;
export type PointPolicy = ResponseOf<typeof api.division.resetPolicyInfo>['data'];

export const useEmployeeUidStore = createAreaStore(
  {
    list: [] as EmployeeUid[],
    totalCount: 0,
    detail: null as EmployeeUid | null,
    /** The reset policy of division `policyDivisionIdx` (null: it has none); undefined until read. */
    policy: undefined as PointPolicy | undefined,
    policyDivisionIdx: null as number | null,
  },
  ({ run }) => {
    const keep = keepSaved<EmployeeUid>(uidSchema, 'employeeUidIdx');
    return {
      fetchList: (query: EmployeeUidQuery = {}) => run(listSpec(api.employeeUid.list), { body: query }),
      fetchDetail: (employeeUidIdx: number) => run(detailSpec(api.employeeUid.info), { params: { employeeUidIdx } }),
      /** A quiet read: without it the card says nothing of its points' origin, which is no failure of the screen. */
      fetchPolicy: (divisionIdx: number) =>
        run(
          {
            endpoint: api.division.resetPolicyInfo,
            kind: 'fetch',
            silent: true,
            onSuccess: (d, r) => {
              d.policy = r.data;
              d.policyDivisionIdx = divisionIdx;
            },
          },
          { params: { divisionIdx } },
        ),
      /** A new card: 'registered'. */
      create: (body: EmployeeUidStoreBody) =>
        run({ endpoint: api.employeeUid.store, kind: 'save', successMessage: 'registered', onSuccess: (d, r) => keep(d, r.data) }, { body }),
      /** A changed card: 'modified'. */
      update: (body: EmployeeUidUpdateBody) =>
        run({ endpoint: api.employeeUid.update, kind: 'save', successMessage: 'modified', onSuccess: (d, r) => keep(d, r.data) }, { body }),
      /** 'deleted'. */
      remove: (employeeUidIdx: number) =>
        run(
          { endpoint: api.employeeUid.delete, kind: 'save', successMessage: 'deleted', onSuccess: dropRecord<EmployeeUid>('employeeUidIdx', employeeUidIdx) },
          { params: { employeeUidIdx } },
        ),
    };
  },
);
