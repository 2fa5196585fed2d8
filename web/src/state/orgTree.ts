// The company → division → device tree of the caller's scope (GET /tree/list), read through the
// API cache; saves that change the organisation forget it (`invalidates: ORG_TREE_CHANGES`).
// Screens that mount two readers at once (the inventory's selector and its stock-move dialog)
// share one request: in a large world the tree is 10,000 devices, over a megabyte.
import { api } from '@contract/api-routes';
import type { TreeCompany } from '@contract/entities';
import { callEndpoint } from '../api/call';

export const ORG_TREE_CHANGES = [api.auth.tree] as const;

/** The tree being read now, shared by every reader until it is answered (then the cache answers). */
let reading: Promise<TreeCompany[] | null> | null = null;

/** The tree, or null when it cannot be read (the selectors then offer nothing to pick). */
export function loadOrgTree(): Promise<TreeCompany[] | null> {
  reading ??= callEndpoint(api.auth.tree, {}, { cache: true })
    .then((outcome) => (outcome.ok ? outcome.response.data : null))
    .finally(() => {
      reading = null;
    });
  return reading;
}
