// The device the display report opens on when none is picked: the busiest of the scope in the
// report's period — most approved payments, then the higher net sales, then by name and key.
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Period } from '../../sales/salesPeriod';
import { useSalesStore, type RevenueRow } from '../../sales/store';
import { nodeKey, orgNodes, selectionOfKey, writeOrgSelection, type OrgSelection } from '../../../ui/orgSelection';
import { useOrgTree } from '../../../ui/useOrgTree';
import { useLoad, type LoadState } from '../../../ui/useLoad';

/** The busiest device among revenue rows per device (one row per device and month), or null when none sold. */
export function busiestDevice(rows: readonly RevenueRow[]): number | null {
  const totals = new Map<number, { count: number; net: number; name: string }>();
  for (const row of rows) {
    if (row.deviceIdx === null) continue;
    const sum = totals.get(row.deviceIdx) ?? { count: 0, net: 0, name: row.deviceName ?? '' };
    sum.count += row.paymentCount;
    sum.net += row.netAmount;
    totals.set(row.deviceIdx, sum);
  }
  const ranked = [...totals].filter(([, s]) => s.count > 0);
  ranked.sort(([a, x], [b, y]) => y.count - x.count || y.net - x.net || x.name.localeCompare(y.name) || a - b);
  return ranked[0]?.[0] ?? null;
}

/**
 * With no device in the URL, finds the busiest device of the picked company or division (or of
 * everything the user sees) in `period` and puts its whole path in the URL in place of the current
 * entry, so the report opens on it. `noSales`: the period has no sale to pick a device by;
 * `openedOn`: the device it opened on (the screen says why it shows that one); `path`: the path
 * found, from the render that writes it to the URL on (the screen's reads need not wait for the URL).
 */
export function useOpenOnBusiestDevice(
  org: OrgSelection,
  period: Period,
): LoadState & { noSales: boolean; openedOn: number | null; path: OrgSelection | null } {
  const [, setParams] = useSearchParams();
  const { tree, loaded } = useOrgTree();
  const [busiest, setBusiest] = useState<{ key: string; deviceIdx: number | null } | null>(null);
  const [openedOn, setOpenedOn] = useState<number | null>(null);
  const key = org.deviceIdx === undefined ? JSON.stringify([org, period]) : null;
  const state = useLoad(key, async () => {
    const { deviceIdx: _picked, ...scope } = org;
    const result = await useSalesStore.getState().fetchMonthly({ ...scope, ...period, groupByDevice: true });
    if (result.ok && key !== null) setBusiest({ key, deviceIdx: busiestDevice(result.response?.data.list ?? []) });
    return result;
  });
  const found = busiest !== null && busiest.key === key ? busiest.deviceIdx : null;
  const path = useMemo(() => {
    if (found === null || !loaded) return null;
    const inTree = selectionOfKey(orgNodes(tree, 'device'), nodeKey('device', found));
    return inTree.deviceIdx === undefined ? { deviceIdx: found } : inTree;
  }, [found, loaded, tree]);
  useEffect(() => {
    if (path === null) return;
    setOpenedOn(path.deviceIdx!);
    setParams((prev) => writeOrgSelection(prev, path), { replace: true });
  }, [path, setParams]);
  return { ...state, noSales: key !== null && busiest?.key === key && busiest.deviceIdx === null, openedOn, path };
}
