// Employee cards: the list (name, employee number, UID, division, points, enabled, last use),
// register ('registered'), modify ('modified') and delete ('deleted', confirmed first) — spec §8 —
// and the way to a card's point history.
import { describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { employeeUidFormToBody, emptyEmployeeUidForm } from '../../web/src/features/employeeUid/employeeUidForm';
import { employeeUidEndpoints } from '@contract/endpoints/employee';
import { checkBody } from '../../web/src/ui/form';
import { useEmployeeUidStore } from '../../web/src/features/employeeUid/store';
import { chooseInPanel } from './support/chooseInPanel';
import { sampleEmployeeUid } from './support/commerceSamples';
import { samplePolicy, sampleTree } from './support/orgSamples';
import { messageOf } from './support/messageOf';
import { renderApp } from './support/renderApp';
import { useScreenTests, dialogSays } from './support/screenTests';
import { backend, info, listOf, on, refused, saved, sentBody, FIRST_PAGE } from './support/scriptedBackend';

useScreenTests({
  screens: [() => import('../../web/src/features/employeeUid/EmployeeUidListPage'), () => import('../../web/src/features/employeeUid/EmployeeUidDetailPage')],
  stores: [useEmployeeUidStore],
});

const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);
const field = (name: string) => screen.getByTestId('employee-uid-view').querySelector(`[data-field="${name}"]`)!.textContent;

describe('employee card form', () => {
  it('needs a division, a name and a UID of 8–20 hex digits; the UID goes in capitals', () => {
    const form = { ...emptyEmployeeUidForm(), divisionIdx: 11, employeeName: ' Kim ', uid: '04a1b2c3' };
    expect(employeeUidFormToBody(form, null)).toEqual({ divisionIdx: 11, uid: '04A1B2C3', employeeName: 'Kim', employeeNo: '', enabled: true });
    // The check the form runs before sending (the server's schema) names the bad UID and the missing division.
    expect(checkBody(employeeUidEndpoints.store.body, employeeUidFormToBody({ ...form, uid: '04-A1' }, null), 'en')).toEqual({ uid: 'Card UID: must be 8–20 hex digits (card UID)' });
    expect(checkBody(employeeUidEndpoints.store.body, employeeUidFormToBody({ ...form, divisionIdx: null }, null), 'en')).toEqual({ divisionIdx: 'Division: is required' });
    expect(checkBody(employeeUidEndpoints.store.body, employeeUidFormToBody({ ...form, employeeName: ' ' }, null), 'ko')).toEqual({ employeeName: '직원: 필수 입력 항목입니다' });
    expect(employeeUidFormToBody(form, 9)).toMatchObject({ employeeUidIdx: 9 });
  });
});

describe('employee card list', () => {
  it('shows name, employee number, UID, division, points, enabled and last use; the org selection and keyword go in the body', async () => {
    const calls = backend(
      on('/tree/list', info(sampleTree())),
      on('/employee-uid/list', listOf(sampleEmployeeUid(5, { employeeName: 'Kim Minji' }), sampleEmployeeUid(6, { enabled: false, lastUsedAt: null, point: 1200 }))),
    );
    const { router } = renderApp('/management/employee-uid?companyIdx=1&divisionIdx=11&keyword=kim');
    const first = (await screen.findByText('Kim Minji')).closest('tr')!;
    expect(cells(first)).toEqual(['2', 'Kim Minji', 'E-5', '04A1B2C3D5', 'Gangnam', '5,000 P', 'Enabled', '2024.05.06 12:00']);
    expect(cells(screen.getByText('Employee 6').closest('tr')!).slice(5)).toEqual(['1,200 P', 'Disabled', '-']);
    expect(sentBody(calls, '/employee-uid/list')).toEqual({ companyIdx: 1, divisionIdx: 11, keyword: 'kim', ...FIRST_PAGE });
    fireEvent.click(first);
    await waitFor(() => expect(router.state.location.pathname).toBe('/management/employee-uid/5'));
  });
});

describe('employee card detail', () => {
  it("registers a card: 'registered', then the new card's screen", async () => {
    const calls = backend(
      on('/tree/list', info(sampleTree())),
      on('/employee-uid/store', (body) => saved(sampleEmployeeUid(40, body), 'ok')),
      on('/employee-uid/info/40', info(sampleEmployeeUid(40, { employeeName: 'Park Jisu' }))),
    );
    const { router } = renderApp('/management/employee-uid/new');
    await chooseInPanel('Company / division', 'Hanaro Foods / Gangnam');
    fireEvent.change(screen.getByLabelText('Card UID'), { target: { value: '04a1b2c3d4' } });
    fireEvent.change(screen.getByLabelText('Employee'), { target: { value: 'Park Jisu' } });
    fireEvent.change(screen.getByLabelText('Employee no.'), { target: { value: 'E-40' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await dialogSays('registered');
    expect(sentBody(calls, '/employee-uid/store')).toEqual({ divisionIdx: 11, uid: '04A1B2C3D4', employeeName: 'Park Jisu', employeeNo: 'E-40', enabled: true });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/management/employee-uid/40'));
    expect(await screen.findByTestId('employee-uid-view')).toBeTruthy();
  });

  it('a UID that is not 8–20 hex digits is refused before sending', async () => {
    const calls = backend(on('/tree/list', info(sampleTree())));
    renderApp('/management/employee-uid/new');
    await chooseInPanel('Company / division', 'Hanaro Foods / Gangnam');
    fireEvent.change(screen.getByLabelText('Card UID'), { target: { value: 'card-1' } });
    fireEvent.change(screen.getByLabelText('Employee'), { target: { value: 'Park' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const uid = screen.getByLabelText('Card UID');
    await waitFor(() => expect(messageOf(uid)).toBe('Card UID: must be 8–20 hex digits (card UID)'));
    expect(uid.getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((c) => c.url === '/employee-uid/store')).toBe(false);
  });

  it("modifies a card: 'modified', sent to /employee-uid/update with its key; a refusal shows the server's reason", async () => {
    let refuse = false;
    const calls = backend(
      on('/tree/list', info(sampleTree())),
      on('/employee-uid/info/5', info(sampleEmployeeUid(5))),
      on('/employee-uid/update', (body) => (refuse ? refused(1, 'UID already registered') : saved(sampleEmployeeUid(5, body)))),
    );
    renderApp('/management/employee-uid/5');
    await screen.findByTestId('employee-uid-view');
    expect([field('point'), field('enabled'), field('uid')]).toEqual(['5,000 P', 'Enabled', '04A1B2C3D5']);
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.change(await screen.findByLabelText('Employee'), { target: { value: 'Kim Minji' } });
    fireEvent.click(screen.getByLabelText('The card opens kiosks and pays with points'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await dialogSays('modified');
    expect(sentBody(calls, '/employee-uid/update')).toEqual({ employeeUidIdx: 5, divisionIdx: 11, uid: '04A1B2C3D5', employeeName: 'Kim Minji', employeeNo: 'E-5', enabled: false });
    expect(calls.some((c) => c.url === '/employee-uid/store')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    refuse = true;
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await dialogSays('An error occurred during processing\nUID already registered');
  });

  it("deletes a card after asking: 'deleted', then the list", async () => {
    const calls = backend(on('/tree/list', info(sampleTree())), on('/employee-uid/info/5', info(sampleEmployeeUid(5, { employeeName: 'Kim Minji' }))), on('/employee-uid/delete/5', saved()), on('/employee-uid/list', listOf()));
    const { router } = renderApp('/management/employee-uid/5');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Delete the card of Kim Minji? It stops opening kiosks and leaves the list; its payments and point log keep its name.')).toBeTruthy();
    fireEvent.click(within(document.querySelector('.p-confirm-dialog') as HTMLElement).getByRole('button', { name: 'Delete' }));
    await dialogSays('deleted');
    expect(calls.filter((c) => c.url === '/employee-uid/delete/5').map((c) => c.method?.toUpperCase())).toEqual(['GET']);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/management/employee-uid'));
  });

  it("opens the card's point history", async () => {
    backend(on('/tree/list', info(sampleTree())), on('/employee-uid/info/5', info(sampleEmployeeUid(5))), on('/employee-point-log/list', listOf()), on('/employee-uid/list', listOf()));
    const { router } = renderApp('/management/employee-uid/5');
    fireEvent.click(await screen.findByRole('button', { name: 'Point history' }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/management/employee-point-log?employeeUidIdx=5'));
  });

  it("says where the card's points come from: its division's reset policy, or that it has none", async () => {
    backend(on('/tree/list', info(sampleTree())), on('/employee-uid/info/5', info(sampleEmployeeUid(5))), on('/employee-reset-policy/info/11', info(samplePolicy({ resetCycle: 'MONTHLY', resetDay: 1, resetPoint: 8000 }))));
    renderApp('/management/employee-uid/5');
    const note = await screen.findByTestId('point-policy');
    expect(note.textContent).toBe('Points follow the division’s reset policy: the balance is reset to 8,000 P on day 1 of each month at 00:00, and a new card starts with 8,000 P. See the division’s policy');
    expect(within(note).getByRole('link').getAttribute('href')).toBe('/management/division/11');
    cleanup();
    useEmployeeUidStore.getState().reset();
    backend(on('/tree/list', info(sampleTree())), on('/employee-uid/info/5', info(sampleEmployeeUid(5, { point: 0 }))), on('/employee-reset-policy/info/11', info(null)));
    renderApp('/management/employee-uid/5');
    expect((await screen.findByTestId('point-policy')).textContent).toContain('This division has no point reset policy: no points are granted (0 P).');
  });
});
