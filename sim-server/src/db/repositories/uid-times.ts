// Time slots in which employee UIDs may open a division's kiosks ('HH:mm', start < end).
import type { z } from 'zod';
import type { employeeUidTime } from '../../../../contract/index';
import type { Db } from '../open';
import { Where, insertRow, listPage } from '../sql';

export type UidTime = z.infer<typeof employeeUidTime>;
export type UidTimeFields = Pick<UidTime, 'startTime' | 'endTime'>;

export function uidTimeRepository(db: Db) {
  return {
    /** The first page of a division's slots in the order of the day, and how many it has. */
    listOfDivision(divisionIdx: number): { list: UidTime[]; totalCount: number } {
      return listPage<UidTime>(db, 'SELECT * FROM employee_uid_times', new Where().add('divisionIdx = ?', divisionIdx), 'startTime, employeeUidTimeIdx', {});
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
