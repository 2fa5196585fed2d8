// Opening and resolving fault notices on a kiosk, producing the matching events.
import type { FleetEvent } from './events';
import { FAULTS, type FaultCode, type FaultSeverity } from './faults';
import type { FaultSource, Kiosk, OpenFault } from './model';

export function findFault(k: Kiosk, code: FaultCode, severity?: FaultSeverity): OpenFault | undefined {
  return k.state.faults.find((f) => f.code === code && (severity === undefined || f.severity === severity));
}

/** Open a notice unless one with the same code and severity is already open. */
export function openFault(
  k: Kiosk,
  code: FaultCode,
  at: number,
  source: FaultSource,
  out: FleetEvent[],
  options: { severity?: FaultSeverity; resolveAt?: number | null } = {},
): OpenFault | null {
  const def = FAULTS[code];
  const severity = options.severity ?? def.severity;
  if (findFault(k, code, severity)) return null;
  const fault: OpenFault = {
    faultId: `F${k.spec.deviceIdx}-${++k.state.faultSeq}`,
    code,
    severity,
    raisedAt: at,
    source,
    resolveAt: options.resolveAt ?? null,
  };
  k.state.faults.push(fault);
  out.push({
    type: 'FAULT_RAISED', at, deviceIdx: k.spec.deviceIdx, faultId: fault.faultId, code, component: def.component,
    severity, description: def.description, source,
  });
  return fault;
}

export function resolveFault(k: Kiosk, fault: OpenFault, at: number, by: 'auto' | 'command', out: FleetEvent[]): void {
  k.state.faults = k.state.faults.filter((f) => f !== fault);
  out.push({ type: 'FAULT_RESOLVED', at, deviceIdx: k.spec.deviceIdx, faultId: fault.faultId, code: fault.code, severity: fault.severity, by });
}

/**
 * Resolve the notices of a code that the engine's own logic raised (alarms it measured,
 * spontaneous faults). Notices raised by a command stay until a command clears them.
 */
export function resolveAuto(k: Kiosk, code: FaultCode, at: number, out: FleetEvent[]): void {
  for (const fault of k.state.faults.filter((f) => f.code === code && f.source !== 'command')) resolveFault(k, fault, at, 'auto', out);
}
