// /login: user ID and password; LOGIN_FAIL shows the server's msg; success goes on to the page
// that was asked for before sign-in (router state `from`), else /dashboard.
// Arriving from a password reset (router state), it says the password was changed; after the server
// ended the session (a class, a world reset …), it says why.
// The failure is shown in PrimeReact's Message, fetched once the form is up (not before: the form
// does not need it to be usable); should a failure come first, its text shows at once meanwhile.
import { Suspense, lazy, useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { afterSignInPath } from '../../core/navigation';
import { refreshRuntimeConfig } from '../../api/runtimeConfig';
import { rememberSession } from '../../core/session';
import { SESSION_END_MESSAGES } from '@contract/session-end';
import { useCommonStore } from '../../state/common';
import { useUiStore } from '../../state/ui';
import { AuthLayout } from './AuthLayout';
import { DemoAccounts } from './DemoAccounts';
import { TextField } from '../../ui/TextField';
import { paths } from '../../core/paths';

const loadMessage = () => import('primereact/message').then((module) => ({ default: module.Message }));
const Message = lazy(loadMessage);

function FailureMessage({ text }: { text: string }) {
  return (
    <Suspense
      fallback={
        <p role="alert" className="mt-0 mb-3 text-red-600">
          {text}
        </p>
      }
    >
      <Message severity="error" text={text} className="w-full mb-3" role="alert" />
    </Suspense>
  );
}

/** What another screen may tell /login through the router state. */
export interface LoginNotice {
  passwordChanged?: boolean;
  /** The signed-in page that sent the visitor here (see afterSignInPath). */
  from?: string;
}

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notice = useLocation().state as LoginNotice | null;
  const login = useCommonStore((s) => s.login);
  const clearStatus = useCommonStore((s) => s.clearStatus);
  const status = useCommonStore((s) => s.status);
  const message = useCommonStore((s) => s.message);
  const loading = useCommonStore((s) => s.loading);
  const sessionEnd = useUiStore((s) => s.sessionEnd);
  const [userId, setUserId] = useState('');
  const [password, setPassword] = useState('');
  const [keep, setKeep] = useState(false);

  useEffect(() => clearStatus(), [clearStatus]);
  useEffect(() => void loadMessage().catch(() => undefined), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = await login({ userId, password });
    if (result.status !== 'LOGIN_SUCCESS') return;
    // What the page knows of the back end may be older than this sign-in: a class may have started
    // since (the trainee's checklist asks only while one runs), the simulated clock moved on.
    void refreshRuntimeConfig();
    if (keep) rememberSession();
    navigate(afterSignInPath(notice), { replace: true });
  }

  return (
    <AuthLayout titleKey="titles.login">
      {sessionEnd && (
        <p role="status" className="mt-0 mb-3 text-orange-800" data-testid="session-end-reason">
          <i className="pi pi-info-circle mr-2" aria-hidden="true" />
          {t(`messages.${SESSION_END_MESSAGES[sessionEnd]}`)}
        </p>
      )}
      {notice?.passwordChanged && (
        <p role="status" className="mt-0 mb-3 text-green-700">
          {t('messages.passwordChanged')}
        </p>
      )}
      <form onSubmit={submit} noValidate>
        <TextField id="userId" label={t('fields.userId')} value={userId} onValue={setUserId} autoComplete="username" autoFocus />
        <TextField id="password" label={t('fields.password')} value={password} onValue={setPassword} type="password" autoComplete="current-password" />
        <div className="flex align-items-center gap-2 mb-3">
          <Checkbox inputId="keepSignedIn" checked={keep} onChange={(e) => setKeep(Boolean(e.checked))} />
          <label htmlFor="keepSignedIn" className="text-sm">
            {t('fields.keepSignedIn')}
          </label>
        </div>
        {status === 'LOGIN_FAIL' && <FailureMessage text={message} />}
        <Button type="submit" label={t('actions.signIn')} icon="pi pi-sign-in" className="w-full" loading={loading} />
      </form>
      <div className="flex justify-content-between flex-wrap gap-2 mt-3 text-sm">
        <Link to={paths.findId()}>{t('actions.findId')}</Link>
        <Link to={paths.findPassword()}>{t('actions.findPassword')}</Link>
        <Link to={paths.privacyPolicy()}>{t('auth.privacyLink')}</Link>
      </div>
      <DemoAccounts
        onUse={(account) => {
          setUserId(account.userId);
          setPassword(account.password);
        }}
      />
    </AuthLayout>
  );
}
