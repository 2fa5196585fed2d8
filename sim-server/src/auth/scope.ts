// Role scoping, used by every list and info: ADMIN sees everything, PARTNER its own company,
// MANAGER its own divisions (and, for companies, the companies of those divisions). Users are
// scoped apart: a PARTNER sees its company's users, a MANAGER only itself.
import { FAILURE, canUseArea, mayDo, type ConsoleArea, type GuardedArea, type RecordAction, type User } from '../../../contract/index';
import type { Repositories } from '../db/repositories/index';
import { UNSCOPED, type ScopeFilter, type UserScopeFilter } from '../db/sql';
import { SimFailure } from '../failure';

export class Scope {
  private constructor(
    readonly user: User,
    /** For repository queries: null means no restriction. */
    readonly filter: ScopeFilter,
  ) {}

  static of(user: User, repos: Repositories): Scope {
    switch (user.authType) {
      case 'ADMIN':
        return new Scope(user, UNSCOPED);
      case 'PARTNER': {
        const companyIdx = user.companyIdx;
        const divisionIdxs = companyIdx === null ? [] : repos.divisions.idxsOfCompany(companyIdx);
        return new Scope(user, { companyIdxs: companyIdx === null ? [] : [companyIdx], divisionIdxs });
      }
      case 'MANAGER': {
        const divisionIdxs = user.divisionIdxList;
        return new Scope(user, { companyIdxs: repos.divisions.companyIdxsOf(divisionIdxs), divisionIdxs });
      }
    }
  }

  get isAdmin(): boolean {
    return this.user.authType === 'ADMIN';
  }

  canSeeCompany(companyIdx: number): boolean {
    return this.filter.companyIdxs === null || this.filter.companyIdxs.includes(companyIdx);
  }

  canSeeDivision(divisionIdx: number): boolean {
    return this.filter.divisionIdxs === null || this.filter.divisionIdxs.includes(divisionIdx);
  }

  /** Throws NOT_AUTHORIZED unless the caller's scope holds the company. */
  assertCompany(companyIdx: number): void {
    if (!this.canSeeCompany(companyIdx)) throw notAuthorized('record');
  }

  assertDivision(divisionIdx: number): void {
    if (!this.canSeeDivision(divisionIdx)) throw notAuthorized('record');
  }

  /** Which users the caller may see. */
  get userFilter(): UserScopeFilter {
    switch (this.user.authType) {
      case 'ADMIN':
        return { companyIdxs: null, userIdxs: null };
      case 'PARTNER':
        return { companyIdxs: this.filter.companyIdxs, userIdxs: null };
      case 'MANAGER':
        return { companyIdxs: null, userIdxs: [this.user.userIdx] };
    }
  }

  canSeeUser(target: Pick<User, 'userIdx' | 'companyIdx'>): boolean {
    const { companyIdxs, userIdxs } = this.userFilter;
    if (userIdxs !== null && !userIdxs.includes(target.userIdx)) return false;
    return companyIdxs === null || (target.companyIdx !== null && companyIdxs.includes(target.companyIdx));
  }

  assertUser(target: Pick<User, 'userIdx' | 'companyIdx'>): void {
    if (!this.canSeeUser(target)) throw notAuthorized('record');
  }

  /** Throws NOT_AUTHORIZED unless the caller may do the action (contract ACTION_ACCESS). */
  require(area: GuardedArea, action: RecordAction): void {
    if (!mayDo(this.user.authType, area, action)) throw notAuthorized('action');
  }

  /** Throws NOT_AUTHORIZED unless the caller may use the area at all (contract AREA_ACCESS). */
  requireArea(area: ConsoleArea): void {
    if (!canUseArea(this.user.authType, area)) throw notAuthorized('action');
  }
}

export function notAuthorized(what: 'record' | 'action'): SimFailure {
  return new SimFailure(FAILURE.NOT_AUTHORIZED, { key: what === 'record' ? 'notAuthorizedRecord' : 'notAuthorizedAction' });
}
