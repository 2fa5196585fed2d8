// Door sessions and the payments they became, linked both ways through the catalog's calls as the
// console follows them (web/src/features/device/doorOpen/DoorSessionDialog.tsx, payment/paymentRecords.ts):
// a customer session that took something names exactly one payment of its device, approved within
// the session, whose lines are the products that left the shelves; every payment is named by one
// session; a session that took nothing has no payment. Over the demo world and a simulated day.
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { MAX_PAGE_SIZE } from '../../contract/index';
import { everyPage, makeSim, signedIn, step, type Client } from './support';
import type { SimApp } from '../../sim-server/src/app';

let current: SimApp | undefined;
const sim = () => current!;
const DAY_MS = 24 * 60 * 60 * 1000;
const MODE_OF = { APP: 1, CARD: 2, POINT: 99 } as const;

interface Session { doorOpenIdx: number; deviceIdx: number; openType: keyof typeof MODE_OF | 'EMPLOYEE'; openAt: string; closeAt: string | null; paymentIdx: number | null }
interface Line { productIdx: number; count: number }
interface Payment { paymentIdx: number; deviceIdx: number; paymentMode: number; state: string; approveAt: string; productList: Line[] }

const day = (at: string) => at.slice(0, 10);
const shift = (d: string, days: number) => dayjs(d).add(days, 'day').format('YYYY-MM-DD');
/** product → units, summed over lines. */
const units = (lines: readonly Line[]) => Object.fromEntries([...lines.reduce((m, l) => m.set(l.productIdx, (m.get(l.productIdx) ?? 0) + l.count), new Map<number, number>())].sort(([a], [b]) => a - b));

/** What left the shelves per payment (its SALE transactions), product → units. */
function taken(): Map<number, Record<number, number>> {
  const rows = sim().db!.prepare(`SELECT t.paymentIdx, m.productIdx, -SUM(t.count) AS count FROM product_transactions t JOIN product_mappings m USING (productMappingIdx)
    WHERE t.transactionCode = 'SALE' GROUP BY t.paymentIdx, m.productIdx ORDER BY m.productIdx`).all() as { paymentIdx: number | null; productIdx: number; count: number }[];
  const out = new Map<number, Record<number, number>>();
  for (const r of rows) out.set(r.paymentIdx ?? 0, { ...out.get(r.paymentIdx ?? 0), [r.productIdx]: r.count });
  return out;
}

/** Every rule broken, by rule (each list empty when the link holds both ways). */
async function linkViolations(admin: Client): Promise<Record<string, unknown[]>> {
  const sessions = (await everyPage<Session>(admin, '/device/open-door/list')).list;
  const payments = (await everyPage<Payment>(admin, '/payment/list')).list;
  const byIdx = new Map(payments.map((p) => [p.paymentIdx, p]));
  const sessionsOf = new Map<number, Session[]>();
  for (const s of sessions) if (s.paymentIdx !== null) sessionsOf.set(s.paymentIdx, [...(sessionsOf.get(s.paymentIdx) ?? []), s]);
  const sold = taken();
  // Customer sessions that took nothing: nothing left their device's shelves at their close.
  const saleMoments = new Set((sim().db!.prepare(`SELECT DISTINCT m.deviceIdx || ' ' || t.createdDate FROM product_transactions t JOIN product_mappings m USING (productMappingIdx)
    WHERE t.transactionCode = 'SALE'`).pluck().all() as string[]));
  const customer = sessions.filter((s) => s.openType !== 'EMPLOYEE');
  return {
    staffWithPayment: sessions.filter((s) => s.openType === 'EMPLOYEE' && s.paymentIdx !== null).map((s) => s.doorOpenIdx),
    nothingTakenButPaid: customer.filter((s) => s.paymentIdx !== null && !sold.has(s.paymentIdx) && byIdx.get(s.paymentIdx)?.state !== 'DECLINED').map((s) => s.doorOpenIdx),
    tookWithoutPayment: customer.filter((s) => s.paymentIdx === null && s.closeAt !== null && saleMoments.has(`${s.deviceIdx} ${s.closeAt}`)).map((s) => s.doorOpenIdx),
    salesWithoutPayment: [...sold.keys()].filter((idx) => idx === 0),
    paymentMissing: customer.filter((s) => s.paymentIdx !== null && !byIdx.has(s.paymentIdx)).map((s) => s.doorOpenIdx),
    // The payment as the session's detail finds it: same device, approved within the session, from
    // the day it opened to the day after it closed, paid the way the door was opened.
    paymentElsewhere: customer.flatMap((s) => {
      const p = s.paymentIdx === null ? undefined : byIdx.get(s.paymentIdx);
      if (!p || s.closeAt === null) return [];
      const ok = p.deviceIdx === s.deviceIdx && p.approveAt >= s.openAt && p.approveAt <= s.closeAt
        && day(p.approveAt) >= day(s.openAt) && day(p.approveAt) <= shift(day(s.closeAt), 1) && p.paymentMode === MODE_OF[s.openType as keyof typeof MODE_OF];
      return ok ? [] : [{ session: s, payment: { ...p, productList: undefined } }];
    }),
    // Its lines are what left the shelves (a declined payment moved nothing).
    linesNotTaken: payments.flatMap((p) => {
      const want = p.state === 'DECLINED' ? undefined : units(p.productList);
      const got = sold.get(p.paymentIdx);
      return JSON.stringify(want) === JSON.stringify(got) ? [] : [{ paymentIdx: p.paymentIdx, lines: want, taken: got }];
    }),
    // Every payment is named by exactly one session, which the payment's detail finds (its device's
    // sessions from the day before the payment to its day).
    paymentSessions: payments.flatMap((p) => {
      const named = sessionsOf.get(p.paymentIdx) ?? [];
      const one = named.length === 1 && named[0]!.deviceIdx === p.deviceIdx && day(named[0]!.openAt) >= shift(day(p.approveAt), -1) && day(named[0]!.openAt) <= day(p.approveAt);
      return one ? [] : [{ paymentIdx: p.paymentIdx, sessions: named.map((s) => s.doorOpenIdx).sort((x, y) => x - y) }];
    }),
  };
}

/** Some sessions and payments followed with the very calls the console makes. */
async function followSome(admin: Client, every: number): Promise<unknown[]> {
  const wrong: unknown[] = [];
  const sessions = (await everyPage<Session>(admin, '/device/open-door/list')).list.filter((s) => s.paymentIdx !== null);
  expect(sessions.length).toBeGreaterThan(100);
  for (const s of sessions.filter((_, i) => i % every === 0)) {
    const payments = (await admin.post('/payment/list', { deviceIdx: s.deviceIdx, startDate: day(s.openAt), endDate: shift(day(s.closeAt!), 1), size: MAX_PAGE_SIZE })).body.data.list as Payment[];
    const p = payments.filter((x) => x.paymentIdx === s.paymentIdx);
    if (p.length !== 1) {
      wrong.push({ session: s.doorOpenIdx, found: p.length });
      continue;
    }
    const back = (await admin.post('/device/open-door/list', { deviceIdx: s.deviceIdx, startDate: shift(day(p[0]!.approveAt), -1), endDate: day(p[0]!.approveAt), size: MAX_PAGE_SIZE })).body.data.list as Session[];
    const named = back.filter((x) => x.paymentIdx === s.paymentIdx).map((x) => x.doorOpenIdx);
    if (JSON.stringify(named) !== JSON.stringify([s.doorOpenIdx])) wrong.push({ payment: s.paymentIdx, named });
  }
  return wrong;
}

const NONE = (v: Record<string, unknown[]>) => Object.fromEntries(Object.keys(v).map((k) => [k, []]));

describe('door sessions and their payments, linked both ways', () => {
  it('notices a session that loses its payment, a payment moved to another session and a line that was not taken', async () => {
    current = makeSim();
    const db = sim().db!;
    const [a, b] = db.prepare(`SELECT doorOpenIdx, paymentIdx FROM door_opens WHERE paymentIdx IS NOT NULL ORDER BY doorOpenIdx LIMIT 2`).all() as { doorOpenIdx: number; paymentIdx: number }[];
    db.prepare('UPDATE door_opens SET paymentIdx = NULL WHERE doorOpenIdx = ?').run(a!.doorOpenIdx);
    const staff = db.prepare(`SELECT doorOpenIdx FROM door_opens WHERE openType = 'EMPLOYEE' ORDER BY doorOpenIdx LIMIT 1`).pluck().get() as number;
    db.prepare('UPDATE door_opens SET paymentIdx = ? WHERE doorOpenIdx = ?').run(b!.paymentIdx, staff);
    const line = db.prepare(`SELECT l.paymentLineIdx, l.paymentIdx FROM payment_lines l JOIN payments p USING (paymentIdx) WHERE p.state = 'PAID' ORDER BY l.paymentLineIdx LIMIT 1`).get() as { paymentLineIdx: number; paymentIdx: number };
    db.prepare('UPDATE payment_lines SET count = count + 1 WHERE paymentLineIdx = ?').run(line.paymentLineIdx);
    const v = await linkViolations(await signedIn(sim()));
    expect(v.tookWithoutPayment).toEqual([a!.doorOpenIdx]);
    expect(v.staffWithPayment).toEqual([staff]);
    expect(v.paymentSessions).toEqual(expect.arrayContaining([{ paymentIdx: a!.paymentIdx, sessions: [] }, { paymentIdx: b!.paymentIdx, sessions: [staff, b!.doorOpenIdx].sort((x, y) => x - y) }]));
    expect(v.linesNotTaken.map((x) => (x as { paymentIdx: number }).paymentIdx)).toEqual([line.paymentIdx]);
  });

  it('in the demo world', async () => {
    current = makeSim();
    const admin = await signedIn(sim());
    const violations = await linkViolations(admin);
    expect(violations).toEqual(NONE(violations));
    expect(await followSome(admin, 97)).toEqual([]);
  });

  it('after a simulated day of the fleet', async () => {
    current = makeSim();
    await step(sim(), DAY_MS);
    const admin = await signedIn(sim());
    const violations = await linkViolations(admin);
    expect(violations).toEqual(NONE(violations));
    expect(await followSome(admin, 97)).toEqual([]);
  });
});
