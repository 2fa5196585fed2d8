// /mypage/my-info: the signed-in user's own record. Name, e-mail and phone are editable, and the
// password can be changed (the current one, then the new one typed twice; the server checks the current one). A saved name shows in the header at once. The form is
// checked with the server's schema before sending; problems show under their fields (ui/form).
// Below the form, the switch of this user's alerts (features/alerts).
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { DATE_TIME_FORMAT } from '@contract/constants';
import { userEndpoints } from '@contract/endpoints/user';
import { useLanguage } from '../../../i18n';
import { useCommonStore } from '../../../state/common';
import { useUserStore } from '../store';
import { FieldView } from '../../../ui/FieldView';
import { authTypeLabel, formatDate, userTypeLabel } from '../../../ui/format';
import { showOutcome } from '../../../ui/MessageDialog';
import { TextField } from '../../../ui/TextField';
import { FormProblemsProvider, useFormProblems } from '../../../ui/form';
import { AlertsSwitch } from '../../alerts/AlertsSwitch';
import { myInfoBody, myInfoValues, passwordsMatch, type MyInfoValues } from './myInfoForm';

export default function MyInfoPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { mine, status, message, loading, fetchMine, save } = useUserStore();
  const [values, setValues] = useState<MyInfoValues | null>(null);
  const problems = useFormProblems();

  useEffect(() => {
    void fetchMine();
  }, [fetchMine]);
  useEffect(() => {
    if (mine) setValues(myInfoValues(mine));
  }, [mine]);

  if (!mine || !values) return status === 'FAIL' ? <Message severity="error" text={message} role="alert" /> : <p>{t('app.loading')}</p>;

  const set = (patch: Partial<MyInfoValues>) => setValues({ ...values, ...patch });
  const field = (name: keyof MyInfoValues, props: { type?: string; autoComplete?: string } = {}) => (
    <TextField
      id={name}
      label={t(`fields.${name}`)}
      value={values[name]}
      onValue={(v) => set({ [name]: v })}
      // The new password goes as the body's `password`.
      path={name === 'newPassword' ? 'password' : name}
      {...props}
    />
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!mine || !values) return;
    const body = myInfoBody(mine, values);
    if (!problems.check(userEndpoints.store.body, body)) return;
    if (!passwordsMatch(values)) return problems.show({ confirmPassword: `${t('fields.confirmPassword')}: ${t('password.mismatch')}` });
    const result = await save(body);
    problems.takeAnswer(result);
    if (!result.ok) return void (await showOutcome(result));
    // The header shows the new name at once; the session keeps it across reloads.
    const { token, setSession } = useCommonStore.getState();
    const saved = useUserStore.getState().mine;
    if (token && saved) {
      const { attachmentList: _omit, ...user } = saved;
      setSession({ token, user });
    }
    await showOutcome(result);
  }

  return (
    <div className="flex flex-column gap-3" style={{ maxWidth: '56rem' }}>
      <FieldView
        testId="my-info-view"
        rows={[
          ['userId', mine.userId],
          ['userType', userTypeLabel(mine.userType, lang)],
          ['authType', authTypeLabel(mine.authType, lang)],
          ['companyName', mine.companyName],
          ['lastLoginDate', formatDate(mine.lastLoginDate, DATE_TIME_FORMAT)],
        ]}
      />
      <FormProblemsProvider value={problems}>
      <form onSubmit={(e) => void submit(e)} noValidate aria-label={t('titles.myInfo')}>
        <div className="grid">
          <div className="col-12 md:col-6">{field('userName')}</div>
          <div className="col-12 md:col-6">{field('email', { type: 'email' })}</div>
          <div className="col-12 md:col-6">{field('phone', { type: 'tel' })}</div>
        </div>
        <h2 className="text-lg mt-2 mb-1">{t('myInfo.changePassword')}</h2>
        <p className="mt-0 text-sm text-600">{t('myInfo.passwordHint')}</p>
        <div className="grid">
          <div className="col-12 md:col-6">{field('currentPassword', { type: 'password', autoComplete: 'current-password' })}</div>
        </div>
        <div className="grid">
          <div className="col-12 md:col-6">{field('newPassword', { type: 'password', autoComplete: 'new-password' })}</div>
          <div className="col-12 md:col-6">{field('confirmPassword', { type: 'password', autoComplete: 'new-password' })}</div>
        </div>
        <Button type="submit" label={t('actions.save')} icon="pi pi-check" loading={loading} />
      </form>
      </FormProblemsProvider>
      <AlertsSwitch userId={mine.userId} />
    </div>
  );
}
