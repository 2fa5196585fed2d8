// Sample organisation records for the user, division and open API tests.
import type { z } from 'zod';
import type { Division, TreeCompany, User, UserAttachment, employeeResetPolicy } from '@contract';
import { sampleUser } from './mockBackend';

export function sampleTree(): TreeCompany[] {
  return [
    {
      companyIdx: 1,
      companyName: 'Hanaro Foods',
      divisionList: [
        { divisionIdx: 11, divisionName: 'Gangnam', deviceList: [{ deviceIdx: 101, deviceName: 'Fridge A', serialNumber: 'SN-101', status: 'ONLINE' }] },
        { divisionIdx: 12, divisionName: 'Jongno', deviceList: [] },
      ],
    },
    { companyIdx: 2, companyName: 'Green Foods', divisionList: [{ divisionIdx: 21, divisionName: 'Seomyeon', deviceList: [] }] },
  ];
}

export function sampleOrgUser(userIdx: number, overrides: Partial<User> = {}): User {
  return {
    ...sampleUser,
    userIdx,
    userId: `user${userIdx}`,
    userName: `User ${userIdx}`,
    userType: 'BUSINESS',
    authType: 'MANAGER',
    companyIdx: 1,
    companyName: 'Hanaro Foods',
    divisionIdxList: [11],
    email: `u${userIdx}@example.com`,
    phone: '010-1234-5678',
    lastLoginDate: '2024-05-06 07:08:09',
    createdDate: '2024-01-02 03:04:05',
    updatedDate: '2024-02-03 04:05:06',
    ...overrides,
  };
}

export function sampleAttachment(userAttachmentIdx: number, overrides: Partial<UserAttachment> = {}): UserAttachment {
  return {
    userAttachmentIdx,
    userIdx: 5,
    fileName: `doc${userAttachmentIdx}.pdf`,
    documentType: 'CONTRACT',
    fileSize: 2048,
    createdDate: '2024-03-04 05:06:07',
    ...overrides,
  };
}

export function sampleDivision(divisionIdx: number, overrides: Partial<Division> = {}): Division {
  return {
    divisionIdx,
    companyIdx: 1,
    companyName: 'Hanaro Foods',
    divisionName: `Store ${divisionIdx}`,
    divisionType: 'STORE',
    phone: '02-111-2222',
    managerName: 'Park',
    zipCode: '04524',
    address: 'Seoul Jung-gu Sejong-daero 110',
    addressDetail: '1F',
    deviceCount: 3,
    createdDate: '2024-01-02 10:11:12',
    updatedDate: '2024-03-04 05:06:07',
    ...overrides,
  };
}

export function samplePolicy(overrides: Partial<z.infer<typeof employeeResetPolicy>> = {}): z.infer<typeof employeeResetPolicy> {
  return {
    employeeResetPolicyIdx: 7,
    divisionIdx: 11,
    resetCycle: 'WEEKLY',
    resetDay: 3,
    resetPoint: 5000,
    createdDate: '2024-01-02 10:11:12',
    updatedDate: '2024-01-02 10:11:12',
    ...overrides,
  };
}

export function sampleSlot(employeeUidTimeIdx: number, startTime: string, endTime: string) {
  return { employeeUidTimeIdx, divisionIdx: 11, startTime, endTime, createdDate: '2024-01-02 10:11:12' };
}

export function sampleAccess(divisionIdx: number, overrides: Record<string, unknown> = {}) {
  return {
    divisionIdx,
    divisionName: `Store ${divisionIdx}`,
    companyName: 'Hanaro Foods',
    enabled: false,
    apiKey: null,
    issuedDate: null,
    ...overrides,
  };
}
