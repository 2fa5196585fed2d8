// The trainee's checklist in the header: nothing (and one /sim call) for anyone who is not a trainee,
// nothing asked in Live mode; for a trainee the count on the button, the ordered list with its ticks,
// a finding task's answer (wrong, then right), and the list read again right after a save and every
// 10 s.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within, cleanup } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import type { MyExercise } from '@contract/sim-classroom';
import { FALLBACK_CONFIG, useRuntimeConfig } from '../../web/src/api/runtimeConfig';
import { installSession } from '../../web/src/core/session';
import { CHECKLIST_REFRESH_MS } from '../../web/src/features/classroom/MyExercises';
import { setLanguage } from '../../web/src/i18n';
import { useCommonStore } from '../../web/src/state/common';
import { usePromotionStore } from '../../web/src/features/promotion/store';
import { restoreBackend, sampleUser, type Reply } from './support/mockBackend';
import { renderApp } from './support/renderApp';
import { backend, sentBodies } from './support/scriptedBackend';
import { sampleDashboard } from './support/deviceSamples';

const WAIT = { timeout: 10_000 };
const clock = { now: Date.UTC(2026, 10, 21, 0, 0, 0), nowText: '2026-11-21 09:00:00', speed: 0, paused: true };
const ok = (data: unknown): Reply => ({ data: { result: 0, message: 'ok', data } });

function exercises(): MyExercise[] {
  return [
    { id: 'add-product', area: 'productMaster', kind: 'do', title: 'Add a product', task: 'Add “Banana milk” to your catalog.', looksFor: null, done: true, doneAt: '2026-11-21 09:12:00' },
    { id: 'promotion', area: 'promotion', kind: 'do', title: 'Remove a promotion', task: 'Delete the promotion “1+1 Cola”.', looksFor: 'no promotion named “1+1 Cola”', done: false, doneAt: null },
    { id: 'find-refund', area: 'payment', kind: 'find', title: 'Find a refund', task: 'How much was refunded yesterday at Gangnam store?', looksFor: null, done: false, doneAt: null },
  ];
}

/** The trainee's sandbox resets so far (a test raises it as the trainer's reset would). */
const state = { resets: 0 };

/** A simulator holding one trainee's checklist (`trainee: null` makes the caller no trainee); a refund of 3,500 won is the right answer. */
function classroomBackend(trainee: boolean, list = exercises()) {
  let tries = 20;
  const calls = backend((config: InternalAxiosRequestConfig): Reply | undefined => {
    const url = config.url ?? '';
    if (url === '/sim/clock') return ok(clock);
    if (url === '/dashboard/info') return ok(sampleDashboard());
    if (url === '/sim/classroom/me')
      return ok({ trainee: trainee ? { userId: 'trainee01', traineeNo: 1, resets: state.resets, course: { id: 'basics', title: 'Console basics' }, exercises: list.map((e) => ({ ...e })) } : null });
    if (url === '/sim/classroom/me/answer') {
      const { exerciseId, answer } = JSON.parse(config.data as string) as { exerciseId: string; answer: string };
      const exercise = list.find((e) => e.id === exerciseId)!;
      tries -= 1;
      if (answer.replace(/\D/g, '') === '3500') Object.assign(exercise, { done: true, doneAt: '2026-11-21 09:40:00' });
      return ok({ exerciseId, done: exercise.done, doneAt: exercise.doneAt, triesLeft: tries });
    }
    if (url === '/promotion/delete/5') {
      // What the simulator's check sees after the write.
      Object.assign(list[1]!, { done: true, doneAt: '2026-11-21 09:30:00' });
      return { data: { result: 0, message: 'ok' } };
    }
    return { data: { result: 0, message: 'ok', data: { list: [], totalCount: 0 } } };
  });
  return calls;
}
const meCalls = (calls: InternalAxiosRequestConfig[]) => calls.filter((c) => c.url === '/sim/classroom/me').length;
const simCalls = (calls: InternalAxiosRequestConfig[]) => calls.filter((c) => (c.url ?? '').startsWith('/sim/classroom'));

async function openChecklist() {
  fireEvent.click(await screen.findByTestId('my-exercises-button', {}, WAIT));
  return screen.findByRole('dialog', { name: 'My exercises' }, WAIT);
}
const items = () => within(screen.getByTestId('my-exercises')).getAllByTestId('my-exercise');

beforeAll(async () => {
  installSession();
  await setLanguage('en');
});
beforeEach(() => {
  state.resets = 0;
  // Only the intervals are under the test's hand: the 10 s refresh runs when the test says so.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  useCommonStore.getState().setSession({ token: 'Bearer t', user: { ...sampleUser, userId: 'trainee01', userName: '교육생 01', userType: 'CORP', authType: 'PARTNER', companyIdx: 5 } });
  useRuntimeConfig.setState({ config: { ...FALLBACK_CONFIG, backend: 'simulator', classRunning: true } });
});
afterEach(async () => {
  cleanup();
  await setLanguage('en');
  restoreBackend();
  vi.restoreAllMocks();
  vi.useRealTimers();
  useRuntimeConfig.setState({ config: FALLBACK_CONFIG });
});

describe('the trainee checklist', () => {
  it('is not there for a user outside the class, who is asked once and no more', async () => {
    const calls = classroomBackend(false);
    renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1 }, WAIT);
    await waitFor(() => expect(meCalls(calls)).toBe(1), WAIT);
    act(() => void vi.advanceTimersByTime(3 * CHECKLIST_REFRESH_MS));
    await act(() => usePromotionStore.getState().remove(5));
    expect(screen.queryByTestId('my-exercises-button')).toBeNull();
    expect(simCalls(calls)).toHaveLength(1);
  });

  /** Renders the dashboard for a trainee under `config` and checks that no checklist was shown or asked for. */
  async function nothingAskedUnder(config: typeof FALLBACK_CONFIG) {
    useRuntimeConfig.setState({ config });
    const calls = classroomBackend(true);
    renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1 }, WAIT);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('my-exercises-button')).toBeNull();
    expect(simCalls(calls)).toHaveLength(0);
  }

  it('is not asked for while no class runs (the runtime config says so); once one runs, it is', async () => {
    await nothingAskedUnder({ ...FALLBACK_CONFIG, backend: 'simulator', classRunning: false });
    // A class starts; the config read again at the next sign-in says so, and the shell asks.
    act(() => useRuntimeConfig.setState({ config: { ...FALLBACK_CONFIG, backend: 'simulator', classRunning: true } }));
    expect(await screen.findByTestId('my-exercises-button', {}, WAIT)).toBeTruthy();
  });

  it('is not there, nor asked for, in Live mode', async () => {
    await nothingAskedUnder(FALLBACK_CONFIG);
  });

  it('shows a trainee the count, and the course’s exercises in order with a tick and its time on those done', async () => {
    classroomBackend(true);
    renderApp('/dashboard');
    const button = await screen.findByTestId('my-exercises-button', {}, WAIT);
    expect(button.textContent).toBe('My exercises 1/3');
    expect(button.getAttribute('aria-label')).toBe('My exercises: 1 of 3 done');
    const drawer = await openChecklist();
    expect(within(drawer).getByText('Console basics')).toBeTruthy();
    expect(screen.getByTestId('my-exercises').tagName).toBe('OL');
    // The scrolling part takes focus (a keyboard can scroll a checklist with no answer box left).
    expect(screen.getByTestId('my-exercises').closest('.p-sidebar-content')!.getAttribute('tabindex')).toBe('0');
    expect(items().map((li) => li.querySelector('strong')!.textContent)).toEqual([
      'Add a product',
      'Remove a promotion',
      'Find a refund',
    ]);
    expect(within(items()[0]!).getByRole('img', { name: 'Done 2026.11.21 09:12' }).textContent).toContain('2026.11.21 09:12');
    expect(within(items()[1]!).getByRole('img', { name: 'Not done yet' })).toBeTruthy();
    expect(within(items()[1]!).getByText('Delete the promotion “1+1 Cola”.')).toBeTruthy();
    // Only the finding task asks for an answer.
    expect(items().map((li) => within(li).queryByRole('button', { name: 'Check' }) !== null)).toEqual([false, false, true]);

    // Closed, it hands the focus back to its button.
    fireEvent.click(within(drawer).getByRole('button', { name: 'Close my exercises' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('my-exercises-button')), WAIT);
  });

  it('answers a finding task: not right with the tries left, then right with its tick', async () => {
    const calls = classroomBackend(true);
    renderApp('/dashboard');
    await openChecklist();
    const task = items()[2]!;
    const input = within(task).getByLabelText('Answer');
    fireEvent.change(input, { target: { value: '4,000' } });
    fireEvent.click(within(task).getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(within(task).getByRole('status').textContent).toBe('That is not right. 19 tries left.'), WAIT);
    expect(within(task).getByRole('img', { name: 'Not done yet' })).toBeTruthy();

    fireEvent.change(input, { target: { value: ' 3,500 ' } });
    fireEvent.click(within(task).getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(within(task).getByRole('status').textContent).toBe('That is right.'), WAIT);
    expect(within(task).getByRole('img', { name: 'Done 2026.11.21 09:40' })).toBeTruthy();
    expect(within(task).queryByRole('button', { name: 'Check' })).toBeNull();
    expect(screen.getByTestId('my-exercises-button').textContent).toBe('My exercises 2/3');
    expect(sentBodies(calls, '/sim/classroom/me/answer')).toEqual([
      { exerciseId: 'find-refund', answer: '4,000' },
      { exerciseId: 'find-refund', answer: '3,500' },
    ]);
  });

  it('says an empty answer needs filling in, and sends nothing', async () => {
    const calls = classroomBackend(true);
    renderApp('/dashboard');
    await openChecklist();
    const task = items()[2]!;
    fireEvent.click(within(task).getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(within(task).getByRole('status').textContent).toBe('Enter an answer.'), WAIT);
    expect(sentBodies(calls, '/sim/classroom/me/answer')).toEqual([]);
  });

  it('ticks an exercise right after a save the console reports, and reads the list again every 10 s', async () => {
    const calls = classroomBackend(true);
    renderApp('/dashboard');
    await openChecklist();
    await waitFor(() => expect(meCalls(calls)).toBe(2), WAIT); // the shell's question, and the drawer's opening
    expect(within(items()[1]!).getByRole('img', { name: 'Not done yet' })).toBeTruthy();

    const result = await act(() => usePromotionStore.getState().remove(5));
    expect(result.message).toBe('Normally processed');
    await waitFor(() => expect(within(items()[1]!).getByRole('img', { name: 'Done 2026.11.21 09:30' })).toBeTruthy(), WAIT);
    expect(screen.getByTestId('my-exercises-button').textContent).toBe('My exercises 2/3');
    expect(meCalls(calls)).toBe(3);

    act(() => void vi.advanceTimersByTime(CHECKLIST_REFRESH_MS));
    await waitFor(() => expect(meCalls(calls)).toBe(4), WAIT);
  });

  it('says what an exercise not done looks for and links to the screen where it is done, closing the drawer', async () => {
    classroomBackend(true);
    const { router } = renderApp('/dashboard');
    await openChecklist();
    expect(within(items()[1]!).getByTestId('exercise-looks-for').textContent).toBe('Ticks when your company holds no promotion named “1+1 Cola”.');
    expect(within(items()[0]!).queryByTestId('exercise-looks-for')).toBeNull(); // done: nothing to look for
    expect(items().map((li) => within(li).queryByTestId('exercise-screen')?.getAttribute('href') ?? null)).toEqual([null, '/management/promotion', '/management/payment/history']);
    fireEvent.click(within(items()[1]!).getByRole('link', { name: 'Open Promotions' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/management/promotion'), WAIT);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'My exercises' })).toBeNull(), WAIT);
  });

  it('says so clearly once every exercise is done', async () => {
    classroomBackend(true, exercises().map((e) => ({ ...e, done: true, doneAt: '2026-11-21 09:50:00' })));
    renderApp('/dashboard');
    await openChecklist();
    expect(screen.getByTestId('my-exercises-all-done').textContent).toBe('All 3 exercises done. Well done!');
    expect(screen.queryByTestId('my-exercises-progress')).toBeNull();
    expect(screen.queryAllByTestId('exercise-screen')).toEqual([]);
  });

  it('tells the trainee when the trainer has reset their sandbox, once per reset', async () => {
    const calls = classroomBackend(true);
    renderApp('/dashboard');
    await screen.findByTestId('my-exercises-button', {}, WAIT);
    const notice = /The trainer reset your sandbox/;
    act(() => void vi.advanceTimersByTime(CHECKLIST_REFRESH_MS));
    await waitFor(() => expect(meCalls(calls)).toBe(2), WAIT);
    expect(screen.queryByText(notice)).toBeNull();
    state.resets = 1;
    act(() => void vi.advanceTimersByTime(CHECKLIST_REFRESH_MS));
    expect(await screen.findByText(notice, {}, WAIT)).toBeTruthy();
    act(() => void vi.advanceTimersByTime(CHECKLIST_REFRESH_MS));
    await waitFor(() => expect(meCalls(calls)).toBe(4), WAIT);
    expect(screen.getAllByText(notice)).toHaveLength(1);
  });

  it('reads the titles and tasks again in the language the operator switches to', async () => {
    const calls = classroomBackend(true);
    renderApp('/dashboard');
    await screen.findByTestId('my-exercises-button', {}, WAIT);
    expect(calls.filter((c) => c.url === '/sim/classroom/me').map((c) => c.headers['Accept-Language'])).toEqual(['en']);
    await act(() => setLanguage('ko'));
    await waitFor(() => expect(calls.filter((c) => c.url === '/sim/classroom/me').map((c) => c.headers['Accept-Language'])).toEqual(['en', 'ko']), WAIT);
    expect(screen.getByTestId('my-exercises-button').textContent).toBe('내 과제 1/3');
  });
});
