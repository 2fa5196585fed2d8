// What the control API's catalogue (sim-control.ts) and the tours (tours.ts) both name: the
// scenarios, the fault codes, the clock and the frame of every control answer.
import { z } from 'zod';

export const SCENARIO_NAMES = ['lunch-rush', 'fridge-failure', 'network-outage', 'expiry-day'] as const;
export type ScenarioName = (typeof SCENARIO_NAMES)[number];

/** Fault codes the fleet knows (component prefix, then the part). */
export const FAULT_CODES = [
  'PAYMENT_BILL_JAM',
  'PAYMENT_COIN_JAM',
  'PAYMENT_CARD_READER',
  'REFRIGERATION_HIGH_TEMP',
  'REFRIGERATION_LOW_TEMP',
  'REFRIGERATION_PROBE',
  'REFRIGERATION_FAN',
  'REFRIGERATION_COMPRESSOR',
  'CABINET_LOCK_ACTUATOR',
  'CABINET_WEIGHT_DRIFT',
  'CABINET_CAMERA_OFFLINE',
  'CABINET_DOOR_OPEN',
  'POWER_LOSS',
  'NETWORK_OFFLINE',
] as const;
export type FaultCode = (typeof FAULT_CODES)[number];

/** Every control answer: `{ result: 0, message, data }`, failures `{ result ≠ 0, message }`. */
export function controlResponse<T extends z.ZodType>(data: T) {
  return z.object({ result: z.number().int(), message: z.string(), data });
}

export const clockState = z.object({
  /** Simulated time, epoch ms. */
  now: z.number(),
  /** Simulated time on the wire (KST). */
  nowText: z.string(),
  /** Multiplier of real time; 0 when paused. */
  speed: z.number().nonnegative(),
  paused: z.boolean(),
});
export type ClockState = z.infer<typeof clockState>;
