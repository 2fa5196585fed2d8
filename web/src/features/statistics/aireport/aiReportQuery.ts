// The query of an AI report screen, kept in the URL: org tree down to a device, the period (the
// last 30 days up to the back end's today unless picked, like the sales screen's day view) and how
// many products a ranking shows. `key` changes whenever the reports must be read again (a new
// query, a repeated Search); `refresh` alone changes with a repeated Search.
import { useMemo } from 'react';
import dayjs from 'dayjs';
import { useBackendToday } from '../../../core/backendClock';
import { salesPeriod, type Period } from '../../sales/salesPeriod';
import type { OrgSelection } from '../../../ui/orgSelection';
import { useListController } from '../../../ui/list/useListController';
import type { FilterSpec } from '../../../ui/listFilters';

export const RANK_SIZES = ['5', '10', '20'] as const;
export const DEFAULT_RANK_SIZE = 10;

const BASE = { startDate: 'date', endDate: 'date', size: RANK_SIZES } as const;

export function useAiReportQuery<S extends FilterSpec>(extra: S) {
  const spec = useMemo(() => ({ ...BASE, ...extra }), [extra]);
  const { filters, query, refresh, update } = useListController(spec, 'device');
  const today = useBackendToday();
  return useMemo(() => {
    const q = query as Record<string, unknown>;
    const org: OrgSelection = {
      ...(q.companyIdx !== undefined ? { companyIdx: q.companyIdx as number } : {}),
      ...(q.divisionIdx !== undefined ? { divisionIdx: q.divisionIdx as number } : {}),
      ...(q.deviceIdx !== undefined ? { deviceIdx: q.deviceIdx as number } : {}),
    };
    const picked = filters as { startDate?: string; endDate?: string; size?: string };
    const period: Period = salesPeriod('day', { startDate: picked.startDate, endDate: picked.endDate }, dayjs(today));
    const size = Number(picked.size ?? DEFAULT_RANK_SIZE);
    return { filters, org, period, size, update, refresh, key: `${JSON.stringify([org, period, size])}#${refresh}` };
  }, [filters, query, refresh, update, today]);
}
