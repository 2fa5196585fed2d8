// Fault notices (the fail-notice screen): raised by devices (the fleet), resolved by them or by
// staff. Descriptions are kept in Korean and English and answered in the caller's language.
import type { z } from 'zod';
import type { FAULT_SEVERITIES, FAULT_STATES, Language, faultNotice } from '../../../../contract/index';
import type { Bilingual } from '../../../../contract/index';
import type { Statement } from 'better-sqlite3';
import type { Db } from '../open';
import { IN_USE, listPage, type ScopeFilter } from '../sql';
import { DEVICE_FIELDS, deviceJoin, deviceWhere, type DeviceFilter } from './device-scope';

export type FaultNotice = z.infer<typeof faultNotice>;
export type FaultSeverity = (typeof FAULT_SEVERITIES)[number];
export type FaultState = (typeof FAULT_STATES)[number];

/** A fault_notices row as stored. */
export interface FaultNoticeRow {
  noticeIdx: number;
  deviceIdx: number;
  component: string;
  faultCode: string;
  severity: FaultSeverity;
  state: FaultState;
  /** Korean, and English beside it. */
  description: string;
  descriptionEn: string;
  reportAt: string;
  resolvedAt: string | null;
  /** The fleet engine's id of the fault (F12-3), so its resolution finds the notice; null otherwise. */
  sourceId: string | null;
  createdDate: string;
  updatedDate: string;
}

export interface NewFault {
  deviceIdx: number;
  component: string;
  faultCode: string;
  severity: FaultSeverity;
  description: Bilingual;
  /** Wire date-time the device (or the server) reported it. */
  reportAt: string;
  sourceId?: string | null;
}

export interface FaultQuery extends DeviceFilter {
  severity?: FaultSeverity;
  state?: FaultState;
  noticeIdx?: number;
  /** Only those that still need someone: not resolved, on a device in use (what countUnresolved counts). */
  unresolved?: boolean;
}

/** Not yet resolved: OPEN or ACKNOWLEDGED. */
export const UNRESOLVED = `f.state <> 'RESOLVED'`;

const SELECT = `SELECT f.*, ${DEVICE_FIELDS} FROM fault_notices f ${deviceJoin('f')}`;
const ORDER = 'f.reportAt DESC, f.noticeIdx DESC';

type ReadRow = FaultNoticeRow & Pick<FaultNotice, 'deviceName' | 'divisionName' | 'serialNumber' | 'address' | 'addressDetail'>;
function toNotice({ descriptionEn, sourceId: _sourceId, ...row }: ReadRow, lang: Language): FaultNotice {
  return { ...row, description: lang === 'en' ? descriptionEn : row.description };
}

export function faultRepository(db: Db) {
  let resolveUntracked: Statement | undefined;
  /** Newest first; the keyword also matches the fault code and component. */
  const list = (q: FaultQuery, scope: ScopeFilter, lang: Language) => {
    const where = deviceWhere(q, scope, 'f.reportAt', ['f.faultCode', 'f.component']);
    if (q.severity) where.add('f.severity = ?', q.severity);
    if (q.state) where.add('f.state = ?', q.state);
    if (q.noticeIdx !== undefined) where.add('f.noticeIdx = ?', q.noticeIdx);
    if (q.unresolved) where.add(UNRESOLVED).add(IN_USE.device);
    const page = listPage<ReadRow>(db, SELECT, where, ORDER, q);
    return { list: page.list.map((row) => toNotice(row, lang)), totalCount: page.totalCount };
  };
  return {
    list,
    /** Raises a notice (state OPEN); answers its key. */
    insert(fault: NewFault): number {
      const { lastInsertRowid } = db
        .prepare(
          `INSERT INTO fault_notices (deviceIdx, component, faultCode, severity, state, description, descriptionEn, reportAt, sourceId, createdDate, updatedDate)
           VALUES (?, ?, ?, ?, 'OPEN', ?, ?, ?, ?, ?, ?)`,
        )
        .run(fault.deviceIdx, fault.component, fault.faultCode, fault.severity, fault.description.ko, fault.description.en, fault.reportAt, fault.sourceId ?? null, fault.reportAt, fault.reportAt);
      return Number(lastInsertRowid);
    },
    /** Resolves a notice that is not resolved yet; answers whether it did. */
    resolve(noticeIdx: number, at: string): boolean {
      return db.prepare(`UPDATE fault_notices AS f SET state = 'RESOLVED', resolvedAt = ?, updatedDate = ? WHERE noticeIdx = ? AND ${UNRESOLVED}`).run(at, at, noticeIdx).changes > 0;
    },
    /** The unresolved notice the fleet raised for one of its faults. */
    unresolvedBySource(deviceIdx: number, sourceId: string): number | undefined {
      return db
        .prepare(`SELECT noticeIdx FROM fault_notices f WHERE deviceIdx = ? AND sourceId = ? AND ${UNRESOLVED} ORDER BY noticeIdx DESC`)
        .pluck()
        .get(deviceIdx, sourceId) as number | undefined;
    },
    /** The fleet's unresolved notices (those with a sourceId; with `seeded`, the seeded history's too) on some devices, oldest first. */
    unresolvedFromFleet(deviceIdxs: readonly number[], { seeded = false } = {}): Pick<FaultNoticeRow, 'noticeIdx' | 'deviceIdx' | 'faultCode' | 'severity' | 'sourceId' | 'reportAt'>[] {
      if (deviceIdxs.length === 0) return [];
      return db
        .prepare(
          `SELECT noticeIdx, deviceIdx, faultCode, severity, sourceId, reportAt FROM fault_notices f
           WHERE ${seeded ? '' : 'sourceId IS NOT NULL AND '}${UNRESOLVED} AND deviceIdx IN (${deviceIdxs.map(() => '?').join(', ')}) ORDER BY noticeIdx`,
        )
        .all(...deviceIdxs) as Pick<FaultNoticeRow, 'noticeIdx' | 'deviceIdx' | 'faultCode' | 'severity' | 'sourceId' | 'reportAt'>[];
    },
    /** Points a notice at another fleet fault (the same fault, carried over to a rebuilt kiosk). */
    relinkSource(noticeIdx: number, sourceId: string): void {
      db.prepare('UPDATE fault_notices SET sourceId = ? WHERE noticeIdx = ?').run(sourceId, noticeIdx);
    },
    /**
     * Resolves the unresolved notices of a code on a device that no fleet fault tracks (seeded
     * history has no sourceId); answers how many.
     */
    resolveUntracked(deviceIdx: number, faultCode: string, at: string): number {
      // Prepared once: the fleet asks at every heartbeat of every kiosk.
      resolveUntracked ??= db.prepare(`UPDATE fault_notices AS f SET state = 'RESOLVED', resolvedAt = ?, updatedDate = ? WHERE deviceIdx = ? AND faultCode = ? AND sourceId IS NULL AND ${UNRESOLVED}`);
      return resolveUntracked.run(at, at, deviceIdx, faultCode).changes;
    },
    /** Codes of every device's unresolved notices. */
    unresolvedCodes(): Map<number, string[]> {
      const rows = db.prepare(`SELECT DISTINCT deviceIdx, faultCode FROM fault_notices f WHERE ${UNRESOLVED} ORDER BY deviceIdx, faultCode`).all() as {
        deviceIdx: number;
        faultCode: string;
      }[];
      const codes = new Map<number, string[]>();
      for (const r of rows) codes.set(r.deviceIdx, [...(codes.get(r.deviceIdx) ?? []), r.faultCode]);
      return codes;
    },
    /** Unresolved notices in scope, by severity. */
    countUnresolved(scope: ScopeFilter): Record<FaultSeverity, number> {
      // Faults of an archived device stay in its history but need no one's attention.
      const where = deviceWhere({}, scope, 'f.reportAt').add(UNRESOLVED).add(IN_USE.device);
      const rows = db.prepare(`SELECT f.severity, COUNT(*) AS n FROM fault_notices f ${deviceJoin('f')} ${where} GROUP BY f.severity`).all(...where.params) as {
        severity: FaultSeverity;
        n: number;
      }[];
      const counts: Record<FaultSeverity, number> = { INFO: 0, WARNING: 0, CRITICAL: 0 };
      for (const r of rows) counts[r.severity] = r.n;
      return counts;
    },
    /**
     * The dashboard's recent faults: those that still need someone (unresolved, on a device in use:
     * what the open-fault count counts), newest first, then the newest of the others.
     */
    recent(scope: ScopeFilter, count: number, lang: Language): FaultNotice[] {
      const where = deviceWhere({}, scope, 'f.reportAt');
      const page = listPage<ReadRow>(db, SELECT, where, `(${UNRESOLVED} AND ${IN_USE.device}) DESC, ${ORDER}`, { page: 1, size: count });
      return page.list.map((row) => toNotice(row, lang));
    },
  };
}
export type FaultRepository = ReturnType<typeof faultRepository>;
