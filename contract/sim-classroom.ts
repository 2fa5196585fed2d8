// A classroom on one simulator: the trainer (ADMIN) makes a class of trainees, each the PARTNER of
// a sandbox company copied from a template company, watches the room, resets one trainee's
// sandbox to the template and ends the class. Never part of a production server.
import { z } from 'zod';
import { EXERCISE_KINDS } from './classroom-course';
import { CONSOLE_AREAS } from './permissions';
import { controlResponse, type SimCall } from './sim-control';
import { bodyIdx, boundedInt } from './wire';

/** Trainees in one class at most. */
export const MAX_TRAINEES = 50;

export const classroomBody = z
  .object({
    trainees: boundedInt(1, MAX_TRAINEES),
    /** The company every sandbox is copied from (default: the world's first company). */
    templateCompanyIdx: bodyIdx.optional(),
    /** The course's id (fixtures/courses/<id>.json); default the first shipped. */
    course: z.string().trim().min(1).max(60).optional(),
  })
  .strict();
export type ClassroomInput = z.input<typeof classroomBody>;

/** A trainee's sign-in card. */
export const traineeCard = z.object({
  userId: z.string(),
  password: z.string(),
  userName: z.string(),
  traineeNo: z.number().int(),
  companyIdx: z.number().int(),
  companyName: z.string(),
});
export type TraineeCard = z.infer<typeof traineeCard>;
export const traineeCardsResponse = controlResponse(z.object({ trainees: z.array(traineeCard) }));

/** One exercise on the board (filled by the course's checks). */
export const boardExercise = z.object({
  id: z.string(),
  title: z.string(),
  kind: z.enum(EXERCISE_KINDS),
  done: z.boolean(),
  doneAt: z.string().nullable(),
  /** A finding task's wrong answers so far (0 for a `do` task). */
  wrongAnswers: z.number().int(),
});

export const boardTrainee = z.object({
  userId: z.string(),
  userName: z.string(),
  traineeNo: z.number().int(),
  companyIdx: z.number().int(),
  companyName: z.string(),
  /** Times the sandbox was reset to the template. */
  resets: z.number().int(),
  /** Last sign-in (simulated time on the wire), null before the first. */
  lastSignIn: z.string().nullable(),
  exercises: z.array(boardExercise),
});
export type BoardTrainee = z.infer<typeof boardTrainee>;

/** The class board; `class: null` when no class runs. */
export const classBoard = z.union([
  z.object({ class: z.null() }),
  z.object({
    /** Real time the class was made (epoch ms). */
    createdAt: z.number(),
    /** Simulated time the class was made (wire). */
    createdSimAt: z.string(),
    templateCompanyIdx: z.number().int(),
    /** The class's course in the caller's language; null when the simulator has none. */
    course: z.object({ id: z.string(), title: z.string() }).nullable(),
    trainees: z.array(boardTrainee),
  }),
]);
export type ClassBoard = z.infer<typeof classBoard>;
export const classBoardResponse = controlResponse(classBoard);

export const traineeParams = z.object({ userId: z.string() });
export const traineeResetResponse = controlResponse(z.object({ userId: z.string(), companyIdx: z.number().int(), resets: z.number().int() }));
export const classEndResponse = controlResponse(z.object({ removed: z.number().int() }));

/** One exercise of the signed-in trainee's checklist, in the caller's language, its values filled in for this trainee. */
export const myExercise = z.object({
  id: z.string(),
  area: z.enum(CONSOLE_AREAS),
  kind: z.enum(EXERCISE_KINDS),
  title: z.string(),
  task: z.string(),
  /** What the check looks for (null: the course does not say), so a trainee whose save did not tick it can see why. */
  looksFor: z.string().nullable(),
  done: z.boolean(),
  /** Simulated time it turned done (wire), null while not. */
  doneAt: z.string().nullable(),
});
export type MyExercise = z.infer<typeof myExercise>;

/** The caller's checklist: `trainee: null` for anyone who is not a trainee of the running class. */
export const myClass = z.object({
  trainee: z
    .object({
      userId: z.string(),
      traineeNo: z.number().int(),
      /** Times the trainer reset the trainee's sandbox: the console tells the trainee when it grows. */
      resets: z.number().int(),
      course: z.object({ id: z.string(), title: z.string() }),
      exercises: z.array(myExercise),
    })
    .nullable(),
});
export type MyClass = z.infer<typeof myClass>;
export const myClassResponse = controlResponse(myClass);

/** Tries at one finding task's answer, at most (a trainee cannot guess through every payment). */
export const MAX_ANSWER_TRIES = 20;

/** A finding task's answer, as the trainee read it off the console. */
export const answerBody = z.object({ exerciseId: z.string().trim().min(1).max(60), answer: z.string().trim().min(1).max(100) }).strict();
export type AnswerInput = z.input<typeof answerBody>;
/** A wrong answer is `done: false` (not a refusal); `triesLeft` counts down from MAX_ANSWER_TRIES. */
export const answerResponse = controlResponse(z.object({ exerciseId: z.string(), done: z.boolean(), doneAt: z.string().nullable(), triesLeft: z.number().int() }));

/** The classroom calls of the control API: the trainer's are ADMIN's (a trainee never reads the board or the cards); `me` and `answer` are the trainee's own. */
export const SIM_CLASSROOM = {
  /** Refused while a class runs, and while the caller's password is still its published one. */
  make: { method: 'POST', path: '/sim/classroom', access: 'admin', summary: 'Make a class: a sandbox company and an account for each trainee.', body: classroomBody, response: traineeCardsResponse },
  board: { method: 'GET', path: '/sim/classroom', access: 'admin', summary: 'The class board: every trainee\'s exercises.', response: classBoardResponse },
  /** The sign-in cards again (kept out of the board, which is polled). */
  accounts: { method: 'GET', path: '/sim/classroom/accounts', access: 'admin', summary: 'The trainees\' sign-in cards.', response: traineeCardsResponse },
  /** The trainee's sandbox as the template is now; the trainee stays signed in. */
  reset: { method: 'POST', path: '/sim/classroom/:userId/reset', access: 'admin', summary: 'Reset one trainee\'s sandbox to the template.', params: traineeParams, response: traineeResetResponse },
  /** Sandboxes and trainee accounts go; their serial numbers and user IDs are free again. */
  end: { method: 'POST', path: '/sim/classroom/end', access: 'admin', summary: 'End the class: sandboxes and trainee accounts go.', response: classEndResponse },
  /** The caller's checklist (anyone signed in; `trainee: null` outside the class). */
  me: { method: 'GET', path: '/sim/classroom/me', access: 'signedIn', summary: 'The caller\'s own checklist.', response: myClassResponse },
  /** A trainee answers a finding task; anyone else is refused. */
  answer: { method: 'POST', path: '/sim/classroom/me/answer', access: 'signedIn', summary: 'A trainee answers a finding task.', body: answerBody, response: answerResponse },
} as const satisfies Record<string, SimCall>;
