// Role scoping, used by every list and info: ADMIN sees everything, PARTNER its own company,
// MANAGER its own divisions (and, for companies, the companies of those divisions).
import { FAILURE, type User } from '../../../contract/index';
import type { Repositories } from '../db/repositories/index';
import { UNSCOPED, type ScopeFilter } from '../db/sql';
import { SimFailure } from '../http/failure';

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

  /** Throws NOT_AUTHORIZED unless the caller has one of the auth types. */
  requireRole(...authTypes: User['authType'][]): void {
    if (!authTypes.includes(this.user.authType)) throw notAuthorized('action');
  }
}

export function notAuthorized(what: 'record' | 'action'): SimFailure {
  return new SimFailure(FAILURE.NOT_AUTHORIZED, { key: what === 'record' ? 'notAuthorizedRecord' : 'notAuthorizedAction' });
}
