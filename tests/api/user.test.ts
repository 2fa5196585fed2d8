// Users: list, info, create/update with passwords and sessions, delete, and who may do which.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { FAILURE, type User } from '../../contract/index';
import { verifyPassword } from '../../sim-server/src/auth/password';
import { api, client, column, loginAs, loginWith, makeSim, rows, scopes, signedIn, value } from './support';

type Sim = ReturnType<typeof makeSim>;
const idxs = (list: { userIdx: number }[]) => list.map((u) => u.userIdx);
const passwordHash = (sim: Sim, userIdx: number) => value<string>(sim, 'SELECT passwordHash FROM users WHERE userIdx = ?', userIdx);
const signInResult = async (sim: Sim, userId: string, password: string) =>
  (await request(sim.app).post(api('/auth/login')).send({ userId, password })).body.result as string;

/** A store manager of company 2, run from its first division. */
function newManager(sim: Sim, extra: object = {}) {
  const divisionIdx = value(sim, 'SELECT divisionIdx FROM divisions WHERE companyIdx = 2 ORDER BY divisionIdx');
  return {
    userId: 'store.new',
    password: 'S3cret-pass',
    userName: '최신규',
    userType: 'BUSINESS',
    authType: 'MANAGER',
    companyIdx: 2,
    divisionIdxList: [divisionIdx],
    email: 'new@store.example',
    phone: '010-2222-3333',
    ...extra,
  };
}

/** The body that saves `user` as it is (what a "my info" form sends back). */
const asStored = (user: User, extra: object = {}) => ({
  userIdx: user.userIdx,
  userName: user.userName,
  userType: user.userType,
  authType: user.authType,
  email: user.email,
  phone: user.phone,
  ...extra,
});

describe('user.list', () => {
  it('lists every user for ADMIN, newest first, and pages with the full totalCount', async () => {
    const sim = makeSim();
    const admin = await signedIn(sim);
    const all = (await admin.post('/user/list')).body.data;
    expect(all.totalCount).toBe(value(sim, 'SELECT COUNT(*) FROM users'));
    expect(idxs(all.list)).toEqual(column(sim, 'SELECT userIdx FROM users ORDER BY createdDate DESC, userIdx DESC'));
    const page = (await admin.post('/user/list', { page: 2, size: 4 })).body.data;
    expect(page.totalCount).toBe(all.totalCount);
    expect(idxs(page.list)).toEqual(idxs(all.list.slice(4, 8)));
    const manager = all.list.find((u: User) => u.userId === 'manager');
    expect(manager.divisionIdxList).toEqual(scopes(sim).managed);
  });

  it('filters by keyword on user ID, name and e-mail, and by user type and auth type', async () => {
    const sim = makeSim();
    const admin = await signedIn(sim);
    const all = (await admin.post('/user/list')).body.data.list as User[];
    const target = all.find((u) => u.userId === 'partner02')!;
    for (const keyword of ['PARTNER02', target.userName, target.email.split('@')[1]!]) {
      const found = (await admin.post('/user/list', { keyword })).body.data.list as User[];
      expect(idxs(found)).toContain(target.userIdx);
      expect(found.length).toBeLessThan(all.length);
    }
    const managers = (await admin.post('/user/list', { authType: 'MANAGER' })).body.data.list as User[];
    expect(idxs(managers).sort()).toEqual(idxs(all.filter((u) => u.authType === 'MANAGER')).sort());
    expect(managers.length).toBeGreaterThan(1);
    const md = (await admin.post('/user/list', { userType: 'INTERNAL_MD', authType: 'ADMIN' })).body.data.list as User[];
    expect(md.map((u) => u.userId)).toEqual(['md01']);
  });

  it('shows a PARTNER its company’s users and a MANAGER only itself', async () => {
    const sim = makeSim();
    const s = scopes(sim);
    const partnerList = (await (await signedIn(sim, 'partner')).post('/user/list')).body.data;
    expect(idxs(partnerList.list).sort()).toEqual(column(sim, 'SELECT userIdx FROM users WHERE companyIdx = 1 ORDER BY userIdx'));
    expect(partnerList.totalCount).toBe(partnerList.list.length);
    expect(idxs(partnerList.list)).not.toContain(s.foreignUser);
    expect(idxs(partnerList.list)).not.toContain(s.admin);
    const managerList = (await (await signedIn(sim, 'manager')).post('/user/list')).body.data;
    expect(managerList).toEqual({ list: [expect.objectContaining({ userIdx: s.manager })], totalCount: 1 });
  });
});

describe('user.info', () => {
  it('answers the signed-in user without userIdx, with attachments, and another user with it', async () => {
    const sim = makeSim();
    const s = scopes(sim);
    const partner = await signedIn(sim, 'partner');
    const me = (await partner.post('/user/info')).body;
    expect(me).toMatchObject({ result: 0, data: { userIdx: s.partner, userId: 'partner', companyName: expect.any(String) } });
    expect(me.data.attachmentList.map((a: { fileName: string }) => a.fileName)).toEqual(
      column<string>(sim, 'SELECT fileName FROM user_attachments WHERE userIdx = ? ORDER BY userAttachmentIdx', s.partner),
    );
    expect(me.data.attachmentList.length).toBeGreaterThan(0);
    expect(me.data.attachmentList[0]).not.toHaveProperty('data');
    const other = (await partner.post('/user/info', { userIdx: s.manager })).body;
    expect(other).toMatchObject({ result: 0, data: { userIdx: s.manager, userId: 'manager', attachmentList: expect.any(Array) } });
    expect((await partner.post('/user/info', { userIdx: 99999 })).body).toEqual({ result: FAILURE.NOT_FOUND, message: 'User not found' });
  });

  it('refuses another scope’s user to PARTNER and MANAGER', async () => {
    const sim = makeSim();
    const s = scopes(sim);
    const partner = await signedIn(sim, 'partner');
    const manager = await signedIn(sim, 'manager');
    for (const [who, userIdx] of [[partner, s.foreignUser], [partner, s.admin], [manager, s.partner], [manager, s.foreignUser]] as const) {
      const res = await who.post('/user/info', { userIdx });
      expect(res.body).toEqual({ result: FAILURE.NOT_AUTHORIZED, message: 'You have no access to this record' });
    }
  });
});

describe('user.store', () => {
  it('creates a user who can sign in with the new password, stored hashed', async () => {
    const sim = makeSim();
    const admin = await signedIn(sim);
    const body = newManager(sim);
    const res = await admin.post('/user/store', body);
    expect(res.body).toMatchObject({
      result: 0,
      data: { userId: 'store.new', userName: '최신규', authType: 'MANAGER', companyIdx: 2, divisionIdxList: body.divisionIdxList, lastLoginDate: null },
    });
    expect(res.body.data).not.toHaveProperty('password');
    const hash = passwordHash(sim, res.body.data.userIdx);
    expect(hash).toMatch(/^scrypt\$/);
    expect(hash).not.toContain(body.password);
    expect(await verifyPassword(body.password, hash)).toBe(true);

    const token = await loginWith(sim, 'store.new', body.password);
    const me = (await client(sim, token).post('/user/info')).body.data;
    expect(me).toMatchObject({ userId: 'store.new', attachmentList: [] });
    expect(idxs((await admin.post('/user/list')).body.data.list)[0]).toBe(me.userIdx); // newest first
  });

  it('refuses a taken user ID (any case), a missing user ID or password, and leaves users as they were', async () => {
    const sim = makeSim();
    const admin = await signedIn(sim);
    const before = rows(sim, 'users');
    const taken = await admin.post('/user/store', newManager(sim, { userId: 'PARTNER' }));
    expect(taken.body).toEqual({ result: FAILURE.REJECTED, message: 'User ID PARTNER is already in use' });
    const { userId: _id, ...noId } = newManager(sim);
    expect((await admin.post('/user/store', noId)).body).toMatchObject({ result: FAILURE.BAD_INPUT, message: 'Invalid input — User ID: is required' });
    const { password: _pw, ...noPassword } = newManager(sim);
    expect((await admin.post('/user/store', noPassword)).body).toMatchObject({ result: FAILURE.BAD_INPUT, message: 'Invalid input — Password: is required' });
    expect(rows(sim, 'users')).toEqual(before);
  });

  it('keeps the password unless one is given; a new one signs out the user’s other sessions only', async () => {
    const sim = makeSim();
    const s = scopes(sim);
    const current = await loginAs(sim, 'manager');
    const other = await loginAs(sim, 'manager');
    const self = client(sim, current);
    const me = (await self.post('/user/info')).body.data as User;

    const hash = passwordHash(sim, s.manager);
    const renamed = await self.post('/user/store', asStored(me, { userName: '박점주 (수정)', email: 'new@mail.example', phone: '010-9999-0000' }));
    expect(renamed.body).toMatchObject({ result: 0, data: { userName: '박점주 (수정)', email: 'new@mail.example', phone: '010-9999-0000' } });
    expect(passwordHash(sim, s.manager)).toBe(hash);
    expect((await client(sim, other).post('/user/list')).body.result).toBe(0);

    const changed = await self.post('/user/store', asStored(me, { password: 'brand-new-pass', currentPassword: 'manager1234' }));
    expect(changed.body.result).toBe(0);
    expect((await self.post('/user/list')).body.result).toBe(0); // the caller's own session stays
    expect((await client(sim, other).post('/user/list')).status).toBe(403);
    expect(await signInResult(sim, 'manager', 'manager1234')).toBe('1');
    expect(await signInResult(sim, 'manager', 'brand-new-pass')).toBe('0');
  });

  it('changes one’s own password only with the current one; a wrong or missing one is refused under its field and changes nothing (issue 26)', async () => {
    const sim = makeSim();
    const token = await loginAs(sim, 'manager');
    const other = await loginAs(sim, 'manager');
    const self = client(sim, token);
    const me = (await self.post('/user/info')).body.data as User;
    const before = rows(sim, 'users');
    const wrong = await self.post('/user/store', asStored(me, { userName: 'taken over', password: 'attacker-pass', currentPassword: 'not-the-password' }));
    expect(wrong.body).toMatchObject({
      result: FAILURE.BAD_INPUT,
      message: 'Invalid input — Current password: is not your current password (nothing was changed)',
      fieldErrors: [{ path: 'currentPassword' }],
    });
    const missing = await client(sim, token, 'ko').post('/user/store', asStored(me, { password: 'attacker-pass' }));
    expect(missing.body).toMatchObject({ result: FAILURE.BAD_INPUT, fieldErrors: [{ path: 'currentPassword' }] });
    expect(missing.body.message).toContain('현재 비밀번호');
    expect(rows(sim, 'users')).toEqual(before);
    expect((await client(sim, other).post('/user/list')).body.result).toBe(0);
    expect(await signInResult(sim, 'manager', 'manager1234')).toBe('0');
    // Without a new password, nothing is asked.
    expect((await self.post('/user/store', asStored(me, { phone: '010-1234-5678' }))).body.result).toBe(0);
  });

  it('signs out every session of a user whose password an ADMIN changed', async () => {
    const sim = makeSim();
    const partnerToken = await loginAs(sim, 'partner');
    const admin = await signedIn(sim);
    const partner = (await client(sim, partnerToken).post('/user/info')).body.data as User;
    expect((await admin.post('/user/store', asStored(partner, { companyIdx: 1, password: 'reset-by-admin' }))).body.result).toBe(0);
    expect((await client(sim, partnerToken).post('/user/info')).status).toBe(403);
    expect((await admin.post('/user/list')).body.result).toBe(0);
    expect(await signInResult(sim, 'partner', 'reset-by-admin')).toBe('0');
  });

  it('checks company and divisions against the auth level', async () => {
    const sim = makeSim();
    const s = scopes(sim);
    const admin = await signedIn(sim);
    const before = rows(sim, 'users');
    const cases: [object, number, RegExp][] = [
      [newManager(sim, { authType: 'ADMIN', userType: 'INTERNAL', divisionIdxList: [] }), FAILURE.BAD_INPUT, /Company: must be empty for Internal staff/],
      [newManager(sim, { companyIdx: null }), FAILURE.BAD_INPUT, /Company: is required for Store owner/],
      [newManager(sim, { authType: 'PARTNER' }), FAILURE.BAD_INPUT, /Divisions: only a Store owner runs divisions/],
      [newManager(sim, { divisionIdxList: [s.own] }), FAILURE.REJECTED, new RegExp(`Division ${s.own} does not belong`)],
      [newManager(sim, { companyIdx: 999 }), FAILURE.NOT_FOUND, /Company not found/],
      [newManager(sim, { divisionIdxList: [999] }), FAILURE.NOT_FOUND, /Division not found/],
    ];
    for (const [body, result, message] of cases) {
      const res = await admin.post('/user/store', body);
      expect({ body, result: res.body.result }).toEqual({ body, result });
      expect(res.body.message).toMatch(message);
    }
    expect(rows(sim, 'users')).toEqual(before);
    // An ADMIN needs no company; an omitted one is not inherited.
    const partner = (await admin.post('/user/info', { userIdx: s.partner })).body.data as User;
    const promoted = await admin.post('/user/store', asStored(partner, { authType: 'ADMIN', userType: 'INTERNAL' }));
    expect(promoted.body).toMatchObject({ result: 0, data: { authType: 'ADMIN', companyIdx: null, companyName: null } });
  });

  it('lets a PARTNER create and change PARTNER and MANAGER users of its own company only', async () => {
    const sim = makeSim();
    const s = scopes(sim);
    const partner = await signedIn(sim, 'partner');
    const foreignUser = (await (await signedIn(sim)).post('/user/info', { userIdx: s.foreignUser })).body.data as User;
    const before = rows(sim, 'users');
    const own = { ...newManager(sim), companyIdx: 1, divisionIdxList: [s.companyOnly] };
    const refused: [object, RegExp][] = [
      [{ ...own, authType: 'ADMIN', companyIdx: null, divisionIdxList: [] }, /no permission/],
      [{ ...own, userType: 'INTERNAL' }, /no permission/],
      [newManager(sim), /no access to this record/], // company 2
      [asStored(foreignUser), /no access/],
      [{ ...own, userIdx: s.admin }, /no access/],
    ];
    for (const [body, message] of refused) {
      const res = await partner.post('/user/store', body);
      expect({ body, result: res.body.result }).toEqual({ body, result: FAILURE.NOT_AUTHORIZED });
      expect(res.body.message).toMatch(message);
    }
    expect(rows(sim, 'users')).toEqual(before);

    const created = await partner.post('/user/store', { ...own, companyIdx: undefined }); // JSON drops it
    expect(created.body).toMatchObject({ result: 0, data: { companyIdx: 1, divisionIdxList: [s.companyOnly] } }); // its own company by default
    const moved = await partner.post('/user/store', { ...own, userIdx: created.body.data.userIdx, userId: undefined, password: undefined, divisionIdxList: s.managed });
    expect(moved.body).toMatchObject({ result: 0, data: { divisionIdxList: s.managed } });
  });

  it('lets a MANAGER change only its own name, contact data and password', async () => {
    const sim = makeSim();
    const s = scopes(sim);
    const manager = await signedIn(sim, 'manager');
    const me = (await manager.post('/user/info')).body.data as User;
    const partnerUser = (await (await signedIn(sim)).post('/user/info', { userIdx: s.partner })).body.data as User;
    const before = rows(sim, 'users');
    const divisionsBefore = rows(sim, 'user_divisions');
    const refused: [object, RegExp][] = [
      [asStored(me, { authType: 'PARTNER' }), /no permission/],
      [asStored(me, { userType: 'CORP' }), /no permission/],
      [asStored(me, { companyIdx: 2 }), /no permission/],
      [asStored(me, { divisionIdxList: [...s.managed, s.companyOnly] }), /no permission/],
      [asStored(partnerUser), /no access/],
      [{ ...newManager(sim), companyIdx: 1, divisionIdxList: s.managed }, /no permission/],
    ];
    for (const [body, message] of refused) {
      const res = await manager.post('/user/store', body);
      expect({ body, result: res.body.result }).toEqual({ body, result: FAILURE.NOT_AUTHORIZED });
      expect(res.body.message).toMatch(message);
    }
    expect(rows(sim, 'users')).toEqual(before);
    expect(rows(sim, 'user_divisions')).toEqual(divisionsBefore);
    const same = await manager.post('/user/store', asStored(me, { companyIdx: me.companyIdx, divisionIdxList: [...me.divisionIdxList].reverse(), userName: '새이름' }));
    expect(same.body).toMatchObject({ result: 0, data: { userName: '새이름', divisionIdxList: me.divisionIdxList } });
  });

  it('does not change a user ID', async () => {
    const sim = makeSim();
    const admin = await signedIn(sim);
    const partner = (await admin.post('/user/info', { userIdx: scopes(sim).partner })).body.data as User;
    expect((await admin.post('/user/store', asStored(partner, { userId: 'renamed' }))).body).toEqual({ result: FAILURE.REJECTED, message: 'The user ID cannot be changed' });
    expect((await admin.post('/user/store', asStored(partner, { userId: 'Partner' }))).body.result).toBe(0);
  });
});

describe('user.delete', () => {
  it('deletes a user with its sessions and divisions; nobody deletes themself', async () => {
    const sim = makeSim();
    const s = scopes(sim);
    const managerToken = await loginAs(sim, 'manager');
    const admin = await signedIn(sim);
    const self = await admin.get(`/user/delete/${s.admin}`);
    expect(self.body).toEqual({ result: FAILURE.REJECTED, message: 'You cannot delete your own account' });

    expect((await admin.get(`/user/delete/${s.manager}`)).body).toMatchObject({ result: 0 }); // a demo account: ADMIN may
    expect(value(sim, 'SELECT COUNT(*) FROM users WHERE userIdx = ?', s.manager)).toBe(0);
    expect(value(sim, 'SELECT COUNT(*) FROM user_divisions WHERE userIdx = ?', s.manager)).toBe(0);
    expect(value(sim, 'SELECT COUNT(*) FROM sessions WHERE userIdx = ?', s.manager)).toBe(0);
    expect((await client(sim, managerToken).post('/user/list')).status).toBe(403);
    expect((await admin.get(`/user/delete/${s.manager}`)).body).toEqual({ result: FAILURE.NOT_FOUND, message: 'User not found' });
  });

  it('lets a PARTNER delete its company’s users but not the demo accounts, another company’s or an ADMIN; a MANAGER none', async () => {
    const sim = makeSim();
    const s = scopes(sim);
    const partner = await signedIn(sim, 'partner');
    const manager = await signedIn(sim, 'manager');
    const created = await partner.post('/user/store', { ...newManager(sim), companyIdx: 1, divisionIdxList: [s.companyOnly] });
    const before = rows(sim, 'users');
    for (const [who, userIdx, message] of [
      [partner, s.manager, /no access/],
      [partner, s.foreignUser, /no access/],
      [partner, s.admin, /no access/],
      [manager, created.body.data.userIdx, /no permission/],
      [manager, s.manager, /no permission/],
    ] as const) {
      const res = await who.get(`/user/delete/${userIdx}`);
      expect({ userIdx, result: res.body.result }).toEqual({ userIdx, result: FAILURE.NOT_AUTHORIZED });
      expect(res.body.message).toMatch(message);
    }
    expect(rows(sim, 'users')).toEqual(before);
    expect((await partner.get(`/user/delete/${created.body.data.userIdx}`)).body.result).toBe(0);
    expect(rows(sim, 'users')).toHaveLength(before.length - 1);
  });
});

describe('user bad input', () => {
  it('answers BAD_INPUT naming the field and changes nothing', async () => {
    const sim = makeSim();
    const admin = await signedIn(sim);
    const before = rows(sim, 'users');
    const valid = newManager(sim);
    const stores: [object, RegExp][] = [
      [{ ...valid, userName: 42 }, /Name: must be text/],
      [{ ...valid, userName: undefined }, /Name: is required/],
      [{ ...valid, authType: 'ROOT' }, /Access level: /],
      [{ ...valid, userType: undefined }, /User type: is required/],
      [{ ...valid, password: 'short' }, /Password: must be at least 8 characters/],
      [{ ...valid, userId: 'ab' }, /User ID: must be at least 3 characters/],
      [{ ...valid, userId: '../admin' }, /User ID: may only use letters/],
      [{ ...valid, userIdx: 'abc' }, /User: must be a number/],
      [{ ...valid, userIdx: -1 }, /User: must be positive/],
      [{ ...valid, divisionIdxList: ['x'] }, /Divisions, row 1: must be a number/],
      [{ ...valid, role: 'boss' }, /role: is not a known field/],
      [{ ...valid, userName: '가'.repeat(100_000) }, /Name: must be at most 50 characters/],
      [{ ...valid, email: 'x'.repeat(300) }, /E-mail: must be at most 200 characters/],
    ];
    for (const [body, message] of stores) {
      const res = await admin.post('/user/store', body);
      expect({ body, result: res.body.result }).toEqual({ body, result: FAILURE.BAD_INPUT });
      expect(res.body.message).toMatch(message);
    }
    for (const body of [{ userIdx: 'abc' }, { userIdx: -1 }, { userIdx: 1, extra: true }]) {
      expect({ body, result: (await admin.post('/user/info', body)).body.result }).toEqual({ body, result: FAILURE.BAD_INPUT });
    }
    for (const body of [{ authType: 'ROOT' }, { userType: 1 }, { keyword: 'k'.repeat(201) }, { page: 0 }, { nickname: 'x' }]) {
      expect({ body, result: (await admin.post('/user/list', body)).body.result }).toEqual({ body, result: FAILURE.BAD_INPUT });
    }
    for (const idx of ['abc', '-1', '0', '1.5']) {
      const res = await admin.get(`/user/delete/${idx}`);
      expect({ idx, result: res.body.result }).toEqual({ idx, result: FAILURE.BAD_INPUT });
      expect(res.body.message).toMatch(/User: /);
    }
    expect(rows(sim, 'users')).toEqual(before);
  });
});
