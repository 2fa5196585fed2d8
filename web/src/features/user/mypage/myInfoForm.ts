// My info form (pure): what the signed-in user may change of their own record, and the body that
// keeps everything else (type, level, company, divisions) as it is.
import type { User } from '@contract/entities';
import type { UserStoreBody } from '../store';

export interface MyInfoValues {
  userName: string;
  email: string;
  phone: string;
  /** Asked with a new password: the server changes one's own password only with it. */
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export function myInfoValues(user: User): MyInfoValues {
  return { userName: user.userName, email: user.email, phone: user.phone, currentPassword: '', newPassword: '', confirmPassword: '' };
}

/** The new password typed the same twice (both empty: no change); its own rule is the request schema's. */
export function passwordsMatch(values: Pick<MyInfoValues, 'newPassword' | 'confirmPassword'>): boolean {
  return values.newPassword === values.confirmPassword;
}

/** Company and divisions are left out, so the server keeps them. */
export function myInfoBody(user: User, values: MyInfoValues): UserStoreBody {
  return {
    userIdx: user.userIdx,
    userName: values.userName,
    userType: user.userType,
    authType: user.authType,
    email: values.email,
    phone: values.phone,
    ...(values.newPassword !== '' ? { password: values.newPassword, currentPassword: values.currentPassword } : {}),
  };
}
