// Who may read the class board and the cards, reset a trainee or end the class: ADMIN only. A
// trainee, a store manager and a PARTNER outside the class are told no (HTTP 200, result 4, without
// the words that sign a console out); a call without a session gets 403. Nothing changes.
import { describe, expect, it } from 'vitest';
import { FAILURE, SIM_CLASSROOM } from '../../contract/index';
import { givePassword, makeClass, simClient, trainer } from './classroom-support';
import { loginWith, makeSim, rows } from './support';

const TIMEOUT = 180_000;

describe('the class board and the class calls', () => {
  it('answers ADMIN only; a trainee, a manager and another partner are refused, a call without a session gets 403', async () => {
    const sim = makeSim({ preset: 'training' });
    const room = await trainer(sim);
    const [card] = await makeClass(room, 2);
    // Accounts with passwords of their own sign in while a class runs.
    const manager = simClient(sim, await loginWith(sim, 'manager', givePassword(sim, 'manager')));
    const partner = simClient(sim, await loginWith(sim, 'partner02', givePassword(sim, 'partner02')));
    const trainee = simClient(sim, await loginWith(sim, card!.userId, card!.password));
    const nobody = simClient(sim, null);

    const board = await room.get('/classroom');
    expect(board.body.result).toBe(0);
    expect(board.body.data.trainees).toHaveLength(2);

    const state = () => ['users', 'companies', 'classrooms', 'classroom_trainees', 'devices'].map((t) => rows(sim, t));
    const before = state();
    const calls = Object.values(SIM_CLASSROOM).filter((call) => call.access === 'admin').map((call) => ({ method: call.method, path: call.path.slice('/sim'.length).replace(':userId', card!.userId) }));
    for (const [who, as] of [['trainee', trainee], ['manager', manager], ['partner02', partner]] as const) {
      for (const { method, path } of calls) {
        const res = method === 'GET' ? await as.get(path) : await as.post(path, { trainees: 2 });
        expect({ who, path, status: res.status, result: res.body.result }).toEqual({ who, path, status: 200, result: FAILURE.NOT_AUTHORIZED });
        expect(res.body.message).not.toMatch(/not authorized|expired/i);
        expect(res.body.data).toBeUndefined();
      }
    }
    for (const { method, path } of calls) {
      const res = method === 'GET' ? await nobody.get(path) : await nobody.post(path, { trainees: 2 });
      expect({ path, status: res.status }).toEqual({ path, status: 403 });
    }
    expect(state()).toEqual(before);
    expect((await room.get('/classroom/accounts')).body.data.trainees.map((t: { password: string }) => t.password)).toContain(card!.password);
  }, TIMEOUT);
});
