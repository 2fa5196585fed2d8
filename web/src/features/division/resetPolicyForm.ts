// The reset policy form (pure): the days each cycle allows (the contract's rule: 0 for DAILY,
// 1–7 Mon–Sun for WEEKLY, 1–28 for MONTHLY) and the values a new policy starts from.
import type { ResetPolicy, ResetPolicyValues } from './store';

export type ResetCycle = ResetPolicyValues['resetCycle'];
export const RESET_CYCLES: readonly ResetCycle[] = ['DAILY', 'WEEKLY', 'MONTHLY'];

export function resetDays(cycle: ResetCycle): number[] {
  if (cycle === 'DAILY') return [0];
  const last = cycle === 'WEEKLY' ? 7 : 28;
  return Array.from({ length: last }, (_, i) => i + 1);
}

/** The day kept when the cycle changes, if it still fits; else the cycle's first day. */
export function fitResetDay(cycle: ResetCycle, day: number): number {
  const days = resetDays(cycle);
  return days.includes(day) ? day : days[0]!;
}

export function policyToValues(policy: ResetPolicy | null): ResetPolicyValues {
  return policy
    ? { resetCycle: policy.resetCycle, resetDay: policy.resetDay, resetPoint: policy.resetPoint }
    : { resetCycle: 'MONTHLY', resetDay: 1, resetPoint: 0 };
}
