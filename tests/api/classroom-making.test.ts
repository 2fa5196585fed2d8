// Making and ending a class hold no other request for long (issue 26): the class is made and ended
// one trainee at a time, other requests answered between them; a class that fails part-way leaves
// nothing of itself, and one the process stopped making is removed at the next start.
import { describe, expect, it } from 'vitest';
import { FAILURE } from '../../contract/index';
import { TRAINER_PASSWORD, makeClass, simClient, trainer, trainingImage } from './classroom-support';
import { client, loginWith, makeSim, value } from './support';

const TIMEOUT = 180_000;
const trainingWorld = trainingImage();

/** Reads the board one call after another until `done` settles; answers every trainee count it saw. */
async function boardWhile(room: ReturnType<typeof simClient>, done: Promise<unknown>): Promise<number[]> {
  let settled = false;
  void done.finally(() => (settled = true));
  const seen: number[] = [];
  while (!settled) {
    const board = await room.get('/classroom');
    seen.push(board.body.data.class === null ? 0 : board.body.data.trainees.length);
  }
  return seen;
}

const classRows = (sim: ReturnType<typeof makeSim>) => ({
  classrooms: value(sim, 'SELECT COUNT(*) FROM classrooms'),
  trainees: value(sim, "SELECT COUNT(*) FROM users WHERE userId LIKE 'trainee%'"),
  sandboxes: value(sim, "SELECT COUNT(*) FROM companies WHERE businessNumber LIKE '999-%'"),
  kiosks: value(sim, "SELECT COUNT(*) FROM devices WHERE serialNumber GLOB 'T[0-9][0-9]-*'"),
});
const NOTHING = { classrooms: 0, trainees: 0, sandboxes: 0, kiosks: 0 };

describe('making and ending a class', () => {
  it('answers the room between trainees: the board, read while the class is made and ended, shows it part-way', async () => {
    const sim = makeSim({ preset: 'training', image: trainingWorld() });
    const room = await trainer(sim);
    const making = room.post('/classroom', { trainees: 12 }).then((res) => res);
    const whileMade = await boardWhile(room, making);
    expect((await making).body.result).toBe(0);
    expect(whileMade.some((n) => n > 0 && n < 12)).toBe(true);
    // Another making or ending waits for its turn rather than running into this one.
    const ending = room.post('/classroom/end').then((res) => res);
    const second = await room.post('/classroom', { trainees: 2 });
    expect([second.body.result, second.body.message]).toEqual([FAILURE.REJECTED, expect.stringMatching(/being made or ended|already running/)]);
    const whileEnded = await boardWhile(room, ending);
    expect((await ending).body).toMatchObject({ result: 0, data: { removed: 12 } });
    expect(whileEnded.some((n) => n > 0 && n < 12)).toBe(true);
    expect(classRows(sim)).toEqual(NOTHING);
    expect(sim.db!.pragma('foreign_key_check')).toEqual([]);
  }, TIMEOUT);

  it('leaves nothing of a class that fails part-way (a trainee’s user ID taken meanwhile), and the next one is made', async () => {
    const sim = makeSim({ preset: 'training', image: trainingWorld() });
    const room = await trainer(sim);
    const admin = client(sim, await loginWith(sim, 'admin', TRAINER_PASSWORD));
    const making = room.post('/classroom', { trainees: 6 }).then((res) => res);
    // As soon as the first sandbox is in, someone takes trainee06.
    let taken = false;
    while (!taken) {
      const board = await room.get('/classroom');
      if (board.body.data.class !== null && board.body.data.trainees.length > 0) {
        const made = await admin.post('/user/store', { userId: 'trainee06', password: 'taken-meanwhile-1', userName: '먼저 온 사람', userType: 'CORP', authType: 'PARTNER', companyIdx: 2 });
        expect(made.body.result).toBe(0);
        taken = true;
      }
    }
    const refused = await making;
    expect([refused.status, refused.body.result, refused.body.message]).toEqual([200, FAILURE.REJECTED, 'User ID trainee06 is already in use']);
    expect(classRows(sim)).toEqual({ ...NOTHING, trainees: 1 }); // the one who took trainee06
    expect((await room.get('/classroom')).body.data).toEqual({ class: null });
    expect(sim.db!.pragma('foreign_key_check')).toEqual([]);

    expect((await admin.get(`/user/delete/${value(sim, "SELECT userIdx FROM users WHERE userId = 'trainee06'")}`)).body.result).toBe(0);
    await makeClass(room, 6);
  }, TIMEOUT);

  it('removes at start a class the process stopped making', async () => {
    const before = makeSim({ preset: 'training', image: trainingWorld() });
    await makeClass(await trainer(before), 3);
    before.db!.prepare('UPDATE classrooms SET making = 1').run(); // as a process stopped part-way leaves it
    const after = makeSim({ preset: 'training', image: before.db!.serialize() });
    const room = await trainer(after);
    for (let board = await room.get('/classroom'); board.body.data.class !== null; board = await room.get('/classroom'));
    expect(classRows(after)).toEqual(NOTHING);
    await makeClass(room, 3);
  }, TIMEOUT);
});
