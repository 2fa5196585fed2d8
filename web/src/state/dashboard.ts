// Dashboard figures (GET /dashboard/info). Not a spec §3 area of its own; kept apart so the
// statistics area can grow without touching it.
import { api, type DashboardInfo } from '@contract';
import { createAreaStore } from './areaStore';

export const useDashboardStore = createAreaStore({ info: null as DashboardInfo | null }, ({ run }) => ({
  fetchInfo: () => run({ endpoint: api.dashboard.info, kind: 'fetch', onSuccess: (d, r) => void (d.info = r.data) }),
}));
