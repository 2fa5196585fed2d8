import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../web/src/i18n';
import { idleDownload, useUserStore } from '../../web/src/features/user/store';
import { useUiStore } from '../../web/src/state/ui';
import { deferred, restoreBackend, type Reply } from './support/mockBackend';
import { sampleAttachment, sampleOrgUser } from './support/orgSamples';
import { backend, info, listOf, on, refused, saved, sentBody, FIRST_PAGE } from './support/scriptedBackend';
import { expectConsoleError } from './support/problems';

beforeAll(() => setLanguage('en'));
beforeEach(() => {
  useUserStore.getState().reset();
});
afterEach(() => {
  restoreBackend();
  vi.restoreAllMocks();
});

describe('user store phases (the shared helper)', () => {
  it('list: loading while the call runs, then SUCCESS with the rows', async () => {
    const reply = deferred<Reply>();
    const calls = backend((c) => (c.url === '/user/list' ? reply.promise : undefined));
    const running = useUserStore.getState().fetchList({ authType: 'MANAGER', companyIdx: 1 });
    expect(useUserStore.getState()).toMatchObject({ loading: true, status: '' });
    reply.resolve(listOf(sampleOrgUser(2), sampleOrgUser(1)));
    await running;
    expect(useUserStore.getState()).toMatchObject({ loading: false, status: 'SUCCESS', totalCount: 2 });
    expect(useUserStore.getState().list.map((u) => u.userIdx)).toEqual([2, 1]);
    expect(sentBody(calls, '/user/list')).toEqual({ authType: 'MANAGER', companyIdx: 1, ...FIRST_PAGE });
  });

  it("detail: the user and its attachments; a user that does not exist reads 'No such record'", async () => {
    backend(on('/user/info', (body) => (body.userIdx === 5 ? info({ ...sampleOrgUser(5), attachmentList: [sampleAttachment(1)] }) : refused(3, 'user not found'))));
    await useUserStore.getState().fetchDetail(5);
    expect(useUserStore.getState().detail?.userIdx).toBe(5);
    expect(useUserStore.getState().attachments.map((a) => a.userAttachmentIdx)).toEqual([1]);
    await useUserStore.getState().fetchDetail(6);
    expect(useUserStore.getState()).toMatchObject({ status: 'FAIL', message: 'No such record', detail: null, attachments: [] });
  });

  it('my info: user.info without userIdx', async () => {
    const calls = backend(on('/user/info', info({ ...sampleOrgUser(9), attachmentList: [] })));
    await useUserStore.getState().fetchMine();
    expect(sentBody(calls, '/user/info')).toEqual({});
    expect(useUserStore.getState().mine?.userIdx).toBe(9);
  });

  it("save: 'Normally processed', or FAIL with the server's message", async () => {
    backend(on('/user/store', (body) => (body.userName ? saved(sampleOrgUser(5, { userName: String(body.userName) })) : refused(2, 'Name: is required'))));
    const ok = await useUserStore.getState().save({ userIdx: 5, userName: 'Kim', userType: 'BUSINESS', authType: 'MANAGER' });
    expect(ok).toMatchObject({ ok: true, message: 'Normally processed' });
    expect(useUserStore.getState().detail?.userName).toBe('Kim');
    const failed = await useUserStore.getState().save({ userIdx: 5, userName: '', userType: 'BUSINESS', authType: 'MANAGER' });
    expect(failed).toMatchObject({ ok: false, status: 'FAIL', serverMessage: 'Name: is required', genericMessage: 'An error occurred during processing' });
  });
});

describe('upload progress', () => {
  it('follows the upload in percent, sends multipart fields, and adds the attachment when done', async () => {
    const reply = deferred<Reply>();
    let progress: ((event: { loaded: number; total?: number }) => void) | undefined;
    const calls = backend((config) => {
      if (config.url !== '/user/fileUpload') return undefined;
      progress = config.onUploadProgress as typeof progress;
      return reply.promise;
    });
    const file = new File(['x'.repeat(100)], 'licence.pdf', { type: 'application/pdf' });
    const running = useUserStore.getState().uploadFile(5, 'BUSINESS_LICENSE', file);
    expect(useUserStore.getState().upload).toEqual({ fileName: 'licence.pdf', percent: 0 });
    await vi.waitFor(() => expect(progress).toBeTypeOf('function'));
    progress!({ loaded: 25, total: 100 });
    expect(useUserStore.getState().upload).toEqual({ fileName: 'licence.pdf', percent: 25 });
    progress!({ loaded: 100, total: 100 });
    expect(useUserStore.getState().upload?.percent).toBe(100);

    const form = calls[0]!.data as FormData;
    expect(form.get('userIdx')).toBe('5');
    expect(form.get('documentType')).toBe('BUSINESS_LICENSE');
    expect((form.get('file') as File).name).toBe('licence.pdf');

    reply.resolve(saved(sampleAttachment(8, { fileName: 'licence.pdf' })));
    const result = await running;
    expect(result.ok).toBe(true);
    expect(useUserStore.getState().upload).toBeNull();
    expect(useUserStore.getState().attachments.map((a) => a.fileName)).toEqual(['licence.pdf']);
  });

  it('a refused upload ends the progress and adds nothing', async () => {
    backend(on('/user/fileUpload', refused(2, 'File: is empty')));
    const result = await useUserStore.getState().uploadFile(5, 'ETC', new File([], 'empty.txt'));
    expect(result).toMatchObject({ ok: false, serverMessage: 'File: is empty' });
    expect(useUserStore.getState()).toMatchObject({ upload: null, attachments: [] });
  });
});

describe('file-download state', () => {
  it('a file answer yields the blob under its original name', async () => {
    backend(on('/user/fileDownload/3', { data: new Blob(['%PDF'], { type: 'application/pdf' }), headers: { 'content-disposition': "attachment; filename*=UTF-8''%EA%B3%84%EC%95%BD%EC%84%9C.pdf" } }));
    const result = await useUserStore.getState().downloadFile(3);
    expect(result.file?.fileName).toBe('계약서.pdf');
    expect(result.file?.blob.size).toBe(4);
    expect(useUserStore.getState().download).toEqual({ attcheIdx: 3, status: 'SUCCESS', message: '' });
  });

  it("a failed download keeps the server's own message, and reset clears the state", async () => {
    const json = new Blob([JSON.stringify({ result: 3, message: 'Attachment not found' })], { type: 'application/json' });
    backend(on('/user/fileDownload/4', { data: json, headers: { 'content-type': 'application/json' } }));
    const result = await useUserStore.getState().downloadFile(4);
    expect(result).toMatchObject({ ok: false, message: 'Attachment not found' });
    expect(result.file).toBeUndefined();
    expect(useUserStore.getState().download).toEqual({ attcheIdx: 4, status: 'FAIL', message: 'Attachment not found' });
    useUserStore.getState().resetDownload();
    expect(useUserStore.getState().download).toEqual(idleDownload);
  });

  it("a transport failure on download reads 'Information lookup failed', and says when no server answered", async () => {
    expectConsoleError(/\[api\] user\.fileDownload: /); // spec §8: a failed request is logged
    backend(() => ({ status: 500, data: {} }));
    await useUserStore.getState().downloadFile(4);
    expect(useUserStore.getState().download).toMatchObject({ status: 'FAIL', message: 'Information lookup failed' });
    backend(() => ({ fail: 'network' }));
    await useUserStore.getState().downloadFile(4);
    expect(useUserStore.getState().download).toMatchObject({ status: 'FAIL', message: 'Information lookup failed: the server cannot be reached. Try again in a moment.' });
    expect(useUiStore.getState().loadingCount).toBe(0);
  });
});
