// Users of the console, their managed divisions and password hashes.
import type { AuthType, User, UserType } from '../../../../contract/index';
import type { Db } from '../open';
import { Where, insertRow, listPage, preparedRead, updateRow, type Paging, type UserScopeFilter } from '../sql';

type UserRow = Omit<User, 'divisionIdxList'>;
/** The stored fields callers write (key, company name, divisions, logins and stamps are not). */
export type UserFields = Pick<User, 'userName' | 'userType' | 'authType' | 'companyIdx' | 'email' | 'phone'>;

export interface UserQuery extends Paging {
  keyword?: string;
  userType?: UserType;
  authType?: AuthType;
  companyIdx?: number;
  divisionIdx?: number;
  startDate?: string;
  endDate?: string;
}
const SELECT = `SELECT u.userIdx, u.userId, u.userName, u.userType, u.authType, u.companyIdx, c.companyName,
  u.email, u.phone, u.lastLoginDate, u.createdDate, u.updatedDate
  FROM users u LEFT JOIN companies c ON c.companyIdx = u.companyIdx`;

export function userRepository(db: Db) {
  const divisionsOf = (userIdx: number) =>
    preparedRead(db, 'SELECT divisionIdx FROM user_divisions WHERE userIdx = ? ORDER BY divisionIdx', true).all(userIdx) as number[];
  const withDivisions = (row: UserRow): User => ({ ...row, divisionIdxList: divisionsOf(row.userIdx) });

  return {
    /** Newest first; the keyword matches user ID, name or e-mail address. */
    list(q: UserQuery, scope: UserScopeFilter) {
      const where = new Where()
        .in('u.companyIdx', scope.companyIdxs)
        .in('u.userIdx', scope.userIdxs)
        .keyword(['u.userId', 'u.userName', 'u.email'], q.keyword);
      if (q.userType) where.add('u.userType = ?', q.userType);
      if (q.authType) where.add('u.authType = ?', q.authType);
      if (q.companyIdx !== undefined) where.add('u.companyIdx = ?', q.companyIdx);
      if (q.divisionIdx !== undefined) where.add('u.userIdx IN (SELECT userIdx FROM user_divisions WHERE divisionIdx = ?)', q.divisionIdx);
      where.dateRange('u.createdDate', q.startDate, q.endDate);
      const page = listPage<UserRow>(db, SELECT, where, 'u.createdDate DESC, u.userIdx DESC', q);
      return { list: page.list.map(withDivisions), totalCount: page.totalCount };
    },
    get(userIdx: number): User | undefined {
      // Every signed-in request asks (auth/session.ts): the statement is prepared once.
      const row = preparedRead(db, `${SELECT} WHERE u.userIdx = ?`).get(userIdx) as UserRow | undefined;
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
    /** The user holding a user ID (compared case-insensitively, as sign-in does). */
    findByUserId(userId: string): number | undefined {
      return db.prepare('SELECT userIdx FROM users WHERE userId = ?').pluck().get(userId) as number | undefined;
    },
    insert(userId: string, passwordHash: string, fields: UserFields, now: string): number {
      return insertRow(db, 'users', { userId, passwordHash, ...fields, createdDate: now, updatedDate: now });
    },
    update(userIdx: number, fields: UserFields, now: string): void {
      updateRow(db, 'users', 'userIdx', userIdx, { ...fields, updatedDate: now });
    },
    /** Replaces the divisions a MANAGER runs. */
    setDivisions(userIdx: number, divisionIdxs: readonly number[]): void {
      db.prepare('DELETE FROM user_divisions WHERE userIdx = ?').run(userIdx);
      const add = db.prepare('INSERT INTO user_divisions (userIdx, divisionIdx) VALUES (?, ?)');
      for (const divisionIdx of new Set(divisionIdxs)) add.run(userIdx, divisionIdx);
    },
    /** Sessions, divisions and attachments go with the user (ON DELETE CASCADE). */
    delete(userIdx: number): void {
      db.prepare('DELETE FROM users WHERE userIdx = ?').run(userIdx);
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
