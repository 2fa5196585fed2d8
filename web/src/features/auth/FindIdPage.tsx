// /auth/find-id: name + e-mail ⇒ POST /auth/findId.
import { authEndpoints } from '@contract/endpoints/auth';
import { useCommonStore } from '../../state/common';
import { AccountLookupForm } from './AccountLookupForm';

export default function FindIdPage() {
  const findId = useCommonStore((s) => s.findId);
  return (
    <AccountLookupForm
      kind="findId"
      firstField="userName"
      schema={authEndpoints.findId.body}
      submit={({ first, email }) => findId({ userName: first, email })}
    />
  );
}
