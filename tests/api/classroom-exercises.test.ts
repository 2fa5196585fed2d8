// Every shipped exercise turns done from the world's state, and only from the trainee's own doing:
// on the training world, company 1 (its PARTNER, `partner`) plays trainee 1 and company 2 another
// trainee (a company of its own, not a copy of company 1).
// Fresh, nothing is done; a simulated day of the running fleet does none of it; the exercise's own
// solution, sent through the API as the PARTNER, does it; the other company stays not done; a
// finding task takes only the right answer from the trainee's own company.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Check, CourseExercise, CourseFile } from '../../contract/index';
import type { SimApp } from '../../sim-server/src/app';
import { sendCall, trainingImage } from './classroom-support';
import { compileSelect, fillText, isDone, judgeAnswer, resolveVars, solutionRequests, type ResolvedVars } from '../../sim-server/src/classroom/checks';
import { loadCourses } from '../../sim-server/src/classroom/courses';
import { DAY_MS } from '../../sim-server/src/fleet/kst';
import { client, loginAs, loginWith, makeSim, type Client } from './support';

const COURSES = loadCourses(fileURLToPath(new URL('../../fixtures/courses', import.meta.url)));
const EXERCISES = COURSES.flatMap((course) => course.exercises.map((exercise) => ({ course, exercise, name: `${course.id} / ${exercise.id}` })));

/** The training world seeded once; each exercise opens its own copy of it. */
const trainingWorld = trainingImage();

interface Sandbox {
  sim: SimApp;
  vars1: ResolvedVars;
  partner: Client;
}

async function sandbox(course: CourseFile): Promise<Sandbox> {
  const sim = makeSim({ preset: 'training', image: trainingWorld() });
  return {
    sim,
    vars1: resolveVars(sim.db!, 1, course, 1, sim.fleet!.now()),
    partner: client(sim, await loginWith(sim, 'partner', 'partner1234')),
  };
}

/** The solution's calls as the PARTNER, each answered with success; the answer it ends with, if any. */
async function runSolution(s: Sandbox, exercise: CourseExercise): Promise<string | null> {
  let shown = '';
  for (const step of solutionRequests(exercise, s.vars1)) {
    if ('answer' in step) {
      // The answer is one the console's screens show the trainee.
      expect(shown, `the calls before the answer show ${step.answer}`).toContain(JSON.stringify(step.answer));
      return step.answer;
    }
    const res = await sendCall(s.partner, step);
    expect(Number(res.body.result), `${step.endpoint.id}: ${res.body.message ?? res.body.msg}`).toBe(0);
    shown += JSON.stringify(res.body);
  }
  return null;
}

/** The answer check of a finding task. */
function answerCheck(c: Check): Extract<Check, { answer: string }> | undefined {
  return 'all' in c ? c.all.map(answerCheck).find(Boolean) : 'answer' in c ? c : undefined;
}

const done = (s: Sandbox, companyIdx: number, vars: ResolvedVars, exercise: CourseExercise, answer: string | null) =>
  answer === null ? isDone(s.sim.db!, companyIdx, exercise, vars) : judgeAnswer(s.sim.db!, companyIdx, exercise, vars, answer);

it('ships a course of at least eight exercises, each in Korean and English', () => {
  expect(COURSES.map((c) => c.id)).toContain('operator-basics');
  for (const course of COURSES) expect(course.exercises.length).toBeGreaterThanOrEqual(8);
});

it('does not start with a course that names a column no view has', () => {
  const dir = mkdtempSync(join(tmpdir(), 'courses-'));
  try {
    const course = JSON.parse(readFileSync(fileURLToPath(new URL('../../fixtures/courses/operator-basics.json', import.meta.url)), 'utf8'));
    course.exercises[0].check.where.serialNo = '{serial}';
    writeFileSync(join(dir, 'operator-basics.json'), JSON.stringify(course));
    expect(() => makeSim({ coursesDir: dir })).toThrow(/operator-basics\.json: exercises\.0 \(device-register\)\.check: 보기 device에 없는 열 'serialNo'.*view device has no column 'serialNo'/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

describe.each(EXERCISES)('$name', ({ course, exercise }) => {
  it(
    'is not done fresh nor after a day of the fleet, is done by its solution as the trainee, and only in the trainee’s company',
    async () => {
      const s = await sandbox(course);
      // Every ref and var resolved in the trainee's company.
      for (const name of [...Object.keys(course.refs), ...Object.keys(course.vars)]) expect(s.vars1[name], name).toBeDefined();
      expect(s.vars1.nn).toBe('01');
      // The task reads whole for the trainee: every placeholder filled.
      for (const text of [exercise.task.ko, exercise.task.en]) expect(fillText(text, s.vars1)).not.toMatch(/[{}]/);
      // The answer key, for a finding task (the solution's last step), is what trainee 1 should enter.
      const key = solutionRequests(exercise, s.vars1).flatMap((step) => ('answer' in step ? [step.answer] : []))[0] ?? null;

      expect(isDone(s.sim.db!, 1, exercise, s.vars1), 'done fresh').toBe(false);
      const admin = await loginAs(s.sim, 'admin');
      const stepped = await request(s.sim.app).post('/sim/clock').set('Authorization', `Bearer ${admin}`).send({ stepMs: DAY_MS });
      expect(stepped.body.result).toBe(0);
      expect(isDone(s.sim.db!, 1, exercise, s.vars1), 'done by the fleet alone').toBe(false);

      const answer = await runSolution(s, exercise);
      expect(answer).toBe(key);
      expect(done(s, 1, s.vars1, exercise, answer)).toBe(true);
      // Company 2 has not done trainee 1's task: its rows are not trainee 1's.
      expect(done(s, 2, s.vars1, exercise, answer)).toBe(false);

      if (exercise.kind === 'find') {
        expect(judgeAnswer(s.sim.db!, 1, exercise, s.vars1, `${answer}9`)).toBe(false);
        expect(judgeAnswer(s.sim.db!, 1, exercise, s.vars1, '  ')).toBe(false);
        // Blanks and case do not matter.
        expect(judgeAnswer(s.sim.db!, 1, exercise, s.vars1, ` ${answer!.toLowerCase()} `)).toBe(true);
        // Rows of company 2 that fit the same task are right there, and not trainee 1's answer.
        const c = answerCheck(exercise.check)!;
        const q = compileSelect(c.answer, c.where, s.vars1, 2, [c.field].flat().map((f) => `"${f}"`).join(', '));
        const others = (s.sim.db!.prepare(q.sql).raw().all(q.params) as (string | number)[][]).flat().map(String);
        expect(others.length).toBeGreaterThan(0);
        for (const other of others) {
          expect(judgeAnswer(s.sim.db!, 2, exercise, s.vars1, other), other).toBe(true);
          expect(judgeAnswer(s.sim.db!, 1, exercise, s.vars1, other), other).toBe(false);
        }
      }
    },
    240_000,
  );
});

it('ticks the 2+1 promotion only when it runs the whole of next week: an end that leaves the last day out does not', async () => {
  const course = COURSES.find((c) => c.id === 'operator-basics')!;
  const exercise = course.exercises.find((e) => e.id === 'promo-2plus1')!;
  const s = await sandbox(course);
  const week = s.vars1.nextWeek as { start: string; end: string };
  const [step] = solutionRequests(exercise, s.vars1);
  if (!step || 'answer' in step) throw new Error('the 2+1 solution is one call');
  // One promotion, changed each time (two would overlap, which is refused).
  let promotionIdx: number | undefined;
  const promotion = async (startDateTime: string, endDateTime: string) => {
    const res = await sendCall(s.partner, { ...step, body: { ...step.body, ...(promotionIdx && { promotionIdx }), startDateTime, endDateTime } });
    expect(Number(res.body.result), String(res.body.message)).toBe(0);
    promotionIdx ??= s.sim.db!.prepare('SELECT MAX(promotionIdx) FROM promotions WHERE companyIdx = 1').pluck().get() as number;
    return isDone(s.sim.db!, 1, exercise, s.vars1);
  };
  const dayBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
  expect(await promotion(`${week.start} 00:00:00`, `${week.end} 00:00:00`), 'ends as the last day begins').toBe(false);
  expect(await promotion(`${week.start} 00:00:00`, `${dayBefore(week.end)} 23:59:59`), 'ends the day before').toBe(false);
  expect(await promotion(`${week.end} 00:00:00`, `${week.end} 23:59:59`), 'starts on the last day').toBe(false);
  expect(await promotion(`${week.start} 00:00:00`, `${week.end} 23:59:00`), 'the whole week').toBe(true);
}, 240_000);
