// The class lock: a class is a lock on the whole server (docs/decisions.md, "Classroom sandboxes").
// While it runs no account signs in with the password the world published for it (README, the login
// screen, the seed's code) and no ADMIN but the trainer who made it signs in at all, so a trainee
// cannot become admin and reach the whole room; the template company is the trainer's alone; and
// nothing replaces the world (a reset or a tour would erase the class). Making the class ends every
// other session (classroom.ts), so nobody keeps a power from before it.
import type { User } from '../../../contract/index';
import type { Scope } from '../auth/scope';
import type { Db } from '../db/open';
import { classRunning, isTrainee, runningClass, type RunningClass } from '../db/repositories/classrooms';
import { fail } from '../failure';
import { publishedPassword } from '../auth/demo-accounts';

// Its questions are SQL, so they live with the classrooms repository; asked here by their old names.
export { classRunning, isTrainee, runningClass, type RunningClass };

/**
 * Refuses to sign this account in with `password`, just verified, when it may not be now. A
 * published password works only from the server's own computer (anyone on the network has read it),
 * and during a class for nobody; during a class no ADMIN but the trainer signs in, whatever its
 * password. A trainee's account is the class's own.
 */
export function assertMaySignIn(db: Db, user: Pick<User, 'userIdx' | 'userId' | 'authType'>, password: string, fromThisComputer: boolean): void {
  const published = password === publishedPassword(user.userId);
  if (published && !fromThisComputer) fail.rejected('publishedPasswordFromNetwork');
  const room = runningClass(db);
  if (!room || isTrainee(db, user.userIdx)) return;
  if (published) fail.rejected('publishedPasswordInClass');
  if (user.authType === 'ADMIN' && user.userIdx !== room.createdByUserIdx) fail.rejected('adminLockedInClass', { trainer: room.trainer });
}

/**
 * While a class runs the template company is the trainer's alone: an account whose scope reaches it
 * (its PARTNER and store owners) changes nothing, since every trainee's reset copies what it holds.
 */
export function assertMayChangeTemplate(db: Db, user: Pick<User, 'userIdx'>, scope: Scope): void {
  const room = runningClass(db);
  if (room && user.userIdx !== room.createdByUserIdx && scope.canSeeCompany(room.templateCompanyIdx)) {
    fail.rejected('templateLockedInClass', { company: room.templateName, trainer: room.trainer });
  }
}

/** Nothing replaces the world while a class runs (a reset or a tour would erase the class): the refusal names it. */
export function assertNoClass(db: Db): void {
  const room = runningClass(db);
  if (room) fail.rejected('classLocksWorld', { trainees: room.trainees, trainer: room.trainer });
}
