// Users of the console, their managed divisions and password hashes.
import type { User } from '../../../../contract/index';
import type { Db } from '../open';

type UserRow = Omit<User, 'divisionIdxList'>;
const SELECT = `SELECT u.userIdx, u.userId, u.userName, u.userType, u.authType, u.companyIdx, c.companyName,
  u.email, u.phone, u.lastLoginDate, u.createdDate, u.updatedDate
  FROM users u LEFT JOIN companies c ON c.companyIdx = u.companyIdx`;

export function userRepository(db: Db) {
  const divisionsOf = (userIdx: number) =>
    db.prepare('SELECT divisionIdx FROM user_divisions WHERE userIdx = ? ORDER BY divisionIdx').pluck().all(userIdx) as number[];
  const withDivisions = (row: UserRow): User => ({ ...row, divisionIdxList: divisionsOf(row.userIdx) });

  return {
    get(userIdx: number): User | undefined {
      const row = db.prepare(`${SELECT} WHERE u.userIdx = ?`).get(userIdx) as UserRow | undefined;
      return row && withDivisions(row);
    },
    /** Key and password hash for sign-in (user IDs compare case-insensitively). */
    credentials(userId: string): { userIdx: number; passwordHash: string } | undefined {
      return db.prepare('SELECT userIdx, passwordHash FROM users WHERE userId = ?').get(userId) as
        | { userIdx: number; passwordHash: string }
        | undefined;
    },
    /** Users with this name and e-mail address (e-mail compared case-insensitively). */
    findByNameAndEmail(userName: string, email: string): User[] {
      const rows = db.prepare(`${SELECT} WHERE u.userName = ? AND lower(u.email) = lower(?) ORDER BY u.userIdx`).all(userName, email) as UserRow[];
      return rows.map(withDivisions);
    },
    findByIdAndEmail(userId: string, email: string): User | undefined {
      const row = db.prepare(`${SELECT} WHERE u.userId = ? AND lower(u.email) = lower(?)`).get(userId, email) as UserRow | undefined;
      return row && withDivisions(row);
    },
    count(): number {
      return db.prepare('SELECT COUNT(*) FROM users').pluck().get() as number;
    },
    setPassword(userIdx: number, passwordHash: string, now: string): void {
      db.prepare('UPDATE users SET passwordHash = ?, updatedDate = ? WHERE userIdx = ?').run(passwordHash, now, userIdx);
    },
    touchLogin(userIdx: number, now: string): void {
      db.prepare('UPDATE users SET lastLoginDate = ? WHERE userIdx = ?').run(now, userIdx);
    },
  };
}
export type UserRepository = ReturnType<typeof userRepository>;
