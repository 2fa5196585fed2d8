// Shared by the classroom tests: a trainer (admin with a password of its own, as the class lock
// asks), a class made through the API, and what a company owns, read table by table through its
// own ownership paths (written apart from the copier's, so they check it).
import { createHash } from 'node:crypto';
import request from 'supertest';
import { beforeAll } from 'vitest';
import type { EndpointDef, TraineeCard } from '../../contract/index';
import { createSimApp, type SimApp } from '../../sim-server/src/app';
import { hashPassword } from '../../sim-server/src/auth/password';
import { loginWith, type Client } from './support';

export const TRAINER_PASSWORD = 'room-9-trainer';

/** Gives an account a password of its own (as its user does on My info), so the class lock lets it sign in; answers it. */
export function givePassword(sim: SimApp, userId: string, password = `${userId}-own-pw`): string {
  sim.repos!.users.setPassword(sim.repos!.users.findByUserId(userId)!, hashPassword(password), '2026-11-21 09:00:00');
  return password;
}

/** Admin, its password changed from the published one (as a trainer does on My info), signed in for /sim calls. */
export async function trainer(sim: SimApp) {
  return simClient(sim, await loginWith(sim, 'admin', givePassword(sim, 'admin', TRAINER_PASSWORD)));
}

/** /sim calls with a bearer token (null: none). */
export function simClient(sim: SimApp, token: string | null, lang = 'en') {
  const headers: Record<string, string> = { 'Accept-Language': lang, ...(token ? { Authorization: `Bearer ${token}` } : {}) };
  return {
    get: (path: string) => request(sim.app).get(`/sim${path}`).set(headers),
    post: (path: string, body: object = {}) => request(sim.app).post(`/sim${path}`).set(headers).send(body),
  };
}
export type SimClient = ReturnType<typeof simClient>;

/** The training world seeded once for a test file (before its tests): each test opens its own copy as `image`. */
export function trainingImage(): () => Buffer {
  let image: Buffer | undefined;
  beforeAll(() => {
    const seeded = createSimApp({ db: ':memory:', preset: 'training', logError: () => {}, fleet: { autoRun: false } });
    image = seeded.db!.serialize();
    seeded.close();
  });
  return () => image!;
}

/** A catalog call of an exercise's solution (solutionRequests), sent as `as`: multipart fields go as text. */
export function sendCall(as: Client, { endpoint, path, body }: { endpoint: EndpointDef; path: string; body: Record<string, unknown> }) {
  if (endpoint.method === 'GET') return as.get(path);
  return endpoint.bodyKind === 'multipart' ? as.upload(path, Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v)]))) : as.post(path, body);
}

/** Makes a class of `trainees`; throws when refused. */
export async function makeClass(trainerClient: SimClient, trainees: number, extra: object = {}): Promise<TraineeCard[]> {
  const res = await trainerClient.post('/classroom', { trainees, ...extra });
  if (res.body.result !== 0) throw new Error(`making a class failed: ${JSON.stringify(res.body)}`);
  return res.body.data.trainees as TraineeCard[];
}

const DIVISIONS = 'SELECT divisionIdx FROM divisions WHERE companyIdx = @c';
const DEVICES = `SELECT deviceIdx FROM devices WHERE divisionIdx IN (${DIVISIONS})`;
const MAPPINGS = `SELECT productMappingIdx FROM product_mappings WHERE divisionIdx IN (${DIVISIONS})`;
const PAYMENTS = `SELECT paymentIdx FROM payments WHERE deviceIdx IN (${DEVICES})`;
const CARDS = 'SELECT employeeUidIdx FROM employee_uids WHERE companyIdx = @c';
const ORDERS = `SELECT productOrderIdx FROM product_orders WHERE divisionIdx IN (${DIVISIONS})`;

/** Every table a sandbox copies, and the rows company @c owns there. */
export const OWNED: Record<string, string> = {
  companies: 'SELECT * FROM companies WHERE companyIdx = @c',
  divisions: 'SELECT * FROM divisions WHERE companyIdx = @c',
  restock_routes: `SELECT * FROM restock_routes WHERE divisionIdx IN (${DIVISIONS})`,
  devices: `SELECT * FROM devices WHERE deviceIdx IN (${DEVICES})`,
  trays: `SELECT * FROM trays WHERE deviceIdx IN (${DEVICES})`,
  products: 'SELECT * FROM products WHERE companyIdx = @c',
  product_attachments: 'SELECT * FROM product_attachments WHERE productIdx IN (SELECT productIdx FROM products WHERE companyIdx = @c)',
  employee_reset_policies: `SELECT * FROM employee_reset_policies WHERE divisionIdx IN (${DIVISIONS})`,
  employee_uid_times: `SELECT * FROM employee_uid_times WHERE divisionIdx IN (${DIVISIONS})`,
  employee_uids: 'SELECT * FROM employee_uids WHERE companyIdx = @c',
  promotions: 'SELECT * FROM promotions WHERE companyIdx = @c',
  product_mappings: `SELECT * FROM product_mappings WHERE productMappingIdx IN (${MAPPINGS})`,
  product_orders: `SELECT * FROM product_orders WHERE productOrderIdx IN (${ORDERS})`,
  product_order_lines: `SELECT * FROM product_order_lines WHERE productOrderIdx IN (${ORDERS})`,
  payments: `SELECT * FROM payments WHERE paymentIdx IN (${PAYMENTS})`,
  payment_lines: `SELECT * FROM payment_lines WHERE paymentIdx IN (${PAYMENTS})`,
  product_transactions: `SELECT * FROM product_transactions WHERE productMappingIdx IN (${MAPPINGS})`,
  door_opens: `SELECT * FROM door_opens WHERE deviceIdx IN (${DEVICES})`,
  employee_point_logs: `SELECT * FROM employee_point_logs WHERE employeeUidIdx IN (${CARDS})`,
  fault_notices: `SELECT * FROM fault_notices WHERE deviceIdx IN (${DEVICES})`,
  self_checks: `SELECT * FROM self_checks WHERE deviceIdx IN (${DEVICES})`,
  temperature_samples: `SELECT * FROM temperature_samples WHERE deviceIdx IN (${DEVICES})`,
  product_trainings: `SELECT * FROM product_trainings WHERE deviceIdx IN (${DEVICES})`,
  device_models: `SELECT * FROM device_models WHERE deviceIdx IN (${DEVICES})`,
  device_model_products: `SELECT * FROM device_model_products WHERE deviceIdx IN (${DEVICES})`,
};

/** Rows per table that company `c` owns. */
export function ownedCounts(sim: SimApp, c: number): Record<string, number> {
  return Object.fromEntries(Object.entries(OWNED).map(([table, sql]) => [table, sim.db!.prepare(`SELECT COUNT(*) FROM (${sql})`).pluck().get({ c }) as number]));
}

/**
 * A hash per table of what company `c` owns, without keys (…Idx columns) and without what names the
 * sandbox (company name, business number, serials): equal for two sandboxes with the same content.
 */
export function contentHashes(sim: SimApp, c: number): Record<string, string> {
  const named = new Set(['companyName', 'businessNumber', 'serialNumber', 'publicKey', 'imgFullPath']);
  return Object.fromEntries(
    Object.entries(OWNED).map(([table, sql]) => {
      const rows = (sim.db!.prepare(sql).all({ c }) as Record<string, unknown>[]).map((row) =>
        JSON.stringify(Object.entries(row).filter(([column]) => !column.endsWith('Idx') && !named.has(column))),
      );
      return [table, createHash('sha256').update(rows.sort().join('\n')).digest('hex').slice(0, 16)];
    }),
  );
}

/** Placements whose stock is not the sum of their transactions, or whose running sums miss stockAfter. */
export function stockViolations(sim: SimApp): unknown[] {
  return [
    ...sim.db!.prepare(`SELECT m.productMappingIdx FROM product_mappings m
      LEFT JOIN (SELECT productMappingIdx, SUM(count) AS total FROM product_transactions GROUP BY productMappingIdx) t USING (productMappingIdx)
      WHERE m.stock <> COALESCE(t.total, 0)`).all(),
    ...sim.db!.prepare(`SELECT transactionIdx FROM (SELECT transactionIdx, stockAfter,
      SUM(count) OVER (PARTITION BY productMappingIdx ORDER BY transactionIdx) AS running FROM product_transactions)
      WHERE running <> stockAfter`).all(),
  ];
}
