// The demo accounts, in one place: the world seeds them, main.ts prints them, the runtime
// config offers them to the console's login screen, and the tests sign in with them.
import type { AuthType, UserType } from '../../../contract/index';

export interface DemoAccount {
  userId: string;
  password: string;
  authType: AuthType;
  userType: UserType;
  userName: string;
  email: string;
  phone: string;
}

export const DEMO_ACCOUNTS = [
  { userId: 'admin', password: 'admin1234', authType: 'ADMIN', userType: 'INTERNAL', userName: '김관리', email: 'admin@kiosk-console.example', phone: '010-1000-0001' },
  { userId: 'partner', password: 'partner1234', authType: 'PARTNER', userType: 'CORP', userName: '이협력', email: 'partner@kiosk-console.example', phone: '010-1000-0002' },
  { userId: 'manager', password: 'manager1234', authType: 'MANAGER', userType: 'BUSINESS', userName: '박점주', email: 'manager@kiosk-console.example', phone: '010-1000-0003' },
] as const satisfies readonly DemoAccount[];

export type DemoUserId = (typeof DEMO_ACCOUNTS)[number]['userId'];

export function demoAccount(userId: DemoUserId): DemoAccount {
  return DEMO_ACCOUNTS.find((a) => a.userId === userId)!;
}

/** What the console may show on its login screen (no contact data). */
export function publicDemoAccounts(): Pick<DemoAccount, 'userId' | 'password' | 'authType' | 'userType' | 'userName'>[] {
  return DEMO_ACCOUNTS.map(({ userId, password, authType, userType, userName }) => ({ userId, password, authType, userType, userName }));
}

/**
 * The password the world seeds an account with, and publishes (README, the login screen, the
 * seed's code): a demo account's own, `<userId>1234` for every other.
 */
export function publishedPassword(userId: string): string {
  return DEMO_ACCOUNTS.find((a) => a.userId === userId)?.password ?? `${userId}1234`;
}
