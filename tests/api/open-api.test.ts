// Open API access: keys shown once, masked after, stored only as a hash; scoped like divisions.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FAILURE } from '../../contract/index';
import { column, makeSim, rows, scopes, signedIn, value } from './support';

type Access = { divisionIdx: number; enabled: boolean; apiKey: string | null; issuedDate: string | null };
const FULL_KEY = /^kc_live_[0-9a-f]{32}$/;
const maskOf = (key: string) => `kc_live_****${key.slice(-4)}`;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

async function listed(client: Awaited<ReturnType<typeof signedIn>>, divisionIdx: number): Promise<Access> {
  return (await client.post('/division/openApi/list', { divisionIdx })).body.data.list[0];
}

describe('division.openApiList', () => {
  it('lists every division in scope, closed and keyless until opened', async () => {
    const sim = makeSim();
    const s = scopes(sim);
    const all = (await (await signedIn(sim)).post('/division/openApi/list')).body.data;
    expect(all.totalCount).toBe(value(sim, 'SELECT COUNT(*) FROM divisions'));
    expect(all.list[0]).toEqual({
      divisionIdx: expect.any(Number),
      divisionName: expect.any(String),
      companyName: expect.any(String),
      enabled: false,
      apiKey: null,
      issuedDate: null,
    });
    const partnerList = (await (await signedIn(sim, 'partner')).post('/division/openApi/list')).body.data.list as Access[];
    expect(partnerList.map((a) => a.divisionIdx).sort((a, b) => a - b)).toEqual(column(sim, 'SELECT divisionIdx FROM divisions WHERE companyIdx = 1 ORDER BY divisionIdx'));
    const managerList = (await (await signedIn(sim, 'manager')).post('/division/openApi/list')).body.data.list as Access[];
    expect(managerList.map((a) => a.divisionIdx).sort((a, b) => a - b)).toEqual(s.managed);
    const paged = (await (await signedIn(sim)).post('/division/openApi/list', { page: 2, size: 3, companyIdx: 1 })).body.data;
    expect(paged.totalCount).toBe(value(sim, 'SELECT COUNT(*) FROM divisions WHERE companyIdx = 1'));
    expect(paged.list.length).toBe(Math.min(3, paged.totalCount - 3));
  });
});

describe('division.openApiStore', () => {
  it('issues a key on enabling, shows it in full once, then only masked; the database holds a hash', async () => {
    const sim = makeSim();
    const s = scopes(sim);
    const partner = await signedIn(sim, 'partner');
    const opened = await partner.post('/division/openApi/store', { divisionIdx: s.own, enabled: true });
    expect(opened.body).toMatchObject({ result: 0, data: { divisionIdx: s.own, enabled: true, apiKey: expect.stringMatching(FULL_KEY), issuedDate: expect.any(String) } });
    const key = opened.body.data.apiKey as string;

    expect(await listed(partner, s.own)).toMatchObject({ enabled: true, apiKey: maskOf(key), issuedDate: opened.body.data.issuedDate });
    const again = await partner.post('/division/openApi/store', { divisionIdx: s.own, enabled: true });
    expect(again.body.data.apiKey).toBe(maskOf(key)); // no second showing

    const row = sim.db!.prepare('SELECT * FROM division_open_api WHERE divisionIdx = ?').get(s.own) as { keyHash: string; keyLast4: string };
    expect(row).toMatchObject({ keyHash: sha256(key), keyLast4: key.slice(-4) });
    const everything = JSON.stringify(rows(sim, 'division_open_api'));
    expect(everything).not.toContain(key);
    expect(everything).not.toContain(key.slice('kc_live_'.length, -4));
  });

  it('regenerates a different key, and disabling keeps the key', async () => {
    const sim = makeSim();
    const admin = await signedIn(sim);
    const first = (await admin.post('/division/openApi/store', { divisionIdx: 3, enabled: true })).body.data.apiKey as string;
    const second = (await admin.post('/division/openApi/store', { divisionIdx: 3, enabled: true, regenerateKey: true })).body.data.apiKey as string;
    expect(second).toMatch(FULL_KEY);
    expect(second).not.toBe(first);
    expect(value<string>(sim, 'SELECT keyHash FROM division_open_api WHERE divisionIdx = 3')).toBe(sha256(second));

    const closed = await admin.post('/division/openApi/store', { divisionIdx: 3, enabled: false });
    expect(closed.body.data).toMatchObject({ enabled: false, apiKey: maskOf(second) });
    expect(await listed(admin, 3)).toMatchObject({ enabled: false, apiKey: maskOf(second) });
    const reopened = await admin.post('/division/openApi/store', { divisionIdx: 3, enabled: true });
    expect(reopened.body.data).toMatchObject({ enabled: true, apiKey: maskOf(second) }); // the same key, not a new one

    const disabledNever = await admin.post('/division/openApi/store', { divisionIdx: 4, enabled: false });
    expect(disabledNever.body.data).toMatchObject({ enabled: false, apiKey: null, issuedDate: null });
  });

  it('lets a MANAGER only look, and nobody touch another scope’s division', async () => {
    const sim = makeSim();
    const s = scopes(sim);
    const partner = await signedIn(sim, 'partner');
    const manager = await signedIn(sim, 'manager');
    for (const [who, divisionIdx, message] of [[manager, s.own, /no permission/], [partner, s.foreign, /no access/]] as const) {
      const res = await who.post('/division/openApi/store', { divisionIdx, enabled: true });
      expect({ divisionIdx, result: res.body.result }).toEqual({ divisionIdx, result: FAILURE.NOT_AUTHORIZED });
      expect(res.body.message).toMatch(message);
    }
    expect(rows(sim, 'division_open_api')).toEqual([]);
    expect((await partner.post('/division/openApi/store', { divisionIdx: 99999, enabled: true })).body).toEqual({ result: FAILURE.NOT_FOUND, message: 'Division not found' });
  });

  it('answers BAD_INPUT naming the field and changes nothing', async () => {
    const sim = makeSim();
    const admin = await signedIn(sim);
    const cases: [object, RegExp][] = [
      [{ divisionIdx: 1 }, /Enabled: is required/],
      [{ divisionIdx: 1, enabled: 'yes' }, /Enabled: /],
      [{ divisionIdx: 'abc', enabled: true }, /Division: must be a number/],
      [{ divisionIdx: -1, enabled: true }, /Division: must be positive/],
      [{ divisionIdx: 1, enabled: true, regenerateKey: 1 }, /New key: /],
      [{ divisionIdx: 1, enabled: true, apiKey: 'kc_live_mine' }, /apiKey: is not a known field/],
    ];
    for (const [body, message] of cases) {
      const res = await admin.post('/division/openApi/store', body);
      expect({ body, result: res.body.result }).toEqual({ body, result: FAILURE.BAD_INPUT });
      expect(res.body.message).toMatch(message);
    }
    for (const body of [{ keyword: 'x'.repeat(100_000) }, { page: -1 }, { enabled: true }]) {
      expect({ body, result: (await admin.post('/division/openApi/list', body)).body.result }).toEqual({ body, result: FAILURE.BAD_INPUT });
    }
    expect(rows(sim, 'division_open_api')).toEqual([]);
  });
});
