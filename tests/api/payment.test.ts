// The payment list: every filter, sort and page in SQL with the full count, in scope, bad input
// refused; and refunds the fleet makes hours after a sale: money back on the payment, units back on
// the shelf (stock = Σ transactions), kept across a restart.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FAILURE } from '../../contract/index';
import type { Payment } from '../../sim-server/src/db/repositories/payments';
import { NO_VIOLATIONS, paymentViolations } from './commerce-support';
import { QUIET_FLEET, column, control, everyPage, makeSim, scopes, sharedSim, signedIn, step, value, type Client } from './support';
import { unbalanced } from './stock-support';
import { recordText } from '../../sim-server/src/record-text';

type Sim = ReturnType<typeof makeSim>;
type Page = { list: Payment[]; totalCount: number };
const HOUR = 60 * 60_000;
const page = async (who: Client, body: object = {}) => {
  const res = await who.post('/payment/list', body);
  expect(res.body.result).toBe(0);
  return res.body.data as Page;
};
const ids = (p: Page) => p.list.map((x) => x.paymentIdx);
/** Payment keys in the order of a SQL condition and ORDER BY over `payments p` joined to its device and division. */
const stored = (sim: Sim, where: string, order = 'p.approveAt DESC, p.paymentIdx DESC', ...params: unknown[]) =>
  column(sim, `SELECT p.paymentIdx FROM payments p JOIN devices v USING (deviceIdx) JOIN divisions d ON d.divisionIdx = v.divisionIdx WHERE ${where} ORDER BY ${order}`, ...params);

describe('payment.list', () => {
  const sim = sharedSim();

  it('answers one page newest first with the full count, each payment with its place, refunds, card and lines', async () => {
    const admin = await signedIn(sim());
    const first = await page(admin, { page: 1, size: 20 });
    const all = stored(sim(), '1');
    expect(first.totalCount).toBe(all.length);
    expect(all.length).toBeGreaterThan(5000);
    expect(ids(first)).toEqual(all.slice(0, 20));
    expect(ids(await page(admin, { page: 3, size: 50 }))).toEqual(all.slice(100, 150));
    expect(await page(admin, { page: 10_000, size: 20 })).toEqual({ list: [], totalCount: all.length });
    const p = first.list[0]!;
    const row = sim().db!.prepare(`SELECT p.*, v.deviceName, v.addressDetail, d.companyIdx, d.divisionIdx, d.divisionName, d.address FROM payments p
      JOIN devices v USING (deviceIdx) JOIN divisions d ON d.divisionIdx = v.divisionIdx WHERE p.paymentIdx = ?`).get(p.paymentIdx) as Record<string, unknown>;
    expect(p).toMatchObject({
      deviceName: row.deviceName, companyIdx: row.companyIdx, divisionIdx: row.divisionIdx, divisionName: row.divisionName, address: row.address,
      addressDetail: row.addressDetail, amount: row.amount, refundAmount: row.refundAmount, refundedAt: row.refundedAt, approveAt: row.approveAt,
    });
    expect(p.productList).toEqual(sim().db!.prepare('SELECT productIdx, productName, count, price, listPrice, amount, promotionType, promotionIdx FROM payment_lines WHERE paymentIdx = ? ORDER BY paymentLineIdx').all(p.paymentIdx));
    // A points payment names its card and employee.
    const points = (await page(admin, { paymentMode: 99, size: 1, page: 1 })).list[0]!;
    expect(points).toMatchObject({ paymentMode: 99, employeeUidIdx: expect.any(Number), employeeName: value<string>(sim(), 'SELECT employeeName FROM employee_uids WHERE employeeUidIdx = ?', points.employeeUidIdx) });
  });

  it('filters by provider, approval, state, mode, card, organisation, dates and keyword, counting every match', async () => {
    const admin = await signedIn(sim());
    const approved = `p.approveResult = CASE WHEN p.provider = 'tc' THEN 1 ELSE 0 END`;
    const card = value(sim(), 'SELECT employeeUidIdx FROM payments WHERE employeeUidIdx IS NOT NULL ORDER BY paymentIdx LIMIT 1');
    const device = value(sim(), 'SELECT deviceIdx FROM payments ORDER BY paymentIdx LIMIT 1');
    const product = value<string>(sim(), 'SELECT productName FROM payment_lines ORDER BY paymentLineIdx LIMIT 1');
    const cases: [object, string, ...unknown[]][] = [
      [{ provider: 'TC' }, `p.provider = 'tc'`],
      [{ approved: true }, approved],
      [{ approved: false }, `NOT ${approved}`],
      [{ state: 'REFUNDED' }, `p.state = 'REFUNDED'`],
      [{ state: 'PARTIAL_REFUND' }, `p.state = 'PARTIAL_REFUND'`],
      [{ state: 'DECLINED' }, `p.state = 'DECLINED'`],
      [{ paymentMode: 99 }, 'p.paymentMode = 99'],
      [{ employeeUidIdx: card }, 'p.employeeUidIdx = ?', card],
      [{ companyIdx: 2 }, 'd.companyIdx = 2'],
      [{ deviceIdx: device }, 'p.deviceIdx = ?', device],
      [{ startDate: '2026-11-18', endDate: '2026-11-19' }, `p.approveAt >= '2026-11-18' AND p.approveAt < '2026-11-20'`],
      [{ keyword: product }, `EXISTS (SELECT 1 FROM payment_lines l WHERE l.paymentIdx = p.paymentIdx AND instr(l.productName, ?) > 0) OR instr(v.deviceName, ?) > 0`, product, product],
    ];
    for (const [filter, where, ...params] of cases) {
      const expected = stored(sim(), where, undefined, ...params);
      const got = await page(admin, { ...filter, page: 1, size: 30 });
      expect({ filter, count: got.totalCount, first: ids(got) }).toEqual({ filter, count: expected.length, first: expected.slice(0, 30) });
      expect(expected.length).toBeGreaterThan(0);
    }
  });

  it('finds a payment from its receipt: the approval number whole as text (leading zeros kept), the payment number whole', async () => {
    const admin = await signedIn(sim());
    const zero = sim().db!.prepare(`SELECT paymentIdx, approveNo FROM payments WHERE approveNo LIKE '0%' ORDER BY paymentIdx DESC LIMIT 1`).get() as { paymentIdx: number; approveNo: string };
    expect(zero, 'an approval number with a leading zero').toBeDefined();
    const byApproval = await page(admin, { keyword: zero.approveNo, size: 50 });
    expect(ids(byApproval)).toEqual(stored(sim(), 'p.approveNo = ?', undefined, zero.approveNo));
    expect(ids(byApproval)).toContain(zero.paymentIdx);
    // The number without its zeros, or a part of it, is another number.
    expect(ids(await page(admin, { keyword: String(Number(zero.approveNo)), size: 50 }))).not.toContain(zero.paymentIdx);
    expect(ids(await page(admin, { keyword: zero.approveNo.slice(0, -1), size: 50 }))).not.toContain(zero.paymentIdx);
    for (const keyword of [String(zero.paymentIdx), `#${zero.paymentIdx}`, ` ${zero.paymentIdx} `]) {
      expect({ keyword, found: ids(await page(admin, { keyword, size: 50 })).includes(zero.paymentIdx) }).toEqual({ keyword, found: true });
    }
    // Another payment's number is not this one's.
    expect(ids(await page(admin, { keyword: String(zero.paymentIdx + 1), size: 50 }))).not.toContain(zero.paymentIdx);
  });

  it('filters by mode as the labels read: a payment of another provider than tc is a credit-card one, whatever an old row stored', async () => {
    const sim = makeSim();
    const admin = await signedIn(sim);
    // An older database: a zelotek payment stored as an app one (spec §9 shows it as credit card).
    const old = value(sim, `SELECT paymentIdx FROM payments WHERE provider <> 'tc' ORDER BY paymentIdx LIMIT 1`);
    sim.db!.prepare('UPDATE payments SET paymentMode = 1 WHERE paymentIdx = ?').run(old);
    for (const paymentMode of [1, 99]) {
      const listed = await everyPage<{ paymentIdx: number; provider: string }>(admin, '/payment/list', { paymentMode });
      expect(listed.totalCount).toBeGreaterThan(0);
      expect(listed.list.filter((p) => p.provider !== 'tc')).toEqual([]);
    }
    const cards = await everyPage<{ paymentIdx: number; provider: string }>(admin, '/payment/list', { paymentMode: 2 });
    expect(cards.list.map((p) => p.paymentIdx)).toContain(old);
    expect(cards.totalCount).toBe(value(sim, `SELECT COUNT(*) FROM payments WHERE provider <> 'tc' OR paymentMode = 2`));
  }, 120_000);

  it('sorts by approval time, amount or device name, either way, pages never overlapping', async () => {
    const admin = await signedIn(sim());
    const sorts: [object, string][] = [
      [{ sortField: 'approveAt', sortOrder: 'asc' }, 'p.approveAt ASC, p.paymentIdx ASC'],
      [{ sortField: 'amount' }, 'p.amount DESC, p.approveAt DESC, p.paymentIdx DESC'],
      [{ sortField: 'amount', sortOrder: 'asc' }, 'p.amount ASC, p.approveAt DESC, p.paymentIdx DESC'],
      [{ sortField: 'deviceName' }, 'v.deviceName ASC, p.approveAt DESC, p.paymentIdx DESC'],
      [{ sortField: 'deviceName', sortOrder: 'desc' }, 'v.deviceName DESC, p.approveAt DESC, p.paymentIdx DESC'],
    ];
    for (const [sort, order] of sorts) {
      const expected = stored(sim(), 'd.companyIdx = 1', order);
      const pages = [await page(admin, { ...sort, companyIdx: 1, page: 1, size: 40 }), await page(admin, { ...sort, companyIdx: 1, page: 2, size: 40 })];
      expect({ sort, got: pages.flatMap(ids) }).toEqual({ sort, got: expected.slice(0, 80) });
    }
  });

  it('keeps a PARTNER to its company and a MANAGER to its stores', async () => {
    const s = scopes(sim());
    const partner = await signedIn(sim(), 'partner');
    const manager = await signedIn(sim(), 'manager');
    expect((await page(partner, { page: 1, size: 5 })).totalCount).toBe(stored(sim(), 'd.companyIdx = 1').length);
    expect((await page(manager, { page: 1, size: 5 })).totalCount).toBe(stored(sim(), `d.divisionIdx IN (${s.managed.join(',')})`).length);
    expect((await page(partner, { companyIdx: 2 })).totalCount).toBe(0);
    expect((await page(manager, { divisionIdx: s.companyOnly })).totalCount).toBe(0);
  });

  it('answers bad filters with result 2 naming the field', async () => {
    const admin = await signedIn(sim());
    // Each refusal names the field by its path (fieldErrors) and by its label in the message.
    const cases: [object, string, string][] = [
      [{ size: 1001 }, 'size', 'Page size: must be at most 1,000'],
      [{ page: 0 }, 'page', 'Page: must be positive'],
      [{ state: 'VOID' }, 'state', 'State: '],
      [{ sortField: 'price' }, 'sortField', 'Sort by: '],
      [{ sortOrder: 'up' }, 'sortOrder', 'Sort order: '],
      [{ paymentMode: 'card' }, 'paymentMode', 'Payment method: '],
      [{ approved: 'yes' }, 'approved', 'Approved: '],
      [{ startDate: '2026-11-21', endDate: '2026-11-20' }, 'endDate', 'End: must not be before the start'],
      [{ startDate: '21.11.2026' }, 'startDate', 'Start: '],
      [{ employeeUidIdx: -1 }, 'employeeUidIdx', 'Employee card: '],
      [{ cardNo: '1' }, 'cardNo', 'cardNo: is not a known field'],
    ];
    for (const [body, path, words] of cases) {
      const res = await admin.post('/payment/list', body);
      const paths = (res.body.fieldErrors as { path: string }[] | undefined)?.map((p) => p.path);
      expect({ body, result: res.body.result, paths, message: res.body.message }).toEqual({ body, result: FAILURE.BAD_INPUT, paths: [path], message: expect.stringContaining(words) });
    }
  });
});

describe('refunds made by the fleet', () => {
  const dirs: string[] = [];
  afterEach(() => {
    while (dirs.length) rmSync(dirs.pop()!, { recursive: true, force: true });
  });
  /** Every approved payment gets a line refunded 1–8 hours later; no other customers. */
  const ALWAYS_REFUND = { ...QUIET_FLEET, declineRate: 0, refundRate: 1 };

  const sale = async (sim: Sim) => {
    const fridge = value(sim, `SELECT deviceIdx FROM devices WHERE deviceType = 'AI_FRIDGE' AND status = 'ONLINE' AND online = 1 ORDER BY deviceIdx LIMIT 1`);
    const products = sim.db!.prepare('SELECT productMappingIdx, stock FROM product_mappings WHERE deviceIdx = ? AND trayIdx IS NOT NULL AND stock >= 2 ORDER BY productMappingIdx LIMIT 2').all(fridge) as {
      productMappingIdx: number;
      stock: number;
    }[];
    const last = value(sim, 'SELECT MAX(paymentIdx) FROM payments');
    expect((await control(sim).post(`/devices/${fridge}/door`, { mode: 'CARD', items: products.map((p) => ({ productMappingIdx: p.productMappingIdx, count: 2 })) })).body.result).toBe(0);
    await step(sim, 5 * 60_000);
    const paymentIdx = value(sim, 'SELECT paymentIdx FROM payments WHERE paymentIdx > ?', last);
    return { fridge, products, paymentIdx };
  };
  const stockOf = (sim: Sim, productMappingIdx: number) => value(sim, 'SELECT stock FROM product_mappings WHERE productMappingIdx = ?', productMappingIdx);

  it('refunds one line hours later: the money on the payment, its units back on the shelf as a REFUND', async () => {
    const errors: string[] = [];
    const sim = makeSim({ fleet: { engine: ALWAYS_REFUND }, logError: (message) => errors.push(message) });
    const admin = await signedIn(sim);
    const { fridge, products, paymentIdx } = await sale(sim);
    const planned = sim.db!.prepare('SELECT amount, state, refundDueAt, refundMappingIdx, approveAt FROM payments WHERE paymentIdx = ?').get(paymentIdx) as {
      amount: number; state: string; refundDueAt: string; refundMappingIdx: number; approveAt: string;
    };
    expect(planned).toMatchObject({ state: 'PAID', refundDueAt: expect.any(String) });
    expect(products.map((p) => p.productMappingIdx)).toContain(planned.refundMappingIdx);
    const before = stockOf(sim, planned.refundMappingIdx);

    await step(sim, 9 * HOUR);
    const line = sim.db!.prepare('SELECT count, amount, refundCount, refundAmount FROM payment_lines WHERE paymentIdx = ? AND productMappingIdx = ?').get(paymentIdx, planned.refundMappingIdx) as {
      count: number; amount: number; refundCount: number; refundAmount: number;
    };
    expect(line).toMatchObject({ refundCount: line.count, refundAmount: line.amount });
    const listed = (await page(admin, { deviceIdx: value(sim, 'SELECT deviceIdx FROM payments WHERE paymentIdx = ?', paymentIdx), state: 'PARTIAL_REFUND' })).list.find((p) => p.paymentIdx === paymentIdx)!;
    expect(listed).toMatchObject({ state: 'PARTIAL_REFUND', refundAmount: line.amount, refundedAt: planned.refundDueAt, amount: planned.amount });
    expect(stockOf(sim, planned.refundMappingIdx)).toBe(before + line.count);
    expect(sim.db!.prepare(`SELECT count, createdDate, memo FROM product_transactions WHERE paymentIdx = ? AND transactionCode = 'REFUND'`).all(paymentIdx)).toEqual([
      { count: line.count, createdDate: planned.refundDueAt, memo: recordText('refund', { payment: paymentIdx }) },
    ]);
    expect(unbalanced(sim)).toBe(0);
    const violations = paymentViolations(sim);
    expect(violations).toEqual(NO_VIOLATIONS(violations));
    // The fleet counted the same units back (it reports any stock it finds different from the database).
    expect(errors).toEqual([]);
    // The feed says it of this payment (other sales of the fleet are refunded too, by this engine).
    const events = (await control(sim).get('/events?since=0')).body.data.list as { type: string; deviceIdx: number; text: { en: string } }[];
    const paidAt = planned.approveAt.slice(11, 16);
    const said = events.find((e) => e.type === 'REFUND' && e.deviceIdx === fridge && e.text.en.endsWith(`(payment of ${paidAt})`));
    expect(said?.text.en).toMatch(new RegExp(`refund ₩${line.amount.toLocaleString('en-US')} — ${line.count} item\\(s\\) put back \\(payment of ${paidAt}\\)$`));
  });

  it('keeps a planned refund across a restart and makes it when due', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kiosk-refund-'));
    dirs.push(dir);
    const file = join(dir, 'sim.db');
    const first = makeSim({ db: file, fleet: { engine: ALWAYS_REFUND } });
    const { paymentIdx } = await sale(first);
    const due = value<string>(first, 'SELECT refundDueAt FROM payments WHERE paymentIdx = ?', paymentIdx);
    first.close();

    const second = makeSim({ db: file, fleet: { engine: { ...QUIET_FLEET, refundRate: 0 } } });
    expect(value(second, 'SELECT refundedAt FROM payments WHERE paymentIdx = ?', paymentIdx)).toBeNull();
    await step(second, 9 * HOUR);
    expect(second.db!.prepare('SELECT state, refundedAt FROM payments WHERE paymentIdx = ?').get(paymentIdx)).toEqual({ state: 'PARTIAL_REFUND', refundedAt: due });
    expect(unbalanced(second)).toBe(0);
    const violations = paymentViolations(second);
    expect(violations).toEqual(NO_VIOLATIONS(violations));
  });
});
