// Daily self-check results of devices, one row per run with its per-component results as JSON.
import type { z } from 'zod';
import type { selfCheck } from '../../../../contract/index';
import type { Db } from '../open';
import { insertRow, listPage, type ScopeFilter } from '../sql';
import { DEVICE_FIELDS, asBoolean, deviceJoin, deviceWhere, type DeviceFilter } from './device-scope';

export type SelfCheck = z.infer<typeof selfCheck>;
export type SelfCheckResult = SelfCheck['results'][number];

/** A self_checks row as stored. */
export interface SelfCheckRow {
  selfCheckIdx: number;
  deviceIdx: number;
  passed: 0 | 1;
  /** JSON of SelfCheckResult[]. */
  results: string;
  reportAt: string;
  createdDate: string;
  updatedDate: string;
}

export interface NewSelfCheck {
  deviceIdx: number;
  passed: boolean;
  results: readonly SelfCheckResult[];
  reportAt: string;
}

export interface SelfCheckQuery extends DeviceFilter {
  passed?: boolean;
}

const SELECT = `SELECT c.*, ${DEVICE_FIELDS} FROM self_checks c ${deviceJoin('c')}`;

type ReadRow = Omit<SelfCheckRow, 'passed'> & { passed: number } & Pick<SelfCheck, 'deviceName' | 'divisionName' | 'address' | 'addressDetail'>;
function toSelfCheck({ serialNumber: _serialNumber, ...row }: ReadRow & { serialNumber: string }): SelfCheck {
  return { ...row, passed: asBoolean(row.passed), results: JSON.parse(row.results) as SelfCheckResult[] };
}

export function selfCheckRepository(db: Db) {
  return {
    /** Newest first. */
    list(q: SelfCheckQuery, scope: ScopeFilter) {
      const where = deviceWhere(q, scope, 'c.reportAt');
      if (q.passed !== undefined) where.add('c.passed = ?', q.passed ? 1 : 0);
      const page = listPage<ReadRow & { serialNumber: string }>(db, SELECT, where, 'c.reportAt DESC, c.selfCheckIdx DESC', q);
      return { list: page.list.map(toSelfCheck), totalCount: page.totalCount };
    },
    insert(check: NewSelfCheck): number {
      return insertRow(db, 'self_checks', {
        deviceIdx: check.deviceIdx,
        passed: check.passed ? 1 : 0,
        results: JSON.stringify(check.results),
        reportAt: check.reportAt,
        createdDate: check.reportAt,
        updatedDate: check.reportAt,
      });
    },
  };
}
export type SelfCheckRepository = ReturnType<typeof selfCheckRepository>;
