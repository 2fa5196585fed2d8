// Role scoping: ADMIN everything, PARTNER its company, MANAGER its divisions.
import { describe, expect, it } from 'vitest';
import { FAILURE, type TreeCompany } from '../../contract/index';
import { makeSim, signedIn } from './support';

const ids = (list: { companyIdx: number }[]) => list.map((c) => c.companyIdx).sort((a, b) => a - b);

describe('scope', () => {
  it('shows a PARTNER only its own company', async () => {
    const sim = makeSim();
    const partner = await signedIn(sim, 'partner');
    const list = (await partner.post('/company/list')).body.data;
    expect(ids(list.list)).toEqual([1]);
    expect(list.totalCount).toBe(1);
    expect((await partner.get('/company/info/1')).body.result).toBe(0);
  });

  it('answers NOT_AUTHORIZED for another company’s record and changes nothing', async () => {
    const sim = makeSim();
    const partner = await signedIn(sim, 'partner');
    const res = await partner.get('/company/info/2');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ result: FAILURE.NOT_AUTHORIZED, message: expect.stringMatching(/no access to this record/) });
    const ko = await signedIn(sim, 'partner', 'ko');
    const koMessage = (await ko.get('/company/info/2')).body.message as string;
    expect(koMessage).toContain('권한');
    // Must not contain the words that make the console end the session (spec §8).
    expect(koMessage).not.toMatch(/not authorized|expired/i);
  });

  it('shows a MANAGER the company of its divisions and only those divisions in the tree', async () => {
    const sim = makeSim();
    const manager = await signedIn(sim, 'manager');
    const mine = (sim.db!.prepare(`SELECT divisionIdx FROM user_divisions JOIN users USING (userIdx) WHERE userId = 'manager'`).pluck().all() as number[]).sort();
    const companyDivisions = sim.db!.prepare('SELECT COUNT(*) FROM divisions WHERE companyIdx = 1').pluck().get() as number;
    expect(mine.length).toBeGreaterThan(0);
    expect(companyDivisions).toBeGreaterThan(mine.length); // so the test can tell the scopes apart

    const tree = (await manager.get('/tree/list')).body.data as TreeCompany[];
    expect(tree.map((c) => c.companyIdx)).toEqual([1]);
    expect(tree[0]!.divisionList.map((d) => d.divisionIdx).sort()).toEqual(mine);
    const devices = sim.db!.prepare(`SELECT deviceIdx FROM devices WHERE divisionIdx IN (${mine.join(',')}) ORDER BY deviceIdx`).pluck().all();
    expect(tree[0]!.divisionList.flatMap((d) => d.deviceList.map((v) => v.deviceIdx)).sort((a, b) => a - b)).toEqual(devices);

    expect(ids((await manager.post('/company/list')).body.data.list)).toEqual([1]);
    expect((await manager.get('/company/info/3')).body.result).toBe(FAILURE.NOT_AUTHORIZED);
  });

  it('gives ADMIN the whole tree and a PARTNER its company’s whole subtree', async () => {
    const sim = makeSim();
    const count = (sql: string) => sim.db!.prepare(sql).pluck().get() as number;
    const adminTree = (await (await signedIn(sim)).get('/tree/list')).body.data as TreeCompany[];
    expect(adminTree).toHaveLength(count('SELECT COUNT(*) FROM companies'));
    expect(adminTree.flatMap((c) => c.divisionList)).toHaveLength(count('SELECT COUNT(*) FROM divisions'));
    expect(adminTree.flatMap((c) => c.divisionList.flatMap((d) => d.deviceList))).toHaveLength(count('SELECT COUNT(*) FROM devices'));

    const partnerTree = (await (await signedIn(sim, 'partner')).get('/tree/list')).body.data as TreeCompany[];
    expect(partnerTree.map((c) => c.companyIdx)).toEqual([1]);
    expect(partnerTree[0]!.divisionList).toHaveLength(count('SELECT COUNT(*) FROM divisions WHERE companyIdx = 1'));
  });

  it('counts the dashboard from the tables, within the scope', async () => {
    const sim = makeSim();
    const count = (sql: string) => sim.db!.prepare(sql).pluck().get() as number;
    const admin = (await (await signedIn(sim)).get('/dashboard/info')).body.data;
    expect(admin).toMatchObject({
      companyCount: count('SELECT COUNT(*) FROM companies'),
      divisionCount: count('SELECT COUNT(*) FROM divisions'),
      deviceCount: count('SELECT COUNT(*) FROM devices'),
      onlineDeviceCount: count(`SELECT COUNT(*) FROM devices WHERE status = 'ONLINE'`),
      offlineDeviceCount: count(`SELECT COUNT(*) FROM devices WHERE status = 'OFFLINE'`),
      faultDeviceCount: count(`SELECT COUNT(*) FROM devices WHERE status = 'FAULT'`),
      openFaultCount: count(`SELECT COUNT(*) FROM fault_notices WHERE state <> 'RESOLVED'`),
    });
    expect(admin.openFaultCount).toBeGreaterThan(0);
    expect(admin.generatedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const partner = (await (await signedIn(sim, 'partner')).get('/dashboard/info')).body.data;
    expect(partner.companyCount).toBe(1);
    expect(partner.divisionCount).toBe(count('SELECT COUNT(*) FROM divisions WHERE companyIdx = 1'));
    expect(partner.deviceCount).toBe(count('SELECT COUNT(*) FROM devices JOIN divisions USING (divisionIdx) WHERE companyIdx = 1'));
    expect(partner.deviceCount).toBeLessThan(admin.deviceCount);
  });
});
