// Each device's latest temperature (the warmest zone of its newest sample, latestTemperatureSql),
// kept on its devices row by triggers on temperature_samples in the same transaction as every write
// to them, so it cannot drift. The device list reads it with each row: looking it up took two index
// searches a row, a fifth of a 1,000-row page. A world written in bulk (seeding, a reset) is filled
// once afterwards (`withLatestTemperaturesRefilled`).
import type Database from 'better-sqlite3';
import { latestTemperatureSql } from './repositories/temperatures';

const refresh = (deviceIdx: string) => `UPDATE devices SET temperature = ${latestTemperatureSql(deviceIdx)} WHERE deviceIdx = ${deviceIdx};`;

/** Name prefix of the triggers that keep devices.temperature. */
const PREFIX = 'latest_temperature_';
export const LATEST_TEMPERATURE_TRIGGERS = [
  // Any sample written, an older one too (INSERT OR REPLACE included): the rule decides, not the trigger.
  `CREATE TRIGGER ${PREFIX}in AFTER INSERT ON temperature_samples BEGIN ${refresh('NEW.deviceIdx')} END;`,
  // Only a sample of the newest moment can change it: the daily prune's older ones cost one search each.
  `CREATE TRIGGER ${PREFIX}out AFTER DELETE ON temperature_samples
    WHEN NOT EXISTS (SELECT 1 FROM temperature_samples s WHERE s.deviceIdx = OLD.deviceIdx AND s.at > OLD.at) BEGIN ${refresh('OLD.deviceIdx')} END;`,
  `CREATE TRIGGER ${PREFIX}changed AFTER UPDATE ON temperature_samples BEGIN ${refresh('OLD.deviceIdx')} ${refresh('NEW.deviceIdx')} END;`,
];

/** devices.temperature worked out afresh from the samples. */
export const LATEST_TEMPERATURE_FILL = `UPDATE devices SET temperature = ${latestTemperatureSql('devices.deviceIdx')};`;

/** Runs `write` (a whole world, in the caller's transaction) with the triggers set aside, then fills the column once. */
export function withLatestTemperaturesRefilled(db: Database.Database, write: () => void): void {
  for (const sql of LATEST_TEMPERATURE_TRIGGERS) db.exec(`DROP TRIGGER ${/TRIGGER (\w+)/.exec(sql)![1]}`);
  write();
  db.exec(LATEST_TEMPERATURE_FILL);
  for (const sql of LATEST_TEMPERATURE_TRIGGERS) db.exec(sql);
}
