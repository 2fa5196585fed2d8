import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { responseCache } from '../../web/src/api';
import { installSession } from '../../web/src/core/session';
import { setLanguage } from '../../web/src/i18n';
import { useCommonStore } from '../../web/src/state/common';
import { useUiStore } from '../../web/src/state/ui';
import { idleDownload, useUserStore } from '../../web/src/features/user/store';
import { restoreBackend, sampleUser } from './support/mockBackend';
import { sampleAttachment, sampleOrgUser, sampleTree } from './support/orgSamples';
import { messageOf } from './support/messageOf';
import { renderApp } from './support/renderApp';
import { backend, info, listOf, on, saved, sentBody, FIRST_PAGE } from './support/scriptedBackend';
import { dialogSays } from './support/screenTests';

beforeAll(async () => {
  // Load the screens once up front, so the first test does not wait for their modules.
  await import('../../web/src/features/user/UserListPage');
  await import('../../web/src/features/user/UserDetailPage');
  installSession();
  await setLanguage('en');
});
beforeEach(() => {
  useCommonStore.getState().setSession({ token: 'Bearer t', user: sampleUser });
  useUserStore.getState().reset();
  responseCache.clear();
  URL.createObjectURL = vi.fn(() => 'blob:test');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  cleanup();
  restoreBackend();
  vi.restoreAllMocks();
  useUiStore.getState().closeMessage();
});

const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);
const withAttachments = (...rows: ReturnType<typeof sampleAttachment>[]) => info({ ...sampleOrgUser(5), attachmentList: rows });

describe('user list', () => {
  it('shows labels for type and level, company, dates and last sign-in; filters come from the URL', async () => {
    const calls = backend(on('/tree/list', info(sampleTree())), on('/user/list', listOf(sampleOrgUser(5), sampleOrgUser(3, { userId: 'it01', userType: 'INTERNAL', authType: 'ADMIN', companyName: null, lastLoginDate: null }))));
    renderApp('/management/user?authType=MANAGER&userType=BOGUS&companyIdx=1');
    const first = (await screen.findByText('user5')).closest('tr')!;
    expect(cells(first)).toEqual(['2', 'user5', 'User 5', 'Sole proprietor', 'Store owner', 'Hanaro Foods', 'u5@example.com', '010-1234-5678', '2024.01.02', '2024.02.03', '2024.05.06 07:08']);
    expect(cells(screen.getByText('it01').closest('tr')!)).toEqual(expect.arrayContaining(['1', 'Internal (IT)', 'Internal staff', '-']));
    expect(sentBody(calls, '/user/list')).toEqual({ companyIdx: 1, authType: 'MANAGER', ...FIRST_PAGE });
  });

  it("'New user' opens the creation form", async () => {
    backend(on('/user/list', listOf()));
    const { router } = renderApp('/management/user');
    fireEvent.click(await screen.findByRole('button', { name: 'New user' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/management/user/new'));
    expect(await screen.findByLabelText('User ID')).toBeTruthy();
  });
});

describe('user detail', () => {
  it('creating without a password says so inline and sends nothing', async () => {
    const calls = backend(on('/tree/list', info(sampleTree())));
    renderApp('/management/user/new');
    fireEvent.change(await screen.findByLabelText('User ID'), { target: { value: 'newbie' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const password = screen.getByLabelText('Password');
    await waitFor(() => expect(messageOf(password)).toBe('Password: is required'));
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((c) => c.url === '/user/store')).toBe(false);
  });

  it('creating sends ID, password, level, company and divisions, then opens the new user', async () => {
    const calls = backend(
      on('/tree/list', info(sampleTree())),
      on('/user/store', saved(sampleOrgUser(40, { userId: 'newbie' }))),
      on('/user/info', withAttachments()),
    );
    const { router } = renderApp('/management/user/new');
    fireEvent.change(await screen.findByLabelText('User ID'), { target: { value: 'newbie' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'long-enough' } });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'New Bie' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await dialogSays('Normally processed');
    expect(sentBody(calls, '/user/store')).toMatchObject({
      userId: 'newbie',
      password: 'long-enough',
      userName: 'New Bie',
      userType: 'BUSINESS',
      authType: 'MANAGER',
      companyIdx: null,
      divisionIdxList: [],
    });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/management/user/40'));
  });

  it('shows the user asked for last, whatever order the answers come in: a slow answer for an earlier user is dropped', async () => {
    let releaseFive!: () => void;
    const fiveHeld = new Promise<void>((resolve) => (releaseFive = resolve));
    let fiveAnswered = false;
    backend(on('/tree/list', info(sampleTree())), async (config, body) => {
      if (config.url !== '/user/info') return undefined;
      if (body.userIdx !== 5) return info({ ...sampleOrgUser(6), attachmentList: [sampleAttachment(2, { userIdx: 6, fileName: 'six.pdf' })] });
      await fiveHeld;
      fiveAnswered = true;
      return info({ ...sampleOrgUser(5), attachmentList: [sampleAttachment(1, { fileName: 'five.pdf' })] });
    });
    const { router } = renderApp('/management/user/5');
    await router.navigate('/management/user/6');
    await screen.findByText('six.pdf');
    releaseFive();
    await waitFor(() => expect(fiveAnswered).toBe(true));
    // Let the late answer reach the store, as it would have.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(useUserStore.getState().detail?.userIdx).toBe(6);
    expect(screen.getByText('six.pdf')).toBeTruthy();
    expect(screen.queryByText('five.pdf')).toBeNull();
  });

  it('uploads a document with the chosen type and lists it', async () => {
    const calls = backend(
      on('/tree/list', info(sampleTree())),
      on('/user/info', withAttachments(sampleAttachment(1))),
      on('/user/fileUpload', (body) => saved(sampleAttachment(2, { fileName: 'id.png', fileSize: 3, documentType: String(body.documentType) }))),
    );
    renderApp('/management/user/5');
    await screen.findByText('doc1.pdf');
    const input = document.querySelector('[data-testid="attachment-upload"] input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['png'], 'id.png', { type: 'image/png' })] } });
    await dialogSays('Normally processed');
    const form = calls.find((c) => c.url === '/user/fileUpload')!.data as FormData;
    expect([form.get('userIdx'), form.get('documentType'), (form.get('file') as File).name]).toEqual(['5', 'BUSINESS_LICENSE', 'id.png']);
    expect(cells((await screen.findByText('id.png')).closest('tr')!)).toEqual(['1', 'Business licence', 'id.png', '3 B', expect.any(String), 'Download']);
  });

  it('refuses a file over 10 MB before sending anything', async () => {
    const calls = backend(on('/tree/list', info(sampleTree())), on('/user/info', withAttachments()));
    renderApp('/management/user/5');
    await screen.findByText('No documents attached.');
    const big = new File(['x'], 'huge.pdf');
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    fireEvent.change(document.querySelector('[data-testid="attachment-upload"] input[type=file]')!, { target: { files: [big] } });
    await dialogSays('huge.pdf: files larger than 10 MB cannot be uploaded.');
    expect(calls.some((c) => c.url === '/user/fileUpload')).toBe(false);
  });

  it('downloads under the original file name through an object URL', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    backend(
      on('/tree/list', info(sampleTree())),
      on('/user/info', withAttachments(sampleAttachment(1, { fileName: 'contract.pdf' }))),
      on('/user/fileDownload/1', { data: new Blob(['%PDF'], { type: 'application/pdf' }), headers: { 'content-disposition': 'attachment; filename="contract.pdf"' } }),
    );
    renderApp('/management/user/5');
    fireEvent.click(await screen.findByRole('button', { name: 'Download contract.pdf' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const link = click.mock.instances[0] as unknown as HTMLAnchorElement;
    expect([link.download, link.href]).toEqual(['contract.pdf', 'blob:test']);
    expect(URL.createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
  });

  it("a failed download shows the server's message, then the download state is reset", async () => {
    backend(
      on('/tree/list', info(sampleTree())),
      on('/user/info', withAttachments(sampleAttachment(1))),
      on('/user/fileDownload/1', { data: new Blob([JSON.stringify({ result: 3, message: 'Attachment not found' })], { type: 'application/json' }) }),
    );
    renderApp('/management/user/5');
    fireEvent.click(await screen.findByRole('button', { name: 'Download doc1.pdf' }));
    await dialogSays('Attachment not found');
    expect(useUserStore.getState().download).toMatchObject({ status: 'FAIL', message: 'Attachment not found' });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(useUserStore.getState().download).toEqual(idleDownload));
  });

  it('a user cannot delete their own record from here', async () => {
    useCommonStore.getState().setSession({ token: 'Bearer t', user: { ...sampleUser, userIdx: 5 } });
    backend(on('/tree/list', info(sampleTree())), on('/user/info', withAttachments()));
    renderApp('/management/user/5');
    await screen.findByRole('button', { name: 'Edit' });
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it("one's own record has no password box: it points to My info, where the current password is asked", async () => {
    useCommonStore.getState().setSession({ token: 'Bearer t', user: { ...sampleUser, userIdx: 5, userId: 'user5' } });
    backend(on('/tree/list', info(sampleTree())), on('/user/info', withAttachments()));
    const { router } = renderApp('/management/user/5');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await screen.findByLabelText('Name');
    expect(screen.queryByLabelText('New password (only to change it)')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: /Your own password is changed on My info/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mypage/my-info'));
  });

  it("another user's record keeps its password box", async () => {
    backend(on('/tree/list', info(sampleTree())), on('/user/info', withAttachments()));
    renderApp('/management/user/5');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(await screen.findByLabelText('New password (only to change it)')).toBeTruthy();
  });
});
