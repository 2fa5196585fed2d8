// The rows json-server serves: read from the simulator's own database once it has seeded it, as
// plain lists — the device list and the device inventory as the simulator answers them (every
// page of the inventory, MAX_PAGE_SIZE rows a page, one after another),
// the payments as their list rows (without the nested product lines the simulator adds per page,
// which would only make json-server's file bigger) and the users without password hashes.
// Written as a stream, row by row, so a million payments never become one string.
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import Database from 'better-sqlite3';
import { createRepositories } from '../../sim-server/src/db/repositories/index';
import { MAX_PAGE_SIZE } from '../../contract/constants';
import { UNSCOPED } from '../../sim-server/src/db/sql';

const PAYMENTS = `SELECT p.paymentIdx AS id, p.paymentIdx, p.deviceIdx, v.deviceName, d.companyIdx, d.divisionIdx, d.divisionName, p.provider, p.approveResult, p.state,
  p.paymentMode, p.amount, p.refundAmount, p.refundedAt, p.approveNo, p.approveAt, p.employeeUidIdx, e.employeeName, d.address, v.addressDetail
  FROM payments p JOIN devices v ON v.deviceIdx = p.deviceIdx JOIN divisions d ON d.divisionIdx = v.divisionIdx
  LEFT JOIN employee_uids e ON e.employeeUidIdx = p.employeeUidIdx ORDER BY p.paymentIdx`;

export interface JsonServerRows {
  devices: number;
  payments: number;
  inventory: number;
  users: number;
  bytes: number;
}

export async function writeJsonServerDb(dbPath: string, outFile: string): Promise<JsonServerRows> {
  const db = new Database(dbPath, { readonly: true });
  const out = createWriteStream(outFile);
  let bytes = 0;
  const write = async (text: string) => {
    bytes += Buffer.byteLength(text);
    if (!out.write(text)) await once(out, 'drain');
  };
  const list = async (name: string, rows: Iterable<object>, first: boolean) => {
    await write(`${first ? '{' : ','}\n"${name}": [`);
    let n = 0;
    for (const row of rows) await write(`${n++ === 0 ? '\n' : ',\n'}${JSON.stringify(row)}`);
    await write('\n]');
    return n;
  };
  try {
    const repos = createRepositories(db);
    const devices = await list('devices', repos.devices.all(UNSCOPED).map((d) => ({ id: d.deviceIdx, ...d })), true);
    // A list answers one page: the whole inventory is read page after page.
    const inventoryRows = function* () {
      for (let page = 1; ; page++) {
        const rows = repos.inventory.list({ page, size: MAX_PAGE_SIZE }, UNSCOPED, true).list;
        for (const m of rows) yield { id: m.productMappingIdx, ...m };
        if (rows.length < MAX_PAGE_SIZE) return;
      }
    };
    const inventory = await list('inventory', inventoryRows(), false);
    const payments = await list('payments', db.prepare(PAYMENTS).iterate() as Iterable<object>, false);
    const users = await list('users', db.prepare('SELECT userIdx AS id, userId, userName, userType, authType, companyIdx, email, phone FROM users ORDER BY userIdx').all() as object[], false);
    await write('\n}\n');
    out.end();
    await once(out, 'finish');
    return { devices, payments, inventory, users, bytes };
  } finally {
    db.close();
  }
}
