// Divisions: list, info, create/update, delete, in each role's scope.
import { describe, expect, it } from 'vitest';
import { FAILURE, type Division, type TreeCompany } from '../../contract/index';
import { column, makeSim, rows, scopes, signedIn, value } from './support';

type Sim = ReturnType<typeof makeSim>;
const idxs = (list: { divisionIdx: number }[]) => list.map((d) => d.divisionIdx);
const newDivision = (companyIdx: number, extra: object = {}) => ({
  companyIdx,
  divisionName: '테스트 신규점',
  divisionType: 'STORE',
  phone: '02-555-0101',
  managerName: '정매니저',
  zipCode: '06236',
  address: '서울특별시 강남구 테헤란로 100',
  addressDetail: '2층 라운지',
  ...extra,
});
/** Everything a division change could touch. */
const organisation = (sim: Sim) => ['divisions', 'user_divisions', 'employee_reset_policies', 'employee_uid_times', 'division_open_api'].map((t) => rows(sim, t));

describe('division.list and division.info', () => {
  it('lists every division for ADMIN, newest first, with address fields and device counts', async () => {
    const sim = makeSim();
    const admin = await signedIn(sim);
    const all = (await admin.post('/division/list')).body.data;
    expect(all.totalCount).toBe(value(sim, 'SELECT COUNT(*) FROM divisions'));
    expect(idxs(all.list)).toEqual(column(sim, 'SELECT divisionIdx FROM divisions ORDER BY createdDate DESC, divisionIdx DESC'));
    const first = all.list.find((d: Division) => d.divisionIdx === 1);
    expect(first).toMatchObject({
      address: value<string>(sim, 'SELECT address FROM divisions WHERE divisionIdx = 1'),
      addressDetail: value<string>(sim, 'SELECT addressDetail FROM divisions WHERE divisionIdx = 1'),
      companyName: value<string>(sim, 'SELECT companyName FROM companies WHERE companyIdx = 1'),
      deviceCount: value(sim, 'SELECT COUNT(*) FROM devices WHERE divisionIdx = 1'),
    });
    expect(first.deviceCount).toBeGreaterThan(0);
    const page = (await admin.post('/division/list', { page: 3, size: 5 })).body.data;
    expect(page.totalCount).toBe(all.totalCount);
    expect(idxs(page.list)).toEqual(idxs(all.list.slice(10, 15)));
  });

  it('filters by keyword, company and division type', async () => {
    const sim = makeSim();
    const admin = await signedIn(sim);
    const all = (await admin.post('/division/list')).body.data.list as Division[];
    const target = all.find((d) => d.divisionType === 'WAREHOUSE') ?? all[0]!;
    for (const keyword of [target.divisionName, target.addressDetail]) {
      const found = (await admin.post('/division/list', { keyword })).body.data.list as Division[];
      expect(idxs(found)).toContain(target.divisionIdx);
      expect(found.length).toBeLessThan(all.length);
    }
    const ofCompany = (await admin.post('/division/list', { companyIdx: 2 })).body.data.list as Division[];
    expect(idxs(ofCompany).sort((a, b) => a - b)).toEqual(column(sim, 'SELECT divisionIdx FROM divisions WHERE companyIdx = 2 ORDER BY divisionIdx'));
    const sites = (await admin.post('/division/list', { divisionType: 'SITE' })).body.data.list as Division[];
    expect(sites.length).toBe(value(sim, `SELECT COUNT(*) FROM divisions WHERE divisionType = 'SITE'`));
    expect(sites.length).toBeGreaterThan(0);
    expect(sites.every((d) => d.divisionType === 'SITE')).toBe(true);
  });

  it('shows a PARTNER its company’s divisions and a MANAGER only its own', async () => {
    const sim = makeSim();
    const s = scopes(sim);
    const partner = await signedIn(sim, 'partner');
    const manager = await signedIn(sim, 'manager');
    expect(idxs((await partner.post('/division/list')).body.data.list).sort((a, b) => a - b)).toEqual(
      column(sim, 'SELECT divisionIdx FROM divisions WHERE companyIdx = 1 ORDER BY divisionIdx'),
    );
    const mine = (await manager.post('/division/list')).body.data;
    expect(idxs(mine.list).sort((a, b) => a - b)).toEqual(s.managed);
    expect(mine.totalCount).toBe(s.managed.length);
    expect((await manager.post('/division/list', { companyIdx: 2 })).body.data).toEqual({ list: [], totalCount: 0 });

    expect((await partner.get(`/division/info/${s.companyOnly}`)).body).toMatchObject({ result: 0, data: { divisionIdx: s.companyOnly } });
    expect((await manager.get(`/division/info/${s.own}`)).body).toMatchObject({ result: 0, data: { divisionIdx: s.own } });
    for (const [who, divisionIdx] of [[partner, s.foreign], [manager, s.foreign], [manager, s.companyOnly]] as const) {
      expect((await who.get(`/division/info/${divisionIdx}`)).body).toEqual({ result: FAILURE.NOT_AUTHORIZED, message: 'You have no access to this record' });
    }
    expect((await partner.get('/division/info/99999')).body).toEqual({ result: FAILURE.NOT_FOUND, message: 'Division not found' });
  });
});

describe('division.store', () => {
  it('creates a division for ADMIN in any company and updates it', async () => {
    const sim = makeSim();
    const admin = await signedIn(sim);
    const created = await admin.post('/division/store', newDivision(3));
    expect(created.body).toMatchObject({ result: 0, data: { ...newDivision(3), deviceCount: 0, companyName: expect.any(String) } });
    const idx = created.body.data.divisionIdx as number;
    expect(idxs((await admin.post('/division/list')).body.data.list)[0]).toBe(idx);
    const updated = await admin.post('/division/store', newDivision(3, { divisionIdx: idx, divisionName: '이름 변경점', divisionType: 'SITE' }));
    expect(updated.body).toMatchObject({ result: 0, data: { divisionIdx: idx, divisionName: '이름 변경점', divisionType: 'SITE' } });
    expect((await admin.get(`/division/info/${idx}`)).body.data.divisionName).toBe('이름 변경점');
    expect((await admin.post('/division/store', newDivision(999))).body).toEqual({ result: FAILURE.NOT_FOUND, message: 'Company not found' });
  });

  it('keeps a division in its company', async () => {
    const sim = makeSim();
    const admin = await signedIn(sim);
    const before = organisation(sim);
    const res = await admin.post('/division/store', newDivision(2, { divisionIdx: 1 }));
    expect(res.body).toEqual({ result: FAILURE.REJECTED, message: 'A division cannot move to another company' });
    expect(organisation(sim)).toEqual(before);
  });

  it('lets a PARTNER create and update in its company, a MANAGER update only its own divisions', async () => {
    const sim = makeSim();
    const s = scopes(sim);
    const partner = await signedIn(sim, 'partner');
    const manager = await signedIn(sim, 'manager');
    const before = organisation(sim);
    const refused: [typeof partner, object, RegExp][] = [
      [partner, newDivision(2), /no access/],
      [partner, newDivision(2, { divisionIdx: s.foreign }), /no access/],
      [manager, newDivision(1), /no permission/],
      [manager, newDivision(1, { divisionIdx: s.companyOnly }), /no access/],
      [manager, newDivision(2, { divisionIdx: s.foreign }), /no access/],
    ];
    for (const [who, body, message] of refused) {
      const res = await who.post('/division/store', body);
      expect({ body, result: res.body.result }).toEqual({ body, result: FAILURE.NOT_AUTHORIZED });
      expect(res.body.message).toMatch(message);
    }
    expect(organisation(sim)).toEqual(before);

    expect((await partner.post('/division/store', newDivision(1))).body).toMatchObject({ result: 0, data: { companyIdx: 1 } });
    expect((await partner.post('/division/store', newDivision(1, { divisionIdx: s.companyOnly, managerName: '협력사 수정' }))).body.result).toBe(0);
    const own = await manager.post('/division/store', newDivision(1, { divisionIdx: s.own, phone: '02-777-7777' }));
    expect(own.body).toMatchObject({ result: 0, data: { divisionIdx: s.own, phone: '02-777-7777' } });
  });
});

describe('division.delete', () => {
  it('refuses while devices remain, and archives an empty division: its Open API key stops, its settings wait with it', async () => {
    const sim = makeSim();
    const admin = await signedIn(sim);
    const devices = value(sim, 'SELECT COUNT(*) FROM devices WHERE divisionIdx = 1');
    const before = organisation(sim);
    expect((await admin.get('/division/delete/1')).body).toEqual({
      result: FAILURE.REJECTED,
      message: `The division still has ${devices} device(s); move or delete them first`,
    });
    expect(organisation(sim)).toEqual(before);

    const idx = (await admin.post('/division/store', newDivision(1))).body.data.divisionIdx as number;
    await admin.post('/employee-reset-policy/store', { divisionIdx: idx, resetCycle: 'DAILY', resetDay: 0, resetPoint: 1000 });
    await admin.post('/employee-uid-time/store', { divisionIdx: idx, startTime: '09:00', endTime: '10:00' });
    await admin.post('/division/openApi/store', { divisionIdx: idx, enabled: true });
    const settings = (sql: string) => value(sim, sql, idx);
    expect(settings('SELECT COUNT(*) FROM employee_reset_policies WHERE divisionIdx = ?') + settings('SELECT COUNT(*) FROM employee_uid_times WHERE divisionIdx = ?') + settings('SELECT COUNT(*) FROM division_open_api WHERE divisionIdx = ?')).toBe(3);

    expect((await admin.get(`/division/delete/${idx}`)).body.result).toBe(0);
    expect((await admin.get(`/division/info/${idx}`)).body.result).toBe(FAILURE.NOT_FOUND);
    expect(settings('SELECT COUNT(*) FROM division_open_api WHERE divisionIdx = ?')).toBe(0);
    expect(settings('SELECT COUNT(*) FROM employee_reset_policies WHERE divisionIdx = ?') + settings('SELECT COUNT(*) FROM employee_uid_times WHERE divisionIdx = ?')).toBe(2);
  });

  it('refuses a warehouse that still holds stock, and archives it once it is empty, its placements removed and their movements kept', async () => {
    const sim = makeSim();
    const admin = await signedIn(sim);
    const warehouse = value(sim, `SELECT MIN(divisionIdx) FROM divisions WHERE divisionType = 'WAREHOUSE'`);
    const units = value(sim, 'SELECT SUM(stock) FROM product_mappings WHERE divisionIdx = ? AND deviceIdx IS NULL', warehouse);
    expect(units).toBeGreaterThan(0);
    const stock = () => ['product_mappings', 'product_transactions'].map((t) => rows(sim, t));
    const before = [organisation(sim), stock()];
    expect((await admin.get(`/division/delete/${warehouse}`)).body).toEqual({
      result: FAILURE.REJECTED,
      message: `The division still holds ${units} unit(s) of stock; move or discard them first`,
    });
    expect([organisation(sim), stock()]).toEqual(before);

    const held = sim.db!.prepare('SELECT productMappingIdx, stock FROM product_mappings WHERE divisionIdx = ?').all(warehouse) as { productMappingIdx: number; stock: number }[];
    for (const m of held) sim.repos!.stock.applyTransaction({ productMappingIdx: m.productMappingIdx, transactionCode: 'DISCARD', count: -m.stock, at: '2026-11-22 10:00:00' });
    // An open order would be stranded: it must be received or canceled first.
    const open = value(sim, `SELECT COUNT(*) FROM product_orders WHERE divisionIdx = ? AND status = 'REQUESTED'`, warehouse);
    expect(open).toBeGreaterThan(0);
    expect((await admin.get(`/division/delete/${warehouse}`)).body).toEqual({
      result: FAILURE.REJECTED,
      message: `The division still has ${open} open order(s); receive or cancel them first`,
    });
    sim.db!.prepare(`UPDATE product_orders SET status = 'CANCELED' WHERE divisionIdx = ? AND status = 'REQUESTED'`).run(warehouse);
    const movements = rows(sim, 'product_transactions');
    expect((await admin.get(`/division/delete/${warehouse}`)).body.result).toBe(0);
    expect(value(sim, 'SELECT COUNT(*) FROM product_mappings WHERE divisionIdx = ? AND removedDate IS NULL', warehouse)).toBe(0);
    expect(rows(sim, 'product_transactions')).toEqual(movements);
  });

  it('lets a PARTNER delete in its company only and a MANAGER not at all', async () => {
    const sim = makeSim();
    const s = scopes(sim);
    const admin = await signedIn(sim);
    const emptyForeign = (await admin.post('/division/store', newDivision(2))).body.data.divisionIdx as number;
    const emptyOwn = (await admin.post('/division/store', newDivision(1))).body.data.divisionIdx as number;
    const partner = await signedIn(sim, 'partner');
    const manager = await signedIn(sim, 'manager');
    const before = organisation(sim);
    for (const [who, idx, message] of [[partner, emptyForeign, /no access/], [manager, emptyOwn, /no permission/], [manager, s.own, /no permission/]] as const) {
      const res = await who.get(`/division/delete/${idx}`);
      expect({ idx, result: res.body.result }).toEqual({ idx, result: FAILURE.NOT_AUTHORIZED });
      expect(res.body.message).toMatch(message);
    }
    expect(organisation(sim)).toEqual(before);
    expect((await partner.get(`/division/delete/${emptyOwn}`)).body.result).toBe(0);
  });
});

describe('division bad input and the tree', () => {
  it('answers BAD_INPUT naming the field and changes nothing', async () => {
    const sim = makeSim();
    const admin = await signedIn(sim);
    const before = organisation(sim);
    const cases: [object, RegExp][] = [
      [newDivision(1, { divisionName: '' }), /Division name: is required/],
      [newDivision(1, { divisionName: 7 }), /Division name: must be text/],
      [{ divisionName: '무소속' }, /Company: is required/],
      [newDivision(1, { divisionType: 'SHOP' }), /Division type: /],
      [newDivision(1, { divisionIdx: 'abc' }), /Division: must be a number/],
      [newDivision(1, { divisionIdx: -1 }), /Division: must be positive/],
      [newDivision(1, { companyIdx: '1' }), /Company: must be a number/],
      [newDivision(1, { floor: 3 }), /floor: is not a known field/],
      [newDivision(1, { address: '주'.repeat(100_000) }), /Address: must be at most 200 characters/],
    ];
    for (const [body, message] of cases) {
      const res = await admin.post('/division/store', body);
      expect({ body, result: res.body.result }).toEqual({ body, result: FAILURE.BAD_INPUT });
      expect(res.body.message).toMatch(message);
    }
    for (const body of [{ divisionType: 'SHOP' }, { companyIdx: 'abc' }, { keyword: 'k'.repeat(201) }, { size: 0 }, { region: 'x' }]) {
      expect({ body, result: (await admin.post('/division/list', body)).body.result }).toEqual({ body, result: FAILURE.BAD_INPUT });
    }
    for (const idx of ['abc', '-1', '0']) {
      for (const path of [`/division/info/${idx}`, `/division/delete/${idx}`]) {
        const res = await admin.get(path);
        expect({ path, result: res.body.result }).toEqual({ path, result: FAILURE.BAD_INPUT });
        expect(res.body.message).toMatch(/Division: /);
      }
    }
    expect(organisation(sim)).toEqual(before);
  });

  it('keeps the tree scoped: a new division appears only in the trees that may see it', async () => {
    const sim = makeSim();
    const admin = await signedIn(sim);
    const idx = (await admin.post('/division/store', newDivision(2))).body.data.divisionIdx as number;
    const treeIdxs = (tree: TreeCompany[]) => tree.flatMap((c) => c.divisionList.map((d) => d.divisionIdx));
    expect(treeIdxs((await admin.get('/tree/list')).body.data)).toContain(idx);
    expect(treeIdxs((await (await signedIn(sim, 'partner')).get('/tree/list')).body.data)).not.toContain(idx);
    const own = (await (await signedIn(sim, 'partner')).post('/division/store', newDivision(1))).body.data.divisionIdx as number;
    expect(treeIdxs((await (await signedIn(sim, 'partner')).get('/tree/list')).body.data)).toContain(own);
    expect(treeIdxs((await (await signedIn(sim, 'manager')).get('/tree/list')).body.data)).not.toContain(own);
  });
});
