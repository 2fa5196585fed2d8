// A class's course at work (contract/sim-classroom.ts; docs/decisions.md, "Classroom exercises"):
// each trainee's vars, resolved in their own sandbox; their `do` exercises checked against it after
// each of their writes and latched done (a check that turned true stays done); finding tasks judged
// by the answer the trainee enters; the trainee's checklist and the board's columns.
import {
  MAX_ANSWER_TRIES,
  type AnswerInput,
  type BoardTrainee,
  type CourseFile,
  type Language,
  type MyClass,
} from '../../../contract/index';
import { toWireDateTime } from '../clock';
import type { Db } from '../db/open';
import { fail } from '../failure';
import { CourseError, fillText, isDone, judgeAnswer, resolveVars, type ResolvedVars } from './checks';

export interface ProgressServices {
  db: Db;
  /** The courses loaded at start (fixtures/courses). */
  courses: readonly CourseFile[];
  /** Simulated time (epoch ms): what doneAt says. */
  simNowMs: () => number;
  /** Real time (epoch ms). */
  wallNow: () => number;
  logError: (message: string, error?: unknown) => void;
}

/** A trainee of the running class with the class's course id. */
interface TraineeOfClass {
  userIdx: number;
  userId: string;
  traineeNo: number;
  companyIdx: number;
  vars: string;
  resets: number;
  courseId: string | null;
}

type BoardExercise = BoardTrainee['exercises'][number];

/** Resolves or fills a course's texts: a CourseError is refused with its words, nothing changed. */
function courseWork<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof CourseError) fail.rejected('courseUnusable', { reason: error.text });
    throw error;
  }
}

export function classroomProgress({ db, courses, simNowMs, wallNow, logError }: ProgressServices) {
  const traineeOf = db.prepare(
    `SELECT t.userIdx, u.userId, t.traineeNo, t.companyIdx, t.vars, t.resets, r.courseId
     FROM classroom_trainees t JOIN users u USING (userIdx) CROSS JOIN classrooms r WHERE t.userIdx = ?`,
  );
  const storeVars = db.prepare('UPDATE classroom_trainees SET vars = ? WHERE userIdx = ?');
  const doneOf = db.prepare('SELECT exerciseId, doneAt FROM classroom_progress WHERE userIdx = ?');
  const latch = db.prepare('INSERT INTO classroom_progress (userIdx, exerciseId, doneAt, doneWallAt, answer) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING');
  const triesOf = db.prepare('SELECT COUNT(*) FROM classroom_answers WHERE userIdx = ? AND exerciseId = ?').pluck();
  const wrongAnswers = db.prepare('SELECT userIdx, exerciseId, COUNT(*) AS wrong FROM classroom_answers WHERE correct = 0 GROUP BY userIdx, exerciseId');
  const recordAnswer = db.prepare('INSERT INTO classroom_answers (userIdx, exerciseId, answer, correct, at, wallAt) VALUES (?, ?, ?, ?, ?, ?)');

  const courseNamed = (id: string | null): CourseFile | undefined => courses.find((c) => c.id === id);
  const trainee = (userIdx: number) => traineeOf.get(userIdx) as TraineeOfClass | undefined;
  const doneAtOf = (userIdx: number) => new Map(doneOf.raw().all(userIdx) as [string, string][]);

  /** Resolves the course's refs and vars in the trainee's sandbox now and stores them (throws a CourseError). */
  const resolveFor = (t: Pick<TraineeOfClass, 'userIdx' | 'companyIdx' | 'traineeNo'>, course: CourseFile): ResolvedVars => {
    const vars = resolveVars(db, t.companyIdx, course, t.traineeNo, simNowMs());
    storeVars.run(JSON.stringify(vars), t.userIdx);
    return vars;
  };

  /** The stored vars; resolved again when the course file names one they lack (it changed since). */
  const varsOf = (t: TraineeOfClass, course: CourseFile): ResolvedVars => {
    const stored = JSON.parse(t.vars) as ResolvedVars;
    const lacking = [...Object.keys(course.refs), ...Object.keys(course.vars)].some((name) => !(name in stored));
    return lacking ? resolveFor(t, course) : stored;
  };

  const progress = {
    /** The course a class is made with: the one named, or the first loaded; none when none is loaded. */
    courseFor(id: string | undefined): CourseFile | undefined {
      if (id === undefined) return courses[0];
      return courseNamed(id) ?? fail.badInput('course', 'noSuchCourse', { value: id, known: courses.map((c) => c.id).join(', ') || '-' });
    },

    /** Refuses a template that lacks what the course names (a copy would lack it too), before any copy is made. */
    assertFits(templateCompanyIdx: number, courseId: string | null): void {
      const course = courseNamed(courseId);
      if (!course) return;
      courseWork(() => resolveVars(db, templateCompanyIdx, course, 1, simNowMs()));
    },

    /** Resolves and stores a trainee's vars (a sandbox made or reset), in the caller's transaction; refused when a ref finds nothing. */
    resolve(t: Pick<TraineeOfClass, 'userIdx' | 'companyIdx' | 'traineeNo'>, courseId: string | null): void {
      const course = courseNamed(courseId);
      if (!course) return;
      courseWork(() => resolveFor(t, course));
    },

    /**
     * Runs the trainee's open `do` checks and latches each that holds now (doneAt: simulated now).
     * Anyone else costs one indexed lookup. Never throws: a check that fails is logged, and the
     * trainee's write it follows stands.
     */
    evaluate(userIdx: number): void {
      try {
        const t = trainee(userIdx);
        const course = t && courseNamed(t.courseId);
        if (!t || !course) return;
        const done = doneAtOf(userIdx);
        const open = course.exercises.filter((e) => e.kind === 'do' && !done.has(e.id));
        if (open.length === 0) return;
        const vars = varsOf(t, course);
        for (const exercise of open) {
          try {
            if (isDone(db, t.companyIdx, exercise, vars)) latch.run(userIdx, exercise.id, toWireDateTime(simNowMs()), wallNow(), null);
          } catch (error) {
            logError(`classroom: the check of ${course.id}/${exercise.id} failed for ${t.userId}`, error);
          }
        }
      } catch (error) {
        logError(`classroom: the exercises of user ${userIdx} could not be checked`, error);
      }
    },

    /** The caller's checklist in `lang`, checked first; `trainee: null` outside the class (or a class without a course). */
    me(userIdx: number, lang: Language): MyClass {
      progress.evaluate(userIdx);
      const t = trainee(userIdx);
      const course = t && courseNamed(t.courseId);
      if (!t || !course) return { trainee: null };
      const done = doneAtOf(userIdx);
      return courseWork(() => {
        const vars = varsOf(t, course);
        const exercises = course.exercises.map((e) => ({
          id: e.id, area: e.area, kind: e.kind, title: fillText(e.title[lang], vars), task: fillText(e.task[lang], vars),
          looksFor: e.looksFor ? fillText(e.looksFor[lang], vars) : null, done: done.has(e.id), doneAt: done.get(e.id) ?? null,
        }));
        return { trainee: { userId: t.userId, traineeNo: t.traineeNo, resets: t.resets, course: { id: course.id, title: course.title[lang] }, exercises } };
      });
    },

    /**
     * A finding task's answer: every try is recorded, right or wrong; a right one latches the task.
     * A task already done answers as it stands; after MAX_ANSWER_TRIES the task takes no more.
     */
    answer(userIdx: number, input: AnswerInput): { exerciseId: string; done: boolean; doneAt: string | null; triesLeft: number } {
      const t = trainee(userIdx) ?? fail.notAuthorized('answerTraineesOnly');
      const exercise = courseNamed(t.courseId)?.exercises.find((e) => e.id === input.exerciseId) ?? fail.badInput('exerciseId', 'noSuchExercise', { value: input.exerciseId });
      if (exercise.kind !== 'find') fail.badInput('exerciseId', 'notAFindingTask', { value: exercise.id });
      const tries = triesOf.get(userIdx, exercise.id) as number;
      const doneAt = doneAtOf(userIdx).get(exercise.id);
      if (doneAt !== undefined) return { exerciseId: exercise.id, done: true, doneAt, triesLeft: Math.max(0, MAX_ANSWER_TRIES - tries) };
      if (tries >= MAX_ANSWER_TRIES) fail.rejected('answerTriesUsed', { max: MAX_ANSWER_TRIES });
      const correct = courseWork(() => judgeAnswer(db, t.companyIdx, exercise, varsOf(t, courseNamed(t.courseId)!), input.answer));
      const now = toWireDateTime(simNowMs());
      const wall = wallNow();
      db.transaction(() => {
        recordAnswer.run(userIdx, exercise.id, input.answer, correct ? 1 : 0, now, wall);
        if (correct) latch.run(userIdx, exercise.id, now, wall, input.answer);
      })();
      return { exerciseId: exercise.id, done: correct, doneAt: correct ? now : null, triesLeft: MAX_ANSWER_TRIES - tries - 1 };
    },

    /** A trainee starts over (a reset): their progress and tries go, in the caller's transaction. */
    clear(userIdx: number): void {
      db.prepare('DELETE FROM classroom_progress WHERE userIdx = ?').run(userIdx);
      db.prepare('DELETE FROM classroom_answers WHERE userIdx = ?').run(userIdx);
    },

    /**
     * The board's course and each trainee's exercises from the progress rows and the wrong answers
     * (one query each for the room), titles in `lang` with the trainee's stored vars.
     */
    board(courseId: string | null, lang: Language): { course: { id: string; title: string } | null; exercisesOf: (userIdx: number, vars: string) => BoardExercise[] } {
      const course = courseNamed(courseId);
      const rows = db.prepare('SELECT userIdx, exerciseId, doneAt FROM classroom_progress').all() as { userIdx: number; exerciseId: string; doneAt: string }[];
      const doneAt = new Map(rows.map((r) => [`${r.userIdx}/${r.exerciseId}`, r.doneAt]));
      const wrong = new Map((wrongAnswers.all() as { userIdx: number; exerciseId: string; wrong: number }[]).map((r) => [`${r.userIdx}/${r.exerciseId}`, r.wrong]));
      return {
        course: course ? { id: course.id, title: course.title[lang] } : null,
        exercisesOf: (userIdx, storedVars) => {
          const vars = JSON.parse(storedVars) as ResolvedVars;
          return (course?.exercises ?? []).map((e) => {
            const key = `${userIdx}/${e.id}`;
            const at = doneAt.get(key) ?? null;
            return { id: e.id, title: filledOrAsWritten(e.title[lang], vars), kind: e.kind, done: at !== null, doneAt: at, wrongAnswers: wrong.get(key) ?? 0 };
          });
        },
      };
    },
  };
  return progress;
}
export type ClassroomProgress = ReturnType<typeof classroomProgress>;

/** A title for the board: filled, or as written when the stored vars lack a value (the board never fails on a title). */
function filledOrAsWritten(text: string, vars: ResolvedVars): string {
  try {
    return fillText(text, vars);
  } catch {
    return text;
  }
}
