// State area `division` (spec §3): list, detail, the employee reset policy, the employee UID time
// slots, and Open API access with the key that is shown once.
import { api } from '@contract/api-routes';
import { division as divisionSchema } from '@contract/entities';
import type { BodyOf, ResponseOf } from '@contract/endpoint';
import type { Division } from '@contract/entities';
import { createAreaStore } from '../../state/areaStore';
import { detailSpec, listSpec } from '../../state/recordSpecs';
import { ORG_TREE_CHANGES } from '../../state/orgTree';

export type DivisionListQuery = BodyOf<typeof api.division.list>;
export type DivisionStoreBody = BodyOf<typeof api.division.store>;
export type ResetPolicy = NonNullable<ResponseOf<typeof api.division.resetPolicyInfo>['data']>;
export type ResetPolicyValues = Omit<BodyOf<typeof api.division.resetPolicyStore>, 'divisionIdx'>;
export type UidTime = ResponseOf<typeof api.division.uidTimeList>['data']['list'][number];
export type OpenApiAccess = ResponseOf<typeof api.division.openApiList>['data']['list'][number];
export type OpenApiChange = BodyOf<typeof api.division.openApiStore>;

/** A key just issued: the only time the console sees it in full. */
export interface IssuedKey {
  divisionIdx: number;
  divisionName: string;
  apiKey: string;
}

export const useDivisionStore = createAreaStore(
  {
    list: [] as Division[],
    totalCount: 0,
    detail: null as Division | null,
    /** The reset policy of `policyDivisionIdx`; null when it has none (yet). */
    policy: null as ResetPolicy | null,
    policyDivisionIdx: null as number | null,
    uidTimes: [] as UidTime[],
    openApiList: [] as OpenApiAccess[],
    issuedKey: null as IssuedKey | null,
  },
  ({ run, set, get }) => ({
    fetchList: (query: DivisionListQuery = {}) => run(listSpec(api.division.list), { body: query }),
    fetchDetail: (divisionIdx: number) => run(detailSpec(api.division.info), { params: { divisionIdx } }),
    /** Create ('Store registered' / 'Store registration failed') or update ('Normally processed'). */
    save: (body: DivisionStoreBody) => {
      const creating = body.divisionIdx === undefined;
      return run(
        {
          endpoint: api.division.store,
          kind: 'save',
          invalidates: ORG_TREE_CHANGES,
          ...(creating ? { successMessage: 'storeRegistered', failureMessage: 'storeRegistrationFailed' } : {}),
          onSuccess: (d, r) => {
            const saved = divisionSchema.safeParse(r.data);
            if (saved.success) d.detail = saved.data;
          },
        },
        { body },
      );
    },
    remove: (divisionIdx: number) =>
      run(
        { endpoint: api.division.delete, kind: 'save', invalidates: ORG_TREE_CHANGES, onSuccess: (d) => void (d.detail = null) },
        { params: { divisionIdx } },
      ),

    fetchPolicy: (divisionIdx: number) =>
      run(
        {
          endpoint: api.division.resetPolicyInfo,
          kind: 'fetch',
          onRequest: (d) => {
            d.policy = null;
            d.policyDivisionIdx = null;
          },
          onSuccess: (d, r) => {
            d.policy = r.data;
            d.policyDivisionIdx = divisionIdx;
          },
        },
        { params: { divisionIdx } },
      ),
    /** Register the division's first policy ('registered'), or modify the one it has ('modified'). */
    savePolicy: (divisionIdx: number, values: ResetPolicyValues) => {
      const current = get().policyDivisionIdx === divisionIdx ? get().policy : null;
      const keep = (d: { policy: ResetPolicy | null; policyDivisionIdx: number | null }, saved: ResetPolicy | undefined) => {
        if (!saved) return;
        d.policy = saved;
        d.policyDivisionIdx = divisionIdx;
      };
      return current
        ? run(
            { endpoint: api.division.resetPolicyUpdate, kind: 'save', successMessage: 'modified', onSuccess: (d, r) => keep(d, r.data) },
            { body: { employeeResetPolicyIdx: current.employeeResetPolicyIdx, divisionIdx, ...values } },
          )
        : run(
            { endpoint: api.division.resetPolicyStore, kind: 'save', successMessage: 'registered', onSuccess: (d, r) => keep(d, r.data) },
            { body: { divisionIdx, ...values } },
          );
    },

    fetchUidTimes: (divisionIdx: number) =>
      run(
        {
          endpoint: api.division.uidTimeList,
          kind: 'fetch',
          onRequest: (d) => void (d.uidTimes = []),
          onSuccess: (d, r) => void (d.uidTimes = r.data.list),
        },
        { params: { divisionIdx } },
      ),
    addUidTime: (divisionIdx: number, startTime: string, endTime: string) =>
      run(
        {
          endpoint: api.division.uidTimeStore,
          kind: 'save',
          successMessage: 'registered',
          onSuccess: (d, r) => {
            if (!r.data) return;
            d.uidTimes.push(r.data);
            d.uidTimes.sort((a, b) => a.startTime.localeCompare(b.startTime));
          },
        },
        { body: { divisionIdx, startTime, endTime } },
      ),
    removeUidTime: (employeeUidTimeIdx: number) =>
      run(
        {
          endpoint: api.division.uidTimeDelete,
          kind: 'save',
          successMessage: 'deleted',
          onSuccess: (d) => void (d.uidTimes = d.uidTimes.filter((s) => s.employeeUidTimeIdx !== employeeUidTimeIdx)),
        },
        { params: { employeeUidTimeIdx } },
      ),

    fetchOpenApiList: (query: BodyOf<typeof api.division.openApiList> = {}) =>
      run({ endpoint: api.division.openApiList, kind: 'fetch', everyPage: true, onSuccess: (d, r) => void (d.openApiList = r.data.list) }, { body: query }),
    /**
     * Switch access, or issue / regenerate the key. The answer carries the full key only when one
     * was issued (regenerating, or enabling a division without a key): it goes to `issuedKey`,
     * never into the list, which keeps the masked form.
     */
    changeOpenApi: (change: OpenApiChange) => {
      const before = get().openApiList.find((row) => row.divisionIdx === change.divisionIdx);
      const issues = Boolean(change.regenerateKey) || (change.enabled && !before?.apiKey);
      return run(
        {
          endpoint: api.division.openApiStore,
          kind: 'save',
          onSuccess: (d, r) => {
            const saved = r.data;
            if (!saved) return;
            const row = d.openApiList.find((item) => item.divisionIdx === saved.divisionIdx);
            if (row) {
              row.enabled = saved.enabled;
              row.issuedDate = saved.issuedDate;
              if (!issues) row.apiKey = saved.apiKey;
            }
            if (issues && saved.apiKey) d.issuedKey = { divisionIdx: saved.divisionIdx, divisionName: saved.divisionName, apiKey: saved.apiKey };
          },
        },
        { body: change },
      );
    },
    /** The shown key is gone for good once its dialog closes. */
    forgetIssuedKey: () => set((d) => void (d.issuedKey = null)),
  }),
);
