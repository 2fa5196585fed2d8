// A session the server ended (a class made or ended, a world reset, a tour, "end every session")
// answers expired with the reason (`sessionEnd`, contract/session-end.ts): the console signs out as
// for any expiry, and the sign-in page says why, in the operator's language, until the next sign-in.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { z } from 'zod';
import { FAILURE, SESSION_END_STORAGE_KEY, failureResponse, messages, type SessionEndReason } from '@contract';
import { sessionEndOf } from '../../web/src/api/sessionRule';
import { installSession } from '../../web/src/core/session';
import { setLanguage } from '../../web/src/i18n';
import { useCommonStore } from '../../web/src/state/common';
import { useUiStore } from '../../web/src/state/ui';
import { mockBackend, restoreBackend, sampleUser } from './support/mockBackend';
import { renderApp } from './support/renderApp';

/** The simulator's answer to a call with a session it ended, checked against the catalog's failure shape. */
function endedAnswer(sessionEnd?: SessionEndReason | 'alien') {
  const body: z.input<typeof failureResponse> = { result: FAILURE.EXPIRED, message: `${messages.sessionEndWorldReset.en} (session expired)` };
  const answer = sessionEnd ? { ...body, sessionEnd } : body;
  if (sessionEnd !== 'alien') failureResponse.strict().parse(answer);
  return answer;
}

let alertSpy: ReturnType<typeof vi.spyOn>;

beforeAll(() => installSession());
beforeEach(async () => {
  await setLanguage('en');
  useCommonStore.getState().setSession(null);
  useUiStore.getState().setSessionEnd(null);
  sessionStorage.clear();
  localStorage.clear();
  alertSpy = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  restoreBackend();
  vi.restoreAllMocks();
});

/** Signed in on the dashboard when the back end answers every call with `answer`, until the sign-in page shows. */
async function endedOnDashboard(answer: unknown, offContract?: string) {
  mockBackend((config) => (config.url === '/auth/login' ? { data: { result: '0', accessToken: 'next', user: sampleUser, msg: 'ok' } } : { data: answer, offContract }));
  useCommonStore.getState().setSession({ token: 'Bearer old', user: sampleUser });
  const { router } = renderApp('/dashboard');
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  await screen.findByLabelText('User ID');
  return router;
}

describe('a session the server ended', () => {
  it('signs the console out with the usual alert, and the sign-in page says why in the operator’s language', async () => {
    const router = await endedOnDashboard(endedAnswer('worldReset'));
    expect(alertSpy).toHaveBeenCalledTimes(1);
    expect(alertSpy).toHaveBeenCalledWith(messages.sessionExpired.en);
    expect(useCommonStore.getState().token).toBeNull();
    expect(screen.getByTestId('session-end-reason').textContent).toBe(messages.sessionEndWorldReset.en);
    expect(screen.getByRole('status').textContent).toBe(messages.sessionEndWorldReset.en);
    // Kept for this tab, so a reload of the sign-in page still says it.
    expect(sessionStorage.getItem(SESSION_END_STORAGE_KEY)).toBe('worldReset');

    await act(() => setLanguage('ko'));
    expect(screen.getByTestId('session-end-reason').textContent).toBe('시뮬레이터의 월드가 초기화되어 세션이 끝났습니다.');

    // Told once: the next sign-in clears it.
    fireEvent.change(screen.getByLabelText('아이디'), { target: { value: 'admin' } });
    fireEvent.change(screen.getByLabelText('비밀번호'), { target: { value: 'room-9-trainer' } });
    fireEvent.click(screen.getByRole('button', { name: '로그인' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(useUiStore.getState().sessionEnd).toBeNull();
    expect(sessionStorage.getItem(SESSION_END_STORAGE_KEY)).toBeNull();
  });

  it('names each reason in both languages', async () => {
    const said: Record<string, string> = {};
    for (const reason of ['classStarted', 'classEnded', 'tourStarted', 'everyone'] as const) {
      await endedOnDashboard(endedAnswer(reason));
      said[reason] = screen.getByTestId('session-end-reason').textContent!;
      cleanup();
    }
    expect(said).toEqual({
      classStarted: 'A class started on this server: the trainer ended this session.',
      classEnded: 'The class has ended: its trainee accounts and sessions are closed.',
      tourStarted: 'A demo tour started: this session ended.',
      everyone: 'An administrator ended every session.',
    });
    expect(messages.sessionEndClassStarted.ko).toBe('이 서버에서 수업이 시작되어 강사가 이 세션을 끝냈습니다.');
    expect(messages.sessionEndTourStarted.ko).toBe('데모 투어가 시작되어 세션이 끝났습니다.');
  });

  it('says nothing more for an expiry without a reason, or with one this console does not know', async () => {
    for (const [answer, offContract] of [[endedAnswer()], [endedAnswer('alien'), 'a newer server, with a reason this console does not know']] as const) {
      await endedOnDashboard(answer, offContract);
      expect(alertSpy).toHaveBeenCalledWith(messages.sessionExpired.en);
      expect(screen.queryByTestId('session-end-reason')).toBeNull();
      cleanup();
    }
    expect([sessionEndOf({ sessionEnd: 'classEnded' }), sessionEndOf({ sessionEnd: 'alien' }), sessionEndOf(null), sessionEndOf('x')]).toEqual(['classEnded', null, null, null]);
  });
});
