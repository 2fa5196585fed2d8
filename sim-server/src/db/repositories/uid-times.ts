// Time slots in which employee UIDs may open a division's kiosks ('HH:mm', start < end).
import type { z } from 'zod';
import type { employeeUidTime } from '../../../../contract/index';
import type { Db } from '../open';
import { insertRow } from '../sql';

export type UidTime = z.infer<typeof employeeUidTime>;
export type UidTimeFields = Pick<UidTime, 'startTime' | 'endTime'>;

export function uidTimeRepository(db: Db) {
  return {
    /** A division's slots in the order of the day. */
    listOfDivision(divisionIdx: number): UidTime[] {
      return db.prepare('SELECT * FROM employee_uid_times WHERE divisionIdx = ? ORDER BY startTime, employeeUidTimeIdx').all(divisionIdx) as UidTime[];
    },
    get(employeeUidTimeIdx: number): UidTime | undefined {
      return db.prepare('SELECT * FROM employee_uid_times WHERE employeeUidTimeIdx = ?').get(employeeUidTimeIdx) as UidTime | undefined;
    },
    /** The first slot of the division that shares a minute with [start, end); touching ends do not overlap. */
    overlapping(divisionIdx: number, slot: UidTimeFields): UidTime | undefined {
      return db
        .prepare('SELECT * FROM employee_uid_times WHERE divisionIdx = ? AND startTime < ? AND ? < endTime ORDER BY startTime LIMIT 1')
        .get(divisionIdx, slot.endTime, slot.startTime) as UidTime | undefined;
    },
    insert(divisionIdx: number, slot: UidTimeFields, now: string): number {
      return insertRow(db, 'employee_uid_times', { divisionIdx, ...slot, createdDate: now });
    },
    delete(employeeUidTimeIdx: number): void {
      db.prepare('DELETE FROM employee_uid_times WHERE employeeUidTimeIdx = ?').run(employeeUidTimeIdx);
    },
  };
}
export type UidTimeRepository = ReturnType<typeof uidTimeRepository>;
