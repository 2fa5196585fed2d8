// The class running (at most one, classroomIdx 1) and its trainees (classroom/classroom.ts): rows only;
// the sandboxes they own are copied and removed by classroom/sandbox.ts.
import type { Db } from '../open';

/** A trainee with its account's and sandbox company's names, as the board and the cards show them. */
export interface TraineeRow {
  userIdx: number;
  userId: string;
  userName: string;
  traineeNo: number;
  companyIdx: number;
  companyName: string;
  initialPassword: string;
  resets: number;
  lastLoginDate: string | null;
  vars: string;
}

/** The class's own row. */
export interface ClassRow {
  /** Real time (epoch ms) and simulated time (wire) it was made at. */
  createdAt: number;
  createdSimAt: string;
  templateCompanyIdx: number;
  courseId: string | null;
}

/** The class running: its template, its trainer (who made it) and how many trainees it has. */
export interface RunningClass {
  templateCompanyIdx: number;
  /** The template's name (its number when the company is gone). */
  templateName: string;
  createdByUserIdx: number | null;
  /** The trainer's user ID ('' when the account is gone). */
  trainer: string;
  trainees: number;
}

// The class lock's questions (classroom/lock.ts), asked on the database handle its callers hold.

export function runningClass(db: Db): RunningClass | undefined {
  return db
    .prepare(
      `SELECT c.templateCompanyIdx, COALESCE((SELECT companyName FROM companies WHERE companyIdx = c.templateCompanyIdx), CAST(c.templateCompanyIdx AS TEXT)) AS templateName,
              c.createdByUserIdx, COALESCE(u.userId, '') AS trainer, (SELECT COUNT(*) FROM classroom_trainees) AS trainees
       FROM classrooms c LEFT JOIN users u ON u.userIdx = c.createdByUserIdx`,
    )
    .get() as RunningClass | undefined;
}

/** A class is running (classrooms holds its row). */
export function classRunning(db: Db): boolean {
  return db.prepare('SELECT 1 FROM classrooms').pluck().get() !== undefined;
}

/** The account is a trainee's of the class running. */
export function isTrainee(db: Db, userIdx: number): boolean {
  return db.prepare('SELECT 1 FROM classroom_trainees WHERE userIdx = ?').pluck().get(userIdx) !== undefined;
}

export function classroomRepository(db: Db) {
  return {
    /** Every trainee, by number. */
    trainees(): TraineeRow[] {
      return db
        .prepare(
          `SELECT t.userIdx, u.userId, u.userName, t.traineeNo, t.companyIdx, c.companyName, t.initialPassword, t.resets, u.lastLoginDate, t.vars
           FROM classroom_trainees t JOIN users u USING (userIdx) JOIN companies c ON c.companyIdx = t.companyIdx ORDER BY t.traineeNo`,
        )
        .all() as TraineeRow[];
    },
    /** The class running, if any. */
    current(): ClassRow | undefined {
      return db.prepare('SELECT createdAt, createdSimAt, templateCompanyIdx, courseId FROM classrooms').get() as ClassRow | undefined;
    },
    /** A class is being made (its row says so until the last trainee is in). */
    isMaking(): boolean {
      return db.prepare('SELECT making FROM classrooms').pluck().get() === 1;
    },
    /** The class's row, marked as being made: from now on the class lock holds (classroom/lock.ts). */
    begin(row: ClassRow & { createdByUserIdx: number }): void {
      db.prepare('INSERT INTO classrooms (classroomIdx, templateCompanyIdx, createdByUserIdx, createdAt, createdSimAt, courseId, making) VALUES (1, ?, ?, ?, ?, ?, 1)')
        .run(row.templateCompanyIdx, row.createdByUserIdx, row.createdAt, row.createdSimAt, row.courseId);
    },
    /** Every trainee is in. */
    made(): void {
      db.prepare('UPDATE classrooms SET making = 0').run();
    },
    /** The class's row goes (its trainees have gone before it). */
    remove(): void {
      db.prepare('DELETE FROM classrooms').run();
    },
    addTrainee(t: { userIdx: number; traineeNo: number; companyIdx: number; initialPassword: string }, simNow: string): void {
      db.prepare('INSERT INTO classroom_trainees (userIdx, traineeNo, companyIdx, initialPassword, sandboxSimAt) VALUES (?, ?, ?, ?, ?)')
        .run(t.userIdx, t.traineeNo, t.companyIdx, t.initialPassword, simNow);
    },
    /** A trainee's sandbox was copied afresh. */
    sandboxReset(userIdx: number, simNow: string): void {
      db.prepare('UPDATE classroom_trainees SET resets = resets + 1, lastResetAt = ?, sandboxSimAt = ? WHERE userIdx = ?').run(simNow, simNow, userIdx);
    },
    /** The first company in use (the default template), or null when there is none. */
    firstCompanyInUse(): number | null {
      return db.prepare('SELECT MIN(companyIdx) FROM companies WHERE archivedDate IS NULL').pluck().get() as number | null;
    },
  };
}
export type ClassroomRepository = ReturnType<typeof classroomRepository>;
