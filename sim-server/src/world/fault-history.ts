// A week of fault notices: now and then a spontaneous fault (the fleet engine's catalogue and
// likelihoods), an unresolved fault on every device whose status is FAULT, a lost connection on
// every OFFLINE device, and a temperature alarm wherever a cooling failure could take a reading past
// the warning line. Faults a staff visit fixes end at the next visit (one raised on a FAULT device
// came after its last visit); the rest after their usual time.
import { toWireDateTime } from '../clock';
import { telemetryRulesOf } from '../fleet/telemetry-rules';
import type { FaultNoticeRow } from '../db/repositories/faults';
import { FAULTS, FAULT_CODES, type FaultCode } from '../fleet/faults';
import { warmSpan } from './cabinet';
import { hasPart, type DeviceProfile, type Incident } from './device-profile';
import { HOUR, MINUTE, WORLD_REF_DATE_MS, wireToMs, type Random } from './random';

/** A fault that makes a device's status FAULT while it stays connected. */
const STATUS_FAULTS = FAULT_CODES.filter((code) => FAULTS[code].kind === 'part' && FAULTS[code].component !== 'POWER');
/** The server notices a silent device after three missed heartbeats. */
const OFFLINE_NOTICED_AFTER = 3 * MINUTE;

/** Draws every device's incidents into its profile and answers the notices, in key order. */
export function generateFaults(r: Random, profiles: DeviceProfile[], historyStartMs: number): FaultNoticeRow[] {
  for (const p of profiles) {
    const spontaneous = r.f.helpers.weightedArrayElement([{ weight: 50, value: 0 }, { weight: 35, value: 1 }, { weight: 15, value: 2 }]);
    for (let n = 0; n < spontaneous; n++) {
      const code = r.f.helpers.weightedArrayElement(applicable(p, FAULT_CODES.filter((c) => FAULTS[c].randomWeight > 0)).map((c) => ({ weight: FAULTS[c].randomWeight, value: c })));
      const from = r.int(Math.max(historyStartMs, wireToMs(p.device.createdDate)), p.silentSince - 10 * MINUTE);
      p.incidents.push({ code, from, until: endOf(r, p, code, from) });
    }
    if (p.device.status === 'FAULT') {
      const code = r.pick(applicable(p, STATUS_FAULTS));
      // Staff would have cleared a jam at their last visit: it came after it.
      const lastVisit = FAULTS[code].fixedByStaff ? Math.max(0, ...p.restocks.filter((at) => at < WORLD_REF_DATE_MS - 10 * MINUTE)) : 0;
      p.incidents.push({ code, from: Math.max(lastVisit + MINUTE, WORLD_REF_DATE_MS - r.int(10 * MINUTE, 48 * HOUR)), until: Infinity });
    }
    if (p.device.status === 'OFFLINE') p.incidents.push({ code: 'NETWORK_OFFLINE', from: p.silentSince + OFFLINE_NOTICED_AFTER, until: Infinity });
    p.incidents.push(...temperatureAlarms(p));
    p.incidents.sort((a, b) => a.from - b.from);
  }
  const notices: FaultNoticeRow[] = [];
  for (const p of profiles) for (const incident of p.incidents) notices.push(noticeOf(r, p, incident, notices.length + 1));
  return notices;
}

function applicable(p: DeviceProfile, codes: readonly FaultCode[]): FaultCode[] {
  return codes.filter((code) => hasPart(p, FAULTS[code].requires));
}

/** When a fault ends: at the next staff visit, after its usual time, or never (Infinity) within the history. */
function endOf(r: Random, p: DeviceProfile, code: FaultCode, from: number): number {
  const def = FAULTS[code];
  const end = def.fixedByStaff
    ? (p.restocks.find((at) => at > from) ?? Infinity)
    : def.resolveAfterMin
      ? from + r.int(def.resolveAfterMin[0], def.resolveAfterMin[1]) * MINUTE
      : Infinity;
  // A device that has gone silent cannot report the end.
  return end >= p.silentSince ? Infinity : end;
}

/** A temperature alarm for each cooling failure, open while its readings can be above the warning line; it ends once the repair has pulled the cabinet down. */
function temperatureAlarms(p: DeviceProfile): Incident[] {
  if (p.setpoint === null) return [];
  const rules = telemetryRulesOf(p.spec.deviceType, p.setpoint);
  return p.incidents.flatMap((i) => {
    const span = warmSpan(i, p.setpoint!, rules);
    if (span === null || span.from >= p.silentSince) return [];
    return [{ code: 'REFRIGERATION_HIGH_TEMP' as const, from: span.from, until: span.until >= p.silentSince ? Infinity : span.until }];
  });
}

/** Resolved when it ended; otherwise open, or acknowledged by staff if it is older than an hour. */
function noticeOf(r: Random, p: DeviceProfile, i: Incident, noticeIdx: number): FaultNoticeRow {
  const def = FAULTS[i.code];
  const reportAt = toWireDateTime(i.from);
  const resolved = i.until !== Infinity;
  const acknowledged = !resolved && i.from < WORLD_REF_DATE_MS - HOUR && r.f.datatype.boolean(0.5);
  const updated = resolved ? i.until : acknowledged ? r.int(i.from + 10 * MINUTE, WORLD_REF_DATE_MS) : i.from;
  return {
    noticeIdx,
    deviceIdx: p.device.deviceIdx,
    component: def.component,
    faultCode: i.code,
    severity: def.severity,
    state: resolved ? 'RESOLVED' : acknowledged ? 'ACKNOWLEDGED' : 'OPEN',
    description: def.description.ko,
    descriptionEn: def.description.en,
    reportAt,
    resolvedAt: resolved ? toWireDateTime(i.until) : null,
    sourceId: null,
    createdDate: reportAt,
    updatedDate: toWireDateTime(updated),
  };
}

