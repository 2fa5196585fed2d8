// Temperature samples of refrigerated zones: one row per device, moment and zone, keyed (and so
// indexed) by device and time. A null reading is a broken probe; `defrost` marks a reading taken in
// a defrost or its pull-down, when the kiosk's alarms are held.
import { latestTemperatureSql } from '../device-figures';
import type { Db } from '../open';
import { IN_USE, divisionJoinIfNamed, divisionScope, type ScopeFilter } from '../sql';

export interface TemperatureSampleRow {
  deviceIdx: number;
  /** Wire date-time (KST). */
  at: string;
  zoneNo: number;
  celsius: number | null;
  /** 1: in a defrost or its pull-down (default 0). */
  defrost?: 0 | 1;
}

/** SQL: whether the device's newest sample is a defrost (any zone). */
function latestDefrostSql(deviceIdx: string): string {
  return `(SELECT MAX(s.defrost) FROM temperature_samples s WHERE s.deviceIdx = ${deviceIdx}
    AND s.at = (SELECT MAX(s2.at) FROM temperature_samples s2 WHERE s2.deviceIdx = ${deviceIdx}))`;
}

/**
 * SQL condition: the device's latest temperature is above `aboveC` outside a defrost (an excursion:
 * the dashboard's temperature alert, and the device list's filter of it). `aboveC` is a number from code.
 */
export function tooWarmSql(deviceIdx: string, aboveC: number): string {
  return `${latestTemperatureSql(deviceIdx)} > ${Number(aboveC)} AND ${latestDefrostSql(deviceIdx)} = 0`;
}

export function temperatureRepository(db: Db) {
  const insert = db.prepare('INSERT OR REPLACE INTO temperature_samples (deviceIdx, at, zoneNo, celsius, defrost) VALUES (?, ?, ?, ?, ?)');
  // A prune walks the devices and drops each one's old samples as a range of the key: no scan of the table.
  const devicesAfter = db.prepare('SELECT deviceIdx FROM devices WHERE deviceIdx > ? ORDER BY deviceIdx LIMIT ?').pluck();
  const pruneDevice = db.prepare('DELETE FROM temperature_samples WHERE deviceIdx = ? AND at < ?');
  const pruneSome = (before: string, after: number, devices: number): { removed: number; last: number | null } => {
    const keys = devicesAfter.all(after, devices) as number[];
    let removed = 0;
    for (const deviceIdx of keys) removed += pruneDevice.run(deviceIdx, before).changes;
    return { removed, last: keys.at(-1) ?? null };
  };
  return {
    /** One sample of every zone of a device (a repeated moment replaces the earlier reading). */
    insert(deviceIdx: number, at: string, zones: readonly { zoneNo: number; celsius: number | null; defrost?: boolean }[]): void {
      for (const zone of zones) insert.run(deviceIdx, at, zone.zoneNo, zone.celsius, zone.defrost ? 1 : 0);
    },
    /** The latest temperature of a device (see latestTemperatureSql). */
    latest(deviceIdx: number): number | null {
      return db.prepare(`SELECT ${latestTemperatureSql('@deviceIdx')}`).pluck().get({ deviceIdx }) as number | null;
    },
    /** Devices whose newest sample was taken in a defrost or its pull-down. */
    inDefrost(): Set<number> {
      return new Set(db.prepare(`SELECT DISTINCT v.deviceIdx FROM devices v WHERE ${latestDefrostSql('v.deviceIdx')} = 1`).pluck().all() as number[]);
    },
    /** Devices in use in scope whose latest temperature is above `aboveC` outside a defrost (an excursion). */
    countAbove(scope: ScopeFilter, aboveC: number): number {
      const where = divisionScope(scope).add(IN_USE.device).add(tooWarmSql('v.deviceIdx', aboveC));
      return db.prepare(`SELECT COUNT(*) FROM devices v ${divisionJoinIfNamed('v.divisionIdx', where)} ${where}`).pluck().get(...where.params) as number;
    },
    /** A device's samples in (from, to] (wire date-times), the warmest zone of each and whether it was a defrost, oldest first. */
    history(deviceIdx: number, from: string, to: string): { at: string; temperature: number | null; defrost: boolean }[] {
      const rows = db
        .prepare('SELECT at, MAX(celsius) AS temperature, MAX(defrost) AS defrost FROM temperature_samples WHERE deviceIdx = ? AND at > ? AND at <= ? GROUP BY at ORDER BY at')
        .all(deviceIdx, from, to) as { at: string; temperature: number | null; defrost: number }[];
      return rows.map((r) => ({ ...r, defrost: r.defrost === 1 }));
    },
    /** Drops samples older than `before` (wire date-time); answers how many went. */
    prune(before: string): number {
      let removed = 0;
      for (let after: number | null = 0; after !== null; ) {
        const step = pruneSome(before, after, 1000);
        removed += step.removed;
        after = step.last;
      }
      return removed;
    },
    /**
     * A bounded step of a prune: the samples older than `before` of up to `devices` devices keyed
     * above `after`; answers how many went and the last device it covered (null: none was left).
     */
    pruneSome,
  };
}
export type TemperatureRepository = ReturnType<typeof temperatureRepository>;
