// /auth/find-password, in two steps: user ID + e-mail ⇒ POST /auth/resetPassword mails a link back
// to this page; the link (?token=…) opens the form that sets the new password.
import { useSearchParams } from 'react-router-dom';
import { authEndpoints } from '@contract/endpoints/auth';
import { useCommonStore } from '../../state/common';
import { AccountLookupForm } from './AccountLookupForm';
import { NewPasswordForm } from './NewPasswordForm';

export default function FindPasswordPage() {
  const resetPassword = useCommonStore((s) => s.resetPassword);
  const [params] = useSearchParams();
  const token = params.get('token');
  if (token) return <NewPasswordForm token={token} />;
  return (
    <AccountLookupForm
      kind="findPassword"
      firstField="userId"
      schema={authEndpoints.resetPassword.body}
      submit={({ first, email }) => resetPassword({ userId: first, email })}
    />
  );
}
