// /auth/find-password: user ID + e-mail ⇒ POST /auth/resetPassword.
import { useCommonStore } from '../../state/common';
import { AccountLookupForm } from './AccountLookupForm';

export default function FindPasswordPage() {
  const resetPassword = useCommonStore((s) => s.resetPassword);
  return (
    <AccountLookupForm
      titleKey="titles.findPassword"
      firstField="userId"
      submitKey="actions.findPassword"
      submit={({ first, email }) => resetPassword({ userId: first, email })}
    />
  );
}
