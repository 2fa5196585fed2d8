// A class on one simulator (contract/sim-classroom.ts): trainee accounts trainee01…, each the
// PARTNER of its own sandbox company copied from a template company (sandbox.ts); the board; a
// trainee's sandbox reset to the template; the end of the class, which removes the sandboxes and
// accounts. One world and one clock for the room: sandboxes are apart by company, as scope keeps
// any PARTNER to its own (docs/decisions.md, "Classroom sandboxes").
import { randomInt } from 'node:crypto';
import type { BoardTrainee, ClassBoard, ClassroomInput, Language, TraineeCard } from '../../../contract/index';
import { hashPasswordAsync } from '../auth/password';
import { toWireDateTime } from '../clock';
import type { TraineeRow } from '../db/repositories/classrooms';
import type { Repositories } from '../db/repositories/index';
import type { FleetRuntime } from '../fleet-runtime/index';
import { fail } from '../failure';
import { classRunning } from './lock';
import type { ClassroomProgress } from './progress';
import { copyCompany, devicesOf, purgeCompanies } from './sandbox';

export interface ClassroomServices {
  repos: Repositories;
  fleet: FleetRuntime;
  /** The injected API faults (control/injected-faults.ts): those aimed at a trainee go with the trainee's sandbox. */
  faults: { clearForUser(userIdx: number): void };
  /** Real time (epoch ms). */
  wallNow: () => number;
  /** The course's vars and the trainees' progress. */
  progress: ClassroomProgress;
}

/** Characters of a trainee's password: none mistaken for another on a printed card (0/O, 1/l/I). */
const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
const PASSWORD_LENGTH = 10;

/** Lets the requests that arrived meanwhile be answered before the next trainee's work. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

const twoDigits = (n: number) => String(n).padStart(2, '0');
export const traineeUserId = (n: number) => `trainee${twoDigits(n)}`;
const traineeName = (n: number) => `교육생 ${twoDigits(n)}`;

function randomPassword(): string {
  return Array.from({ length: PASSWORD_LENGTH }, () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)]).join('');
}

export function classroomService({ repos, fleet, faults, wallNow, progress }: ClassroomServices) {
  const { db } = repos;
  const simNow = () => toWireDateTime(fleet.now());
  const rooms = repos.classrooms;
  const trainees = () => rooms.trainees();
  const cards = (): TraineeCard[] =>
    trainees().map((t) => ({ userId: t.userId, password: t.initialPassword, userName: t.userName, traineeNo: t.traineeNo, companyIdx: t.companyIdx, companyName: t.companyName }));
  const assertRunning = () => {
    if (!classRunning(db)) fail.rejected('noClass');
  };

  /** The template named (default: the world's first company in use), never an archived one. (No sandbox outlives its class.) */
  const templateOf = (companyIdx: number | undefined): number => {
    const chosen = companyIdx ?? rooms.firstCompanyInUse();
    const company = chosen === null ? undefined : repos.companies.get(chosen, true);
    if (!company) return fail.notFound('company');
    if (!repos.companies.get(company.companyIdx)) fail.rejected('templateArchived'); // found only among the archived
    return company.companyIdx;
  };

  /** Refusals that need no work first: a class running, a course or template that cannot be one, user IDs taken. */
  const assertCanMake = (input: ClassroomInput): { template: number; courseId: string | null } => {
    if (classRunning(db)) fail.rejected('classRunning');
    const courseId = progress.courseFor(input.course)?.id ?? null;
    const template = templateOf(input.templateCompanyIdx);
    progress.assertFits(template, courseId);
    for (let n = 1; n <= input.trainees; n++) {
      const userId = traineeUserId(n);
      if (repos.users.findByUserId(userId) !== undefined) fail.rejected('userIdTaken', { userId });
    }
    return { template, courseId };
  };

  /** Removes these trainees and their sandboxes (the class's end, a half-made class), one trainee per transaction. */
  const removeTrainees = async (list: readonly TraineeRow[], reason: 'classEnded' | null): Promise<void> => {
    for (const t of list) {
      const gone = devicesOf(db, t.companyIdx);
      db.transaction(() => {
        // The trainee's tokens then answer why, though the account goes.
        if (reason) repos.sessions.end({ userIdxs: [t.userIdx] }, reason, wallNow());
        purgeCompanies(db, [t.companyIdx], { whole: true });
      })();
      await nextTurn();
      fleet.replaceKiosks(gone, []);
      faults.clearForUser(t.userIdx);
      await nextTurn();
    }
  };

  /** Removes what a class holds, then the class: what the end does, and what a make that failed leaves. */
  const removeClass = async (reason: 'classEnded' | null): Promise<number> => {
    const list = trainees();
    await removeTrainees(list, reason);
    rooms.remove();
    return list.length;
  };

  /** One making or ending at a time: each gives other requests their turn between trainees. */
  let busy = false;
  const exclusive = async <T>(work: () => Promise<T>): Promise<T> => {
    if (busy) fail.rejected('classBusy');
    busy = true;
    try {
      return await work();
    } finally {
      busy = false;
    }
  };

  return {
    assertCanMake,

    /** A class found half-made (the process stopped while making it) is removed; answers whether there was one. */
    async removeHalfMade(): Promise<boolean> {
      if (!rooms.isMaking()) return false;
      await exclusive(() => removeClass(null));
      return true;
    },

    /**
     * Makes the class: accounts, sandboxes, kiosks in the fleet. Passwords are hashed on the thread
     * pool first. The class row comes first (the lock holds from then on, every other session ends),
     * then each trainee in a transaction of its own, other requests answered between them; should a
     * trainee fail, what was made goes again and nothing of the class is left.
     */
    async make(input: ClassroomInput, createdByUserIdx: number): Promise<TraineeCard[]> {
      return exclusive(async () => {
        assertCanMake(input);
        const passwords = Array.from({ length: input.trainees }, randomPassword);
        const hashes = await Promise.all(passwords.map(hashPasswordAsync));
        const { template, courseId } = db.transaction(() => {
          const checked = assertCanMake(input);
          rooms.begin({ templateCompanyIdx: checked.template, createdByUserIdx, createdAt: wallNow(), createdSimAt: simNow(), courseId: checked.courseId });
          // Nobody keeps a power from before the class (lock.ts): every session but the trainer's ends.
          repos.sessions.end({ allBut: { userIdx: createdByUserIdx } }, 'classStarted', wallNow());
          return checked;
        })();
        try {
          for (const [i, password] of passwords.entries()) {
            await nextTurn();
            const n = i + 1;
            const copies = db.transaction(() => {
              // Taken meanwhile (requests are answered between trainees): the class is not made.
              if (repos.users.findByUserId(traineeUserId(n)) !== undefined) fail.rejected('userIdTaken', { userId: traineeUserId(n) });
              const now = simNow();
              const made = copyCompany(db, template, [{ n }]);
              const companyIdx = made.companies.get(n)!;
              const userIdx = repos.users.insert(traineeUserId(n), hashes[i]!, { userName: traineeName(n), userType: 'CORP', authType: 'PARTNER', companyIdx, email: '', phone: '' }, now);
              rooms.addTrainee({ userIdx, traineeNo: n, companyIdx, initialPassword: password }, now);
              progress.resolve({ userIdx, companyIdx, traineeNo: n }, courseId);
              return made;
            })();
            await nextTurn();
            fleet.replaceKiosks([], copies.devices);
          }
        } catch (error) {
          await removeClass(null);
          throw error;
        }
        rooms.made();
        return cards();
      });
    },

    cards(): TraineeCard[] {
      assertRunning();
      return cards();
    },

    /** The board in `lang`: each trainee's exercises from the progress rows (the board only reads them). */
    board(lang: Language): ClassBoard {
      const room = rooms.current();
      if (!room) return { class: null };
      const { courseId, ...shown } = room;
      const { course, exercisesOf } = progress.board(courseId, lang);
      const list: BoardTrainee[] = trainees().map((t) => ({
        userId: t.userId, userName: t.userName, traineeNo: t.traineeNo, companyIdx: t.companyIdx, companyName: t.companyName,
        resets: t.resets, lastSignIn: t.lastLoginDate, exercises: exercisesOf(t.userIdx, t.vars),
      }));
      return { ...shown, course, trainees: list };
    },

    /**
     * The trainee's sandbox as the template is now, in one transaction: everything it holds goes and
     * is copied again into the same company row. The account and its sessions stay, so the trainee
     * stays signed in and sees the fresh sandbox on the next call.
     */
    reset(userId: string): { userId: string; companyIdx: number; resets: number } {
      assertRunning();
      if (busy) fail.rejected('classBusy');
      const trainee = trainees().find((t) => t.userId.toLowerCase() === userId.toLowerCase()) ?? fail.rejected('notATrainee', { userId });
      const gone = devicesOf(db, trainee.companyIdx);
      const copies = db.transaction(() => {
        const { templateCompanyIdx, courseId } = rooms.current()!;
        purgeCompanies(db, [trainee.companyIdx], { whole: false });
        const made = copyCompany(db, templateCompanyIdx, [{ n: trainee.traineeNo, companyIdx: trainee.companyIdx }]);
        const now = simNow();
        rooms.sandboxReset(trainee.userIdx, now);
        // The exercises start over too: progress and tries go, the vars are the fresh sandbox's.
        progress.clear(trainee.userIdx);
        progress.resolve(trainee, courseId);
        return made;
      })();
      fleet.replaceKiosks(gone, copies.devices);
      faults.clearForUser(trainee.userIdx); // the exercise starts over, healthy
      return { userId: trainee.userId, companyIdx: trainee.companyIdx, resets: trainee.resets + 1 };
    },

    /** Ends the class: every sandbox (its company row included) and trainee account goes, one trainee at a time; serials and user IDs are free again. */
    async end(): Promise<{ removed: number }> {
      return exclusive(async () => {
        assertRunning();
        return { removed: await removeClass('classEnded') };
      });
    },
  };
}
export type ClassroomService = ReturnType<typeof classroomService>;
