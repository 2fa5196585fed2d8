// Classroom courses (fixtures/courses/<id>.json, one file per course, so a new exercise needs no
// code): each exercise is a task in the operator's words and a check against the trainee's own
// company. A check names a view (a query the simulator defines, always limited to one company) and
// conditions on its columns; it never carries SQL. `{placeholders}` in texts, checks and solutions
// stand for what the course's refs and vars resolve to in each trainee's sandbox. This file says the
// shape; the simulator (sim-server/src/classroom) knows the views and refuses a course that names a
// view, column or placeholder it does not know.
import { z } from 'zod';
import { CONSOLE_AREAS } from './permissions';
import { bilingualText } from './tours';

const slug = z.string().regex(/^[a-z][a-z0-9-]*$/, 'lower-case words joined by -');
const name = z.string().regex(/^[a-z][A-Za-z0-9]*$/, 'a name is a word in lower camel case (store, nextWeek)');
const column = z.string().regex(/^[a-z][A-Za-z0-9]*$/, 'a column name in lower camel case');

/** A value in a check: a figure, yes/no, null (no value), or text that may hold `{placeholders}`. */
export const checkValue = z.union([z.number(), z.boolean(), z.null(), z.string().max(200)]);
export type CheckValue = z.infer<typeof checkValue>;

/** The comparisons a condition may make; several in one condition must all hold. */
export const COMPARISONS = ['eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'on', 'like', 'in'] as const;
export type Comparison = (typeof COMPARISONS)[number];

/**
 * eq/ne: equal or not (text without regard to case; null: no value / some value). gt…lte: order;
 * against a date (YYYY-MM-DD) a date-time column compares its day. on: the date-time falls on that
 * day. like: the text contains it, without regard to case. in: equal to one of a list.
 */
export const comparison = z
  .object({
    eq: checkValue,
    ne: checkValue,
    gt: checkValue,
    gte: checkValue,
    lt: checkValue,
    lte: checkValue,
    on: z.string().max(200),
    like: z.string().min(1).max(200),
    in: z.array(checkValue).min(1).max(50),
  })
  .partial()
  .strict()
  .refine((c) => Object.keys(c).length > 0, 'give at least one comparison (eq, ne, gt, gte, lt, lte, on, like, in)');
export type ComparisonSet = z.infer<typeof comparison>;

/** Conditions on a view's columns, all of which hold: a bare value is `eq`. */
export const checkWhere = z.record(column, z.union([checkValue, comparison]));
export type CheckWhere = z.infer<typeof checkWhere>;

export type Check =
  | { exists: string; where: CheckWhere; min?: number }
  | { none: string; where: CheckWhere }
  | { answer: string; where: CheckWhere; field: string | string[] }
  | { all: Check[] };

/**
 * exists: at least `min` (1) rows match. none: no row matches. answer (finding tasks): the text the
 * trainee enters equals `field` (or one of the fields) of a matching row, ignoring blanks, case and
 * thousands separators. all: every check holds.
 */
export const check: z.ZodType<Check> = z.lazy(() =>
  z.union([
    z.object({ exists: name, where: checkWhere.default({}), min: z.number().int().min(1).max(1000).optional() }).strict(),
    z.object({ none: name, where: checkWhere.default({}) }).strict(),
    z.object({ answer: name, where: checkWhere.default({}), field: z.union([column, z.array(column).min(1).max(5)]) }).strict(),
    z.object({ all: z.array(check).min(1).max(10) }).strict(),
  ]),
) as z.ZodType<Check>;

/**
 * A row picked in each sandbox when it is made: the nth row of a view (in key order, so the same
 * role in every copy of a template), the row latest by a column, or a product of the shared catalog
 * by name. `{ref.column}` then stands for its columns.
 */
export const courseRef = z.union([
  z.object({ view: name, where: checkWhere.default({}), nth: z.number().int().min(1).max(100).default(1) }).strict(),
  z.object({ view: name, where: checkWhere.default({}), latest: column }).strict(),
  z.object({ catalog: z.string().min(1).max(100) }).strict(),
]);
export type CourseRef = z.infer<typeof courseRef>;

/**
 * A catalog call of a solution: its id (contract/catalog.ts), path parameters and body, with
 * placeholders (a text that is only `{ref.column}` takes the column's value and type). `answer`
 * is what the trainee enters for a finding task, after the calls that show it.
 */
export const solutionStep = z.union([
  z.object({ call: z.string().regex(/^\w+\.\w+$/, 'a catalog id such as device.store'), params: z.record(z.string(), z.union([z.string(), z.number()])).optional(), body: z.record(z.string(), z.unknown()).optional() }).strict(),
  z.object({ answer: z.string().min(1).max(100) }).strict(),
]);
export type SolutionStep = z.infer<typeof solutionStep>;

/** How many `answer` checks a check holds. */
export function answerChecks(c: Check): number {
  return 'all' in c ? c.all.reduce((n, inner) => n + answerChecks(inner), 0) : 'answer' in c ? 1 : 0;
}

export const EXERCISE_KINDS = ['do', 'find'] as const;

/**
 * The placeholders the simulator gives every trainee: `nn` the trainee's number (01), `today` the
 * simulated day, `key` a random code of the trainee's own (5 characters, new with each sandbox),
 * which makes a value that must be unique world-wide (a serial, a user ID) one no other trainee can guess.
 */
export const GIVEN_VARS = ['nn', 'today', 'key'] as const;

export const courseExercise = z
  .object({
    id: slug,
    /** The console area it practises (contract/permissions.ts): the trainee's checklist links to its screen. */
    area: z.enum(CONSOLE_AREAS),
    /** do: the world must come to hold it; find: the trainee enters an answer read from the world. */
    kind: z.enum(EXERCISE_KINDS),
    title: bilingualText,
    task: bilingualText,
    /** What the check looks for, in the trainee's words: shown while the exercise is not done. */
    looksFor: bilingualText.optional(),
    check,
    /** The trainer's answer key, which the tests also run through the API. */
    solution: z.array(solutionStep).min(1).max(10),
  })
  .strict();
export type CourseExercise = z.infer<typeof courseExercise>;

export const courseFile = z
  .object({
    id: slug,
    title: bilingualText,
    refs: z.record(name, courseRef).default({}),
    /**
     * Per-trainee values, text with placeholders: GIVEN_VARS (`{nn}`, `{today}`, `{key}`), `{ref.column}`; a var that is only `{week:+1}` is that week (Monday–Sunday,
     * +0 this one) as `{var.start}` and `{var.end}`; only `{date:ref.column}` is that column's day.
     */
    vars: z.record(name, z.string().min(1).max(100)).default({}),
    exercises: z.array(courseExercise).min(1).max(50),
  })
  .strict()
  .superRefine((course, ctx) => {
    const ids = new Set<string>();
    course.exercises.forEach((exercise, i) => {
      if (ids.has(exercise.id)) ctx.addIssue({ code: 'custom', path: ['exercises', i, 'id'], message: `과제 id '${exercise.id}'가 두 번 쓰였습니다 (exercise id used twice)` });
      ids.add(exercise.id);
      const answers = exercise.solution.filter((step) => 'answer' in step).length;
      const endsWithAnswer = answers === 1 && 'answer' in exercise.solution.at(-1)!;
      if (exercise.kind === 'find' && !endsWithAnswer) ctx.addIssue({ code: 'custom', path: ['exercises', i, 'solution'], message: '찾기 과제의 풀이는 답 하나로 끝납니다 (a finding task’s solution ends with one answer step)' });
      if (exercise.kind === 'do' && answers > 0) ctx.addIssue({ code: 'custom', path: ['exercises', i, 'solution'], message: '답은 찾기 과제에만 있습니다 (only a finding task has an answer step)' });
      if ((exercise.kind === 'find') !== (answerChecks(exercise.check) > 0)) {
        ctx.addIssue({ code: 'custom', path: ['exercises', i, 'check'], message: '찾기 과제만 답을 확인합니다 (a finding task checks an answer, and only a finding task does)' });
      }
    });
    for (const taken of GIVEN_VARS) {
      if (taken in course.refs || taken in course.vars) ctx.addIssue({ code: 'custom', path: ['vars', taken], message: `'${taken}'은 시뮬레이터가 정합니다 (given by the simulator)` });
    }
    for (const key of Object.keys(course.vars)) if (key in course.refs) ctx.addIssue({ code: 'custom', path: ['vars', key], message: `'${key}'는 refs에도 있습니다 (also a ref)` });
  });
export type CourseFile = z.infer<typeof courseFile>;
