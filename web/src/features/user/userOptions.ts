// What the signed-in level may hand out (docs/decisions.md): ADMIN any type and level; a PARTNER
// business types (BUSINESS, CORP) and the PARTNER and MANAGER levels, in its own company.
import { AUTH_TYPES, USER_TYPES, type AuthType, type UserType } from '@contract/entities';

const PARTNER_USER_TYPES: readonly UserType[] = ['BUSINESS', 'CORP'];
const PARTNER_AUTH_TYPES: readonly AuthType[] = ['PARTNER', 'MANAGER'];

export function assignableUserTypes(caller: AuthType | undefined): readonly UserType[] {
  return caller === 'ADMIN' ? USER_TYPES : PARTNER_USER_TYPES;
}

export function assignableAuthTypes(caller: AuthType | undefined): readonly AuthType[] {
  return caller === 'ADMIN' ? AUTH_TYPES : PARTNER_AUTH_TYPES;
}

/** Only an ADMIN picks the company; everyone else's users stay in their own company. */
export function picksCompany(caller: AuthType | undefined): boolean {
  return caller === 'ADMIN';
}

/** ADMIN users have no company; only MANAGER users run divisions. */
export const hasCompany = (authType: AuthType) => authType !== 'ADMIN';
export const runsDivisions = (authType: AuthType) => authType === 'MANAGER';
