// Find ID / find password: two fields, one call, the answer in the message dialog
// ('The information was sent by mail' or 'Cannot find the account'). The fields are checked with
// the request's schema before sending; each problem shows under its field (ui/form).
import { useEffect, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import type { EndpointDef } from '@contract/endpoint';
import type { ActionResult } from '../../state/areaStore';
import { useCommonStore } from '../../state/common';
import { showOutcome } from '../../ui/MessageDialog';
import { AuthLayout } from './AuthLayout';
import { TextField } from '../../ui/TextField';
import { FormProblemsProvider, useFormProblems } from '../../ui/form';
import { paths } from '../../core/paths';

interface Props {
  /** Which lookup: it names the screen (`titles.<kind>`) and its button (`actions.<kind>`). */
  kind: 'findId' | 'findPassword';
  /** The first field: userName (find ID) or userId (find password). */
  firstField: 'userName' | 'userId';
  /** The request's body schema (the server's): the form sends nothing it would refuse. */
  schema: z.ZodType;
  submit: (values: Record<'first' | 'email', string>) => Promise<ActionResult<EndpointDef>>;
}

export function AccountLookupForm({ kind, firstField, schema, submit }: Props) {
  const { t } = useTranslation();
  const loading = useCommonStore((s) => s.loading);
  const clearStatus = useCommonStore((s) => s.clearStatus);
  const [first, setFirst] = useState('');
  const [email, setEmail] = useState('');
  const problems = useFormProblems();

  useEffect(() => clearStatus(), [clearStatus]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!problems.check(schema, { [firstField]: first, email })) return;
    const result = await submit({ first, email });
    problems.takeAnswer(result);
    // Spec §4: 'sent by mail' or 'Cannot find the account', never the server's own words.
    await showOutcome(result, { withServerMessage: false });
  }

  return (
    <AuthLayout titleKey={`titles.${kind}`}>
      <FormProblemsProvider value={problems}>
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
        <Button type="submit" label={t(`actions.${kind}`)} icon="pi pi-send" className="w-full" loading={loading} />
      </form>
      </FormProblemsProvider>
      <div className="mt-3 text-sm">
        <Link to={paths.login()}>{t('actions.backToLogin')}</Link>
      </div>
    </AuthLayout>
  );
}
