// The trainer's classroom screen (/simulator/classroom): ADMIN only in simulator mode; making a class
// (the simulator's refusal shown as it says it, with the way to My info), the sign-in cards, the
// board with its exercises, a trainee's reset and the end of the class asked first, and the CSV.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import type { AuthType } from '@contract';
import { SIM_CLASSROOM, type ClassBoard, type TraineeCard } from '@contract/sim-classroom';
import type { InjectedFault } from '@contract/sim-faults';
import { canOpenRoute } from '../../web/src/app/access';
import { FALLBACK_CONFIG, useRuntimeConfig } from '../../web/src/api/runtimeConfig';
import { shellRoutes } from '../../web/src/app/routes';
import { useCommonStore } from '../../web/src/state/common';
import { isLoopback } from '../../web/src/features/simulator/classroom/SignInCards';
import * as saveFileModule from '../../web/src/ui/saveFile';
import { sampleUser, type Reply } from './support/mockBackend';
import { renderApp } from './support/renderApp';
import { backend, type Body } from './support/scriptedBackend';
import ExcelJS from 'exceljs';
import { blobBytes, savedCsvLines } from './support/csv';
import { useScreenTests } from './support/screenTests';

const WAIT = { timeout: 10_000 };
const ok = (data: unknown, message = 'Normally processed'): Reply => ({ data: { result: 0, message, data } });
const cardOf = (n: number): TraineeCard => ({ userId: `trainee0${n}`, password: `Pw${n}xYz2345`, userName: `교육생 0${n}`, traineeNo: n, companyIdx: 10 + n, companyName: `실습 회사 0${n}` });
/** Exercise 2 is a finding task, whose wrong answers the board counts. */
const exercises = (doneAt: (string | null)[], wrong: number[] = []) =>
  doneAt.map((at, i) => ({ id: `ex${i + 1}`, title: `Exercise ${i + 1}`, kind: i === 1 ? ('find' as const) : ('do' as const), done: at !== null, doneAt: at, wrongAnswers: wrong[i] ?? 0 }));
const trainee = (n: number, doneAt: (string | null)[], wrong: number[] = []) => ({
  ...cardOf(n), resets: n - 1, lastSignIn: n === 1 ? '2026-11-21 09:05:00' : null, exercises: exercises(doneAt, wrong),
});
const running = (trainees: ReturnType<typeof trainee>[]): ClassBoard => ({ createdAt: 1, createdSimAt: '2026-11-21 09:00:00', templateCompanyIdx: 1, course: { id: 'operator-basics', title: 'Operator basics' }, trainees });
const clock = { now: Date.UTC(2026, 10, 21, 0, 0, 0), nowText: '2026-11-21 09:00:00', speed: 0, paused: true };
const CHANGE_PASSWORD = 'A class cannot be made with a published default password; change yours on My info first';

/**
 * The simulator's classroom, scripted: `board` answers GET /sim/classroom (changed by the test as
 * the class is made or ended); `refuseMake` refuses making a class as the simulator does.
 */
function classroomBackend(state: { board: ClassBoard; refuseMake?: string }) {
  return backend((config: InternalAxiosRequestConfig, body: Body): Reply | undefined => {
    const url = config.url ?? '';
    if (url === '/tree/list') return ok([{ companyIdx: 1, companyName: 'Template Co', divisionList: [] }, { companyIdx: 2, companyName: 'Other Co', divisionList: [] }]);
    if (url === '/sim/classroom' && config.method === 'get') return ok(state.board);
    if (url === '/sim/classroom' && config.method === 'post') {
      if (state.refuseMake) return { data: { result: 4, message: state.refuseMake } };
      const cards = Array.from({ length: Number(body.trainees) }, (_, i) => cardOf(i + 1));
      state.board = running(cards.map((c) => trainee(c.traineeNo, [])));
      return ok({ trainees: cards }, 'Class made');
    }
    if (url === '/sim/classroom/accounts') return ok({ trainees: [cardOf(1), cardOf(2)] });
    if (url.endsWith('/reset')) return ok({ userId: url.split('/')[3], companyIdx: 11, resets: 1 }, 'The trainee’s sandbox is back to the template');
    if (url === '/sim/faults' && config.method === 'get') {
      const aimed = (faultId: number, userId: string | null): InjectedFault => ({
        faultId, kind: 'latency', path: '*', method: null, rate: 1, remaining: null, hits: 0, sessionOnly: false, mine: false, userId, aimedAtYou: false, setBy: 'admin',
        delayMs: 3000, delayMaxMs: null, result: null, message: null, status: null, createdAt: 1,
      });
      return ok({ list: [aimed(1, 'trainee02'), aimed(2, 'trainee01'), aimed(3, 'trainee02'), aimed(4, null)] });
    }
    if (url.startsWith('/sim/scenarios/')) {
      const name = url.split('/')[3] as 'fridge-failure' | 'lunch-rush';
      return ok({ name, description: { ko: '시나리오', en: 'A scenario' }, deviceIdxs: [11] });
    }
    if (url === '/sim/faults/clear') return ok({ cleared: 1, list: [] });
    if (url === '/sim/classroom/end') {
      state.board = { class: null };
      return ok({ removed: 2 }, 'Class ended');
    }
    // The cockpit, on the way to the classroom: a still clock and an empty fleet.
    if (url === '/sim/clock') return ok(clock);
    if (url === '/sim/fleet') return ok({ clock, kiosks: [] });
    if (url === '/sim/events') return ok({ list: [], lastSeq: 0, from: 0 });
    return { data: { result: 0, message: '', data: { list: [], totalCount: 0 } } };
  });
}
const posts = (calls: InternalAxiosRequestConfig[], url: string) => calls.filter((c) => c.url === url && c.method === 'post').map((c) => JSON.parse((c.data as string) || '{}') as Body);
const signIn = (authType: AuthType = 'ADMIN') => useCommonStore.getState().setSession({ token: 'Bearer t', user: { ...sampleUser, authType } });

useScreenTests({ screens: [() => import('../../web/src/features/simulator/classroom/ClassroomPage')] });
beforeEach(() => useRuntimeConfig.setState({ config: { ...FALLBACK_CONFIG, backend: 'simulator' } }));
afterEach(() => useRuntimeConfig.setState({ config: FALLBACK_CONFIG }));

describe('the classroom route', () => {
  it('opens for the level its calls are for (ADMIN), not for a partner or a store owner', () => {
    const route = shellRoutes.find((r) => r.path === '/simulator/classroom')!;
    expect(route.simAccess).toBe(SIM_CLASSROOM.board.access);
    expect((['ADMIN', 'PARTNER', 'MANAGER'] as const).map((level) => canOpenRoute(route, level))).toEqual([true, false, false]);
  });

  it('refuses a PARTNER without asking the simulator, and the cockpit offers it no way there', async () => {
    signIn('PARTNER');
    const calls = classroomBackend({ board: { class: null } });
    renderApp('/simulator/classroom');
    expect(await screen.findByTestId('not-permitted', {}, WAIT)).toBeTruthy();
    // The shell's own question (is this user a trainee?) aside, the trainer's calls are never made.
    expect(calls.filter((c) => c.url?.startsWith('/sim/classroom') && c.url !== '/sim/classroom/me')).toHaveLength(0);
  });

  it('is reached from the cockpit', async () => {
    classroomBackend({ board: { class: null } });
    const { router } = renderApp('/simulator');
    fireEvent.click(within(await screen.findByTestId('classroom-link', {}, WAIT)).getByRole('link', { name: 'Classroom' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/simulator/classroom'), WAIT);
    expect(await screen.findByTestId('make-class', {}, WAIT)).toBeTruthy();
  });
});

describe('making a class', () => {
  it('shows the simulator’s refusal as it says it, with a link to My info, and makes nothing', async () => {
    const state = { board: { class: null } as ClassBoard, refuseMake: CHANGE_PASSWORD };
    const calls = classroomBackend(state);
    const { router } = renderApp('/simulator/classroom');
    const form = await screen.findByTestId('make-class', {}, WAIT);
    fireEvent.change(within(form).getByLabelText('Number of trainees (1–50)'), { target: { value: '3' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Make class' }));
    const refusal = await screen.findByTestId('make-class-refusal', {}, WAIT);
    expect(refusal.textContent).toContain(CHANGE_PASSWORD);
    expect(posts(calls, '/sim/classroom')).toEqual([{ trainees: 3 }]);
    expect(screen.queryByTestId('sign-in-cards')).toBeNull();
    fireEvent.click(within(refusal).getByRole('link', { name: 'Change it on My info' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mypage/my-info'), WAIT);
  });

  it('checks the number before sending: none, or more than 50, is never sent', async () => {
    const calls = classroomBackend({ board: { class: null } });
    renderApp('/simulator/classroom');
    const form = await screen.findByTestId('make-class', {}, WAIT);
    fireEvent.click(within(form).getByRole('button', { name: 'Make class' }));
    fireEvent.change(within(form).getByLabelText('Number of trainees (1–50)'), { target: { value: '51' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Make class' }));
    await waitFor(() => expect(form.querySelector('[aria-invalid="true"]')).not.toBeNull(), WAIT);
    expect(posts(calls, '/sim/classroom')).toEqual([]);
  });

  it('makes the class and shows a sign-in card per trainee: this server, user ID, password, company', async () => {
    const state = { board: { class: null } as ClassBoard };
    const calls = classroomBackend(state);
    renderApp('/simulator/classroom');
    const form = await screen.findByTestId('make-class', {}, WAIT);
    fireEvent.change(within(form).getByLabelText('Number of trainees (1–50)'), { target: { value: '2' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Make class' }));
    const cards = await screen.findAllByTestId('sign-in-card', {}, WAIT);
    expect(cards.map((c) => c.textContent)).toEqual(
      [1, 2].map((n) => `교육생 0${n}Server address${window.location.origin}User IDtrainee0${n}PasswordPw${n}xYz2345Sandbox company실습 회사 0${n}`),
    );
    expect(posts(calls, '/sim/classroom')).toEqual([{ trainees: 2 }]);
    // The board follows (the class runs), and the form is gone.
    expect(await screen.findByTestId('class-board', {}, WAIT)).toBeTruthy();
    expect(screen.queryByTestId('make-class')).toBeNull();
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    // The printed copy holds every card too, eight to a page.
    expect(document.querySelectorAll('.sign-in-print .sign-in-card')).toHaveLength(2);
    // This page is served as localhost: trainees' machines could not reach the address on the cards.
    expect(screen.getByTestId('loopback-warning').textContent).toContain(`The cards say ${window.location.origin}, which only works on this computer. Restart the server with HOST=0.0.0.0`);
  });

  it('knows the addresses only this computer answers', () => {
    const loopback = ['localhost', 'LOCALHOST', 'app.localhost', '127.0.0.1', '127.1.2.3', '[::1]'];
    const reachable = ['192.168.0.10', '10.0.0.5', 'kiosk.example.com', '[fe80::1]', '127.0.0.1.nip.io', 'mylocalhost'];
    expect([...loopback, ...reachable].filter(isLoopback)).toEqual(loopback);
  });
});

describe('the class board', () => {
  const board = () =>
    running([trainee(1, ['2026-11-21 09:40:00', null, '2026-11-21 10:02:00'], [0, 2, 0]), trainee(2, [null, null, null])]);

  it('lists every trainee with exercises done, a ✓ (its time in the tooltip) and wrong answers per exercise, each headed by its number; cards again on demand', async () => {
    const calls = classroomBackend({ board: board() });
    renderApp('/simulator/classroom');
    const table = await screen.findByTestId('class-board', {}, WAIT);
    expect(within(screen.getByTestId('class-board-card')).getByText('Class board · Operator basics')).toBeTruthy();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);
    // Each exercise: ✓ on screen with the time in its tooltip, said in words to a screen reader; wrong answers in red.
    const NOT_DONE = '·Not done';
    expect(cells(rows[0]!).slice(0, 10)).toEqual(
      ['1', 'trainee01', '교육생 01', '실습 회사 01', '0', '2026.11.21 09:05', '2/3', 'Done at 2026.11.21 09:40', `${NOT_DONE}✗22 wrong answers`, 'Done at 2026.11.21 10:02'],
    );
    expect(rows[0]!.querySelector('.pi-check')!.getAttribute('title')).toBe('Done at 2026.11.21 09:40');
    expect(within(rows[0]!).getByTestId('wrong-answers').getAttribute('title')).toBe('2 wrong answers');
    expect(cells(rows[1]!).slice(0, 10)).toEqual(['2', 'trainee02', '교육생 02', '실습 회사 02', '1', '-', '0/3', NOT_DONE, NOT_DONE, NOT_DONE]);
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(
      ['No.', 'User ID', 'Name', 'Sandbox company', 'Resets', 'Last sign-in', 'Done', '1', '2', '3', 'Actions'],
    );
    expect(within(table).getAllByTestId('exercise-header').map((h) => [h.tagName, h.getAttribute('title')])).toEqual(
      [1, 2, 3].map((n) => ['ABBR', `Exercise ${n}: Exercise ${n}`]),
    );
    expect(screen.queryByTestId('sign-in-cards')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show sign-in cards again' }));
    expect(await screen.findAllByTestId('sign-in-card', {}, WAIT)).toHaveLength(2);
    expect(calls.filter((c) => c.url === '/sim/classroom/accounts')).toHaveLength(1);
  });

  it('shows a class without exercises yet, and says so', async () => {
    classroomBackend({ board: running([trainee(1, []), trainee(2, [])]) });
    renderApp('/simulator/classroom');
    const table = await screen.findByTestId('class-board', {}, WAIT);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByText(/No exercises yet/)).toBeTruthy();
  });

  it('asks again every 5 s while the page shows', async () => {
    const calls = classroomBackend({ board: board() });
    renderApp('/simulator/classroom');
    await screen.findByTestId('class-board', {}, WAIT);
    const reads = () => calls.filter((c) => c.url === '/sim/classroom' && c.method === 'get').length;
    const first = reads();
    await waitFor(() => expect(reads()).toBeGreaterThan(first), { timeout: 12_000 });
  }, 20_000);

  it('resets a trainee’s sandbox only once the trainer confirms, saying what goes and what stays', async () => {
    const calls = classroomBackend({ board: board() });
    renderApp('/simulator/classroom');
    await screen.findByTestId('class-board', {}, WAIT);
    const resets = () => calls.filter((c) => c.url?.endsWith('/reset'));
    const ask = async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Actions for trainee02' }));
      // jsdom cannot place the popup menu, so PrimeReact leaves it undisplayed there: found hidden.
      fireEvent.click(await screen.findByRole('menuitem', { name: 'Reset sandbox', hidden: true }, WAIT));
      return screen.findByRole('dialog', { name: 'Reset sandbox' }, WAIT);
    };
    let dialog = await ask();
    expect(dialog.textContent).toContain('Reset trainee02’s sandbox to the template');
    expect(dialog.textContent).toContain('What the trainee changed');
    expect(dialog.textContent).toContain('Their sign-in stays');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    expect(resets()).toHaveLength(0);

    dialog = await ask();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset sandbox' }));
    await waitFor(() => expect(resets().map((c) => [c.url, c.method])).toEqual([['/sim/classroom/trainee02/reset', 'post']]), WAIT);
    expect(await screen.findByText('The trainee’s sandbox is back to the template', {}, WAIT)).toBeTruthy();
  });

  it('aims a fault or a scenario at one trainee from the row, and clears that trainee’s faults (aimed at them or set by them) in one call', async () => {
    const calls = classroomBackend({ board: board() });
    renderApp('/simulator/classroom');
    await screen.findByTestId('class-board', {}, WAIT);
    const pick = async (item: string) => {
      fireEvent.click(screen.getByRole('button', { name: 'Actions for trainee02' }));
      fireEvent.click(await screen.findByRole('menuitem', { name: item, hidden: true }, WAIT));
    };
    await pick('Slow answers (3 s)');
    await waitFor(() => expect(posts(calls, '/sim/faults')).toEqual([{ kind: 'latency', delayMs: 3000, userId: 'trainee02' }]), WAIT);
    await pick('Saves fail');
    await waitFor(() => expect(posts(calls, '/sim/faults')[1]).toEqual({ kind: 'error', method: 'POST', path: '/*/store', userId: 'trainee02' }), WAIT);
    await pick('Fridge failure');
    await waitFor(() => expect(posts(calls, '/sim/scenarios/fridge-failure')).toEqual([{ userId: 'trainee02' }]), WAIT);
    await pick('Lunch rush');
    await waitFor(() => expect(posts(calls, '/sim/scenarios/lunch-rush')).toEqual([{ userId: 'trainee02' }]), WAIT);
    await pick('Clear their faults (aimed at them or set by them)');
    await waitFor(() => expect(posts(calls, '/sim/faults/clear')).toEqual([{ userId: 'trainee02' }]), WAIT);
  });

  it('ends the class only once the trainer confirms; then the form is back', async () => {
    const calls = classroomBackend({ board: board() });
    renderApp('/simulator/classroom');
    await screen.findByTestId('class-board', {}, WAIT);
    const ends = () => posts(calls, '/sim/classroom/end');
    fireEvent.click(screen.getByRole('button', { name: 'End class' }));
    let dialog = await screen.findByRole('dialog', { name: 'End class' }, WAIT);
    expect(dialog.textContent).toContain('All 2 trainees’ sandboxes and accounts go');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    expect(ends()).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'End class' }));
    dialog = await screen.findByRole('dialog', { name: 'End class' }, WAIT);
    fireEvent.click(within(dialog).getByRole('button', { name: 'End class' }));
    await waitFor(() => expect(ends()).toEqual([{}]), WAIT);
    expect(await screen.findByTestId('make-class', {}, WAIT)).toBeTruthy();
    expect(screen.queryByTestId('class-board')).toBeNull();
  });

  it('exports one CSV row per trainee, UTF-8 with BOM, headers in the console’s language; the same columns as an .xlsx workbook', async () => {
    classroomBackend({ board: board() });
    renderApp('/simulator/classroom');
    await screen.findByTestId('class-board', {}, WAIT);
    const save = vi.spyOn(saveFileModule, 'saveFile').mockImplementation(() => undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(save).toHaveBeenCalledTimes(1);
    const blob = save.mock.calls[0]![0] as Blob;
    const bytes = await new Promise<ArrayBuffer>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.readAsArrayBuffer(blob);
    });
    expect([...new Uint8Array(bytes).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(String(save.mock.calls[0]![1])).toMatch(/^class-board-\d{8}\.csv$/);
    expect(await savedCsvLines(save)).toEqual([
      'No.,User ID,Name,Sandbox company,Resets,Last sign-in,Done,Exercise 1,Exercise 2,Exercise 2: Wrong answers,Exercise 3',
      '1,trainee01,교육생 01,실습 회사 01,0,2026.11.21 09:05:00,2,2026.11.21 09:40:00,,2,2026.11.21 10:02:00',
      '2,trainee02,교육생 02,실습 회사 02,1,,0,,,0,',
    ]);

    // The same columns as an Excel workbook: times as real dates.
    fireEvent.click(screen.getByRole('button', { name: 'Export Excel' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    expect(String(save.mock.calls[1]![1])).toMatch(/^class-board-\d{8}\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await blobBytes(save.mock.calls[1]![0] as Blob));
    const sheet = book.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1).join(',')).toBe('No.,User ID,Name,Sandbox company,Resets,Last sign-in,Done,Exercise 1,Exercise 2,Exercise 2: Wrong answers,Exercise 3');
    expect((sheet.getRow(2).getCell(6).value as Date).toISOString()).toBe('2026-11-21T09:05:00.000Z');
    expect(sheet.rowCount).toBe(3);
  });
});
