// User form values ↔ the user.store body (pure, so it is tested without a screen).
import type { AuthType, User, UserType } from '@contract/entities';
import type { UserStoreBody } from './store';
import { assignableAuthTypes, assignableUserTypes, hasCompany, runsDivisions } from './userOptions';

export interface UserFormValues {
  userId: string;
  password: string;
  userName: string;
  userType: UserType;
  authType: AuthType;
  companyIdx: number | null;
  divisionIdxList: number[];
  email: string;
  phone: string;
}

/** A new user: the caller's most common case (a store owner of the caller's company). */
export function emptyUserForm(caller: Pick<User, 'authType' | 'companyIdx'> | null): UserFormValues {
  return {
    userId: '',
    password: '',
    userName: '',
    userType: assignableUserTypes(caller?.authType).includes('BUSINESS') ? 'BUSINESS' : 'INTERNAL',
    authType: assignableAuthTypes(caller?.authType).at(-1) ?? 'MANAGER',
    companyIdx: caller?.companyIdx ?? null,
    divisionIdxList: [],
    email: '',
    phone: '',
  };
}

export function userToForm(user: User): UserFormValues {
  return {
    userId: user.userId,
    password: '',
    userName: user.userName,
    userType: user.userType,
    authType: user.authType,
    companyIdx: user.companyIdx,
    divisionIdxList: [...user.divisionIdxList],
    email: user.email,
    phone: user.phone,
  };
}

/** No userIdx creates (with userId and password); with one it updates (password only when typed). */
export function userFormToBody(values: UserFormValues, userIdx: number | null): UserStoreBody {
  return {
    ...(userIdx === null ? { userId: values.userId.trim() } : { userIdx }),
    ...(values.password !== '' ? { password: values.password } : {}),
    userName: values.userName,
    userType: values.userType,
    authType: values.authType,
    companyIdx: hasCompany(values.authType) ? values.companyIdx : null,
    divisionIdxList: runsDivisions(values.authType) ? values.divisionIdxList : [],
    email: values.email,
    phone: values.phone,
  };
}
