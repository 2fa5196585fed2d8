// Devices (kiosks, fridges, vending machines): the register, their heartbeat columns (reportAt,
// signalDbm, online) and, on read, their division's address, tray count, open faults and latest
// temperature. The register holds the devices in use: an archived (deleted) one is found only by
// the history that names it.
import { DASHBOARD_LIMITS, deviceLabel, type DEVICE_SORT_FIELDS, type Device } from '../../../../contract/index';
import type { Statement } from 'better-sqlite3';
import type { Db } from '../open';
import { IN_USE, Where, divisionJoinIfNamed, divisionScope, insertRow, orderBy, pageKeys, preparedRead, updateRow, type OrderTerm, type ScopeFilter } from '../sql';
import { asBoolean, deviceWhere, type DeviceFilter } from './device-scope';
import { tooWarmSql } from './temperatures';

export type DeviceStatus = Device['status'];

/** What a caller writes: the register fields (heartbeat columns are written by the fleet). */
export type DeviceFields = Pick<Device, 'divisionIdx' | 'deviceName' | 'serialNumber' | 'deviceType' | 'provider' | 'model' | 'status' | 'addressDetail'>;

/** A devices row as the world writes it (its figures, trayCount and the rest, are kept by triggers: db/device-figures.ts). */
export type DeviceRow = Omit<
  Device,
  'divisionName' | 'companyIdx' | 'companyName' | 'zipCode' | 'address' | 'divisionAddressDetail' | 'trayCount' | 'online' | 'temperature' | 'openFaultCount'
> & { online: 0 | 1 };

export type DeviceSortField = (typeof DEVICE_SORT_FIELDS)[number];

export interface DeviceQuery extends DeviceFilter {
  status?: DeviceStatus;
  deviceType?: Device['deviceType'];
  /** Only the devices too warm as the dashboard counts them (DASHBOARD_LIMITS.temperatureAlertC). */
  temperatureAlert?: boolean;
  sortField?: DeviceSortField;
  sortOrder?: 'asc' | 'desc';
}

export interface Heartbeat {
  /** Wire date-time of the heartbeat (becomes reportAt). */
  at: string;
  signalDbm: number;
  firmwareVersion?: string;
}

/** What the list's conditions and order need: the device and its division. */
const FROM = 'FROM devices v JOIN divisions d ON d.divisionIdx = v.divisionIdx';
/**
 * A device as the API answers it, field by field in the wire's order, each as SQL over `v` (the
 * device), `d` (its division) and `c` (its company): read as columns where one device or the fleet's
 * list is needed, written by SQLite as JSON text for the list's pages (no row objects to build and
 * serialise again: at 1,000 rows that was most of a request).
 */
const FIELDS: readonly (readonly [name: keyof Device, sql: string])[] = [
  ['deviceIdx', 'v.deviceIdx'], ['divisionIdx', 'v.divisionIdx'], ['deviceName', 'v.deviceName'], ['serialNumber', 'v.serialNumber'],
  ['deviceType', 'v.deviceType'], ['provider', 'v.provider'], ['model', 'v.model'], ['firmwareVersion', 'v.firmwareVersion'],
  ['status', 'v.status'], ['addressDetail', 'v.addressDetail'], ['reportAt', 'v.reportAt'], ['createdDate', 'v.createdDate'],
  ['updatedDate', 'v.updatedDate'], ['signalDbm', 'v.signalDbm'], ['online', 'v.online'],
  ['divisionName', 'd.divisionName'], ['companyIdx', 'd.companyIdx'], ['companyName', 'c.companyName'], ['zipCode', 'd.zipCode'],
  ['address', 'd.address'], ['divisionAddressDetail', 'd.addressDetail'],
  // Kept on the row by triggers (db/device-figures.ts).
  ['trayCount', 'v.trayCount'], ['openFaultCount', 'v.openFaultCount'], ['temperature', 'v.temperature'],
];
const JOINED = 'JOIN divisions d ON d.divisionIdx = v.divisionIdx JOIN companies c ON c.companyIdx = d.companyIdx';
const SELECT = `SELECT ${FIELDS.map(([name, sql]) => `${sql} AS ${name}`).join(', ')} FROM devices v ${JOINED}`;
/** `online` is stored as 0 or 1 and answered as a boolean. */
const JSON_ROW = `json_object(${FIELDS.map(([name, sql]) => `'${name}', ${name === 'online' ? `json(iif(${sql}, 'true', 'false'))` : sql}`).join(', ')})`;
/**
 * The devices of a page's keys (a JSON array) as one JSON array, in the keys' order, as UTF-8 bytes
 * (a BLOB): they go to the socket as they are, never decoded into a string and encoded again.
 */
const PAGE_JSON = `SELECT CAST(json_group_array(${JSON_ROW} ORDER BY k.key) AS BLOB) FROM json_each(?) k JOIN devices v ON v.deviceIdx = k.value ${JOINED}`;
const NO_ROWS = Buffer.from('[]');

/**
 * What each sort field orders by, over `devices v`, `divisions d` and `companies c` (the columns come
 * from code, never from a request). `nullable` ones keep their empty values last either way.
 */
const SORTS: Record<DeviceSortField, { by: string[]; nullable?: boolean; joinsCompany?: boolean }> = {
  deviceName: { by: ['v.deviceName'] },
  serialNumber: { by: ['v.serialNumber'] },
  companyDivision: { by: ['c.companyName', 'd.divisionName'], joinsCompany: true },
  // By severity, not by code: the healthy first, the broken last (first when descending).
  status: { by: [`CASE v.status WHEN 'ONLINE' THEN 0 WHEN 'MAINTENANCE' THEN 1 WHEN 'OFFLINE' THEN 2 ELSE 3 END`] },
  temperature: { by: ['v.temperature'], nullable: true },
  openFaultCount: { by: ['v.openFaultCount'] },
  reportAt: { by: ['v.reportAt'], nullable: true },
  createdDate: { by: ['v.createdDate'] },
  updatedDate: { by: ['v.updatedDate'] },
};

/** The list's order: the sort field's columns, then the key, in one direction; newest first by default. */
function orderOf(q: DeviceQuery): OrderTerm[] {
  const desc = q.sortOrder === 'desc' || (!q.sortField && q.sortOrder !== 'asc');
  const sort = SORTS[q.sortField ?? 'createdDate'];
  return [...sort.by.map((by) => ({ by, desc, nullsLast: sort.nullable })), { by: 'v.deviceIdx', desc }];
}

/**
 * Every device in use, with no condition: all of them less the archived ones (migration 27). SQLite
 * counts a whole table from its b-tree pages alone; counting the rows in use reads all 10,000 index
 * entries of the large world, a millisecond of every page of the unfiltered list.
 */
const COUNT_IN_USE = 'SELECT (SELECT COUNT(*) FROM devices) - (SELECT COUNT(*) FROM devices WHERE archivedDate IS NOT NULL)';
const ONLY_IN_USE = `WHERE ${IN_USE.device}`;

type ReadRow = Omit<Device, 'online'> & { online: number };
const toDevice = (row: ReadRow): Device => ({ ...row, online: asBoolean(row.online) });

export function deviceRepository(db: Db) {
  // Prepared once: the fleet records every kiosk's heartbeat and refreshes its status after each batch.
  let heartbeat: Statement | undefined;
  let statusInputs: Statement | undefined;
  return {
    /**
     * A page of the devices, newest first or by `sortField` (ties by key); the keyword matches name
     * and serial number. The page's rows come as JSON (an array of `Device`, UTF-8), written by SQLite.
     */
    list(q: DeviceQuery, scope: ScopeFilter): { listJson: Buffer; totalCount: number } {
      const where = deviceWhere(q, scope, 'v.createdDate').add(IN_USE.device);
      if (q.status) where.add('v.status = ?', q.status);
      if (q.deviceType) where.add('v.deviceType = ?', q.deviceType);
      if (q.temperatureAlert) where.add(tooWarmSql('v.deviceIdx', DASHBOARD_LIMITS.temperatureAlertC));
      const byCompany = q.sortField !== undefined && SORTS[q.sortField].joinsCompany;
      const order = orderOf(q);
      // Counted and ordered on the devices alone when nothing asks for their division: every device has one.
      const from = /\bd\./.test(`${where} ${orderBy(order)}`) ? FROM : 'FROM devices v';
      const { keys, totalCount } = pageKeys(
        db,
        {
          from, key: 'v.deviceIdx', where, orderBy: orderBy(order), keysReversed: orderBy(order, true),
          ...(byCompany ? { keysFrom: `${FROM} JOIN companies c ON c.companyIdx = d.companyIdx` } : {}),
          ...(String(where) === ONLY_IN_USE ? { countRows: () => preparedRead(db, COUNT_IN_USE, true).get() as number } : {}),
        },
        q,
      );
      const listJson = keys.length === 0 ? NO_ROWS : (preparedRead(db, PAGE_JSON, true).get(JSON.stringify(keys)) as Buffer);
      return { listJson, totalCount };
    },
    /** Every device in use in scope, in key order (tree order). */
    all(scope: ScopeFilter): Device[] {
      const where = divisionScope(scope).add(IN_USE.device);
      return (db.prepare(`${SELECT} ${where} ORDER BY v.deviceIdx`).all(...where.params) as ReadRow[]).map(toDevice);
    },
    /** These devices (unscoped), in key order; the ones that do not exist or were archived are left out. */
    many(deviceIdxs: readonly number[]): Device[] {
      const where = new Where().in('v.deviceIdx', deviceIdxs).add(IN_USE.device);
      return (db.prepare(`${SELECT} ${where} ORDER BY v.deviceIdx`).all(...where.params) as ReadRow[]).map(toDevice);
    },
    /** Keys of the devices that are the first `upTo` by key or above `after` (a bulk world's live fleet). */
    keysUpToOrAfter(upTo: number, after: number): number[] {
      return db.prepare('SELECT deviceIdx FROM devices WHERE (deviceIdx <= ? OR deviceIdx > ?) AND archivedDate IS NULL ORDER BY deviceIdx').pluck().all(upTo, after) as number[];
    },
    /** The status of each of these devices. */
    statuses(deviceIdxs: readonly number[]): Map<number, DeviceStatus> {
      const where = new Where().in('deviceIdx', deviceIdxs);
      const rows = db.prepare(`SELECT deviceIdx, status FROM devices ${where}`).all(...where.params) as { deviceIdx: number; status: DeviceStatus }[];
      return new Map(rows.map((r) => [r.deviceIdx, r.status]));
    },
    /**
     * Each device's division and name ('강남점 · AI 냉장고 2호기', contract deviceLabel) and company, by
     * key: how the simulator's feed names it and whose feed its lines go to (all devices, or these).
     */
    labels(deviceIdxs?: readonly number[]): Map<number, { label: string; companyIdx: number }> {
      const where = new Where().in('v.deviceIdx', deviceIdxs ?? null);
      const rows = db.prepare(`SELECT v.deviceIdx, d.divisionName, v.deviceName, d.companyIdx FROM devices v JOIN divisions d USING (divisionIdx) ${where}`).all(...where.params) as {
        deviceIdx: number;
        divisionName: string;
        deviceName: string;
        companyIdx: number;
      }[];
      return new Map(rows.map((r) => [r.deviceIdx, { label: deviceLabel(r), companyIdx: r.companyIdx }]));
    },
    /** A device in use; `archived` also finds an archived one (for the history that names it). */
    get(deviceIdx: number, archived = false): Device | undefined {
      const row = db.prepare(`${SELECT} WHERE v.deviceIdx = ?${archived ? '' : ` AND ${IN_USE.device}`}`).get(deviceIdx) as ReadRow | undefined;
      return row && toDevice(row);
    },
    /**
     * The device holding a serial number (compared case-insensitively), if any, archived or not: an
     * archived device keeps its number, which its history lists show and search.
     */
    findBySerialNumber(serialNumber: string): { deviceIdx: number; archived: boolean } | undefined {
      const row = db.prepare('SELECT deviceIdx, archivedDate IS NOT NULL AS archived FROM devices WHERE serialNumber = ? COLLATE NOCASE').get(serialNumber) as
        | { deviceIdx: number; archived: number }
        | undefined;
      return row && { deviceIdx: row.deviceIdx, archived: row.archived === 1 };
    },
    countByStatus(scope: ScopeFilter): Record<DeviceStatus, number> {
      const where = divisionScope(scope).add(IN_USE.device);
      const rows = db
        .prepare(`SELECT v.status, COUNT(*) AS n FROM devices v ${divisionJoinIfNamed('v.divisionIdx', where)} ${where} GROUP BY v.status`)
        .all(...where.params) as { status: DeviceStatus; n: number }[];
      const counts: Record<DeviceStatus, number> = { ONLINE: 0, OFFLINE: 0, FAULT: 0, MAINTENANCE: 0 };
      for (const r of rows) counts[r.status] = r.n;
      return counts;
    },
    /** Devices in scope whose heartbeats arrive. */
    countConnected(scope: ScopeFilter): number {
      const where = divisionScope(scope).add(IN_USE.device).add('v.online = 1');
      return db.prepare(`SELECT COUNT(*) FROM devices v ${divisionJoinIfNamed('v.divisionIdx', where)} ${where}`).pluck().get(...where.params) as number;
    },
    /** A new device has not reported yet: offline, no heartbeat. */
    insert(fields: DeviceFields, now: string): number {
      return insertRow(db, 'devices', { ...fields, firmwareVersion: '', reportAt: null, signalDbm: null, online: 0, createdDate: now, updatedDate: now });
    },
    /** Its products follow it when it moves to another division. */
    update(deviceIdx: number, fields: DeviceFields, now: string): void {
      updateRow(db, 'devices', 'deviceIdx', deviceIdx, { ...fields, updatedDate: now });
      db.prepare('UPDATE product_mappings SET divisionIdx = ? WHERE deviceIdx = ?').run(fields.divisionIdx, deviceIdx);
    },
    /**
     * Deleting a device archives it: it leaves the register, the tree, the counts and the fleet; its
     * trays stay with it, and its payments, door sessions, faults, self-checks, temperatures and stock
     * movements keep naming it.
     */
    archive(deviceIdx: number, now: string): void {
      updateRow(db, 'devices', 'deviceIdx', deviceIdx, { archivedDate: now, updatedDate: now });
    },
    /** A heartbeat: the device reported, so it is connected. */
    recordHeartbeat(deviceIdx: number, beat: Heartbeat): void {
      heartbeat ??= db.prepare('UPDATE devices SET reportAt = ?, signalDbm = ?, online = 1, firmwareVersion = coalesce(?, firmwareVersion) WHERE deviceIdx = ?');
      heartbeat.run(
        beat.at, beat.signalDbm, beat.firmwareVersion ?? null, deviceIdx,
      );
    },
    /** Heartbeats stopped (false) or came back (true). */
    setOnline(deviceIdx: number, online: boolean): void {
      db.prepare('UPDATE devices SET online = ? WHERE deviceIdx = ?').run(online ? 1 : 0, deviceIdx);
    },
    setStatus(deviceIdx: number, status: DeviceStatus, now: string): void {
      updateRow(db, 'devices', 'deviceIdx', deviceIdx, { status, updatedDate: now });
    },
    /**
     * Status from what the device reports: OFFLINE while its heartbeats are missing, FAULT with an
     * unresolved WARNING or CRITICAL notice, else ONLINE. MAINTENANCE is the operator's and is kept.
     * Answers the status when it changed.
     */
    refreshStatus(deviceIdx: number, now: string): DeviceStatus | undefined {
      statusInputs ??= db.prepare(
        `SELECT status, online, EXISTS (SELECT 1 FROM fault_notices f WHERE f.deviceIdx = v.deviceIdx AND f.state <> 'RESOLVED' AND f.severity <> 'INFO') AS faulty
         FROM devices v WHERE deviceIdx = ?`,
      );
      const row = statusInputs.get(deviceIdx) as { status: DeviceStatus; online: number; faulty: number } | undefined;
      if (!row || row.status === 'MAINTENANCE') return undefined;
      const status: DeviceStatus = !row.online ? 'OFFLINE' : row.faulty ? 'FAULT' : 'ONLINE';
      if (status === row.status) return undefined;
      updateRow(db, 'devices', 'deviceIdx', deviceIdx, { status, updatedDate: now });
      return status;
    },
  };
}
export type DeviceRepository = ReturnType<typeof deviceRepository>;
