// Employee point reset policies: at most one per division.
import type { z } from 'zod';
import type { employeeResetPolicy } from '../../../../contract/index';
import type { Db } from '../open';
import { insertRow, updateRow } from '../sql';

export type ResetPolicy = z.infer<typeof employeeResetPolicy>;
export type ResetPolicyFields = Pick<ResetPolicy, 'resetCycle' | 'resetDay' | 'resetPoint'>;

export function resetPolicyRepository(db: Db) {
  return {
    get(employeeResetPolicyIdx: number): ResetPolicy | undefined {
      return db.prepare('SELECT * FROM employee_reset_policies WHERE employeeResetPolicyIdx = ?').get(employeeResetPolicyIdx) as
        | ResetPolicy
        | undefined;
    },
    ofDivision(divisionIdx: number): ResetPolicy | undefined {
      return db.prepare('SELECT * FROM employee_reset_policies WHERE divisionIdx = ?').get(divisionIdx) as ResetPolicy | undefined;
    },
    insert(divisionIdx: number, fields: ResetPolicyFields, now: string): number {
      return insertRow(db, 'employee_reset_policies', { divisionIdx, ...fields, createdDate: now, updatedDate: now });
    },
    update(employeeResetPolicyIdx: number, fields: ResetPolicyFields, now: string): void {
      updateRow(db, 'employee_reset_policies', 'employeeResetPolicyIdx', employeeResetPolicyIdx, { ...fields, updatedDate: now });
    },
  };
}
export type ResetPolicyRepository = ReturnType<typeof resetPolicyRepository>;
