// Where the fleet contradicts its own data (issue 28): temperatures without an alarm, faults without
// their effect, self-checks passing a broken part, expired stock after a staff visit, a dashboard
// alert count the kiosks disagree with, jams staff walked past. Read from the database as the
// screens read it; one place for the script (scripts/world-fidelity.ts) and the tests.
import request from 'supertest';
import { API_BASE } from '../../contract/index';
import type { SimApp } from '../../sim-server/src/app';
import { fromWireDateTime, toWireDateTime } from '../../sim-server/src/clock';
import { FAULTS, isFaultCode } from '../../sim-server/src/fleet/faults';
import { demoAccount } from '../../sim-server/src/auth/demo-accounts';

/** The alarm lines the console draws and the kiosks keep (design.md §8). */
const WARNING_C = 5;
const CRITICAL_C = 10;
const WARNING_AFTER_MS = 15 * 60_000;
/** A cooling fault this long must have warmed the cabinet by at least RISE_C. */
const COOLING_WINDOW_MS = 2 * 3_600_000;
const RISE_C = 0.5;

export interface Contradictions {
  /** Readings above 10 °C, or above 5 °C for 15 minutes, outside a defrost, with no refrigeration fault open. */
  hotWithoutFault: number;
  /** Card sales opened during an open card-reader fault. */
  cardSaleDuringReaderFault: number;
  /** Customer door sessions opened during an open lock fault. */
  doorDuringLockFault: number;
  /** Compressor or fan faults of two hours or more under which the temperature did not rise. */
  coolingFaultNotWarming: number;
  /** Readings taken while the kiosk was offline or without power. */
  telemetryWhileOffline: number;
  /** Self-check items passed while a fault of that item was open. */
  selfCheckPassingBrokenPart: number;
  /** Staff-clearable faults still open after a staff visit that began after them. */
  staffFaultLeftOpen: number;
}

export interface MomentContradictions {
  /** On-tray products holding units past their expiry date although a staff visit came after that date. */
  expiredAfterVisit: number;
  /** |dashboard temperature alerts − kiosks whose latest reading is a non-defrost excursion|. */
  alertCountMismatch: number;
}

type Window = { deviceIdx: number; code: string; from: string; until: string | null };

/** Fault notices of these codes overlapping (from, to]. */
function faultWindows(sim: SimApp, codes: readonly string[], from: string, to: string): Map<number, Window[]> {
  const rows = sim.db!.prepare(`SELECT deviceIdx, faultCode code, reportAt "from", resolvedAt until FROM fault_notices
    WHERE faultCode IN (${codes.map(() => '?').join(',')}) AND reportAt <= ? AND (resolvedAt IS NULL OR resolvedAt > ?)`).all(...codes, to, from) as Window[];
  const byDevice = new Map<number, Window[]>();
  for (const w of rows) byDevice.set(w.deviceIdx, [...(byDevice.get(w.deviceIdx) ?? []), w]);
  return byDevice;
}

const openAt = (windows: Window[] | undefined, at: string) => !!windows?.some((w) => w.from <= at && (w.until === null || at < w.until));
const insideOf = (windows: Window[] | undefined, at: string) => !!windows?.some((w) => w.from < at && (w.until === null || at < w.until));

interface Reading {
  deviceIdx: number;
  at: string;
  celsius: number | null;
  defrost: number;
}

function readings(sim: SimApp, from: string, to: string): Reading[] {
  const hasFlag = (sim.db!.prepare('PRAGMA table_info(temperature_samples)').all() as { name: string }[]).some((c) => c.name === 'defrost');
  return sim.db!.prepare(`SELECT deviceIdx, at, MAX(celsius) celsius, ${hasFlag ? 'MAX(defrost)' : '0'} defrost FROM temperature_samples
    WHERE at > ? AND at <= ? GROUP BY deviceIdx, at ORDER BY deviceIdx, at`).all(from, to) as Reading[];
}

const REFRIGERATION = Object.keys(FAULTS).filter((c) => c.startsWith('REFRIGERATION_'));

/** Contradictions among the records of (fromMs, toMs]. */
export function contradictions(sim: SimApp, fromMs: number, toMs: number): Contradictions {
  const [from, to] = [toWireDateTime(fromMs), toWireDateTime(toMs)];
  const db = sim.db!;
  const all = readings(sim, from, to);
  const cold = faultWindows(sim, REFRIGERATION, from, to);
  let hotWithoutFault = 0;
  let run: { deviceIdx: number; since: number; lastAt: number } | null = null;
  for (const r of all) {
    const t = fromWireDateTime(r.at);
    const hot = r.celsius !== null && r.celsius > WARNING_C && !r.defrost;
    if (!hot) {
      run = null;
      continue;
    }
    if (!run || run.deviceIdx !== r.deviceIdx || t - run.lastAt > WARNING_AFTER_MS) run = { deviceIdx: r.deviceIdx, since: t, lastAt: t };
    run.lastAt = t;
    if ((r.celsius! > CRITICAL_C || t - run.since >= WARNING_AFTER_MS) && !openAt(cold.get(r.deviceIdx), r.at)) hotWithoutFault++;
  }

  const offline = faultWindows(sim, ['NETWORK_OFFLINE', 'POWER_LOSS'], from, to);
  const telemetryWhileOffline = all.filter((r) => insideOf(offline.get(r.deviceIdx), r.at)).length;

  const sessions = db.prepare(`SELECT deviceIdx, openType, openAt, closeAt, paymentIdx FROM door_opens WHERE openAt > ? AND openAt <= ?`).all(from, to) as {
    deviceIdx: number; openType: string; openAt: string; closeAt: string | null; paymentIdx: number | null;
  }[];
  const reader = faultWindows(sim, ['PAYMENT_CARD_READER'], from, to);
  const lock = faultWindows(sim, ['CABINET_LOCK_ACTUATOR'], from, to);
  const cardSaleDuringReaderFault = sessions.filter((s) => s.openType === 'CARD' && s.paymentIdx !== null && openAt(reader.get(s.deviceIdx), s.openAt)).length;
  const doorDuringLockFault = sessions.filter((s) => s.openType !== 'EMPLOYEE' && openAt(lock.get(s.deviceIdx), s.openAt)).length;

  const byDevice = new Map<number, Reading[]>();
  for (const r of all) if (r.celsius !== null) byDevice.set(r.deviceIdx, [...(byDevice.get(r.deviceIdx) ?? []), r]);
  let coolingFaultNotWarming = 0;
  for (const w of [...faultWindows(sim, ['REFRIGERATION_COMPRESSOR', 'REFRIGERATION_FAN'], from, to).values()].flat()) {
    const start = fromWireDateTime(w.from);
    const end = start + COOLING_WINDOW_MS;
    if (start <= fromMs || end > toMs || (w.until !== null && fromWireDateTime(w.until) < end)) continue;
    const during = (byDevice.get(w.deviceIdx) ?? []).filter((r) => r.at >= w.from && fromWireDateTime(r.at) <= end);
    if (during.length < 2) continue; // nothing measured (no power, broken probe)
    if (Math.max(...during.map((r) => r.celsius!)) < during[0]!.celsius! + RISE_C) coolingFaultNotWarming++;
  }

  const checks = db.prepare('SELECT deviceIdx, reportAt, results FROM self_checks WHERE reportAt > ? AND reportAt <= ?').all(from, to) as { deviceIdx: number; reportAt: string; results: string }[];
  const parts = faultWindows(sim, Object.keys(FAULTS), from, to);
  let selfCheckPassingBrokenPart = 0;
  for (const c of checks) {
    const open = (parts.get(c.deviceIdx) ?? []).filter((w) => w.from < c.reportAt && (w.until === null || c.reportAt < w.until));
    for (const item of JSON.parse(c.results) as { component: string; passed: boolean }[]) {
      if (item.passed && open.some((w) => isFaultCode(w.code) && FAULTS[w.code].check === item.component)) selfCheckPassingBrokenPart++;
    }
  }

  const staffClears = Object.keys(FAULTS).filter((c) => isFaultCode(c) && FAULTS[c].fixedByStaff);
  const staffFaultLeftOpen = db.prepare(`SELECT COUNT(DISTINCT f.noticeIdx) FROM fault_notices f JOIN door_opens o ON o.deviceIdx = f.deviceIdx
    WHERE f.faultCode IN (${staffClears.map(() => '?').join(',')}) AND o.openType = 'EMPLOYEE' AND o.closeAt IS NOT NULL
      AND o.openAt > f.reportAt AND o.closeAt > ? AND o.closeAt <= ? AND (f.resolvedAt IS NULL OR f.resolvedAt > o.closeAt)`).pluck().get(...staffClears, from, to) as number;

  return { hotWithoutFault, cardSaleDuringReaderFault, doorDuringLockFault, coolingFaultNotWarming, telemetryWhileOffline, selfCheckPassingBrokenPart, staffFaultLeftOpen };
}

/** Contradictions visible at the clock's moment. */
export async function momentContradictions(sim: SimApp): Promise<MomentContradictions> {
  const db = sim.db!;
  const expiredAfterVisit = db.prepare(`SELECT COUNT(*) FROM product_mappings m JOIN devices v ON v.deviceIdx = m.deviceIdx
    WHERE m.trayIdx IS NOT NULL AND m.removedDate IS NULL AND v.archivedDate IS NULL AND m.stock > 0 AND m.expiredDate IS NOT NULL
      AND m.expiredDate < (SELECT substr(MAX(o.closeAt), 1, 10) FROM door_opens o WHERE o.deviceIdx = m.deviceIdx AND o.openType = 'EMPLOYEE' AND o.closeAt IS NOT NULL)`).pluck().get() as number;
  const login = await request(sim.app).post(`${API_BASE}/auth/login`).send({ userId: 'admin', password: demoAccount('admin').password });
  const dashboard = await request(sim.app).get(`${API_BASE}/dashboard/info`).set('Authorization', `Bearer ${login.body.accessToken}`);
  const inUse = new Set(db.prepare('SELECT deviceIdx FROM devices WHERE archivedDate IS NULL').pluck().all() as number[]);
  // The kiosks' own view: the last readings each sent, in an excursion unless it was a defrost.
  const excursions = sim.fleet!.kioskSnapshots().filter((k) => inUse.has(k.deviceIdx) && k.reported.some((z) => z.temperature !== null && z.temperature > WARNING_C && !z.defrost)).length;
  return { expiredAfterVisit, alertCountMismatch: Math.abs(dashboard.body.data.temperatureAlertCount - excursions) };
}

export function describeContradictions(c: Contradictions & Partial<MomentContradictions>): string {
  return Object.entries(c).map(([k, v]) => `${k} ${v}`).join(', ');
}

/**
 * Steps the clock `days` days in `stepMs` steps, counting the contradictions of each step's records
 * and those visible after it; answers the sums.
 */
export async function contradictionsOver(sim: SimApp, days: number, stepMs = 6 * 3_600_000): Promise<Contradictions & MomentContradictions> {
  const sum: Record<string, number> = {};
  const add = (c: object) => {
    for (const [k, v] of Object.entries(c)) sum[k] = (sum[k] ?? 0) + (v as number);
  };
  for (let done = 0; done < days * 24 * 3_600_000; done += stepMs) {
    const from = sim.fleet!.now();
    sim.fleet!.changeClock({ stepMs });
    add(contradictions(sim, from, sim.fleet!.now()));
    add(await momentContradictions(sim));
  }
  return sum as unknown as Contradictions & MomentContradictions;
}
