// Who may change which users (docs/decisions.md): ADMIN everyone; a PARTNER the PARTNER and
// MANAGER users of its own company, with business user types only; a MANAGER only its own record,
// and there only its name, contact data and password. Refusals are NOT_AUTHORIZED.
import type { AuthType, User, UserType } from '../../../contract/index';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { notAuthorized, type Scope } from './scope';

const PARTNER_MANAGES: readonly AuthType[] = ['PARTNER', 'MANAGER'];
/** INTERNAL* types are the operator's own staff; a partner cannot hand them out. */
const PARTNER_ASSIGNS: readonly UserType[] = ['BUSINESS', 'CORP'];

/** The fields of a user that decide what it may see; what a save would leave behind. */
export type UserDraft = Pick<User, 'userType' | 'authType' | 'companyIdx' | 'divisionIdxList'>;

/** The caller may change this existing user (update it, attach documents). */
export function assertCanManage(scope: Scope, target: User): void {
  scope.assertUser(target);
  if (scope.user.authType === 'PARTNER' && !PARTNER_MANAGES.includes(target.authType)) throw notAuthorized('record');
}

/** The caller may leave `draft` behind: create it (no target) or turn `target` into it. */
export function assertCanSave(scope: Scope, target: User | undefined, draft: UserDraft): void {
  scope.require('user', target ? 'update' : 'create');
  switch (scope.user.authType) {
    case 'ADMIN':
      return;
    case 'PARTNER':
      if (!PARTNER_MANAGES.includes(draft.authType) || !PARTNER_ASSIGNS.includes(draft.userType)) throw notAuthorized('action');
      if (draft.companyIdx === null || !scope.canSeeCompany(draft.companyIdx)) throw notAuthorized('record');
      return;
    case 'MANAGER':
      // Its own record only (its scope holds no other user), and never its own access.
      if (!target || !sameAccess(target, draft)) throw notAuthorized('action');
      return;
  }
}

/** The caller may delete `target` (deleting oneself is refused before this, as a business rule). */
export function assertCanDelete(scope: Scope, target: User): void {
  scope.require('user', 'delete');
  assertCanManage(scope, target);
  // The demo accounts keep the demo working: only an ADMIN may remove them.
  if (!scope.isAdmin && DEMO_ACCOUNTS.some((a) => a.userId === target.userId)) throw notAuthorized('record');
}

function sameAccess(a: UserDraft, b: UserDraft): boolean {
  const divisions = (u: UserDraft) => [...new Set(u.divisionIdxList)].sort((x, y) => x - y).join(',');
  return a.userType === b.userType && a.authType === b.authType && a.companyIdx === b.companyIdx && divisions(a) === divisions(b);
}
