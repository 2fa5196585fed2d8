// Employee settings of a division: the point reset policy and the UID time slots.
import { describe, expect, it } from 'vitest';
import { FAILURE } from '../../contract/index';
import { recordText, resetMemo } from '../../sim-server/src/record-text';
import { column, makeSim, rows, scopes, signedIn, step, value } from './support';

type Sim = ReturnType<typeof makeSim>;
const policy = (divisionIdx: number, extra: object = {}) => ({ divisionIdx, resetCycle: 'WEEKLY', resetDay: 1, resetPoint: 20000, ...extra });
const slot = (divisionIdx: number, startTime: string, endTime: string) => ({ divisionIdx, startTime, endTime });
/** A division of company 1 with or without a seeded reset policy (the manager may run it or not). */
const divisionWith = (sim: Sim, has: boolean, among: number[]) =>
  value(sim, `SELECT divisionIdx FROM divisions WHERE divisionIdx IN (${among.join(',')}) AND divisionIdx ${has ? '' : 'NOT'} IN (SELECT divisionIdx FROM employee_reset_policies)`);
const allDivisions = (sim: Sim) => column(sim, 'SELECT divisionIdx FROM divisions');

describe('employee reset policy', () => {
  it('answers a division’s policy, or null when it has none', async () => {
    const sim = makeSim();
    const admin = await signedIn(sim);
    const withPolicy = divisionWith(sim, true, allDivisions(sim));
    const without = divisionWith(sim, false, allDivisions(sim));
    const res = await admin.get(`/employee-reset-policy/info/${withPolicy}`);
    expect(res.body).toEqual({
      result: 0,
      message: 'Normally processed',
      data: sim.db!.prepare('SELECT * FROM employee_reset_policies WHERE divisionIdx = ?').get(withPolicy),
    });
    expect((await admin.get(`/employee-reset-policy/info/${without}`)).body).toMatchObject({ result: 0, data: null });
    expect((await admin.get('/employee-reset-policy/info/99999')).body).toEqual({ result: FAILURE.NOT_FOUND, message: 'Division not found' });
  });

  it('registers once ("registered"), refuses a second registration, and modifies ("modified")', async () => {
    const sim = makeSim();
    const admin = await signedIn(sim);
    const idx = divisionWith(sim, false, allDivisions(sim));
    const stored = await admin.post('/employee-reset-policy/store', policy(idx));
    expect(stored.body).toMatchObject({ result: 0, message: 'registered', data: { divisionIdx: idx, resetCycle: 'WEEKLY', resetDay: 1, resetPoint: 20000 } });
    const policyIdx = stored.body.data.employeeResetPolicyIdx as number;

    const before = rows(sim, 'employee_reset_policies');
    const twice = await admin.post('/employee-reset-policy/store', policy(idx, { resetPoint: 1 }));
    expect(twice.body).toEqual({ result: FAILURE.REJECTED, message: 'This division already has a reset policy; modify it instead' });
    expect(rows(sim, 'employee_reset_policies')).toEqual(before);

    const updated = await admin.post('/employee-reset-policy/update', policy(idx, { employeeResetPolicyIdx: policyIdx, resetCycle: 'MONTHLY', resetDay: 25, resetPoint: 50000 }));
    expect(updated.body).toMatchObject({ result: 0, message: 'modified', data: { employeeResetPolicyIdx: policyIdx, resetCycle: 'MONTHLY', resetDay: 25, resetPoint: 50000 } });
    expect((await admin.get(`/employee-reset-policy/info/${idx}`)).body.data).toMatchObject({ resetCycle: 'MONTHLY', resetDay: 25 });
    const ko = await signedIn(sim, 'admin', 'ko');
    expect((await ko.post('/employee-reset-policy/update', policy(idx, { employeeResetPolicyIdx: policyIdx }))).body.message).toBe('수정되었습니다.');
  });

  it('grants a new policy’s point to every card of the division at once; a changed point applies from the next reset', async () => {
    const sim = makeSim();
    const admin = await signedIn(sim);
    const idx = divisionWith(sim, false, allDivisions(sim));
    const stored = await admin.post('/employee-uid/store', { divisionIdx: idx, uid: 'C0FFEE01', employeeName: '박사원', employeeNo: 'E20001', enabled: true });
    const card = stored.body.data.employeeUidIdx as number;
    const log = () => sim.db!.prepare('SELECT point, balance, reason, memo, createdDate FROM employee_point_logs WHERE employeeUidIdx = ? ORDER BY employeePointLogIdx').all(card);
    expect(log()).toEqual([]);

    // Saturday 2026-11-21 09:00 KST: the weekly policy (Mondays) grants now, not on Monday.
    const policyIdx = (await admin.post('/employee-reset-policy/store', policy(idx, { resetPoint: 20000 }))).body.data.employeeResetPolicyIdx as number;
    const granted = { point: 20000, balance: 20000, reason: 'RESET', memo: recordText('policyStarted'), createdDate: '2026-11-21 09:00:00' };
    expect(log()).toEqual([granted]);
    expect(value(sim, 'SELECT point FROM employee_uids WHERE employeeUidIdx = ?', card)).toBe(20000);

    // A new amount waits for the next reset (Monday 00:00 KST).
    await admin.post('/employee-reset-policy/update', policy(idx, { employeeResetPolicyIdx: policyIdx, resetPoint: 30000 }));
    expect(value(sim, 'SELECT point FROM employee_uids WHERE employeeUidIdx = ?', card)).toBe(20000);
    await step(sim, 3 * 24 * 60 * 60 * 1000);
    expect(log()).toEqual([granted, { point: 10000, balance: 30000, reason: 'RESET', memo: resetMemo('WEEKLY'), createdDate: '2026-11-23 00:00:00' }]);
  }, 120_000);

  it('updates a policy only through its own division', async () => {
    const sim = makeSim();
    const admin = await signedIn(sim);
    const [a, b] = column(sim, 'SELECT divisionIdx FROM employee_reset_policies ORDER BY divisionIdx LIMIT 2');
    const policyOfA = value(sim, 'SELECT employeeResetPolicyIdx FROM employee_reset_policies WHERE divisionIdx = ?', a);
    const before = rows(sim, 'employee_reset_policies');
    const res = await admin.post('/employee-reset-policy/update', policy(b!, { employeeResetPolicyIdx: policyOfA }));
    expect(res.body).toEqual({ result: FAILURE.REJECTED, message: 'The reset policy belongs to another division' });
    const missing = await admin.post('/employee-reset-policy/update', policy(a!, { employeeResetPolicyIdx: 99999 }));
    expect(missing.body).toEqual({ result: FAILURE.NOT_FOUND, message: 'Reset policy not found' });
    expect(rows(sim, 'employee_reset_policies')).toEqual(before);
  });

  it('keeps PARTNER and MANAGER to their own divisions', async () => {
    const sim = makeSim();
    const s = scopes(sim);
    const partner = await signedIn(sim, 'partner');
    const manager = await signedIn(sim, 'manager');
    const foreignPolicy = sim.db!.prepare('SELECT * FROM employee_reset_policies WHERE divisionIdx NOT IN (SELECT divisionIdx FROM divisions WHERE companyIdx = 1)').get() as {
      employeeResetPolicyIdx: number;
      divisionIdx: number;
    };
    const before = rows(sim, 'employee_reset_policies');
    const calls: [typeof partner, string, object | null][] = [
      [partner, `/employee-reset-policy/info/${s.foreign}`, null],
      [manager, `/employee-reset-policy/info/${s.companyOnly}`, null],
      [partner, '/employee-reset-policy/store', policy(s.foreign)],
      [manager, '/employee-reset-policy/store', policy(s.companyOnly)],
      [partner, '/employee-reset-policy/update', policy(foreignPolicy.divisionIdx, { employeeResetPolicyIdx: foreignPolicy.employeeResetPolicyIdx })],
      [partner, '/employee-reset-policy/update', policy(s.own, { employeeResetPolicyIdx: foreignPolicy.employeeResetPolicyIdx })],
    ];
    for (const [who, path, body] of calls) {
      const res = body ? await who.post(path, body) : await who.get(path);
      expect({ path, body, result: res.body.result }).toEqual({ path, body, result: FAILURE.NOT_AUTHORIZED });
    }
    expect(rows(sim, 'employee_reset_policies')).toEqual(before);
    const own = divisionWith(sim, false, s.managed) ?? s.own;
    const existing = value(sim, 'SELECT employeeResetPolicyIdx FROM employee_reset_policies WHERE divisionIdx = ?', own);
    const res = existing
      ? await manager.post('/employee-reset-policy/update', policy(own, { employeeResetPolicyIdx: existing }))
      : await manager.post('/employee-reset-policy/store', policy(own));
    expect(res.body.result).toBe(0);
  });

  it('answers BAD_INPUT naming the field, including a day that does not fit the cycle', async () => {
    const sim = makeSim();
    const admin = await signedIn(sim);
    const before = rows(sim, 'employee_reset_policies');
    const cases: [string, object, RegExp][] = [
      ['store', policy(1, { resetCycle: 'DAILY', resetDay: 3 }), /Reset day: must be 0 for DAILY/],
      ['store', policy(1, { resetCycle: 'WEEKLY', resetDay: 0 }), /Reset day: must be 1–7 for WEEKLY/],
      ['store', policy(1, { resetCycle: 'MONTHLY', resetDay: 29 }), /Reset day: /],
      ['store', policy(1, { resetCycle: 'YEARLY' }), /Reset cycle: /],
      ['store', policy(1, { resetPoint: -5 }), /Points per reset: /],
      ['store', policy(1, { resetPoint: '100' }), /Points per reset: /],
      ['store', policy(1, { divisionIdx: 'abc' }), /Division: must be a number/],
      ['store', policy(1, { employeeResetPolicyIdx: 1 }), /Reset policy: is not a known field/],
      ['store', { divisionIdx: 1 }, /Reset cycle: is required/],
      ['update', policy(1), /Reset policy: is required/],
      ['update', policy(1, { employeeResetPolicyIdx: -1 }), /Reset policy: must be positive/],
      ['update', policy(1, { employeeResetPolicyIdx: 1, note: 'n'.repeat(100_000) }), /note: is not a known field/],
    ];
    for (const [action, body, message] of cases) {
      const res = await admin.post(`/employee-reset-policy/${action}`, body);
      expect({ action, body, result: res.body.result }).toEqual({ action, body, result: FAILURE.BAD_INPUT });
      expect(res.body.message).toMatch(message);
    }
    for (const idx of ['abc', '-1']) expect((await admin.get(`/employee-reset-policy/info/${idx}`)).body.result).toBe(FAILURE.BAD_INPUT);
    expect(rows(sim, 'employee_reset_policies')).toEqual(before);
  });
});

describe('employee UID time slots', () => {
  it('lists a store’s slots in the order of the day', async () => {
    const sim = makeSim();
    const admin = await signedIn(sim);
    const store = value(sim, 'SELECT divisionIdx FROM employee_uid_times GROUP BY divisionIdx HAVING COUNT(*) > 1');
    const res = (await admin.get(`/employee-uid-time/list/${store}`)).body.data;
    expect(res.totalCount).toBe(value(sim, 'SELECT COUNT(*) FROM employee_uid_times WHERE divisionIdx = ?', store));
    expect(res.list.map((t: { startTime: string }) => t.startTime)).toEqual(column<string>(sim, 'SELECT startTime FROM employee_uid_times WHERE divisionIdx = ? ORDER BY startTime', store));
    expect(res.list[0]).toEqual({ employeeUidTimeIdx: expect.any(Number), divisionIdx: store, startTime: expect.stringMatching(/^\d{2}:\d{2}$/), endTime: expect.any(String), createdDate: expect.any(String) });
  });

  it('adds a slot ("registered"), refuses an overlap, allows touching ends, and deletes ("deleted")', async () => {
    const sim = makeSim();
    const admin = await signedIn(sim);
    const idx = (await admin.post('/division/store', { companyIdx: 1, divisionName: '시간대 시험점' })).body.data.divisionIdx as number;
    const added = await admin.post('/employee-uid-time/store', slot(idx, '09:00', '12:00'));
    expect(added.body).toMatchObject({ result: 0, message: 'registered', data: { divisionIdx: idx, startTime: '09:00', endTime: '12:00' } });

    const before = rows(sim, 'employee_uid_times');
    for (const [start, end] of [['11:00', '13:00'], ['08:00', '09:01'], ['09:30', '10:00'], ['08:00', '13:00'], ['09:00', '12:00']]) {
      const res = await admin.post('/employee-uid-time/store', slot(idx, start!, end!));
      expect({ start, end, body: res.body }).toEqual({
        start,
        end,
        body: { result: FAILURE.REJECTED, message: 'The time slot overlaps the existing slot 09:00–12:00 of this division' },
      });
    }
    expect(rows(sim, 'employee_uid_times')).toEqual(before);

    expect((await admin.post('/employee-uid-time/store', slot(idx, '12:00', '13:00'))).body.result).toBe(0);
    expect((await admin.post('/employee-uid-time/store', slot(idx, '07:00', '09:00'))).body.result).toBe(0);
    const other = (await admin.post('/division/store', { companyIdx: 1, divisionName: '옆 매장' })).body.data.divisionIdx as number;
    expect((await admin.post('/employee-uid-time/store', slot(other, '09:30', '10:00'))).body.result).toBe(0); // each division apart
    const list = (await admin.get(`/employee-uid-time/list/${idx}`)).body.data.list as { employeeUidTimeIdx: number; startTime: string }[];
    expect(list.map((t) => t.startTime)).toEqual(['07:00', '09:00', '12:00']);

    const deleted = await admin.get(`/employee-uid-time/delete/${list[1]!.employeeUidTimeIdx}`);
    expect(deleted.body).toEqual({ result: 0, message: 'deleted' });
    expect((await admin.get(`/employee-uid-time/list/${idx}`)).body.data.list.map((t: { startTime: string }) => t.startTime)).toEqual(['07:00', '12:00']);
    expect((await admin.get(`/employee-uid-time/delete/${list[1]!.employeeUidTimeIdx}`)).body).toEqual({ result: FAILURE.NOT_FOUND, message: 'Time slot not found' });
    expect((await admin.post('/employee-uid-time/store', slot(idx, '10:00', '11:00'))).body.result).toBe(0); // the freed time
  });

  it('refuses a slot that does not end after it starts', async () => {
    const sim = makeSim();
    const admin = await signedIn(sim);
    const before = rows(sim, 'employee_uid_times');
    for (const [start, end] of [['10:00', '10:00'], ['18:00', '09:00']]) {
      const res = await admin.post('/employee-uid-time/store', slot(1, start!, end!));
      expect(res.body).toMatchObject({ result: FAILURE.BAD_INPUT, message: 'Invalid input — End time: must be after the start' });
    }
    expect(rows(sim, 'employee_uid_times')).toEqual(before);
  });

  it('keeps PARTNER and MANAGER to their own divisions', async () => {
    const sim = makeSim();
    const s = scopes(sim);
    const partner = await signedIn(sim, 'partner');
    const manager = await signedIn(sim, 'manager');
    const foreignSlot = value(sim, 'SELECT employeeUidTimeIdx FROM employee_uid_times WHERE divisionIdx NOT IN (SELECT divisionIdx FROM divisions WHERE companyIdx = 1)');
    const companySlot = value(sim, `SELECT employeeUidTimeIdx FROM employee_uid_times WHERE divisionIdx = ?`, s.companyOnly);
    const before = rows(sim, 'employee_uid_times');
    const calls: [typeof partner, string, object | null][] = [
      [partner, `/employee-uid-time/list/${s.foreign}`, null],
      [manager, `/employee-uid-time/list/${s.companyOnly}`, null],
      [partner, '/employee-uid-time/store', slot(s.foreign, '00:00', '00:30')],
      [manager, '/employee-uid-time/store', slot(s.companyOnly, '00:00', '00:30')],
      [partner, `/employee-uid-time/delete/${foreignSlot}`, null],
      [manager, `/employee-uid-time/delete/${foreignSlot}`, null],
      ...(companySlot ? [[manager, `/employee-uid-time/delete/${companySlot}`, null] as [typeof partner, string, null]] : []),
    ];
    for (const [who, path, body] of calls) {
      const res = body ? await who.post(path, body) : await who.get(path);
      expect({ path, result: res.body.result }).toEqual({ path, result: FAILURE.NOT_AUTHORIZED });
      expect(res.body.message).toBe('You have no access to this record');
    }
    expect(rows(sim, 'employee_uid_times')).toEqual(before);
    expect((await manager.post('/employee-uid-time/store', slot(s.own, '00:00', '00:30'))).body.result).toBe(0);
    expect((await partner.get(`/employee-uid-time/list/${s.companyOnly}`)).body.result).toBe(0);
  });

  it('answers BAD_INPUT naming the field and changes nothing', async () => {
    const sim = makeSim();
    const admin = await signedIn(sim);
    const before = rows(sim, 'employee_uid_times');
    const cases: [object, RegExp][] = [
      [slot(1, '9:00', '10:00'), /Start time: must be HH:mm/],
      [slot(1, '09:00', '24:00'), /End time: must be HH:mm/],
      [{ divisionIdx: 1, startTime: '09:00' }, /End time: is required/],
      [{ ...slot(1, '09:00', '10:00'), divisionIdx: 'abc' }, /Division: must be a number/],
      [{ ...slot(1, '09:00', '10:00'), divisionIdx: -1 }, /Division: must be positive/],
      [{ ...slot(1, '09:00', '10:00'), weekday: 'MON' }, /weekday: is not a known field/],
      [slot(1, '0'.repeat(100_000), '10:00'), /Start time: must be HH:mm/],
    ];
    for (const [body, message] of cases) {
      const res = await admin.post('/employee-uid-time/store', body);
      expect({ body, result: res.body.result }).toEqual({ body, result: FAILURE.BAD_INPUT });
      expect(res.body.message).toMatch(message);
    }
    for (const idx of ['abc', '-1', '0']) {
      expect((await admin.get(`/employee-uid-time/list/${idx}`)).body.message).toMatch(/Division: /);
      expect((await admin.get(`/employee-uid-time/delete/${idx}`)).body.message).toMatch(/Time slot: /);
    }
    expect(rows(sim, 'employee_uid_times')).toEqual(before);
  });
});
