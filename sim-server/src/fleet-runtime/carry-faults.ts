// A kiosk built anew (a restart of the simulator, or a device whose trays or register changed)
// has forgotten its open faults, but the database still lists their notices. Faults raised by hand
// are raised again on the new kiosk; parts that broke on their own stay broken until they would
// have been fixed, and so do temperature alarms (the new kiosk starts from its last reading and its
// telemetry resolves them); either way the notice is re-pointed at the new fault, so its end still
// resolves it. Other alarms of the engine's own measurements are resolved, because the new kiosk
// measures afresh and raises them again if the cause remains. Notices of the seeded history (no
// source) are carried the same way, except a lost connection, which the next heartbeat ends.
import { fromWireDateTime, toWireDateTime } from '../clock';
import type { Repositories } from '../db/repositories/index';
import { FAULTS, isFaultCode, type FleetEngine } from '../fleet/index';
import { outlivesRestart, parseSourceId, type FaultLedger } from './fault-ledger';

export interface CarriedFaults {
  /** Notices kept open on the new kiosk. */
  carried: { deviceIdx: number; noticeIdx: number; code: string }[];
  /** Notices resolved now. */
  resolved: { deviceIdx: number; noticeIdx: number; code: string }[];
}

/** Runs inside the caller's transaction, at the engine's current time. */
export function carryFaults(engine: FleetEngine, repos: Repositories, ledger: FaultLedger, deviceIdxs: readonly number[]): CarriedFaults {
  const at = toWireDateTime(engine.now());
  const out: CarriedFaults = { carried: [], resolved: [] };
  for (const notice of repos.faults.unresolvedFromFleet(deviceIdxs, { seeded: true })) {
    const seeded = notice.sourceId === null;
    if (seeded && notice.faultCode === 'NETWORK_OFFLINE') continue;
    const parsed = seeded ? { source: 'random' as const } : parseSourceId(notice.sourceId!);
    const entry = { deviceIdx: notice.deviceIdx, noticeIdx: notice.noticeIdx, code: notice.faultCode };
    if (parsed && isFaultCode(notice.faultCode)) {
      const code = notice.faultCode;
      const raised = outlivesRestart(parsed.source)
        ? engine.raiseFault(notice.deviceIdx, code, notice.severity)
        : FAULTS[code].kind === 'part' || code.startsWith('REFRIGERATION_')
          ? engine.restorePartFault(notice.deviceIdx, code, notice.severity, fromWireDateTime(notice.reportAt))
          : undefined;
      const event = raised?.ok ? raised.events.find((e) => e.type === 'FAULT_RAISED') : undefined;
      if (event) {
        repos.faults.relinkSource(notice.noticeIdx, ledger.raised(event.deviceIdx, event.faultId, event.source));
        out.carried.push(entry);
        continue;
      }
    }
    repos.faults.resolve(notice.noticeIdx, at);
    out.resolved.push(entry);
  }
  return out;
}
