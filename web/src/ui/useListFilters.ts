// A list screen's query, kept in the URL: its own filters (keyword, codes) and the org selection
// down to `level`. `query` is the list call's body; `refresh` changes when the operator asks again
// for the same query (searching the same keyword), so the screen fetches again.
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readFilters, writeFilters, type FilterSpec, type FilterValues } from './listFilters';
import { readOrgSelection, type OrgLevel, type OrgSelection } from './orgSelection';

export function useListFilters<S extends FilterSpec>(spec: S, level: OrgLevel | null = null) {
  const [params, setParams] = useSearchParams();
  const [refresh, setRefresh] = useState(0);
  const stableKey = JSON.stringify([readFilters(params, spec), level ? readOrgSelection(params, level) : {}]);
  const { filters, query } = useMemo(() => {
    const [f, org] = JSON.parse(stableKey) as [FilterValues<S>, OrgSelection];
    return { filters: f, query: { ...org, ...f } as OrgSelection & FilterValues<S> };
  }, [stableKey]);

  const update = useCallback(
    (patch: Partial<Record<keyof S & string, string>>) => {
      const next = writeFilters(params, patch);
      if (next.toString() === params.toString()) setRefresh((n) => n + 1);
      else setParams(next);
    },
    [params, setParams],
  );
  return { filters, query, refresh, update };
}
