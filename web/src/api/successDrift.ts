// Success read whatever its style: the spec gives each call 0 or '0', and a production server that
// answers the other one must not lock operators out (a sign-in answered 0 read as a refusal). Each
// call that drifts is recorded once, for the Live badge to show (ui/BackendBadge.tsx).
import type { EndpointRef } from '@contract/endpoint';
import { successStyleOf, type SuccessStyle } from '@contract/result-codes';

export interface SuccessDrift {
  /** The call, `auth.login`. */
  id: string;
  /** The style the spec gives it. */
  expected: SuccessStyle;
  /** The style the server answered. */
  answered: SuccessStyle;
}

const drifts = new Map<string, SuccessDrift>();
const listeners = new Set<() => void>();
/** A new array whenever a drift is recorded (useSyncExternalStore compares snapshots). */
let snapshot: readonly SuccessDrift[] = [];

/** Whether `result` says success, in either style; a style other than the endpoint's is recorded. */
export function readSuccess(endpoint: Pick<EndpointRef, 'id' | 'success'>, result: unknown): boolean {
  const style = successStyleOf(result);
  if (style === null) return false;
  if (style !== endpoint.success && !drifts.has(endpoint.id)) {
    drifts.set(endpoint.id, { id: endpoint.id, expected: endpoint.success, answered: style });
    snapshot = [...drifts.values()];
    listeners.forEach((listener) => listener());
  }
  return true;
}

/** The calls seen answering success in the other style, in the order first seen. */
export function successDrifts(): readonly SuccessDrift[] {
  return snapshot;
}

/** Hear each newly recorded drift; returns the way to stop. */
export function onSuccessDrift(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Forget every recorded drift (tests). */
export function clearSuccessDrifts(): void {
  drifts.clear();
  snapshot = [];
  listeners.forEach((listener) => listener());
}
