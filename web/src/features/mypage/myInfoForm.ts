// My info form (pure): what the signed-in user may change of their own record, and the body that
// keeps everything else (type, level, company, divisions) as it is.
import type { User } from '@contract/entities';
import type { UserStoreBody } from '../../state/user';
import { passwordProblem, type PasswordProblem } from '../user/passwordRule';

export interface MyInfoValues {
  userName: string;
  email: string;
  phone: string;
  newPassword: string;
  confirmPassword: string;
}

export function myInfoValues(user: User): MyInfoValues {
  return { userName: user.userName, email: user.email, phone: user.phone, newPassword: '', confirmPassword: '' };
}

/** Both password boxes empty: no change. Otherwise at least 8 characters, typed the same twice. */
export function myInfoProblem(values: MyInfoValues): PasswordProblem | null {
  return passwordProblem(values.newPassword, { confirm: values.confirmPassword });
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
    ...(values.newPassword !== '' ? { password: values.newPassword } : {}),
  };
}
