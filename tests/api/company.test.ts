import { describe, expect, it } from 'vitest';
import { FAILURE } from '../../contract/index';
import { makeSim, rows, signedIn } from './support';

const newCompany = {
  companyName: '테스트상사',
  businessNumber: '999-88-77777',
  ceoName: '홍길동',
  phone: '02-1234-5678',
  email: 'ceo@test.example',
  zipCode: '06236',
  address: '서울특별시 강남구 테헤란로 1',
  addressDetail: '10층',
  provider: 'zelotek,tc',
  memo: '시험용',
};

describe('company CRUD', () => {
  it('creates, lists, reads, updates and deletes a company', async () => {
    const sim = makeSim();
    const admin = await signedIn(sim);
    const before = (await admin.post('/company/list')).body.data.totalCount as number;

    const created = await admin.post('/company/store', newCompany);
    expect(created.body.result).toBe(0);
    expect(created.body.data).toMatchObject({ ...newCompany, provider: 'TC,ZELOTEK', divisionCount: 0, deviceCount: 0 });
    const idx = created.body.data.companyIdx as number;

    const list = await admin.post('/company/list');
    expect(list.body.data.totalCount).toBe(before + 1);
    expect(list.body.data.list[0].companyIdx).toBe(idx); // newest first

    const info = await admin.get(`/company/info/${idx}`);
    expect(info.body).toMatchObject({ result: 0, data: { companyIdx: idx, companyName: '테스트상사' } });

    const updated = await admin.post('/company/store', { ...newCompany, companyIdx: idx, companyName: '테스트상사 (수정)', provider: null });
    expect(updated.body).toMatchObject({ result: 0, data: { companyIdx: idx, companyName: '테스트상사 (수정)', provider: null } });
    expect((await admin.get(`/company/info/${idx}`)).body.data.companyName).toBe('테스트상사 (수정)');
    expect((await admin.post('/company/list')).body.data.totalCount).toBe(before + 1);

    const deleted = await admin.get(`/company/delete/${idx}`);
    expect(deleted.body.result).toBe(0);
    const gone = await admin.get(`/company/info/${idx}`);
    expect(gone.body).toEqual({ result: FAILURE.NOT_FOUND, message: 'Company not found' });
    expect((await admin.get(`/company/delete/${idx}`)).body.result).toBe(FAILURE.NOT_FOUND);
  });

  it('carries every field of the company entity with computed counts', async () => {
    const sim = makeSim();
    const admin = await signedIn(sim);
    const info = await admin.get('/company/info/1');
    const counts = sim.db!.prepare(
      `SELECT (SELECT COUNT(*) FROM divisions WHERE companyIdx = 1) AS d,
              (SELECT COUNT(*) FROM devices v JOIN divisions d ON d.divisionIdx = v.divisionIdx WHERE d.companyIdx = 1) AS v`,
    ).get() as { d: number; v: number };
    expect(counts.d).toBeGreaterThanOrEqual(3);
    expect(info.body.data.divisionCount).toBe(counts.d);
    expect(info.body.data.deviceCount).toBe(counts.v);
    expect(Object.keys(info.body.data).sort()).toEqual(
      ['address', 'addressDetail', 'businessNumber', 'ceoName', 'companyIdx', 'companyName', 'createdDate', 'deviceCount', 'divisionCount', 'email', 'memo', 'phone', 'provider', 'updatedDate', 'zipCode'].sort(),
    );
  });

  it('filters by keyword on name, business number and CEO, and pages with the full totalCount', async () => {
    const sim = makeSim();
    const admin = await signedIn(sim);
    const all = (await admin.post('/company/list')).body.data;
    expect(all.list).toHaveLength(all.totalCount);
    const target = all.list[3];
    for (const keyword of [target.companyName.slice(-3), target.businessNumber, target.ceoName]) {
      const found = (await admin.post('/company/list', { keyword })).body.data;
      expect(found.list.map((c: { companyIdx: number }) => c.companyIdx)).toContain(target.companyIdx);
      expect(found.totalCount).toBe(found.list.length);
      expect(found.totalCount).toBeLessThan(all.totalCount);
    }
    const page2 = (await admin.post('/company/list', { page: 2, size: 3 })).body.data;
    expect(page2.totalCount).toBe(all.totalCount);
    expect(page2.list.map((c: { companyIdx: number }) => c.companyIdx)).toEqual(all.list.slice(3, 6).map((c: { companyIdx: number }) => c.companyIdx));
    expect((await admin.post('/company/list', { keyword: '존재하지않는회사' })).body.data).toEqual({ list: [], totalCount: 0 });
  });

  it('refuses a duplicate business number', async () => {
    const sim = makeSim();
    const admin = await signedIn(sim);
    const taken = (await admin.get('/company/info/2')).body.data.businessNumber as string;
    const before = rows(sim, 'companies');
    const res = await admin.post('/company/store', { ...newCompany, businessNumber: taken });
    expect(res.body.result).toBe(FAILURE.REJECTED);
    expect(res.body.message).toContain(taken);
    const update = await admin.post('/company/store', { ...newCompany, companyIdx: 3, businessNumber: taken });
    expect(update.body.result).toBe(FAILURE.REJECTED);
    expect(rows(sim, 'companies')).toEqual(before);
  });

  it('refuses to delete a company that still has divisions', async () => {
    const sim = makeSim();
    const admin = await signedIn(sim);
    const res = await admin.get('/company/delete/2');
    expect(res.body.result).toBe(FAILURE.REJECTED);
    expect(res.body.message).toMatch(/division/);
    expect((await admin.get('/company/info/2')).body.result).toBe(0);
  });

  it('lets only ADMIN create and delete; a PARTNER updates its own company only', async () => {
    const sim = makeSim();
    const partner = await signedIn(sim, 'partner');
    const manager = await signedIn(sim, 'manager');
    const before = rows(sim, 'companies');

    for (const who of [partner, manager]) {
      const create = await who.post('/company/store', newCompany);
      expect(create.body.result).toBe(FAILURE.NOT_AUTHORIZED);
      expect(create.body.message).toMatch(/no permission for this action/);
      expect((await who.get('/company/delete/1')).body.result).toBe(FAILURE.NOT_AUTHORIZED);
    }
    expect((await partner.post('/company/store', { ...newCompany, companyIdx: 2 })).body.result).toBe(FAILURE.NOT_AUTHORIZED);
    expect((await manager.post('/company/store', { ...newCompany, companyIdx: 1 })).body.result).toBe(FAILURE.NOT_AUTHORIZED);
    expect(rows(sim, 'companies')).toEqual(before);

    const own = await partner.post('/company/store', { ...newCompany, companyIdx: 1, memo: '협력사 수정' });
    expect(own.body).toMatchObject({ result: 0, data: { companyIdx: 1, memo: '협력사 수정' } });
  });
});
