// The org selection of a list, kept in the URL query (companyIdx, divisionIdx, deviceIdx), so a
// filter survives reload and can be shared as a link. Another selection is another query: the list
// goes back to its first page; other query parameters are left alone.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readOrgSelection, writeOrgSelection, type OrgLevel, type OrgSelection } from './orgSelection';
import { firstPage } from './list/listPlace';

export function useOrgSelection(level: OrgLevel = 'device'): [OrgSelection, (next: OrgSelection) => void] {
  const [params, setParams] = useSearchParams();
  const current = readOrgSelection(params, level);
  // Stable while the numbers stay the same, so effects that fetch on it do not run again.
  const stableKey = JSON.stringify(current);
  const selection = useMemo(() => JSON.parse(stableKey) as OrgSelection, [stableKey]);
  const select = useCallback((next: OrgSelection) => setParams((prev) => writeOrgSelection(firstPage(prev), next)), [setParams]);
  return [selection, select];
}
