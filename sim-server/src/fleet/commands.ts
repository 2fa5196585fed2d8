// What the cockpit can do to one kiosk. Each command acts at the engine's current time and returns
// the events it caused right away; consequences that take time (a door closing) come from ticks.
import { hasFeature, powerOn, type Refusal } from './condition';
import { type CustomerRequest, type StaffRequest, closeDoor, knowsCard, openDoor, planCustomer, planStaff } from './door';
import type { FleetEvent } from './events';
import { FAULTS, type FaultCode, type FaultSeverity } from './faults';
import { findFault, openFault, resolveFault } from './fault-ops';
import { MINUTE_MS } from './kst';
import type { TickContext } from './tick';
import type { Kiosk } from './model';
import { runSelfCheck } from './self-check';

export type CommandResult<T extends object = object> = ({ ok: true; events: FleetEvent[] } & T) | { ok: false; reason: Refusal };

const done = <T extends object>(events: FleetEvent[], extra: T) => ({ ok: true as const, events, ...extra });
const refuse = (reason: Refusal) => ({ ok: false as const, reason });

export function openDoorSession(k: Kiosk, now: number, ctx: TickContext, req: CustomerRequest): CommandResult<{ sessionId: string; closeAt: number | null }> {
  if (req.durationMs !== undefined && !(req.durationMs >= 1000)) return refuse('BAD_INPUT');
  if (req.items?.some((i) => !k.state.products.has(i.productMappingIdx) || !(i.count >= 1))) return refuse('BAD_INPUT');
  if (req.employeeUidIdx !== undefined && req.mode !== undefined && req.mode !== 'POINT') return refuse('BAD_INPUT');
  const session = planCustomer(k, now, k.cmd, ctx, req);
  if (typeof session === 'string') return refuse(session);
  openDoor(k, session);
  return done([], { sessionId: session.sessionId, closeAt: session.closeAt });
}

export function staffRestock(k: Kiosk, now: number, ctx: TickContext, req: StaffRequest): CommandResult<{ sessionId: string; closeAt: number | null }> {
  if (req.durationMs !== undefined && !(req.durationMs >= 1000)) return refuse('BAD_INPUT');
  if (req.items?.some((i) => !k.state.products.has(i.productMappingIdx) || !(i.count >= 1))) return refuse('BAD_INPUT');
  if (req.employeeUidIdx !== undefined && !knowsCard(k, req.employeeUidIdx, ctx)) return refuse('UNKNOWN_CARD');
  const session = planStaff(k, now, k.cmd, req);
  if (typeof session === 'string') return refuse(session);
  openDoor(k, session);
  return done([], { sessionId: session.sessionId, closeAt: session.closeAt });
}

/**
 * Open a notice by hand. Codes with a physical side are made real: NETWORK_OFFLINE cuts the link,
 * CABINET_DOOR_OPEN props the door open, POWER_LOSS kills the kiosk, a compressor stops cooling.
 */
export function raiseFault(k: Kiosk, now: number, ctx: TickContext, code: FaultCode, severity?: FaultSeverity): CommandResult<{ faultId: string }> {
  if (!hasFeature(k.spec, FAULTS[code].requires)) return refuse('NOT_APPLICABLE');
  if (findFault(k, code, severity ?? FAULTS[code].severity)) return refuse('ALREADY_OPEN');
  if (code === 'CABINET_DOOR_OPEN') {
    const door = k.state.door;
    if (door) door.closeAt = null;
    else {
      const session = planCustomer(k, now, k.cmd, ctx, { items: [], leaveOpen: true });
      if (typeof session === 'string') return refuse(session);
      openDoor(k, session);
    }
  }
  if (code === 'NETWORK_OFFLINE') k.state.forcedOffline = true;
  const events: FleetEvent[] = [];
  const fault = openFault(k, code, now, 'command', events, severity ? { severity } : {});
  return done(events, { faultId: fault!.faultId });
}

const TEMPERATURE_ALARMS: readonly FaultCode[] = ['REFRIGERATION_HIGH_TEMP', 'REFRIGERATION_LOW_TEMP'];

/**
 * A part that broke on its own before the kiosk was built anew (a restart, a changed register) is
 * still broken on the new one. It ends when it would have (the middle of its usual span after it
 * broke, at the earliest now); a jam waits for the next staff visit as before.
 */
export function restorePartFault(k: Kiosk, now: number, code: FaultCode, severity: FaultSeverity, raisedAt: number): CommandResult<{ faultId: string }> {
  const def = FAULTS[code];
  // A temperature alarm goes on too: the new kiosk starts from its last reading, and its own
  // telemetry resolves the alarm once the cabinet is back in its band.
  if (TEMPERATURE_ALARMS.includes(code) && hasFeature(k.spec, def.requires)) {
    if (findFault(k, code, severity)) return refuse('ALREADY_OPEN');
    const events: FleetEvent[] = [];
    const fault = openFault(k, code, now, 'auto', events, { severity });
    return done(events, { faultId: fault!.faultId });
  }
  if (def.kind !== 'part' || !hasFeature(k.spec, def.requires)) return refuse('NOT_APPLICABLE');
  if (findFault(k, code, severity)) return refuse('ALREADY_OPEN');
  const span = def.resolveAfterMin;
  const resolveAt = span ? Math.max(now, raisedAt + Math.round(((span[0] + span[1]) / 2) * MINUTE_MS)) : null;
  const events: FleetEvent[] = [];
  const fault = openFault(k, code, now, 'random', events, { severity, resolveAt });
  return done(events, { faultId: fault!.faultId });
}

/** Resolve every open notice of a code and undo its physical side (close the door, restore the link). */
export function clearFault(k: Kiosk, now: number, ctx: TickContext, code: FaultCode): CommandResult<{ resolved: number }> {
  const open = k.state.faults.filter((f) => f.code === code);
  if (open.length === 0 && !(code === 'CABINET_DOOR_OPEN' && k.state.door?.closeAt === null)) return refuse('NOT_OPEN');
  const events: FleetEvent[] = [];
  if (code === 'CABINET_DOOR_OPEN' && k.state.door) closeDoor(k, now, 'command', ctx, events);
  if (code === 'NETWORK_OFFLINE') {
    k.state.forcedOffline = false;
    k.state.networkDownUntil = 0;
  }
  for (const fault of k.state.faults.filter((f) => f.code === code)) resolveFault(k, fault, now, 'command', events);
  return done(events, { resolved: open.length });
}

export function selfCheckNow(k: Kiosk, now: number): CommandResult {
  if (!powerOn(k)) return refuse('POWER_OFF');
  const events: FleetEvent[] = [];
  runSelfCheck(k, now, events);
  return done(events, {});
}

/** Cut or restore the link: for good, or for `forMs` (heartbeats stop; offline after 3 missed). */
export function setOffline(k: Kiosk, now: number, offline: boolean, forMs?: number): CommandResult {
  if (forMs !== undefined && !(forMs > 0)) return refuse('BAD_INPUT');
  if (!offline) {
    k.state.forcedOffline = false;
    k.state.networkDownUntil = 0;
  } else if (forMs !== undefined) k.state.networkDownUntil = Math.max(k.state.networkDownUntil, now + forMs);
  else k.state.forcedOffline = true;
  return done([], {});
}
