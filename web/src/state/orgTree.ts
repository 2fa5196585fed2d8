// The company → division → device tree of the caller's scope (GET /tree/list), read through the
// API cache; saves that change the organisation forget it (`invalidates: ORG_TREE_CHANGES`).
import { api } from '@contract/api-routes';
import type { TreeCompany } from '@contract/entities';
import { callEndpoint } from '../api/call';

export const ORG_TREE_CHANGES = [api.auth.tree] as const;

/** The tree, or null when it cannot be read (the selectors then offer nothing to pick). */
export async function loadOrgTree(): Promise<TreeCompany[] | null> {
  const outcome = await callEndpoint(api.auth.tree, {}, { cache: true });
  return outcome.ok ? outcome.response.data : null;
}
