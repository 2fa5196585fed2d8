// User attachments: bytes in SQLite, original names kept, hostile names made harmless, limits.
import { describe, expect, it } from 'vitest';
import { FAILURE } from '../../contract/index';
import { makeSim, offeredName, rows, scopes, signedIn, value, type FilePart } from './support';

type Sim = ReturnType<typeof makeSim>;
const UPLOAD = '/user/fileUpload';
const fields = (userIdx: number | string, documentType = 'BUSINESS_LICENSE') => ({ userIdx: String(userIdx), documentType });
const pdf = (name = '사업자등록증.pdf'): FilePart => ({ name, data: Buffer.from('%PDF-1.4\n% test\n%%EOF\n'), type: 'application/pdf' });
const stored = (sim: Sim, idx: number) =>
  sim.db!.prepare('SELECT originalName, fileName, mimeType, fileSize, data FROM user_attachments WHERE userAttachmentIdx = ?').get(idx) as {
    originalName: string;
    fileName: string;
    mimeType: string;
    fileSize: number;
    data: Buffer;
  };

describe('user.fileUpload and user.fileDownload', () => {
  it('round-trips the bytes, the Korean file name and the type', async () => {
    const sim = makeSim();
    const s = scopes(sim);
    const admin = await signedIn(sim);
    const data = Buffer.from([...Array(256).keys(), ...Array(256).keys()].reverse()); // every byte value
    const res = await admin.upload(UPLOAD, fields(s.foreignUser), [{ name: '사업자등록증.pdf', data, type: 'application/pdf' }]);
    expect(res.body).toMatchObject({
      result: 0,
      data: { userIdx: s.foreignUser, fileName: '사업자등록증.pdf', documentType: 'BUSINESS_LICENSE', fileSize: 512, createdDate: expect.any(String) },
    });
    const idx = res.body.data.userAttachmentIdx as number;
    expect(stored(sim, idx).data.equals(data)).toBe(true); // in the database, not on a disk

    const download = await admin.download(`/user/fileDownload/${idx}`);
    expect(download.status).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    expect(download.headers['content-disposition']).toContain("filename*=UTF-8''%EC%82%AC%EC%97%85%EC%9E%90%EB%93%B1%EB%A1%9D%EC%A6%9D.pdf");
    expect(offeredName(download.headers['content-disposition']!)).toBe('사업자등록증.pdf');
    expect(Buffer.isBuffer(download.body) && download.body.equals(data)).toBe(true);

    const info = (await admin.post('/user/info', { userIdx: s.foreignUser })).body.data;
    expect(info.attachmentList.at(-1)).toEqual(res.body.data);
  });

  it('keeps a hostile name as given but shows and offers it without separators or control characters', async () => {
    const sim = makeSim();
    const s = scopes(sim);
    const admin = await signedIn(sim);
    const cases: [FilePart, string][] = [
      [{ name: '../../etc/passwd', data: Buffer.from('root:x:0:0') }, '.._.._etc_passwd'],
      [{ name: 'a\\b\u0000.txt', data: Buffer.from('nul'), encodeName: true }, 'a_b.txt'],
      [{ name: 'invoice\u202Efdp.exe', data: Buffer.from('rtl'), encodeName: true }, 'invoicefdp.exe'],
      [{ name: '\u0001\u0002', data: Buffer.from('only controls'), encodeName: true }, 'file'],
    ];
    for (const [file, shown] of cases) {
      const res = await admin.upload(UPLOAD, fields(s.admin, 'ETC'), [file]);
      expect({ name: file.name, result: res.body.result, fileName: res.body.data?.fileName }).toEqual({ name: file.name, result: 0, fileName: shown });
      const idx = res.body.data.userAttachmentIdx as number;
      expect(stored(sim, idx)).toMatchObject({ originalName: file.name, fileName: shown });
      const download = await admin.download(`/user/fileDownload/${idx}`);
      expect(download.status).toBe(200);
      expect(offeredName(download.headers['content-disposition']!)).toBe(shown);
      expect(download.headers['content-disposition']).not.toMatch(/[/\\\u0000-\u001f]/);
      expect((download.body as Buffer).equals(file.data)).toBe(true);
    }
  });

  it('answers a raw control character in the part header with a 400 JSON failure and stores nothing', async () => {
    const sim = makeSim();
    const admin = await signedIn(sim);
    const before = rows(sim, 'user_attachments');
    const res = await admin.upload(UPLOAD, fields(1), [{ name: 'a\u0000.txt', data: Buffer.from('x') }]);
    expect(res.status).toBe(400);
    expect(res.type).toBe('application/json');
    expect(res.body.result).toBe(FAILURE.BAD_INPUT);
    expect(res.body.message).toMatch(/could not be read/);
    expect(rows(sim, 'user_attachments')).toEqual(before);
  });

  it('refuses a file over 10 MB with a clear JSON failure, not a 5xx, and stores nothing', async () => {
    const sim = makeSim();
    const admin = await signedIn(sim);
    const before = rows(sim, 'user_attachments');
    const res = await admin.upload(UPLOAD, fields(1), [{ name: 'big.pdf', data: Buffer.alloc(11 * 1024 * 1024, 7) }]);
    expect(res.status).toBe(413);
    expect(res.type).toBe('application/json');
    expect(res.body).toMatchObject({ result: FAILURE.BAD_INPUT, message: 'The file is too large (at most 10 MB = 10,485,760 bytes per file)' });
    expect(rows(sim, 'user_attachments')).toEqual(before);
  });

  it('answers bad input naming the field and stores nothing', async () => {
    const sim = makeSim();
    const admin = await signedIn(sim);
    const before = rows(sim, 'user_attachments');
    const cases: [Record<string, string>, FilePart[], RegExp][] = [
      [fields(1), [], /File: is required/],
      [fields(1), [{ ...pdf(), field: 'document' }], /document: is not a known field/],
      [fields(1), [pdf('a.pdf'), pdf('b.pdf')], /File: only one file may be sent/],
      [fields(1), [{ ...pdf(), data: Buffer.alloc(0) }], /File: is empty/],
      [fields('abc'), [pdf()], /User: must be a number/],
      [fields(-1), [pdf()], /User: must be positive/],
      [fields(1, 'PHOTO'), [pdf()], /Document type: /],
      [{ documentType: 'ETC' }, [pdf()], /User: is required/],
      [{ ...fields(1), note: 'x' }, [pdf()], /note: is not a known field/],
      [{ ...fields(1), documentType: 'E'.repeat(100_000) }, [pdf()], /Document type: /],
    ];
    for (const [form, files, message] of cases) {
      const res = await admin.upload(UPLOAD, form, files);
      expect({ form: Object.keys(form), files: files.length, result: res.body.result }).toEqual({ form: Object.keys(form), files: files.length, result: FAILURE.BAD_INPUT });
      expect(res.body.message).toMatch(message);
    }
    expect((await admin.upload(UPLOAD, fields(99999), [pdf()])).body).toEqual({ result: FAILURE.NOT_FOUND, message: 'User not found' });
    expect(rows(sim, 'user_attachments')).toEqual(before);
  });

  it('answers an unknown attachment with JSON NOT_FOUND and a malformed key with BAD_INPUT', async () => {
    const sim = makeSim();
    const admin = await signedIn(sim);
    const missing = await admin.download('/user/fileDownload/99999');
    expect(missing.status).toBe(200);
    expect(missing.type).toBe('application/json');
    expect(missing.body).toEqual({ result: FAILURE.NOT_FOUND, message: 'Attachment not found' });
    expect(missing.headers['content-disposition']).toBeUndefined();
    for (const idx of ['abc', '-1']) {
      const res = await admin.download(`/user/fileDownload/${idx}`);
      expect(res.body.result).toBe(FAILURE.BAD_INPUT);
      expect(res.body.message).toMatch(/Attachment: /);
    }
  });

  it('keeps another scope’s attachments from PARTNER and MANAGER, both ways', async () => {
    const sim = makeSim();
    const s = scopes(sim);
    const partner = await signedIn(sim, 'partner');
    const manager = await signedIn(sim, 'manager');
    const foreignDoc = value(sim, 'SELECT userAttachmentIdx FROM user_attachments WHERE userIdx <> ? AND userIdx NOT IN (SELECT userIdx FROM users WHERE companyIdx = 1)', s.partner);
    const partnerDoc = value(sim, 'SELECT userAttachmentIdx FROM user_attachments WHERE userIdx = ?', s.partner);
    expect(foreignDoc).toBeGreaterThan(0);
    for (const [who, idx] of [[partner, foreignDoc], [manager, foreignDoc], [manager, partnerDoc]] as const) {
      const res = await who.download(`/user/fileDownload/${idx}`);
      expect(res.type).toBe('application/json');
      expect(res.body).toEqual({ result: FAILURE.NOT_AUTHORIZED, message: 'You have no access to this record' });
    }
    expect((await partner.download(`/user/fileDownload/${partnerDoc}`)).status).toBe(200);

    const before = rows(sim, 'user_attachments');
    for (const [who, userIdx] of [[partner, s.foreignUser], [partner, s.admin], [manager, s.partner]] as const) {
      expect((await who.upload(UPLOAD, fields(userIdx), [pdf()])).body.result).toBe(FAILURE.NOT_AUTHORIZED);
    }
    expect(rows(sim, 'user_attachments')).toEqual(before);
    expect((await manager.upload(UPLOAD, fields(s.manager, 'ID_CARD'), [pdf('신분증.pdf')])).body).toMatchObject({ result: 0, data: { fileName: '신분증.pdf' } });
    expect((await partner.upload(UPLOAD, fields(s.manager, 'CONTRACT'), [pdf('계약서.pdf')])).body.result).toBe(0);
  });

  it('deletes a user’s attachments with the user (ON DELETE CASCADE)', async () => {
    const sim = makeSim();
    const admin = await signedIn(sim);
    const created = await admin.post('/user/store', { userId: 'docs.owner', password: 'password-1', userName: '문서', userType: 'CORP', authType: 'PARTNER', companyIdx: 3 });
    const userIdx = created.body.data.userIdx as number;
    const idxs: number[] = [];
    for (const name of ['a.pdf', 'b.pdf']) idxs.push((await admin.upload(UPLOAD, fields(userIdx), [pdf(name)])).body.data.userAttachmentIdx);
    const others = value(sim, 'SELECT COUNT(*) FROM user_attachments WHERE userIdx <> ?', userIdx);
    expect(value(sim, 'SELECT COUNT(*) FROM user_attachments WHERE userIdx = ?', userIdx)).toBe(2);

    expect((await admin.get(`/user/delete/${userIdx}`)).body.result).toBe(0);
    expect(value(sim, 'SELECT COUNT(*) FROM user_attachments WHERE userIdx = ?', userIdx)).toBe(0);
    expect(value(sim, 'SELECT COUNT(*) FROM user_attachments')).toBe(others);
    for (const idx of idxs) expect((await admin.download(`/user/fileDownload/${idx}`)).body.result).toBe(FAILURE.NOT_FOUND);
    const fk = sim.db!.prepare('PRAGMA foreign_key_list(user_attachments)').all() as { table: string; on_delete: string }[];
    expect(fk).toEqual([expect.objectContaining({ table: 'users', on_delete: 'CASCADE' })]);
  });
});
