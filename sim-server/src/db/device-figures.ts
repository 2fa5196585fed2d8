// Figures the device list shows with each device, kept on its devices row by triggers in the same
// transaction as every write to what they count, so they cannot drift: its trays, its open fault
// notices and its latest temperature (the warmest zone of its newest sample, latestTemperatureSql).
// Looking them up took three subqueries (four index searches) a row, two fifths of a 1,000-row
// page. Each trigger works the figure out afresh by its rule rather than adding and taking away. A
// world written in bulk (seeding, a reset) is filled once afterwards (`withDeviceFiguresRefilled`).
import type Database from 'better-sqlite3';

/**
 * SQL for the latest temperature of a device: the warmest zone of its newest sample (null when it
 * has none, or the probe read nothing). `deviceIdx` is the SQL expression naming the device. Here,
 * below the migrations that make the triggers, so the repositories read the same rule.
 */
export function latestTemperatureSql(deviceIdx: string): string {
  return `(SELECT MAX(s.celsius) FROM temperature_samples s WHERE s.deviceIdx = ${deviceIdx}
    AND s.at = (SELECT MAX(s2.at) FROM temperature_samples s2 WHERE s2.deviceIdx = ${deviceIdx}))`;
}

/** Each figure's rule, over the device key `d`. */
const FIGURES = {
  trayCount: (d: string) => `(SELECT COUNT(*) FROM trays t WHERE t.deviceIdx = ${d})`,
  /** Not resolved: OPEN or ACKNOWLEDGED. */
  openFaultCount: (d: string) => `(SELECT COUNT(*) FROM fault_notices f WHERE f.deviceIdx = ${d} AND f.state <> 'RESOLVED')`,
  temperature: latestTemperatureSql,
};
type Figure = keyof typeof FIGURES;
const refresh = (figure: Figure, d: string) => `UPDATE devices SET ${figure} = ${FIGURES[figure](d)} WHERE deviceIdx = ${d};`;
const both = (figure: Figure) => `${refresh(figure, 'OLD.deviceIdx')} ${refresh(figure, 'NEW.deviceIdx')}`;

export const DEVICE_FIGURE_COLUMNS = `ALTER TABLE devices ADD COLUMN trayCount INTEGER NOT NULL DEFAULT 0;
ALTER TABLE devices ADD COLUMN openFaultCount INTEGER NOT NULL DEFAULT 0;
ALTER TABLE devices ADD COLUMN temperature REAL;`;

/** Name prefix of the triggers that keep the figures. */
const PREFIX = 'device_figures_';
export const DEVICE_FIGURE_TRIGGERS = [
  `CREATE TRIGGER ${PREFIX}tray_in AFTER INSERT ON trays BEGIN ${refresh('trayCount', 'NEW.deviceIdx')} END;`,
  `CREATE TRIGGER ${PREFIX}tray_out AFTER DELETE ON trays BEGIN ${refresh('trayCount', 'OLD.deviceIdx')} END;`,
  `CREATE TRIGGER ${PREFIX}tray_moved AFTER UPDATE OF deviceIdx ON trays BEGIN ${both('trayCount')} END;`,
  `CREATE TRIGGER ${PREFIX}fault_in AFTER INSERT ON fault_notices WHEN NEW.state <> 'RESOLVED' BEGIN ${refresh('openFaultCount', 'NEW.deviceIdx')} END;`,
  `CREATE TRIGGER ${PREFIX}fault_out AFTER DELETE ON fault_notices WHEN OLD.state <> 'RESOLVED' BEGIN ${refresh('openFaultCount', 'OLD.deviceIdx')} END;`,
  `CREATE TRIGGER ${PREFIX}fault_changed AFTER UPDATE OF state, deviceIdx ON fault_notices BEGIN ${both('openFaultCount')} END;`,
  // Any sample written, an older one too (INSERT OR REPLACE included): the rule decides, not the trigger.
  `CREATE TRIGGER ${PREFIX}sample_in AFTER INSERT ON temperature_samples BEGIN ${refresh('temperature', 'NEW.deviceIdx')} END;`,
  // Only a sample of the newest moment can change it: the daily prune's older ones cost one search each.
  `CREATE TRIGGER ${PREFIX}sample_out AFTER DELETE ON temperature_samples
    WHEN NOT EXISTS (SELECT 1 FROM temperature_samples s WHERE s.deviceIdx = OLD.deviceIdx AND s.at > OLD.at) BEGIN ${refresh('temperature', 'OLD.deviceIdx')} END;`,
  `CREATE TRIGGER ${PREFIX}sample_changed AFTER UPDATE ON temperature_samples BEGIN ${both('temperature')} END;`,
];

/** Every device's figures worked out afresh. */
export const DEVICE_FIGURES_FILL = `UPDATE devices SET ${(Object.keys(FIGURES) as Figure[]).map((f) => `${f} = ${FIGURES[f]('devices.deviceIdx')}`).join(', ')};`;

/** Runs `write` (a whole world, in the caller's transaction) with the triggers set aside, then fills the figures once. */
export function withDeviceFiguresRefilled(db: Database.Database, write: () => void): void {
  for (const sql of DEVICE_FIGURE_TRIGGERS) db.exec(`DROP TRIGGER ${/TRIGGER (\w+)/.exec(sql)![1]}`);
  write();
  db.exec(DEVICE_FIGURES_FILL);
  for (const sql of DEVICE_FIGURE_TRIGGERS) db.exec(sql);
}
