// Open API access per division: enabled flag, key hash, last 4 characters and issue date.
import type { z } from 'zod';
import type { openApiAccess } from '../../../../contract/index';
import type { Db } from '../open';
import { listPage, type ScopeFilter } from '../sql';
import { DIVISION_ORDER, divisionWhere, type DivisionQuery } from './divisions';

export type OpenApiAccess = z.infer<typeof openApiAccess>;

/** Every key starts so (auth/api-key.ts makes them); a stored key is shown by it and its last 4. */
export const API_KEY_PREFIX = 'kc_live_';

/** 'kc_live_****abcd'. */
function maskApiKey(last4: string): string {
  return `${API_KEY_PREFIX}****${last4}`;
}

interface AccessRow {
  divisionIdx: number;
  divisionName: string;
  companyName: string;
  enabled: number | null;
  keyLast4: string | null;
  issuedDate: string | null;
}

/** What a caller may change; the key itself never reaches the database. */
export interface AccessChange {
  enabled: boolean;
  /** A newly issued key's hash and last 4 characters; undefined keeps the current key. */
  key?: { hash: string; last4: string; issuedDate: string };
}

// Every division appears; one without a row has never been opened to the API.
const SELECT = `SELECT d.divisionIdx, d.divisionName, c.companyName, a.enabled, a.keyLast4, a.issuedDate
  FROM divisions d JOIN companies c ON c.companyIdx = d.companyIdx
  LEFT JOIN division_open_api a ON a.divisionIdx = d.divisionIdx`;

function toAccess(row: AccessRow): OpenApiAccess {
  return {
    divisionIdx: row.divisionIdx,
    divisionName: row.divisionName,
    companyName: row.companyName,
    enabled: row.enabled === 1,
    apiKey: row.keyLast4 === null ? null : maskApiKey(row.keyLast4),
    issuedDate: row.issuedDate,
  };
}

export function openApiRepository(db: Db) {
  return {
    list(q: DivisionQuery, scope: ScopeFilter) {
      const page = listPage<AccessRow>(db, SELECT, divisionWhere(q, scope), DIVISION_ORDER, q);
      return { list: page.list.map(toAccess), totalCount: page.totalCount };
    },
    /** The division's access with its key masked (undefined when the division does not exist). */
    get(divisionIdx: number): OpenApiAccess | undefined {
      const row = db.prepare(`${SELECT} WHERE d.divisionIdx = ?`).get(divisionIdx) as AccessRow | undefined;
      return row && toAccess(row);
    },
    save(divisionIdx: number, change: AccessChange, now: string): void {
      db.prepare(
        `INSERT INTO division_open_api (divisionIdx, enabled, keyHash, keyLast4, issuedDate, updatedDate)
         VALUES (@divisionIdx, @enabled, @hash, @last4, @issuedDate, @now)
         ON CONFLICT (divisionIdx) DO UPDATE SET enabled = excluded.enabled, updatedDate = excluded.updatedDate,
           keyHash = coalesce(excluded.keyHash, keyHash), keyLast4 = coalesce(excluded.keyLast4, keyLast4),
           issuedDate = coalesce(excluded.issuedDate, issuedDate)`,
      ).run({ divisionIdx, enabled: change.enabled ? 1 : 0, hash: null, last4: null, issuedDate: null, ...change.key, now });
    },
  };
}
export type OpenApiRepository = ReturnType<typeof openApiRepository>;
