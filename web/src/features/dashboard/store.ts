// Dashboard figures (GET /dashboard/info). Not a spec §3 area of its own; kept apart so the
// statistics area can grow without touching it. `{ silent: true }` is the auto-refresh.
import { api } from '@contract/api-routes';
import type { DashboardInfo } from '@contract/entities';
import { createAreaStore } from '../../state/areaStore';

export const useDashboardStore = createAreaStore({ info: null as DashboardInfo | null }, ({ run }) => ({
  fetchInfo: ({ silent }: { silent?: boolean } = {}) =>
    run({ endpoint: api.dashboard.info, kind: 'fetch', silent, latest: 'info', onSuccess: (d, r) => void (d.info = r.data) }),
}));
