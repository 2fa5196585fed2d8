// A class's course at work, through the API only: in a class of two on the training world, each
// shipped exercise turns done for trainee 1 from its own solution run as trainee 1 (a `do` task by
// the write itself, a finding task by the answer), with the simulated time, on the trainee's
// checklist and on the board, while trainee 2 stays not done; nothing is done fresh nor by a day of
// the fleet. A finding task takes only the right answer from the trainee's own sandbox, at most
// MAX_ANSWER_TRIES tries; a reset starts the exercises over; a checklist is the caller's own.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FAILURE, MAX_ANSWER_TRIES, type Check, type CourseExercise, type CourseFile, type MyClass, type TraineeCard } from '../../contract/index';
import type { SimApp } from '../../sim-server/src/app';
import { CourseError, compileSelect, resolveVars, solutionRequests, type ResolvedVars } from '../../sim-server/src/classroom/checks';
import { loadCourses } from '../../sim-server/src/classroom/courses';
import { toWireDateTime } from '../../sim-server/src/clock';
import { DAY_MS } from '../../sim-server/src/fleet/kst';
import { givePassword, makeClass, sendCall, simClient, trainer, trainingImage, type SimClient } from './classroom-support';
import { client, loginWith, makeSim, rows, value, type Client } from './support';

const TIMEOUT = 240_000;
const COURSES_DIR = fileURLToPath(new URL('../../fixtures/courses', import.meta.url));
const [COURSE] = loadCourses(COURSES_DIR);

/** The training world seeded once; each test opens its own copy of it. */
const trainingWorld = trainingImage();

interface Trainee {
  card: TraineeCard;
  api: Client;
  sim: SimClient;
  vars: () => ResolvedVars;
}

/** A class of two on the training world, both trainees signed in (the API and /sim), and the trainer. */
async function classOfTwo(options: { coursesDir?: string; logError?: (message: string) => void } = {}) {
  const sim = makeSim({ preset: 'training', image: trainingWorld(), ...options });
  const room = await trainer(sim);
  const cards = await makeClass(room, 2);
  // An account with a password of its own signs in while a class runs.
  const outsider = simClient(sim, await loginWith(sim, 'partner02', givePassword(sim, 'partner02')));
  const trainees = await Promise.all(
    cards.map(async (card): Promise<Trainee> => {
      const token = await loginWith(sim, card.userId, card.password);
      const userIdx = value(sim, 'SELECT userIdx FROM users WHERE userId = ?', card.userId);
      return { card, api: client(sim, token), sim: simClient(sim, token), vars: () => JSON.parse(value(sim, 'SELECT vars FROM classroom_trainees WHERE userIdx = ?', userIdx)) as ResolvedVars };
    }),
  );
  return { sim, room, outsider, trainees: trainees as [Trainee, Trainee] };
}

const checklist = async (t: Trainee, lang = 'en') => {
  const res = await t.sim.get('/classroom/me').set('Accept-Language', lang);
  expect(res.body.result).toBe(0);
  return (res.body.data as MyClass).trainee!;
};
const doneIds = async (t: Trainee) => (await checklist(t)).exercises.filter((e) => e.done).map((e) => e.id);
const simNow = (sim: SimApp) => toWireDateTime(sim.fleet!.now());

/** The exercise's calls as the trainee, each answered with success; the answer it ends with, if any. */
async function runCalls(t: Trainee, exercise: CourseExercise): Promise<string | null> {
  for (const step of solutionRequests(exercise, t.vars())) {
    if ('answer' in step) return step.answer;
    const res = await sendCall(t.api, step);
    expect(Number(res.body.result), `${step.endpoint.id}: ${res.body.message}`).toBe(0);
  }
  return null;
}

/** What trainee `t` should enter for a finding task (its solution's answer step). */
const keyFor = (exercise: CourseExercise, t: Trainee) => solutionRequests(exercise, t.vars()).flatMap((s) => ('answer' in s ? [s.answer] : []))[0]!;
const answer = (t: Trainee, exerciseId: string, text: string) => t.sim.post('/classroom/me/answer', { exerciseId, answer: text });

/** The answer check of a finding task. */
function answerCheck(c: Check): Extract<Check, { answer: string }> | undefined {
  return 'all' in c ? c.all.map(answerCheck).find(Boolean) : 'answer' in c ? c : undefined;
}

/** Runs `test` with a copy of the shipped course changed by `edit` (its first exercise, as loaded, handed over). */
async function withCourse(edit: (course: CourseFile) => void, test: (exercise: CourseExercise, options: { coursesDir: string }) => Promise<void>): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'courses-'));
  try {
    const course = JSON.parse(readFileSync(join(COURSES_DIR, `${COURSE!.id}.json`), 'utf8')) as CourseFile;
    edit(course);
    writeFileSync(join(dir, `${COURSE!.id}.json`), JSON.stringify(course));
    await test(loadCourses(dir)[0]!.exercises[0]!, { coursesDir: dir });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const FIND = COURSE!.exercises.find((e) => e.kind === 'find')!;
const DO = COURSE!.exercises.find((e) => e.kind === 'do')!;

describe('a class’s course', () => {
  it(
    'turns every exercise done for trainee 1 from its solution, at the simulated time, on the checklist and the board; trainee 2 stays not done',
    async () => {
      const { sim, room, trainees } = await classOfTwo();
      const [one, two] = trainees;
      expect(COURSE!.exercises.length).toBeGreaterThanOrEqual(8);
      expect(one.vars().nn).toBe('01');
      expect(two.vars().nn).toBe('02');

      // Fresh, and after a simulated day of the fleet: nothing done, for either trainee.
      const fresh = await checklist(one);
      expect(fresh.course).toEqual({ id: COURSE!.id, title: COURSE!.title.en });
      expect(fresh.exercises.map((e) => e.id)).toEqual(COURSE!.exercises.map((e) => e.id));
      expect(fresh.exercises.every((e) => !e.done && e.doneAt === null)).toBe(true);
      expect((await room.post('/clock', { stepMs: DAY_MS })).body.result).toBe(0);
      expect(await doneIds(one)).toEqual([]);
      expect(await doneIds(two)).toEqual([]);

      const doneAt: Record<string, string> = {};
      for (const exercise of COURSE!.exercises) {
        // The steps between exercises move the clock, so each doneAt is its own moment.
        expect((await room.post('/clock', { stepMs: 60_000 })).body.result).toBe(0);
        const at = simNow(sim);
        const key = await runCalls(one, exercise);
        if (exercise.kind === 'do') {
          // Latched by the write itself: the progress row is there before anyone reads the checklist.
          expect(value(sim, 'SELECT doneAt FROM classroom_progress WHERE exerciseId = ?', exercise.id), exercise.id).toBe(at);
        } else {
          const res = await answer(one, exercise.id, key!);
          expect(res.body.data).toEqual({ exerciseId: exercise.id, done: true, doneAt: at, triesLeft: MAX_ANSWER_TRIES - 1 });
        }
        doneAt[exercise.id] = at;
      }

      const mine = await checklist(one);
      expect(Object.fromEntries(mine.exercises.map((e) => [e.id, e.doneAt]))).toEqual(doneAt);
      expect(mine.exercises.every((e) => e.done)).toBe(true);
      expect(await doneIds(two)).toEqual([]);

      const board = (await room.get('/classroom')).body.data;
      expect(board.course).toEqual({ id: COURSE!.id, title: COURSE!.title.en });
      const [first, second] = board.trainees as { userId: string; exercises: { id: string; title: string; done: boolean; doneAt: string | null }[] }[];
      expect(first!.userId).toBe(one.card.userId);
      expect(first!.exercises).toEqual(COURSE!.exercises.map((e) => ({ id: e.id, title: e.title.en, kind: e.kind, done: true, doneAt: doneAt[e.id], wrongAnswers: 0 })));
      expect(second!.exercises.every((e) => !e.done && e.doneAt === null)).toBe(true);
      // Latched: a check that turned true stays done when the trainee undoes the work.
      const policy = COURSE!.exercises.find((e) => e.id === 'point-policy')!;
      const [update] = solutionRequests(policy, one.vars()) as { path: string; body: Record<string, unknown> }[];
      expect((await one.api.post(update!.path, { ...update!.body, resetPoint: 1000 })).body.result).toBe(0);
      expect((await checklist(one)).exercises.find((e) => e.id === policy.id)).toMatchObject({ done: true, doneAt: doneAt[policy.id] });
    },
    TIMEOUT,
  );

  it(
    'takes a finding task’s answer from the trainee’s own sandbox only, at most MAX_ANSWER_TRIES times, every try recorded and the wrong ones on the board; a reset starts over, and the trainee’s checklist counts it',
    async () => {
      const { sim, room, trainees } = await classOfTwo();
      const [one, two] = trainees;
      const key = keyFor(FIND, one);

      // Wrong, and blank (refused as bad input, not a try): not done.
      expect((await answer(one, FIND.id, `${key}9`)).body.data).toEqual({ exerciseId: FIND.id, done: false, doneAt: null, triesLeft: MAX_ANSWER_TRIES - 1 });
      expect((await answer(one, FIND.id, '   ')).body.result).toBe(FAILURE.BAD_INPUT);
      // A row of trainee 2's sandbox that fits the same task is not trainee 1's answer.
      const c = answerCheck(FIND.check)!;
      const q = compileSelect(c.answer, c.where, two.vars(), two.card.companyIdx, '"paymentIdx"');
      const others = sim.db!.prepare(q.sql).pluck().all(q.params) as number[];
      expect(others.length).toBeGreaterThan(0);
      const res = await answer(one, FIND.id, String(others[0]));
      expect(res.body.data).toMatchObject({ done: false, triesLeft: MAX_ANSWER_TRIES - 2 });
      expect((await checklist(one)).exercises.find((e) => e.id === FIND.id)!.done).toBe(false);

      // Every try is recorded; after MAX_ANSWER_TRIES even the right answer is refused, and not recorded.
      for (let i = 2; i < MAX_ANSWER_TRIES; i++) expect((await answer(one, FIND.id, `wrong ${i}`)).body.data.triesLeft).toBe(MAX_ANSWER_TRIES - i - 1);
      const capped = await answer(one, FIND.id, key);
      expect(capped.body.result).toBe(FAILURE.REJECTED);
      expect(capped.body.message).toContain(String(MAX_ANSWER_TRIES));
      expect(value(sim, 'SELECT COUNT(*) FROM classroom_answers WHERE exerciseId = ?', FIND.id)).toBe(MAX_ANSWER_TRIES);
      expect(rows(sim, 'classroom_progress')).toEqual([]);
      // Trainee 2's tries are its own.
      const key2 = keyFor(FIND, two);
      expect((await answer(two, FIND.id, key2)).body.data).toMatchObject({ done: true, triesLeft: MAX_ANSWER_TRIES - 1 });
      // The board counts each trainee's wrong answers per finding task (blank ones were no tries; a right one is not wrong).
      const wrongOnBoard = async () =>
        ((await room.get('/classroom')).body.data.trainees as { exercises: { id: string; kind: string; wrongAnswers: number }[] }[]).map((t) =>
          Object.fromEntries(t.exercises.filter((e) => e.wrongAnswers > 0 || e.kind === 'find').map((e) => [e.id, e.wrongAnswers])),
        );
      expect(await wrongOnBoard()).toEqual([{ [FIND.id]: MAX_ANSWER_TRIES }, { [FIND.id]: 0 }]);
      expect((await checklist(one)).resets).toBe(0);

      // A do task done, then the trainee's reset: progress and tries go, and the task can be answered again.
      await runCalls(one, DO);
      expect(await doneIds(one)).toEqual([DO.id]);
      expect((await room.post(`/classroom/${one.card.userId}/reset`)).body.result).toBe(0);
      expect(await doneIds(one)).toEqual([]);
      expect((await checklist(one)).resets).toBe(1);
      expect(await wrongOnBoard()).toEqual([{ [FIND.id]: 0 }, { [FIND.id]: 0 }]);
      expect(value(sim, 'SELECT COUNT(*) FROM classroom_answers a JOIN users u USING (userIdx) WHERE u.userId = ?', one.card.userId)).toBe(0);
      expect(await doneIds(two)).toEqual([FIND.id]);
      const again = keyFor(FIND, one);
      expect((await answer(one, FIND.id, again)).body.data).toMatchObject({ done: true, triesLeft: MAX_ANSWER_TRIES - 1 });

      // The end of the class takes progress and answers with it.
      expect((await room.post('/classroom/end')).body.result).toBe(0);
      expect([rows(sim, 'classroom_progress'), rows(sim, 'classroom_answers')]).toEqual([[], []]);
    },
    TIMEOUT,
  );

  it(
    'answers each caller’s own checklist, in the caller’s language; refuses answers from anyone else, for a do task or an unknown one',
    async () => {
      const { room, outsider, trainees } = await classOfTwo();
      const [one, two] = trainees;
      const ko = await checklist(two, 'ko');
      expect(ko).toMatchObject({ userId: two.card.userId, traineeNo: 2, course: { id: COURSE!.id, title: COURSE!.title.ko } });
      expect(ko.exercises[0]!.title).toBe(COURSE!.exercises[0]!.title.ko);
      // What each check looks for, filled in too (the shipped course says it for every do task).
      expect(ko.exercises.filter((e) => e.kind === 'do').every((e) => e.looksFor !== null && !/[{}]/.test(e.looksFor))).toBe(true);
      expect(ko.exercises[0]!.looksFor).toContain(String(two.vars().serial));
      // Filled with trainee 2's values (its serial number, its sandbox's store), not trainee 1's.
      expect(ko.exercises.every((e) => !/[{}]/.test(e.task))).toBe(true);
      const serialOf = (t: Trainee) => String(t.vars().serial);
      expect(ko.exercises.map((e) => e.task).join(' ')).toContain(serialOf(two));
      expect((await checklist(one)).exercises.map((e) => e.task).join(' ')).not.toContain(serialOf(two));

      for (const other of [room, outsider]) {
        const me = await other.get('/classroom/me');
        expect(me.body).toMatchObject({ result: 0, data: { trainee: null } });
        const refused = await other.post('/classroom/me/answer', { exerciseId: FIND.id, answer: '1' });
        expect(refused.body.result).toBe(FAILURE.NOT_AUTHORIZED);
        expect(refused.body.message).not.toMatch(/not authorized|expired/i);
        expect((await other.post('/classroom/me/answer', { exerciseId: FIND.id, answer: '1' }).set('Accept-Language', 'ko')).body.message).toMatch(/교육생/);
      }
      expect((await answer(one, 'no-such-task', '1')).body.result).toBe(FAILURE.BAD_INPUT);
      expect((await answer(one, DO.id, '1')).body.result).toBe(FAILURE.BAD_INPUT);
      expect((await room.post('/classroom/me/answer', { exerciseId: FIND.id })).body.result).toBe(FAILURE.BAD_INPUT);
    },
    TIMEOUT,
  );

  it(
    'keeps each trainee’s world-wide values (serial, user ID) its own: trainee 1’s guess at trainee 2’s neither blocks trainee 2 nor tells trainee 1 what trainee 2 did',
    async () => {
      const { trainees } = await classOfTwo();
      const [one, two] = trainees;
      const exercise = (id: string) => COURSE!.exercises.find((e) => e.id === id)!;
      // Trainee 1 guesses trainee 2's values from its own task, its number changed (01 → 02; a key has no 0 or 1).
      const guessed: ResolvedVars = { ...one.vars(), serial: String(one.vars().serial).replaceAll('01', '02'), managerId: String(one.vars().managerId).replaceAll('01', '02') };
      expect([guessed.serial, guessed.managerId]).not.toEqual([two.vars().serial, two.vars().managerId]);
      const asOneWith = async (id: string) => {
        const answers = [];
        for (const step of solutionRequests(exercise(id), guessed)) if (!('answer' in step)) answers.push((await sendCall(one.api, step)).body);
        return answers;
      };
      // Trainee 2 registers its kiosk first: trainee 1's guess is answered as it would be anyway.
      await runCalls(two, exercise('device-register'));
      expect((await asOneWith('device-register'))[0]).toMatchObject({ result: 0 });
      // Trainee 1 makes its guessed account first: trainee 2 makes its own all the same.
      expect((await asOneWith('manager-account'))[0]).toMatchObject({ result: 0 });
      await runCalls(two, exercise('manager-account'));
      expect(await doneIds(two)).toEqual(expect.arrayContaining(['device-register', 'manager-account']));
      // A fresh sandbox draws a fresh key.
      expect(one.vars().key).not.toBe(two.vars().key);
    },
    TIMEOUT,
  );

  it(
    'makes a class with the course named, refusing one it does not have and a template it does not fit; says how many courses it has',
    async () => {
      const sim = makeSim({ preset: 'training', image: trainingWorld() });
      const room = await trainer(sim);
      const unknown = await room.post('/classroom', { trainees: 1, course: 'no-such-course' });
      expect(unknown.body.result).toBe(FAILURE.BAD_INPUT);
      expect(unknown.body.message).toContain(COURSE!.id);
      expect(rows(sim, 'classrooms')).toEqual([]);
      expect((await room.get('/health')).body.data.courses).toBe(1);
      // A template that lacks what the course names (a second store, a kiosk…) is refused, naming the ref; nothing is made.
      const companies = sim.db!.prepare('SELECT companyIdx FROM companies WHERE archivedDate IS NULL').pluck().all() as number[];
      const lacking = companies.find((c) => {
        try {
          resolveVars(sim.db!, c, COURSE!, 1, sim.fleet!.now());
          return false;
        } catch (error) {
          if (error instanceof CourseError) return true;
          throw error;
        }
      });
      expect(lacking).toBeDefined();
      const refused = await room.post('/classroom', { trainees: 1, templateCompanyIdx: lacking });
      expect(refused.body.result).toBe(FAILURE.REJECTED);
      expect(refused.body.message).toMatch(/ref '\w+'/);
      expect([rows(sim, 'classrooms'), rows(sim, 'classroom_trainees')]).toEqual([[], []]);

      await makeClass(room, 1, { course: COURSE!.id });
      expect(value(sim, 'SELECT courseId FROM classrooms')).toBe(COURSE!.id);
      // Vars stored before the course file named what it names now are resolved again, not a failure.
      sim.db!.prepare(`UPDATE classroom_trainees SET vars = '{"nn":"01"}'`).run();
      const trainee = simClient(sim, await loginWith(sim, 'trainee01', value<string>(sim, 'SELECT initialPassword FROM classroom_trainees')));
      const me = await trainee.get('/classroom/me');
      expect(me.body.data.trainee.exercises.every((e: { task: string }) => !/[{}]/.test(e.task))).toBe(true);
      expect(Object.keys(JSON.parse(value<string>(sim, 'SELECT vars FROM classroom_trainees')))).toEqual(expect.arrayContaining(Object.keys(COURSE!.refs)));
    },
    TIMEOUT,
  );

  it(
    'never fails a trainee’s write for a check that cannot run: it is logged and the write stands',
    async () => {
      // Text where a number belongs: only running the check finds it.
      await withCourse((course) => void (course.exercises[0]!.check = { ...course.exercises[0]!.check, where: { ...(course.exercises[0]!.check as { where: object }).where, divisionIdx: '{serial}' } } as Check), async (exercise, options) => {
        const errors: string[] = [];
        const { sim, trainees } = await classOfTwo({ ...options, logError: (message) => errors.push(message) });
        const devices = value(sim, 'SELECT COUNT(*) FROM devices');
        await runCalls(trainees[0], exercise);
        expect(value(sim, 'SELECT COUNT(*) FROM devices')).toBe(devices + 1);
        expect(errors.some((m) => m.includes(exercise.id))).toBe(true);
        expect(await doneIds(trainees[0])).toEqual([]);
      });
    },
    TIMEOUT,
  );

  it(
    'checks a trainee’s exercises after the trainee steers a kiosk in the cockpit',
    async () => {
      const code = 'POWER_LOSS';
      await withCourse((course) => void (course.exercises[0]!.check = { exists: 'fault', where: { deviceIdx: '{kiosk.deviceIdx}', faultCode: code, state: { ne: 'RESOLVED' } } }), async (exercise, options) => {
        const { sim, trainees } = await classOfTwo(options);
        const [one] = trainees;
        const kiosk = (one.vars().kiosk as { deviceIdx: number }).deviceIdx;
        const latched = () => value(sim, 'SELECT COUNT(*) FROM classroom_progress WHERE exerciseId = ?', exercise.id);
        expect(await doneIds(one)).toEqual([]);
        const raised = await one.sim.post(`/devices/${kiosk}/faults`, { code });
        expect(raised.body.result, raised.body.message).toBe(0);
        expect(latched()).toBe(1);
      });
    },
    TIMEOUT,
  );
});
