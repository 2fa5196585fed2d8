import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { SESSION_STORAGE_KEY } from '@contract';
import { installSession } from '../../web/src/app/session';
import { myInfoBody, myInfoProblem, myInfoValues } from '../../web/src/features/mypage/myInfoForm';
import { passwordProblem } from '../../web/src/features/user/passwordRule';
import { setLanguage } from '../../web/src/i18n';
import { useCommonStore } from '../../web/src/state/common';
import { useUiStore } from '../../web/src/state/ui';
import { useUserStore } from '../../web/src/state/user';
import { restoreBackend } from './support/mockBackend';
import { sampleOrgUser } from './support/orgSamples';
import { renderApp } from './support/renderApp';
import { backend, info, on, saved, sentBody } from './support/scriptedBackend';

const me = sampleOrgUser(4, { userName: 'Park', authType: 'PARTNER', userType: 'CORP', divisionIdxList: [] });

describe('password rule', () => {
  it('empty is fine unless required; otherwise at least 8 characters, typed the same twice', () => {
    expect(passwordProblem('')).toBeNull();
    expect(passwordProblem('', { required: true })).toBe('required');
    expect(passwordProblem('short7!')).toBe('tooShort');
    expect(passwordProblem('long enough', { confirm: 'long enough' })).toBeNull();
    expect(passwordProblem('long enough', { confirm: 'long enougH' })).toBe('mismatch');
    expect(passwordProblem('', { confirm: 'typed only here' })).toBe('mismatch');
  });
});

describe('my info form', () => {
  it('both boxes empty: no password change; mismatch and short passwords are problems', () => {
    const values = myInfoValues(me);
    expect(myInfoProblem(values)).toBeNull();
    expect(myInfoProblem({ ...values, newPassword: 'abcdefgh', confirmPassword: 'abcdefgX' })).toBe('mismatch');
    expect(myInfoProblem({ ...values, newPassword: 'abc', confirmPassword: 'abc' })).toBe('tooShort');
  });

  it('the body keeps type and level, leaves company and divisions out, and sends a password only when typed', () => {
    const values = { ...myInfoValues(me), userName: 'Park Two' };
    expect(myInfoBody(me, values)).toEqual({ userIdx: 4, userName: 'Park Two', userType: 'CORP', authType: 'PARTNER', email: me.email, phone: me.phone });
    expect(myInfoBody(me, { ...values, newPassword: 'new-secret', confirmPassword: 'new-secret' }).password).toBe('new-secret');
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
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
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

  it('mismatched new passwords: a clear inline message and nothing sent', async () => {
    const calls = myBackend();
    renderApp('/mypage/my-info');
    fireEvent.change(await screen.findByLabelText('New password'), { target: { value: 'abcdefgh1' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'abcdefgh2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The new password and its confirmation do not match.');
    expect(screen.getByLabelText('New password').getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((c) => c.url === '/user/store')).toBe(false);
  });

  it('a too short new password is refused the same way', async () => {
    const calls = myBackend();
    renderApp('/mypage/my-info');
    fireEvent.change(await screen.findByLabelText('New password'), { target: { value: 'abc' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The password must be at least 8 characters long.');
    expect(calls.some((c) => c.url === '/user/store')).toBe(false);
  });

  it("saves own record with type and level unchanged; the header and the stored session show the new name", async () => {
    const calls = myBackend();
    renderApp('/mypage/my-info');
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Park Jiwoo' } });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'brand-new-pass' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'brand-new-pass' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByTestId('message-dialog-text')).textContent).toBe('Normally processed');
    expect(sentBody(calls, '/user/store')).toEqual({
      userIdx: 4,
      userName: 'Park Jiwoo',
      userType: 'CORP',
      authType: 'PARTNER',
      email: me.email,
      phone: me.phone,
      password: 'brand-new-pass',
    });
    expect(screen.getByTestId('user-name').textContent).toBe('Park Jiwoo');
    expect(JSON.parse(sessionStorage.getItem(SESSION_STORAGE_KEY)!).user.userName).toBe('Park Jiwoo');
    // The password boxes are empty again.
    await waitFor(() => expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe(''));
  });
});
