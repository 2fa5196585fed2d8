// One trainee's deletes and reset leave every other sandbox as it was: content compared table by
// table without keys (classroom-support.ts), before and after.
import { describe, expect, it } from 'vitest';
import { FAILURE } from '../../contract/index';
import { contentHashes, makeClass, ownedCounts, simClient, stockViolations, trainer } from './classroom-support';
import { client, column, loginWith, makeSim, value } from './support';

const TIMEOUT = 180_000;
const TEMPLATE = 1;
const ok = (res: { body: { result: unknown } }) => expect(Number(res.body.result)).toBe(0);

describe('trainee sandboxes stay apart', () => {
  it('keeps trainee B’s sandbox unchanged while trainee A deletes a promotion, empties and archives a device, deletes a card and is reset', async () => {
    const sim = makeSim({ preset: 'training' });
    const room = await trainer(sim);
    const [a, b] = await makeClass(room, 2);
    const asA = client(sim, await loginWith(sim, a!.userId, a!.password));
    const bBefore = contentHashes(sim, b!.companyIdx);
    const aBefore = contentHashes(sim, a!.companyIdx);
    const fleetOf = async () => ((await room.get('/fleet')).body.data.kiosks as { deviceIdx: number }[]).map((k) => k.deviceIdx);
    const kiosks = (await fleetOf()).length;

    // A promotion that priced no sale can be deleted; one that did is history.
    const promotionIdx = value(sim, `SELECT MIN(promotionIdx) FROM promotions WHERE companyIdx = ? AND promotionIdx NOT IN (SELECT promotionIdx FROM payment_lines WHERE promotionIdx IS NOT NULL)`, a!.companyIdx);
    ok(await asA.get(`/promotion/delete/${promotionIdx}`));
    const deviceIdx = value(sim, `SELECT MIN(v.deviceIdx) FROM devices v JOIN divisions d USING (divisionIdx) WHERE d.companyIdx = ? AND v.archivedDate IS NULL AND EXISTS (SELECT 1 FROM product_mappings m WHERE m.deviceIdx = v.deviceIdx AND m.stock > 0)`, a!.companyIdx);
    const placements = column(sim, 'SELECT productMappingIdx FROM product_mappings WHERE deviceIdx = ? AND removedDate IS NULL', deviceIdx);
    ok(await asA.post('/product/delete', { productMappingIdxList: placements, discard: true }));
    ok(await asA.get(`/device/delete/${deviceIdx}`));
    const cardIdx = value(sim, 'SELECT MIN(employeeUidIdx) FROM employee_uids WHERE companyIdx = ? AND deletedDate IS NULL', a!.companyIdx);
    ok(await asA.get(`/employee-uid/delete/${cardIdx}`));
    // A store manager's account A makes is part of A's sandbox (its user ID is free again after a reset).
    const store = value(sim, `SELECT MIN(divisionIdx) FROM divisions WHERE companyIdx = ? AND divisionType = 'STORE'`, a!.companyIdx);
    const manager = { userId: 't01-manager', password: 'manager-pass-01', userName: '점장', userType: 'BUSINESS', authType: 'MANAGER', divisionIdxList: [store] };
    ok(await asA.post('/user/store', manager));
    const managerToken = await loginWith(sim, manager.userId, manager.password);
    // A reaches nothing of B's.
    const bPromotion = value(sim, 'SELECT MIN(promotionIdx) FROM promotions WHERE companyIdx = ?', b!.companyIdx);
    expect((await asA.get(`/promotion/delete/${bPromotion}`)).body.result).toBe(FAILURE.NOT_AUTHORIZED);

    const aChanged = contentHashes(sim, a!.companyIdx);
    for (const table of ['promotions', 'devices', 'product_transactions', 'employee_uids']) expect({ table, changed: aChanged[table] !== aBefore[table] }).toEqual({ table, changed: true });
    expect(contentHashes(sim, b!.companyIdx)).toEqual(bBefore);

    // A's reset puts A's sandbox back as the template holds it; B's stays as it was; A stays signed in.
    const reset = await room.post(`/classroom/${a!.userId}/reset`);
    expect([reset.body.result, reset.body.data]).toEqual([0, { userId: a!.userId, companyIdx: a!.companyIdx, resets: 1 }]);
    expect(contentHashes(sim, b!.companyIdx)).toEqual(bBefore);
    expect(ownedCounts(sim, a!.companyIdx)).toEqual(ownedCounts(sim, TEMPLATE));
    expect(value(sim, 'SELECT COUNT(*) FROM devices v JOIN divisions d USING (divisionIdx) WHERE d.companyIdx = ? AND v.archivedDate IS NOT NULL', a!.companyIdx))
      .toBe(value(sim, 'SELECT COUNT(*) FROM devices v JOIN divisions d USING (divisionIdx) WHERE d.companyIdx = ? AND v.archivedDate IS NOT NULL', TEMPLATE));
    expect(value<string>(sim, 'SELECT companyName FROM companies WHERE companyIdx = ?', a!.companyIdx)).toBe(a!.companyName);
    const revenue = async (who: ReturnType<typeof client>) => (await who.post('/statistics/revenue-report/list', { page: 1, size: 100 })).body.data;
    expect(await revenue(asA)).toEqual(await revenue(client(sim, await loginWith(sim, b!.userId, b!.password))));
    const tree = (await asA.get('/tree/list')).body.data as { companyIdx: number; divisionList: { deviceList: unknown[] }[] }[];
    expect(tree.map((c) => c.companyIdx)).toEqual([a!.companyIdx]);
    expect(tree[0]!.divisionList.flatMap((d) => d.deviceList)).toHaveLength(
      value(sim, 'SELECT COUNT(*) FROM devices v JOIN divisions d USING (divisionIdx) WHERE d.companyIdx = ? AND v.archivedDate IS NULL', TEMPLATE),
    );
    expect(value(sim, 'SELECT COUNT(*) FROM users WHERE userId = ?', manager.userId)).toBe(0);
    expect((await client(sim, managerToken).post('/company/list', {})).status).toBe(403);
    const newStore = value(sim, `SELECT MIN(divisionIdx) FROM divisions WHERE companyIdx = ? AND divisionType = 'STORE'`, a!.companyIdx);
    ok(await asA.post('/user/store', { ...manager, divisionIdxList: [newStore] }));
    const board = (await room.get('/classroom')).body.data.trainees as { userId: string; resets: number }[];
    expect(board.map((t) => [t.userId, t.resets])).toEqual([[a!.userId, 1], [b!.userId, 0]]);
    // The fleet runs A's new kiosks in place of the old ones.
    const fleet = await fleetOf();
    expect(fleet).toHaveLength(kiosks);
    const aKiosks = column(sim, 'SELECT v.deviceIdx FROM devices v JOIN divisions d USING (divisionIdx) WHERE d.companyIdx = ? AND v.archivedDate IS NULL', a!.companyIdx);
    expect(aKiosks.every((k) => fleet.includes(k))).toBe(true);
    expect(fleet).not.toContain(deviceIdx);
    expect(sim.db!.pragma('foreign_key_check')).toEqual([]);
    expect(stockViolations(sim)).toEqual([]);

    // Reset names a trainee of the class, nobody else.
    const notTrainee = await room.post('/classroom/partner/reset');
    expect([notTrainee.body.result, notTrainee.body.message]).toEqual([FAILURE.REJECTED, 'partner is not a trainee of this class']);
  }, TIMEOUT);

  it('aims a fault at trainee A only, and A’s reset (or the end of the class) takes it away, with the faults A and C set themselves', async () => {
    const sim = makeSim({ preset: 'training' });
    const room = await trainer(sim);
    const [a, b, c] = await makeClass(room, 3);
    const tokenA = await loginWith(sim, a!.userId, a!.password);
    const tokenC = await loginWith(sim, c!.userId, c!.password);
    const asA = client(sim, tokenA);
    const asB = client(sim, await loginWith(sim, b!.userId, b!.password));
    const asC = client(sim, tokenC);
    ok(await room.post('/faults', { kind: 'error', method: 'POST', path: '/device/*', userId: a!.userId }));
    ok(await room.post('/faults', { kind: 'error', method: 'POST', path: '/device/*', userId: c!.userId }));
    expect((await asA.post('/device/list', {})).body.result).toBe(FAILURE.REJECTED);
    ok(await asB.post('/device/list', {}));
    // Faults a trainee sets on its own session are its own too.
    const ownFault = (who: ReturnType<typeof simClient>) => who.post('/faults', { kind: 'latency', delayMs: 1, path: '/dashboard/info', sessionOnly: true });
    const simA = simClient(sim, tokenA);
    const simC = simClient(sim, tokenC);
    ok(await ownFault(simA));
    ok(await ownFault(simC));
    ok(await ownFault(simC));
    const aimed = async () => ((await room.get('/faults')).body.data.list as { userId: string | null; setBy: string }[]).map((f) => f.userId ?? `by ${f.setBy}`);
    expect(await aimed()).toEqual([a!.userId, c!.userId, `by ${a!.userId}`, `by ${c!.userId}`, `by ${c!.userId}`]);

    ok(await room.post(`/classroom/${a!.userId}/reset`));
    ok(await asA.post('/device/list', {}));
    expect(await aimed()).toEqual([c!.userId, `by ${c!.userId}`, `by ${c!.userId}`]);
    expect((await asC.post('/device/list', {})).body.result).toBe(FAILURE.REJECTED);
    // The trainer's "clear their faults" (the board row's menu) takes what C set as well as what was aimed at C.
    const cleared = await room.post('/faults/clear', { userId: c!.userId });
    expect([cleared.body.result, cleared.body.data.cleared]).toEqual([0, 3]);
    ok(await asC.post('/device/list', {}));
    ok(await ownFault(simC));
    ok(await room.post('/classroom/end'));
    expect(await aimed()).toEqual([]);
  }, TIMEOUT);
});
