// The class lock: while a class runs, no account signs in with the password the world published
// for it (README, the login screen, the seed's code), so a trainee cannot become admin/admin1234
// and reach the whole room; the login screen offers no demo accounts; and a class is made only by
// a trainer whose own password is no longer the published one (docs/decisions.md, "Classroom sandboxes").
import type { Db } from '../db/open';
import { publishedPassword } from '../world/demo-accounts';

/** A class is running (classrooms holds its row). */
export function classRunning(db: Db): boolean {
  return db.prepare('SELECT 1 FROM classrooms').pluck().get() !== undefined;
}

/** The account is a trainee's of the class running. */
export function isTrainee(db: Db, userIdx: number): boolean {
  return db.prepare('SELECT 1 FROM classroom_trainees WHERE userIdx = ?').pluck().get(userIdx) !== undefined;
}

/** Whether `password`, just verified for this account, keeps it out while a class runs (trainees' accounts never). */
export function lockedOut(db: Db, user: { userIdx: number; userId: string }, password: string): boolean {
  return password === publishedPassword(user.userId) && classRunning(db) && !isTrainee(db, user.userIdx);
}
