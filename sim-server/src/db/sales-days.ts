// Sales per device and day (KST approval date): what the approved payments and their lines add up
// to, the sums the revenue and report screens read instead of a million payments. Triggers keep it
// in the same transaction as every write to payments and payment_lines, so it cannot drift; a
// world written in bulk (seeding, a reset) is summed once afterwards (`withSalesDaysRefilled`).
import { approvedResultOf } from '../../../contract/index';
import type Database from 'better-sqlite3';

/** The contract's approval rule (approvedResultOf, spec §9) in SQL, over a payments row `alias`. */
export const approvedOver = (alias: string) => `${alias}.approveResult = CASE WHEN lower(${alias}.provider) = 'tc' THEN ${approvedResultOf('tc')} ELSE ${approvedResultOf('')} END`;

export const SALES_DAYS_TABLE = `CREATE TABLE sales_days (
  deviceIdx INTEGER NOT NULL, day TEXT NOT NULL,
  payments INTEGER NOT NULL, amount INTEGER NOT NULL, refundAmount INTEGER NOT NULL,
  lines INTEGER NOT NULL, units INTEGER NOT NULL, lineAmount INTEGER NOT NULL,
  PRIMARY KEY (deviceIdx, day)) WITHOUT ROWID;
CREATE INDEX sales_days_by_day ON sales_days(day, deviceIdx, payments, amount, refundAmount, lines, units, lineAmount);`;

const COLUMNS = '(deviceIdx, day, payments, amount, refundAmount, lines, units, lineAmount)';
const ADD = `ON CONFLICT (deviceIdx, day) DO UPDATE SET payments = payments + excluded.payments, amount = amount + excluded.amount,
  refundAmount = refundAmount + excluded.refundAmount, lines = lines + excluded.lines, units = units + excluded.units, lineAmount = lineAmount + excluded.lineAmount`;
const day = (row: string) => `substr(${row}.approveAt, 1, 10)`;

/** Adds (sign 1) or takes away (−1) a payments row with the lines it has now. */
const payment = (row: 'NEW' | 'OLD', sign: 1 | -1) => `INSERT INTO sales_days ${COLUMNS}
  SELECT ${row}.deviceIdx, ${day(row)}, ${sign}, ${sign} * ${row}.amount, ${sign} * ${row}.refundAmount,
    ${sign} * COUNT(*), ${sign} * COALESCE(SUM(l.count - l.refundCount), 0), ${sign} * COALESCE(SUM(l.amount - l.refundAmount), 0)
  FROM payment_lines l WHERE l.paymentIdx = ${row}.paymentIdx ${ADD};`;
/** Adds or takes away a payment_lines row, when its payment is there and approved. */
const line = (row: 'NEW' | 'OLD', sign: 1 | -1) => `INSERT INTO sales_days ${COLUMNS}
  SELECT p.deviceIdx, ${day('p')}, 0, 0, 0, ${sign}, ${sign} * (${row}.count - ${row}.refundCount), ${sign} * (${row}.amount - ${row}.refundAmount)
  FROM payments p WHERE p.paymentIdx = ${row}.paymentIdx AND ${approvedOver('p')} ${ADD};`;
const emptied = `DELETE FROM sales_days WHERE payments = 0 AND lines = 0;`;
const PAYMENT_COLUMNS = 'deviceIdx, approveAt, provider, approveResult, amount, refundAmount';

/** Name prefix of the triggers that keep sales_days. */
const PREFIX = 'sales_days_';
export const SALES_DAYS_TRIGGERS = [
  `CREATE TRIGGER ${PREFIX}payment_in AFTER INSERT ON payments WHEN ${approvedOver('NEW')} BEGIN ${payment('NEW', 1)} END;`,
  `CREATE TRIGGER ${PREFIX}payment_out AFTER DELETE ON payments WHEN ${approvedOver('OLD')} BEGIN ${payment('OLD', -1)} ${emptied} END;`,
  `CREATE TRIGGER ${PREFIX}payment_was AFTER UPDATE OF ${PAYMENT_COLUMNS} ON payments WHEN ${approvedOver('OLD')} BEGIN ${payment('OLD', -1)} ${emptied} END;`,
  `CREATE TRIGGER ${PREFIX}payment_is AFTER UPDATE OF ${PAYMENT_COLUMNS} ON payments WHEN ${approvedOver('NEW')} BEGIN ${payment('NEW', 1)} END;`,
  `CREATE TRIGGER ${PREFIX}line_in AFTER INSERT ON payment_lines BEGIN ${line('NEW', 1)} END;`,
  `CREATE TRIGGER ${PREFIX}line_out AFTER DELETE ON payment_lines BEGIN ${line('OLD', -1)} ${emptied} END;`,
  `CREATE TRIGGER ${PREFIX}line_changed AFTER UPDATE OF paymentIdx, count, refundCount, amount, refundAmount ON payment_lines BEGIN ${line('OLD', -1)} ${line('NEW', 1)} ${emptied} END;`,
];

/** sales_days summed afresh from the tables: the payments, then their lines added in. */
export const SALES_DAYS_FILL = `DELETE FROM sales_days;
INSERT INTO sales_days ${COLUMNS}
  SELECT p.deviceIdx, ${day('p')} AS day, COUNT(*), SUM(p.amount), SUM(p.refundAmount), 0, 0, 0
  FROM payments p WHERE ${approvedOver('p')} GROUP BY p.deviceIdx, day;
INSERT INTO sales_days ${COLUMNS}
  SELECT p.deviceIdx, ${day('p')} AS day, 0, 0, 0, COUNT(*), SUM(l.count - l.refundCount), SUM(l.amount - l.refundAmount)
  FROM payment_lines l JOIN payments p ON p.paymentIdx = l.paymentIdx WHERE ${approvedOver('p')} GROUP BY p.deviceIdx, day ${ADD};`;

/**
 * Runs `write` (which writes a whole world in the caller's transaction) with the triggers set aside,
 * then sums sales_days once: a million rows cost one pass instead of two million trigger runs.
 */
export function withSalesDaysRefilled(db: Database.Database, write: () => void): void {
  const triggers = db.prepare(`SELECT name FROM sqlite_master WHERE type = 'trigger' AND substr(name, 1, ?) = ?`).pluck().all(PREFIX.length, PREFIX) as string[];
  for (const name of triggers) db.exec(`DROP TRIGGER "${name}"`);
  write();
  db.exec(SALES_DAYS_FILL);
  for (const sql of SALES_DAYS_TRIGGERS) db.exec(sql);
}

/** Rows of `sales_days s` joined to their device `v` and division `d`. */
export const SALES_DAYS_DEVICES = 'FROM sales_days s JOIN devices v ON v.deviceIdx = s.deviceIdx JOIN divisions d ON d.divisionIdx = v.divisionIdx';
