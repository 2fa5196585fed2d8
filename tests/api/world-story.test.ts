// The world's story for the demo and training presets, fresh and after a simulated week: payments
// follow the spec's labels (a kiosk of another provider than 'tc' takes credit cards only), points
// exist only where a division has a policy and its log reads like a real one, every product on an AI
// fridge was learnt after its training time or is waiting for it, and no address says a floor twice.
// The books themselves (stock = Σ transactions, revenue = Σ approved − refunds) are world-fleet.test.ts's.
import { describe, expect, it } from 'vitest';
import { namesFloorTwice, trainingPairs, unexplainedTraining } from '../../scripts/world-fidelity';
import { sharedSim, step, value } from './support';

const DAY = 24 * 60 * 60 * 1000;
const SLOW = 120_000;
type Sim = ReturnType<ReturnType<typeof sharedSim>>;
const all = <T>(sim: Sim, sql: string, ...params: unknown[]) => sim.db!.prepare(sql).all(...params) as T[];

/** Modes: non-tc rows are credit card, points are a tc mode paid by a card of a division with a policy. */
function checkPayments(sim: Sim): void {
  expect(value(sim, `SELECT COUNT(*) FROM payments WHERE provider <> 'tc'`)).toBeGreaterThan(100);
  expect(all(sim, `SELECT paymentIdx, paymentMode FROM payments WHERE provider <> 'tc' AND paymentMode <> 2`)).toEqual([]);
  expect(all(sim, `SELECT o.doorOpenIdx, o.openType FROM door_opens o JOIN devices v USING (deviceIdx)
    WHERE v.provider <> 'TC' AND o.openType IN ('APP', 'POINT')`)).toEqual([]);
  // The tc kiosks still take the app and points, so the check above is not empty by accident.
  expect(value(sim, `SELECT COUNT(*) FROM payments WHERE provider = 'tc' AND paymentMode = 1`)).toBeGreaterThan(100);
  expect(value(sim, `SELECT COUNT(*) FROM payments WHERE provider = 'tc' AND paymentMode = 99`)).toBeGreaterThan(10);
  expect(all(sim, `SELECT p.paymentIdx FROM payments p LEFT JOIN employee_uids e USING (employeeUidIdx)
    LEFT JOIN employee_reset_policies r ON r.divisionIdx = e.divisionIdx WHERE p.paymentMode = 99 AND r.divisionIdx IS NULL`)).toEqual([]);
}

/** The point log: no "0 P" resets, every card's first entry its grant, points only under a policy. */
function checkPoints(sim: Sim): void {
  expect(all(sim, `SELECT employeePointLogIdx FROM employee_point_logs WHERE reason = 'RESET' AND point = 0`)).toEqual([]);
  const firsts = all<{ employeeUidIdx: number; reason: string; point: number; resetPoint: number | null }>(sim, `SELECT l.employeeUidIdx, l.reason, l.point, r.resetPoint
    FROM employee_point_logs l JOIN employee_uids e USING (employeeUidIdx) LEFT JOIN employee_reset_policies r ON r.divisionIdx = e.divisionIdx
    WHERE l.employeePointLogIdx = (SELECT MIN(employeePointLogIdx) FROM employee_point_logs f WHERE f.employeeUidIdx = l.employeeUidIdx)`);
  expect(firsts.length).toBe(value(sim, 'SELECT COUNT(*) FROM employee_uids'));
  for (const first of firsts) expect(first).toEqual({ ...first, reason: 'RESET', point: first.resetPoint });
  // Cards are used: their balances move between resets.
  expect(value(sim, `SELECT COUNT(*) FROM employee_point_logs WHERE reason = 'PURCHASE'`)).toBeGreaterThan(value(sim, 'SELECT COUNT(*) FROM employee_uids'));
}

/** Every (AI fridge, product on a tray) has a training row or was learnt at or after its first placement + its training time. */
function checkTraining(sim: Sim): void {
  const pairs = trainingPairs(sim);
  expect(pairs.length).toBeGreaterThan(50);
  expect(pairs.filter(unexplainedTraining)).toEqual([]);
  expect(pairs.filter((p) => p.learntAt !== null).length).toBeGreaterThan(pairs.length / 2);
}

/** A device's full address names its floor once: the division's detail is the building, the device's spot the floor and place. */
function checkAddresses(sim: Sim): void {
  const devices = all<{ deviceIdx: number; division: string; spot: string }>(sim, `SELECT v.deviceIdx, d.addressDetail AS division, v.addressDetail AS spot
    FROM devices v JOIN divisions d USING (divisionIdx)`);
  expect(devices.filter((d) => namesFloorTwice(d.division, d.spot))).toEqual([]);
}

describe.each(['demo', 'training'] as const)('the %s world', (preset) => {
  const sim = sharedSim({ preset });

  it('pays, grants, trains and addresses as its rules say on the reference date', () => {
    checkPayments(sim());
    checkPoints(sim());
    checkTraining(sim());
    checkAddresses(sim());
  }, SLOW);

  it('still does a simulated week later, with cards used at TC kiosks', async () => {
    const lastLog = value(sim(), 'SELECT MAX(employeePointLogIdx) FROM employee_point_logs');
    await step(sim(), 7 * DAY);
    checkPayments(sim());
    checkPoints(sim());
    checkTraining(sim());
    checkAddresses(sim());
    // Most enabled cards of divisions with a TC kiosk bought with points in the week; no other card did.
    const cards = all<{ employeeUidIdx: number; tc: number; buys: number }>(sim(), `SELECT e.employeeUidIdx,
        EXISTS (SELECT 1 FROM devices v WHERE v.divisionIdx = e.divisionIdx AND v.provider = 'TC') AS tc,
        (SELECT COUNT(*) FROM employee_point_logs l WHERE l.employeeUidIdx = e.employeeUidIdx AND l.reason = 'PURCHASE' AND l.employeePointLogIdx > ?) AS buys
      FROM employee_uids e WHERE e.enabled = 1 AND e.deletedDate IS NULL`, lastLog);
    const atTc = cards.filter((c) => c.tc === 1);
    expect(atTc.length).toBeGreaterThan(3);
    expect(atTc.filter((c) => c.buys > 0).length).toBeGreaterThanOrEqual(Math.ceil(atTc.length * 0.7));
    expect(cards.filter((c) => c.tc === 0 && c.buys > 0)).toEqual([]);
  }, SLOW);
});
