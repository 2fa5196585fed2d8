// The world's users: the demo accounts first, then internal staff of every user type, one
// partner per other company and managers for some of its stores and sites.
import type { User } from '../../../contract/index';
import { DEMO_ACCOUNTS, publishedPassword } from '../auth/demo-accounts';
import type { Preset } from './presets';
import { DAY, WORLD_REF_DATE_MS, type Random } from './random';
import type { CompanyRow } from '../db/repositories/companies';
import type { DivisionRow } from '../db/repositories/divisions';

export type UserRow = Omit<User, 'companyName' | 'divisionIdxList'>;
export interface UserSeed {
  row: UserRow;
  /** Plain text: hashed when written. Demo accounts use theirs; others `<userId>1234`. */
  password: string;
  divisionIdxList: number[];
}
type NewUser = Omit<UserRow, 'userIdx' | 'lastLoginDate' | 'createdDate' | 'updatedDate'>;

export function generateUsers(r: Random, preset: Pick<Preset, 'managerShare'>, companies: CompanyRow[], divisions: DivisionRow[]): UserSeed[] {
  const users: UserSeed[] = [];
  const add = (user: NewUser, password = publishedPassword(user.userId), divisionIdxList: number[] = []) => {
    const t = r.stamps(WORLD_REF_DATE_MS - 365 * DAY, WORLD_REF_DATE_MS - DAY);
    users.push({ row: { userIdx: users.length + 1, ...user, lastLoginDate: null, ...t }, password, divisionIdxList });
  };
  const storesOf = (companyIdx: number) => divisions.filter((d) => d.companyIdx === companyIdx && d.divisionType !== 'WAREHOUSE');
  const domainOf = (company: CompanyRow) => company.email.split('@')[1]!;

  // Demo accounts: admin has no company; partner and manager belong to the first company.
  for (const { userId, password, userName, userType, authType, email, phone } of DEMO_ACCOUNTS) {
    const managed = authType === 'MANAGER' ? storesOf(1).slice(0, 2).map((d) => d.divisionIdx) : [];
    add({ userId, userName, userType, authType, email, phone, companyIdx: authType === 'ADMIN' ? null : 1 }, password, managed);
  }
  for (const [userId, userType] of [['sales01', 'INTERNAL_BS'], ['md01', 'INTERNAL_MD'], ['it01', 'INTERNAL']] as const) {
    add({ userId, userName: r.personName(), userType, authType: 'ADMIN', companyIdx: null, email: `${userId}@kiosk-console.example`, phone: r.mobile() });
  }
  for (const company of companies.slice(1)) {
    const userId = `partner${String(company.companyIdx).padStart(2, '0')}`;
    const userType = company.companyName.startsWith('(주)') ? 'CORP' : 'BUSINESS';
    add({ userId, userName: company.ceoName, userType, authType: 'PARTNER', companyIdx: company.companyIdx, email: `${userId}@${domainOf(company)}`, phone: r.mobile() });
    for (const store of storesOf(company.companyIdx)) {
      if (!r.f.datatype.boolean(preset.managerShare)) continue;
      const storeUserId = `store${String(store.divisionIdx).padStart(2, '0')}`;
      add(
        {
          userId: storeUserId,
          userName: store.managerName,
          userType: r.f.datatype.boolean(0.8) ? 'BUSINESS' : 'CORP',
          authType: 'MANAGER',
          companyIdx: company.companyIdx,
          email: `${storeUserId}@${domainOf(company)}`,
          phone: r.mobile(),
        },
        undefined,
        [store.divisionIdx],
      );
    }
  }
  return users;
}
