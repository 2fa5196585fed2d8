import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installSession } from '../../web/src/core/session';
import { setLanguage } from '../../web/src/i18n';
import { useCommonStore } from '../../web/src/state/common';
import { useCompanyStore } from '../../web/src/features/company/store';
import { useUiStore } from '../../web/src/state/ui';
import { restoreBackend, sampleCompany, sampleUser } from './support/mockBackend';
import { backend, info, listOf, FIRST_PAGE } from './support/scriptedBackend';
import { renderApp } from './support/renderApp';
import { dialogSays } from './support/screenTests';

beforeAll(async () => {
  // Load the screens once up front, so the first test does not wait for their modules.
  await import('../../web/src/features/company/CompanyListPage');
  await import('../../web/src/features/company/CompanyDetailPage');
  installSession();
  await setLanguage('en');
});
beforeEach(() => {
  useCommonStore.getState().setSession({ token: 'Bearer t', user: sampleUser });
  useCompanyStore.getState().reset();
});
afterEach(() => {
  cleanup();
  restoreBackend();
  vi.restoreAllMocks();
  useUiStore.getState().closeMessage();
});

describe('company list', () => {
  it('shows num counted down, provider labels, dates as YYYY.MM.DD', async () => {
    backend((c) =>
      c.url === '/company/list'
        ? listOf(sampleCompany(3, { companyName: 'Alpha', provider: 'tc,ZELOTEK' }), sampleCompany(2, { companyName: 'Beta', provider: null }))
        : undefined,
    );
    renderApp('/management/company');
    const alpha = (await screen.findByText('Alpha')).closest('tr')!;
    const beta = screen.getByText('Beta').closest('tr')!;
    const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);
    expect(cells(alpha)).toEqual(expect.arrayContaining(['2', 'Alpha', 'AI device, Kiosk', '123-45-67890', '2024.01.02', '2024.03.04']));
    expect(cells(beta)[0]).toBe('1');
    expect(cells(beta)).toContain('-');
  });

  it('searches by keyword and opens the detail on row click', async () => {
    const calls = backend((c, body) =>
      c.url === '/company/list' ? listOf(sampleCompany(5, { companyName: body.keyword ? 'Found' : 'All' })) : undefined,
    );
    const { router } = renderApp('/management/company');
    await screen.findByText('All');
    fireEvent.change(screen.getByLabelText('Keyword'), { target: { value: 'fou' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('Found');
    expect(JSON.parse(calls.at(-1)!.data as string)).toEqual({ keyword: 'fou', ...FIRST_PAGE });
    expect(router.state.location.search).toBe('?keyword=fou');
    fireEvent.click(screen.getByText('Found'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/management/company/5'));
  });

  it("'New company' goes to the creation form", async () => {
    backend((c) => (c.url === '/company/list' ? listOf() : undefined));
    const { router } = renderApp('/management/company');
    fireEvent.click(await screen.findByRole('button', { name: 'New company' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/management/company/new'));
    expect(await screen.findByLabelText('Company name')).toBeTruthy();
  });
});

describe('company detail', () => {
  it("an unknown idx shows 'No such record' (the server answered NOT_FOUND)", async () => {
    backend((c) => (c.url === '/company/info/999' ? { data: { result: 3, message: 'company 999 not found' } } : undefined));
    renderApp('/management/company/999');
    expect((await screen.findByRole('alert')).textContent).toBe('No such record');
  });

  it("edits and saves: 'Normally processed', back to view mode with fresh data", async () => {
    let name = 'Alpha';
    const calls = backend(
      (c) => (c.url === '/company/info/3' ? info(sampleCompany(3, { companyName: name, provider: 'TC' })) : undefined),
      (c, body) => {
        if (c.url !== '/company/store') return undefined;
        name = String(body.companyName);
        return { data: { result: 0, message: 'saved', data: sampleCompany(3, { companyName: name }) } };
      },
    );
    renderApp('/management/company/3');
    await screen.findByText('Alpha');
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.change(screen.getByLabelText('Company name'), { target: { value: 'Alpha Two' } });
    fireEvent.click(screen.getByLabelText('Kiosk'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await dialogSays('Normally processed');
    const sent = JSON.parse(calls.find((c) => c.url === '/company/store')!.data as string);
    expect(sent).toMatchObject({ companyIdx: 3, companyName: 'Alpha Two', provider: 'TC,ZELOTEK' });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(screen.getByText('Alpha Two')).toBeTruthy();
  });

  it('a refused save shows the generic message followed by the server message', async () => {
    backend(
      (c) => (c.url === '/company/info/3' ? info(sampleCompany(3)) : undefined),
      (c) => (c.url === '/company/store' ? { data: { result: 2, message: 'Business number: must look like 000-00-00000' } } : undefined),
    );
    renderApp('/management/company/3');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const text = (await screen.findByTestId('message-dialog-text')).textContent;
    expect(text).toBe('An error occurred during processing\nBusiness number: must look like 000-00-00000');
  });

  it("creating goes to the new record's URL", async () => {
    backend(
      (c) => (c.url === '/company/store' ? { data: { result: 0, message: 'created', data: sampleCompany(11, { companyName: 'Gamma' }) } } : undefined),
      (c) => (c.url === '/company/info/11' ? info(sampleCompany(11, { companyName: 'Gamma' })) : undefined),
    );
    const { router } = renderApp('/management/company/new');
    fireEvent.change(await screen.findByLabelText('Company name'), { target: { value: 'Gamma' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByTestId('message-dialog-text');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/management/company/11'));
  });

  it("deletes after confirmation: 'Normally processed', then the list", async () => {
    const calls = backend(
      (c) => (c.url === '/company/info/3' ? info(sampleCompany(3)) : undefined),
      (c) => (c.url === '/company/delete/3' ? { data: { result: 0, message: 'deleted' } } : undefined),
      (c) => (c.url === '/company/list' ? listOf() : undefined),
    );
    const { router } = renderApp('/management/company/3');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete' });
    expect(calls.some((c) => c.url === '/company/delete/3')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await dialogSays('Normally processed');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/management/company'));
  });

  it('a refused delete shows the generic message and the server message, and stays', async () => {
    backend(
      (c) => (c.url === '/company/info/3' ? info(sampleCompany(3)) : undefined),
      (c) => (c.url === '/company/delete/3' ? { data: { result: 1, message: 'The company still has divisions' } } : undefined),
    );
    const { router } = renderApp('/management/company/3');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Delete' })).getByRole('button', { name: 'Delete' }));
    await dialogSays(
      'An error occurred during processing\nThe company still has divisions',
    );
    expect(router.state.location.pathname).toBe('/management/company/3');
  });

  it('a refusal that ends the session shows only the expiry alert, then the login page', async () => {
    const alertSpy = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    backend(
      (c) => (c.url === '/company/info/3' ? info(sampleCompany(3)) : undefined),
      (c) => (c.url === '/company/delete/3' ? { data: { result: 4, message: 'You are not authorized for this action' } } : undefined),
    );
    const { router } = renderApp('/management/company/3');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Delete' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    // Let the action's own continuation (which would open the dialog) run to its end.
    await waitFor(() => expect(useCompanyStore.getState().loading).toBe(false));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(alertSpy).toHaveBeenCalledTimes(1);
    expect(alertSpy).toHaveBeenCalledWith('Session expired, logged out');
    expect(screen.queryByTestId('message-dialog-text')).toBeNull();
  });
});
