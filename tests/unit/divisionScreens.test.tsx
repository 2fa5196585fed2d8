import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useCommonStore } from '../../web/src/state/common';
import { useDivisionStore } from '../../web/src/features/division/store';
import { sampleUser } from './support/mockBackend';
import { sampleAccess, sampleDivision, samplePolicy, sampleSlot, sampleTree } from './support/orgSamples';
import { messageOf } from './support/messageOf';
import { renderApp } from './support/renderApp';
import { useScreenTests, dialogSays } from './support/screenTests';
import { backend, info, listOf, on, refused, saved, sentBody } from './support/scriptedBackend';

useScreenTests({
  screens: [() => import('../../web/src/features/division/DivisionListPage'), () => import('../../web/src/features/division/DivisionDetailPage'), () => import('../../web/src/features/division/openapi/OpenApiPage')],
  stores: [useDivisionStore],
});

const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);
const closeDialog = () => fireEvent.click(screen.getByRole('button', { name: 'OK' }));

describe('division list', () => {
  it('shows the full address in one column, the type label and the device count', async () => {
    backend(on('/tree/list', info(sampleTree())), on('/division/list', listOf(sampleDivision(11, { divisionType: 'WAREHOUSE' }))));
    renderApp('/management/division');
    const row = (await screen.findByText('Store 11')).closest('tr')!;
    expect(cells(row)).toEqual(['1', 'Store 11', 'Hanaro Foods', 'Warehouse', 'Seoul Jung-gu Sejong-daero 110 1F', '02-111-2222', 'Park', '3', '2024.01.02', '2024.03.04']);
  });

  it("a MANAGER gets no 'New division' button", async () => {
    useCommonStore.getState().setSession({ token: 'Bearer t', user: { ...sampleUser, authType: 'MANAGER', companyIdx: 1 } });
    backend(on('/division/list', listOf(sampleDivision(11))));
    renderApp('/management/division');
    await screen.findByText('Store 11');
    expect(screen.queryByRole('button', { name: 'New division' })).toBeNull();
  });
});

describe('division detail', () => {
  it("creating says 'Store registered' and opens the new division", async () => {
    const calls = backend(
      on('/tree/list', info(sampleTree())),
      on('/division/store', saved(sampleDivision(30))),
      on('/division/info/30', info(sampleDivision(30))),
      on('/employee-reset-policy/info/30', info(null)),
      on('/employee-uid-time/list/30', listOf()),
    );
    useCommonStore.getState().setSession({ token: 'Bearer t', user: { ...sampleUser, authType: 'PARTNER', companyIdx: 1 } });
    const { router } = renderApp('/management/division/new');
    fireEvent.change(await screen.findByLabelText('Division name'), { target: { value: 'Seoul Station' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await dialogSays('Store registered');
    expect(sentBody(calls, '/division/store')).toMatchObject({ companyIdx: 1, divisionName: 'Seoul Station', divisionType: 'STORE' });
    closeDialog();
    await waitFor(() => expect(router.state.location.pathname).toBe('/management/division/30'));
  });

  it("a refused create says 'Store registration failed' with the server's message", async () => {
    // A rule only the server knows (the form passes its own check, so the body is sent).
    const calls = backend(on('/tree/list', info(sampleTree())), on('/division/store', refused(1, 'Division name: already used in this company')));
    useCommonStore.getState().setSession({ token: 'Bearer t', user: { ...sampleUser, authType: 'PARTNER', companyIdx: 1 } });
    renderApp('/management/division/new');
    fireEvent.change(await screen.findByLabelText('Division name'), { target: { value: 'Seoul Station' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await dialogSays('Store registration failed\nDivision name: already used in this company');
    expect(sentBody(calls, '/division/store')).toMatchObject({ divisionName: 'Seoul Station' });
  });

  it('an ADMIN must pick a company before anything is sent', async () => {
    const calls = backend(on('/tree/list', info(sampleTree())));
    renderApp('/management/division/new');
    fireEvent.change(await screen.findByLabelText('Division name'), { target: { value: 'Seoul Station' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const company = screen.getByLabelText('Company name');
    await waitFor(() => expect(messageOf(company)).toBe('Company: is required'));
    expect(calls.some((c) => c.url === '/division/store')).toBe(false);
  });

  it("the reset policy: 'registered' when there was none, 'modified' after", async () => {
    const calls = backend(
      on('/tree/list', info(sampleTree())),
      on('/division/info/11', info(sampleDivision(11))),
      on('/employee-reset-policy/info/11', info(null)),
      on('/employee-uid-time/list/11', listOf()),
      on('/employee-reset-policy/store', (body) => saved(samplePolicy(body), 'registered')),
      on('/employee-reset-policy/update', (body) => saved(samplePolicy(body), 'modified')),
    );
    renderApp('/management/division/11');
    expect((await screen.findByTestId('policy-state')).textContent).toBe('Not registered');
    fireEvent.change(screen.getByLabelText('Points per reset'), { target: { value: '3000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save policy' }));
    await dialogSays('registered');
    expect(sentBody(calls, '/employee-reset-policy/store')).toMatchObject({ divisionIdx: 11, resetCycle: 'MONTHLY', resetDay: 1 });
    closeDialog();
    await waitFor(() => expect(screen.getByTestId('policy-state').textContent).toBe('Registered'));
    fireEvent.click(screen.getByRole('button', { name: 'Save policy' }));
    await dialogSays('modified');
    expect(sentBody(calls, '/employee-reset-policy/update')).toMatchObject({ employeeResetPolicyIdx: 7, divisionIdx: 11 });
  });

  it("time slots: add ('registered'), an overlap shows the server's message, a malformed time is caught inline, delete after confirming", async () => {
    const calls = backend(
      on('/tree/list', info(sampleTree())),
      on('/division/info/11', info(sampleDivision(11))),
      on('/employee-reset-policy/info/11', info(samplePolicy())),
      on('/employee-uid-time/list/11', listOf(sampleSlot(1, '13:00', '18:00'))),
      on('/employee-uid-time/store', (body) =>
        body.startTime === '12:00' ? refused(1, 'Overlaps the slot 13:00–18:00') : saved(sampleSlot(2, String(body.startTime), String(body.endTime)), 'registered'),
      ),
      on('/employee-uid-time/delete/1', saved(undefined, 'deleted')),
    );
    renderApp('/management/division/11');
    await screen.findByText('13:00');
    const add = async (start: string, end: string) => {
      fireEvent.input(screen.getByLabelText('Start time'), { target: { value: start } });
      fireEvent.input(screen.getByLabelText('End time'), { target: { value: end } });
      fireEvent.click(screen.getByRole('button', { name: 'Add time slot' }));
    };
    await add('09:00', '12:00');
    await dialogSays('registered');
    expect(sentBody(calls, '/employee-uid-time/store')).toEqual({ divisionIdx: 11, startTime: '09:00', endTime: '12:00' });
    closeDialog();
    await waitFor(() => expect(screen.queryByTestId('message-dialog-text')).toBeNull());
    await add('12:00', '14:00');
    await dialogSays('An error occurred during processing\nOverlaps the slot 13:00–18:00');
    closeDialog();
    await waitFor(() => expect(screen.queryByTestId('message-dialog-text')).toBeNull());
    const sent = calls.filter((c) => c.url === '/employee-uid-time/store').length;
    await add('25:00', '26:00');
    await waitFor(() => expect(messageOf(screen.getByLabelText('Start time'))).toBe('Start time: must be HH:mm (00:00–23:59)'));
    expect(calls.filter((c) => c.url === '/employee-uid-time/store')).toHaveLength(sent);

    fireEvent.click(screen.getByRole('button', { name: 'Delete 13:00–18:00' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Delete' })).getByRole('button', { name: 'Delete' }));
    await dialogSays('deleted');
    expect(screen.queryByText('18:00')).toBeNull();
  });
});

describe('Open API', () => {
  const FULL = 'kc_live_0123456789abcdef0123456789abcdef';

  it('regenerating asks first, then shows the full key once with Copy and the warning; the list stays masked', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    let issued = false;
    backend(
      on('/division/openApi/list', () => listOf(sampleAccess(5, { enabled: true, apiKey: issued ? 'kc_live_****cdef' : 'kc_live_****aaaa', issuedDate: '2024-01-01 09:00:00' }))),
      on('/division/openApi/store', () => {
        issued = true;
        return saved(sampleAccess(5, { enabled: true, apiKey: FULL, issuedDate: '2024-06-01 09:00:00' }));
      }),
    );
    renderApp('/management/openapi');
    fireEvent.click(await screen.findByRole('button', { name: 'Regenerate key: Store 5' }));
    const confirm = await screen.findByRole('dialog', { name: 'Regenerate key' });
    expect(confirm.textContent).toContain('Regenerate the API key of Store 5?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Regenerate key' }));
    expect((await screen.findByTestId('issued-api-key')).textContent).toBe(FULL);
    expect(screen.getByText('This key will not be shown again. Copy it now and keep it somewhere safe.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Copied.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(FULL);
    // The confirmation may still be fading out with its own close icon: close the key's dialog.
    fireEvent.click(within(screen.getByRole('dialog', { name: 'API key issued' })).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('issued-api-key')).toBeNull());
    expect(await screen.findByText('kc_live_****cdef')).toBeTruthy();
    expect(screen.queryByText(FULL)).toBeNull();
    expect(useDivisionStore.getState().issuedKey).toBeNull();
  });

  it("switching access off says 'Normally processed' and shows no key", async () => {
    const calls = backend(
      on('/division/openApi/list', listOf(sampleAccess(5, { enabled: true, apiKey: 'kc_live_****aaaa' }))),
      on('/division/openApi/store', (body) => saved(sampleAccess(5, { enabled: body.enabled, apiKey: 'kc_live_****aaaa' }))),
    );
    renderApp('/management/openapi');
    const toggle = await screen.findByRole('switch', { name: 'Open API for Store 5' });
    fireEvent.click(toggle);
    await dialogSays('Normally processed');
    expect(sentBody(calls, '/division/openApi/store')).toEqual({ divisionIdx: 5, enabled: false, regenerateKey: false });
    expect(screen.queryByTestId('issued-api-key')).toBeNull();
  });
});
