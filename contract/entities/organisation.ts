// Companies, divisions, users and their access settings.
import { z } from 'zod';
import { wireDateTime, won } from '../wire';
import { stamps } from './stamps';

export const USER_TYPES = ['INTERNAL', 'INTERNAL_BS', 'INTERNAL_MD', 'BUSINESS', 'CORP'] as const;
export const AUTH_TYPES = ['ADMIN', 'PARTNER', 'MANAGER'] as const;
export const userType = z.enum(USER_TYPES);
export const authType = z.enum(AUTH_TYPES);
export type UserType = z.infer<typeof userType>;
export type AuthType = z.infer<typeof authType>;

/** Provider codes a company may hold; stored as a comma list, compared case-insensitively. */
export const PROVIDERS = ['TC', 'ZELOTEK'] as const;

export const company = z.object({
  companyIdx: z.number().int(),
  companyName: z.string(),
  businessNumber: z.string(), // 000-00-00000
  ceoName: z.string(),
  phone: z.string(),
  email: z.string(),
  zipCode: z.string(),
  address: z.string(),
  addressDetail: z.string(),
  /** 'TC', 'ZELOTEK', 'TC,ZELOTEK' or null (shown '-'). */
  provider: z.string().nullable(),
  memo: z.string(),
  divisionCount: z.number().int().nonnegative(),
  deviceCount: z.number().int().nonnegative(),
  ...stamps,
});
export type Company = z.infer<typeof company>;

export const DIVISION_TYPES = ['STORE', 'SITE', 'WAREHOUSE'] as const;
export const division = z.object({
  divisionIdx: z.number().int(),
  companyIdx: z.number().int(),
  companyName: z.string(),
  divisionName: z.string(),
  divisionType: z.enum(DIVISION_TYPES),
  phone: z.string(),
  managerName: z.string(),
  zipCode: z.string(),
  address: z.string(),
  addressDetail: z.string(),
  deviceCount: z.number().int().nonnegative(),
  ...stamps,
});
export type Division = z.infer<typeof division>;

export const userAttachment = z.object({
  userAttachmentIdx: z.number().int(),
  userIdx: z.number().int(),
  fileName: z.string(),
  /** BUSINESS_LICENSE, CONTRACT, ID_CARD, BANK_ACCOUNT, ETC */
  documentType: z.string(),
  fileSize: z.number().int().nonnegative(),
  createdDate: wireDateTime,
});
export type UserAttachment = z.infer<typeof userAttachment>;

export const user = z.object({
  userIdx: z.number().int(),
  userId: z.string(),
  userName: z.string(),
  userType,
  authType,
  companyIdx: z.number().int().nullable(),
  companyName: z.string().nullable(),
  /** Divisions a MANAGER runs; empty for other levels. */
  divisionIdxList: z.array(z.number().int()),
  email: z.string(),
  phone: z.string(),
  lastLoginDate: wireDateTime.nullable(),
  ...stamps,
});
export type User = z.infer<typeof user>;
export const userDetail = user.extend({ attachmentList: z.array(userAttachment) });

export const employeeResetPolicy = z.object({
  employeeResetPolicyIdx: z.number().int(),
  divisionIdx: z.number().int(),
  /** How often employee points reset. */
  resetCycle: z.enum(['DAILY', 'WEEKLY', 'MONTHLY']),
  /** Day of week (1–7) for WEEKLY, day of month (1–28) for MONTHLY, 0 for DAILY. */
  resetDay: z.number().int().min(0).max(28),
  /** Points granted at each reset. */
  resetPoint: won,
  ...stamps,
});
export const employeeUidTime = z.object({
  employeeUidTimeIdx: z.number().int(),
  divisionIdx: z.number().int(),
  startTime: z.string().regex(/^\d{2}:\d{2}$/),
  endTime: z.string().regex(/^\d{2}:\d{2}$/),
  createdDate: wireDateTime,
});
export const openApiAccess = z.object({
  divisionIdx: z.number().int(),
  divisionName: z.string(),
  companyName: z.string(),
  enabled: z.boolean(),
  /** Masked except right after issue (the full key is shown once). */
  apiKey: z.string().nullable(),
  issuedDate: wireDateTime.nullable(),
});
