// The mailed reset link's screen: the new password, typed twice and checked here before anything is
// sent (the request's schema and the confirmation, shown under the fields: ui/form), is set with the
// link's token (POST /auth/resetPassword/confirm); then the user signs in with it. A used or expired
// link shows the server's words and the way to ask for a new one.
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { PASSWORD_MIN_LENGTH } from '@contract/constants';
import { authEndpoints } from '@contract/endpoints/auth';
import { useCommonStore } from '../../state/common';
import { TextField } from '../../ui/TextField';
import { FormProblemsProvider, useFormProblems } from '../../ui/form';
import { AuthLayout } from './AuthLayout';
import type { LoginNotice } from './LoginPage';
import { paths } from '../../core/paths';

/** Both fields take a new password (a password manager offers to make one). */
const NEW_PASSWORD = { type: 'password', autoComplete: 'new-password' } as const;

export function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const confirmPasswordReset = useCommonStore((s) => s.confirmPasswordReset);
  const clearStatus = useCommonStore((s) => s.clearStatus);
  const loading = useCommonStore((s) => s.loading);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const problems = useFormProblems();
  const [refusal, setRefusal] = useState('');

  useEffect(() => clearStatus(), [clearStatus]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setRefusal('');
    if (!problems.check(authEndpoints.resetPasswordConfirm.body, { token, password })) return;
    if (confirmation !== password) return problems.show({ confirmPassword: `${t('fields.confirmPassword')}: ${t('password.mismatch')}` });
    const result = await confirmPasswordReset({ token, password });
    if (result.ok) navigate(paths.login(), { replace: true, state: { passwordChanged: true } satisfies LoginNotice });
    else setRefusal(result.message);
  }

  return (
    <AuthLayout titleKey="titles.newPassword">
      <p className="mt-0 text-sm text-600">{t('auth.newPasswordHint', { min: PASSWORD_MIN_LENGTH })}</p>
      <FormProblemsProvider value={problems}>
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <TextField {...NEW_PASSWORD} id="newPassword" label={t('fields.newPassword')} value={password} onValue={setPassword} autoFocus path="password" />
        <TextField {...NEW_PASSWORD} id="confirmPassword" label={t('fields.confirmPassword')} value={confirmation} onValue={setConfirmation} />
        {refusal && <Message severity="error" text={refusal} role="alert" className="w-full mb-3" />}
        <Button type="submit" label={t('actions.setNewPassword')} icon="pi pi-key" className="w-full" loading={loading} />
      </form>
      </FormProblemsProvider>
      <div className="flex justify-content-between flex-wrap gap-2 mt-3 text-sm">
        <Link to={paths.findPassword()}>{t('actions.requestNewLink')}</Link>
        <Link to={paths.login()}>{t('actions.backToLogin')}</Link>
      </div>
    </AuthLayout>
  );
}
