// Issue 26: one store owner or trainee could fill the server's disk with uploads (14 documents of
// 10 MB were taken in 11 s). Uploads now fit a quota per company and a ceiling for the database;
// the tests configure small ones instead of sending hundreds of MB.
import { describe, expect, it } from 'vitest';
import { FAILURE } from '../../contract/index';
import { makeSim, rows, scopes, signedIn, value } from './support';

const MB = 1024 * 1024;
const document = (name: string) => [{ name, data: Buffer.alloc(MB, 0x41), type: 'application/pdf' }];
const fileTables = (sim: ReturnType<typeof makeSim>) => [rows(sim, 'user_attachments').length, rows(sim, 'product_attachments').length];
const companyOf = (sim: ReturnType<typeof makeSim>, userId: string) => value(sim, 'SELECT companyIdx FROM users WHERE userId = ?', userId);
const bytesOf = (sim: ReturnType<typeof makeSim>, companyIdx: number) => sim.repos!.storedFiles.bytesOfCompany(companyIdx);

describe('the upload quota of a company', () => {
  it("counts its users' documents and its products' files together, refuses what does not fit in the user's language, and stores nothing of it", async () => {
    const probe = makeSim();
    const company = companyOf(probe, 'partner');
    // Room for one 1 MB document and a half.
    const quota = bytesOf(probe, company) + 1.5 * MB;
    const sim = makeSim({ companyFileQuotaBytes: quota });
    const s = scopes(sim);
    const partner = await signedIn(sim, 'partner');
    const partnerKo = await signedIn(sim, 'partner', 'ko');
    const fields = { userIdx: String(s.partner), documentType: 'ETC' };
    expect((await partner.upload('/user/fileUpload', fields, document('first.pdf'))).body).toMatchObject({ result: 0 });
    const used = bytesOf(sim, company);
    const before = fileTables(sim);

    const productIdx = String(value(sim, 'SELECT MIN(productIdx) FROM products WHERE companyIdx = ?', company));
    const product = await partner.upload('/product/fileUpload', { productIdx, kind: 'ATTACHMENT' }, document('spec.pdf'));
    const mb = (bytes: number) => `${Math.round((bytes / MB) * 100) / 100} MB`;
    expect(product.status).toBe(200);
    expect(product.body).toEqual({
      result: FAILURE.REJECTED,
      message: `Not saved: a company may store ${mb(quota)} of files, ${mb(used)} are in use and this file (1 MB) does not fit. Ask the administrator to raise the limit.`,
    });
    const ko = await partnerKo.upload('/user/fileUpload', fields, document('second.pdf'));
    expect(ko.body.message).toBe(
      `저장하지 않았습니다: 회사당 파일 저장 한도는 ${mb(quota)}이며 이미 ${mb(used)}를 쓰고 있어 이 파일(1 MB)이 들어갈 자리가 없습니다. 관리자에게 한도를 늘려 달라고 문의하세요.`,
    );
    expect(fileTables(sim)).toEqual(before);
    expect(bytesOf(sim, company)).toBe(used);

    // Another company's quota is its own.
    const admin = await signedIn(sim);
    const other = await admin.upload('/user/fileUpload', { userIdx: String(s.foreignUser), documentType: 'ETC' }, document('other.pdf'));
    expect(other.body).toMatchObject({ result: 0 });
  });

  it('lets no more in when many uploads arrive at once than the quota holds', async () => {
    const probe = makeSim();
    const company = companyOf(probe, 'partner');
    const sim = makeSim({ companyFileQuotaBytes: bytesOf(probe, company) + 2.5 * MB });
    const partner = await signedIn(sim, 'partner');
    const fields = { userIdx: String(scopes(sim).partner), documentType: 'ETC' };
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => partner.upload('/user/fileUpload', fields, document(`burst-${i}.pdf`))));
    expect(answers.map((a) => a.body.result).sort()).toEqual([0, 0, ...Array(6).fill(FAILURE.REJECTED)]);
    expect(bytesOf(sim, company)).toBeLessThanOrEqual(bytesOf(probe, company) + 2.5 * MB);
  });
});

describe('the ceiling of the database', () => {
  it('refuses an upload that would grow the database past it, for the shared catalog too, saying the limit and what is used', async () => {
    const probe = makeSim();
    const limit = probe.repos!.storedFiles.databaseBytes() + 1.5 * MB;
    const sim = makeSim({ databaseMaxBytes: limit });
    const admin = await signedIn(sim);
    const shared = String(value(sim, 'SELECT MIN(productIdx) FROM products WHERE companyIdx IS NULL'));
    expect((await admin.upload('/product/fileUpload', { productIdx: shared, kind: 'ATTACHMENT' }, document('one.pdf'))).body).toMatchObject({ result: 0 });
    const before = fileTables(sim);
    const over = await admin.upload('/product/fileUpload', { productIdx: shared, kind: 'ATTACHMENT' }, document('two.pdf'));
    expect(over.body.result).toBe(FAILURE.REJECTED);
    expect(over.body.message).toMatch(/^Not saved: the server’s database may grow to [\d.]+ MB, [\d.]+ MB are in use and this file \(1 MB\) does not fit\. Ask the administrator\.$/);
    expect(over.body.message).toContain(`${Math.round((limit / MB) * 100) / 100} MB`);
    expect(fileTables(sim)).toEqual(before);
  });
});
