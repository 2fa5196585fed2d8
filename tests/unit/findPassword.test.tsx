// Find password in two steps (issue 14, item 2): the form asks for a mailed link; the link opens
// /auth/find-password?token=… where a new password is set (typed twice, checked before sending),
// then the user signs in with it. A throttled request shows how long to wait.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { FAILURE, messages } from '@contract';
import { installSession } from '../../web/src/core/session';
import { setLanguage } from '../../web/src/i18n';
import { en } from '../../web/src/i18n/en';
import { useCommonStore } from '../../web/src/state/common';
import { useUiStore } from '../../web/src/state/ui';
import { mockBackend, restoreBackend } from './support/mockBackend';
import { renderApp } from './support/renderApp';
import { dialogSays } from './support/screenTests';

const TOKEN = 'a1'.repeat(32);

beforeAll(async () => {
  installSession();
  await setLanguage('en');
});
beforeEach(() => {
  useCommonStore.getState().setSession(null);
  useCommonStore.getState().clearStatus();
});
afterEach(() => {
  cleanup();
  restoreBackend();
  vi.restoreAllMocks();
  useUiStore.getState().closeMessage();
});

async function typeNewPassword(password: string, confirmation: string) {
  fireEvent.change(await screen.findByLabelText('New password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: confirmation } });
  fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('asking for a reset link', () => {
  it('shows how long to wait when the server holds requests back, not "Cannot find the account"', async () => {
    const wait = 'Too many requests for this account from this address; try again in 12 minute(s)';
    mockBackend(() => ({ data: { result: String(FAILURE.THROTTLED), msg: wait } }));
    renderApp('/auth/find-password');
    fireEvent.change(await screen.findByLabelText('User ID'), { target: { value: 'admin' } });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'admin@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find password' }));
    await dialogSays(wait);
  });
});

describe('the mailed link: setting a new password', () => {
  it('opens the new password form instead of the lookup form', async () => {
    renderApp(`/auth/find-password?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Set a new password' })).toBeTruthy();
    expect(screen.queryByLabelText('User ID')).toBeNull();
    expect(screen.getByLabelText('New password').getAttribute('autocomplete')).toBe('new-password');
  });

  it('checks the password before sending anything: too short, or not typed the same twice', async () => {
    const calls = mockBackend(() => ({ data: { result: '0', msg: 'ok' } }));
    renderApp(`/auth/find-password?token=${TOKEN}`);
    // Each problem shows under its field (the element its aria-describedby names).
    const messageOf = (label: string) => document.getElementById(screen.getByLabelText(label).getAttribute('aria-describedby') ?? '')?.textContent;
    await typeNewPassword('short', 'short');
    await waitFor(() => expect(messageOf('New password')).toBe('Password: must be at least 8 characters'));
    await typeNewPassword('long-enough-1', 'long-enough-2');
    await waitFor(() => expect(messageOf('Confirm new password')).toBe(`Confirm new password: ${en.password.mismatch}`));
    await typeNewPassword('', '');
    await waitFor(() => expect(messageOf('New password')).toBe('Password: is required'));
    expect(calls).toEqual([]);
  });

  it('sets the password with the link’s token, then opens the sign-in page saying so', async () => {
    const calls = mockBackend(() => ({ data: { result: '0', msg: messages.passwordChanged.en } }));
    const { router } = renderApp(`/auth/find-password?token=${TOKEN}`);
    await typeNewPassword('new-secret-42', 'new-secret-42');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls[0]!.url).toBe('/auth/resetPassword/confirm');
    expect(JSON.parse(calls[0]!.data as string)).toEqual({ token: TOKEN, password: 'new-secret-42' });
    expect((await screen.findByRole('status')).textContent).toBe(messages.passwordChanged.en);
    expect(useCommonStore.getState().token).toBeNull(); // nobody is signed in by the link
  });

  it('shows the server’s refusal of a used or expired link, stays, and offers a new link', async () => {
    const expired = 'This password reset link has expired (a link works for 30 minutes). Ask for a new one.';
    mockBackend(() => ({ data: { result: '1', msg: expired } }));
    const { router } = renderApp(`/auth/find-password?token=${TOKEN}`);
    await typeNewPassword('new-secret-42', 'new-secret-42');
    expect((await screen.findByRole('alert')).textContent).toBe(expired);
    expect(router.state.location.pathname).toBe('/auth/find-password');
    fireEvent.click(screen.getByRole('link', { name: 'Ask for a new link' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByLabelText('User ID')).toBeTruthy();
  });
});
