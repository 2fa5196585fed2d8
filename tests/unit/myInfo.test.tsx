import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { SESSION_STORAGE_KEY } from '@contract';
import { installSession } from '../../web/src/core/session';
import { myInfoBody, myInfoValues, passwordsMatch } from '../../web/src/features/user/mypage/myInfoForm';
import { setLanguage } from '../../web/src/i18n';
import { useCommonStore } from '../../web/src/state/common';
import { useUiStore } from '../../web/src/state/ui';
import { useUserStore } from '../../web/src/features/user/store';
import { restoreBackend } from './support/mockBackend';
import { sampleOrgUser } from './support/orgSamples';
import { renderApp } from './support/renderApp';
import { backend, info, on, saved, sentBody } from './support/scriptedBackend';
import { dialogSays } from './support/screenTests';

const me = sampleOrgUser(4, { userName: 'Park', authType: 'PARTNER', userType: 'CORP', divisionIdxList: [] });

/** The message under a field, through the field's aria-describedby. */
const messageOf = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent ?? null;

describe('my info form', () => {
  it('both boxes empty match (no password change); a confirmation typed differently does not', () => {
    const values = myInfoValues(me);
    expect(passwordsMatch(values)).toBe(true);
    expect(passwordsMatch({ newPassword: 'abcdefgh', confirmPassword: 'abcdefgX' })).toBe(false);
    expect(passwordsMatch({ newPassword: '', confirmPassword: 'typed only here' })).toBe(false);
  });

  it('the body keeps type and level, leaves company and divisions out, and sends a password only when typed', () => {
    const values = { ...myInfoValues(me), userName: 'Park Two' };
    expect(myInfoBody(me, values)).toEqual({ userIdx: 4, userName: 'Park Two', userType: 'CORP', authType: 'PARTNER', email: me.email, phone: me.phone });
    expect(myInfoBody(me, { ...values, currentPassword: 'old-secret', newPassword: 'new-secret', confirmPassword: 'new-secret' })).toMatchObject({ password: 'new-secret', currentPassword: 'old-secret' });
    // The current password goes only with a new one.
    expect(myInfoBody(me, { ...values, currentPassword: 'typed anyway' })).not.toHaveProperty('currentPassword');
  });
});

describe('/mypage/my-info', () => {
  beforeAll(async () => {
    installSession();
    await setLanguage('en');
  });
  beforeEach(() => {
    useCommonStore.getState().setSession({ token: 'Bearer t', user: me });
    useUserStore.getState().reset();
  });
  afterEach(() => {
    cleanup();
    restoreBackend();
    vi.restoreAllMocks();
    useUiStore.getState().closeMessage();
  });

  function myBackend() {
    return backend(
      on('/user/info', info({ ...me, attachmentList: [] })),
      on('/user/store', (body) => saved(sampleOrgUser(4, { ...me, userName: String(body.userName) }))),
    );
  }

  it('mismatched new passwords: a clear message under the confirmation and nothing sent', async () => {
    const calls = myBackend();
    renderApp('/mypage/my-info');
    fireEvent.change(await screen.findByLabelText('New password'), { target: { value: 'abcdefgh1' } });
    const confirm = screen.getByLabelText('Confirm new password');
    fireEvent.change(confirm, { target: { value: 'abcdefgh2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(messageOf(confirm)).toBe('Confirm new password: The new password and its confirmation do not match.'));
    expect(confirm.getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((c) => c.url === '/user/store')).toBe(false);
  });

  it('a too short new password and an invalid e-mail are shown under their fields, and nothing is sent', async () => {
    const calls = myBackend();
    renderApp('/mypage/my-info');
    const password = await screen.findByLabelText('New password');
    fireEvent.change(password, { target: { value: 'abc' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'abc' } });
    const email = screen.getByLabelText('E-mail');
    fireEvent.change(email, { target: { value: 'park@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(messageOf(password)).toBe('Password: must be at least 8 characters'));
    expect(messageOf(email)).toBe('E-mail: must be an e-mail address such as name@example.com');
    expect(calls.some((c) => c.url === '/user/store')).toBe(false);
    // Fixing the e-mail takes its message away at once.
    fireEvent.change(email, { target: { value: 'park@example.com' } });
    expect(messageOf(email)).toBeNull();
  });

  it("saves own record with type and level unchanged; the header and the stored session show the new name", async () => {
    const calls = myBackend();
    renderApp('/mypage/my-info');
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Park Jiwoo' } });
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'the-old-pass' } });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'brand-new-pass' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'brand-new-pass' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await dialogSays('Normally processed');
    expect(sentBody(calls, '/user/store')).toEqual({
      userIdx: 4,
      userName: 'Park Jiwoo',
      userType: 'CORP',
      authType: 'PARTNER',
      email: me.email,
      phone: me.phone,
      password: 'brand-new-pass',
      currentPassword: 'the-old-pass',
    });
    expect(screen.getByTestId('user-name').textContent).toBe('Park Jiwoo');
    expect(JSON.parse(sessionStorage.getItem(SESSION_STORAGE_KEY)!).user.userName).toBe('Park Jiwoo');
    // The password boxes are empty again.
    await waitFor(() => expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe(''));
    expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe('');
  });

  it('asks for the current password with a new one, and shows the server’s refusal of a wrong one under it (issue 26)', async () => {
    const words = 'Current password: is not your current password (nothing was changed)';
    const calls = backend(
      on('/user/info', info({ ...me, attachmentList: [] })),
      on('/user/store', { data: { result: 2, message: `Invalid input — ${words}`, fieldErrors: [{ path: 'currentPassword', message: words }] } }),
    );
    renderApp('/mypage/my-info');
    const current = await screen.findByLabelText('Current password');
    expect(current.getAttribute('type')).toBe('password');
    expect(current.getAttribute('autocomplete')).toBe('current-password');
    fireEvent.change(current, { target: { value: 'a-wrong-guess' } });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'brand-new-pass' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'brand-new-pass' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(messageOf(current)).toBe(words));
    expect(current.getAttribute('aria-invalid')).toBe('true');
    expect(sentBody(calls, '/user/store')).toMatchObject({ password: 'brand-new-pass', currentPassword: 'a-wrong-guess' });
    // Nothing was saved: the typed values stay for another try, and the header keeps the name.
    expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe('brand-new-pass');
    expect(screen.getByTestId('user-name').textContent).toBe('Park');
  });
});
