// Find ID / find password: two fields, one call, the answer in the message dialog
// ('The information was sent by mail' or 'Cannot find the account').
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { useCommonStore } from '../../state/common';
import { showOutcome } from '../../ui/MessageDialog';
import { AuthLayout } from './AuthLayout';
import { TextField } from '../../ui/TextField';
import { paths } from '../../app/paths';

interface Props {
  titleKey: string;
  /** The first field: userName (find ID) or userId (find password). */
  firstField: 'userName' | 'userId';
  submitKey: string;
  submit: (values: Record<'first' | 'email', string>) => Promise<Parameters<typeof showOutcome>[0]>;
}

export function AccountLookupForm({ titleKey, firstField, submitKey, submit }: Props) {
  const { t } = useTranslation();
  const loading = useCommonStore((s) => s.loading);
  const clearStatus = useCommonStore((s) => s.clearStatus);
  const [first, setFirst] = useState('');
  const [email, setEmail] = useState('');

  useEffect(() => clearStatus(), [clearStatus]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    // Spec §4: 'sent by mail' or 'Cannot find the account', never the server's own words.
    await showOutcome(await submit({ first, email }), { withServerMessage: false });
  }

  return (
    <AuthLayout titleKey={titleKey}>
      <form onSubmit={onSubmit} noValidate>
        <TextField
          id={firstField}
          label={t(`fields.${firstField}`)}
          value={first}
          onValue={setFirst}
          autoComplete={firstField === 'userId' ? 'username' : 'name'}
          autoFocus
        />
        <TextField id="email" label={t('fields.email')} value={email} onValue={setEmail} type="email" autoComplete="email" />
        <Button type="submit" label={t(submitKey)} icon="pi pi-send" className="w-full" loading={loading} />
      </form>
      <div className="mt-3 text-sm">
        <Link to={paths.login()}>{t('actions.backToLogin')}</Link>
      </div>
    </AuthLayout>
  );
}
